import pandas as pd
from sales import sales

df = sales()
p = pd.pivot_table(df, index="region", columns="product", values="units", aggfunc="sum", fill_value=0, margins=True)
print(p.to_csv())
print(df.pivot_table(index="product", values=["units", "price"], aggfunc="mean").round(4).to_csv())
