# Reading the clock, as timing code and loggers do: time.time() and
# time.perf_counter() each call the host.
import time

# ---
n = 0
for _ in range(100000):
    if time.time() > 0 and time.perf_counter() > 0:
        n += 1
assert n == 100000
