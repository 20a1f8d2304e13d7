package broker

import (
	"net/http/httptest"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/internal/sbxtest"
)

// waitOSSpares waits until b's os provider has n spares ready.
func waitOSSpares(t testing.TB, b *Broker, n int) {
	t.Helper()
	for deadline := time.Now().Add(60 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		if st, _ := b.sessions.OSSpares(); st.Ready >= n {
			return
		}
		if time.Now().After(deadline) {
			st, _ := b.sessions.OSSpares()
			t.Fatalf("%d os spares after 60 s, want %d", st.Ready, n)
		}
	}
}

// kernelAgeIn runs sbxtest.KernelAgeCell in sandbox id ("" for the
// default sandbox), after the imports given.
func kernelAgeIn(t *testing.T, cs *mcp.ClientSession, id, imports string) (time.Duration, bool) {
	t.Helper()
	a := []any{"timeout_seconds", 30}
	if id != "" {
		a = append(a, "sandbox_id", id)
	}
	got := run(t, cs, "python", imports+sbxtest.KernelAgeCell, a...)
	if got.ExitCode != 0 || got.Isolation != "namespace" {
		t.Fatalf("kernel age: %+v", got)
	}
	return sbxtest.KernelAge(t, got.Stdout)
}

// A new os sandbox is served by a spare made ahead for its user: its
// Python kernel started before the sandbox was asked for, with pandas
// imported, and it holds nothing of the user's sandbox before it. A spare
// made for one user is never another's: bob's first os sandbox starts
// its own kernel, and does not see alice's home.
func TestOSSparesThroughMCP(t *testing.T) {
	needOS(t)
	b := newBroker(t, Options{Auth: testAuth(), HomeDir: t.TempDir(), OSSpares: 2, OSSpareMemory: 1 << 30})
	srv := httptest.NewServer(b.Handler())
	t.Cleanup(srv.Close)
	alice := httpConnect(t, srv.URL, bearer(aliceToken))
	bob := httpConnect(t, srv.URL, bearer(bobToken))

	call[WriteFileOutput](t, alice, "write_file", args{"path": "/home/user/notes.txt", "content": "alice's"})
	first := call[SandboxInfo](t, alice, "create_sandbox", args{"provider": "os"}).SandboxID
	wantStdout(t, run(t, alice, "python", "secret = 42\n_ = open('/workspace/left.txt', 'w').write('x')\n_ = open('/tmp/left.txt', 'w').write('x')",
		"sandbox_id", first, "timeout_seconds", 30), "")
	waitOSSpares(t, b, 1)
	time.Sleep(time.Second)

	asked := time.Now()
	second := call[SandboxInfo](t, alice, "create_sandbox", args{"provider": "os"}).SandboxID
	age, pandas := kernelAgeIn(t, alice, second, "")
	if age < time.Since(asked) || !pandas {
		t.Fatalf("alice's second os sandbox has a kernel %v old (asked for %v ago), pandas imported: %v; want the spare's", age, time.Since(asked), pandas)
	}
	wantStdout(t, run(t, alice, "python", "import os\nprint(sorted(os.listdir('/workspace')), os.path.exists('/tmp/left.txt'), 'secret' in globals(), open(os.path.expanduser('~/notes.txt')).read())",
		"sandbox_id", second), "['.venv'] False False alice's\n")

	waitOSSpares(t, b, 1)
	asked = time.Now()
	theirs := call[SandboxInfo](t, bob, "create_sandbox", args{"provider": "os"}).SandboxID
	if age, _ := kernelAgeIn(t, bob, theirs, ""); age > time.Since(asked) {
		t.Fatalf("bob's os sandbox has a kernel %v old, asked for %v ago: alice's spare", age, time.Since(asked))
	}
	wantStdout(t, run(t, bob, "python", "import os\nprint(os.listdir(os.path.expanduser('~')))", "sandbox_id", theirs), "[]\n")
}

// On a server with one user, an auto sandbox whose Python moves to the os
// provider finds a spare made for it when it was created; with a memory
// budget that no spare fits, none is kept and the move starts a kernel.
func TestOSSparesEscalation(t *testing.T) {
	needOS(t)
	for _, tc := range []struct {
		name   string
		budget int64
		spare  bool
	}{{"spare", 1 << 30, true}, {"over budget", 1 << 20, false}} {
		t.Run(tc.name, func(t *testing.T) {
			b := newBroker(t, Options{OSSpares: 2, OSSpareMemory: tc.budget})
			cs := connect(t, b, nil)
			wantStdout(t, run(t, cs, "python", "print(1)"), "1\n")
			if tc.spare {
				waitOSSpares(t, b, 1)
			} else {
				time.Sleep(3 * time.Second) // time to make one, and find it too big
			}
			time.Sleep(time.Second)
			asked := time.Now()
			age, _ := kernelAgeIn(t, cs, "", "import pandas\n")
			if spare := age > time.Since(asked); spare != tc.spare {
				t.Fatalf("the kernel the sandbox moved to is %v old, asked for %v ago; want a spare: %v", age, time.Since(asked), tc.spare)
			}
			if st, _ := b.sessions.OSSpares(); st.Memory > st.Budget {
				t.Fatalf("os spares %+v: over budget", st)
			}
		})
	}
}
