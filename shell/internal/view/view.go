// Package view is the sandbox's file tree as the shell and its commands
// see it: "/" and the directories above a mount, read-only and holding
// only the way to the mounts; /workspace, /tmp, /dev, /outputs and
// /home/user through their hostfs workspaces, quota included; and /bin and
// /usr/bin, which list the programs. Its errors are worded as the POSIX
// tools word them and name sandbox paths only.
package view

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path"
	"slices"
	"strings"
	"sync"
	"time"

	experimentalsys "github.com/tetratelabs/wazero/experimental/sys"
	"github.com/tetratelabs/wazero/experimental/sysfs"

	"github.com/sbx-sandbox/sbx/hostfs"
	"github.com/sbx-sandbox/sbx/hostfs/devfs"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// View is the sandbox's file tree as the shell sees it: "/" and the
// directories above a mount (/home) are read-only and hold only the way
// to the mounts and to /bin and /usr/bin, which list the commands; every
// path below a mount goes through that mount's hostfs workspace. Nothing
// else exists.
type View struct {
	mounts   []*mount // sorted by name
	programs []string // what /bin and /usr/bin hold, sorted
}

// mount is one directory of the sandbox root.
type mount struct {
	name     string // "workspace", "home/user"
	fs       experimentalsys.FS
	ws       *hostfs.Workspace // nil for /dev
	readOnly bool
}

// New lays out sb's mounts: /workspace, /home/user, /tmp, /dev, and
// /outputs read-only when the sandbox has one; /bin and /usr/bin list
// programs, sorted.
func New(sb *wasmrt.Sandbox, programs []string) *View {
	tmp, home := sb.Tmp(), sb.Home()
	v := &View{programs: programs, mounts: []*mount{
		{name: strings.TrimPrefix(wasmrt.TmpMount, "/"), fs: tmp.FS(), ws: tmp},
		{name: strings.TrimPrefix(wasmrt.HomeMount, "/"), fs: home.FS(), ws: home},
		{name: strings.TrimPrefix(devfs.Mount, "/"), fs: devfs.New(nil, nil, nil)},
	}}
	if out := sb.Outputs(); out != nil {
		v.mounts = append(v.mounts, &mount{name: "outputs", fs: &sysfs.ReadFS{FS: out.FS()}, ws: out, readOnly: true})
	}
	ws := sb.Workspace()
	v.mounts = append(v.mounts, &mount{name: strings.TrimPrefix(hostfs.MountPoint, "/"), fs: ws.FS(), ws: ws})
	slices.SortFunc(v.mounts, func(a, b *mount) int { return strings.Compare(a.name, b.name) })
	return v
}

// Abs makes p absolute against dir and cleans it; ".." never climbs
// above "/".
func Abs(dir, p string) string {
	if !path.IsAbs(p) {
		p = path.Join(dir, p)
	}
	return path.Clean(p)
}

// locate splits the clean absolute path p into its mount and the path
// relative to the mount's root ("." for the root itself). For "/" and the
// directories above a mount it returns a nil mount.
func (v *View) locate(p string) (*mount, string, experimentalsys.Errno) {
	if p == "/" {
		return nil, "", 0
	}
	for _, m := range v.mounts {
		root := "/" + m.name
		if p == root {
			return m, ".", 0
		}
		rest, ok := strings.CutPrefix(p, root+"/")
		if !ok {
			continue
		}
		rel, err := hostfs.Resolve(rest)
		if err != nil {
			return nil, "", experimentalsys.EINVAL
		}
		return m, rel, 0
	}
	if _, ok := v.ProgramAt(p); ok || slices.Contains(binDirs, p) || len(v.above(p)) > 0 {
		return nil, "", 0
	}
	return nil, "", experimentalsys.ENOENT
}

