package broker

import (
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestHomes checks that a user's /home/user outlives destroy_sandbox,
// idle reaping and the broker itself, and that nobody else sees it.
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
	got := run(t, anonymous, "python", "import os\nprint(os.listdir('/home/user'))\nopen('/home/user/x', 'w')")
	if got.Stdout != "[]\n" || got.ExitCode == 0 {
		t.Errorf("anonymous /home/user: %+v; want it empty, and no file created", got)
	}

	// a new server over the same directories
	again := httpConnect(t, serve(), bearer(aliceToken))
	wantStdout(t, run(t, again, "python", "print(open('/home/user/notes.txt').read())"), "kept\n")
}
