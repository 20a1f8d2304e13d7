from sales import sales

df = sales()
print(df[["units", "price"]].describe().round(4).to_csv())
counts = df["region"].value_counts().sort_index()
print(counts.index.tolist(), counts.tolist())
print(df.groupby("product")["price"].describe().round(4).to_csv())
