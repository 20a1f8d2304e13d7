package wasmrt

import (
	"embed"
	"io"
	"io/fs"
	"slices"
	"strings"
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
	return overlay{base: lib, top: top}
}

// overlay serves base with top's files added: a file of top wins, and a
// directory lists both, so the guest's import finder sees both.
type overlay struct{ base, top fs.FS }

// Open implements fs.FS.
func (o overlay) Open(name string) (fs.File, error) {
	if info, err := fs.Stat(o.top, name); err == nil && !info.IsDir() {
		return o.top.Open(name)
	}
	f, err := o.base.Open(name)
	if err != nil {
		return nil, err
	}
	extra, err := fs.ReadDir(o.top, name)
	dir, ok := f.(fs.ReadDirFile)
	if err != nil || len(extra) == 0 || !ok {
		return f, nil
	}
	return &mergedDir{ReadDirFile: dir, extra: extra}, nil
}

// mergedDir is a directory of base listing top's entries too.
type mergedDir struct {
	fs.ReadDirFile
	extra   []fs.DirEntry
	entries []fs.DirEntry // nil until the first ReadDir
}

// ReadDir implements fs.ReadDirFile.
func (d *mergedDir) ReadDir(n int) ([]fs.DirEntry, error) {
	if d.entries == nil {
		all, err := d.ReadDirFile.ReadDir(-1)
		if err != nil {
			return nil, err
		}
		for _, e := range d.extra {
			if !slices.ContainsFunc(all, func(b fs.DirEntry) bool { return b.Name() == e.Name() }) {
				all = append(all, e)
			}
		}
		slices.SortFunc(all, func(a, b fs.DirEntry) int { return strings.Compare(a.Name(), b.Name()) })
		d.entries = all
	}
	if n <= 0 {
		out := d.entries
		d.entries = d.entries[len(d.entries):]
		return out, nil
	}
	if len(d.entries) == 0 {
		return nil, io.EOF
	}
	out := d.entries[:min(n, len(d.entries))]
	d.entries = d.entries[len(out):]
	return out, nil
}
