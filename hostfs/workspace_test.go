package hostfs

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"

	experimentalsys "github.com/tetratelabs/wazero/experimental/sys"
)

func openTemp(t *testing.T, q Quota) (*Workspace, string) {
	t.Helper()
	dir := t.TempDir()
	ws, err := Open(dir, q)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ws.Close() })
	return ws, dir
}

func TestWriteReadListRemove(t *testing.T) {
	ws, dir := openTemp(t, DefaultQuota)
	if err := ws.WriteFile("/workspace/sub/dir/a.txt", []byte("hello")); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(filepath.Join(dir, "sub/dir/a.txt"))
	if err != nil || string(got) != "hello" {
		t.Fatalf("file on disk = %q, %v", got, err)
	}
	data, err := ws.ReadFile("sub/dir/a.txt", 100)
	if err != nil || string(data) != "hello" {
		t.Fatalf("ReadFile = %q, %v", data, err)
	}
	if _, err := ws.ReadFile("sub/dir/a.txt", 2); err == nil || !strings.Contains(err.Error(), "limit") {
		t.Errorf("ReadFile over the cap: %v, want a limit error", err)
	}
	entries, err := ws.List("sub")
	if err != nil || len(entries) != 1 || entries[0].Name != "dir" || !entries[0].IsDir {
		t.Fatalf("List = %+v, %v", entries, err)
	}
	if b, f := ws.Usage(); b != 5 || f != 3 {
		t.Errorf("usage = %d bytes, %d files; want 5, 3", b, f)
	}
	if err := ws.Remove("sub"); err != nil {
		t.Fatal(err)
	}
	if b, f := ws.Usage(); b != 0 || f != 0 {
		t.Errorf("usage after remove = %d bytes, %d files; want 0, 0", b, f)
	}
	if err := ws.Remove("/workspace"); err == nil {
		t.Error("removing the workspace root succeeded")
	}
}

func TestQuota(t *testing.T) {
	t.Run("bytes", func(t *testing.T) {
		ws, dir := openTemp(t, Quota{Bytes: 10, Files: 100})
		if err := ws.WriteFile("a", []byte("123456")); err != nil {
			t.Fatal(err)
		}
		err := ws.WriteFile("b", []byte("123456"))
		if !errors.Is(err, ErrQuota) {
			t.Fatalf("second write: %v, want ErrQuota", err)
		}
		if _, err := os.Stat(filepath.Join(dir, "b")); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("a refused write of a new file left it behind (%v)", err)
		}
		// The workspace stays usable: freeing space lets writes through.
		if err := ws.Remove("a"); err != nil {
			t.Fatal(err)
		}
		if err := ws.WriteFile("b", []byte("123456")); err != nil {
			t.Fatalf("write after freeing space: %v", err)
		}
	})
	t.Run("files", func(t *testing.T) {
		ws, _ := openTemp(t, Quota{Bytes: 1 << 20, Files: 2})
		for _, name := range []string{"a", "b"} {
			if err := ws.WriteFile(name, nil); err != nil {
				t.Fatal(err)
			}
		}
		if err := ws.WriteFile("c", nil); !errors.Is(err, ErrQuota) {
			t.Fatalf("third file: %v, want ErrQuota", err)
		}
	})
	t.Run("sparse pwrite", func(t *testing.T) {
		ws, _ := openTemp(t, Quota{Bytes: 1 << 20, Files: 10})
		f, errno := ws.FS().OpenFile("big", experimentalsys.O_RDWR|experimentalsys.O_CREAT, 0o644)
		if errno != 0 {
			t.Fatal(errno)
		}
		defer f.Close()
		if _, errno := f.Pwrite([]byte("x"), 1<<40); errno != ENOSPC {
			t.Fatalf("a write at 1 TiB under a 1 MiB quota: %v, want ENOSPC", errno)
		}
		if errno := f.Truncate(1 << 30); errno != ENOSPC {
			t.Fatalf("truncating to 1 GiB under a 1 MiB quota: %v, want ENOSPC", errno)
		}
		if !ws.TakeQuotaHit() || ws.Refusals() != 2 {
			t.Errorf("quota refusals were not recorded: %d counted", ws.Refusals())
		}
	})
}

// TestNoQuota checks that a workspace without a quota takes writes however
// much it holds, counting only what changed since it was opened.
func TestNoQuota(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "big"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(filepath.Join(dir, "big"), 1<<40); err != nil { // 1 TiB, sparse
		t.Fatal(err)
	}
	ws, err := Open(dir, NoQuota)
	if err != nil {
		t.Fatal(err)
	}
	defer ws.Close()
	if err := ws.WriteFile("new/a.txt", []byte("hello")); err != nil {
		t.Fatal(err)
	}
	if b, f := ws.Usage(); b != 5 || f != 2 {
		t.Errorf("usage = %d bytes, %d files; want 5, 2 (what changed)", b, f)
	}
}

