// fannkuch-redux of the Computer Language Benchmarks Game.
function fannkuch(n) {
  const perm1 = Array.from({ length: n }, (_, i) => i), count = new Array(n).fill(0);
  let maxFlips = 0, r = n;
  for (;;) {
    for (; r !== 1; r--) count[r - 1] = r;
    if (perm1[0] !== 0 && perm1[n - 1] !== n - 1) {
      const perm = perm1.slice();
      let flips = 0;
      for (let k = perm[0]; k !== 0; k = perm[0]) {
        for (let i = 0, j = k; i < j; i++, j--) { const t = perm[i]; perm[i] = perm[j]; perm[j] = t; }
        flips++;
      }
      if (flips > maxFlips) maxFlips = flips;
    }
    for (;;) {
      if (r === n) return maxFlips;
      const p0 = perm1[0];
      for (let i = 0; i < r; i++) perm1[i] = perm1[i + 1];
      perm1[r] = p0;
      if (--count[r] > 0) break;
      r++;
    }
  }
}
// ---
if (fannkuch(8) !== 22) throw new Error("fannkuch");
