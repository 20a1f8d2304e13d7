//go:build linux && !portable

package main

import (
	"bufio"
	"context"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/internal/sbxtest"
)

// served is a server under test: its client session, how to send it a
// signal, and how it exited (-1 when the test cannot know the status,
// only that it is gone).
type served struct {
	cs     *mcp.ClientSession
	signal func(syscall.Signal)
	exit   func() int
}

// serveHTTPClient starts `sbx serve --http` on a free loopback port and
// connects to it over streamable HTTP.
func serveHTTPClient(t *testing.T, env []string, data string) served {
	t.Helper()
	cmd := exec.Command(sbxtest.Binary(t), "serve", "--http", "127.0.0.1:0", "--insecure-no-auth", "--data-dir", data)
	cmd.Env = env
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill() })
	r := bufio.NewReader(stderr)
	var url string
	for url == "" {
		line, err := r.ReadString('\n')
		if err != nil {
			t.Fatalf("sbx serve --http printed no address: %v", err)
		}
		_, url, _ = strings.Cut(strings.TrimSpace(line), "serving MCP at ")
	}
	go r.WriteTo(discard{})
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "sbx-test", Version: "1"}, nil).
		Connect(context.Background(), &mcp.StreamableClientTransport{Endpoint: url}, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return served{cs, func(s syscall.Signal) { cmd.Process.Signal(s) }, func() int { return exitWithin(t, cmd, 30*time.Second) }}
}

// discard drops what is written to it.
type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }

// TestServeShutdown sends SIGTERM to a server in the middle of two runs,
// over each way sbx serves: the run that ends within the grace returns its
// output, the one that does not is stopped with a result that says why, a
// call made meanwhile is refused with a result, and the server exits 0.
func TestServeShutdown(t *testing.T) {
	env := warmMachine(t)
	cache := cacheOf(env)
	t.Cleanup(func() { stopRunServers(t, cache) })
	for _, tc := range []struct {
		name  string
		start func(t *testing.T, data string) served
	}{
		{"warm serve server", func(t *testing.T, data string) served {
			cs, _, _ := serveClient(t, env, data)
			runCode(t, cs, "pass")
			pids := serveServers(t, cache)
			if len(pids) != 1 {
				t.Fatalf("serve servers: %v, want one", pids)
			}
			pid := pids[0]
			return served{cs, func(s syscall.Signal) { syscall.Kill(pid, s) }, func() int {
				if !waitFor(30*time.Second, func() bool { return syscall.Kill(pid, 0) != nil }) {
					t.Fatalf("the serve server %d did not exit", pid)
				}
				return -1
			}}
		}},
		{"stdio in process", func(t *testing.T, data string) served {
			cs, cmd, _ := serveClient(t, append(append([]string{}, env...), "SBX_RUN_SERVER=off"), data)
			return served{cs, func(s syscall.Signal) { cmd.Process.Signal(s) }, func() int {
				cs.Close()
				return cmd.ProcessState.ExitCode()
			}}
		}},
		{"http", func(t *testing.T, data string) served { return serveHTTPClient(t, env, data) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := tc.start(t, t.TempDir())
			ctx := context.Background()
			created, err := s.cs.CallTool(ctx, &mcp.CallToolParams{Name: "create_sandbox"})
			if err != nil || created.IsError {
				t.Fatalf("create_sandbox: %v %v", err, created)
			}
			second := created.StructuredContent.(map[string]any)["sandbox_id"].(string)
			call := func(code, sandbox string) (*mcp.CallToolResult, error) {
				args := map[string]any{"language": "python", "code": code, "timeout_seconds": 30}
				if sandbox != "" {
					args["sandbox_id"] = sandbox
				}
				return s.cs.CallTool(ctx, &mcp.CallToolParams{Name: "run_code", Arguments: args})
			}
			for _, sb := range []string{"", second} { // the kernels started
				if _, err := call("pass", sb); err != nil {
					t.Fatal(err)
				}
			}
			type answer struct {
				res *mcp.CallToolResult
				err error
			}
			short, long := make(chan answer, 1), make(chan answer, 1)
			go func() { r, err := call("import time\ntime.sleep(2)\nprint('finished')", ""); short <- answer{r, err} }()
			go func() {
				r, err := call("import time\ntime.sleep(25)\nprint('not reached')", second)
				long <- answer{r, err}
			}()
			time.Sleep(time.Second)
			signalled := time.Now()
			s.signal(syscall.SIGTERM)
			time.Sleep(500 * time.Millisecond) // for the signal to be handled
			if r, err := call("print(1)", ""); err != nil || !r.IsError || !strings.Contains(text(r), "shutting down") {
				t.Errorf("a call after SIGTERM: %v, %v; want a result refusing it", err, text(r))
			}
			a := <-short
			if a.err != nil || a.res.StructuredContent.(map[string]any)["stdout"] != "finished\n" {
				t.Errorf("the run that ends within the grace: %v, %v", a.err, a.res)
			}
			a = <-long
			if a.err != nil {
				t.Fatalf("the run past the grace got no result: %v", a.err)
			}
			out := a.res.StructuredContent.(map[string]any)
			if out["exit_code"] == 0.0 || strings.Contains(out["stdout"].(string), "not reached") ||
				!strings.Contains(text(a.res), "shutting down: this call was stopped after 5s") {
				t.Errorf("the run past the grace: %v", text(a.res))
			}
			if took := time.Since(signalled); took < shutdownGrace || took > shutdownGrace+10*time.Second {
				t.Errorf("the run past the grace was stopped %s after SIGTERM; the grace is %s", took, shutdownGrace)
			}
			if code := s.exit(); code != 0 && code != -1 {
				t.Errorf("the server exited %d after SIGTERM, want 0", code)
			}
		})
	}
}

// text joins a result's text blocks.
func text(r *mcp.CallToolResult) string {
	if r == nil {
		return ""
	}
	var b strings.Builder
	for _, c := range r.Content {
		if t, ok := c.(*mcp.TextContent); ok {
			b.WriteString(t.Text + "\n")
		}
	}
	return b.String()
}