// TestNewModes checks that new files and directories get 0644 and 0755
// (less the process's umask), whatever mode the caller asks: wazero asks
// 0600 for every file a guest creates.
func TestNewModes(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("Windows files have no POSIX modes: the host shows 0666, 0444 or 0777")
	}
	ws, dir := openTemp(t, DefaultQuota)
	probe := filepath.Join(t.TempDir(), "probe")
	if err := os.WriteFile(probe, nil, 0o666); err != nil {
		t.Fatal(err)
	}
	info, err := os.Stat(probe)
	if err != nil {
		t.Fatal(err)
	}
	umask := 0o666 &^ info.Mode().Perm()
	fsys := ws.FS()
	f, errno := fsys.OpenFile("f", experimentalsys.O_WRONLY|experimentalsys.O_CREAT, 0o600)
	if errno != 0 {
		t.Fatal(errno)
	}
	f.Close()
	if errno := fsys.Mkdir("d", 0o700); errno != 0 {
		t.Fatal(errno)
	}
	if err := ws.WriteFile("sub/g", []byte("g")); err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]os.FileMode{"f": 0o644, "d": 0o755, "sub": 0o755, "sub/g": 0o644} {
		info, err := os.Stat(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		if got := info.Mode().Perm(); got != want&^umask {
			t.Errorf("%s: mode %04o, want %04o", name, got, want&^umask)
		}
	}
}

func TestGuestFSRefusesEscapes(t *testing.T) {
	needSymlinks(t)
	ws, dir := openTemp(t, DefaultQuota)
	outside := t.TempDir()
	os.WriteFile(filepath.Join(outside, "secret"), []byte("host secret"), 0o644)
	// Links someone else left in the directory (a native run, a user's own
	// --workspace) must not lead out either.
	os.Symlink(outside, filepath.Join(dir, "up"))
	os.Symlink(filepath.Join(outside, "secret"), filepath.Join(dir, "abs"))
	rel, _ := filepath.Rel(dir, filepath.Join(outside, "secret"))
	os.Symlink(rel, filepath.Join(dir, "relative"))
	os.Symlink("/", filepath.Join(dir, "root"))
	fsys := ws.FS()
	for _, p := range []string{"up/secret", "abs", "relative", "root/etc/passwd", "root"} {
		if f, errno := fsys.OpenFile(p, experimentalsys.O_RDONLY, 0); errno == 0 {
			f.Close()
			t.Errorf("opened %q through a link out of the workspace", p)
		}
	}
	if errno := fsys.Symlink("/etc/passwd", "new"); errno != experimentalsys.EPERM {
		t.Errorf("Symlink = %v, want EPERM", errno)
	}
	if errno := fsys.Link("relative", "hard"); errno != experimentalsys.EPERM {
		t.Errorf("Link = %v, want EPERM", errno)
	}
	if _, err := ws.ReadFile("up/secret", 100); err == nil {
		t.Error("ReadFile followed a link out of the workspace")
	} else if strings.Contains(err.Error(), outside) || strings.Contains(err.Error(), dir) {
		t.Errorf("error leaks a host path: %v", err)
	}
	// A FIFO must not hang an open.
	if err := mkfifo(filepath.Join(dir, "fifo")); err == nil {
		if _, errno := fsys.OpenFile("fifo", experimentalsys.O_RDONLY, 0); errno != experimentalsys.EACCES {
			t.Errorf("open FIFO = %v, want EACCES", errno)
		}
	}
}

// A write that replaces a file never shows it empty or half-written: a
// reader watching it sees the old content or the new one; and a write the
// quota refuses leaves the old content whole.
func TestWriteFileReplaces(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("Windows renames over no file another process holds open: write_file fails there with an error, the old bytes kept")
	}
	ws, dir := openTemp(t, Quota{Bytes: 8 << 20, Files: 100})
	old, new := bytes.Repeat([]byte("o"), 3<<20), bytes.Repeat([]byte("n"), 3<<20)
	if err := ws.WriteFile("data.bin", old); err != nil {
		t.Fatal(err)
	}
	stop := make(chan struct{})
	seen := make(chan string, 1)
	go func() {
		defer close(seen)
		for {
			select {
			case <-stop:
				return
			default:
			}
			b, err := os.ReadFile(filepath.Join(dir, "data.bin"))
			if err != nil || !(bytes.Equal(b, old) || bytes.Equal(b, new)) {
				seen <- fmt.Sprintf("%d bytes, %v", len(b), err)
				return
			}
		}
	}()
	for i := range 20 {
		data := old
		if i%2 == 0 {
			data = new
		}
		if err := ws.WriteFile("data.bin", data); err != nil {
			t.Fatal(err)
		}
	}
	close(stop)
	if bad, ok := <-seen; ok {
		t.Fatalf("a reader saw data.bin as %s: neither the old content nor the new", bad)
	}
	if err := ws.WriteFile("data.bin", bytes.Repeat([]byte("x"), 9<<20)); !errors.Is(err, ErrQuota) {
		t.Fatalf("a write past the quota: %v", err)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "data.bin")); !bytes.Equal(b, old) && !bytes.Equal(b, new) {
		t.Fatalf("the refused write left %d bytes", len(b))
	}
	if used, files := ws.Usage(); used != 3<<20 || files != 1 {
		t.Errorf("usage %d bytes in %d files, want 3 MiB in 1", used, files)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("the workspace holds %d entries, want data.bin only", len(entries))
	}
}

