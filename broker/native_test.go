package broker

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/fallback/tiers"
	"github.com/sbx-sandbox/sbx/internal/sbxtest"
)

// needDocker skips a test when no Docker provider works here, or fails it
// when SBX_REQUIRE_ENGINES is set (as in CI).
// onDocker keeps auto sandboxes' native runs on Docker: a server with one
// user would try the os provider first.
var onDocker = Policy{Providers: []string{"wasm", "docker", "auto"}}

func needDocker(t *testing.T) {
	t.Helper()
	_, caps, err := tiers.Open(context.Background(), "docker")
	if err == nil && caps.Available {
		return
	}
	msg := "docker is not usable here (sandbox-image/engines.sh installs and starts it): "
	if err != nil {
		msg += err.Error()
	}
	sbxtest.SkipEngine(t, msg)
}

func TestAutoEscalation(t *testing.T) {
	needDocker(t)
	cs := connect(t, newBroker(t, Options{Policy: onDocker}), nil)
	// WebAssembly has no scipy: the run moves to Docker and says so.
	out := run(t, cs, "python", "import scipy.special as sp, pandas as pd\nprint(int(sp.comb(3, 1)))", "timeout_seconds", 30)
	wantStdout(t, out, "3\n")
	if !strings.HasPrefix(out.Isolation, "container") || !strings.Contains(out.Stderr, "no module \"scipy\"") {
		t.Errorf("isolation %q stderr %q; want a container and a note on the move", out.Isolation, out.Stderr)
	}
	// State persists across native calls, and files land in /workspace.
	run(t, cs, "python", "df = pd.DataFrame({'x': range(5)})\ndf.to_csv('/workspace/native.csv', index=False)", "timeout_seconds", 30)
	wantStdout(t, run(t, cs, "python", "print(int(df.x.sum()))", "timeout_seconds", 30), "10\n")
	present := call[PresentOutputOutput](t, cs, "present_output", args{"path": "native.csv"})
	if present.Size == 0 {
		t.Errorf("present_output of a natively written file: %+v", present)
	}
	// JavaScript stays in WebAssembly.
	if js := run(t, cs, "javascript", "console.log(1)"); js.Isolation != "wasm" {
		t.Errorf("javascript isolation %q, want wasm", js.Isolation)
	}
	// A shell command the wasm tier lacks runs natively.
	cmd := call[RunCommandOutput](t, cs, "run_command", args{"command": "gcc --version | head -1", "timeout_seconds": 30})
	if cmd.ExitCode != 0 || !strings.Contains(cmd.Stdout, "gcc") {
		t.Errorf("gcc: exit %d stdout %q stderr %q", cmd.ExitCode, cmd.Stdout, cmd.Stderr)
	}
}

func TestWasmOnlySandboxDoesNotEscalate(t *testing.T) {
	cs := connect(t, newBroker(t, Options{}), nil)
	sb := call[SandboxInfo](t, cs, "create_sandbox", args{"provider": "wasm"})
	out := call[RunCodeOutput](t, cs, "run_code", args{"language": "python", "code": "import scipy", "sandbox_id": sb.SandboxID})
	if out.ExitCode != 1 || out.Isolation != "wasm" || !strings.Contains(out.Stderr, "ModuleNotFoundError") {
		t.Errorf("exit %d isolation %q stderr %q", out.ExitCode, out.Isolation, out.Stderr)
	}
	if msg := callErr(t, cs, "create_sandbox", args{"provider": "mainframe"}); !strings.Contains(msg, "unknown provider") {
		t.Errorf("bad provider: %s", msg)
	}
}

