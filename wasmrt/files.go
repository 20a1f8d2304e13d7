package wasmrt

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"reflect"

	"github.com/tetratelabs/wazero/api"
	experimentalsys "github.com/tetratelabs/wazero/experimental/sys"
)

// A kernel at rest may hold files open: Python's open() kept in a
// variable, a sqlite3 connection, a directory being listed. The guest
// knows them only by descriptor number, and the numbers live in its
// memory, so a kernel restored elsewhere (a fork, a resumed kernel) must
// find the same files at the same numbers, or its descriptors would name
// nothing, or worse, the next file it opens. wazero keeps the table on
// the host side and offers no public way to it; its exported methods on
// the module's system context do all that is needed, reached here by
// reflection. A wazero release that changes them makes tableOf fail,
// which TestForkKeepsOpenFiles catches.

// openFile is one descriptor of a kernel's at rest: what reopens it.
type openFile struct {
	fd     int32
	name   string // the path from the root of the instance's tree
	flag   experimentalsys.Oflag
	offset int64
}

// accessMode is implemented by files that know how they were opened
// (hostfs's): read-only, write-only or read-write, and append.
type accessMode interface {
	Oflag() experimentalsys.Oflag
}

// fileTable reaches wazero's descriptor table of one module instance.
type fileTable struct {
	lookup, open, renumber reflect.Value
}

// firstFD is the first descriptor past the standard streams and the
// preopened root.
const firstFD = 4

// maxGap is how many descriptors in a row may be free before a scan of the
// table stops: descriptors are handed out lowest first, so the table is
// dense but for files closed since.
const maxGap = 256

var errNoTable = errors.New("wazero's file descriptor table is out of reach in this build")

// tableOf returns mod's descriptor table.
func tableOf(mod api.Module) (fileTable, error) {
	v := reflect.ValueOf(mod)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
		return fileTable{}, errNoTable
	}
	sys := v.Elem().FieldByName("Sys")
	if !sys.IsValid() || sys.Kind() != reflect.Pointer || sys.IsNil() {
		return fileTable{}, errNoTable
	}
	fsc := sys.MethodByName("FS")
	if !fsc.IsValid() || fsc.Type().NumIn() != 0 || fsc.Type().NumOut() != 1 {
		return fileTable{}, errNoTable
	}
	ctx := fsc.Call(nil)[0]
	t := fileTable{lookup: ctx.MethodByName("LookupFile"), open: ctx.MethodByName("OpenFile"), renumber: ctx.MethodByName("Renumber")}
	if !t.lookup.IsValid() || !t.open.IsValid() || !t.renumber.IsValid() ||
		t.lookup.Type().NumOut() != 2 || t.open.Type().NumIn() != 4 || t.renumber.Type().NumIn() != 2 {
		return fileTable{}, errNoTable
	}
	return t, nil
}

// entry is the file at fd, if one is open there and is not a preopen.
func (t fileTable) entry(fd int32) (name string, f experimentalsys.File, ok bool) {
	out := t.lookup.Call([]reflect.Value{reflect.ValueOf(fd)})
	if !out[1].Bool() || out[0].IsNil() {
		return "", nil, false
	}
	e := out[0].Elem()
	if e.FieldByName("IsPreopen").Bool() {
		return "", nil, false
	}
	f, _ = e.FieldByName("File").Interface().(experimentalsys.File)
	return e.FieldByName("Name").String(), f, f != nil
}

// openFiles lists the files mod holds open beyond its standard streams
// and preopen.
func openFiles(mod api.Module) ([]openFile, error) {
	t, err := tableOf(mod)
	if err != nil {
		return nil, err
	}
	var files []openFile
	for fd, gap := int32(firstFD), 0; gap < maxGap; fd++ {
		name, f, ok := t.entry(fd)
		if !ok {
			gap++
			continue
		}
		gap = 0
		of := openFile{fd: fd, name: name, flag: experimentalsys.O_RDONLY}
		if m, ok := f.(accessMode); ok {
			of.flag = m.Oflag()
		} else if f.IsAppend() {
			of.flag |= experimentalsys.O_APPEND
		}
		if dir, _ := f.IsDir(); dir {
			of.flag = experimentalsys.O_RDONLY | experimentalsys.O_DIRECTORY
		} else if off, errno := f.Seek(0, io.SeekCurrent); errno == 0 {
			of.offset = off
		}
		files = append(files, of)
	}
	return files, nil
}

// reopen opens files in mod at the descriptors they had, through fsys (the
// instance's tree). A file that cannot be opened again keeps its number
// with a placeholder that fails every use, so the number names nothing
// else; what it was is returned, worded for the result.
func reopen(mod api.Module, fsys experimentalsys.FS, files []openFile) (lost []string, err error) {
	if len(files) == 0 {
		return nil, nil
	}
	t, err := tableOf(mod)
	if err != nil {
		return nil, err
	}
	for _, of := range files {
		fd, errno := t.openAt(fsys, of.name, of.flag)
		if errno != 0 {
			lost = append(lost, fmt.Sprintf("file descriptor %d (/%s): %v", of.fd, of.name, errno))
			if fd, errno = t.openAt(gone{}, of.name, 0); errno != 0 {
				return lost, fmt.Errorf("hold file descriptor %d: %v", of.fd, errno)
			}
		} else if of.offset != 0 {
			if _, f, ok := t.entry(fd); ok {
				f.Seek(of.offset, io.SeekStart)
			}
		}
		if fd != of.fd {
			if out := t.renumber.Call([]reflect.Value{reflect.ValueOf(fd), reflect.ValueOf(of.fd)}); out[0].Interface().(experimentalsys.Errno) != 0 {
				return lost, fmt.Errorf("move file descriptor %d to %d: %v", fd, of.fd, out[0].Interface())
			}
		}
	}
	return lost, nil
}

// openAt opens name in fsys into the table at its lowest free descriptor.
func (t fileTable) openAt(fsys experimentalsys.FS, name string, flag experimentalsys.Oflag) (int32, experimentalsys.Errno) {
	out := t.open.Call([]reflect.Value{reflect.ValueOf(&fsys).Elem(), reflect.ValueOf(name), reflect.ValueOf(flag), reflect.ValueOf(fs.FileMode(0))})
	return int32(out[0].Int()), out[1].Interface().(experimentalsys.Errno)
}

// gone is a file system of one file that fails every use: what holds the
// number of a descriptor that could not be opened again.
type gone struct {
	experimentalsys.UnimplementedFS
}

// OpenFile implements experimentalsys.FS.
func (gone) OpenFile(string, experimentalsys.Oflag, fs.FileMode) (experimentalsys.File, experimentalsys.Errno) {
	return goneFile{}, 0
}

// goneFile fails every use but Close (ENOSYS).
type goneFile struct {
	experimentalsys.UnimplementedFile
}

// Close implements experimentalsys.File.
func (goneFile) Close() experimentalsys.Errno { return 0 }
