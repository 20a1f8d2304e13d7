package hostfs

import (
	"os"
	"path/filepath"
	"testing"

	experimentalsys "github.com/tetratelabs/wazero/experimental/sys"
)

// TestSlot checks that an unbound slot is an empty directory nothing can be
// written to, that a bound one is its workspace, and that it binds once.
func TestSlot(t *testing.T) {
	var s Slot
	if _, errno := s.Stat("."); errno != 0 {
		t.Errorf("stat of an unbound slot: %v", errno)
	}
	if _, errno := s.OpenFile("new.txt", experimentalsys.O_CREAT|experimentalsys.O_WRONLY, 0o644); errno == 0 {
		t.Error("created a file in an unbound slot")
	}
	if errno := s.Mkdir("d", 0o755); errno == 0 {
		t.Error("made a directory in an unbound slot")
	}

	ws, dir := openTemp(t, DefaultQuota)
	if err := s.Bind(ws); err != nil {
		t.Fatal(err)
	}
	f, errno := s.OpenFile("new.txt", experimentalsys.O_CREAT|experimentalsys.O_WRONLY, 0o644)
	if errno != 0 {
		t.Fatalf("create in a bound slot: %v", errno)
	}
	f.Write([]byte("kept"))
	f.Close()
	if got, err := os.ReadFile(filepath.Join(dir, "new.txt")); err != nil || string(got) != "kept" {
		t.Errorf("file in the bound workspace: %q, %v", got, err)
	}
	if errno := s.Symlink("/etc/passwd", "link"); errno == 0 {
		t.Error("a bound slot made a symbolic link; its workspace refuses them")
	}

	other, _ := openTemp(t, DefaultQuota)
	if err := s.Bind(other); err == nil || s.Bound() != ws {
		t.Errorf("second Bind: %v, bound to %p; want an error and the first workspace", err, s.Bound())
	}
	if err := new(Slot).Bind(nil); err == nil {
		t.Error("Bind(nil) succeeded")
	}
}

// TestSlotDefault checks that a slot with a default shows it, writable,
// until Bind, and the bound workspace after.
func TestSlotDefault(t *testing.T) {
	def, defDir := openTemp(t, DefaultQuota)
	s := NewSlot(def)
	f, errno := s.OpenFile("rc", experimentalsys.O_CREAT|experimentalsys.O_WRONLY, 0o644)
	if errno != 0 {
		t.Fatalf("create in a slot's default: %v", errno)
	}
	f.Close()
	if _, err := os.Stat(filepath.Join(defDir, "rc")); err != nil || s.Current() != def || s.Bound() != nil {
		t.Fatalf("before Bind: %v, current %p, bound %p; want the file in the default", err, s.Current(), s.Bound())
	}
	ws, _ := openTemp(t, DefaultQuota)
	if err := s.Bind(ws); err != nil {
		t.Fatal(err)
	}
	if _, errno := s.Stat("rc"); errno != experimentalsys.ENOENT || s.Current() != ws {
		t.Errorf("after Bind: stat rc %v, current %p; want ENOENT and the bound workspace", errno, s.Current())
	}
}
