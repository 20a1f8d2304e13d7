package zipfs

import (
	"archive/zip"
	"bytes"
	"errors"
	"io"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"
)

// archive zips files, deflated except those named *.stored.
func archive(t *testing.T, files map[string]string) *zip.Reader {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for name, data := range files {
		h := &zip.FileHeader{Name: name, Method: zip.Deflate}
		if strings.HasSuffix(name, ".stored") || strings.HasSuffix(name, "/") {
			h.Method = zip.Store
		}
		w, err := zw.CreateHeader(h)
		if err == nil {
			_, err = io.WriteString(w, data)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	zr, err := zip.NewReader(bytes.NewReader(buf.Bytes()), int64(buf.Len()))
	if err != nil {
		t.Fatal(err)
	}
	return zr
}

const source = "# -*- coding: utf-8 -*-\n\"\"\"A module.\"\"\"\n\ndef f():\n    raise ValueError('x')\n"

func TestFS(t *testing.T) {
	fsys := New(archive(t, map[string]string{
		"pkg/":            "",
		"pkg/mod.py":      source,
		"pkg/data.stored": strings.Repeat("0123456789", 1000),
		"top.py":          "",
		"implicit/a.py":   "a = 1\n",
	}))
	// TestFS reads every file and, for an io.Seeker, seeks and reads again.
	if err := fstest.TestFS(fsys, "pkg/mod.py", "pkg/data.stored", "top.py", "implicit/a.py"); err != nil {
		t.Fatal(err)
	}
}

// TestSeekThenRead: what tokenize.open does (read the coding line, seek back
// to 0, read it all) and other seeks read what a file on disk would.
func TestSeekThenRead(t *testing.T) {
	fsys := New(archive(t, map[string]string{"mod.py": source}))
	tests := []struct {
		name   string
		first  int // bytes read before the seek
		offset int64
		whence int
		want   string // what reading to the end gives after it
	}{
		{"rewind after the coding line", 24, 0, io.SeekStart, source},
		{"back to the middle", 40, 10, io.SeekStart, source[10:]},
		{"forward", 0, 30, io.SeekStart, source[30:]},
		{"relative back", 40, -5, io.SeekCurrent, source[35:]},
		{"from the end", len(source), -6, io.SeekEnd, source[len(source)-6:]},
		{"past the end", 0, 1000, io.SeekStart, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := fsys.Open("mod.py")
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			if _, err := io.ReadFull(f, make([]byte, tt.first)); err != nil {
				t.Fatal(err)
			}
			s, ok := f.(io.Seeker)
			if !ok {
				t.Fatal("the file is not an io.Seeker")
			}
			if _, err := s.Seek(tt.offset, tt.whence); err != nil {
				t.Fatal(err)
			}
			got, err := io.ReadAll(f)
			if err != nil || string(got) != tt.want {
				t.Errorf("read %q, %v; want %q", got, err, tt.want)
			}
		})
	}
}

func TestErrors(t *testing.T) {
	fsys := New(archive(t, map[string]string{"mod.py": source}))
	if _, err := fsys.Open("missing.py"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Open(missing.py) = %v, want ErrNotExist", err)
	}
	f, err := fsys.Open("mod.py")
	if err != nil {
		t.Fatal(err)
	}
	s, ok := f.(io.Seeker)
	if !ok {
		t.Fatal("the file is not an io.Seeker")
	}
	if _, err := s.Seek(-1, io.SeekStart); err == nil {
		t.Error("Seek(-1) succeeded")
	}
	if _, err := s.Seek(0, 7); err == nil {
		t.Error("Seek with whence 7 succeeded")
	}
	f.Close()
	if _, err := f.Read(make([]byte, 1)); !errors.Is(err, fs.ErrClosed) {
		t.Errorf("Read after Close = %v, want ErrClosed", err)
	}
}
