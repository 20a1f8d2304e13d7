// Package overlayfs serves one read-only file system with another's files
// added on top, for guest mounts made of two parts (a standard library zip
// and the host's own additions, or a package zip and its test suites).
package overlayfs

import (
	"errors"
	"io"
	"io/fs"
	"slices"
	"strings"
)

// New returns base with top's files added: a file of top wins over base's
// file of the same name, a directory lists the entries of both (so a
// guest's import finder sees both), and a directory only top has is served
// from top.
func New(base, top fs.FS) fs.FS { return overlay{base: base, top: top} }

type overlay struct{ base, top fs.FS }

// Open implements fs.FS.
func (o overlay) Open(name string) (fs.File, error) {
	info, topErr := fs.Stat(o.top, name)
	if topErr == nil && !info.IsDir() {
		return o.top.Open(name)
	}
	f, err := o.base.Open(name)
	if err != nil {
		if topErr == nil && errors.Is(err, fs.ErrNotExist) {
			return o.top.Open(name)
		}
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
		// A file of top replaces base's entry (Open serves top's); a
		// directory in both is base's (Open serves base's).
		for _, e := range d.extra {
			i := slices.IndexFunc(all, func(b fs.DirEntry) bool { return b.Name() == e.Name() })
			switch {
			case i < 0:
				all = append(all, e)
			case !e.IsDir():
				all[i] = e
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