// TestDockerEgressDenied: a docker sandbox under an allow-list is refused
// a host not on it, by the proxy, and the refusal is audited. No traffic
// leaves the host: the proxy refuses before resolving anything.
func TestDockerEgressDenied(t *testing.T) {
	needDocker(t)
	var audit syncBuilder
	b := newBroker(t, Options{Audit: &audit, Policy: Policy{Egress: []string{"allowed.test"}, Providers: onDocker.Providers}})
	cs := connect(t, b, nil)
	sb := call[SandboxInfo](t, cs, "create_sandbox", args{"provider": "docker"})
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "run_command", Arguments: args{"sandbox_id": sb.SandboxID, "timeout_seconds": 30,
		"command": `python3 -c "import urllib.request;urllib.request.urlopen('http://denied.test/')"`}})
	if err != nil {
		t.Fatal(err)
	}
	if res.IsError {
		msg, _, _ := strings.Cut(textOf(res), "\n")
		if strings.Contains(msg, "--host-uds=open") {
			t.Skip("runsc here cannot reach the egress proxy: " + msg)
		}
		t.Fatal(msg)
	}
	raw, _ := json.Marshal(res.StructuredContent)
	var out RunCommandOutput
	json.Unmarshal(raw, &out)
	if out.ExitCode == 0 || !strings.Contains(out.Stderr, "403") {
		t.Errorf("denied.test: exit %d stderr %q, want a 403", out.ExitCode, out.Stderr)
	}
	if log := audit.String(); !strings.Contains(log, `"tool":"egress"`) || !strings.Contains(log, "denied.test:80") {
		t.Errorf("audit log has no egress denial:\n%s", log)
	}
}

// syncBuilder is a strings.Builder safe for concurrent writes.
type syncBuilder struct {
	mu sync.Mutex
	b  strings.Builder
}

func (s *syncBuilder) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuilder) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// TestNativeSeesHome checks that a user's home reaches a Docker sandbox,
// read-only: writes go through the WebAssembly tier, which keeps its quota.
func TestNativeSeesHome(t *testing.T) {
	needDocker(t)
	homes := t.TempDir()
	b := newBroker(t, Options{Auth: testAuth(), HomeDir: homes, Policy: onDocker})
	srv := httptest.NewServer(b.Handler())
	t.Cleanup(srv.Close)
	alice := httpConnect(t, srv.URL, bearer(aliceToken))
	call[WriteFileOutput](t, alice, "write_file", args{"path": "/home/user/notes.txt", "content": "kept"})
	sb := call[SandboxInfo](t, alice, "create_sandbox", args{"provider": "docker"})
	out := call[RunCommandOutput](t, alice, "run_command", args{"sandbox_id": sb.SandboxID, "timeout_seconds": 30,
		"command": "cat /home/user/notes.txt; echo; touch /home/user/new || echo refused"})
	if !strings.Contains(out.Isolation, "container") || !strings.HasPrefix(out.Stdout, "kept\n") || !strings.Contains(out.Stdout, "refused") {
		t.Errorf("isolation %q stdout %q stderr %q; want the home's file read in a container and the write refused", out.Isolation, out.Stdout, out.Stderr)
	}
	if _, err := os.Stat(filepath.Join(homes, "alice", "new")); !os.IsNotExist(err) {
		t.Errorf("a Docker sandbox wrote to the home: %v", err)
	}
}

// TestNativePyplotShowDisplays: in a Docker sandbox, which has matplotlib
// and no screen, plt.show() displays the open figures and closes them,
// instead of warning that it cannot show them, and saves no file.
func TestNativePyplotShowDisplays(t *testing.T) {
	needDocker(t)
	cs := connect(t, newBroker(t, Options{Policy: onDocker}), nil)
	sb := call[SandboxInfo](t, cs, "create_sandbox", args{"provider": "docker"})
	res := callTool(t, cs, "run_code", args{"language": "python", "sandbox_id": sb.SandboxID, "timeout_seconds": 30, "code": `import matplotlib.pyplot as plt
plt.figure(figsize=(3, 2), dpi=100)
plt.plot([1, 3, 2])
plt.show()
print(len(plt.get_fignums()))`})
	out := structured[RunCodeOutput](t, res)
	wantStdout(t, out, "0\n")
	if strings.Contains(out.Stderr, "cannot show") {
		t.Errorf("stderr: %s", out.Stderr)
	}
	if sizes, text := displayed(t, res); len(sizes) != 1 || sizes[0] != [2]int{300, 200} {
		t.Errorf("images %v, want the 300×200 figure\n%s", sizes, text)
	}
	// The sandbox's Python environment is all that is there.
	wantStdout(t, run(t, cs, "python", "import os; print(os.listdir('/workspace'))", "sandbox_id", sb.SandboxID), "['.venv']\n")
}
