package hostfs

import (
	"os"
	"path/filepath"
	"testing"

	experimentalsys "github.com/tetratelabs/wazero/experimental/sys"
)

// lockReq packs a lock request as the guest's sqlite does.
func lockReq(op, typ uint64, start, length uint64) int64 {
	return int64((op*4+typ)<<48 | length<<32 | start)
}

// TestRecordLocks checks that two trees over one workspace — two guest
// processes — hold record locks against each other, that one tree's
// descriptors share its locks, and that closing a tree releases them.
func TestRecordLocks(t *testing.T) {
	if !GuestLocks {
		t.Skip("record locks between a sandbox's instances need Linux's open file description locks")
	}
	ws, dir := openTemp(t, DefaultQuota)
	os.WriteFile(filepath.Join(dir, "db"), []byte("data"), 0o644)
	open := func(tree *Tree) experimentalsys.File {
		f, errno := tree.OpenFile("workspace/db", experimentalsys.O_RDWR, 0)
		if errno != 0 {
			t.Fatal(errno)
		}
		t.Cleanup(func() { f.Close() })
		return f
	}
	newTree := func() *Tree {
		tree := NewTree(TreeMount{Path: MountPoint, FS: ws.FS()})
		t.Cleanup(func() { tree.Close() })
		return tree
	}
	const rd, wr, un = 0, 1, 2
	one, other := newTree(), newTree()
	a1, a2, b := open(one), open(one), open(other)
	tests := []struct {
		what  string
		f     experimentalsys.File
		req   int64
		errno experimentalsys.Errno
	}{
		{"shared lock", a1, lockReq(lockOpSet, rd, 100, 10), 0},
		{"shared lock by another process", b, lockReq(lockOpSet, rd, 100, 10), 0},
		{"exclusive lock on a shared range", b, lockReq(lockOpSet, wr, 100, 1), experimentalsys.EAGAIN},
		{"the other's release", b, lockReq(lockOpSet, un, 0, 0), 0},
		{"exclusive lock through another descriptor of the holder", a2, lockReq(lockOpSet, wr, 100, 10), 0},
		{"test for a conflict", b, lockReq(lockOpGet, rd, 100, 1), experimentalsys.EAGAIN},
		{"test by the holder", a1, lockReq(lockOpGet, wr, 100, 1), 0},
		{"a bad request", a1, lockReq(3, wr, 0, 0), experimentalsys.EINVAL},
	}
	for _, tt := range tests {
		if errno := tt.f.Utimens(lockMagic, tt.req); errno != tt.errno {
			t.Errorf("%s: %v, want %v", tt.what, errno, tt.errno)
		}
	}
	one.Close()
	if errno := b.Utimens(lockMagic, lockReq(lockOpSet, wr, 0, 0)); errno != 0 {
		t.Errorf("exclusive lock once the holder ended: %v", errno)
	}
	if info, _ := os.Stat(filepath.Join(dir, "db")); info.ModTime().Year() > 2500 {
		t.Error("a lock request set the file's times")
	}
	if errno := other.Utimens("workspace/db", lockMagic, 0); errno != experimentalsys.EINVAL {
		t.Errorf("a lock request by path: %v, want EINVAL", errno)
	}
}
