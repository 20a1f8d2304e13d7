package shell_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/sbx-sandbox/sbx/shell"
	"github.com/sbx-sandbox/sbx/shell/internal/shelltest"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

func TestLimits(t *testing.T) {
	tests := []struct {
		name     string
		cmd      string
		timeout  time.Duration
		check    func(t *testing.T, res *shell.Result)
		maxTaken time.Duration
	}{
		{"sleep stops at the timeout", "sleep 60", time.Second, timedOut, 5 * time.Second},
		{"python loop stops at the timeout", "python -c 'while True: pass'", time.Second, timedOut, 5 * time.Second},
		{"shell loop stops at the timeout", "while true; do :; done", time.Second, timedOut, 5 * time.Second},
		{"pipeline stops at the timeout", "sleep 60 | cat; echo after", time.Second, timedOut, 5 * time.Second},
		{"background sleep ends with the line", "sleep 60 & echo started", time.Second, func(t *testing.T, res *shell.Result) {
			if res.ExitCode != 0 || res.Stdout != "started\n" {
				t.Errorf("exit %d stdout %q", res.ExitCode, res.Stdout)
			}
		}, 10 * time.Second},
		{"output is capped", "seq 1000000", 5 * time.Second, func(t *testing.T, res *shell.Result) {
			if !res.OutputTruncated || len(res.Stdout) != 128<<10 || !strings.Contains(res.Stderr, "output passed the limit") {
				t.Errorf("truncated %v, %d bytes, stderr %q", res.OutputTruncated, len(res.Stdout), res.Stderr)
			}
		}, 8 * time.Second},
		{"python output is capped", "python -c 'while True: print(\"spam\" * 100)'", 5 * time.Second, func(t *testing.T, res *shell.Result) {
			if !res.OutputTruncated || len(res.Stdout)+len(res.Stderr) > 129<<10 {
				t.Errorf("truncated %v, %d bytes", res.OutputTruncated, len(res.Stdout)+len(res.Stderr))
			}
		}, 8 * time.Second},
		{"big output to a file is not capped", "python -c 'print(\"x\" * 300_000)' > big.txt; wc -c < big.txt", 5 * time.Second, func(t *testing.T, res *shell.Result) {
			if res.Stdout != "300001\n" || res.OutputTruncated {
				t.Errorf("stdout %q truncated %v stderr %q", res.Stdout, res.OutputTruncated, res.Stderr)
			}
		}, 10 * time.Second},
		{"a fork bomb meets the process bound", "b(){ b & b & wait; }; b", 2 * time.Second, processBound, 5 * time.Second},
		{"a fork bomb through eval meets it too", "eval 'b(){ b & b & wait; }'; b", 2 * time.Second, processBound, 5 * time.Second},
		{"a fork bomb through source meets it too", "echo 'b(){ b | b & wait; }' > bomb.sh; . ./bomb.sh; b", 2 * time.Second, processBound, 5 * time.Second},
		{"more background commands than the bound take turns", "for i in $(seq 100); do sleep 0.1 & done; wait; echo done", 5 * time.Second, func(t *testing.T, res *shell.Result) {
			if res.ExitCode != 0 || res.Stdout != "done\n" || strings.Contains(res.Stderr, "could not start") {
				t.Errorf("exit %d stdout %q stderr %q", res.ExitCode, res.Stdout, res.Stderr)
			}
		}, 5 * time.Second},
		{"a background command's status", "(exit 3) & wait $!; echo $?; echo a | (read x; exit 4) | cat; echo ${PIPESTATUS:-} $?", 5 * time.Second, func(t *testing.T, res *shell.Result) {
			if res.Stdout != "3\n0\n" {
				t.Errorf("stdout %q stderr %q", res.Stdout, res.Stderr)
			}
		}, 5 * time.Second},
		{"python ends on a closed pipe", "python -c 'while True: print(1)' | head -2", 5 * time.Second, func(t *testing.T, res *shell.Result) {
			if res.Stdout != "1\n1\n" || res.TimedOut {
				t.Errorf("stdout %q timed out %v", res.Stdout, res.TimedOut)
			}
		}, 10 * time.Second},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sb, _ := shelltest.NewSandbox(t, nil)
			start := time.Now()
			res, err := shell.Run(context.Background(), sb, shell.Options{Command: tt.cmd, Timeout: tt.timeout})
			if err != nil {
				t.Fatal(err)
			}
			if took := time.Since(start); took > tt.maxTaken {
				t.Errorf("took %s, more than %s", took, tt.maxTaken)
			}
			tt.check(t, res)
		})
	}
}

