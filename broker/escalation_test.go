package broker

import (
	"strings"
	"testing"
	"time"

	"github.com/sbx-sandbox/sbx/fallback"
)

// TestCannotMove checks which runs the WebAssembly tier could not do stay
// where they are, because the native provider would fail them the same way.
func TestCannotMove(t *testing.T) {
	sb := newBroker(t, Options{})
	cs := connect(t, sb, nil)
	call[WriteFileOutput](t, cs, "write_file", args{"path": "data.txt", "content": "a b\n"})
	box := onlySandbox(t, sb)
	docker := fallback.Capabilities{Provider: "docker", Native: true, SharedWorkspace: true}
	microvm := fallback.Capabilities{Provider: "microvm"}
	missing := func(m string) string {
		return "Traceback (most recent call last):\nModuleNotFoundError: No module named '" + m + "'\n"
	}
	tests := []struct {
		name               string
		caps               fallback.Capabilities
		kind, code, stderr string
		want               string // part of the reason; "" when it may move
	}{
		{"scipy to docker", docker, "python", "from scipy import stats", missing("scipy"), ""},
		{"a submodule of the image's", docker, "python", "import mpl_toolkits.mplot3d", missing("mpl_toolkits.mplot3d"), ""},
		{"a standard module the guest lacks", microvm, "python", "import ctypes", missing("ctypes"), ""},
		{"requests is in no image", docker, "python", "import requests", missing("requests"), `no module "requests" either`},
		{"scipy to a microVM", microvm, "python", "import scipy", missing("scipy"), "standard library only"},
		{"a command over a workspace file to a microVM", microvm, "shell", "awk '{print $2}' data.txt", "", "does not see this sandbox's /workspace"},
		{"a command naming /workspace to a microVM", microvm, "shell", "gcc -o /workspace/a a.c", "", "does not see"},
		{"a command over no file to a microVM", microvm, "shell", "gcc --version", "", ""},
		{"a command over a workspace file to docker", docker, "shell", "awk '{print $2}' data.txt", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := cannotMove(box, tt.caps, tt.kind, tt.code, tt.stderr)
			if tt.want == "" && got != "" || !strings.Contains(got, tt.want) {
				t.Errorf("cannotMove = %q, want %q", got, tt.want)
			}
		})
	}
}

// onlySandbox returns b's one sandbox.
func onlySandbox(t *testing.T, b *Broker) *sandbox {
	t.Helper()
	b.sessions.mu.Lock()
	defer b.sessions.mu.Unlock()
	for _, c := range b.sessions.conns {
		for _, sb := range c.boxes {
			return sb
		}
	}
	t.Fatal("no sandbox")
	return nil
}

// TestEscalationCosts checks, on Docker, what moving a run to a native
// sandbox costs the agent: starting the container is not the first run's
// time; a module no native provider has fails at once; the result that
// moved names the variables left behind; and pip install with no egress
// fails at once saying so.
func TestEscalationCosts(t *testing.T) {
	needDocker(t)
	cs := connect(t, newBroker(t, Options{Policy: onDocker}), nil)
	wantStdout(t, run(t, cs, "python", "rows = 41\ndef f(): pass"), "")

	start := time.Now()
	out := callTool(t, cs, "run_code", args{"language": "python", "code": "import requests", "timeout_seconds": 1})
	if took := time.Since(start); took > time.Second || !strings.Contains(textOf(out), `no module "requests" either`) {
		t.Errorf("import requests: %s after %s; want a refusal to move within a second", textOf(out), took)
	}

	got := run(t, cs, "python", "from scipy import stats\nprint(stats.norm.cdf(0))", "timeout_seconds", 1)
	wantStdout(t, got, "0.5\n")
	mustContain(t, got.Stderr, "files in /workspace came along", "stay in the WebAssembly interpreter: f, rows")

	start = time.Now()
	msg := callErr(t, cs, "run_command", args{"command": "pip install requests"})
	if took := time.Since(start); took > 2*time.Second {
		t.Errorf("pip install took %s", took)
	}
	mustContain(t, msg, "pip install needs the network", "network.egress_allow")
}

func TestProvisionCell(t *testing.T) {
	tests := []struct{ code, want string }{
		{"print(1)", "pass"},
		{"from scipy import stats\nprint(stats.norm.cdf(0))", `["scipy", "scipy.stats"]`},
		{"import scipy.special as sp, json  # two\nx = 1", `["scipy.special", "json"]`},
		{"from sklearn.linear_model import LinearRegression as LR, Ridge", `["sklearn.linear_model", "sklearn.linear_model.LinearRegression", "sklearn.linear_model.Ridge"]`},
		{"if x:\n    import scipy\nfrom . import y\nfrom a import (b,\n  c)", "pass"},
	}
	for _, tt := range tests {
		got := provisionCell(tt.code)
		if tt.want == "pass" && got != "pass" || tt.want != "pass" && !strings.Contains(got, "for _m in "+tt.want+":") {
			t.Errorf("provisionCell(%q) = %q, want the modules %s", tt.code, got, tt.want)
		}
	}
}
