# The spectral norm of the Computer Language Benchmarks Game: nested loops,
# calls and float division.
def a(i, j):
    return 1.0 / ((i + j) * (i + j + 1) // 2 + i + 1)


def mul_av(v, out):
    n = len(v)
    for i in range(n):
        out[i] = sum(a(i, j) * v[j] for j in range(n))


def mul_atv(v, out):
    n = len(v)
    for i in range(n):
        out[i] = sum(a(j, i) * v[j] for j in range(n))


def mul_atav(v, out, tmp):
    mul_av(v, tmp)
    mul_atv(tmp, out)


n = 80
u, v, tmp = [1.0] * n, [0.0] * n, [0.0] * n
# ---
for _ in range(10):
    mul_atav(u, v, tmp)
    mul_atav(v, u, tmp)
vbv = sum(x * y for x, y in zip(u, v))
vv = sum(x * x for x in v)
assert "%.9f" % (vbv / vv) ** 0.5 == "1.274216230", (vbv / vv) ** 0.5