func timedOut(t *testing.T, res *shell.Result) {
	t.Helper()
	if !res.TimedOut || res.ExitCode != wasmrt.ExitTimeout || res.Stdout != "" {
		t.Errorf("timed_out %v exit %d stdout %q stderr %q; want true, 124", res.TimedOut, res.ExitCode, res.Stdout, res.Stderr)
	}
}

// processBound checks the result of a line that met shell.MaxProcs.
func processBound(t *testing.T, res *shell.Result) {
	t.Helper()
	for _, want := range []string{"sh: fork: retry: Resource temporarily unavailable\n", "the sandbox runs at most 64 at once"} {
		if !strings.Contains(res.Stderr, want) {
			t.Errorf("stderr %q does not say %q", res.Stderr, want)
		}
	}
}

func TestRefusedRequests(t *testing.T) {
	sb, _ := shelltest.NewSandbox(t, nil)
	for name, opts := range map[string]shell.Options{
		"timeout over the maximum": {Command: "true", Timeout: time.Hour},
		"command too long":         {Command: strings.Repeat("#", 65<<10)},
		"workdir outside":          {Command: "true", Workdir: "/etc"},
		"workdir not a directory":  {Command: "true", Workdir: "nope"},
	} {
		if _, err := shell.Run(context.Background(), sb, opts); !errors.Is(err, wasmrt.ErrInput) {
			t.Errorf("%s: err %v, want ErrInput", name, err)
		}
	}
}

func TestMissingCommand(t *testing.T) {
	sb, _ := shelltest.NewSandbox(t, nil)
	for cmd, want := range map[string]string{
		"pip install requests":         "pip",
		"ls && git status; curl x":     "git",
		"python -m pip install pandas": "pip",
		"echo fine":                    "",
	} {
		res := shelltest.Run(t, sb, cmd)
		if res.MissingCommand != want {
			t.Errorf("%q: MissingCommand %q, want %q", cmd, res.MissingCommand, want)
		}
		if want != "" && (res.ExitCode != shell.ExitNotFound || !strings.Contains(res.Stderr, want+": not available in the WebAssembly sandbox")) {
			t.Errorf("%q: exit %d stderr %q", cmd, res.ExitCode, res.Stderr)
		}
	}
}

func TestWorkdirAndStreams(t *testing.T) {
	sb, _ := shelltest.NewSandbox(t, map[string]string{"sub/f.txt": "in sub\n"})
	var live strings.Builder
	res, err := shell.Run(context.Background(), sb, shell.Options{
		Command: "cat f.txt; pwd; cat", Workdir: "sub", Stdin: strings.NewReader("from stdin\n"), Stdout: &live,
	})
	if err != nil {
		t.Fatal(err)
	}
	want := "in sub\n/workspace/sub\nfrom stdin\n"
	if res.Stdout != want || live.String() != want {
		t.Errorf("stdout %q, live %q, want %q", res.Stdout, live.String(), want)
	}
}

func TestQuota(t *testing.T) {
	dir := t.TempDir()
	limits := wasmrt.DefaultLimits
	limits.Quota.Bytes = 64 << 10
	sb, err := shelltest.Runtime().NewSandbox(wasmrt.Config{Workspace: dir, Limits: limits})
	if err != nil {
		t.Fatal(err)
	}
	defer sb.Close()
	res := shelltest.Run(t, sb, "seq 100000 > big.txt; echo $?; rm big.txt; echo ok > small.txt && cat small.txt")
	if res.Stdout != "1\nok\n" || !strings.Contains(res.Stderr, "quota") {
		t.Errorf("stdout %q stderr %q", res.Stdout, res.Stderr)
	}
}
