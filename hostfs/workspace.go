package hostfs

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	experimentalsys "github.com/tetratelabs/wazero/experimental/sys"
	"github.com/tetratelabs/wazero/sys"
)

// Quota bounds what a workspace may hold. Both limits count the whole tree:
// Bytes is the sum of regular files' apparent sizes, Files the number of
// files and directories.
type Quota struct {
	Bytes int64
	Files int64
}

// DefaultQuota is the operator default: 64 MiB in at most 10,000 files.
var DefaultQuota = Quota{Bytes: 64 << 20, Files: 10_000}

// NoQuota bounds nothing a disk can hold: for a directory whose owner
// asked for no quota, where the disk itself is the bound. A workspace
// opened with it is not walked to count what it holds (see Open).
var NoQuota = Quota{Bytes: 1 << 62, Files: 1 << 62}

// ErrQuota is returned by the Go-side file methods when a write would take the
// workspace past its quota.
var ErrQuota = errors.New("workspace quota exceeded")

// ENOSPC is the errno of a change refused at the quota: "No space left on
// device", as a full tmpfs says it. wazero's errno set has no ENOSPC, so
// this value lies past its end (wazero v1.12 numbers its errnos 1 to 20):
// wazero's WASI layer hands an errno it does not know to the guest as EIO,
// which the wasmrt runtime turns back into ENOSPC (see
// [Workspace.Refusals]). Go callers compare errnos with it directly.
const ENOSPC experimentalsys.Errno = 0x100 + 28

// New files and directories get the modes a umask of 022 gives, whoever
// creates them: WASI has no mode argument (wazero asks 0600 for every
// file), so the guests' files would otherwise differ from the shell's. The
// host process's own umask applies on top.
const (
	fileMode fs.FileMode = 0o644
	dirMode  fs.FileMode = 0o755
)

// Workspace is one sandbox's /workspace: a host directory opened as an
// [os.Root], so no path, "..", or symbolic link can reach outside it, with
// quota accounting on every write. It is safe for concurrent use.
type Workspace struct {
	root *os.Root
	dir  string // root's directory, absolute: where Windows is asked how it stores a name
	*usage
}

// usage is what a quota has counted, shared by the workspaces it covers.
type usage struct {
	quota Quota

	mu       sync.Mutex
	bytes    int64 // apparent bytes in regular files
	files    int64 // files and directories, the roots excluded
	quotaHit bool  // a write was refused since the last TakeQuotaHit

	refusals atomic.Uint64 // changes refused at the quota, ever
}

// Open opens dir as a workspace with quota q, counting what it already holds
// and removing the temporary files of writes that never finished (their
// process was killed during WriteFile). The directory must exist. Usage
// already over the quota is allowed (the operator may have lowered it);
// only growth is refused. Under NoQuota nothing is counted or removed up
// front, sparing a walk of a large tree: Usage then says how much the
// workspace's holdings changed since Open.
func Open(dir string, q Quota) (*Workspace, error) {
	return open(dir, &usage{quota: q})
}

// Share opens dir as a further workspace under w's quota: what either
// holds counts against it, and either's refusal is reported by both. A
// sandbox's /tmp shares its /workspace's quota this way.
func (w *Workspace) Share(dir string) (*Workspace, error) {
	return open(dir, w.usage)
}

func open(dir string, u *usage) (*Workspace, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, fmt.Errorf("open workspace: %w", err)
	}
	root, err := os.OpenRoot(abs)
	if err != nil {
		return nil, fmt.Errorf("open workspace: %w", err)
	}
	if u.quota == NoQuota {
		return &Workspace{root: root, dir: abs, usage: u}, nil
	}
	bytes, files, err := count(root)
	if err != nil {
		root.Close()
		return nil, fmt.Errorf("scan workspace: %w", err)
	}
	u.mu.Lock()
	u.bytes += bytes
	u.files += files
	u.mu.Unlock()
	return &Workspace{root: root, dir: abs, usage: u}, nil
}

// count walks root and returns the apparent bytes of its regular files
// (those with several names counted once) and its files and directories.
func count(root *os.Root) (bytes, files int64, err error) {
	linked := map[[2]uint64]bool{} // the files with several names, counted once
	err = fs.WalkDir(root.FS(), ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || p == "." {
			return err
		}
		if isTemp(d.Name()) {
			removeTemp(root, p) // or a write in progress, which counts once it is renamed
			return nil
		}
		files++
		if d.Type().IsRegular() {
			info, err := d.Info()
			if err != nil {
				return err
			}
			if st := sys.NewStat_t(info); st.Nlink > 1 {
				id := [2]uint64{st.Dev, st.Ino}
				if linked[id] {
					return nil
				}
				linked[id] = true
			}
			bytes += info.Size()
		}
		return nil
	})
	return bytes, files, err
}

