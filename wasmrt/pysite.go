package wasmrt

import (
	"embed"
	"io/fs"

	"github.com/sbx-sandbox/sbx/internal/overlayfs"
)

// pythonSite holds sitecustomize.py, which the Python guest's site module
// imports at every start: see the file for what it changes.
//
//go:embed pysite/sitecustomize.py
var pythonSite embed.FS

// withSite returns the standard library with pythonSite's files added at
// its root.
func withSite(lib fs.FS) fs.FS {
	top, _ := fs.Sub(pythonSite, "pysite")
	return overlayfs.New(lib, top)
}
