package docker

import (
	"archive/tar"
	"bytes"
	"context"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/sbx-sandbox/sbx/fallback"
	"github.com/sbx-sandbox/sbx/fallback/internal/tiertest"
)

// usage counts what dir holds: the bytes of its regular files and its
// names (files, directories, links).
func usage(t *testing.T, dir string) (bytes, names int64) {
	t.Helper()
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || p == dir {
			return err
		}
		names++
		if d.Type().IsRegular() {
			info, err := d.Info()
			if err != nil {
				return err
			}
			bytes += info.Size()
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return bytes, names
}

// TestDockerQuota writes far past a 64 MiB, 10,000-file quota in a
// sandbox, as a hostile tenant filling the host's disk would: the writes
// fail in the container (bytes under both runtimes; files under runc:
// gVisor's tmpfs does not bound inodes), and the host's workspace holds at
// most the quota, what was left out named.
func TestDockerQuota(t *testing.T) {
	const quotaBytes, quotaFiles = 64 << 20, 10_000
	for _, runtime := range []string{"runc", "runsc"} {
		t.Run(runtime, func(t *testing.T) {
			d := dockerFor(t, runtime)
			id, ws := tiertest.Sandbox(t, d, fallback.Limits{WorkspaceBytes: quotaBytes, WorkspaceFiles: quotaFiles})
			res, err := d.Exec(context.Background(), id, fallback.ExecRequest{Timeout: 30 * time.Second, Command: `dd if=/dev/zero of=big bs=1M count=300 2>&1
python3 -c '
import errno, os
os.mkdir("many")
for i in range(12000):
    try:
        open("many/f%d" % i, "w").close()
    except OSError as e:
        print("files:", errno.errorcode[e.errno])
        break
else:
    print("files: 12000")
'`})
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("in the sandbox: %s%s", res.Stdout, res.Stderr)
			if !strings.Contains(res.Stdout, "No space left on device") {
				t.Errorf("dd of 300 MiB: %q, want it to fail with ENOSPC", res.Stdout)
			}
			if runtime == "runc" && !strings.Contains(res.Stdout, "files: ENOSPC") {
				t.Errorf("12,000 files: %q, want ENOSPC", res.Stdout)
			}
			bytes, names := usage(t, ws)
			if bytes > quotaBytes || names > quotaFiles {
				t.Errorf("the host's workspace holds %d bytes in %d names, over the quota of %d bytes in %d files", bytes, names, quotaBytes, quotaFiles)
			}
			if strings.Contains(res.Stdout, "files: 12000") && !strings.Contains(res.Stderr, "not saved, as the quota") {
				t.Errorf("what was left out is not named: %q", res.Stderr)
			}
			if strings.Contains(res.Stderr, ws) {
				t.Errorf("a note shows the host's path: %q", res.Stderr)
			}
		})
	}
}

// TestDockerFilesBothWays moves files between the host's directories and
// a container's tmpfs both ways: new files in subdirectories, changes,
// deletions, a directory replaced by a file, the sandbox's own home, and
// what a background job wrote, saved at the next call's end.
func TestDockerFilesBothWays(t *testing.T) {
	for _, runtime := range []string{"runc", "runsc"} {
		t.Run(runtime, func(t *testing.T) {
			d := dockerFor(t, runtime)
			ctx := context.Background()
			ws, home := t.TempDir(), t.TempDir()
			id, err := d.Create(ctx, fallback.Spec{Workspace: ws, Home: home})
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { d.Destroy(ctx, id) })
			write := func(dir, name, text string) {
				t.Helper()
				os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755)
				if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			read := func(dir, name string) string {
				b, err := os.ReadFile(filepath.Join(dir, name))
				if err != nil {
					return "<" + err.Error() + ">"
				}
				return string(b)
			}
			exec := func(command string) string {
				t.Helper()
				return tiertest.MustExec(t, d, id, command).Stdout
			}

			// Host to container.
			write(ws, "top.txt", "top\n")
			write(ws, "a/b/c.txt", "deep\n")
			write(ws, "a/keep.txt", "keep\n")
			write(ws, "gone/x.txt", "x\n")
			write(ws, "swap/inner.txt", "inner\n")
			write(home, ".config/tool.ini", "k=v\n")
			if got := exec(`cat top.txt a/b/c.txt a/keep.txt gone/x.txt swap/inner.txt ~/.config/tool.ini`); got != "top\ndeep\nkeep\nx\ninner\nk=v\n" {
				t.Fatalf("the host's files read in the container as %q", got)
			}
			os.Remove(filepath.Join(ws, "top.txt"))
			os.RemoveAll(filepath.Join(ws, "gone"))
			os.RemoveAll(filepath.Join(ws, "swap"))
			write(ws, "swap", "now a file\n")
			write(ws, "a/b/c.txt", "changed\n")
			if got := exec(`ls top.txt gone 2>&1 | wc -l; cat swap a/b/c.txt`); got != "2\nnow a file\nchanged\n" {
				t.Fatalf("after the host removed and changed files, the container shows %q", got)
			}

			// Container to host.
			exec(`mkdir -p x/y && echo made > x/y/z.txt && rm a/keep.txt && rm -r a/b && echo more >> swap && echo mine > ~/note.txt && ln -s x/y/z.txt link`)
			for name, want := range map[string]string{"x/y/z.txt": "made\n", "swap": "now a file\nmore\n", "link": "made\n"} {
				if got := read(ws, name); got != want {
					t.Errorf("the host's %s = %q, want %q", name, got, want)
				}
			}
			if got := read(home, "note.txt"); got != "mine\n" {
				t.Errorf("the host's home note.txt = %q", got)
			}
			for _, name := range []string{"a/keep.txt", "a/b"} {
				if _, err := os.Lstat(filepath.Join(ws, name)); !os.IsNotExist(err) {
					t.Errorf("%s removed in the container is still on the host (%v)", name, err)
				}
			}

			// A background job's file reaches the host at the next call's end.
			res, err := d.Exec(ctx, id, fallback.ExecRequest{Background: true, Command: `nohup sh -c 'sleep 1; echo late > bg.txt' >/dev/null 2>&1 &`})
			if err != nil || res.ExitCode != 0 {
				t.Fatalf("%+v %v", res, err)
			}
			time.Sleep(2 * time.Second)
			exec("true")
			if got := read(ws, "bg.txt"); got != "late\n" {
				t.Errorf("the background job's bg.txt on the host = %q", got)
			}
		})
	}
}

