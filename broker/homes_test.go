package broker

import (
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestHomes checks that a user's /home/user outlives destroy_sandbox,
// idle reaping and the broker itself, and that nobody else sees it: an
// anonymous connection's sandboxes have homes of their own, which end
// with them.
func TestHomes(t *testing.T) {
	homes := t.TempDir()
	opts := Options{Auth: testAuth(), HomeDir: homes, IdleTimeout: 300 * time.Millisecond}
	serve := func() string {
		b := newBroker(t, opts)
		srv := httptest.NewServer(b.Handler())
		t.Cleanup(srv.Close)
		return srv.URL
	}
	url := serve()
	alice := httpConnect(t, url, bearer(aliceToken))
	wantStdout(t, run(t, alice, "python", "open('/home/user/notes.txt', 'w').write('kept')\nprint(open('/home/user/notes.txt').read())"), "kept\n")
	if got, err := os.ReadFile(filepath.Join(homes, "alice", "notes.txt")); err != nil || string(got) != "kept" {
		t.Fatalf("alice's home on the server: %q, %v", got, err)
	}

	call[DestroySandboxOutput](t, alice, "destroy_sandbox", nil)
	wantStdout(t, run(t, alice, "javascript", "console.log(require('fs').readFileSync('/home/user/notes.txt', 'utf8'))"), "kept\n")

	time.Sleep(time.Second) // the default sandbox is reaped as idle
	wantStdout(t, call[RunCommandOutput](t, alice, "run_command", args{"command": "python -c \"print(open('/home/user/notes.txt').read())\""}).RunCodeOutput, "kept\n")

	bob := httpConnect(t, url, bearer(bobToken))
	wantStdout(t, run(t, bob, "python", "import os\nprint(os.listdir('/home/user'))"), "[]\n")

	anonymous := connect(t, newBroker(t, Options{HomeDir: homes}), nil)
	wantStdout(t, run(t, anonymous, "python", "import os\nprint(os.listdir('/home/user'))\n_ = open(os.path.expanduser('~/.x'), 'w').write('x')"), "[]\n")
	wantStdout(t, run(t, anonymous, "python", "import os\nprint(os.listdir('/home/user'))"), "['.x']\n")
	call[DestroySandboxOutput](t, anonymous, "destroy_sandbox", nil)
	wantStdout(t, run(t, anonymous, "python", "import os\nprint(os.listdir('/home/user'))"), "[]\n")
	if entries, _ := os.ReadDir(homes); len(entries) != 2 {
		t.Errorf("the homes directory holds %d entries, want alice's and bob's", len(entries))
	}

	// a new server over the same directories
	again := httpConnect(t, serve(), bearer(aliceToken))
	wantStdout(t, run(t, again, "python", "print(open('/home/user/notes.txt').read())"), "kept\n")
}

// TestFileToolsInHome checks that the file tools reach a user's home and
// stay inside it, and that a sandbox without one has a home of its own.
func TestFileToolsInHome(t *testing.T) {
	homes := t.TempDir()
	b := newBroker(t, Options{Auth: testAuth(), HomeDir: homes})
	srv := httptest.NewServer(b.Handler())
	t.Cleanup(srv.Close)
	alice := httpConnect(t, srv.URL, bearer(aliceToken))

	w := call[WriteFileOutput](t, alice, "write_file", args{"path": "/home/user/notes/a.txt", "content": "kept"})
	if w.Path != "/home/user/notes/a.txt" {
		t.Errorf("write_file path %q", w.Path)
	}
	if got, err := os.ReadFile(filepath.Join(homes, "alice", "notes", "a.txt")); err != nil || string(got) != "kept" {
		t.Errorf("alice's home on the server: %q, %v", got, err)
	}
	wantStdout(t, run(t, alice, "python", "print(open('/home/user/notes/a.txt').read())"), "kept\n")
	if r := call[ReadFileOutput](t, alice, "read_file", args{"path": "/home/user/notes/a.txt"}); r.Content != "kept" {
		t.Errorf("read_file: %+v", r)
	}
	l := call[ListFilesOutput](t, alice, "list_files", args{"path": "/home/user"})
	if l.Path != "/home/user" || len(l.Entries) != 1 || l.Entries[0].Path != "/home/user/notes" || l.Entries[0].Type != "directory" {
		t.Errorf("list_files /home/user: %+v", l)
	}
	call[DeleteFileOutput](t, alice, "delete_file", args{"path": "/home/user/notes"})
	if _, err := os.Stat(filepath.Join(homes, "alice", "notes")); !os.IsNotExist(err) {
		t.Errorf("notes still in alice's home after delete_file: %v", err)
	}

	for _, tc := range []struct {
		tool string
		a    args
		want string
	}{
		{"write_file", args{"path": "/home/user/../alice.txt", "content": "x"}, "climbs above /home/user"},
		{"read_file", args{"path": "/home/user/../../etc/passwd"}, "climbs above /home/user"},
		{"read_file", args{"path": "/home/username/x"}, "is outside any of /workspace, /home/user, /tmp"},
		{"read_file", args{"path": "/home/user/missing.txt"}, "in /home/user"},
		{"delete_file", args{"path": "/home/user"}, "refusing to remove"},
	} {
		mustContain(t, callErr(t, alice, tc.tool, tc.a), tc.want)
	}
	anonymous := connect(t, newBroker(t, Options{HomeDir: homes}), nil)
	call[WriteFileOutput](t, anonymous, "write_file", args{"path": "/home/user/x", "content": "x"})
	if _, err := os.Stat(filepath.Join(homes, "x")); err == nil {
		t.Error("an anonymous write_file to /home/user landed in the homes directory")
	}
}
