package homes

import (
	"log/slog"
	"os"
	"path/filepath"
	"testing"

	"github.com/sbx-sandbox/sbx/hostfs"
)

// TestAcquire checks that a user's sandboxes share one open home, which
// stays on disk after the last lets go, and that an anonymous user, a
// server without homes and a user id that cannot name a directory get
// none.
func TestAcquire(t *testing.T) {
	dir := t.TempDir()
	h := New(dir, hostfs.Quota{}, nil, slog.New(slog.DiscardHandler))
	defer h.Close()
	a, releaseA, err := h.Acquire("alice")
	if err != nil {
		t.Fatal(err)
	}
	b, releaseB, err := h.Acquire("alice")
	if err != nil {
		t.Fatal(err)
	}
	if a != b || h.DirOf("alice") != filepath.Join(dir, "alice") || a.Quota() != hostfs.DefaultQuota {
		t.Fatalf("two sandboxes of alice got homes %p and %p at %s, quota %+v", a, b, h.DirOf("alice"), a.Quota())
	}
	if err := a.WriteFile("notes.txt", []byte("kept")); err != nil {
		t.Fatal(err)
	}
	if h.Usage() != 4 {
		t.Errorf("Usage = %d, want 4", h.Usage())
	}
	releaseA()
	releaseA() // a release twice lets go once
	releaseB()
	if h.Usage() != 0 {
		t.Errorf("Usage = %d after the last release, want 0", h.Usage())
	}
	if data, err := os.ReadFile(filepath.Join(dir, "alice", "notes.txt")); err != nil || string(data) != "kept" {
		t.Errorf("the home on disk: %q, %v", data, err)
	}
	if ws, _, err := h.Acquire(""); ws != nil || err != nil {
		t.Errorf("anonymous: %v, %v; want no home", ws, err)
	}
	if ws, _, err := (*Homes)(nil).Acquire("alice"); ws != nil || err != nil {
		t.Errorf("no homes: %v, %v; want no home", ws, err)
	}
	if _, _, err := h.Acquire("../bob"); err == nil {
		t.Error("a user id naming another directory got a home")
	}
}