// TestDockerHostileFiles leaves what a hostile sandbox would in its
// workspace: links out of it, a FIFO, a file through a link. The call
// ends in time, the links stay links on the host (nothing is written
// through them), the FIFO is not copied, and the WebAssembly tier's next
// write goes in.
func TestDockerHostileFiles(t *testing.T) {
	d := dockerFor(t, "runc")
	id, ws := tiertest.Sandbox(t, d, fallback.Limits{})
	outside := t.TempDir()
	start := time.Now()
	tiertest.MustExec(t, d, id, `ln -s / root && ln -s `+outside+` out && ln -s ../../.. up && mkfifo pipe && mkdir -p out2 && echo x > root/tmp/through && echo y > up/tmp/through2`)
	if took := time.Since(start); took > 20*time.Second {
		t.Fatalf("the call took %v", took)
	}
	for name, target := range map[string]string{"root": "/", "out": outside, "up": "../../.."} {
		if got, err := os.Readlink(filepath.Join(ws, name)); err != nil || got != target {
			t.Errorf("host %s: link to %q, %v; want a link to %q", name, got, err, target)
		}
	}
	if _, err := os.Lstat(filepath.Join(ws, "pipe")); !os.IsNotExist(err) {
		t.Errorf("the FIFO reached the host: %v", err)
	}
	if entries, _ := os.ReadDir(outside); len(entries) != 0 {
		t.Errorf("sbx wrote outside the workspace: %v", entries)
	}
	// Files from the host still go in past the links.
	os.WriteFile(filepath.Join(ws, "after.txt"), []byte("after\n"), 0o644)
	if got := tiertest.MustExec(t, d, id, `cat after.txt; test -p pipe && echo fifo`).Stdout; got != "after\nfifo\n" {
		t.Errorf("the next call shows %q", got)
	}
}

