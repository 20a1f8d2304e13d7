import pandas as pd
from sales import sales

df = sales()
managers = pd.DataFrame({"region": ["north", "south", "east", "central"], "manager": ["Ada", "Bo", "Cy", "Di"]})
inner = df.merge(managers, on="region")
left = df.merge(managers, on="region", how="left")
outer = managers.merge(df.groupby("region", as_index=False)["units"].sum(), on="region", how="outer", indicator=True)
print(len(inner), len(left), int(left["manager"].isna().sum()))
print(inner.groupby("manager")["units"].sum().to_csv())
print(outer.sort_values("region").to_csv(index=False))
