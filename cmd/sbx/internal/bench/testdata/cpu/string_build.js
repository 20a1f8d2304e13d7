// Building strings: template literals, padding, join and +=.
const rows = Array.from({ length: 20000 }, (_, i) => [i, "name" + i, i * 1.5]);
// ---
let table, s;
for (let k = 0; k < 3; k++) {
  table = rows.map(([i, name, score]) => `${String(i).padStart(6)} | ${name.toUpperCase().padEnd(12)} | ${score.toFixed(2).padStart(10)}`).join("\n");
  s = "";
  for (let i = 0; i < 20000; i++) s += i;
}
if (table.length !== 699999 || s.length !== 88890 || table.split("|").join(";").split("\n").length !== 20000) throw new Error("strings " + table.length);
