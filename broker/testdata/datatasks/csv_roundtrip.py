# read_csv and to_csv on a 50,000-row file in the workspace.
import hashlib
import pandas as pd

n = 50_000
with open("big.csv", "w") as f:
    f.write("id,city,amount,when\n")
    for i in range(n):
        f.write(f"{i},{['Oslo', 'Lima', 'Pune', 'Kyiv', 'Accra'][i % 5]},{(i * 37) % 1000 / 8},2024-{i % 12 + 1:02d}-{i % 28 + 1:02d}\n")
df = pd.read_csv("big.csv", parse_dates=["when"])
print(df.shape, int(df["amount"].sum() * 8), df["when"].min().date(), df["when"].max().date())
print(df.groupby("city")["amount"].agg(["count", "sum"]).to_csv())
df["month"] = df["when"].dt.month
df.to_csv("out.csv", index=False)
print(hashlib.sha256(open("out.csv", "rb").read()).hexdigest())
