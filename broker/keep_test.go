package broker

import (
	"context"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/broker/sessions"
	"github.com/sbx-sandbox/sbx/internal/sbxtest"
)

// TestKeepAcrossRestart stops and starts `sbx serve --http` over one data
// directory: after SIGTERM a sandbox named by its id has its variables and
// files; after SIGKILL it has its files and its next result says
// state_reset; a damaged kernel file is detected and reported, never
// loaded.
func TestKeepAcrossRestart(t *testing.T) {
	data := t.TempDir()
	a := serveKept(t, data)
	id := call[SandboxInfo](t, a.cs, "create_sandbox", args{"provider": "wasm"}).SandboxID
	wantStdout(t, run(t, a.cs, "python", `rows = [{"n": i} for i in range(50_000)]
class Box:
    def __init__(self, v): self.v = v
box = Box("kept")
_ = open("note.txt", "w").write("on disk")`, "sandbox_id", id), "")
	wantStdout(t, run(t, a.cs, "javascript", `let hits = 2; globalThis.more = () => ++hits`, "sandbox_id", id), "[Function (anonymous)]\n")
	a.stop(syscall.SIGTERM)

	b := serveKept(t, data)
	got := run(t, b.cs, "python", `print(len(rows), box.v, open("note.txt").read())`, "sandbox_id", id)
	wantStdout(t, got, "50000 kept on disk\n")
	if got.StateReset {
		t.Errorf("the first run after a clean restart says state_reset")
	}
	wantStdout(t, run(t, b.cs, "javascript", `console.log(more())`, "sandbox_id", id), "3\n")
	b.stop(syscall.SIGKILL)

	c := serveKept(t, data)
	got = call[RunCodeOutput](t, c.cs, "run_code", args{"language": "python", "sandbox_id": id, "code": `print(open("note.txt").read()); print(box.v)`})
	if !got.StateReset || got.Stdout != "on disk\n" || !contains(got.Stderr, "NameError", "stopped without suspending") {
		t.Errorf("after SIGKILL: state_reset %v, stdout %q, stderr %q; want the files, a reset and why", got.StateReset, got.Stdout, got.Stderr)
	}
	wantStdout(t, run(t, c.cs, "python", `box = "again"`, "sandbox_id", id), "")
	c.stop(syscall.SIGTERM)

	kernels, _ := filepath.Glob(filepath.Join(data, id, "kernels", "python*.kernel"))
	if len(kernels) != 1 {
		t.Fatalf("the suspended sandbox's python kernel files: %q", kernels)
	}
	raw, _ := os.ReadFile(kernels[0])
	raw[len(raw)/2] ^= 0xff
	os.WriteFile(kernels[0], raw, 0o600)
	d := serveKept(t, data)
	got = call[RunCodeOutput](t, d.cs, "run_code", args{"language": "python", "sandbox_id": id, "code": `print(box)`})
	if !got.StateReset || !contains(got.Stderr, "damaged", "NameError") {
		t.Errorf("after a damaged kernel file: state_reset %v, stderr %q; want a reset naming the damage", got.StateReset, got.Stderr)
	}
	d.stop(syscall.SIGTERM)
}

// keptServer is a real `sbx serve --http` process over a data directory,
// with the defaults but for the flags given (sandboxes kept, two spares),
// and one MCP connection to it.
type keptServer struct {
	cmd      *exec.Cmd
	cs       *mcp.ClientSession
	endpoint string
	log      *syncBuffer
}

// serveKept starts a keptServer over data.
func serveKept(t *testing.T, data string, flags ...string) keptServer {
	t.Helper()
	cmd := exec.Command(sbxtest.Binary(t), append([]string{"serve", "--http", "127.0.0.1:0", "--insecure-no-auth", "--data-dir", data}, flags...)...)
	endpoint, log, _ := startCmd(t, cmd)
	cs, err := newClient(nil).Connect(context.Background(), &mcp.StreamableClientTransport{Endpoint: endpoint}, nil)
	if err != nil {
		t.Fatalf("connect: %v\n%s", err, log)
	}
	return keptServer{cmd, cs, endpoint, log}
}

