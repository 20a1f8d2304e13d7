package ownerdir

import (
	"os"
	"path/filepath"
	"testing"
)

// TestMkdirAll makes a directory and its parents and checks that the
// directory, and what is then made inside it, is the user's alone, as
// private reports it for the OS; a directory already there is left alone.
func TestMkdirAll(t *testing.T) {
	base := t.TempDir()
	dir := filepath.Join(base, "a", "sbx", "sandboxes")
	if err := MkdirAll(dir); err != nil {
		t.Fatal(err)
	}
	if err := private(dir); err != nil {
		t.Errorf("the new directory: %v", err)
	}
	inner := filepath.Join(dir, "sandbox-1")
	if err := os.Mkdir(inner, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(inner, "f"), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := MkdirAll(dir); err != nil {
		t.Errorf("again: %v", err)
	}
	if err := os.WriteFile(filepath.Join(base, "file"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := MkdirAll(filepath.Join(base, "file")); err == nil {
		t.Error("MkdirAll of a file succeeded")
	}
}
