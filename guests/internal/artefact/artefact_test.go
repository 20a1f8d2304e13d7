package artefact

import (
	"archive/zip"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"fmt"
	"io"
	"io/fs"
	"strings"
	"testing"
)

func gz(t *testing.T, b []byte) []byte {
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	if _, err := zw.Write(b); err != nil || zw.Close() != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func zipped(t *testing.T, name, body string) []byte {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	w, err := zw.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.WriteString(w, body); err != nil || zw.Close() != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func line(name string, b []byte) string { return fmt.Sprintf("%x  %s\n", sha256.Sum256(b), name) }

func TestGz(t *testing.T) {
	mod := []byte("\x00asm module")
	tests := []struct {
		name, sums string
		gz         []byte
		want       string // error substring; "" for success
	}{
		{"ok", line("m.wasm", mod), gz(t, mod), ""},
		{"binary mode", strings.Replace(line("m.wasm", mod), "  ", " *", 1), gz(t, mod), ""},
		{"no entry", line("other", mod), gz(t, mod), "g: SHA256SUMS has no entry for m.wasm"},
		{"mismatch", line("m.wasm", []byte("old")), gz(t, mod), "g: m.wasm sha256 " + fmt.Sprintf("%x", sha256.Sum256(mod)) + " does not match SHA256SUMS"},
		{"not gzip", line("m.wasm", mod), mod, "g: m.wasm.gz: "},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := Gz{Guest: "g", Name: "m.wasm", Gz: tt.gz, Sums: tt.sums}
			b, err := a.Bytes()
			if tt.want == "" {
				if err != nil || !bytes.Equal(b, mod) {
					t.Fatalf("Bytes() = %q, %v; want %q", b, err, mod)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("Bytes() error = %v; want it to contain %q", err, tt.want)
			}
		})
	}
}

func TestZip(t *testing.T) {
	z := zipped(t, "pkg/mod.py", "x = 1\n")
	tests := []struct {
		name, sums string
		zip        []byte
		want       string
	}{
		{"ok", line("lib.zip", z), z, ""},
		{"no entry", line("other.zip", z), z, "g: SHA256SUMS has no entry for lib.zip"},
		{"mismatch", line("lib.zip", []byte("old")), z, "does not match SHA256SUMS"},
		{"not a zip", line("lib.zip", []byte("junk")), []byte("junk"), "g: lib.zip: "},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := Zip{Guest: "g", Name: "lib.zip", Zip: tt.zip, Sums: tt.sums}
			var fsys fs.FS
			err := a.Verify()
			if err == nil {
				fsys, err = a.FS()
			}
			if tt.want != "" {
				if err == nil || !strings.Contains(err.Error(), tt.want) {
					t.Fatalf("Verify() or FS() error = %v; want it to contain %q", err, tt.want)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			f, err := fsys.Open("pkg/mod.py")
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			if _, err := f.(io.Seeker).Seek(2, io.SeekStart); err != nil {
				t.Fatalf("seek: %v", err)
			}
			if rest, _ := io.ReadAll(f); string(rest) != "= 1\n" {
				t.Errorf("after seeking 2, read %q; want %q", rest, "= 1\n")
			}
			if _, err := fs.Stat(fsys, "pkg"); err != nil {
				t.Errorf("stat pkg: %v", err)
			}
		})
	}
}
