package broker

import (
	"net"
	"strings"
	"testing"
)

// In WebAssembly a Python cell's !cmd, x = !cmd, %%bash and %pip run
// through the sandbox's built-in shell, as run_command runs them, where
// Jupyter's kernel would start a process: %pip install takes a pure-Python
// wheel from the operator's index into the sandbox's site-packages, and the
// same cell imports it.
func TestWasmCellShell(t *testing.T) {
	pure, pureData := wheel(t, "sbxpure", 5)
	index := serveIndex(t, map[string]map[string][]byte{"sbxpure": {pure: pureData}})
	_, port, _ := net.SplitHostPort(index.Listener.Addr().String())
	cs := connect(t, newBroker(t, Options{Policy: Policy{Egress: []string{"127.0.0.1:" + port}, PipIndex: index.URL + "/simple/"}}), nil)
	id := call[SandboxInfo](t, cs, "create_sandbox", args{"provider": "wasm"}).SandboxID
	wantStdout(t, run(t, cs, "python", "n = 2\n!echo n is $n > n.txt; cat n.txt\nlines = !printf 'a\\nb\\n'\nprint(lines, _exit_code)", "sandbox_id", id),
		"n is 2\n['a', 'b'] 0\n")
	wantStdout(t, run(t, cs, "python", "%%bash\nx=6\necho $((x * 7))", "sandbox_id", id), "42\n")
	got := run(t, cs, "python", "%pip install sbxpure\nimport sbxpure\nprint(sbxpure.VALUE * 8)", "sandbox_id", id, "timeout_seconds", 20)
	if got.ExitCode != 0 || !strings.Contains(got.Stdout, "Successfully installed sbxpure-1.0") ||
		!strings.Contains(got.Stdout, "Note: you may need to restart the kernel to use updated packages.\n40\n") {
		t.Errorf("%%pip install: exit %d\nstdout %s\nstderr %s", got.ExitCode, got.Stdout, got.Stderr)
	}
}
