package hostfs

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"

	experimentalsys "github.com/tetratelabs/wazero/experimental/sys"
)

// TestOpenFlags checks each open flag against POSIX open(2) on a file that
// holds "old", a directory, a symbolic link and a missing name: what the
// open returns and what the file holds after writing "new" through it.
func TestOpenFlags(t *testing.T) {
	const (
		rd     = experimentalsys.O_RDONLY
		wr     = experimentalsys.O_WRONLY
		rw     = experimentalsys.O_RDWR
		creat  = experimentalsys.O_CREAT
		excl   = experimentalsys.O_EXCL
		trunc  = experimentalsys.O_TRUNC
		appnd  = experimentalsys.O_APPEND
		dir    = experimentalsys.O_DIRECTORY
		nofoll = experimentalsys.O_NOFOLLOW
	)
	tests := []struct {
		name  string
		path  string
		flag  experimentalsys.Oflag
		errno experimentalsys.Errno
		after string // the file's content after writing "new" ("-": no file)
	}{
		{"exclusive create of an existing file fails", "file", wr | creat | excl, experimentalsys.EEXIST, "old"},
		{"exclusive create with truncate leaves the file", "file", wr | creat | excl | trunc, experimentalsys.EEXIST, "old"},
		{"exclusive create of a link fails", "link", wr | creat | excl, experimentalsys.EEXIST, "old"},
		{"exclusive create of a directory fails", "dir", rd | creat | excl, experimentalsys.EEXIST, "-"},
		{"exclusive create of a new file", "missing", wr | creat | excl, 0, "new"},
		{"create of an existing file keeps it", "file", rw | creat, 0, "new"},
		{"truncate empties the file", "file", wr | trunc, 0, "new"},
		{"append writes at the end", "file", wr | appnd, 0, "oldnew"},
		{"append with create", "missing", wr | creat | appnd, 0, "new"},
		{"plain write overwrites from the start", "file", wr, 0, "new"},
		{"open of a missing file", "missing", rd, experimentalsys.ENOENT, "-"},
		{"directory flag on a file", "file", rd | dir, experimentalsys.ENOTDIR, "old"},
		{"directory flag on a directory", "dir", rd | dir, 0, "-"},
		{"writing a directory", "dir", wr, experimentalsys.EISDIR, "-"},
		{"no-follow on a link", "link", rd | nofoll, experimentalsys.ELOOP, "old"},
		{"following a link", "link", rw, 0, "new"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.path == "link" && runtime.GOOS == "windows" {
				t.Skip("Windows has no O_NOFOLLOW, and its symbolic links are not made or followed as POSIX's")
			}
			ws, root := openTemp(t, DefaultQuota)
			os.WriteFile(filepath.Join(root, "file"), []byte("old"), 0o644)
			os.Mkdir(filepath.Join(root, "dir"), 0o755)
			os.Symlink("file", filepath.Join(root, "link"))
			f, errno := ws.FS().OpenFile(tt.path, tt.flag, 0o644)
			if errno != tt.errno {
				t.Fatalf("open = %v, want %v", errno, tt.errno)
			}
			if errno == 0 {
				if tt.flag&(wr|rw) != 0 {
					if _, errno := f.Write([]byte("new")); errno != 0 {
						t.Fatalf("write: %v", errno)
					}
				}
				f.Close()
			}
			name := tt.path
			if name == "link" {
				name = "file"
			}
			got, err := os.ReadFile(filepath.Join(root, name))
			switch {
			case tt.after == "-" && err == nil && name != "dir":
				t.Errorf("%s exists after the open, holding %q", name, got)
			case tt.after != "-" && string(got) != tt.after:
				t.Errorf("%s holds %q (%v), want %q", name, got, err, tt.after)
			}
		})
	}
}
