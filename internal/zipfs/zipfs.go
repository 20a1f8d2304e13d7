// Package zipfs serves a zip archive as a read-only file system whose files
// seek, as files on disk do. A guest's interpreter expects that of its
// library: Python's tokenize.open, which linecache and so every traceback
// use to show a source line, reads a file's first lines and seeks back to
// its start, which the files of archive/zip's fs.FS cannot do.
package zipfs

import (
	"archive/zip"
	"errors"
	"io"
	"io/fs"
	"strings"
)

// New returns zr's contents as an fs.FS. Its regular files are
// io.Seekers: a file decompresses as it is read, and a seek back to an
// earlier offset decompresses it again from its start, so sequential
// reads (imports) cost what they cost in zr, and no file is held in
// memory. Directories are served by zr.
func New(zr *zip.Reader) fs.FS {
	files := make(map[string]*zip.File, len(zr.File))
	for _, f := range zr.File {
		if !strings.HasSuffix(f.Name, "/") {
			files[f.Name] = f
		}
	}
	return zipFS{zr: zr, files: files}
}

type zipFS struct {
	zr    *zip.Reader
	files map[string]*zip.File // the regular files, by name
}

// Open implements fs.FS.
func (z zipFS) Open(name string) (fs.File, error) {
	zf, ok := z.files[name]
	if !ok || !fs.ValidPath(name) {
		return z.zr.Open(name)
	}
	rc, err := zf.Open()
	if err != nil {
		return nil, &fs.PathError{Op: "open", Path: name, Err: err}
	}
	return &file{zf: zf, rc: rc}, nil
}

// file is an open regular file of the archive.
type file struct {
	zf  *zip.File
	rc  io.ReadCloser // the entry's content from pos on; nil once closed
	pos int64         // how far rc has read
	off int64         // where the next Read starts
}

// Stat implements fs.File.
func (f *file) Stat() (fs.FileInfo, error) { return f.zf.FileInfo(), nil }

// Read implements fs.File, from the offset the last Seek set.
func (f *file) Read(p []byte) (int, error) {
	if f.rc == nil {
		return 0, f.err("read", fs.ErrClosed)
	}
	if f.off < f.pos {
		rc, err := f.zf.Open()
		if err != nil {
			return 0, f.err("read", err)
		}
		f.rc.Close()
		f.rc, f.pos = rc, 0
	}
	if f.off > f.pos {
		n, err := io.CopyN(io.Discard, f.rc, f.off-f.pos)
		f.pos += n
		if err != nil {
			return 0, err // io.EOF past the end, as a file on disk reads there
		}
	}
	n, err := f.rc.Read(p)
	f.pos += int64(n)
	f.off = f.pos
	return n, err
}

// Seek implements io.Seeker. It only moves the offset; the next Read
// does the work.
func (f *file) Seek(offset int64, whence int) (int64, error) {
	if f.rc == nil {
		return 0, f.err("seek", fs.ErrClosed)
	}
	switch whence {
	case io.SeekStart:
	case io.SeekCurrent:
		offset += f.off
	case io.SeekEnd:
		offset += int64(f.zf.UncompressedSize64)
	default:
		return 0, f.err("seek", errors.New("invalid whence"))
	}
	if offset < 0 {
		return 0, f.err("seek", errors.New("negative offset"))
	}
	f.off = offset
	return offset, nil
}

// Close implements fs.File.
func (f *file) Close() error {
	if f.rc == nil {
		return f.err("close", fs.ErrClosed)
	}
	err := f.rc.Close()
	f.rc = nil
	return err
}

func (f *file) err(op string, err error) error {
	return &fs.PathError{Op: op, Path: f.zf.Name, Err: err}
}