// TestRecount checks that what was written behind the workspaces' backs
// (by a native sandbox's processes) is counted once they are recounted,
// across the workspaces that share a quota, and that growth past the
// quota is then refused.
func TestRecount(t *testing.T) {
	ws, dir := openTemp(t, Quota{Bytes: 100, Files: 10})
	tmpDir := t.TempDir()
	tmp, err := ws.Share(tmpDir)
	if err != nil {
		t.Fatal(err)
	}
	defer tmp.Close()
	os.WriteFile(filepath.Join(dir, "native"), make([]byte, 60), 0o644)
	os.Mkdir(filepath.Join(tmpDir, "d"), 0o755)
	os.WriteFile(filepath.Join(tmpDir, "d", "x"), make([]byte, 30), 0o644)
	if b, f := ws.Usage(); b != 0 || f != 0 {
		t.Fatalf("before the recount: %d bytes in %d files", b, f)
	}
	if err := ws.Recount(tmp); err != nil {
		t.Fatal(err)
	}
	if b, f := ws.Usage(); b != 90 || f != 3 {
		t.Errorf("after the recount: %d bytes in %d files; want 90 in 3", b, f)
	}
	if err := ws.WriteFile("more", make([]byte, 20)); !errors.Is(err, ErrQuota) {
		t.Errorf("writing past the recounted quota: %v", err)
	}
}

// TestOpenRemovesUnfinishedWrites opens a workspace over the temporary
// files of two writes that never finished, as a kill during WriteFile
// leaves them, and one of a write in progress (its file locked): the
// first two are removed, the third is left alone, and none is counted or
// listed.
func TestOpenRemovesUnfinishedWrites(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, size int) *os.File {
		f, err := os.Create(filepath.Join(dir, name))
		if err == nil {
			_, err = f.Write(bytes.Repeat([]byte("t"), size))
		}
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	write("kept.txt", 10).Close()
	os.Mkdir(filepath.Join(dir, "d"), 0o700)
	write(tempPrefix+"a", 1000).Close()
	write("d/"+tempPrefix+"b", 1000).Close()
	inUse := write(tempPrefix+"c", 1000)
	defer inUse.Close()
	if err := lockTemp(inUse, true); err != nil { // as a write in progress holds it
		t.Fatal(err)
	}

	ws, err := Open(dir, DefaultQuota)
	if err != nil {
		t.Fatal(err)
	}
	defer ws.Close()
	var left []string
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && isTemp(d.Name()) {
			left = append(left, filepath.ToSlash(strings.TrimPrefix(p, dir)))
		}
		return nil
	})
	if want := []string{"/" + tempPrefix + "c"}; !slices.Equal(left, want) {
		t.Errorf("temporary files left: %q, want the one in use, %q", left, want)
	}
	if used, files := ws.Usage(); used != 10 || files != 2 {
		t.Errorf("usage %d bytes in %d files, want kept.txt's 10 in 2 (with d)", used, files)
	}
	entries, err := ws.List(MountPoint)
	if err != nil || len(entries) != 2 || entries[0].Name != "d" || entries[1].Name != "kept.txt" {
		t.Errorf("list: %+v, %v; want d and kept.txt", entries, err)
	}
}

// TestWriteFileLongName writes files whose names take the whole 255 bytes
// a name may have: the temporary file beside them fits too.
func TestWriteFileLongName(t *testing.T) {
	ws, _ := openTemp(t, DefaultQuota)
	name := strings.Repeat("n", maxName)
	for range 2 { // a new file, then one replaced
		if err := ws.WriteFile(name, []byte("x")); err != nil {
			t.Fatal(err)
		}
	}
}

// needSymlinks skips t where the host cannot make the symbolic links its
// tree needs: on Windows they take a privilege (Developer Mode, or
// SeCreateSymbolicLinkPrivilege) that a test may not have.
func needSymlinks(t *testing.T) {
	t.Helper()
	dir := t.TempDir()
	if err := os.Symlink("target", filepath.Join(dir, "link")); err != nil {
		t.Skipf("this host makes no symbolic links for the test's tree: %v", err)
	}
}
