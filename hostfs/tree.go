package hostfs

import (
	"cmp"
	"hash/fnv"
	"io"
	"io/fs"
	"path"
	"slices"
	"strings"
	"time"

	experimentalsys "github.com/tetratelabs/wazero/experimental/sys"
	"github.com/tetratelabs/wazero/sys"
)

// Tree is a sandbox's whole file system, mounted at "/": a read-only root
// that holds only the way to its mounts, each mount a file system of its
// own. A path outside every mount does not exist (ENOENT), as on any Linux
// box; the root and the directories above a mount (/home, /usr) can be
// listed and never written. Renames and hard links stay within one mount.
//
// Paths are cleaned before they are routed, so "workspace/../tmp/x" is
// /tmp/x and ".." at the root stays at the root. The mounts' own file
// systems contain everything below them.
type Tree struct {
	mounts []TreeMount // longest path first
	dirs   map[string][]string
	made   int64 // the synthetic directories' times
	locks  Locks // the record locks taken through the tree's files
}

// TreeMount places a file system at an absolute path of a Tree, such as
// /workspace or /usr/local/lib/python3.13.
type TreeMount struct {
	Path string
	FS   experimentalsys.FS
}

// NewTree lays out mounts under a read-only root.
func NewTree(mounts ...TreeMount) *Tree {
	t := &Tree{dirs: map[string][]string{".": nil}, made: time.Now().UnixNano()}
	for _, m := range mounts {
		m.Path = path.Clean("/" + m.Path)[1:]
		t.mounts = append(t.mounts, m)
		for p := m.Path; p != "."; {
			parent := path.Dir(p)
			if !slices.Contains(t.dirs[parent], path.Base(p)) {
				t.dirs[parent] = append(t.dirs[parent], path.Base(p))
			}
			p = parent
		}
	}
	for _, names := range t.dirs {
		slices.Sort(names)
	}
	slices.SortFunc(t.mounts, func(a, b TreeMount) int { return cmp.Compare(len(b.Path), len(a.Path)) })
	return t
}

// Close releases the record locks taken through the tree's files. A tree
// is one guest process's view: it ends with the process.
func (t *Tree) Close() error { return t.locks.Close() }

// MountPoints lists the absolute paths of the tree's mounts, sorted.
func (t *Tree) MountPoints() []string {
	out := make([]string, len(t.mounts))
	for i, m := range t.mounts {
		out[i] = "/" + m.Path
	}
	slices.Sort(out)
	return out
}

// route finds where p lives: a mount and the path relative to its root
// ("." for the root itself), or no mount and the clean path of a directory
// of the root's skeleton (the root and the directories above a mount).
// ENOENT means neither; rel is then the clean path.
func (t *Tree) route(p string) (fsys experimentalsys.FS, rel string, errno experimentalsys.Errno) {
	p = path.Clean("/" + p)[1:]
	if p == "" {
		p = "."
	}
	for _, m := range t.mounts {
		if p == m.Path {
			return m.FS, ".", 0
		}
		if rest, ok := strings.CutPrefix(p, m.Path+"/"); ok {
			return m.FS, rest, 0
		}
	}
	if _, ok := t.dirs[p]; ok {
		return nil, p, 0
	}
	return nil, p, experimentalsys.ENOENT
}

// missing is the error for changing the name p that is in no mount: a new
// name in a skeleton directory is on a read-only file system, any other
// does not exist.
func (t *Tree) missing(p string) experimentalsys.Errno {
	if _, ok := t.dirs[path.Dir(p)]; ok {
		return experimentalsys.EROFS
	}
	return experimentalsys.ENOENT
}

// changeErr is the error for changing p, a skeleton directory or no name.
func (t *Tree) changeErr(p string, errno experimentalsys.Errno) experimentalsys.Errno {
	if errno != 0 {
		return t.missing(p)
	}
	return experimentalsys.EROFS
}

// dirStat describes the skeleton directory p.
func (t *Tree) dirStat(p string) sys.Stat_t {
	return sys.Stat_t{Ino: Inode(p), Mode: fs.ModeDir | 0o555, Nlink: 2, Atim: t.made, Mtim: t.made, Ctim: t.made}
}

// Inode numbers a synthetic file by its path.
func Inode(p string) sys.Inode {
	h := fnv.New64a()
	io.WriteString(h, p)
	return h.Sum64()
}

