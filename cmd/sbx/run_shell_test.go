package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestRunShell(t *testing.T) {
	ws := t.TempDir()
	os.WriteFile(filepath.Join(ws, "data.csv"), []byte("a,1\nb,2\n"), 0o644)
	os.WriteFile(filepath.Join(ws, "count.sh"), []byte("wc -l < \"$1\"\n"), 0o644)
	tests := []struct {
		name       string
		stdin      string
		args       []string
		wantCode   int
		wantStdout string
		wantStderr string
	}{
		{"shell -c", "", []string{"run", "--workspace", ws, "shell", "-c", "cut -d, -f2 data.csv | sort -rn | head -1"}, 0, "2\n", ""},
		{"sh with arguments", "", []string{"run", "sh", "-c", `echo "$2-$1"`, "a", "b c"}, 0, "b c-a\n", ""},
		{"script in the workspace", "", []string{"run", "--workspace", ws, "sh", filepath.Join(ws, "count.sh"), "data.csv"}, 0, "2\n", ""},
		{"line from stdin", "echo piped | tr a-z A-Z", []string{"run", "sh", "-"}, 0, "PIPED\n", ""},
		{"stdin reaches the line", "x y\n", []string{"run", "sh", "-c", "wc -w"}, 0, "2\n", ""},
		{"missing command", "", []string{"run", "sh", "-c", "apt-get install gcc"}, 127, "", "not available in the WebAssembly sandbox"},
		{"timeout exits 124", "", []string{"run", "--timeout", "0.5", "sh", "-c", "sleep 10"}, 124, "", "time limit"},
		{"syntax error", "", []string{"run", "sh", "-c", "if then"}, 2, "", "sh: "},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := run(tt.args, strings.NewReader(tt.stdin), &stdout, &stderr)
			if code != tt.wantCode || stdout.String() != tt.wantStdout || !strings.Contains(stderr.String(), tt.wantStderr) {
				t.Errorf("exit %d stdout %q stderr %q; want exit %d stdout %q stderr containing %q",
					code, stdout.String(), stderr.String(), tt.wantCode, tt.wantStdout, tt.wantStderr)
			}
		})
	}
}

func TestRunShellJSON(t *testing.T) {
	var stdout, stderr bytes.Buffer
	code := run([]string{"run", "--json", "shell", "-c", "echo hi; pip install x"}, strings.NewReader(""), &stdout, &stderr)
	var res struct {
		Language       string `json:"language"`
		ExitCode       int    `json:"exit_code"`
		Stdout         string `json:"stdout"`
		MissingCommand string `json:"missing_command"`
	}
	if err := json.Unmarshal(stdout.Bytes(), &res); err != nil {
		t.Fatalf("%v: %s", err, stdout.String())
	}
	if code != 127 || res.Language != "shell" || res.ExitCode != 127 || res.Stdout != "hi\n" || res.MissingCommand != "pip" {
		t.Errorf("exit %d, result %+v", code, res)
	}
}
