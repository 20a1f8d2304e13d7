package hostfs

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// ErrNotRegular is returned by OpenIn and ReadIn for a name that is not a
// regular file (or, for OpenIn, a directory): a FIFO, a socket or a
// device a sandbox left where sbx reads. Reading those could wait forever
// or never end, so sbx does not.
var ErrNotRegular = errors.New("not a regular file")

// OpenIn opens name in root for reading what a sandbox controls: it never
// waits (a FIFO is opened non-blocking, then refused), and it returns the
// file and what fstat says of it only when that is a regular file or a
// directory, else an error wrapping ErrNotRegular. Links are followed
// inside root only, as root does. The file is in blocking mode again, as
// os.Open leaves it.
func OpenIn(root *os.Root, name string) (*os.File, fs.FileInfo, error) {
	f, err := root.OpenFile(name, os.O_RDONLY|openNonblock, 0)
	if err != nil {
		return nil, nil, err
	}
	info, err := f.Stat()
	if err == nil && !info.Mode().IsRegular() && !info.IsDir() {
		err = &fs.PathError{Op: "open", Path: name, Err: ErrNotRegular}
	}
	if err == nil {
		err = clearNonblock(f)
	}
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	return f, info, nil
}

// ReadIn reads the regular file name in root, as OpenIn opens it, and at
// most max bytes of it: a larger file is an error, as is a directory or
// anything else OpenIn refuses.
func ReadIn(root *os.Root, name string, max int64) ([]byte, error) {
	f, info, err := OpenIn(root, name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if !info.Mode().IsRegular() {
		return nil, &fs.PathError{Op: "read", Path: name, Err: ErrNotRegular}
	}
	if info.Size() > max {
		return nil, fmt.Errorf("read %s: file is %s, the limit is %s", name, FormatBytes(info.Size()), FormatBytes(max))
	}
	data, err := io.ReadAll(io.LimitReader(f, max+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > max {
		return nil, fmt.Errorf("read %s: file grew past the limit of %s", name, FormatBytes(max))
	}
	return data, nil
}

// RegularFiles calls fn with each regular file under dir in root and what
// the walk saw of it. Directories are walked; links, FIFOs and the like
// are skipped, as are files removed meanwhile. A file may be replaced
// between the walk and a read: open it with OpenIn.
func RegularFiles(root *os.Root, dir string, fn func(rel string, info fs.FileInfo)) error {
	return fs.WalkDir(root.FS(), dir, func(rel string, d fs.DirEntry, err error) error {
		if err != nil || !d.Type().IsRegular() {
			return nil
		}
		if info, err := d.Info(); err == nil {
			fn(rel, info)
		}
		return nil
	})
}

// OpenRegular opens the regular file name in root as OpenIn does, for a
// name a walk found: one removed or replaced by anything but a regular
// file meanwhile gives a nil file and no error.
func OpenRegular(root *os.Root, name string) (*os.File, fs.FileInfo, error) {
	f, info, err := OpenIn(root, name)
	switch {
	case errors.Is(err, fs.ErrNotExist) || errors.Is(err, ErrNotRegular):
		return nil, nil, nil
	case err != nil:
		return nil, nil, err
	case !info.Mode().IsRegular():
		f.Close()
		return nil, nil, nil
	}
	return f, info, nil
}
