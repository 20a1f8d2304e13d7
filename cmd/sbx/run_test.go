package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// sbx runs the CLI in-process and returns its exit code and output.
func runCLI(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := run(args, strings.NewReader(stdin), &stdout, &stderr)
	return code, stdout.String(), stderr.String()
}

func TestRun(t *testing.T) {
	ws := t.TempDir()
	os.WriteFile(filepath.Join(ws, "data.txt"), []byte("from the workspace\n"), 0o644)
	os.WriteFile(filepath.Join(ws, "script.py"), []byte("import sys\nprint(open('data.txt').read().strip(), sys.argv[1:])\n"), 0o644)
	outside := filepath.Join(t.TempDir(), "outside.js")
	os.WriteFile(outside, []byte("console.log('read and run as code')\n"), 0o644)
	tests := []struct {
		name       string
		stdin      string
		args       []string
		wantCode   int
		wantStdout string
		wantStderr string
	}{
		{"python -c", "", []string{"run", "python", "-c", "print(6*7)"}, 0, "42\n", ""},
		{"js -c", "", []string{"run", "js", "-c", "console.log([1,2,3].at(-1))"}, 0, "3\n", ""},
		{"exit code passes through", "", []string{"run", "python", "-c", "import sys; sys.exit(3)"}, 3, "", ""},
		{"traceback on stderr", "", []string{"run", "python", "-c", "1/0"}, 1, "", "ZeroDivisionError"},
		{"program from stdin", "print('piped')", []string{"run", "python", "-"}, 0, "piped\n", ""},
		{"stdin reaches the program", "hello", []string{"run", "python", "-c", "import sys; print(sys.stdin.read().upper())"}, 0, "HELLO\n", ""},
		{"file in the workspace", "", []string{"run", "--workspace", ws, "python", filepath.Join(ws, "script.py"), "x"}, 0, "from the workspace ['x']\n", ""},
		{"file outside the workspace", "", []string{"run", "js", outside}, 0, "read and run as code\n", ""},
		{"timeout exits 124", "", []string{"run", "--timeout", "0.5", "python", "-c", "while True: pass"}, 124, "", "stopped"},
		{"unknown language", "", []string{"run", "cobol", "-c", "x"}, exitUsage, "", "unknown language"},
		{"missing program", "", []string{"run", "python"}, exitUsage, "", "Usage"},
		{"no host files", "", []string{"run", "python", "-c", "open('/etc/hostname')"}, 1, "", "Error"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := runCLI(t, tt.stdin, tt.args...)
			if code != tt.wantCode || stdout != tt.wantStdout || !strings.Contains(stderr, tt.wantStderr) {
				t.Errorf("exit %d stdout %q stderr %q; want exit %d stdout %q stderr containing %q",
					code, stdout, stderr, tt.wantCode, tt.wantStdout, tt.wantStderr)
			}
		})
	}
}

func TestRunJSON(t *testing.T) {
	code, stdout, _ := runCLI(t, "", "run", "--json", "--timeout", "0.5", "python", "-c", "print('partial'); import time; time.sleep(5)")
	if code != 124 {
		t.Fatalf("exit %d, want 124", code)
	}
	var res map[string]any
	if err := json.Unmarshal([]byte(stdout), &res); err != nil {
		t.Fatalf("--json printed %q: %v", stdout, err)
	}
	for key, want := range map[string]any{
		"language": "python", "isolation": "wasm", "exit_code": 124.0,
		"stdout": "partial\n", "timed_out": true, "output_truncated": false,
	} {
		if res[key] != want {
			t.Errorf("%s = %v, want %v", key, res[key], want)
		}
	}
	for _, key := range []string{"runtime", "stderr", "state_reset", "duration_ms"} {
		if _, ok := res[key]; !ok {
			t.Errorf("result has no %q", key)
		}
	}
}

func TestVersionAndDoctor(t *testing.T) {
	code, stdout, _ := runCLI(t, "", "version")
	if code != 0 || !strings.Contains(stdout, "python") || !strings.Contains(stdout, "3.13") || !strings.Contains(stdout, "javascript") {
		t.Errorf("version: exit %d, %q", code, stdout)
	}
	code, stdout, stderr := runCLI(t, "", "doctor")
	if code != 0 || strings.Count(stdout, "  ok ") < 3 {
		t.Errorf("doctor: exit %d\n%s\n%s", code, stdout, stderr)
	}
}

// TestRunWorkspaceQuota checks sbx run's quota rule: code run in a
// directory of the user's that already holds 100 MiB writes a new file
// from every language, as no quota was asked for; --quota bounds what the
// directory may hold, its present files included, and a write past it
// fails as on a full disk.
func TestRunWorkspaceQuota(t *testing.T) {
	tests := []struct {
		name       string
		quota      []string // --quota flags
		lang, code string
		wantCode   int
		wantFile   string // new.txt's content afterwards; "" for none
		wantStderr string
		temporary  bool // run without --workspace
	}{
		{"python", nil, "python", "open('new.txt', 'w').write('from python')", 0, "from python", "", false},
		{"javascript", nil, "js", "require('fs').writeFileSync('new.txt', 'from javascript')", 0, "from javascript", "", false},
		{"shell", nil, "sh", "echo from the shell > new.txt", 0, "from the shell\n", "", false},
		{"python within --quota", []string{"--quota", "101"}, "python", "open('new.txt', 'w').write('from python')", 0, "from python", "", false},
		{"python past --quota", []string{"--quota", "100"}, "python",
			"open('new.txt', 'w').write('x' * 100000)", 1, "", "No space left on device", false},
		{"shell past --quota", []string{"--quota", "100"}, "sh", "seq 100000 > new.txt", 1, "",
			"seq: write error: /workspace/new.txt: No space left on device (workspace quota reached: 100 MiB in 2 files used of 100 MiB; delete files to free space)", false},
		{"javascript past --quota in a temporary workspace", []string{"--quota", "1"}, "js",
			"require('fs').writeFileSync('/workspace/new.txt', 'x'.repeat(2 << 20))", 1, "", "ENOSPC", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ws := t.TempDir()
			if err := os.WriteFile(filepath.Join(ws, "data.bin"), nil, 0o644); err != nil {
				t.Fatal(err)
			}
			if err := os.Truncate(filepath.Join(ws, "data.bin"), 100<<20); err != nil { // 100 MiB, sparse
				t.Fatal(err)
			}
			args := append([]string{"run", "--workspace", ws}, tt.quota...)
			if tt.temporary {
				args = append([]string{"run"}, tt.quota...)
			}
			args = append(args, tt.lang, "-c", tt.code)
			code, stdout, stderr := runCLI(t, "", args...)
			if code != tt.wantCode || !strings.Contains(stderr, tt.wantStderr) {
				t.Errorf("exit %d stdout %q stderr %q; want exit %d, stderr containing %q", code, stdout, stderr, tt.wantCode, tt.wantStderr)
			}
			if strings.Contains(stderr, ws) {
				t.Errorf("stderr %q shows the host directory", stderr)
			}
			got, err := os.ReadFile(filepath.Join(ws, "new.txt"))
			if tt.wantFile != "" && (err != nil || string(got) != tt.wantFile) {
				t.Errorf("new.txt holds %q (%v), want %q", got, err, tt.wantFile)
			}
			if tt.wantFile == "" && len(got) > 0 {
				t.Errorf("new.txt holds %d bytes past the quota", len(got))
			}
		})
	}
}
