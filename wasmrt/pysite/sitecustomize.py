"""What the WebAssembly sandbox's Python needs besides its standard library.

The site module imports this at every start. It changes only what would
otherwise behave wrongly or fail obscurely in the sandbox.
"""

import os as _os
import sys as _sys
import time as _time

# os.utime(path) and Path.touch() set the times to "now" with utimensat(...,
# NULL); the guest's wasi-libc (Debian's 0.0~git20220510) reads NULL times
# from address 0 instead, and the file's times became the epoch. Pass now.
_utime = _os.utime


def utime(path, times=None, *, ns=None, dir_fd=None, follow_symlinks=True):
    if times is None and ns is None:
        now = _time.time_ns()
        ns = (now, now)
    if ns is None:
        return _utime(path, times, dir_fd=dir_fd, follow_symlinks=follow_symlinks)
    return _utime(path, ns=ns, dir_fd=dir_fd, follow_symlinks=follow_symlinks)


utime.__doc__ = _utime.__doc__
for _set in (_os.supports_dir_fd, _os.supports_fd, _os.supports_follow_symlinks):
    if _utime in _set:
        _set.add(utime)
_os.utime = utime

# The sandbox has no network. Say so where programs reach for one, rather
# than "unknown url type: https" or "no attribute 'getaddrinfo'": to reach
# a host, where an operator can allow it; to listen, where a native
# sandbox can.
NO_NETWORK = ("the WebAssembly sandbox has no network; an operator can let native sandboxes "
              "reach chosen hosts (network.egress_allow in sbx's config), and a sandbox "
              "created with provider auto moves there")
NO_SOCKETS = ("the WebAssembly sandbox has no network: it has no sockets, so it can neither "
              "listen on a port nor connect; a native sandbox can (in a sandbox created with "
              "provider auto, start a server with start_background and it runs there)")


def _refuse(*args, **kwargs):
    import errno
    raise OSError(errno.ENETUNREACH, NO_NETWORK)


def _refuse_listen(*args, **kwargs):
    import errno
    raise OSError(errno.ENETUNREACH, NO_SOCKETS)


def _patch_socket(socket):
    for name in ("getaddrinfo", "gethostbyname", "gethostbyname_ex", "gethostbyaddr",
                 "create_connection"):
        setattr(socket, name, _refuse)
    for name in ("create_server", "socketpair"):
        setattr(socket, name, _refuse_listen)
    init = socket.socket.__init__

    def __init__(self, *args, **kwargs):
        try:
            init(self, *args, **kwargs)
        except OSError as e:
            raise OSError(e.errno, NO_SOCKETS) from None

    socket.socket.__init__ = __init__


def _patch_urllib_request(request):
    unknown_open = request.UnknownHandler.unknown_open

    def unknown(self, req):
        if req.type in ("http", "https", "ftp"):
            raise request.URLError(NO_NETWORK)
        return unknown_open(self, req)

    request.UnknownHandler.unknown_open = unknown


class _PatchOnImport:
    """Patches a module once it is imported, so nothing is imported early."""

    patches = {"socket": _patch_socket, "urllib.request": _patch_urllib_request}

    @classmethod
    def find_spec(cls, name, path=None, target=None):
        patch = cls.patches.get(name)
        if patch is None:
            return None
        import importlib.machinery
        spec = importlib.machinery.PathFinder.find_spec(name, path, target)
        if spec is None or spec.loader is None:
            return spec
        exec_module = spec.loader.exec_module

        def patched(module):
            exec_module(module)
            patch(module)

        spec.loader.exec_module = patched
        return spec


# pip installs pure-Python packages among the sandbox's files, in
# wasmrt.PipSite, which is on sys.path from the start. An interpreter that
# started before pip made the directory remembers it as missing: the first
# import that finds nothing elsewhere looks again.
_PIP_SITE = "/workspace/.venv/lib/python3.13/site-packages"
_sys.path.append(_PIP_SITE)


class _PipSite:
    """Finds what pip installed after the interpreter started."""

    @classmethod
    def find_spec(cls, name, path=None, target=None):
        if path is not None or _PIP_SITE not in _sys.path or _sys.path_importer_cache.get(_PIP_SITE, 0) is not None:
            return None
        del _sys.path_importer_cache[_PIP_SITE]
        import importlib.machinery
        return importlib.machinery.PathFinder.find_spec(name, [_PIP_SITE], target)


_sys.meta_path.append(_PipSite)

for _name, _patch in _PatchOnImport.patches.items():
    if _name in _sys.modules:
        _patch(_sys.modules[_name])
_sys.meta_path.insert(0, _PatchOnImport)
del _name, _patch, _set
