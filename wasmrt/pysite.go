package wasmrt

import (
	"embed"
	"io/fs"

	"github.com/sbx-sandbox/sbx/internal/overlayfs"
)

// pythonSite holds sitecustomize.py, which the Python guest's site module
// imports at every start (see the file for what it changes), and its
// bytecode, so that no start compiles it (TestSiteBytecode keeps the two
// in step; the bytecode checks the source's hash, so a stale one is
// ignored rather than used).
//
//go:embed pysite/sitecustomize.py pysite/__pycache__/sitecustomize.cpython-313.pyc
var pythonSite embed.FS

// PipSite is where pip installs packages in the WebAssembly sandbox, among
// its files: sitecustomize.py puts it on sys.path. It is the site-packages
// directory a native tier's environment at /workspace/.venv has on the
// same Python version, so a sandbox that moves there keeps them.
const PipSite = "/workspace/.venv/lib/python3.13/site-packages"

// withSite returns the standard library with pythonSite's files added at
// its root.
func withSite(lib fs.FS) fs.FS {
	top, _ := fs.Sub(pythonSite, "pysite")
	return overlayfs.New(lib, top)
}
