//go:build linux && (amd64 || arm64) && !portable

package ossandbox

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"path"
	"runtime"
	"slices"
	"strings"
	"sync"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// Under a quota the sandbox's /workspace and own /home/user are not the
// host's directories but a tmpfs of the sandbox's, sized to the quota in
// bytes and in inodes: the kernel refuses a write past it (ENOSPC), and
// nothing the sandbox writes reaches the host's disk but through the
// store. The store copies what changed between that tmpfs and the host
// directories, at the start of each call (SyncIn: what the WebAssembly
// tier or the file tools wrote since) and at its end (SyncOut: what the
// call wrote), each way only what changed on its side since the last copy.
// A change on both sides between two copies goes the way of the copy
// that comes first. Copying out never puts more than the quota on the
// host, whatever the sandbox made (sparse files and hard links are
// written out whole, each name counted): past it, files are left out
// and named in the error.

// syncTemp starts the names of the files being copied, which neither side
// shows to a walk.
const syncTemp = ".sbx-sync-"

// store is what copies between a sandbox's tmpfs and the host.
type store struct {
	mu    sync.Mutex
	quota Quota
	pairs []*syncPair
	fds   []*os.File // the tmpfs's roots, sent by init
}

// syncPair is one directory of the sandbox and the host directory behind
// it, with what each held when they were last alike.
type syncPair struct {
	name     string // the sandbox's path, for messages
	box      *os.Root
	host     *os.Root
	hostDir  string // host's path, to tell whether Rebind changes it
	readOnly bool   // the sandbox only reads it: copied in only
	state    map[string]pairState
}

// pairState is one path as the last copy left it on each side.
type pairState struct{ box, host entry }

// entry is what a walk records of a file, directory or symbolic link.
type entry struct {
	mode  fs.FileMode
	size  int64
	mtime int64
	ino   uint64
	nlink uint64
}

// changed reports whether e is not what was recorded as was.
func (e entry) changed(was entry) bool {
	if e.mode.IsDir() {
		return e.mode != was.mode
	}
	return e != was
}

// close releases the store's directories.
func (s *store) close() {
	if s == nil {
		return
	}
	for _, p := range s.pairs {
		p.box.Close()
		if p.host != nil {
			p.host.Close()
		}
	}
	for _, f := range s.fds {
		f.Close()
	}
}

// walk records what root holds, by slash-separated path: regular files,
// directories and symbolic links; anything else is not copied. It reads
// each directory once and stats its entries relative to it.
func walk(root *os.Root) (map[string]entry, error) {
	got := map[string]entry{}
	dirs := []string{"."}
	for len(dirs) > 0 {
		dir := dirs[0]
		dirs = dirs[1:]
		f, err := root.Open(dir)
		if err != nil {
			if dir == "." {
				return nil, err
			}
			continue // gone meanwhile, or unreadable: left alone
		}
		names, _ := f.Readdirnames(-1)
		for _, name := range names {
			if strings.HasPrefix(name, syncTemp) {
				continue
			}
			var st unix.Stat_t
			if unix.Fstatat(int(f.Fd()), name, &st, unix.AT_SYMLINK_NOFOLLOW) != nil {
				continue
			}
			var mode fs.FileMode
			switch st.Mode & unix.S_IFMT {
			case unix.S_IFREG:
			case unix.S_IFDIR:
				mode = fs.ModeDir
			case unix.S_IFLNK:
				mode = fs.ModeSymlink
			default:
				continue
			}
			rel := path.Join(dir, name)
			got[rel] = entry{mode: mode | fs.FileMode(st.Mode&0o777), size: st.Size, mtime: st.Mtim.Nano(), ino: st.Ino, nlink: uint64(st.Nlink)}
			if mode == fs.ModeDir {
				dirs = append(dirs, rel)
			}
		}
		f.Close()
	}
	return got, nil
}

// budget is what copying out may still put on the host.
type budget struct{ bytes, files int64 }

