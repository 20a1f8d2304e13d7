// JSON.stringify and JSON.parse of a list of records.
const data = Array.from({ length: 2000 }, (_, i) => ({ id: i, name: "item" + i, tags: ["a", "b", "c"], score: i * 0.5, ok: i % 3 === 0 }));
// ---
let back;
for (let k = 0; k < 10; k++) back = JSON.parse(JSON.stringify(data));
if (back.length !== 2000 || back[1999].name !== "item1999") throw new Error("json");
