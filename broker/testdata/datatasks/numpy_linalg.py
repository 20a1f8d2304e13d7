import numpy as np


def r(v):
    """Rounded to 8 places, without negative zeros (BLAS builds differ in those)."""
    return (np.round(v, 8) + 0.0).tolist()


a = np.array([[4.0, -2.0, 1.0], [-2.0, 4.0, -2.0], [1.0, -2.0, 4.0]])
b = np.array([11.0, -16.0, 17.0])
x = np.linalg.solve(a, b)
print(r(x))
print(r(np.linalg.det(a)))
print(r(np.linalg.inv(a) @ a))
w, v = np.linalg.eigh(a)
print(r(w))
coef, *_ = np.linalg.lstsq(np.vander(np.arange(10.0), 3), np.arange(10.0) ** 2 + 1, rcond=None)
print(r(coef))
m = np.arange(1.0, 501.0).reshape(20, 25)
print(float((m @ m.T).trace()), round(float(np.linalg.norm(m)), 6))
print(r(np.linalg.svd(a, compute_uv=False)))
