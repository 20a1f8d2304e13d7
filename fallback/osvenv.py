# Makes an os sandbox's own Python environment at argv[1], if it has none
# (or lost its interpreter's links in a copy): a virtual environment over
# the interpreter that runs this, whose packages stay importable, with pip
# and pip3 commands that run that interpreter's pip in it. What pip
# installs there lives in the sandbox's files, so a fork or a sandbox
# started again has it. Prints the environment's python3.
import os
import subprocess
import sys
import venv

d = sys.argv[1]
py = os.path.join(d, "bin", "python3")
if not os.path.exists(py) or not os.path.exists(os.path.join(d, "pyvenv.cfg")):
    venv.EnvBuilder(system_site_packages=True, symlinks=True, with_pip=False).create(d)
    if sys.prefix != sys.base_prefix:  # itself a virtual environment: its packages too
        import site
        purelib = subprocess.run([py, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                                 capture_output=True, text=True, check=True).stdout.strip()
        with open(os.path.join(purelib, "_sbx_base.pth"), "w") as f:
            f.write("\n".join(site.getsitepackages()) + "\n")
for name in ("pip", "pip3"):
    path = os.path.join(d, "bin", name)
    if not os.path.exists(path):
        with open(path, "w") as f:
            f.write('#!/bin/sh\nexec %s -m pip "$@"\n' % py)
        os.chmod(path, 0o755)
print(py, flush=True)
