# SQLite in memory: inserts, an index, group-by queries.
import sqlite3

rows = [(i, "city%d" % (i % 100), i * 0.25) for i in range(50000)]
# ---
db = sqlite3.connect(":memory:")
db.execute("create table t (id integer primary key, city text, amount real)")
db.executemany("insert into t values (?, ?, ?)", rows)
db.execute("create index t_city on t (city)")
groups = db.execute("select city, count(*), sum(amount) from t group by city order by city").fetchall()
one = db.execute("select sum(amount) from t where city = 'city7'").fetchone()[0]
assert len(groups) == 100 and groups[0][1] == 500 and one == 3119625.0, (groups[0], one)
