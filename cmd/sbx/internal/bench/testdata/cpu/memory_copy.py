# Copying memory: bytes, bytearray and list copies of 1 MiB, as file and
# network code does.
blob = bytes(range(256)) * 4096
# ---
for _ in range(100):
    a = bytearray(blob)
    b = blob[1:]
    c = a + b
    a[1000:500000] = b[:499000]
assert len(c) == 2 * len(blob) - 1 and a[1000] == blob[1]
