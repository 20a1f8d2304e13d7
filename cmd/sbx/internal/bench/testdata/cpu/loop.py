# A loop of 1.5M integer additions in a function (fast locals).
def loop(n):
    total = 0
    for i in range(n):
        total += i
    return total


# ---
assert loop(1_500_000) == 1124999250000
