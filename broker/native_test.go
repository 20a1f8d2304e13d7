package broker

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/sbx-sandbox/sbx/fallback"
)

// needDocker skips a test when no Docker provider works here, or fails it
// when SBX_REQUIRE_ENGINES is set (as in CI).
func needDocker(t *testing.T) {
	t.Helper()
	_, caps, err := fallback.Open(context.Background(), "docker")
	if err == nil && caps.Available {
		return
	}
	msg := "docker is not usable here (sandbox-image/engines.sh installs and starts it): "
	if err != nil {
		msg += err.Error()
	}
	if os.Getenv("SBX_REQUIRE_ENGINES") != "" {
		t.Fatal(msg + " (SBX_REQUIRE_ENGINES is set)")
	}
	t.Skip(msg)
}

func TestAutoEscalation(t *testing.T) {
	needDocker(t)
	cs := connect(t, newBroker(t, Options{}), nil)
	// WebAssembly has no pandas: the run moves to Docker and says so.
	out := run(t, cs, "python", "import pandas as pd\nprint(pd.DataFrame({'a': [1, 2]}).sum().a)", "timeout_seconds", 30)
	wantStdout(t, out, "3\n")
	if !strings.HasPrefix(out.Isolation, "container") || !strings.Contains(out.Stderr, "no module \"pandas\"") {
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
	out := call[RunCodeOutput](t, cs, "run_code", args{"language": "python", "code": "import pandas", "sandbox_id": sb.SandboxID})
	if out.ExitCode != 1 || out.Isolation != "wasm" || !strings.Contains(out.Stderr, "ModuleNotFoundError") {
		t.Errorf("exit %d isolation %q stderr %q", out.ExitCode, out.Isolation, out.Stderr)
	}
	if msg := callErr(t, cs, "create_sandbox", args{"provider": "mainframe"}); !strings.Contains(msg, "unknown provider") {
		t.Errorf("bad provider: %s", msg)
	}
}