// above lists the entries of p, "/" or a directory above a mount or a bin
// directory: the next element of each one's path below it.
func (v *View) above(p string) []string {
	prefix := strings.TrimSuffix(p, "/") + "/"
	roots := slices.Clone(binDirs)
	for _, m := range v.mounts {
		roots = append(roots, "/"+m.name)
	}
	var out []string
	for _, root := range roots {
		if rest, ok := strings.CutPrefix(root, prefix); ok {
			next, _, _ := strings.Cut(rest, "/")
			if !slices.Contains(out, next) {
				out = append(out, next)
			}
		}
	}
	return out
}

// PathErr words errno for path p as the POSIX tools do.
func PathErr(op, p string, errno experimentalsys.Errno) error {
	return &fs.PathError{Op: op, Path: p, Err: errnoError(errno)}
}

// errnoError is an errno with the message the POSIX tools print for it.
type errnoError experimentalsys.Errno

func (e errnoError) Error() string {
	switch experimentalsys.Errno(e) {
	case experimentalsys.ENOENT:
		return "No such file or directory"
	case experimentalsys.EACCES, experimentalsys.EPERM:
		return "Permission denied"
	case experimentalsys.EROFS:
		return "Read-only file system"
	case experimentalsys.EISDIR:
		return "Is a directory"
	case experimentalsys.ENOTDIR:
		return "Not a directory"
	case experimentalsys.EEXIST:
		return "File exists"
	case experimentalsys.ENOTEMPTY:
		return "Directory not empty"
	case experimentalsys.EINVAL:
		return "File name not allowed"
	}
	return experimentalsys.Errno(e).Error()
}

// Is lets errors.Is match the fs package's sentinels.
func (e errnoError) Is(target error) bool {
	switch experimentalsys.Errno(e) {
	case experimentalsys.ENOENT:
		return target == fs.ErrNotExist
	case experimentalsys.EEXIST:
		return target == fs.ErrExist
	case experimentalsys.EACCES, experimentalsys.EPERM, experimentalsys.EROFS:
		return target == fs.ErrPermission
	}
	return false
}

// writeErr words a failed change to p, naming the quota when that was the
// cause.
func (m *mount) writeErr(op, p string, errno experimentalsys.Errno) error {
	return &fs.PathError{Op: op, Path: p, Err: m.why(errno)}
}

// why words errno, a change the mount refused. A refusal at the quota says
// what the quota holds and how to free space; it is reported here, so the
// run's result does not note it again.
func (m *mount) why(errno experimentalsys.Errno) error {
	if errno != hostfs.ENOSPC || m.ws == nil {
		return errnoError(errno)
	}
	m.ws.TakeQuotaHit()
	detail := m.ws.QuotaMessage()
	if m.name != strings.TrimPrefix(hostfs.MountPoint, "/") && m.name != strings.TrimPrefix(wasmrt.TmpMount, "/") {
		detail = "/" + m.name + ": " + detail
	}
	return quotaError(detail)
}

// quotaError is a change refused at a quota, worded as Linux words ENOSPC,
// with what the quota holds and how to free space.
type quotaError string

func (e quotaError) Error() string { return "No space left on device (" + string(e) + ")" }

// WriteError is a write to a sandbox file that failed, worded as the POSIX
// tools word it: "write error: /workspace/out.txt: No space left on device".
type WriteError struct {
	File *File // the file written to
	err  error // why
}

// Error implements error.
func (e *WriteError) Error() string { return "write error: " + e.File.path + ": " + e.err.Error() }

// writable returns p's mount if files may be created or changed there.
func (v *View) writable(op, p string) (*mount, string, error) {
	m, rel, errno := v.locate(p)
	switch {
	case errno == experimentalsys.ENOENT, m == nil:
		// Outside the mounts: the sandbox root itself is read-only.
		return nil, "", PathErr(op, p, experimentalsys.EROFS)
	case errno != 0:
		return nil, "", PathErr(op, p, errno)
	case m.readOnly:
		return nil, "", PathErr(op, p, experimentalsys.EROFS)
	}
	return m, rel, nil
}