// OpenFile implements experimentalsys.FS.
func (t *Tree) OpenFile(p string, flag experimentalsys.Oflag, perm fs.FileMode) (experimentalsys.File, experimentalsys.Errno) {
	fsys, rel, errno := t.route(p)
	switch {
	case fsys != nil:
		f, errno := fsys.OpenFile(rel, flag, perm)
		if hf, ok := f.(*file); ok {
			return &lockedFile{file: hf, locks: &t.locks}, 0
		}
		return f, errno
	case errno != 0 && flag&experimentalsys.O_CREAT != 0:
		return nil, t.missing(rel)
	case errno != 0:
		return nil, errno
	case flag&(experimentalsys.O_CREAT|experimentalsys.O_EXCL) == experimentalsys.O_CREAT|experimentalsys.O_EXCL:
		return nil, experimentalsys.EEXIST
	case flag&(experimentalsys.O_WRONLY|experimentalsys.O_RDWR) != 0:
		return nil, experimentalsys.EISDIR
	}
	entries := make([]experimentalsys.Dirent, 0, len(t.dirs[rel]))
	for _, name := range t.dirs[rel] {
		entries = append(entries, experimentalsys.Dirent{Name: name, Ino: Inode(path.Join(rel, name)), Type: fs.ModeDir})
	}
	return &listing{stat: t.dirStat(rel), entries: entries}, 0
}

// Lstat implements experimentalsys.FS.
func (t *Tree) Lstat(p string) (sys.Stat_t, experimentalsys.Errno) {
	fsys, rel, errno := t.route(p)
	switch {
	case fsys != nil:
		return fsys.Lstat(rel)
	case errno != 0:
		return sys.Stat_t{}, errno
	}
	return t.dirStat(rel), 0
}

// Stat implements experimentalsys.FS.
func (t *Tree) Stat(p string) (sys.Stat_t, experimentalsys.Errno) {
	fsys, rel, errno := t.route(p)
	switch {
	case fsys != nil:
		return fsys.Stat(rel)
	case errno != 0:
		return sys.Stat_t{}, errno
	}
	return t.dirStat(rel), 0
}

// Mkdir implements experimentalsys.FS.
func (t *Tree) Mkdir(p string, perm fs.FileMode) experimentalsys.Errno {
	fsys, rel, errno := t.route(p)
	switch {
	case fsys != nil:
		return fsys.Mkdir(rel, perm)
	case errno != 0:
		return t.missing(rel)
	}
	return experimentalsys.EEXIST
}

// Chmod implements experimentalsys.FS.
func (t *Tree) Chmod(p string, perm fs.FileMode) experimentalsys.Errno {
	fsys, rel, errno := t.route(p)
	if fsys != nil {
		return fsys.Chmod(rel, perm)
	}
	return t.changeErr(rel, errno)
}

// Rename implements experimentalsys.FS. A rename between two mounts is
// refused, as between two file systems (EXDEV on Linux, which WASI preview
// 1 as wazero maps it cannot carry): copy the file instead.
func (t *Tree) Rename(from, to string) experimentalsys.Errno {
	fromFS, fromRel, errno := t.route(from)
	if fromFS == nil {
		return t.changeErr(fromRel, errno)
	}
	toFS, toRel, errno := t.route(to)
	switch {
	case toFS == nil:
		return t.changeErr(toRel, errno)
	case toFS != fromFS:
		return experimentalsys.EPERM
	}
	return fromFS.Rename(fromRel, toRel)
}

// Rmdir implements experimentalsys.FS.
func (t *Tree) Rmdir(p string) experimentalsys.Errno {
	fsys, rel, errno := t.route(p)
	if fsys != nil {
		return fsys.Rmdir(rel)
	}
	return t.changeErr(rel, errno)
}

// Unlink implements experimentalsys.FS.
func (t *Tree) Unlink(p string) experimentalsys.Errno {
	fsys, rel, errno := t.route(p)
	if fsys != nil {
		return fsys.Unlink(rel)
	}
	return t.changeErr(rel, errno)
}

// Link implements experimentalsys.FS.
func (t *Tree) Link(oldPath, newPath string) experimentalsys.Errno {
	oldFS, oldRel, errno := t.route(oldPath)
	if oldFS == nil {
		return t.changeErr(oldRel, errno)
	}
	newFS, newRel, errno := t.route(newPath)
	switch {
	case newFS == nil:
		return t.changeErr(newRel, errno)
	case newFS != oldFS:
		return experimentalsys.EPERM
	}
	return oldFS.Link(oldRel, newRel)
}

// Symlink implements experimentalsys.FS.
func (t *Tree) Symlink(oldPath, linkName string) experimentalsys.Errno {
	fsys, rel, errno := t.route(linkName)
	if fsys != nil {
		return fsys.Symlink(oldPath, rel)
	}
	return t.changeErr(rel, errno)
}

// Readlink implements experimentalsys.FS.
func (t *Tree) Readlink(p string) (string, experimentalsys.Errno) {
	fsys, rel, errno := t.route(p)
	switch {
	case fsys != nil:
		return fsys.Readlink(rel)
	case errno != 0:
		return "", errno
	}
	return "", experimentalsys.EINVAL
}

