package broker

import (
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/sbx-sandbox/sbx/broker/sessions"
)

func TestSpares(t *testing.T) {
	dir := t.TempDir()
	b := newBroker(t, Options{DataDir: dir, Spares: 2})
	waitSpares(t, b, 2)
	cs := connect(t, b, nil)
	sb := call[SandboxInfo](t, cs, "create_sandbox", args{})
	// The spare's kernels are running: state and files behave as in any sandbox.
	run(t, cs, "python", "x = 41", "sandbox_id", sb.SandboxID)
	wantStdout(t, run(t, cs, "python", "print(x + 1)", "sandbox_id", sb.SandboxID), "42\n")
	wantStdout(t, run(t, cs, "javascript", "console.log(typeof x)", "sandbox_id", sb.SandboxID), "undefined\n")
	// Taking one makes another.
	waitSpares(t, b, 2)
	spareDirs, _ := filepath.Glob(filepath.Join(dir, sessions.SparesPrefix+"*", sessions.IDPrefix+"*"))
	if len(spareDirs) != 3 {
		t.Errorf("%d sandbox directories under the spares, want 3 (two spares and the one taken): %v", len(spareDirs), spareDirs)
	}
	call[DestroySandboxOutput](t, cs, "destroy_sandbox", args{"sandbox_id": sb.SandboxID})
	b.Close()
	if left, _ := filepath.Glob(filepath.Join(dir, sessions.SparesPrefix+"*")); len(left) != 0 {
		t.Errorf("spares left after Close: %v", left)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Errorf("data dir not empty after Close: %s", strings.Join(names, ", "))
	}
}

// TestSparesForUsers checks that identified users get spares too, each
// with their own home bound when it is taken.
func TestSparesForUsers(t *testing.T) {
	dir, homes := t.TempDir(), t.TempDir()
	b := newBroker(t, Options{DataDir: dir, Auth: testAuth(), HomeDir: homes, Spares: 2})
	waitSpares(t, b, 2)
	srv := httptest.NewServer(b.Handler())
	t.Cleanup(srv.Close)
	alice := httpConnect(t, srv.URL, bearer(aliceToken))
	bob := httpConnect(t, srv.URL, bearer(bobToken))
	a := call[SandboxInfo](t, alice, "create_sandbox", args{})
	wantStdout(t, run(t, alice, "python", "open('/home/user/notes.txt', 'w').write('alice')\nprint(open('/home/user/notes.txt').read())", "sandbox_id", a.SandboxID), "alice\n")
	bo := call[SandboxInfo](t, bob, "create_sandbox", args{})
	wantStdout(t, run(t, bob, "javascript", "console.log(require('fs').readdirSync('/home/user').length)", "sandbox_id", bo.SandboxID), "0\n")
	if taken, _ := filepath.Glob(filepath.Join(dir, sessions.SparesPrefix+"*", sessions.IDPrefix+"*")); len(taken) < 2 {
		t.Errorf("%d sandbox directories under the spares, want both users' sandboxes there: %v", len(taken), taken)
	}
	if got, err := os.ReadFile(filepath.Join(homes, "alice", "notes.txt")); err != nil || string(got) != "alice" {
		t.Errorf("alice's home on the server: %q, %v", got, err)
	}
	if entries, _ := os.ReadDir(filepath.Join(homes, "bob")); len(entries) != 0 {
		t.Errorf("bob's home holds %d entries, want none", len(entries))
	}
}

// waitSpares waits until b holds n spare sandboxes.
func waitSpares(t testing.TB, b *Broker, n int) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for b.sessions.Spares() < n {
		if time.Now().After(deadline) {
			t.Fatalf("%d spares after 20 s, want %d", b.sessions.Spares(), n)
		}
		time.Sleep(10 * time.Millisecond)
	}
}
