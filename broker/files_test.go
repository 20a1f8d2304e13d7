package broker

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/hostfs"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// TestFileToolsMounts checks that the file tools reach /tmp and /home/user
// as they reach /workspace, seeing what code in the sandbox sees, under the
// same quota, and that no path crosses out of its mount: not with "..",
// not through a symbolic link, not as a host path.
func TestFileToolsMounts(t *testing.T) {
	lim := wasmrt.DefaultLimits
	lim.Quota = hostfs.Quota{Bytes: 1000, Files: 20}
	b := newBroker(t, Options{Limits: lim})
	cs := connect(t, b, nil)
	id := call[WriteFileOutput](t, cs, "write_file", args{"path": "w.txt", "content": "in the workspace"}).SandboxID
	dir := filepath.Join(b.Options().DataDir, id)

	for _, mount := range []string{"/tmp", "/home/user"} {
		t.Run(mount, func(t *testing.T) {
			p := mount + "/notes/a.txt"
			got := call[WriteFileOutput](t, cs, "write_file", args{"path": p, "content": "from the tool"})
			if got.Path != p {
				t.Errorf("write_file says it wrote %s, want %s", got.Path, p)
			}
			wantStdout(t, run(t, cs, "python", "print(open('"+p+"').read())\n_ = open('"+mount+"/notes/b.txt', 'w').write('from code')"), "from the tool\n")
			if got := call[ReadFileOutput](t, cs, "read_file", args{"path": mount + "/notes/b.txt"}); got.Content != "from code" {
				t.Errorf("read_file of what code wrote: %q", got.Content)
			}
			list := call[ListFilesOutput](t, cs, "list_files", args{"path": mount + "/notes"})
			if len(list.Entries) != 2 || list.Entries[0].Path != p || list.Entries[1].Name != "b.txt" {
				t.Errorf("list_files(%s/notes) = %s %+v", mount, list.Path, list.Entries)
			}
			call[DeleteFileOutput](t, cs, "delete_file", args{"path": mount + "/notes"})
			wantStdout(t, run(t, cs, "python", "import os\nprint(os.listdir('"+mount+"'))"), "[]\n")
			mustContain(t, callErr(t, cs, "write_file", args{"path": mount + "/big", "content": strings.Repeat("x", 2000)}), "quota")
		})
	}

	// Links someone left in the mounts' directories, pointing out of them.
	for link, target := range map[string]string{
		"tmp/etc":       "/etc",
		"tmp/work":      filepath.Join(dir, "workspace"),
		"home/up":       "..",
		"workspace/tmp": filepath.Join(dir, "tmp"),
	} {
		if err := os.Symlink(target, filepath.Join(dir, link)); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		tool string
		args args
		want string
	}{
		{"read_file", args{"path": "/tmp/../etc/passwd"}, "leaves the sandbox"},
		{"read_file", args{"path": "/tmp/../workspace/w.txt"}, "climbs above /tmp"},
		{"read_file", args{"path": "/workspace/../tmp/x"}, "climbs above /workspace"},
		{"write_file", args{"path": "/home/user/../../etc/x", "content": "x"}, "climbs above /home/user"},
		{"list_files", args{"path": "/home/user/.."}, "climbs above /home/user"},
		{"read_file", args{"path": "~/../../etc/passwd"}, "climbs above /home/user"},
		{"read_file", args{"path": "~root/x"}, "no such file"},
		{"delete_file", args{"path": "/tmp/.."}, "climbs above /tmp"},
		{"read_file", args{"path": "/etc/passwd"}, "is outside any of /workspace, /home/user, /tmp"},
		{"write_file", args{"path": "/home/userx/a", "content": "x"}, "is outside"},
		{"read_file", args{"path": "/tmp/etc/passwd"}, "not allowed in the sandbox"},
		{"list_files", args{"path": "/tmp/etc"}, "not allowed in the sandbox"},
		{"write_file", args{"path": "/tmp/work/evil.txt", "content": "x"}, "not allowed in the sandbox"},
		{"read_file", args{"path": "/tmp/work/w.txt"}, "not allowed in the sandbox"},
		{"list_files", args{"path": "/home/user/up"}, "not allowed in the sandbox"},
		{"write_file", args{"path": "/workspace/tmp/x", "content": "x"}, "not allowed in the sandbox"},
		{"delete_file", args{"path": "/tmp"}, "refusing"},
		{"delete_file", args{"path": "/home/user"}, "refusing"},
	} {
		msg := callErr(t, cs, tc.tool, tc.args)
		mustContain(t, msg, tc.want)
		if strings.Contains(msg, b.Options().DataDir) {
			t.Errorf("%s(%v): the message shows a host path: %s", tc.tool, tc.args, msg)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "workspace", "evil.txt")); err == nil {
		t.Error("a write through a link in /tmp landed in the workspace")
	}
	// Host paths: this test's own file, wherever the checkout is, and a
	// file of the sandbox's /tmp on the host, under the data directory.
	hostPath, err := filepath.Abs("files_test.go")
	if err != nil {
		t.Fatal(err)
	}
	for name, p := range map[string]string{"checkout": hostPath, "data dir": filepath.Join(dir, "tmp", "x")} {
		t.Run(name, func(t *testing.T) { hostPathStaysOnHost(t, cs, p) })
	}
}

