// Package tiertest holds the checks every native tier's tests run on
// their provider: a workspace shown both ways, time and output limits,
// memory, a Python interpreter's cells and displays, egress through the
// proxy. Only tests import it.
package tiertest

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/sbx-sandbox/sbx/fallback"
	"github.com/sbx-sandbox/sbx/internal/sbxtest"
)

// Skip skips t, or fails it where the engines must be there
// (SBX_REQUIRE_ENGINES is set, as in CI).
func Skip(t testing.TB, format string, args ...any) {
	t.Helper()
	sbxtest.SkipEngine(t, fmt.Sprintf(format, args...))
}

// Sandbox creates a sandbox on p over a fresh workspace, destroyed when t
// ends.
func Sandbox(t testing.TB, p fallback.Provider, limits fallback.Limits) (id, workspace string) {
	t.Helper()
	workspace = t.TempDir()
	id, err := p.Create(context.Background(), fallback.Spec{Workspace: workspace, Limits: limits})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.Destroy(context.Background(), id) })
	return id, workspace
}

// MustExec runs command and fails t unless it exits 0.
func MustExec(t *testing.T, p fallback.Provider, id, command string) *fallback.ExecResult {
	t.Helper()
	res, err := p.Exec(context.Background(), id, fallback.ExecRequest{Command: command, Timeout: 30 * time.Second})
	if err != nil {
		t.Fatalf("%s: %v", command, err)
	}
	if res.ExitCode != 0 {
		t.Fatalf("%s: exit %d\nstdout: %s\nstderr: %s", command, res.ExitCode, res.Stdout, res.Stderr)
	}
	return res
}

// Workspace checks that /workspace is the host directory, both ways.
func Workspace(t *testing.T, p fallback.Provider, id, ws string) {
	if err := os.WriteFile(filepath.Join(ws, "from-host.txt"), []byte("host\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	res := MustExec(t, p, id, `cat /workspace/from-host.txt && echo native >> from-host.txt && mkdir -p out && echo made > out/native.txt`)
	if res.Stdout != "host\n" {
		t.Fatalf("host file read as %q", res.Stdout)
	}
	for name, want := range map[string]string{"from-host.txt": "host\nnative\n", "out/native.txt": "made\n"} {
		got, err := os.ReadFile(filepath.Join(ws, name))
		if err != nil || string(got) != want {
			t.Errorf("host sees %s = %q, %v; want %q", name, got, err, want)
		}
	}
}

// Timeout checks that a run past its timeout is killed with everything
// it started, and that the sandbox keeps working.
func Timeout(t *testing.T, p fallback.Provider, id string) {
	ctx := context.Background()
	const sleeps = `echo next; ps -eo comm= | grep -c '^sleep$' || true`
	before := MustExec(t, p, id, sleeps).Stdout // the sandbox's own, if any
	res, err := p.Exec(ctx, id, fallback.ExecRequest{Command: "echo started; sleep 60 & sleep 60", Timeout: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	if !res.TimedOut || res.ExitCode != fallback.ExitTimeout || res.Stdout != "started\n" || res.DurationMS > 5000 {
		t.Fatalf("got %+v, want a timeout after about 1 s", res)
	}
	if res = MustExec(t, p, id, sleeps); res.Stdout != before {
		t.Fatalf("after a timeout: %q, want %q (the sleeps the line started killed)", res.Stdout, before)
	}
	if _, err := p.Exec(ctx, id, fallback.ExecRequest{Command: "true", Timeout: time.Hour}); !errors.Is(err, fallback.ErrInput) {
		t.Fatalf("timeout over the maximum: err = %v, want ErrInput", err)
	}
}

// OutputLimit checks the 128 KiB cap on stdout and stderr together.
func OutputLimit(t *testing.T, p fallback.Provider, id string) {
	res, err := p.Exec(context.Background(), id, fallback.ExecRequest{Command: "yes err >&2 & yes out", Timeout: 10 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	n := len(res.Stdout) + len(res.Stderr) - len("sbx: output over the limit; the command was stopped\n")
	if !res.OutputTruncated || res.TimedOut || n != fallback.DefaultLimits.Output || res.ExitCode != fallback.ExitOutput {
		t.Fatalf("truncated=%v timed_out=%v exit=%d bytes=%d, want %d bytes", res.OutputTruncated, res.TimedOut, res.ExitCode, n, fallback.DefaultLimits.Output)
	}
	MustExec(t, p, id, "true")
}

// MemoryLimit checks from inside that an allocation over the limit
// fails, in a sandbox of its own (under gVisor it ends the sandbox).
func MemoryLimit(t *testing.T, p fallback.Provider) {
	id, _ := Sandbox(t, p, fallback.Limits{Memory: 128 << 20})
	res, err := p.Exec(context.Background(), id, fallback.ExecRequest{Command: `python3 -c 'b = bytearray(400 << 20); b[::4096] = b"x" * len(b[::4096]); print("allocated")'`, Timeout: 20 * time.Second})
	switch {
	case errors.Is(err, fallback.ErrNotFound): // gVisor: the sandbox is killed whole
	case err != nil:
		t.Fatal(err)
	case res.ExitCode == 0 || strings.Contains(res.Stdout, "allocated"):
		t.Fatalf("400 MiB allocated under a 128 MiB limit: %+v", res)
	}
}

// Displays checks that a Python cell's displays in p's sandbox id
// (over the host workspace ws) come back with its result, in order: a
// figure from plt.show, one left open, and a DataFrame as the last value;
// and that none is left in the workspace.
func Displays(t *testing.T, p fallback.Interpreter, id, ws string) {
	res, err := p.RunPython(context.Background(), id, fallback.ExecRequest{Timeout: 30 * time.Second, Stdin: []byte(`import matplotlib.pyplot as plt, pandas as pd
plt.figure(figsize=(8, 6), dpi=100); plt.bar(["a", "b"], [3, 5]); plt.show()
plt.figure(figsize=(4, 3), dpi=100); plt.plot([1, 2])
pd.DataFrame({"k": [1, 2]})`)})
	if err != nil || res.ExitCode != 0 {
		t.Fatalf("%+v, %v", res, err)
	}
	var kinds []string
	for _, b := range res.Displays {
		kinds = append(kinds, b.Metadata["type"].(string))
	}
	if strings.Join(kinds, " ") != "matplotlib.Figure pandas.DataFrame matplotlib.Figure" {
		t.Fatalf("displays %q", kinds)
	}
	if _, err := os.Stat(filepath.Join(ws, ".sbx")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the displays were left in the workspace: %v", err)
	}
	if res, _ := p.RunPython(context.Background(), id, fallback.ExecRequest{Stdin: []byte("1 + 1")}); len(res.Displays) != 0 || res.Stdout != "2\n" {
		t.Errorf("a plain value: %+v", res)
	}
}
