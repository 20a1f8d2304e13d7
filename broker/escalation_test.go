package broker

import (
	"strings"
	"testing"
	"time"
)

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
	mustContain(t, got.Stderr, "files in /workspace came along", "the variables came along: rows", "interpreter (functions and classes defined in cells, and what does not pickle): f;")
	wantStdout(t, run(t, cs, "python", "print(rows + 1)"), "42\n")

	start = time.Now()
	msg := callErr(t, cs, "run_command", args{"command": "pip install requests"})
	if took := time.Since(start); took > 2*time.Second {
		t.Errorf("pip install took %s", took)
	}
	mustContain(t, msg, "pip install needs the network", "network.egress_allow")
}
