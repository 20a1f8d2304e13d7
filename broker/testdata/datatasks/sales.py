# A sales table made without randomness, so every pandas makes the same one.
import pandas as pd

REGIONS = ["north", "south", "east", "west"]
PRODUCTS = ["apples", "pears", "plums"]


def sales(n=2000):
    return pd.DataFrame({
        "day": pd.to_datetime("2024-01-01") + pd.to_timedelta([i % 120 for i in range(n)], unit="D"),
        "region": [REGIONS[i % 4] for i in range(n)],
        "product": [PRODUCTS[(i // 4) % 3] for i in range(n)],
        "units": [(i * 7919) % 101 for i in range(n)],
        "price": [((i * 104729) % 1000) / 10 for i in range(n)],
    })
