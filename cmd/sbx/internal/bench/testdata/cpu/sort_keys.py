# Sorting records with key functions, and floats.
import random

random.seed(1)
recs = [{"name": "n%d" % random.randrange(100000), "age": random.randrange(90), "score": random.random()}
        for _ in range(30000)]
xs = [r["score"] for r in recs]
# ---
by_age = sorted(recs, key=lambda r: (r["age"], r["name"]))
by_score = sorted(recs, key=lambda r: -r["score"])
s = sorted(xs)
assert by_age[0]["age"] == 0 and by_score[0]["score"] == s[-1] and len(s) == 30000