// sync copies what changed on one side of pair since the last copy to the
// other: in, from the host into the sandbox, or out. Only the source side
// is walked; the other is looked at where something changed. Out, every name the
// sandbox holds is charged to b, changed or not, and what b cannot hold
// is left out and named in the error.
func (s *store) sync(p *syncPair, in bool, b *budget) error {
	from, to := p.box, p.host
	if in {
		from, to = p.host, p.box
	}
	src, err := walk(from)
	if err != nil {
		return fmt.Errorf("read %s: %w", p.name, err)
	}
	side := func(ps pairState) (from, to entry) {
		if in {
			return ps.host, ps.box
		}
		return ps.box, ps.host
	}
	var errs, left []string
	next := map[string]pairState{}
	paths := slices.Sorted(func(yield func(string) bool) {
		for k := range src {
			if !yield(k) {
				return
			}
		}
	})
	for _, rel := range paths {
		e := src[rel]
		if !in {
			b.files--
			if e.mode.IsRegular() {
				b.bytes -= e.size
			}
			if !e.mode.IsDir() && (b.bytes < 0 || b.files < 0) {
				left = append(left, path.Join(p.name, rel))
				continue
			}
		}
		old, known := p.state[rel]
		if wasFrom, _ := side(old); known && !e.changed(wasFrom) {
			next[rel] = old
			continue
		}
		was, _ := lstat(to, rel)
		got, err := s.copy(from, to, rel, e, was, in)
		if err != nil {
			errs = append(errs, fmt.Sprintf("%s: %v", path.Join(p.name, rel), err))
			continue
		}
		if in {
			next[rel] = pairState{host: e, box: got}
		} else {
			next[rel] = pairState{box: e, host: got}
		}
	}
	// What the source side no longer has goes from the other, unless it
	// changed there meanwhile; the deepest first.
	gone := slices.Sorted(func(yield func(string) bool) {
		for k := range p.state {
			if _, ok := src[k]; !ok && !yield(k) {
				return
			}
		}
	})
	slices.Reverse(gone)
	for _, rel := range gone {
		_, wasTo := side(p.state[rel])
		if d, ok := lstat(to, rel); ok && !d.changed(wasTo) {
			creating(in, func() error { return to.Remove(rel) }) // a directory that still holds files stays
		}
	}
	p.state = next
	if len(left) > 0 {
		errs = append(errs, fmt.Sprintf("not saved, as the quota of %d bytes in %d files is reached: %s", s.quota.Bytes, s.quota.Files, list(left)))
	}
	if len(errs) > 0 {
		return errors.New(list(errs))
	}
	return nil
}

// list joins the first few of items for a message, and counts the rest.
func list(items []string) string {
	const most = 10
	if len(items) <= most {
		return strings.Join(items, "; ")
	}
	return fmt.Sprintf("%s; and %d more", strings.Join(items[:most], "; "), len(items)-most)
}

// copy makes rel in to what it is in from (e), replacing what to has
// there (was), and returns what to then holds. Files are written to a
// new name and renamed into place; in the sandbox, sbx's new files are
// the sandbox's root's (see creating).
func (s *store) copy(from, to *os.Root, rel string, e, was entry, in bool) (entry, error) {
	if was.mode != 0 && (was.mode.Type() != e.mode.Type() || was.mode.IsDir() != e.mode.IsDir()) {
		if err := creating(in, func() error { return to.RemoveAll(rel) }); err != nil {
			return entry{}, err
		}
	}
	switch {
	case e.mode.IsDir():
		if err := creating(in, func() error { return to.Mkdir(rel, e.mode.Perm()) }); err != nil && !errors.Is(err, fs.ErrExist) {
			return entry{}, err
		}
	case e.mode&fs.ModeSymlink != 0:
		target, err := from.Readlink(rel)
		if err != nil {
			return entry{}, err
		}
		tmp := path.Join(path.Dir(rel), fmt.Sprintf("%s%x", syncTemp, rand.Uint64()))
		if err := creating(in, func() error { return to.Symlink(target, tmp) }); err != nil {
			return entry{}, err
		}
		if err := creating(in, func() error { return to.Rename(tmp, rel) }); err != nil {
			to.Remove(tmp)
			return entry{}, err
		}
	default:
		if err := s.copyFile(from, to, rel, e, in); err != nil {
			return entry{}, err
		}
	}
	got, ok := lstat(to, rel)
	if !ok {
		return entry{}, errors.New("gone once copied")
	}
	return got, nil
}

// lstat records rel in root, if it is there.
func lstat(root *os.Root, rel string) (entry, bool) {
	info, err := root.Lstat(rel)
	if err != nil {
		return entry{}, false
	}
	return entryOf(info), true
}

// entryOf records info as walk does.
func entryOf(info fs.FileInfo) entry {
	e := entry{mode: info.Mode()&(fs.ModeDir|fs.ModeSymlink) | info.Mode().Perm(), size: info.Size(), mtime: info.ModTime().UnixNano()}
	if st, ok := info.Sys().(*syscall.Stat_t); ok {
		e.ino, e.nlink = uint64(st.Ino), uint64(st.Nlink) // Nlink is 32 bits on arm64
	}
	return e
}

