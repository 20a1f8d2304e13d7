"""mmap for the data guest: WASI preview 1 has no memory mapping.

CPython's mmap module is not built for WASI, but pandas (pandas.io.common)
imports it at module level and only maps files when asked to
(memory_map=True). This stand-in keeps those imports working; creating a
mapping raises OSError(ENOTSUP).
"""

import errno as _errno

ACCESS_DEFAULT = 0
ACCESS_READ = 1
ACCESS_WRITE = 2
ACCESS_COPY = 3
PAGESIZE = ALLOCATIONGRANULARITY = 65536
MAP_SHARED = 1
MAP_PRIVATE = 2
PROT_READ = 1
PROT_WRITE = 2
error = OSError


class mmap:
    """Always fails: there is no mmap in WASI."""

    def __init__(self, *args, **kwargs):
        raise OSError(_errno.ENOTSUP, "mmap is not available in the WASI sandbox")
