// A loop of 3M integer additions.
function loop(n) {
  let total = 0;
  for (let i = 0; i < n; i++) total += i % 7;
  return total;
}
// ---
if (loop(3000000) !== 8999994) throw new Error("loop " + loop(3000000));
