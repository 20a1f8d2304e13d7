// Package devfs is a guest's /dev: the character devices every program
// expects and, for a kernel that runs shell lines for its cells, the
// shell device.
package devfs

import (
	"crypto/rand"
	"io"
	"io/fs"
	"time"

	experimentalsys "github.com/tetratelabs/wazero/experimental/sys"
	"github.com/tetratelabs/wazero/sys"

	"github.com/sbx-sandbox/sbx/hostfs"
)

// Mount is where [Devices] appear to the guest.
const Mount = "/dev"

// Devices is /dev: the character devices every program expects and nothing
// else. null reads as empty and discards writes, zero reads as zeros,
// random and urandom read the host's random source, and stdin, stdout and
// stderr are the guest's own standard streams (nil for none). Nothing can
// be created, removed or changed in it.
type Devices struct {
	experimentalsys.UnimplementedFS
	stdin          io.Reader
	stdout, stderr io.Writer
	shell          Runner // the shell device's, nil for none
	made           int64
}

// deviceNames are the devices, sorted.
var deviceNames = []string{"null", "random", "stderr", "stdin", "stdout", "urandom", "zero"}

// New returns a /dev whose stdin, stdout and stderr are the given
// streams.
func New(stdin io.Reader, stdout, stderr io.Writer) *Devices {
	return &Devices{stdin: stdin, stdout: stdout, stderr: stderr, made: time.Now().UnixNano()}
}

// names are d's devices, sorted.
func (d *Devices) names() []string {
	if d.shell == nil {
		return deviceNames
	}
	return []string{"null", "random", ShellDevice, "stderr", "stdin", "stdout", "urandom", "zero"}
}

func (d *Devices) isDevice(p string) bool {
	for _, name := range d.names() {
		if p == name {
			return true
		}
	}
	return false
}

// stat describes the device p ("." for /dev itself).
func (d *Devices) stat(p string) (sys.Stat_t, experimentalsys.Errno) {
	switch {
	case p == "." || p == "":
		return sys.Stat_t{Ino: hostfs.Inode("dev"), Mode: fs.ModeDir | 0o755, Nlink: 2, Atim: d.made, Mtim: d.made, Ctim: d.made}, 0
	case d.isDevice(p):
		return sys.Stat_t{Ino: hostfs.Inode("dev/" + p), Mode: fs.ModeDevice | fs.ModeCharDevice | 0o666, Nlink: 1,
			Atim: d.made, Mtim: d.made, Ctim: d.made}, 0
	}
	return sys.Stat_t{}, experimentalsys.ENOENT
}

// change is the error for creating, removing or changing p.
func (d *Devices) change(p string) experimentalsys.Errno {
	if _, errno := d.stat(p); errno != 0 {
		return experimentalsys.EROFS // a new name
	}
	return experimentalsys.EPERM
}

// OpenFile implements experimentalsys.FS. O_TRUNC and O_APPEND mean
// nothing to a device and are ignored, as by Linux.
func (d *Devices) OpenFile(p string, flag experimentalsys.Oflag, _ fs.FileMode) (experimentalsys.File, experimentalsys.Errno) {
	st, errno := d.stat(p)
	switch {
	case errno != 0 && flag&experimentalsys.O_CREAT != 0:
		return nil, experimentalsys.EROFS
	case errno != 0:
		return nil, errno
	case flag&(experimentalsys.O_CREAT|experimentalsys.O_EXCL) == experimentalsys.O_CREAT|experimentalsys.O_EXCL:
		return nil, experimentalsys.EEXIST
	case st.Mode.IsDir() && flag&(experimentalsys.O_WRONLY|experimentalsys.O_RDWR) != 0:
		return nil, experimentalsys.EISDIR
	case st.Mode.IsDir():
		names := d.names()
		entries := make([]experimentalsys.Dirent, len(names))
		for i, name := range names {
			entries[i] = experimentalsys.Dirent{Name: name, Ino: hostfs.Inode("dev/" + name), Type: fs.ModeDevice | fs.ModeCharDevice}
		}
		return hostfs.Listing(st, entries), 0
	case flag&experimentalsys.O_DIRECTORY != 0:
		return nil, experimentalsys.ENOTDIR
	}
	f := &device{stat: st, name: p}
	switch p {
	case ShellDevice:
		return &shellFile{device: *f, run: d.shell}, 0
	case "stdin":
		f.r = d.stdin
	case "stdout":
		f.w = d.stdout
	case "stderr":
		f.w = d.stderr
	case "zero":
		f.r = zeros{}
	case "random", "urandom":
		f.r = rand.Reader
	}
	return f, 0
}