// hostPathStaysOnHost checks the file tools on a host file named by its
// absolute path: outside the sandbox's mounts the path is refused; under
// one (a host path under /tmp is also a path of the sandbox's /tmp) it
// names the sandbox's own file. Either way the host's file is untouched.
func hostPathStaysOnHost(t *testing.T, cs *mcp.ClientSession, path string) {
	before, errBefore := os.ReadFile(path)
	if inMount := slices.ContainsFunc([]string{"/tmp/", "/workspace/", "/home/user/"}, func(m string) bool {
		return strings.HasPrefix(path, m)
	}); !inMount {
		mustContain(t, callErr(t, cs, "write_file", args{"path": path, "content": "from the tool"}), "is outside")
		mustContain(t, callErr(t, cs, "read_file", args{"path": path}), "is outside")
	} else {
		call[WriteFileOutput](t, cs, "write_file", args{"path": path, "content": "from the tool"})
		if got := call[ReadFileOutput](t, cs, "read_file", args{"path": path}); got.Content != "from the tool" {
			t.Errorf("read_file(%s) = %q, want the sandbox's file, \"from the tool\"", path, got.Content)
		}
		call[DeleteFileOutput](t, cs, "delete_file", args{"path": path})
	}
	after, errAfter := os.ReadFile(path)
	if !bytes.Equal(before, after) || (errBefore == nil) != (errAfter == nil) {
		t.Errorf("the file tools changed the host's %s", path)
	}
}

// TestForkHome checks that fork_sandbox copies a sandbox's own home, and
// that from then on each home is its own, through code and the file tools.
func TestForkHome(t *testing.T) {
	cs := connect(t, newBroker(t, Options{}), nil)
	src := call[WriteFileOutput](t, cs, "write_file", args{"path": "/home/user/.toolrc", "content": "colour=1"}).SandboxID
	fork := call[ForkSandboxOutput](t, cs, "fork_sandbox", args{"sandbox_id": src}).SandboxID
	wantStdout(t, run(t, cs, "python", "import os\nprint(open(os.path.expanduser('~/.toolrc')).read())\n_ = open('/home/user/.toolrc', 'w').write('colour=2')",
		"sandbox_id", fork), "colour=1\n")
	for id, want := range map[string]string{src: "colour=1", fork: "colour=2"} {
		if got := call[ReadFileOutput](t, cs, "read_file", args{"path": "~/.toolrc", "sandbox_id": id}); got.Content != want || got.Path != "/home/user/.toolrc" {
			t.Errorf("%s's ~/.toolrc: %s %q, want /home/user/.toolrc %q", id, got.Path, got.Content, want)
		}
	}
}

// TestLongFileNames writes and presents files whose names take up to the
// whole 255 bytes a name may have, in /workspace, /tmp and /outputs, and
// refuses a name of 256 bytes, saying the limit.
func TestLongFileNames(t *testing.T) {
	cs := connect(t, newBroker(t, Options{}), nil)
	for _, n := range []int{236, 237, 250, 255} {
		name := strings.Repeat("n", n-4) + ".txt"
		t.Run(strconv.Itoa(n), func(t *testing.T) {
			for _, dir := range []string{"/workspace/", "/tmp/"} {
				call[WriteFileOutput](t, cs, "write_file", args{"path": dir + name, "content": dir})
			}
			if out := call[PresentOutputOutput](t, cs, "present_output", args{"path": name}); out.Name != name {
				t.Errorf("present_output named the output %q, want %q", out.Name, name)
			}
			wantStdout(t, run(t, cs, "python", fmt.Sprintf("print(*[open(d + %q).read() for d in ('/workspace/', '/tmp/', '/outputs/')])", name)),
				"/workspace/ /tmp/ /workspace/\n")
		})
	}
	mustContain(t, callErr(t, cs, "write_file", args{"path": strings.Repeat("n", 256), "content": "x"}), "256 bytes, the limit is 255")
}
