"""Write a deterministic zip of a directory tree.

Usage: python3 mkzip.py DIR OUT.zip

Entries are relative to DIR, sorted by path, directories included (with a
trailing slash, so empty ones such as lib-dynload/ survive), every entry has
the timestamp of $SOURCE_DATE_EPOCH (UTC), mode 0644 for files and 0755 for
directories, and files are deflated at level 9. The same tree always gives
the same bytes (for the same zlib).
"""

import os
import sys
import time
import zipfile


def main():
    root, out = sys.argv[1], sys.argv[2]
    epoch = int(os.environ["SOURCE_DATE_EPOCH"])
    stamp = time.gmtime(epoch)[:6]
    entries = []
    for dirpath, dirnames, filenames in os.walk(root):
        rel = os.path.relpath(dirpath, root)
        if rel != ".":
            entries.append(rel.replace(os.sep, "/") + "/")
        for name in filenames:
            path = os.path.join(rel, name) if rel != "." else name
            entries.append(path.replace(os.sep, "/"))
    entries.sort()
    with zipfile.ZipFile(out, "w") as zf:
        for name in entries:
            info = zipfile.ZipInfo(name, date_time=stamp)
            info.create_system = 3  # Unix, so external_attr holds the mode
            if name.endswith("/"):
                info.external_attr = (0o40755 << 16) | 0x10
                zf.writestr(info, b"")
            else:
                info.external_attr = 0o100644 << 16
                info.compress_type = zipfile.ZIP_DEFLATED
                with open(os.path.join(root, name), "rb") as f:
                    data = f.read()
                zf.writestr(info, data, compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)
    print(f"{out}: {len(entries)} entries")


if __name__ == "__main__":
    main()
