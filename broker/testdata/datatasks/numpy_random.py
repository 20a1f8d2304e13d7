import numpy as np

rng = np.random.default_rng(12345)
x = rng.normal(10.0, 2.0, size=100_000)
print(round(float(x.mean()), 3), round(float(x.std()), 3))
print(np.round(np.percentile(x, [5, 50, 95]), 3).tolist())
ints = rng.integers(0, 6, size=60_000)
print(np.bincount(ints).tolist())
print(rng.choice(["a", "b", "c"], size=8, p=[0.5, 0.3, 0.2]).tolist())
u = rng.uniform(size=5)
print(np.round(u, 10).tolist())
print(round(float(np.corrcoef(x[:1000], x[1:1001])[0, 1]), 6))