// readable returns p's mount for reading a file.
func (v *View) readable(p string) (*mount, string, error) {
	m, rel, errno := v.locate(p)
	switch {
	case errno != 0:
		return nil, "", PathErr("open", p, errno)
	case m == nil:
		if _, ok := v.ProgramAt(p); ok {
			// A built-in command has no file to read.
			return nil, "", PathErr("open", p, experimentalsys.EACCES)
		}
		return nil, "", PathErr("read", p, experimentalsys.EISDIR)
	}
	return m, rel, nil
}

// fileInfo implements fs.FileInfo for a sandbox file.
type fileInfo struct {
	name    string
	size    int64
	mode    fs.FileMode
	modTime time.Time
	links   uint64 // names of the file; 0 for one
}

func (i *fileInfo) Name() string       { return i.name }
func (i *fileInfo) Size() int64        { return i.size }
func (i *fileInfo) Mode() fs.FileMode  { return i.mode }
func (i *fileInfo) ModTime() time.Time { return i.modTime }
func (i *fileInfo) IsDir() bool        { return i.mode.IsDir() }

// Sys returns a stat structure owned by the sandbox's user, which the
// interpreter's -O and -G tests read.
func (i *fileInfo) Sys() any { return ownerStat() }

// DeviceInfo describes the device file /dev/name: readable and writable
// by everyone.
func DeviceInfo(name string) fs.FileInfo {
	return &fileInfo{name: name, mode: fs.ModeDevice | fs.ModeCharDevice | 0o666}
}

// Stat describes the clean absolute path p; with follow false a symbolic
// link is described itself.
func (v *View) Stat(p string, follow bool) (fs.FileInfo, error) {
	if name, ok := v.ProgramAt(p); ok {
		return programInfo(name), nil
	}
	m, rel, errno := v.locate(p)
	if errno != 0 {
		return nil, PathErr("stat", p, errno)
	}
	if m == nil {
		return &fileInfo{name: path.Base(p), mode: fs.ModeDir | 0o555, modTime: time.Unix(0, 0)}, nil
	}
	st, errno := m.fs.Lstat(rel)
	if follow {
		st, errno = m.fs.Stat(rel)
	}
	if errno != 0 {
		return nil, PathErr("stat", p, errno)
	}
	mode := st.Mode
	if m.readOnly {
		mode &^= 0o222
	}
	return &fileInfo{name: path.Base(p), size: st.Size, mode: mode, modTime: time.Unix(0, st.Mtim), links: st.Nlink}, nil
}

// Links is how many names the file info describes has, as ls -l shows it.
func Links(info fs.FileInfo) uint64 {
	if fi, ok := info.(*fileInfo); ok && fi.links > 1 {
		return fi.links
	}
	return 1
}

// ReadDir lists the directory p, sorted by name.
func (v *View) ReadDir(p string) ([]fs.DirEntry, error) {
	m, rel, errno := v.locate(p)
	if errno != 0 {
		return nil, PathErr("open", p, errno)
	}
	if _, ok := v.ProgramAt(p); ok {
		return nil, PathErr("open", p, experimentalsys.ENOTDIR)
	}
	if m == nil {
		names := v.above(p)
		if slices.Contains(binDirs, p) {
			names = slices.Clone(v.programs)
		}
		slices.Sort(names)
		out := make([]fs.DirEntry, 0, len(names))
		for _, name := range names {
			if info, err := v.Stat(path.Join(p, name), true); err == nil {
				out = append(out, fs.FileInfoToDirEntry(info))
			}
		}
		return out, nil
	}
	f, errno := m.fs.OpenFile(rel, experimentalsys.O_RDONLY|experimentalsys.O_DIRECTORY, 0)
	if errno != 0 {
		return nil, PathErr("open", p, errno)
	}
	defer f.Close()
	dirents, errno := f.Readdir(-1)
	if errno != 0 {
		return nil, PathErr("read", p, errno)
	}
	out := make([]fs.DirEntry, 0, len(dirents))
	for _, d := range dirents {
		if d.Name == "." || d.Name == ".." {
			continue
		}
		info, err := v.Stat(path.Join(p, d.Name), false)
		if err != nil {
			continue // removed while listing
		}
		out = append(out, fs.FileInfoToDirEntry(info))
	}
	slices.SortFunc(out, func(a, b fs.DirEntry) int { return strings.Compare(a.Name(), b.Name()) })
	return out, nil
}

