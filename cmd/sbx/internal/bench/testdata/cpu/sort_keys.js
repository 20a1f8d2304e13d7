// Sorting records with comparators.
let seed = 1;
const rnd = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
const recs = Array.from({ length: 30000 }, () => ({ name: "n" + Math.floor(rnd() * 100000), age: Math.floor(rnd() * 90), score: rnd() }));
// ---
const byAge = recs.slice().sort((a, b) => a.age - b.age || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
const byScore = recs.slice().sort((a, b) => b.score - a.score);
const xs = recs.map((r) => r.score).sort((a, b) => a - b);
if (byAge[0].age !== 0 || byScore[0].score !== xs[xs.length - 1]) throw new Error("sort");
