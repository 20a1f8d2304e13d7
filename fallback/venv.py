# Makes a native (os or Docker) sandbox's own Python environment at argv[1], if it has none
# (or lost its interpreter's links in a copy): a virtual environment over
# the interpreter that runs this, whose packages stay importable, with pip
# and pip3 commands that run that interpreter's pip in it, and a name that
# does not resolve saying why (the sandbox has no DNS). What pip
# installs there lives in the sandbox's files, so a fork or a sandbox
# started again has it. Prints the environment's python3.
import os
import sys
import venv

# The sandbox has no DNS: a name that does not resolve says why.
NAMES = """import os, socket
_getaddrinfo = socket.getaddrinfo
def getaddrinfo(host, *args, **kwargs):
    try:
        return _getaddrinfo(host, *args, **kwargs)
    except socket.gaierror as e:
        proxy = os.environ.get("HTTPS_PROXY") or os.environ.get("https_proxy")
        why = ("this sandbox has no DNS: it reaches the hosts of the server's network.egress_allow through sbx's "
               "HTTP proxy at " + proxy + ", which resolves names itself; use a client that honours HTTPS_PROXY "
               "(pip, requests, urllib, curl)") if proxy else "this sandbox has no network (the server's network.egress_allow lists no hosts)"
        raise socket.gaierror(e.errno, "%s (%r): %s" % (e.strerror, host, why)) from None
socket.getaddrinfo = getaddrinfo
"""

d = sys.argv[1]
py = os.path.join(d, "bin", "python3")
if not os.path.exists(py) or not os.path.exists(os.path.join(d, "pyvenv.cfg")):
    venv.EnvBuilder(system_site_packages=True, symlinks=True, with_pip=False).create(d)
    purelib = os.path.join(d, "lib", "python%d.%d" % sys.version_info[:2], "site-packages")  # a venv's, on POSIX
    files = {"_sbx_names.py": NAMES, "_sbx_names.pth": "import _sbx_names\n"}
    if sys.prefix != sys.base_prefix:  # itself a virtual environment: its packages too
        import site
        files["_sbx_base.pth"] = "\n".join(site.getsitepackages()) + "\n"
    for name, text in files.items():
        with open(os.path.join(purelib, name), "w") as f:
            f.write(text)
for name in ("pip", "pip3"):
    path = os.path.join(d, "bin", name)
    if not os.path.exists(path):
        with open(path, "w") as f:
            f.write('#!/bin/sh\nexec %s -m pip "$@"\n' % py)
        os.chmod(path, 0o755)
print(py, flush=True)
