package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/internal/sbxtest"
)

// wine returns the command that runs a Windows program, from SBX_WINE
// (.ci/wine.sh, which runs it under Wine 10), and sbx.exe built for
// windows/amd64; it skips t when there is no Wine.
func wine(t *testing.T) (run func(args ...string) *exec.Cmd) {
	t.Helper()
	if testing.Short() {
		t.Skip("builds sbx.exe and runs it under Wine; skipped with -short")
	}
	script := os.Getenv("SBX_WINE")
	if script == "" {
		sbxtest.SkipEngine(t, "no Wine to run sbx.exe: set SBX_WINE to .ci/wine.sh, which builds a Wine 10 chroot (Debian trixie) once")
	}
	exe := filepath.Join(t.TempDir(), "sbx.exe")
	build := exec.Command("go", "build", "-o", exe, "github.com/sbx-sandbox/sbx/cmd/sbx")
	build.Env = append(os.Environ(), "GOOS=windows", "GOARCH=amd64", "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("GOOS=windows go build: %v\n%s", err, out)
	}
	return func(args ...string) *exec.Cmd {
		return exec.Command(script, append([]string{"run", exe}, args...)...)
	}
}

// sbx.exe, run under Wine, runs each language and serves MCP over stdio
// with state kept between calls; a sandbox's files keep their POSIX names
// on a file system that cannot hold some of them, and none overwrites
// another.
func TestWindowsUnderWine(t *testing.T) {
	sbx := wine(t)
	for _, tc := range []struct{ lang, code, want string }{
		{"python", "import sys; print(6*7, sys.platform)", "42 wasi\n"},
		{"javascript", "console.log(String([6*7, typeof process]))", "42,object\n"},
		{"shell", "echo x > f.txt; cat f.txt; echo $((6*7)) | tr 4 f", "x\nf2\n"},
	} {
		t.Run("run "+tc.lang, func(t *testing.T) {
			cmd := sbx("run", tc.lang, "-c", tc.code)
			var stdout, stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			if err := cmd.Run(); err != nil || stdout.String() != tc.want {
				t.Fatalf("sbx.exe run %s: %v, stdout %q, want %q; stderr %q", tc.lang, err, stdout.String(), tc.want, stderr.String())
			}
		})
	}

	t.Run("serve", func(t *testing.T) {
		// A data directory of its own on Wine's C: drive, which is the
		// chroot's; what the test leaves there goes with it.
		cmd := sbx("serve", "--data-dir", fmt.Sprintf(`C:\sbx-test-%d`, time.Now().UnixNano()))
		var log bytes.Buffer
		cmd.Stderr = &log
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		defer cancel()
		cs, err := mcp.NewClient(&mcp.Implementation{Name: "sbx-test", Version: "1"}, nil).
			Connect(ctx, &mcp.CommandTransport{Command: cmd, TerminateDuration: 10 * time.Second}, nil)
		if err != nil {
			t.Fatalf("connect: %v\n%s", err, log.String())
		}
		defer cs.Close()
		run := func(code string) string {
			t.Helper()
			res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "run_code",
				Arguments: map[string]any{"language": "python", "code": code}})
			if err != nil {
				t.Fatalf("run_code: %v\nserver log:\n%s", err, log.String())
			}
			out, _ := res.StructuredContent.(map[string]any)
			if res.IsError || out["exit_code"] != 0.0 {
				t.Fatalf("run_code %q: %v\nserver log:\n%s", code, out, log.String())
			}
			s, _ := out["stdout"].(string)
			return s
		}
		run("x = 41")
		if got := run("print(x + 1)"); got != "42\n" {
			t.Fatalf("the second call: stdout %q, want 42 from the first call's variable", got)
		}
		// Each name either works, as a file of its own, or fails with
		// an errno; A.txt keeps what was written to it.
		got := run(`import json, os
names = ["A.txt", "a.txt", "aux.txt", "con", "b:c.txt", "COM1", "trailing.", "x" * 200 + "/" + "y" * 200]
res = {}
for n in names:
    try:
        os.makedirs(os.path.dirname(n) or ".", exist_ok=True)
        with open(n, "w") as f:
            f.write("body of " + n)
        res[n] = "ok"
    except OSError as e:
        res[n] = e.errno
for n in names:
    if res[n] == "ok":
        res[n] = open(n).read() == "body of " + n
print(json.dumps(res))`)
		var res map[string]any
		if err := json.Unmarshal([]byte(got), &res); err != nil {
			t.Fatalf("%q: %v", got, err)
		}
		if res["A.txt"] != true {
			t.Errorf("A.txt after a.txt: %v, want its own content", res["A.txt"])
		}
		for name, v := range res {
			if v != true {
				if _, errno := v.(float64); !errno {
					t.Errorf("%s: %v, want a file of its own or an errno", name, v)
				}
			}
		}
		t.Logf("names: %s", strings.TrimSpace(got))
	})
}