// Recount counts again what w and shared, workspaces under w's quota (see
// Share), hold: after their directories were changed behind their backs,
// by a native sandbox's processes. Under NoQuota it does nothing.
func (w *Workspace) Recount(shared ...*Workspace) error {
	if w.quota == NoQuota {
		return nil
	}
	var bytes, files int64
	for _, ws := range append([]*Workspace{w}, shared...) {
		if ws == nil {
			continue
		}
		if ws.usage != w.usage {
			return errors.New("recount: a workspace under another quota")
		}
		b, f, err := count(ws.root)
		if err != nil {
			return fmt.Errorf("scan workspace: %w", err)
		}
		bytes, files = bytes+b, files+f
	}
	w.mu.Lock()
	w.bytes, w.files = bytes, files
	w.mu.Unlock()
	return nil
}

// Close releases the workspace's directory handle. Open files stay usable
// until they are closed.
func (w *Workspace) Close() error { return w.root.Close() }

// Quota returns the workspace's limits.
func (w *Workspace) Quota() Quota { return w.quota }

// Usage returns the bytes and the number of files and directories in use.
func (w *Workspace) Usage() (bytes, files int64) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.bytes, w.files
}

// TakeQuotaHit reports whether a write was refused for quota since the last
// call, and clears the flag: whoever reports a refusal takes it, and a run's
// result notes one nobody reported.
func (w *Workspace) TakeQuotaHit() bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	hit := w.quotaHit
	w.quotaHit = false
	return hit
}

// Refusals counts the changes refused at the quota since the workspace was
// opened, the refusals of the workspaces sharing its quota included. A
// WASI call that failed with EIO while the count grew was refused at the
// quota: the runtime tells the guest ENOSPC instead, which wazero cannot
// carry.
func (w *Workspace) Refusals() uint64 { return w.refusals.Load() }

// QuotaMessage explains a refused write in words an agent can act on:
// what the workspace holds, the limits it has (NoQuota's are none) and
// what to do.
func (w *Workspace) QuotaMessage() string {
	b, f := w.Usage()
	var limits []string
	if w.quota.Bytes < NoQuota.Bytes {
		limits = append(limits, FormatBytes(w.quota.Bytes))
	}
	if w.quota.Files < NoQuota.Files {
		limits = append(limits, files(w.quota.Files))
	}
	return fmt.Sprintf("workspace quota reached: %s in %s used of %s; delete files to free space",
		FormatBytes(b), files(f), strings.Join(limits, " and "))
}

// files words a number of files.
func files(n int64) string {
	if n == 1 {
		return "1 file"
	}
	return fmt.Sprintf("%d files", n)
}

// FormatBytes renders n as a short human-readable size (512 B, 1.5 KiB, 64 MiB).
func FormatBytes(n int64) string {
	const unit = 1024
	if n < unit {
		return fmt.Sprintf("%d B", n)
	}
	div, exp := int64(unit), 0
	for m := n / unit; m >= unit; m /= unit {
		div *= unit
		exp++
	}
	return strings.TrimSuffix(fmt.Sprintf("%.1f", float64(n)/float64(div)), ".0") + " " + string("KMGTPE"[exp]) + "iB"
}

// refuse records a quota refusal; the caller holds w.mu.
func (w *Workspace) refuse() experimentalsys.Errno {
	w.quotaHit = true
	w.refusals.Add(1)
	return ENOSPC
}

// addFile accounts for one new file or directory; the caller holds w.mu.
func (w *Workspace) addFile() experimentalsys.Errno {
	if w.files >= w.quota.Files {
		return w.refuse()
	}
	w.files++
	return 0
}

