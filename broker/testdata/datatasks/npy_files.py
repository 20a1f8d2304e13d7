# numpy's own file formats in the workspace: .npy and .npz.
import numpy as np

a = np.arange(12.0).reshape(3, 4) / 7
np.save("a.npy", a)
b = np.load("a.npy")
print(bool((a == b).all()), b.dtype, b.shape)
np.savez_compressed("z.npz", a=a, ids=np.arange(5, dtype=np.int64))
with np.load("z.npz") as z:
    print(sorted(z.files), z["ids"].tolist(), round(float(z["a"].sum()), 6))
with open("f.npy", "wb") as f:
    np.save(f, np.array(["x", "yz"]))
print(np.load("f.npy").tolist())
