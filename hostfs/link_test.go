package hostfs

import (
	"os"
	"path/filepath"
	"testing"

	experimentalsys "github.com/tetratelabs/wazero/experimental/sys"
)

// TestHardLinks checks that a guest can give a workspace file a second
// name, that its bytes count once against the quota and each name as a
// file, and that what is no regular file, a name taken or a full quota is
// refused.
func TestHardLinks(t *testing.T) {
	if !HardLinks {
		t.Skip("hard links are refused (EPERM) on this host")
	}
	needSymlinks(t)
	tests := []struct {
		name  string
		files int64 // the quota's file limit; 10 when 0
		// do links and changes names in a workspace holding a.txt (10
		// bytes), c.txt (5 bytes), the directory d and the symbolic link
		// s to a.txt.
		do         func(fsys experimentalsys.FS) experimentalsys.Errno
		want       experimentalsys.Errno
		bytes      int64
		filesUsed  int64
		sameAs     string // a name that must be another name of a.txt
		reopenSame bool   // a workspace opened again counts the same
	}{
		{name: "a second name shares the bytes", do: link("a.txt", "b.txt"), bytes: 15, filesUsed: 5, sameAs: "b.txt", reopenSame: true},
		{name: "a name in a subdirectory", do: link("a.txt", "d/a.txt"), bytes: 15, filesUsed: 5, sameAs: "d/a.txt", reopenSame: true},
		{name: "removing one name keeps the bytes", do: steps(link("a.txt", "b.txt"), unlink("a.txt")), bytes: 15, filesUsed: 4},
		{name: "removing every name frees them", do: steps(link("a.txt", "b.txt"), unlink("a.txt"), unlink("b.txt")), bytes: 5, filesUsed: 3},
		{name: "renaming onto another name of the file keeps both",
			do: steps(link("a.txt", "b.txt"), rename("a.txt", "b.txt")), bytes: 15, filesUsed: 5, sameAs: "b.txt"},
		{name: "renaming over a linked name keeps its file's bytes",
			do: steps(link("a.txt", "b.txt"), rename("c.txt", "b.txt")), bytes: 15, filesUsed: 4},
		{name: "each name counts against the file limit", files: 5,
			do: steps(link("a.txt", "b.txt"), link("a.txt", "e.txt")), want: ENOSPC, bytes: 15, filesUsed: 5},
		{name: "a name that exists", do: link("a.txt", "c.txt"), want: experimentalsys.EEXIST, bytes: 15, filesUsed: 4},
		{name: "a directory", do: link("d", "d2"), want: experimentalsys.EPERM, bytes: 15, filesUsed: 4},
		{name: "a symbolic link", do: link("s", "s2"), want: experimentalsys.EPERM, bytes: 15, filesUsed: 4},
		{name: "a missing file", do: link("nope", "n2"), want: experimentalsys.ENOENT, bytes: 15, filesUsed: 4},
		{name: "a name with a control character", do: link("a.txt", "b\x01"), want: experimentalsys.EINVAL, bytes: 15, filesUsed: 4},
		{name: "out of the workspace", do: link("a.txt", "../b.txt"), want: experimentalsys.EPERM, bytes: 15, filesUsed: 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			os.WriteFile(filepath.Join(dir, "a.txt"), []byte("0123456789"), 0o644)
			os.WriteFile(filepath.Join(dir, "c.txt"), []byte("01234"), 0o644)
			os.Mkdir(filepath.Join(dir, "d"), 0o755)
			os.Symlink("a.txt", filepath.Join(dir, "s"))
			q := Quota{Bytes: 1 << 20, Files: 10}
			if tt.files != 0 {
				q.Files = tt.files
			}
			ws, err := Open(dir, q)
			if err != nil {
				t.Fatal(err)
			}
			defer ws.Close()
			if errno := tt.do(ws.FS()); errno != tt.want {
				t.Fatalf("errno %v, want %v", errno, tt.want)
			}
			if b, f := ws.Usage(); b != tt.bytes || f != tt.filesUsed {
				t.Errorf("usage %d bytes in %d files, want %d in %d", b, f, tt.bytes, tt.filesUsed)
			}
			if tt.sameAs != "" {
				a, _ := os.Stat(filepath.Join(dir, "a.txt"))
				other, err := os.Stat(filepath.Join(dir, tt.sameAs))
				if err != nil || !os.SameFile(a, other) {
					t.Errorf("%s is not another name of a.txt (%v)", tt.sameAs, err)
				}
			}
			if tt.reopenSame {
				again, err := Open(dir, q)
				if err != nil {
					t.Fatal(err)
				}
				defer again.Close()
				if b, f := again.Usage(); b != tt.bytes || f != tt.filesUsed {
					t.Errorf("opened again: usage %d bytes in %d files, want %d in %d", b, f, tt.bytes, tt.filesUsed)
				}
			}
		})
	}
}