// open opens rel (already resolved) with wazero's flags, accounting for
// creation and truncation. A new file gets fileMode.
func (w *Workspace) open(rel string, flag experimentalsys.Oflag) (*file, experimentalsys.Errno) {
	osFlag := openNonblock // never block on a FIFO someone left here
	switch flag & (experimentalsys.O_RDONLY | experimentalsys.O_RDWR | experimentalsys.O_WRONLY) {
	case experimentalsys.O_RDWR:
		osFlag |= os.O_RDWR
	case experimentalsys.O_WRONLY:
		osFlag |= os.O_WRONLY
	}
	writing := osFlag&(os.O_RDWR|os.O_WRONLY) != 0
	create := flag&experimentalsys.O_CREAT != 0
	exclusive := create && flag&experimentalsys.O_EXCL != 0

	w.mu.Lock()
	defer w.mu.Unlock()
	before, statErr := w.root.Lstat(rel)
	exists := statErr == nil
	switch {
	case exists && w.caseOnly(rel) && create:
		return nil, experimentalsys.EEXIST // the host cannot hold both names
	case exists && w.caseOnly(rel):
		return nil, experimentalsys.ENOENT
	case exists && exclusive:
		// O_CREAT|O_EXCL fails on any existing name, a link included.
		return nil, experimentalsys.EEXIST
	case exists && before.Mode()&fs.ModeSymlink != 0 && flag&experimentalsys.O_NOFOLLOW != 0:
		return nil, experimentalsys.ELOOP
	case !exists && create:
		if err := CheckName(rel); err != nil {
			return nil, experimentalsys.EINVAL
		}
		if w.caseOnly(parent(rel)) {
			return nil, experimentalsys.ENOENT
		}
		if errno := w.addFile(); errno != 0 {
			return nil, errno
		}
		osFlag |= os.O_CREATE
		if exclusive {
			osFlag |= os.O_EXCL // nor a file made on the host since the Lstat
		}
	}
	f, err := w.root.OpenFile(rel, osFlag, fileMode)
	if err != nil {
		if osFlag&os.O_CREATE != 0 {
			w.files--
		}
		return nil, toErrno(err)
	}
	info, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, toErrno(err)
	}
	switch {
	case info.IsDir():
		if writing {
			f.Close()
			return nil, experimentalsys.EISDIR
		}
	case !info.Mode().IsRegular():
		// Devices, FIFOs and sockets never belong in a workspace.
		f.Close()
		return nil, experimentalsys.EACCES
	case flag&experimentalsys.O_DIRECTORY != 0:
		f.Close()
		return nil, experimentalsys.ENOTDIR
	}
	if flag&experimentalsys.O_TRUNC != 0 && writing && info.Mode().IsRegular() {
		if err := f.Truncate(0); err != nil {
			f.Close()
			return nil, toErrno(err)
		}
		w.bytes -= info.Size()
	}
	if err := clearNonblock(f); err != nil {
		f.Close()
		return nil, toErrno(err)
	}
	return &file{w: w, f: f, dir: info.IsDir(), append: flag&experimentalsys.O_APPEND != 0,
		access: flag & (experimentalsys.O_RDONLY | experimentalsys.O_RDWR | experimentalsys.O_WRONLY)}, 0
}

