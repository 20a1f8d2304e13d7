import pandas as pd
from sales import sales

df = sales()
df["stamp"] = pd.to_datetime(df["day"].dt.strftime("%Y-%m-%d") + " 08:30", format="%Y-%m-%d %H:%M")
s = df.set_index("stamp")["units"]
print(s.resample("W").sum().to_csv())
print(s.resample("D").mean().round(3).head(10).to_csv())
print(pd.to_datetime(["2024-03-01 00:00", "2024-03-15 12:00", "2024-02-29 08:15"]).strftime("%a %d %b %Y %H:%M").tolist())
