package hostfs

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// OpenIn and ReadIn read regular files (and OpenIn directories), refuse
// FIFOs, sockets and devices at once, keep links inside the root, and
// ReadIn reads no more than its limit.
func TestReadIn(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "file"), []byte("hello"), 0o644)
	os.Mkdir(filepath.Join(dir, "dir"), 0o755)
	if err := mkfifo(filepath.Join(dir, "fifo")); err != nil {
		t.Skipf("no FIFOs here: %v", err)
	}
	os.Symlink("fifo", filepath.Join(dir, "to-fifo"))
	os.Symlink("file", filepath.Join(dir, "to-file"))
	os.Symlink("/etc/passwd", filepath.Join(dir, "to-outside"))
	os.Symlink("/dev/zero", filepath.Join(dir, "to-zero"))
	l, err := net.Listen("unix", filepath.Join(dir, "socket"))
	if err == nil {
		defer l.Close()
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer root.Close()
	for _, tc := range []struct {
		name, want, err string
		max             int64
		notRegular      bool
	}{
		{name: "file", max: 5, want: "hello"},
		{name: "to-file", max: 5, want: "hello"},
		{name: "file", max: 4, err: "file is 5 B, the limit is 4 B"},
		{name: "dir", max: 5, notRegular: true},
		{name: "fifo", max: 5, notRegular: true},
		{name: "to-fifo", max: 5, notRegular: true},
		{name: "socket", max: 5, err: "no such device or address"},
		{name: "to-outside", max: 5, err: "escapes from parent"},
		{name: "to-zero", max: 5, err: "escapes from parent"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			start := time.Now()
			data, err := ReadIn(root, tc.name, tc.max)
			if d := time.Since(start); d > time.Second {
				t.Errorf("took %s", d)
			}
			switch {
			case tc.notRegular:
				if !errors.Is(err, ErrNotRegular) {
					t.Errorf("got %q, %v; want ErrNotRegular", data, err)
				}
			case tc.err != "":
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Errorf("got %q, %v; want an error with %q", data, err, tc.err)
				}
			case err != nil || string(data) != tc.want:
				t.Errorf("got %q, %v; want %q", data, err, tc.want)
			}
		})
	}
	f, info, err := OpenIn(root, "dir")
	if err != nil || !info.IsDir() {
		t.Fatalf("OpenIn of a directory: %v, %v", info, err)
	}
	f.Close()
}

// A walk for files to send finds the regular files only, and what it
// found may have become a FIFO or gone by the time it is opened: that is
// no file, at once, rather than a read that waits.
func TestRegularFiles(t *testing.T) {
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "a", "b"), 0o755)
	for _, name := range []string{"top", "a/one", "a/b/two", "a/later-fifo", "a/later-gone", "a/later-dir"} {
		os.WriteFile(filepath.Join(dir, name), []byte(name), 0o644)
	}
	if err := mkfifo(filepath.Join(dir, "a", "fifo")); err != nil {
		t.Skipf("no FIFOs here: %v", err)
	}
	os.Symlink("top", filepath.Join(dir, "a", "link"))
	root, err := os.OpenRoot(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer root.Close()
	var found []string
	if err := RegularFiles(root, "a", func(rel string, info fs.FileInfo) {
		found = append(found, fmt.Sprintf("%s %d", rel, info.Size()))
	}); err != nil {
		t.Fatal(err)
	}
	if got, want := strings.Join(found, ", "), "a/b/two 7, a/later-dir 11, a/later-fifo 12, a/later-gone 12, a/one 5"; got != want {
		t.Errorf("found %s, want %s", got, want)
	}
	os.Remove(filepath.Join(dir, "a", "later-fifo"))
	mkfifo(filepath.Join(dir, "a", "later-fifo"))
	os.Remove(filepath.Join(dir, "a", "later-gone"))
	os.Remove(filepath.Join(dir, "a", "later-dir"))
	os.Mkdir(filepath.Join(dir, "a", "later-dir"), 0o755)
	for _, tc := range []struct {
		name string
		want string // "" for no file
	}{{"a/one", "a/one"}, {"a/later-fifo", ""}, {"a/later-gone", ""}, {"a/later-dir", ""}} {
		start := time.Now()
		f, _, err := OpenRegular(root, tc.name)
		if err != nil || time.Since(start) > time.Second {
			t.Fatalf("%s: %v after %s", tc.name, err, time.Since(start))
		}
		got := ""
		if f != nil {
			b, _ := io.ReadAll(f)
			f.Close()
			got = string(b)
		}
		if got != tc.want {
			t.Errorf("%s: read %q, want %q", tc.name, got, tc.want)
		}
	}
}
