# fannkuch-redux of the Computer Language Benchmarks Game: list slicing,
# reversal and integer loops.
def fannkuch(n):
    count = list(range(1, n + 1))
    perm1 = list(range(n))
    max_flips, m, r = 0, n - 1, n
    while True:
        while r != 1:
            count[r - 1] = r
            r -= 1
        if perm1[0] != 0 and perm1[m] != m:
            perm = perm1[:]
            flips = 0
            k = perm[0]
            while k:
                perm[:k + 1] = perm[k::-1]
                flips += 1
                k = perm[0]
            max_flips = max(max_flips, flips)
        while r != n:
            perm1.insert(r, perm1.pop(0))
            count[r] -= 1
            if count[r] > 0:
                break
            r += 1
        else:
            return max_flips


# ---
assert fannkuch(8) == 22
