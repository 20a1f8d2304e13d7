package broker

import (
	"context"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/internal/sbxtest"
)

// TestKeepAcrossRestart stops and starts `sbx serve --http` over one data
// directory: after SIGTERM a sandbox named by its id has its variables and
// files; after SIGKILL it has its files and its next result says
// state_reset; a damaged kernel file is detected and reported, never
// loaded.
func TestKeepAcrossRestart(t *testing.T) {
	bin := sbxtest.Binary(t)
	data := t.TempDir()
	type server struct {
		cmd *exec.Cmd
		cs  *mcp.ClientSession
	}
	start := func() server {
		t.Helper()
		cmd := exec.Command(bin, "serve", "--http", "127.0.0.1:0", "--insecure-no-auth", "--data-dir", data)
		endpoint, log, _ := startCmd(t, cmd)
		cs, err := newClient(nil).Connect(context.Background(), &mcp.StreamableClientTransport{Endpoint: endpoint}, nil)
		if err != nil {
			t.Fatalf("connect: %v\n%s", err, log)
		}
		return server{cmd, cs}
	}
	stop := func(s server, sig os.Signal) {
		t.Helper()
		s.cmd.Process.Signal(sig)
		s.cmd.Wait()
		s.cs.Close()
	}

	a := start()
	id := call[SandboxInfo](t, a.cs, "create_sandbox", args{"provider": "wasm"}).SandboxID
	wantStdout(t, run(t, a.cs, "python", `rows = [{"n": i} for i in range(50_000)]
class Box:
    def __init__(self, v): self.v = v
box = Box("kept")
_ = open("note.txt", "w").write("on disk")`, "sandbox_id", id), "")
	wantStdout(t, run(t, a.cs, "javascript", `let hits = 2; globalThis.more = () => ++hits`, "sandbox_id", id), "")
	stop(a, syscall.SIGTERM)

	b := start()
	got := run(t, b.cs, "python", `print(len(rows), box.v, open("note.txt").read())`, "sandbox_id", id)
	wantStdout(t, got, "50000 kept on disk\n")
	if got.StateReset {
		t.Errorf("the first run after a clean restart says state_reset")
	}
	wantStdout(t, run(t, b.cs, "javascript", `console.log(more())`, "sandbox_id", id), "3\n")
	stop(b, syscall.SIGKILL)

	c := start()
	got = call[RunCodeOutput](t, c.cs, "run_code", args{"language": "python", "sandbox_id": id, "code": `print(open("note.txt").read()); print(box.v)`})
	if !got.StateReset || got.Stdout != "on disk\n" || !contains(got.Stderr, "NameError", "stopped without suspending") {
		t.Errorf("after SIGKILL: state_reset %v, stdout %q, stderr %q; want the files, a reset and why", got.StateReset, got.Stdout, got.Stderr)
	}
	wantStdout(t, run(t, c.cs, "python", `box = "again"`, "sandbox_id", id), "")
	stop(c, syscall.SIGTERM)

	kernels, _ := filepath.Glob(filepath.Join(data, id, "kernels", "python*.kernel"))
	if len(kernels) != 1 {
		t.Fatalf("the suspended sandbox's python kernel files: %q", kernels)
	}
	raw, _ := os.ReadFile(kernels[0])
	raw[len(raw)/2] ^= 0xff
	os.WriteFile(kernels[0], raw, 0o600)
	d := start()
	got = call[RunCodeOutput](t, d.cs, "run_code", args{"language": "python", "sandbox_id": id, "code": `print(box)`})
	if !got.StateReset || !contains(got.Stderr, "damaged", "NameError") {
		t.Errorf("after a damaged kernel file: state_reset %v, stderr %q; want a reset naming the damage", got.StateReset, got.Stderr)
	}
	stop(d, syscall.SIGTERM)
}

// contains reports whether s holds every part.
func contains(s string, parts ...string) bool {
	for _, p := range parts {
		if !strings.Contains(s, p) {
			return false
		}
	}
	return true
}

// TestKeptSandboxIsItsOwners checks that a sandbox kept by a server that
// stopped is taken back by its owner only: another user naming its id
// finds nothing, and its files stay untouched.
func TestKeptSandboxIsItsOwners(t *testing.T) {
	data := t.TempDir()
	serve := func() (*httptest.Server, *Broker) {
		b, err := New(runtimeFor(t), Options{Auth: testAuth(), DataDir: data, Keep: true})
		if err != nil {
			t.Fatal(err)
		}
		srv := httptest.NewServer(b.Handler())
		t.Cleanup(func() { b.Close(); srv.CloseClientConnections(); srv.Close() })
		return srv, b
	}
	first, b := serve()
	alice := httpConnect(t, first.URL, bearer(aliceToken))
	id := call[SandboxInfo](t, alice, "create_sandbox", nil).SandboxID
	wantStdout(t, run(t, alice, "python", "secret = 'alice only'", "sandbox_id", id), "")
	b.Close() // as the server stops: before its connections close

	second, _ := serve()
	bob := httpConnect(t, second.URL, bearer(bobToken))
	mustContain(t, callErr(t, bob, "run_code", args{"language": "python", "code": "print(secret)", "sandbox_id": id}), "not found")
	alice = httpConnect(t, second.URL, bearer(aliceToken))
	wantStdout(t, run(t, alice, "python", "print(secret)", "sandbox_id", id), "alice only\n")
}
