//go:build linux

package broker

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"golang.org/x/sys/unix"
)

// TestKillDuringWrite kills sbx serve (SIGKILL) at the worst moment of a
// write_file that replaces a 2 MiB file: at the first event inotify
// reports in the file's directory, which is the open of a write that
// truncates (the file just emptied) or the temporary file of one that
// renames. Twenty aimed trials find the old content or the new one on disk,
// never an empty or partial file.
func TestKillDuringWrite(t *testing.T) {
	if testing.Short() {
		t.Skip("starts sbx serve twenty times")
	}
	old, new := strings.Repeat("o", 2<<20), strings.Repeat("n", 2<<20)
	const trials = 20
	var damaged []int
	found := map[string]int{}
	for trial := range trials {
		dir := t.TempDir()
		cmd, cs := serveStdio(t, dir)
		call[WriteFileOutput](t, cs, "write_file", args{"path": "data.bin", "content": old})
		file := findFile(t, dir, "data.bin")

		// The kill comes at the first event in the file's directory: the
		// open that truncates it, or the temporary file beside it.
		killed := killAt(t, filepath.Dir(file), unix.IN_OPEN|unix.IN_CREATE|unix.IN_MODIFY|unix.IN_MOVED_TO, cmd.Process)
		ctx, cancel := context.WithTimeout(t.Context(), 30*time.Second)
		cs.CallTool(ctx, &mcp.CallToolParams{Name: "write_file", Arguments: args{"path": "data.bin", "content": new}}) // ends with the server
		cancel()
		<-killed
		cs.Close()
		cmd.Wait()
		got, err := os.ReadFile(file)
		switch {
		case err == nil && bytes.Equal(got, []byte(old)):
			found["old"]++
		case err == nil && bytes.Equal(got, []byte(new)):
			found["new"]++
		default:
			damaged = append(damaged, trial)
			t.Logf("trial %d: data.bin holds %d bytes (%v), neither the old content nor the new", trial, len(got), err)
		}
	}
	t.Logf("after the kill: the old content %d times, the new %d times", found["old"], found["new"])
	if len(damaged) > 0 {
		t.Errorf("%d of %d trials left data.bin damaged", len(damaged), trials)
	}
}

// killAt kills p (SIGKILL) at the first of the inotify events mask in
// dir; the channel returned is closed once it has.
func killAt(t *testing.T, dir string, mask uint32, p *os.Process) <-chan struct{} {
	t.Helper()
	fd, err := unix.InotifyInit1(unix.IN_CLOEXEC)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := unix.InotifyAddWatch(fd, dir, mask); err != nil {
		t.Fatal(err)
	}
	killed := make(chan struct{})
	go func() {
		defer close(killed)
		var buf [4096]byte
		unix.Read(fd, buf[:])
		p.Kill()
		unix.Close(fd)
	}()
	return killed
}

// TestKillDuringWriteLeavesNoTemporary kills `sbx serve --http` (SIGKILL)
// as write_file creates the temporary file of its new content, until one
// such file is left on disk; the sandbox, taken back by the next server,
// shows no trace of it: list_files has the file written alone, the
// workspace counts its bytes alone, and the temporary file is gone.
func TestKillDuringWriteLeavesNoTemporary(t *testing.T) {
	data, content := t.TempDir(), strings.Repeat("k", 3<<20)
	s := serveKept(t, data)
	id := call[SandboxInfo](t, s.cs, "create_sandbox", nil).SandboxID
	call[WriteFileOutput](t, s.cs, "write_file", args{"path": "data.bin", "content": "old", "sandbox_id": id})
	dir := filepath.Dir(findFile(t, data, "data.bin"))
	for trial := 1; ; trial++ {
		killed := killAt(t, dir, unix.IN_CREATE, s.cmd.Process)
		ctx, cancel := context.WithTimeout(t.Context(), time.Minute)
		s.cs.CallTool(ctx, &mcp.CallToolParams{Name: "write_file", Arguments: args{"path": "data.bin", "content": content, "sandbox_id": id}})
		cancel()
		<-killed
		s.stop(syscall.SIGKILL)
		if entries, _ := os.ReadDir(dir); len(entries) > 1 {
			break
		}
		if trial == 5 {
			t.Fatalf("five kills at the temporary file's creation came too late to leave it on disk")
		}
		s = serveKept(t, data)
	}

	s = serveKept(t, data)
	list := call[ListFilesOutput](t, s.cs, "list_files", args{"sandbox_id": id})
	if len(list.Entries) != 1 || list.Entries[0].Name != "data.bin" {
		t.Fatalf("list_files after the restart: %+v; want data.bin alone", list.Entries)
	}
	size := list.Entries[0].Size
	if st := call[SandboxInfo](t, s.cs, "get_sandbox_status", args{"sandbox_id": id}); st.WorkspaceBytes != size {
		t.Errorf("the workspace counts %d bytes, want data.bin's %d", st.WorkspaceBytes, size)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("%d entries in the workspace on disk, want data.bin alone", len(entries))
	}
	s.stop(syscall.SIGTERM)
}

// findFile returns the path of the one file called name under dir.
func findFile(t *testing.T, dir, name string) string {
	t.Helper()
	var found []string
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && d.Name() == name {
			found = append(found, p)
		}
		return nil
	})
	if len(found) != 1 {
		t.Fatalf("%d files called %s under %s, want 1", len(found), name, dir)
	}
	return found[0]
}
