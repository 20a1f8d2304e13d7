// The spectral norm of the Computer Language Benchmarks Game.
function a(i, j) { return 1 / ((i + j) * (i + j + 1) / 2 + i + 1); }
function mulAv(v, out) {
  for (let i = 0; i < v.length; i++) { let s = 0; for (let j = 0; j < v.length; j++) s += a(i, j) * v[j]; out[i] = s; }
}
function mulAtv(v, out) {
  for (let i = 0; i < v.length; i++) { let s = 0; for (let j = 0; j < v.length; j++) s += a(j, i) * v[j]; out[i] = s; }
}
function mulAtAv(v, out, tmp) { mulAv(v, tmp); mulAtv(tmp, out); }
const n = 120, u = new Array(n).fill(1), v = new Array(n).fill(0), tmp = new Array(n).fill(0);
// ---
for (let k = 0; k < 10; k++) { mulAtAv(u, v, tmp); mulAtAv(v, u, tmp); }
let vbv = 0, vv = 0;
for (let i = 0; i < n; i++) { vbv += u[i] * v[i]; vv += v[i] * v[i]; }
if (Math.sqrt(vbv / vv).toFixed(9) !== "1.274221700") throw new Error("norm " + Math.sqrt(vbv / vv));