// remove deletes rel, a file or an empty directory, accounting for it.
func (w *Workspace) remove(rel string, wantDir bool) experimentalsys.Errno {
	if rel == "." {
		return experimentalsys.EPERM
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	info, err := w.root.Lstat(rel)
	if err != nil {
		return toErrno(err)
	}
	if w.caseOnly(rel) {
		return experimentalsys.ENOENT
	}
	if info.IsDir() != wantDir {
		if wantDir {
			return experimentalsys.ENOTDIR
		}
		return experimentalsys.EISDIR
	}
	if err := w.root.Remove(rel); err != nil {
		return toErrno(err)
	}
	w.dropName(info)
	return 0
}

// dropName accounts for a name that is gone: it counts as a file, and a
// regular file's bytes are freed with its last name. The caller holds w.mu.
func (w *Workspace) dropName(info fs.FileInfo) {
	w.files--
	if info.Mode().IsRegular() && sys.NewStat_t(info).Nlink <= 1 {
		w.bytes -= info.Size()
	}
}

// rename moves from to to, accounting for a replaced target. Two names of
// one file stay both, as rename(2) leaves them.
func (w *Workspace) rename(from, to string) experimentalsys.Errno {
	if err := CheckName(to); err != nil {
		return experimentalsys.EINVAL
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	source, serr := w.root.Lstat(from)
	target, terr := w.root.Lstat(to)
	switch {
	case serr == nil && w.caseOnly(from):
		return experimentalsys.ENOENT
	case terr == nil && w.caseOnly(to) && !strings.EqualFold(from, to):
		return experimentalsys.EEXIST // the host cannot hold both names
	case terr != nil && w.caseOnly(parent(to)):
		return experimentalsys.ENOENT
	}
	if err := w.root.Rename(from, to); err != nil {
		return toErrno(err)
	}
	if terr == nil && (serr != nil || !os.SameFile(source, target)) {
		w.dropName(target)
	}
	return 0
}

// link gives the regular file from the further name to. The file's bytes
// stay counted once; the name counts against the file limit, as tmpfs
// counts every link against its inodes. Anything but a regular file is
// refused (EPERM), as Linux refuses a directory: a guest makes no
// symbolic link by another name.
func (w *Workspace) link(from, to string) experimentalsys.Errno {
	if err := CheckName(to); err != nil {
		return experimentalsys.EINVAL
	}
	if !HardLinks {
		return experimentalsys.EPERM
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	source, err := w.root.Lstat(from)
	switch {
	case err != nil:
		return toErrno(err)
	case w.caseOnly(from):
		return experimentalsys.ENOENT
	case !source.Mode().IsRegular():
		return experimentalsys.EPERM
	}
	if _, err := w.root.Lstat(to); err == nil {
		return experimentalsys.EEXIST
	}
	if w.caseOnly(parent(to)) {
		return experimentalsys.ENOENT
	}
	if errno := w.addFile(); errno != 0 {
		return errno
	}
	if err := w.root.Link(from, to); err != nil {
		w.files--
		return toErrno(err)
	}
	return 0
}

// mkdir creates the directory rel, with dirMode.
func (w *Workspace) mkdir(rel string) experimentalsys.Errno {
	if err := CheckName(rel); err != nil {
		return experimentalsys.EINVAL
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	if _, err := w.root.Lstat(rel); err == nil {
		return experimentalsys.EEXIST
	}
	if w.caseOnly(parent(rel)) {
		return experimentalsys.ENOENT
	}
	if errno := w.addFile(); errno != 0 {
		return errno
	}
	if err := w.root.Mkdir(rel, dirMode); err != nil {
		w.files--
		return toErrno(err)
	}
	return 0
}

// toErrno maps an error from the host to the errno the guest sees. An
// attempt to leave the root becomes EPERM; nothing of the host path survives.
func toErrno(err error) experimentalsys.Errno {
	if err == nil {
		return 0
	}
	errno := experimentalsys.UnwrapOSError(err)
	if errno == experimentalsys.EIO && strings.Contains(err.Error(), "escapes") {
		return experimentalsys.EPERM
	}
	return errno
}

// statT converts a FileInfo for the guest.
func statT(info fs.FileInfo, err error) (sys.Stat_t, experimentalsys.Errno) {
	if err != nil {
		return sys.Stat_t{}, toErrno(err)
	}
	return sys.NewStat_t(info), 0
}

// Entry describes one directory entry for the Go-side listing.
type Entry struct {
	Name    string
	Size    int64
	IsDir   bool
	ModTime time.Time
}

// FS returns the workspace as wazero sees it. Methods wazero adds later fail
// closed with ENOSYS.
func (w *Workspace) FS() experimentalsys.FS { return guestFS{w: w} }

// guestFS implements experimentalsys.FS over a Workspace. wazero hands it
// paths already cleaned and relative to the mount; os.Root contains the rest.
type guestFS struct {
	experimentalsys.UnimplementedFS
	w *Workspace
}

func rootRel(p string) string {
	p = strings.TrimSuffix(p, "/")
	if p == "" {
		return "."
	}
	return p
}

// OpenFile implements experimentalsys.FS.OpenFile. A new file's mode is
// 0644 whatever perm asks, so every language's files come out alike; it
// fails with ENOSPC past the quota.
func (g guestFS) OpenFile(p string, flag experimentalsys.Oflag, _ fs.FileMode) (experimentalsys.File, experimentalsys.Errno) {
	f, errno := g.w.open(rootRel(p), flag)
	if errno != 0 {
		return nil, errno
	}
	return f, 0
}

// Lstat implements experimentalsys.FS.Lstat.
func (g guestFS) Lstat(p string) (sys.Stat_t, experimentalsys.Errno) {
	if g.w.caseOnly(rootRel(p)) {
		return sys.Stat_t{}, experimentalsys.ENOENT
	}
	return statT(g.w.root.Lstat(rootRel(p)))
}

// Stat implements experimentalsys.FS.Stat.
func (g guestFS) Stat(p string) (sys.Stat_t, experimentalsys.Errno) {
	if g.w.caseOnly(rootRel(p)) {
		return sys.Stat_t{}, experimentalsys.ENOENT
	}
	return statT(g.w.root.Stat(rootRel(p)))
}

// Mkdir implements experimentalsys.FS.Mkdir. A new directory's mode is
// 0755 whatever perm asks; it fails with ENOSPC past the quota.
func (g guestFS) Mkdir(p string, _ fs.FileMode) experimentalsys.Errno {
	return g.w.mkdir(rootRel(p))
}

// Chmod implements experimentalsys.FS.Chmod. Owner read and write stay set so
// the sandbox can always clean up after itself.
func (g guestFS) Chmod(p string, perm fs.FileMode) experimentalsys.Errno {
	if g.w.caseOnly(rootRel(p)) {
		return experimentalsys.ENOENT
	}
	return toErrno(g.w.root.Chmod(rootRel(p), perm.Perm()|0o600))
}

// Rename implements experimentalsys.FS.Rename.
func (g guestFS) Rename(from, to string) experimentalsys.Errno {
	return g.w.rename(rootRel(from), rootRel(to))
}

// Rmdir implements experimentalsys.FS.Rmdir.
func (g guestFS) Rmdir(p string) experimentalsys.Errno { return g.w.remove(rootRel(p), true) }

// Unlink implements experimentalsys.FS.Unlink.
func (g guestFS) Unlink(p string) experimentalsys.Errno { return g.w.remove(rootRel(p), false) }

// Link implements experimentalsys.FS.Link: newPath becomes another name of
// the regular file oldPath, both in the workspace. The file's bytes count
// once against the quota, the new name as one more file; it fails with
// ENOSPC past the file limit, EEXIST when newPath exists, and EPERM for a
// directory or a symbolic link, and on a host without link counts
// (Windows).
func (g guestFS) Link(oldPath, newPath string) experimentalsys.Errno {
	return g.w.link(rootRel(oldPath), rootRel(newPath))
}

// Symlink implements experimentalsys.FS.Symlink: guests cannot create links,
// so no later rename can turn a harmless link into one that points out.
func (guestFS) Symlink(string, string) experimentalsys.Errno { return experimentalsys.EPERM }

// Readlink implements experimentalsys.FS.Readlink.
func (g guestFS) Readlink(p string) (string, experimentalsys.Errno) {
	if g.w.caseOnly(rootRel(p)) {
		return "", experimentalsys.ENOENT
	}
	s, err := g.w.root.Readlink(rootRel(p))
	return s, toErrno(err)
}

// Utimens implements experimentalsys.FS.Utimens.
func (g guestFS) Utimens(p string, atim, mtim int64) experimentalsys.Errno {
	rel := rootRel(p)
	info, err := g.w.root.Stat(rel)
	switch {
	case err != nil:
		return toErrno(err)
	case g.w.caseOnly(rel):
		return experimentalsys.ENOENT
	}
	st := sys.NewStat_t(info)
	if atim == experimentalsys.UTIME_OMIT {
		atim = st.Atim
	}
	if mtim == experimentalsys.UTIME_OMIT {
		mtim = st.Mtim
	}
	return toErrno(g.w.root.Chtimes(rel, time.Unix(0, atim), time.Unix(0, mtim)))
}

// file implements experimentalsys.File over an *os.File opened by a
// Workspace. Append mode is emulated so it can be switched at run time.
type file struct {
	experimentalsys.UnimplementedFile
	w      *Workspace
	f      *os.File
	dir    bool
	append bool
	access experimentalsys.Oflag // O_RDONLY, O_WRONLY or O_RDWR
}

// Dev implements experimentalsys.File.Dev.
func (f *file) Dev() (uint64, experimentalsys.Errno) {
	st, errno := f.Stat()
	return st.Dev, errno
}

// Ino implements experimentalsys.File.Ino.
func (f *file) Ino() (sys.Inode, experimentalsys.Errno) {
	st, errno := f.Stat()
	return st.Ino, errno
}

// IsDir implements experimentalsys.File.IsDir.
func (f *file) IsDir() (bool, experimentalsys.Errno) { return f.dir, 0 }

// Oflag says how f was opened: its access mode, and O_APPEND when it
// appends, so that a kernel restored elsewhere opens it the same way.
func (f *file) Oflag() experimentalsys.Oflag {
	if f.append {
		return f.access | experimentalsys.O_APPEND
	}
	return f.access
}

// IsAppend implements experimentalsys.File.IsAppend.
func (f *file) IsAppend() bool { return f.append }

// SetAppend implements experimentalsys.File.SetAppend.
func (f *file) SetAppend(enable bool) experimentalsys.Errno {
	f.append = enable
	return 0
}

// Stat implements experimentalsys.File.Stat.
func (f *file) Stat() (sys.Stat_t, experimentalsys.Errno) { return statT(f.f.Stat()) }

// Read implements experimentalsys.File.Read.
func (f *file) Read(buf []byte) (int, experimentalsys.Errno) {
	if f.dir {
		return 0, experimentalsys.EISDIR
	}
	n, err := f.f.Read(buf)
	if err == io.EOF {
		err = nil
	}
	return n, toErrno(err)
}

// Pread implements experimentalsys.File.Pread.
func (f *file) Pread(buf []byte, off int64) (int, experimentalsys.Errno) {
	if f.dir {
		return 0, experimentalsys.EISDIR
	}
	n, err := f.f.ReadAt(buf, off)
	if err == io.EOF {
		err = nil
	}
	return n, toErrno(err)
}

// fileOffset is int64. Seek declares its offset with it because go vet
// takes any method named Seek for io.Seeker, whose error result wazero's
// File does not have (it returns an Errno); the alias keeps vet's check,
// which cannot apply here, from firing, and changes nothing else.
type fileOffset = int64

// Seek implements experimentalsys.File.Seek.
func (f *file) Seek(offset fileOffset, whence int) (int64, experimentalsys.Errno) {
	n, err := f.f.Seek(offset, whence)
	return n, toErrno(err)
}

// Readdir implements experimentalsys.File.Readdir.
func (f *file) Readdir(n int) ([]experimentalsys.Dirent, experimentalsys.Errno) {
	if !f.dir {
		return nil, experimentalsys.EBADF
	}
	entries, err := f.f.ReadDir(n)
	if err != nil && err != io.EOF {
		return nil, toErrno(err)
	}
	out := make([]experimentalsys.Dirent, len(entries))
	for i, e := range entries {
		out[i] = experimentalsys.Dirent{Name: e.Name(), Type: e.Type()}
	}
	return out, 0
}

// Write implements experimentalsys.File.Write.
func (f *file) Write(buf []byte) (int, experimentalsys.Errno) {
	return f.write(buf, -1)
}

// Pwrite implements experimentalsys.File.Pwrite.
func (f *file) Pwrite(buf []byte, off int64) (int, experimentalsys.Errno) {
	if off < 0 {
		return 0, experimentalsys.EINVAL
	}
	return f.write(buf, off)
}

// write writes buf at off (or at the file offset when off < 0), cutting the
// write short at the quota and refusing it once nothing fits.
func (f *file) write(buf []byte, off int64) (int, experimentalsys.Errno) {
	if f.dir {
		return 0, experimentalsys.EISDIR
	}
	w := f.w
	w.mu.Lock()
	defer w.mu.Unlock()
	info, err := f.f.Stat()
	if err != nil {
		return 0, toErrno(err)
	}
	size := info.Size()
	at := off
	if off < 0 {
		if f.append {
			at = size
		} else if at, err = f.f.Seek(0, io.SeekCurrent); err != nil {
			return 0, toErrno(err)
		}
	}
	// The file may end at most at limit; a hole before a write counts too.
	if limit := size + w.quota.Bytes - w.bytes; at+int64(len(buf)) > max(size, limit) {
		if at >= limit {
			return 0, w.refuse()
		}
		buf = buf[:limit-at]
	}
	n, err := f.f.WriteAt(buf, at)
	if end := at + int64(n); end > size {
		w.bytes += end - size
	}
	if off < 0 {
		if _, serr := f.f.Seek(at+int64(n), io.SeekStart); err == nil {
			err = serr
		}
	}
	return n, toErrno(err)
}

// Truncate implements experimentalsys.File.Truncate.
func (f *file) Truncate(size int64) experimentalsys.Errno {
	if f.dir {
		return experimentalsys.EISDIR
	}
	if size < 0 {
		return experimentalsys.EINVAL
	}
	w := f.w
	w.mu.Lock()
	defer w.mu.Unlock()
	info, err := f.f.Stat()
	if err != nil {
		return toErrno(err)
	}
	delta := size - info.Size()
	if delta > 0 && w.bytes+delta > w.quota.Bytes {
		return w.refuse()
	}
	if err := f.f.Truncate(size); err != nil {
		return toErrno(err)
	}
	w.bytes += delta
	return 0
}

// Sync implements experimentalsys.File.Sync.
func (f *file) Sync() experimentalsys.Errno { return toErrno(f.f.Sync()) }

// Datasync implements experimentalsys.File.Datasync.
func (f *file) Datasync() experimentalsys.Errno { return f.Sync() }

// Close implements experimentalsys.File.Close.
func (f *file) Close() experimentalsys.Errno { return toErrno(f.f.Close()) }

// ReadFile reads the sandbox path p, refusing files larger than max bytes.
func (w *Workspace) ReadFile(p string, max int64) ([]byte, error) {
	rel, err := Resolve(p)
	if err != nil {
		return nil, err
	}
	f, errno := w.open(rel, experimentalsys.O_RDONLY)
	if errno != 0 {
		return nil, pathError("read", p, errno)
	}
	defer f.Close()
	if f.dir {
		return nil, fmt.Errorf("read %s: is a directory; use list_files", p)
	}
	info, err := f.f.Stat()
	if err != nil {
		return nil, pathError("read", p, toErrno(err))
	}
	if info.Size() > max {
		return nil, fmt.Errorf("read %s: file is %s, the limit is %s", p, FormatBytes(info.Size()), FormatBytes(max))
	}
	data, err := io.ReadAll(io.LimitReader(f.f, max+1))
	if err != nil {
		return nil, pathError("read", p, toErrno(err))
	}
	if int64(len(data)) > max {
		return nil, fmt.Errorf("read %s: file grew past the limit of %s", p, FormatBytes(max))
	}
	return data, nil
}

// WriteFile writes data to the sandbox path p, creating missing parent
// directories and replacing any existing file. A write that does not fit the
// quota leaves no partial file behind.
func (w *Workspace) WriteFile(p string, data []byte) error {
	rel, err := Resolve(p)
	if err != nil {
		return err
	}
	if rel == "." {
		return fmt.Errorf("write %s: is a directory; give a file name", p)
	}
	if err := w.MkdirAll(parent(rel)); err != nil {
		return err
	}
	// The new content goes to a file of its own beside the old one, which
	// is renamed over it: the old content stays whole until then, and
	// whole if anything fails. The quota is checked first, counting the
	// new content in place of the old.
	if errno := w.replace(rel, data); errno != 0 {
		return w.writeError("write", p, errno)
	}
	return nil
}

// replace gives rel the content data through a temporary file renamed
// over it, as WriteFile does; a directory at rel is EISDIR.
func (w *Workspace) replace(rel string, data []byte) experimentalsys.Errno {
	w.mu.Lock()
	defer w.mu.Unlock()
	var freed, names int64 = 0, 1
	mode := fileMode
	if old, err := w.root.Lstat(rel); err == nil {
		if old.IsDir() {
			return experimentalsys.EISDIR
		}
		if w.caseOnly(rel) {
			return experimentalsys.EEXIST // the host cannot hold both names
		}
		names = 0
		if old.Mode().IsRegular() {
			mode = old.Mode().Perm()
			if sys.NewStat_t(old).Nlink <= 1 {
				freed = old.Size()
			}
		}
	}
	if names == 1 && w.caseOnly(parent(rel)) {
		return experimentalsys.ENOENT
	}
	if w.bytes-freed+int64(len(data)) > w.quota.Bytes || w.files+names > w.quota.Files {
		return w.refuse()
	}
	tmp := path.Join(parent(rel), tempPrefix+strconv.FormatUint(rand.Uint64(), 36))
	f, err := w.root.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_EXCL|oNofollow, mode)
	if err != nil {
		return toErrno(err)
	}
	err = lockTemp(f, true) // in use: see removeTemp
	if err == nil && names == 0 {
		err = f.Chmod(mode) // the old file's, past the umask
	}
	if err == nil {
		_, err = f.Write(data)
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = w.root.Rename(tmp, rel)
	}
	if err != nil {
		w.root.Remove(tmp)
		return toErrno(err)
	}
	w.bytes += int64(len(data)) - freed
	w.files += names
	return 0
}

// tempPrefix starts the name of the file that replace writes before it
// renames it over its target: short, so that a target's name of up to
// maxName bytes still leaves room for it, and with a character CheckName
// refuses, so that no guest makes such a name.
const tempPrefix = ".\x7fsbx-"

// isTemp reports whether name is that of a temporary file of replace.
func isTemp(name string) bool { return strings.HasPrefix(name, tempPrefix) }

// removeTemp removes the temporary file p, left by a replace that never
// finished (its process was killed), unless a replace in progress holds it
// locked.
func removeTemp(root *os.Root, p string) {
	f, err := root.OpenFile(p, os.O_RDONLY|oNofollow|openNonblock, 0)
	if err != nil {
		return
	}
	defer f.Close()
	if lockTemp(f, false) == nil {
		root.Remove(p)
	}
}

// writeError words a failed write, naming the quota when that was the cause.
func (w *Workspace) writeError(op, p string, errno experimentalsys.Errno) error {
	if errno == ENOSPC {
		w.TakeQuotaHit()
		return fmt.Errorf("%s %s: %w: %s", op, p, ErrQuota, w.QuotaMessage())
	}
	return pathError(op, p, errno)
}

func parent(rel string) string {
	if i := strings.LastIndexByte(rel, '/'); i >= 0 {
		return rel[:i]
	}
	return "."
}

// MkdirAll creates the directory rel (already resolved) and its parents.
func (w *Workspace) MkdirAll(rel string) error {
	if rel == "." {
		return nil
	}
	if info, err := w.root.Stat(rel); err == nil {
		if w.caseOnly(rel) {
			return w.writeError("mkdir", MountPoint+"/"+rel, experimentalsys.EEXIST) // the host cannot hold both names
		}
		if !info.IsDir() {
			return fmt.Errorf("%s/%s is a file, not a directory", MountPoint, rel)
		}
		return nil
	}
	if err := w.MkdirAll(parent(rel)); err != nil {
		return err
	}
	if errno := w.mkdir(rel); errno != 0 && errno != experimentalsys.EEXIST {
		return w.writeError("mkdir", MountPoint+"/"+rel, errno)
	}
	return nil
}

// Remove deletes the sandbox path p; a directory is removed with everything
// in it. The workspace root itself cannot be removed.
func (w *Workspace) Remove(p string) error {
	rel, err := Resolve(p)
	if err != nil {
		return err
	}
	if rel == "." {
		return fmt.Errorf("remove %s: refusing to remove the mount itself; delete what it holds instead", p)
	}
	return w.removeAll(rel, p)
}

func (w *Workspace) removeAll(rel, shown string) error {
	info, err := w.root.Lstat(rel)
	if err != nil {
		return pathError("remove", shown, toErrno(err))
	}
	if info.IsDir() {
		entries, err := w.List(MountPoint + "/" + rel)
		if err != nil {
			return err
		}
		for _, e := range entries {
			if err := w.removeAll(rel+"/"+e.Name, shown); err != nil {
				return err
			}
		}
	}
	if errno := w.remove(rel, info.IsDir()); errno != 0 {
		return pathError("remove", shown, errno)
	}
	return nil
}

// List returns the entries of the sandbox directory p, sorted by name.
func (w *Workspace) List(p string) ([]Entry, error) {
	rel, err := Resolve(p)
	if err != nil {
		return nil, err
	}
	if w.caseOnly(rel) {
		return nil, pathError("list", p, experimentalsys.ENOENT)
	}
	entries, err := fs.ReadDir(w.root.FS(), rel)
	if err != nil {
		return nil, pathError("list", p, toErrno(err))
	}
	out := make([]Entry, 0, len(entries))
	for _, e := range entries {
		if isTemp(e.Name()) {
			continue // a write in progress
		}
		info, err := e.Info()
		if err != nil {
			continue // removed while listing
		}
		out = append(out, Entry{Name: e.Name(), Size: info.Size(), IsDir: e.IsDir(), ModTime: info.ModTime()})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out, nil
}

// Stat describes the sandbox path p.
func (w *Workspace) Stat(p string) (Entry, error) {
	rel, err := Resolve(p)
	if err != nil {
		return Entry{}, err
	}
	info, err := w.root.Stat(rel)
	switch {
	case err != nil:
		return Entry{}, pathError("stat", p, toErrno(err))
	case w.caseOnly(rel):
		return Entry{}, pathError("stat", p, experimentalsys.ENOENT)
	}
	return Entry{Name: info.Name(), Size: info.Size(), IsDir: info.IsDir(), ModTime: info.ModTime()}, nil
}

// pathError words an errno for an agent, naming only the sandbox path.
func pathError(op, p string, errno experimentalsys.Errno) error {
	var why string
	switch errno {
	case experimentalsys.ENOENT:
		why = "no such file or directory"
	case experimentalsys.EPERM, experimentalsys.EACCES:
		why = "not allowed in the sandbox"
	case experimentalsys.EISDIR:
		why = "is a directory"
	case experimentalsys.ENOTDIR:
		why = "a parent is not a directory"
	case experimentalsys.EEXIST:
		why = "already exists"
	case experimentalsys.EINVAL:
		why = "invalid file name"
	default:
		why = errno.Error()
	}
	return &pathErr{msg: fmt.Sprintf("%s %s: %s", op, p, why), kind: errnoKinds[errno]}
}

// errnoKinds are the io/fs errors that errnos match with errors.Is.
var errnoKinds = map[experimentalsys.Errno]error{
	experimentalsys.ENOENT: fs.ErrNotExist,
	experimentalsys.EEXIST: fs.ErrExist,
	experimentalsys.EPERM:  fs.ErrPermission,
	experimentalsys.EACCES: fs.ErrPermission,
	experimentalsys.EINVAL: fs.ErrInvalid,
}

// pathErr is a failed file operation worded for an agent that still
// matches io/fs's errors (fs.ErrNotExist for a missing file).
type pathErr struct {
	msg  string
	kind error
}

// Error implements error.
func (e *pathErr) Error() string { return e.msg }

// Unwrap returns the io/fs error the errno stands for, if any.
func (e *pathErr) Unwrap() error { return e.kind }

// OpenRoot opens the sandbox directory p as a root of its own, for serving
// it read-only: no path, "..", or symbolic link reaches outside p through
// it, not even elsewhere in the workspace. Close it after use.
func (w *Workspace) OpenRoot(p string) (*os.Root, error) {
	rel, err := Resolve(p)
	if err != nil {
		return nil, err
	}
	if w.caseOnly(rel) {
		return nil, pathError("open", p, experimentalsys.ENOENT)
	}
	root, err := w.root.OpenRoot(rel)
	if err != nil {
		return nil, pathError("open", p, toErrno(err))
	}
	return root, nil
}
