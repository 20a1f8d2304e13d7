from sales import sales

df = sales()
df["revenue"] = df["units"] * df["price"]
g = df.groupby(["region", "product"]).agg(
    units=("units", "sum"), revenue=("revenue", "mean"), orders=("units", "size"), top=("price", "max"))
print(g.round(4).to_csv())
print(df.groupby("region")["revenue"].sum().sort_values(ascending=False).round(2).to_csv())
