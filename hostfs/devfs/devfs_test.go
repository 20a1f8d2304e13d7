package devfs

import (
	"bytes"
	"io/fs"
	"slices"
	"testing"

	experimentalsys "github.com/tetratelabs/wazero/experimental/sys"
)

// names lists the directory fsys holds at ".".
func names(t *testing.T, fsys experimentalsys.FS) []string {
	t.Helper()
	f, errno := fsys.OpenFile(".", experimentalsys.O_RDONLY|experimentalsys.O_DIRECTORY, 0)
	if errno != 0 {
		t.Fatalf("open /dev: %v", errno)
	}
	defer f.Close()
	entries, errno := f.Readdir(-1)
	if errno != 0 {
		t.Fatalf("readdir /dev: %v", errno)
	}
	var out []string
	for _, e := range entries {
		out = append(out, e.Name)
	}
	return out
}

// TestDevices checks each device, and that /dev holds nothing else and
// cannot be changed.
func TestDevices(t *testing.T) {
	var out bytes.Buffer
	d := New(nil, &out, &out)
	if got := names(t, d); !slices.Equal(got, deviceNames) {
		t.Errorf("/dev lists %q, want %q", got, deviceNames)
	}
	read := func(p string, n int) []byte {
		f, errno := d.OpenFile(p, experimentalsys.O_RDONLY, 0)
		if errno != 0 {
			t.Fatalf("open %s: %v", p, errno)
		}
		defer f.Close()
		buf := make([]byte, n)
		got, errno := f.Read(buf)
		if errno != 0 {
			t.Fatalf("read %s: %v", p, errno)
		}
		return buf[:got]
	}
	if got := read("null", 8); len(got) != 0 {
		t.Errorf("/dev/null read %q, want nothing", got)
	}
	if got := read("zero", 8); !bytes.Equal(got, make([]byte, 8)) {
		t.Errorf("/dev/zero read %q, want 8 zeros", got)
	}
	for _, p := range []string{"urandom", "random"} {
		if a, b := read(p, 16), read(p, 16); len(a) != 16 || bytes.Equal(a, b) {
			t.Errorf("%s read %x then %x, want 16 fresh random bytes each", p, a, b)
		}
	}
	for _, p := range []string{"null", "stdout", "stderr"} {
		f, errno := d.OpenFile(p, experimentalsys.O_WRONLY|experimentalsys.O_CREAT|experimentalsys.O_TRUNC, 0o666)
		if errno != 0 {
			t.Fatalf("open %s for writing: %v", p, errno)
		}
		f.Write([]byte("dev/" + p + ";"))
		f.Close()
	}
	if got := out.String(); got != "dev/stdout;dev/stderr;" {
		t.Errorf("the standard streams got %q", got)
	}
	st, errno := d.Stat("null")
	if errno != 0 || st.Mode.Type() != fs.ModeDevice|fs.ModeCharDevice {
		t.Errorf("stat /dev/null = %v %v, want a character device", st.Mode, errno)
	}
	for _, tt := range []struct {
		op    string
		errno experimentalsys.Errno
	}{
		{"create", func() experimentalsys.Errno {
			_, e := d.OpenFile("sda", experimentalsys.O_CREAT|experimentalsys.O_WRONLY, 0o644)
			return e
		}()},
		{"open missing", func() experimentalsys.Errno { _, e := d.OpenFile("sda", 0, 0); return e }()},
		{"unlink", d.Unlink("null")},
		{"mkdir", d.Mkdir("shm", 0o755)},
		{"exclusive create", func() experimentalsys.Errno {
			_, e := d.OpenFile("null", experimentalsys.O_CREAT|experimentalsys.O_EXCL|experimentalsys.O_WRONLY, 0o644)
			return e
		}()},
	} {
		if tt.errno == 0 {
			t.Errorf("%s in /dev succeeded", tt.op)
		}
	}
}