// Lstat implements experimentalsys.FS.
func (d *Devices) Lstat(p string) (sys.Stat_t, experimentalsys.Errno) { return d.stat(p) }

// Stat implements experimentalsys.FS.
func (d *Devices) Stat(p string) (sys.Stat_t, experimentalsys.Errno) { return d.stat(p) }

// Mkdir implements experimentalsys.FS.
func (d *Devices) Mkdir(p string, _ fs.FileMode) experimentalsys.Errno {
	if _, errno := d.stat(p); errno == 0 {
		return experimentalsys.EEXIST
	}
	return experimentalsys.EROFS
}

// Chmod implements experimentalsys.FS.
func (d *Devices) Chmod(p string, _ fs.FileMode) experimentalsys.Errno { return d.change(p) }

// Rename implements experimentalsys.FS.
func (d *Devices) Rename(from, _ string) experimentalsys.Errno { return d.change(from) }

// Rmdir implements experimentalsys.FS.
func (d *Devices) Rmdir(p string) experimentalsys.Errno { return d.change(p) }

// Unlink implements experimentalsys.FS.
func (d *Devices) Unlink(p string) experimentalsys.Errno { return d.change(p) }

// Link implements experimentalsys.FS.
func (d *Devices) Link(string, string) experimentalsys.Errno { return experimentalsys.EPERM }

// Symlink implements experimentalsys.FS.
func (d *Devices) Symlink(string, string) experimentalsys.Errno { return experimentalsys.EROFS }

// Readlink implements experimentalsys.FS.
func (d *Devices) Readlink(p string) (string, experimentalsys.Errno) {
	if _, errno := d.stat(p); errno != 0 {
		return "", errno
	}
	return "", experimentalsys.EINVAL
}

// Utimens implements experimentalsys.FS.
func (d *Devices) Utimens(p string, _, _ int64) experimentalsys.Errno { return d.change(p) }

// zeros reads as an endless run of zero bytes.
type zeros struct{}

func (zeros) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

// device is an open device: it reads from r (nothing when nil) and writes
// to w (discarding when nil, unless it is stdin, which cannot be written).
type device struct {
	experimentalsys.UnimplementedFile
	stat sys.Stat_t
	name string
	r    io.Reader
	w    io.Writer
}

// Ino implements experimentalsys.File.
func (f *device) Ino() (sys.Inode, experimentalsys.Errno) { return f.stat.Ino, 0 }

// IsDir implements experimentalsys.File.
func (f *device) IsDir() (bool, experimentalsys.Errno) { return false, 0 }

// Stat implements experimentalsys.File.
func (f *device) Stat() (sys.Stat_t, experimentalsys.Errno) { return f.stat, 0 }

// stream reports whether f is one of the standard streams, which, like
// the pipes they usually are, have no offset.
func (f *device) stream() bool {
	return f.name == "stdin" || f.name == "stdout" || f.name == "stderr"
}

// Read implements experimentalsys.File.
func (f *device) Read(buf []byte) (int, experimentalsys.Errno) {
	switch {
	case f.name == "stdout" || f.name == "stderr":
		return 0, experimentalsys.EBADF
	case f.r == nil || len(buf) == 0:
		return 0, 0
	}
	n, err := f.r.Read(buf)
	if err != nil && err != io.EOF {
		return n, experimentalsys.EIO
	}
	return n, 0
}

// Pread implements experimentalsys.File.
func (f *device) Pread(buf []byte, _ int64) (int, experimentalsys.Errno) {
	if f.stream() {
		return 0, experimentalsys.ENOTSUP
	}
	return f.Read(buf)
}

// Write implements experimentalsys.File.
func (f *device) Write(buf []byte) (int, experimentalsys.Errno) {
	switch {
	case f.name == "stdin":
		return 0, experimentalsys.EBADF
	case f.w == nil:
		return len(buf), 0
	}
	n, err := f.w.Write(buf)
	if err != nil {
		return n, experimentalsys.EIO
	}
	return n, 0
}

// Pwrite implements experimentalsys.File.
func (f *device) Pwrite(buf []byte, _ int64) (int, experimentalsys.Errno) {
	if f.stream() {
		return 0, experimentalsys.ENOTSUP
	}
	return f.Write(buf)
}

// Seek implements experimentalsys.File: null, zero and the random devices
// stay at offset 0, as on Linux; the standard streams cannot seek.
func (f *device) Seek(fileOffset, int) (int64, experimentalsys.Errno) {
	if f.stream() {
		return 0, experimentalsys.ENOTSUP
	}
	return 0, 0
}

// Close implements experimentalsys.File.
func (f *device) Close() experimentalsys.Errno { return 0 }

// fileOffset is an offset in a file, as wazero's Seek takes it.
type fileOffset = int64
