# json.dumps and json.loads of a list of records.
import json

data = [{"id": i, "name": "item%d" % i, "tags": ["a", "b", "c"], "score": i * 0.5, "ok": i % 3 == 0}
        for i in range(2000)]
# ---
for _ in range(10):
    back = json.loads(json.dumps(data))
assert back == data
