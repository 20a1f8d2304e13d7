// Counting words in a Map and in an object.
const words = "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu ".repeat(4000).trim().split(" ").map((w, i) => w + (i % 97));
// ---
let counts, obj;
for (let k = 0; k < 5; k++) {
  counts = new Map();
  for (const w of words) counts.set(w, (counts.get(w) || 0) + 1);
  obj = {};
  for (const w of words) obj[w] = (obj[w] || 0) + 1;
}
if (counts.size !== 1164 || Object.keys(obj).length !== 1164) throw new Error("count " + counts.size);
