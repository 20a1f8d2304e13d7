# Big integers: factorials, powers and their decimal digits.
import math
import sys

sys.set_int_max_str_digits(0)

# ---
f = math.factorial(3000)
p = pow(3, 20000) * pow(7, 9000)
digits = len(str(f)) + len(str(p))
x = 1
for i in range(1, 3000):
    x = x * i + i
assert digits == 26280 and x % 1000003 == 623024, (digits, x % 1000003)
