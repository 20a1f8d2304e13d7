package broker

import (
	"encoding/json"
	"os/exec"
	"slices"
	"strings"
	"testing"

	"github.com/sbx-sandbox/sbx/internal/sbxtest"
)

// TestInspector drives sbx serve with a third-party client, the MCP
// Inspector's CLI, over stdio and streamable HTTP. It runs when
// SBX_INSPECTOR holds the command that starts the inspector: its
// mcp-inspector, preceded by the node to run it with when the node on PATH
// is older than 22 (.ci/run installs both under .ci/npm).
func TestInspector(t *testing.T) {
	inspector := nodeTool(t, "SBX_INSPECTOR", "@modelcontextprotocol/inspector")
	bin := sbxtest.Binary(t)
	data := t.TempDir()
	stdio := []string{bin, "serve", "--data-dir", data}
	endpoint, _ := startHTTP(t, bin, "--insecure-no-auth", "--data-dir", data)

	for _, tc := range []struct {
		name     string
		target   []string
		args     []string
		exit     int
		want     []string
		noStderr string
	}{
		{"tools/list is portable", stdio, []string{"--strict", "--method", "tools/list"}, 0,
			[]string{`"run_code"`, `"present_output"`, `"outputSchema"`}, "Warning"},
		{"python", stdio, []string{"--method", "tools/call", "--tool-name", "run_code", "--tool-arg", "language=python", "code=print(6*7)"}, 0,
			[]string{`"stdout": "42\n"`, `"exit_code": 0`}, ""},
		{"javascript", stdio, []string{"--method", "tools/call", "--tool-name", "run_code", "--tool-arg", "language=javascript", "code=console.log(6*7)"}, 0,
			[]string{`"stdout": "42\n"`}, ""},
		{"an exception is a result", stdio, []string{"--method", "tools/call", "--tool-name", "run_code", "--tool-arg", "language=python", "code=1/0"}, 0,
			[]string{`"exit_code": 1`, "ZeroDivisionError"}, ""},
		{"a path escape is an error result", stdio, []string{"--method", "tools/call", "--tool-name", "read_file", "--tool-arg", "path=/etc/passwd"}, 5,
			[]string{`"isError": true`, "leaves the sandbox"}, ""},
		{"resource templates", stdio, []string{"--method", "resources/templates/list"}, 0,
			[]string{`"uriTemplate": "sbx://sandbox/{sandbox_id}/outputs/{name}"`}, ""},
		{"http", []string{endpoint}, []string{"--method", "tools/call", "--tool-name", "run_code", "--tool-arg", "language=python", "code=print(6*7)"}, 0,
			[]string{`"stdout": "42\n"`}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cmd := exec.Command(inspector[0], slices.Concat(inspector[1:], []string{"--cli"}, tc.target, tc.args)...)
			var stderr strings.Builder
			cmd.Stderr = &stderr
			out, err := cmd.Output()
			if code := exitCode(err); code != tc.exit {
				t.Fatalf("exit %d, want %d\nstdout: %s\nstderr: %s", code, tc.exit, out, stderr.String())
			}
			if !json.Valid(out) {
				t.Fatalf("stdout is not JSON: %s", out)
			}
			mustContain(t, string(out), tc.want...)
			if tc.noStderr != "" && strings.Contains(stderr.String(), tc.noStderr) {
				t.Errorf("stderr has %q:\n%s", tc.noStderr, stderr.String())
			}
		})
	}
}
