# decimal.Decimal arithmetic, as money calculations do.
from decimal import Decimal, getcontext

getcontext().prec = 28
prices = [Decimal(i) / Decimal(100) for i in range(1, 20001)]
# ---
total = Decimal(0)
for p in prices:
    total += (p * Decimal("1.0825")).quantize(Decimal("0.01")) / Decimal(3)
assert str(total.quantize(Decimal("0.01"))) == "721702.75", total
