package hostfs

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	experimentalsys "github.com/tetratelabs/wazero/experimental/sys"
)

// newTree lays out a workspace, a second workspace as /tmp, an empty home
// and an empty /dev.
func newTree(t *testing.T) (tree *Tree, wsDir string) {
	t.Helper()
	ws, wsDir := openTemp(t, DefaultQuota)
	tmp, err := ws.Share(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tmp.Close() })
	return NewTree(
		TreeMount{Path: MountPoint, FS: ws.FS()},
		TreeMount{Path: "/tmp", FS: tmp.FS()},
		TreeMount{Path: "/home/user", FS: EmptyDir()},
		TreeMount{Path: "/dev", FS: EmptyDir()},
	), wsDir
}

func names(t *testing.T, fsys experimentalsys.FS, p string) []string {
	t.Helper()
	f, errno := fsys.OpenFile(p, experimentalsys.O_RDONLY|experimentalsys.O_DIRECTORY, 0)
	if errno != 0 {
		t.Fatalf("open %q: %v", p, errno)
	}
	defer f.Close()
	entries, errno := f.Readdir(-1)
	if errno != 0 {
		t.Fatalf("readdir %q: %v", p, errno)
	}
	var out []string
	for _, e := range entries {
		out = append(out, e.Name)
	}
	return out
}

// TestTreeRoot checks that / is a listable read-only directory holding only
// the way to the mounts, that other paths are missing rather than refused,
// and that paths reach the right mount.
func TestTreeRoot(t *testing.T) {
	tree, wsDir := newTree(t)
	if got, want := names(t, tree, "."), []string{"dev", "home", "tmp", "workspace"}; !slices.Equal(got, want) {
		t.Errorf("/ lists %q, want %q", got, want)
	}
	if got := names(t, tree, "home"); !slices.Equal(got, []string{"user"}) {
		t.Errorf("/home lists %q, want [user]", got)
	}
	for _, p := range []string{".", "home", "/", ""} {
		st, errno := tree.Stat(p)
		if errno != 0 || !st.Mode.IsDir() || st.Mode.Perm()&0o222 != 0 {
			t.Errorf("stat %q = %v %v, want a read-only directory", p, st.Mode, errno)
		}
	}
	tests := []struct {
		op    string
		do    func() experimentalsys.Errno
		errno experimentalsys.Errno
	}{
		{"stat a missing path", func() experimentalsys.Errno { _, e := tree.Stat("nonexistent/x"); return e }, experimentalsys.ENOENT},
		{"open /etc/passwd", func() experimentalsys.Errno { _, e := tree.OpenFile("etc/passwd", 0, 0); return e }, experimentalsys.ENOENT},
		{"create in /", func() experimentalsys.Errno {
			_, e := tree.OpenFile("x", experimentalsys.O_CREAT|experimentalsys.O_WRONLY, 0o644)
			return e
		}, experimentalsys.EROFS},
		{"create under a missing directory", func() experimentalsys.Errno {
			_, e := tree.OpenFile("etc/x", experimentalsys.O_CREAT|experimentalsys.O_WRONLY, 0o644)
			return e
		}, experimentalsys.ENOENT},
		{"open / for writing", func() experimentalsys.Errno { _, e := tree.OpenFile(".", experimentalsys.O_WRONLY, 0); return e }, experimentalsys.EISDIR},
		{"mkdir /", func() experimentalsys.Errno { return tree.Mkdir(".", 0o755) }, experimentalsys.EEXIST},
		{"mkdir /home", func() experimentalsys.Errno { return tree.Mkdir("home", 0o755) }, experimentalsys.EEXIST},
		{"mkdir /etc", func() experimentalsys.Errno { return tree.Mkdir("etc", 0o755) }, experimentalsys.EROFS},
		{"rmdir /home", func() experimentalsys.Errno { return tree.Rmdir("home") }, experimentalsys.EROFS},
		{"chmod /", func() experimentalsys.Errno { return tree.Chmod(".", 0o777) }, experimentalsys.EROFS},
		{"rename /home", func() experimentalsys.Errno { return tree.Rename("home", "workspace/h") }, experimentalsys.EROFS},
		{"symlink in /", func() experimentalsys.Errno { return tree.Symlink("/workspace", "w") }, experimentalsys.EROFS},
		{"rename between mounts", func() experimentalsys.Errno {
			os.WriteFile(filepath.Join(wsDir, "moved"), nil, 0o644)
			return tree.Rename("workspace/moved", "tmp/moved")
		}, experimentalsys.EPERM},
		{"write in the empty home", func() experimentalsys.Errno {
			_, e := tree.OpenFile("home/user/x", experimentalsys.O_CREAT|experimentalsys.O_WRONLY, 0o644)
			return e
		}, experimentalsys.EROFS},
	}
	for _, tt := range tests {
		if errno := tt.do(); errno != tt.errno {
			t.Errorf("%s: %v, want %v", tt.op, errno, tt.errno)
		}
	}

	// Paths are cleaned and routed: through "..", and into each mount.
	f, errno := tree.OpenFile("workspace/../tmp/a.txt", experimentalsys.O_CREAT|experimentalsys.O_WRONLY, 0o644)
	if errno != 0 {
		t.Fatalf("create /workspace/../tmp/a.txt: %v", errno)
	}
	f.Write([]byte("tmp"))
	f.Close()
	if got := names(t, tree, "tmp"); !slices.Equal(got, []string{"a.txt"}) {
		t.Errorf("/tmp lists %q, want [a.txt]", got)
	}
	if _, errno := tree.Stat("../../tmp/a.txt"); errno != 0 {
		t.Errorf(`".." above / stays at /: %v`, errno)
	}
	if _, err := os.Stat(filepath.Join(wsDir, "a.txt")); err == nil {
		t.Error("a file made in /tmp appeared in the workspace")
	}
}

// TestShareCountsBoth checks that a shared workspace's files count against
// the quota of the workspace it shares.
func TestShareCountsBoth(t *testing.T) {
	ws, _ := openTemp(t, Quota{Bytes: 10, Files: 100})
	tmp, err := ws.Share(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer tmp.Close()
	if err := tmp.WriteFile("a", []byte("123456")); err != nil {
		t.Fatal(err)
	}
	if b, f := ws.Usage(); b != 6 || f != 1 {
		t.Errorf("workspace usage = %d bytes, %d files; want the shared 6, 1", b, f)
	}
	if err := ws.WriteFile("b", []byte("123456")); err == nil {
		t.Error("the workspace took 6 more bytes with 6 of 10 used in the shared /tmp")
	}
}