// creating runs create, which makes, renames or removes a file or
// directory, in the sandbox when in is true: as the sandbox's root when
// sbx runs as root, as root, whom the sandbox's user namespace does not
// map, may change nothing in its tmpfs (EOVERFLOW). The file-system uid is
// the thread's own.
func creating(in bool, create func() error) error {
	if !in || os.Geteuid() != 0 {
		return create()
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	uid, gid := UID()
	unix.Setfsgid(gid)
	unix.Setfsuid(uid)
	defer func() {
		unix.Setfsuid(0)
		unix.Setfsgid(0)
	}()
	return create()
}

// copyFile copies the regular file rel, at most the size the walk saw of
// it, never blocking on what is not a regular file.
func (s *store) copyFile(from, to *os.Root, rel string, e entry, in bool) error {
	src, err := from.OpenFile(rel, os.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_NONBLOCK, 0)
	if err != nil {
		return err
	}
	defer src.Close()
	if info, err := src.Stat(); err != nil || !info.Mode().IsRegular() {
		return errors.New("not a regular file")
	}
	tmp := path.Join(path.Dir(rel), fmt.Sprintf("%s%x", syncTemp, rand.Uint64()))
	var dst *os.File
	err = creating(in, func() (err error) {
		dst, err = to.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_EXCL, e.mode.Perm())
		return err
	})
	if err != nil {
		return err
	}
	_, err = io.CopyN(dst, src, e.size)
	if errors.Is(err, io.EOF) {
		err = nil // it shrank meanwhile: what there is
	}
	if err == nil {
		err = dst.Chmod(e.mode.Perm())
	}
	if err == nil {
		mtime := time.Unix(0, e.mtime)
		err = unix.Futimes(int(dst.Fd()), []unix.Timeval{unix.NsecToTimeval(mtime.UnixNano()), unix.NsecToTimeval(mtime.UnixNano())})
	}
	if cerr := dst.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = creating(in, func() error { return to.Rename(tmp, rel) })
	}
	if err != nil {
		to.Remove(tmp)
		if errors.Is(err, unix.ENOSPC) || errors.Is(err, unix.EFBIG) {
			return fmt.Errorf("no space left: the sandbox's quota of %d bytes in %d files is reached", s.quota.Bytes, s.quota.Files)
		}
		return err
	}
	return nil
}

// SyncIn copies into the sandbox what changed in its host directories
// since the last copy: before a call, what the WebAssembly tier or the
// file tools wrote. Without a quota the sandbox shows them live, and it
// does nothing. The error names, in the sandbox's paths, what could not
// be copied.
func (sb *Sandbox) SyncIn() error {
	s := sb.store
	if s == nil {
		return nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	var errs []error
	for _, p := range s.pairs {
		if err := s.sync(p, true, nil); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// SyncOut copies to the host directories what changed in the sandbox since
// the last copy, at most its quota: at the end of a call, what the call
// wrote. The error names, in the sandbox's paths, what was not copied.
func (sb *Sandbox) SyncOut() error {
	s := sb.store
	if s == nil {
		return nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	b := &budget{bytes: s.quota.Bytes, files: s.quota.Files}
	var errs []error
	for _, p := range s.pairs {
		if p.readOnly {
			continue
		}
		if err := s.sync(p, false, b); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// openStore opens the sandbox's side of the store, from the roots of its
// tmpfs init sent (the quota's, then the read-only home's), and the host
// directories, and copies the host's files in, as many as fit.
func openStore(cfg Config, fds []*os.File) (*store, error) {
	s := &store{quota: cfg.Quota, fds: fds}
	want := 1
	if cfg.Home != "" && cfg.HomeReadOnly {
		want = 2
	}
	if len(fds) != want {
		s.close()
		return nil, fmt.Errorf("the sandbox's init sent %d directories, not %d", len(fds), want)
	}
	add := func(name string, fd *os.File, sub, host string, ro bool) error {
		box, err := os.OpenRoot(fmt.Sprintf("/proc/self/fd/%d/%s", fd.Fd(), sub))
		if err != nil {
			return fmt.Errorf("open the sandbox's %s: %w", name, err)
		}
		p := &syncPair{name: name, box: box, hostDir: host, readOnly: ro}
		s.pairs = append(s.pairs, p)
		if p.host, err = os.OpenRoot(host); err != nil {
			return fmt.Errorf("open the host directory of %s: %w", name, err)
		}
		return nil
	}
	err := add("/workspace", fds[0], "workspace", cfg.Workspace, false)
	if err == nil && cfg.Home != "" {
		if cfg.HomeReadOnly {
			err = add("/home/user", fds[1], ".", cfg.Home, true)
		} else {
			err = add("/home/user", fds[0], "home", cfg.Home, false)
		}
	}
	if err != nil {
		s.close()
		return nil, err
	}
	// What does not fit is left out, and the first call's SyncIn, which
	// tries again, names it.
	for _, p := range s.pairs {
		s.sync(p, true, nil)
	}
	return s, nil
}

// Rebind puts other host directories behind the sandbox's /workspace and
// own /home/user (home "" keeps the one it has), as Config's Workspace and
// Home, and copies what they hold in: a sandbox made ahead of time is
// handed to the sandbox whose directories these are. What the sandbox
// itself made there stays, and the next SyncOut copies it to them; a
// directory whose host path is unchanged keeps its state. It needs a
// quota (Config.Quota): without one the host directories are mounted.
func (sb *Sandbox) Rebind(workspace, home string) error {
	s := sb.store
	if s == nil {
		return errors.New("only a sandbox with a quota can be given other directories")
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	dirs := map[string]string{"/workspace": workspace, "/home/user": home}
	var errs []error
	for _, p := range s.pairs {
		dir := dirs[p.name]
		if dir == "" || dir == p.hostDir {
			continue
		}
		host, err := os.OpenRoot(dir)
		if err != nil {
			return fmt.Errorf("open the host directory of %s: %w", p.name, err)
		}
		p.host.Close()
		p.host, p.hostDir, p.state = host, dir, nil
		if err := s.sync(p, true, nil); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}