// stop sends the server sig and waits for it to end.
func (s keptServer) stop(sig os.Signal) {
	s.cmd.Process.Signal(sig)
	s.cmd.Wait()
	s.cs.Close()
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

// TestRestartKeepsSpares restarts `sbx serve --http` with its defaults,
// two spares included, over sandboxes that began as spares and others:
// after SIGTERM every sandbox comes back with its files in /workspace,
// /tmp and /outputs and its variables; a SIGKILL in the middle of the
// shutdown loses no sandbox and no file, and each variable that does not
// come back is told by state_reset.
func TestRestartKeepsSpares(t *testing.T) {
	data, conf := t.TempDir(), metricsOn(t)
	a := serveKept(t, data, "--config", conf)
	first := keptSandboxes(t, a, data, 4)
	a.stop(syscall.SIGTERM)

	b := serveKept(t, data, "--config", conf)
	for _, id := range first {
		if py, js := comesBack(t, b.cs, id); !py || !js {
			t.Errorf("%s after SIGTERM: its python variable came back: %v, its javascript variable: %v; want both", id, py, js)
		}
	}
	second := keptSandboxes(t, b, data, 4)
	b.cmd.Process.Signal(syscall.SIGTERM)
	waitUntil(t, "the first sandbox suspended", time.Minute, func() bool { return strings.Contains(b.log.String(), `msg="sandbox suspended"`) })
	b.stop(syscall.SIGKILL)

	c := serveKept(t, data)
	for _, id := range append(first, second...) {
		comesBack(t, c.cs, id)
	}
	c.stop(syscall.SIGTERM)
}

// TestKillTellsEachLanguage kills `sbx serve --http` (SIGKILL) over a
// sandbox whose Python and JavaScript hold variables: after the restart
// the first result of each language says state_reset, and the next does
// not.
func TestKillTellsEachLanguage(t *testing.T) {
	data := t.TempDir()
	a := serveKept(t, data, "--config", metricsOn(t))
	id := keptSandboxes(t, a, data, 1)[0]
	a.stop(syscall.SIGKILL)

	b := serveKept(t, data)
	if py, js := comesBack(t, b.cs, id); py || js {
		t.Errorf("after SIGKILL: its python variable came back: %v, its javascript variable: %v; want neither", py, js)
	}
	for _, lang := range []string{"python", "javascript"} {
		if got := run(t, b.cs, lang, "1", "sandbox_id", id); got.StateReset {
			t.Errorf("the second %s result after the restart says state_reset; stderr %q", lang, got.Stderr)
		}
	}
	b.stop(syscall.SIGTERM)
}

// TestForkKeptSandbox forks, as the first call after a restart, a sandbox
// that `sbx serve --http` kept when it stopped (SIGTERM): the fork has its
// files and variables, and so has the source.
func TestForkKeptSandbox(t *testing.T) {
	data := t.TempDir()
	a := serveKept(t, data, "--config", metricsOn(t))
	id := keptSandboxes(t, a, data, 1)[0]
	a.stop(syscall.SIGTERM)

	b := serveKept(t, data)
	fork := call[ForkSandboxOutput](t, b.cs, "fork_sandbox", args{"sandbox_id": id}).SandboxID
	wantStdout(t, run(t, b.cs, "python", `print(open("/workspace/w.txt").read(), open("/tmp/t.txt").read(), v)`, "sandbox_id", fork),
		fmt.Sprintf("%s %s %s\n", id, id, id))
	wantStdout(t, run(t, b.cs, "javascript", `console.log(v)`, "sandbox_id", fork), id+"\n")
	if py, js := comesBack(t, b.cs, id); !py || !js {
		t.Errorf("the source after the fork: its python variable came back: %v, its javascript variable: %v; want both", py, js)
	}
	b.stop(syscall.SIGTERM)
}

// metricsOn writes a configuration that serves /metrics beside /mcp, for
// keptSandboxes to see the spares.
func metricsOn(t *testing.T) string {
	conf := filepath.Join(t.TempDir(), "sbx.toml")
	if err := os.WriteFile(conf, []byte("[server]\nmetrics = true\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	return conf
}

// keptSandboxes waits until server s (serving /metrics) has its two
// spares ready, then creates n sandboxes, the first two of them from the
// spares, and gives each its id in a file in /workspace, /tmp and
// /outputs, and in a variable v in Python and in JavaScript.
func keptSandboxes(t *testing.T, s keptServer, data string, n int) []string {
	t.Helper()
	metrics := strings.TrimSuffix(s.endpoint, "/mcp") + "/metrics"
	waitUntil(t, "two spares ready", time.Minute, func() bool { return sum(scrape(t, metrics), "sbx_spares_ready", nil) == 2 })
	spares := filepath.Join(data, sessions.SparesPrefix+strconv.Itoa(s.cmd.Process.Pid))
	var ids []string
	for i := range n {
		id := call[SandboxInfo](t, s.cs, "create_sandbox", nil).SandboxID
		if _, err := os.Stat(filepath.Join(spares, id)); i < 2 && err != nil {
			t.Fatalf("sandbox %d of %d is not one of the spares: %v", i+1, n, err)
		}
		wantStdout(t, run(t, s.cs, "python", fmt.Sprintf(`v = %q
for p in ("/workspace/w.txt", "/tmp/t.txt"): _ = open(p, "w").write(v)`, id), "sandbox_id", id), "")
		call[PresentOutputOutput](t, s.cs, "present_output", args{"path": "/workspace/w.txt", "sandbox_id": id})
		wantStdout(t, run(t, s.cs, "javascript", fmt.Sprintf("globalThis.v = %q", id), "sandbox_id", id), fmt.Sprintf("'%s'\n", id))
		ids = append(ids, id)
	}
	return ids
}

// comesBack checks sandbox id, made by keptSandboxes, after a restart:
// its three files hold its id, and each language's first result either
// has its variable or says state_reset. It reports which variables came
// back.
func comesBack(t *testing.T, cs *mcp.ClientSession, id string) (py, js bool) {
	t.Helper()
	got := run(t, cs, "python", `print(*[open(p).read() for p in ("/workspace/w.txt", "/tmp/t.txt", "/outputs/w.txt")], globals().get("v"))`,
		"sandbox_id", id)
	files := strings.Repeat(id+" ", 3)
	switch got.Stdout {
	case files + id + "\n":
		py = true
	case files + "None\n":
	default:
		t.Errorf("%s: python says %q, stderr %q; want its three files", id, got.Stdout, got.Stderr)
	}
	if got.StateReset == py {
		t.Errorf("%s: its python variable came back: %v, and state_reset says %v", id, py, got.StateReset)
	}
	got = run(t, cs, "javascript", `console.log(typeof v === "undefined" ? "lost" : v)`, "sandbox_id", id)
	js = got.Stdout == id+"\n"
	if !js && got.Stdout != "lost\n" {
		t.Errorf("%s: javascript says %q, stderr %q", id, got.Stdout, got.Stderr)
	}
	if got.StateReset == js {
		t.Errorf("%s: its javascript variable came back: %v, and state_reset says %v", id, js, got.StateReset)
	}
	return py, js
}
