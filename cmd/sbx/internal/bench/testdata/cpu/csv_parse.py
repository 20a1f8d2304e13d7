# Parsing and writing CSV with the csv module.
import csv
import io

src = "id,name,city,amount\n" + "".join("%d,name %d,\"City, %d\",%d.%02d\n" % (i, i, i % 50, i, i % 100)
                                         for i in range(30000))
# ---
rows = list(csv.DictReader(io.StringIO(src)))
total = sum(float(r["amount"]) for r in rows)
buf = io.StringIO()
csv.writer(buf).writerows([r["id"], r["city"], r["amount"]] for r in rows)
assert len(rows) == 30000 and round(total, 2) == 449999850.0 and len(buf.getvalue()) > 500000, (len(rows), total)
