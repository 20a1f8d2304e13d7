package hostfs

import (
	"fmt"
	"io"
	"io/fs"
	"os"

	"github.com/tetratelabs/wazero/sys"
)

// CopyInto copies everything w holds into dst, an empty workspace, under
// dst's quota: directories, regular files with their modes and times, and
// symbolic links as links. The copy of each file goes through
// copy_file_range where the kernel has it, which shares the blocks on
// file systems that can (Btrfs, XFS) and copies them elsewhere. A file
// with several names is copied once and linked under the others, so that
// its bytes count once, as in w. It fails with the quota's message when
// dst would pass its quota, leaving what it copied so far for the caller
// to remove; other kinds of files (FIFOs, devices) are skipped, as a guest
// cannot open them.
func (w *Workspace) CopyInto(dst *Workspace) error {
	copied := map[[2]uint64]string{} // a file with several names → its name in dst
	return fs.WalkDir(w.root.FS(), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || p == "." {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		switch {
		case d.IsDir():
			return dst.copyDir(p, info)
		case d.Type()&fs.ModeSymlink != 0:
			target, err := w.root.Readlink(p)
			if err == nil {
				err = dst.addName(p, 0, func() error { return dst.root.Symlink(target, p) })
			}
			return err
		case d.Type().IsRegular():
			st := sys.NewStat_t(info)
			if st.Nlink <= 1 {
				return dst.copyFile(p, info, w)
			}
			id := [2]uint64{st.Dev, st.Ino}
			if first, ok := copied[id]; ok {
				return dst.addName(p, 0, func() error { return dst.root.Link(first, p) })
			}
			copied[id] = p
			return dst.copyFile(p, info, w)
		}
		return nil
	})
}

// copyDir makes directory p in w, as info describes it.
func (w *Workspace) copyDir(p string, info fs.FileInfo) error {
	return w.addName(p, 0, func() error { return w.root.Mkdir(p, info.Mode().Perm()|0o700) })
}

// copyFile copies regular file p of src, as info describes it, into w.
func (w *Workspace) copyFile(p string, info fs.FileInfo, src *Workspace) error {
	return w.addName(p, info.Size(), func() error {
		in, err := src.root.OpenFile(p, os.O_RDONLY|oNofollow, 0)
		if err != nil {
			return err
		}
		defer in.Close()
		out, err := w.root.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_EXCL|oNofollow, info.Mode().Perm())
		if err != nil {
			return err
		}
		_, err = io.Copy(out, in)
		if cerr := out.Close(); err == nil {
			err = cerr
		}
		if err == nil {
			err = w.root.Chtimes(p, info.ModTime(), info.ModTime())
		}
		return err
	})
}

// addName counts one more name of size bytes against w's quota, then
// makes it with create, uncounting it if that fails.
func (w *Workspace) addName(p string, size int64, create func() error) error {
	w.mu.Lock()
	if w.bytes+size > w.quota.Bytes || w.files+1 > w.quota.Files {
		w.refuse()
		w.mu.Unlock()
		return fmt.Errorf("copy %s: %w: %s", p, ErrQuota, w.QuotaMessage())
	}
	w.bytes += size
	w.files++
	w.mu.Unlock()
	if err := create(); err != nil {
		w.mu.Lock()
		w.bytes -= size
		w.files--
		w.mu.Unlock()
		return err
	}
	return nil
}
