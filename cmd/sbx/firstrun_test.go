package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/internal/kubetest"
	"github.com/sbx-sandbox/sbx/internal/sbxtest"
)

// These tests run the sbx binary as a newcomer does: built from source, on
// a machine whose cache is empty.

func TestMain(m *testing.M) {
	code := m.Run()
	sbxtest.Cleanup()
	kubetest.Stop()
	os.Exit(code)
}

// newMachine returns an environment whose cache directory is empty, as on
// a machine that has never run sbx.
func newMachine(t *testing.T) []string {
	return append(os.Environ(), "XDG_CACHE_HOME="+t.TempDir())
}

// TestFirstRunOnEmptyCache runs the README's first command on an empty
// cache: the guest compiles (with a progress line on stderr), and the run
// still prints 42 and exits 0.
func TestFirstRunOnEmptyCache(t *testing.T) {
	cmd := exec.Command(sbxtest.Binary(t), "run", "python", "-c", "print(6*7)")
	cmd.Env = newMachine(t)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	if err != nil || stdout.String() != "42\n" {
		t.Fatalf("sbx run python -c 'print(6*7)' on an empty cache: %v, stdout %q, stderr %q", err, stdout.String(), stderr.String())
	}
	if !strings.Contains(stderr.String(), "compiling the python guest") {
		t.Errorf("stderr has no progress line for the compile: %q", stderr.String())
	}
}

// TestFirstServeOnEmptyCache starts `sbx serve` on an empty cache and
// sends run_code as soon as it is initialised: the call waits for the
// guest and returns its output.
func TestFirstServeOnEmptyCache(t *testing.T) {
	cmd := exec.Command(sbxtest.Binary(t), "serve", "--data-dir", t.TempDir())
	cmd.Env = newMachine(t)
	var log bytes.Buffer
	cmd.Stderr = &log
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	start := time.Now()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "sbx-test", Version: "1"}, nil).
		Connect(ctx, &mcp.CommandTransport{Command: cmd}, nil)
	if err != nil {
		t.Fatal(err)
	}
	initialized := time.Since(start)
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "run_code",
		Arguments: map[string]any{"language": "python", "code": "print(6*7)"}})
	cs.Close()
	if err != nil {
		t.Fatalf("run_code: %v\nserver log:\n%s", err, log.String())
	}
	out, _ := res.StructuredContent.(map[string]any)
	if res.IsError || out["stdout"] != "42\n" || out["exit_code"] != 0.0 {
		t.Fatalf("first run_code on an empty cache: error %v, %v\nserver log:\n%s", res.IsError, out, log.String())
	}
	if initialized > 2*time.Second {
		t.Errorf("initialize took %s; it must not wait for the guest to compile", initialized.Round(time.Millisecond))
	}
}
