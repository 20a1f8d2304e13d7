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
# Keys made by numpy, whose default integer type differs between platforms.
import numpy as np
orders = pd.DataFrame({"k": np.arange(6) % 3, "v": np.arange(6)})
names = pd.DataFrame({"k": np.arange(3)[::-1], "name": ["c", "b", "a"]})
print(orders.merge(names, on="k", how="left").to_csv(index=False))
