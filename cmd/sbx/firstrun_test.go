package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
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
	if warmCache.dir != "" {
		os.RemoveAll(warmCache.dir)
	}
	sbxtest.Cleanup()
	kubetest.Stop()
	os.Exit(code)
}

// newMachine returns an environment whose cache directory is empty, as on
// a machine that has never run sbx. The run servers started there are
// stopped when t ends.
func newMachine(t *testing.T) []string {
	cache := t.TempDir()
	t.Cleanup(func() { stopRunServers(t, cache) })
	return append(os.Environ(), "XDG_CACHE_HOME="+cache)
}

var warmCache struct {
	once sync.Once
	dir  string
	err  error
}

// warmMachine is newMachine with the guests compiled: a copy of a cache
// filled once per test binary, in process (SBX_RUN_SERVER=off).
func warmMachine(t *testing.T) []string {
	t.Helper()
	w := &warmCache
	w.once.Do(func() {
		if w.dir, w.err = os.MkdirTemp("", "sbx-warm-cache-"); w.err != nil {
			return
		}
		for _, lang := range []string{"python", "js"} {
			cmd := exec.Command(sbxtest.Binary(t), "run", lang, "-c", "1")
			cmd.Env = append(os.Environ(), "XDG_CACHE_HOME="+w.dir, "SBX_RUN_SERVER=off")
			if out, err := cmd.CombinedOutput(); err != nil {
				w.err = fmt.Errorf("fill the cache with %s: %v\n%s", lang, err, out)
				return
			}
		}
	})
	if w.err != nil {
		t.Fatal(w.err)
	}
	env := newMachine(t)
	if err := os.CopyFS(cacheOf(env), os.DirFS(w.dir)); err != nil {
		t.Fatal(err)
	}
	return env
}

// cacheOf is the XDG_CACHE_HOME of env.
func cacheOf(env []string) string {
	for _, kv := range env {
		if v, ok := strings.CutPrefix(kv, "XDG_CACHE_HOME="); ok {
			return v
		}
	}
	return ""
}

// runServerPIDs lists the run servers of the machine whose cache is cache,
// from their lock files; only servers alive hold their lock.
func runServerPIDs(t *testing.T, cache string) []int {
	t.Helper()
	locks, _ := filepath.Glob(filepath.Join(cache, "sbx", "run", "*.lock"))
	var pids []int
	for _, lock := range locks {
		f, err := os.Open(lock)
		if err != nil {
			continue
		}
		if lockFree(f) {
			f.Close() // free: its server is gone
			continue
		}
		b, _ := io.ReadAll(f)
		f.Close()
		if pid, err := strconv.Atoi(strings.TrimSpace(string(b))); err == nil {
			pids = append(pids, pid)
		}
	}
	return pids
}

// stopRunServers ends the run servers of the machine whose cache is cache
// and waits until they are gone.
func stopRunServers(t *testing.T, cache string) {
	for _, pid := range runServerPIDs(t, cache) {
		terminate(pid)
	}
	if !waitFor(10*time.Second, func() bool { return len(runServerPIDs(t, cache)) == 0 }) {
		t.Errorf("run servers %v did not exit on SIGTERM", runServerPIDs(t, cache))
	}
}

// waitFor polls cond until it holds or d passes.
func waitFor(d time.Duration, cond func() bool) bool {
	for deadline := time.Now().Add(d); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if cond() {
			return true
		}
	}
	return cond()
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
