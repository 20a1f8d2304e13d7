package hostfs

import (
	"errors"
	"io/fs"
	"sync/atomic"
	"testing/fstest"

	experimentalsys "github.com/tetratelabs/wazero/experimental/sys"
	"github.com/tetratelabs/wazero/experimental/sysfs"
	"github.com/tetratelabs/wazero/sys"
)

// Slot is a mount whose workspace is given after the instances that mount
// it were made: its default until Bind, the bound workspace after. Paths
// are resolved at every call, so instances see the workspace from then on.
// A sandbox made ahead of time gets its owner's home this way. The zero
// Slot's default is an empty read-only directory.
type Slot struct {
	bound atomic.Pointer[Workspace]
	def   *Workspace
}

// NewSlot returns a slot that shows def until Bind.
func NewSlot(def *Workspace) *Slot { return &Slot{def: def} }

// emptyDir is what an unbound slot shows.
var emptyDir = ReadOnly(&sysfs.AdaptFS{FS: fstest.MapFS{}})

// EmptyDir returns an empty directory nothing can be written to.
func EmptyDir() experimentalsys.FS { return emptyDir }

// Bind puts w in the slot. A slot is bound once.
func (s *Slot) Bind(w *Workspace) error {
	if w == nil || !s.bound.CompareAndSwap(nil, w) {
		return errors.New("a slot is bound once, to a workspace")
	}
	return nil
}

// Bound returns the workspace bound to the slot, or nil.
func (s *Slot) Bound() *Workspace { return s.bound.Load() }

// Current returns what the slot shows: the bound workspace, else its
// default (nil for an empty read-only directory).
func (s *Slot) Current() *Workspace {
	if w := s.bound.Load(); w != nil {
		return w
	}
	return s.def
}

func (s *Slot) fs() experimentalsys.FS {
	if w := s.Current(); w != nil {
		return w.FS()
	}
	return emptyDir
}

// OpenFile implements experimentalsys.FS.
func (s *Slot) OpenFile(p string, flag experimentalsys.Oflag, perm fs.FileMode) (experimentalsys.File, experimentalsys.Errno) {
	return s.fs().OpenFile(p, flag, perm)
}

// Lstat implements experimentalsys.FS.
func (s *Slot) Lstat(p string) (sys.Stat_t, experimentalsys.Errno) { return s.fs().Lstat(p) }

// Stat implements experimentalsys.FS.
func (s *Slot) Stat(p string) (sys.Stat_t, experimentalsys.Errno) { return s.fs().Stat(p) }

// Mkdir implements experimentalsys.FS.
func (s *Slot) Mkdir(p string, perm fs.FileMode) experimentalsys.Errno { return s.fs().Mkdir(p, perm) }

// Chmod implements experimentalsys.FS.
func (s *Slot) Chmod(p string, perm fs.FileMode) experimentalsys.Errno { return s.fs().Chmod(p, perm) }

// Rename implements experimentalsys.FS.
func (s *Slot) Rename(from, to string) experimentalsys.Errno { return s.fs().Rename(from, to) }

// Rmdir implements experimentalsys.FS.
func (s *Slot) Rmdir(p string) experimentalsys.Errno { return s.fs().Rmdir(p) }

// Unlink implements experimentalsys.FS.
func (s *Slot) Unlink(p string) experimentalsys.Errno { return s.fs().Unlink(p) }

// Link implements experimentalsys.FS.
func (s *Slot) Link(oldPath, newPath string) experimentalsys.Errno {
	return s.fs().Link(oldPath, newPath)
}

// Symlink implements experimentalsys.FS.
func (s *Slot) Symlink(oldPath, linkName string) experimentalsys.Errno {
	return s.fs().Symlink(oldPath, linkName)
}

// Readlink implements experimentalsys.FS.
func (s *Slot) Readlink(p string) (string, experimentalsys.Errno) { return s.fs().Readlink(p) }

// Utimens implements experimentalsys.FS.
func (s *Slot) Utimens(p string, atim, mtim int64) experimentalsys.Errno {
	return s.fs().Utimens(p, atim, mtim)
}