// Open opens the clean absolute path p with os.OpenFile's flags.
func (v *View) Open(p string, flag int, perm fs.FileMode) (*File, error) {
	writing := flag&(os.O_WRONLY|os.O_RDWR) != 0
	m, rel, err := v.readable(p)
	if writing || flag&os.O_CREATE != 0 {
		m, rel, err = v.writable("open", p)
	}
	if err != nil {
		return nil, err
	}
	var oflag experimentalsys.Oflag
	switch {
	case flag&os.O_RDWR != 0:
		oflag = experimentalsys.O_RDWR
	case flag&os.O_WRONLY != 0:
		oflag = experimentalsys.O_WRONLY
	}
	for _, f := range []struct {
		os  int
		sys experimentalsys.Oflag
	}{
		{os.O_APPEND, experimentalsys.O_APPEND}, {os.O_CREATE, experimentalsys.O_CREAT},
		{os.O_EXCL, experimentalsys.O_EXCL}, {os.O_TRUNC, experimentalsys.O_TRUNC},
	} {
		if flag&f.os != 0 {
			oflag |= f.sys
		}
	}
	f, errno := m.fs.OpenFile(rel, oflag, perm)
	if errno != 0 {
		return nil, m.writeErr("open", p, errno)
	}
	if dir, _ := f.IsDir(); dir && !writing {
		f.Close()
		return nil, PathErr("read", p, experimentalsys.EISDIR)
	}
	return &File{f: f, m: m, path: p}, nil
}

// File adapts a hostfs file to io.ReadWriteCloser, writing through short
// writes and naming the quota when it stops one. It keeps the last failed
// write until a command reports it, so that none goes unsaid (command.Proc.ReportWrites).
type File struct {
	f    experimentalsys.File
	m    *mount
	path string

	mu     sync.Mutex
	failed *WriteError // the last failed write, unless reported
	first  *WriteError // the first failed write, kept
}

// fail records a failed write and returns its error.
func (f *File) fail(errno experimentalsys.Errno) error {
	err := &WriteError{File: f, err: f.m.why(errno)}
	f.mu.Lock()
	f.failed = err
	if f.first == nil {
		f.first = err
	}
	f.mu.Unlock()
	return err
}

// FirstFailure returns the first write to f that failed, or nil.
func (f *File) FirstFailure() *WriteError {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.first
}

// TakeFailure returns the last failed write not yet reported, or nil, and
// counts it as reported.
func (f *File) TakeFailure() *WriteError {
	f.mu.Lock()
	defer f.mu.Unlock()
	err := f.failed
	f.failed = nil
	return err
}

// Read implements io.Reader.
func (f *File) Read(p []byte) (int, error) {
	n, errno := f.f.Read(p)
	if errno != 0 {
		return n, PathErr("read", f.path, errno)
	}
	if n == 0 && len(p) > 0 {
		return 0, io.EOF
	}
	return n, nil
}

// Write implements io.Writer.
func (f *File) Write(p []byte) (int, error) {
	total := 0
	for len(p) > 0 {
		n, errno := f.f.Write(p)
		total += n
		if errno == 0 && n == 0 {
			errno = experimentalsys.EIO
		}
		if errno != 0 {
			return total, f.fail(errno)
		}
		p = p[n:]
	}
	return total, nil
}

// Close implements io.Closer.
func (f *File) Close() error {
	if errno := f.f.Close(); errno != 0 {
		return PathErr("close", f.path, errno)
	}
	return nil
}