// Utimens implements experimentalsys.FS. A lock request that came this way
// (from a file that keeps no locks) is refused rather than taken for times.
func (t *Tree) Utimens(p string, atim, mtim int64) experimentalsys.Errno {
	if atim == lockMagic {
		return experimentalsys.EINVAL
	}
	fsys, rel, errno := t.route(p)
	if fsys != nil {
		return fsys.Utimens(rel, atim, mtim)
	}
	return t.changeErr(rel, errno)
}

// Listing returns an open synthetic directory, described by stat, whose
// entries are fixed.
func Listing(stat sys.Stat_t, entries []experimentalsys.Dirent) experimentalsys.File {
	return &listing{stat: stat, entries: entries}
}

// listing is an open synthetic directory: its entries are fixed.
type listing struct {
	experimentalsys.UnimplementedFile
	stat    sys.Stat_t
	entries []experimentalsys.Dirent
	next    int
}

// Ino implements experimentalsys.File.
func (d *listing) Ino() (sys.Inode, experimentalsys.Errno) { return d.stat.Ino, 0 }

// IsDir implements experimentalsys.File.
func (d *listing) IsDir() (bool, experimentalsys.Errno) { return true, 0 }

// Stat implements experimentalsys.File.
func (d *listing) Stat() (sys.Stat_t, experimentalsys.Errno) { return d.stat, 0 }

// Readdir implements experimentalsys.File.
func (d *listing) Readdir(n int) ([]experimentalsys.Dirent, experimentalsys.Errno) {
	rest := d.entries[d.next:]
	if n > 0 && n < len(rest) {
		rest = rest[:n]
	}
	d.next += len(rest)
	return rest, 0
}

// Seek implements experimentalsys.File: only a rewind, as for any
// directory.
func (d *listing) Seek(offset fileOffset, whence int) (int64, experimentalsys.Errno) {
	if offset != 0 || whence != io.SeekStart {
		return 0, experimentalsys.EINVAL
	}
	d.next = 0
	return 0, 0
}

// Read implements experimentalsys.File.
func (d *listing) Read([]byte) (int, experimentalsys.Errno) { return 0, experimentalsys.EISDIR }

// Close implements experimentalsys.File.
func (d *listing) Close() experimentalsys.Errno { return 0 }

// ReadOnly serves fsys with every change refused, as on a read-only mount
// (EROFS, which wazero's own read-only wrapper reports as ENOSYS).
func ReadOnly(fsys experimentalsys.FS) experimentalsys.FS { return readOnly{fsys} }

type readOnly struct{ experimentalsys.FS }

// OpenFile implements experimentalsys.FS.
func (r readOnly) OpenFile(p string, flag experimentalsys.Oflag, perm fs.FileMode) (experimentalsys.File, experimentalsys.Errno) {
	writing := flag&(experimentalsys.O_WRONLY|experimentalsys.O_RDWR|experimentalsys.O_TRUNC|experimentalsys.O_APPEND) != 0
	if writing || flag&experimentalsys.O_CREAT != 0 {
		st, errno := r.FS.Stat(p)
		switch {
		case errno == 0 && st.Mode.IsDir() && writing:
			return nil, experimentalsys.EISDIR
		case errno == 0 && flag&experimentalsys.O_EXCL != 0:
			return nil, experimentalsys.EEXIST
		case errno != 0 && errno != experimentalsys.ENOENT:
			return nil, errno
		case errno != 0 || writing:
			return nil, experimentalsys.EROFS
		}
		flag &^= experimentalsys.O_CREAT // an existing file, opened to read
	}
	return r.FS.OpenFile(p, flag, perm)
}

// Mkdir implements experimentalsys.FS.
func (r readOnly) Mkdir(p string, _ fs.FileMode) experimentalsys.Errno {
	if _, errno := r.FS.Stat(p); errno == 0 {
		return experimentalsys.EEXIST
	}
	return experimentalsys.EROFS
}

// Chmod implements experimentalsys.FS.
func (readOnly) Chmod(string, fs.FileMode) experimentalsys.Errno { return experimentalsys.EROFS }

// Rename implements experimentalsys.FS.
func (readOnly) Rename(string, string) experimentalsys.Errno { return experimentalsys.EROFS }

// Rmdir implements experimentalsys.FS.
func (readOnly) Rmdir(string) experimentalsys.Errno { return experimentalsys.EROFS }

// Unlink implements experimentalsys.FS.
func (readOnly) Unlink(string) experimentalsys.Errno { return experimentalsys.EROFS }

// Link implements experimentalsys.FS.
func (readOnly) Link(string, string) experimentalsys.Errno { return experimentalsys.EROFS }

// Symlink implements experimentalsys.FS.
func (readOnly) Symlink(string, string) experimentalsys.Errno { return experimentalsys.EROFS }

// Utimens implements experimentalsys.FS.
func (readOnly) Utimens(string, int64, int64) experimentalsys.Errno { return experimentalsys.EROFS }