// TestHardLinksStayInTheirMount checks that a link between two mounts of a
// tree is refused, as between two file systems, and one within a mount is
// made.
func TestHardLinksStayInTheirMount(t *testing.T) {
	if !HardLinks {
		t.Skip("hard links are refused (EPERM) on this host")
	}
	ws, dir := openTemp(t, DefaultQuota)
	tmp, err := ws.Share(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer tmp.Close()
	if err := ws.WriteFile("a.txt", []byte("x")); err != nil {
		t.Fatal(err)
	}
	tree := NewTree(TreeMount{Path: MountPoint, FS: ws.FS()}, TreeMount{Path: "/tmp", FS: tmp.FS()})
	for _, tt := range []struct {
		from, to string
		want     experimentalsys.Errno
	}{
		{"workspace/a.txt", "tmp/a.txt", experimentalsys.EPERM},
		{"workspace/a.txt", "etc/a.txt", experimentalsys.ENOENT},
		{"workspace/a.txt", "b.txt", experimentalsys.EROFS},
		{"workspace/a.txt", "workspace/../workspace/b.txt", 0},
	} {
		if errno := tree.Link(tt.from, tt.to); errno != tt.want {
			t.Errorf("link %s %s: %v, want %v", tt.from, tt.to, errno, tt.want)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "b.txt")); err != nil {
		t.Errorf("the link in /workspace was not made: %v", err)
	}
}

func link(from, to string) func(experimentalsys.FS) experimentalsys.Errno {
	return func(fsys experimentalsys.FS) experimentalsys.Errno { return fsys.Link(from, to) }
}

func unlink(p string) func(experimentalsys.FS) experimentalsys.Errno {
	return func(fsys experimentalsys.FS) experimentalsys.Errno { return fsys.Unlink(p) }
}

func rename(from, to string) func(experimentalsys.FS) experimentalsys.Errno {
	return func(fsys experimentalsys.FS) experimentalsys.Errno { return fsys.Rename(from, to) }
}

// steps runs each step in turn, stopping at the first that fails.
func steps(do ...func(experimentalsys.FS) experimentalsys.Errno) func(experimentalsys.FS) experimentalsys.Errno {
	return func(fsys experimentalsys.FS) experimentalsys.Errno {
		for _, step := range do {
			if errno := step(fsys); errno != 0 {
				return errno
			}
		}
		return 0
	}
}

// Where the host gives no link counts, a hard link is refused and the
// quota stays as it was.
func TestHardLinksRefusedWithoutLinkCounts(t *testing.T) {
	if HardLinks {
		t.Skip("this host keeps link counts: TestHardLinks covers it")
	}
	ws, dir := openTemp(t, DefaultQuota)
	os.WriteFile(filepath.Join(dir, "a.txt"), []byte("0123456789"), 0o644)
	before, files := ws.Usage()
	if errno := ws.FS().Link("a.txt", "b.txt"); errno != experimentalsys.EPERM {
		t.Fatalf("Link = %v, want EPERM", errno)
	}
	if b, f := ws.Usage(); b != before || f != files {
		t.Errorf("usage %d bytes in %d files, want %d in %d", b, f, before, files)
	}
}
