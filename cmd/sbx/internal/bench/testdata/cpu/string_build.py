# Building strings: f-strings, str methods, join and +=.
rows = [(i, "name%d" % i, i * 1.5) for i in range(20000)]
# ---
for _ in range(3):
    out = []
    for i, name, score in rows:
        out.append(f"{i:>6} | {name.upper():<12} | {score:10.2f}")
    table = "\n".join(out)
    s = ""
    for i in range(20000):
        s += str(i)
    parts = table.replace("|", ";").split("\n")
assert len(table) == 699999 and len(s) == 88890 and len(parts) == 20000
