# Counting words in a dict and with collections.Counter, as log and text
# summaries do.
import collections

words = ("alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu " * 4000).split()
words = [w + str(i % 97) for i, w in enumerate(words)]
# ---
for _ in range(3):
    counts = {}
    for w in words:
        counts[w] = counts.get(w, 0) + 1
    top = collections.Counter(words).most_common(3)
assert len(counts) == 1164 and sum(counts.values()) == 48000 and top[0][1] == 42, (len(counts), top)
