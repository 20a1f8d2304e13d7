# The same kind of loop at module level, as a notebook cell or a script
# runs it: every name is a global, looked up in a dict.
# ---
total = 0
for i in range(500_000):
    total += i * 2 % 7
assert total == 1500000
