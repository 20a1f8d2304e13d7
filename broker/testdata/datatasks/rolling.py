from sales import sales

daily = sales().groupby("day")["units"].sum()
r = daily.rolling(7).agg(["mean", "std", "min", "max"]).dropna()
print(r.round(4).head(20).to_csv())
print(daily.rolling(14, min_periods=3).median().round(2).tail(10).to_csv())
print(daily.expanding().sum().tail(5).to_csv())
print(daily.ewm(span=5).mean().round(4).tail(5).to_csv())
