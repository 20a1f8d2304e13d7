// Copying memory: typed arrays of 1 MiB copied with slice, set and the
// constructor.
const blob = new Uint8Array(1 << 20);
for (let i = 0; i < blob.length; i++) blob[i] = i & 255;
// ---
let a, c;
for (let k = 0; k < 300; k++) {
  a = blob.slice();
  c = new Uint8Array(2 << 20);
  c.set(a);
  c.set(blob.subarray(1), blob.length);
  a.copyWithin(1000, 0, 500000);
}
if (c[blob.length] !== 1 || a[1000] !== 0) throw new Error("copy");