// Mkdir creates the directory p.
func (v *View) Mkdir(p string) error {
	m, rel, err := v.writable("mkdir", p)
	if err != nil {
		return err
	}
	if rel == "." {
		return PathErr("mkdir", p, experimentalsys.EEXIST)
	}
	if errno := m.fs.Mkdir(rel, 0o755); errno != 0 {
		return m.writeErr("mkdir", p, errno)
	}
	return nil
}

// MkdirAll creates the directory p and any missing parents.
func (v *View) MkdirAll(p string) error {
	if info, err := v.Stat(p, true); err == nil {
		if !info.IsDir() {
			return PathErr("mkdir", p, experimentalsys.ENOTDIR)
		}
		return nil
	}
	if parent := path.Dir(p); parent != p {
		if err := v.MkdirAll(parent); err != nil {
			return err
		}
	}
	return v.Mkdir(p)
}

// Remove deletes the file or empty directory p.
func (v *View) Remove(p string) error {
	m, rel, err := v.writable("remove", p)
	if err != nil {
		return err
	}
	if rel == "." {
		return PathErr("remove", p, experimentalsys.EPERM)
	}
	st, errno := m.fs.Lstat(rel)
	if errno == 0 {
		if st.Mode.IsDir() {
			errno = m.fs.Rmdir(rel)
		} else {
			errno = m.fs.Unlink(rel)
		}
	}
	if errno != 0 {
		return PathErr("remove", p, errno)
	}
	return nil
}

// RemoveAll deletes p and everything under it.
func (v *View) RemoveAll(p string) error {
	info, err := v.Stat(p, false)
	if err != nil {
		return err
	}
	if info.IsDir() {
		entries, err := v.ReadDir(p)
		if err != nil {
			return err
		}
		for _, e := range entries {
			if err := v.RemoveAll(path.Join(p, e.Name())); err != nil {
				return err
			}
		}
	}
	return v.Remove(p)
}

// both returns the mount of from and to, where both may be changed, and
// their paths in it; same is false when they are in two mounts.
func (v *View) both(op, from, to string) (m *mount, rel1, rel2 string, same bool, err error) {
	m, rel1, err = v.writable(op, from)
	if err != nil {
		return nil, "", "", false, err
	}
	m2, rel2, err := v.writable(op, to)
	if err != nil {
		return nil, "", "", false, err
	}
	return m, rel1, rel2, m == m2, nil
}

// Rename moves from to to within one mount.
func (v *View) Rename(from, to string) error {
	m, rel1, rel2, same, err := v.both("rename", from, to)
	switch {
	case err != nil:
		return err
	case !same:
		return errors.New("rename " + from + ": cannot move between mounts")
	case rel1 == "." || rel2 == ".":
		return PathErr("rename", from, experimentalsys.EPERM)
	}
	if errno := m.fs.Rename(rel1, rel2); errno != 0 {
		return m.writeErr("rename", from, errno)
	}
	return nil
}

// Link makes to another name of the regular file from, within one mount.
func (v *View) Link(from, to string) error {
	m, rel1, rel2, same, err := v.both("link", from, to)
	switch {
	case err != nil:
		return err
	case !same:
		return &fs.PathError{Op: "link", Path: to, Err: errors.New("Invalid cross-device link")}
	}
	if errno := m.fs.Link(rel1, rel2); errno != 0 {
		return m.writeErr("link", to, errno)
	}
	return nil
}

// Touch sets p's modification and access times to t.
func (v *View) Touch(p string, t time.Time) error {
	m, rel, err := v.writable("touch", p)
	if err != nil {
		return err
	}
	if errno := m.fs.Utimens(rel, t.UnixNano(), t.UnixNano()); errno != 0 {
		return PathErr("touch", p, errno)
	}
	return nil
}

// Chmod sets p's permission bits (hostfs keeps the owner's read and write).
func (v *View) Chmod(p string, mode fs.FileMode) error {
	m, rel, err := v.writable("chmod", p)
	if err != nil {
		return err
	}
	if errno := m.fs.Chmod(rel, mode); errno != 0 {
		return PathErr("chmod", p, errno)
	}
	return nil
}
