# Formatting and parsing floats: "%f %e", repr and float().
xs = [i * 1.0001 for i in range(50000)]
# ---
out = ["%f %e %g" % (x, x, x) for x in xs]
back = [float(repr(x / 7)) for x in xs]
assert len(out) == 50000 and back[7] == xs[7] / 7