// TestSyncOutHostile feeds syncOut listings and archives a hostile
// sandbox could forge (its processes run as the user of the exec that
// lists and archives): it refuses them or leaves out what is not
// asked for, never writes outside the workspace, and never hangs.
func TestSyncOutHostile(t *testing.T) {
	type member struct {
		name, link string
		flag       byte
		size       int64
	}
	archive := func(members ...member) string {
		var buf bytes.Buffer
		tw := tar.NewWriter(&buf)
		for _, m := range members {
			tw.WriteHeader(&tar.Header{Name: m.name, Linkname: m.link, Typeflag: m.flag, Size: m.size, Mode: 0o644})
			tw.Write(make([]byte, m.size))
		}
		tw.Close()
		return buf.String()
	}
	outside := t.TempDir()
	for _, tc := range []struct {
		name    string
		listing string
		archive string
		want    string // in the error or the notes
	}{
		{"path out of the workspace", "f 644 1 1.0 1 1 /workspace/../escape\x00end 0\x00", "", "not one sbx reads"},
		{"absolute path elsewhere", "f 644 1 1.0 1 1 /etc/passwd\x00end 0\x00", "", "not one sbx reads"},
		{"line without end", strings.Repeat("x", 10000), "", "not one sbx reads"},
		{"no end", "f 644 1 1.0 1 1 /workspace/a\x00", "", "not one sbx reads"},
		{"file through a link out",
			"l 777 1 1.0 1 1 /workspace/l\x00f 644 5 1.0 2 1 /workspace/l/x\x00end 0\x00",
			archive(member{name: "workspace/l", link: outside, flag: tar.TypeSymlink}, member{name: "workspace/l/x", flag: tar.TypeReg, size: 5}),
			"not saved: /workspace/l/x"},
		{"hard link", "f 644 5 1.0 1 1 /workspace/h\x00end 0\x00", archive(member{name: "workspace/h", link: "/etc/passwd", flag: tar.TypeLink}), "not asked for"},
		{"device", "f 644 0 1.0 1 1 /workspace/dev\x00end 0\x00", archive(member{name: "workspace/dev", flag: tar.TypeChar}), "not asked for"},
		{"member not asked for", "f 644 1 1.0 1 1 /workspace/a\x00end 0\x00", archive(member{name: "workspace/../a", flag: tar.TypeReg, size: 1}), "not asked for"},
		{"grows past the quota", "f 644 1 1.0 1 1 /workspace/a\x00end 0\x00", archive(member{name: "workspace/a", flag: tar.TypeReg, size: 2 << 20}), "grew past the quota"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ws := t.TempDir()
			s, err := newStore(1<<20, 100, "/workspace", ws)
			if err != nil {
				t.Fatal(err)
			}
			defer s.close()
			run := func(ctx context.Context, argv []string, write func(io.Writer) error, read func(io.Reader) error) (int, string, error) {
				go write(io.Discard)
				return 0, "", read(strings.NewReader(tc.listing + tc.archive))
			}
			notes, err := s.syncOut(context.Background(), run)
			if got := fmt.Sprint(notes, err); !strings.Contains(got, tc.want) {
				t.Errorf("got %s, want %q in it", got, tc.want)
			}
			if entries, _ := os.ReadDir(outside); len(entries) != 0 {
				t.Errorf("written outside the workspace: %v", entries)
			}
			if _, err := os.Lstat(filepath.Join(filepath.Dir(ws), "escape")); err == nil {
				t.Error("written beside the workspace")
			}
		})
	}
}
