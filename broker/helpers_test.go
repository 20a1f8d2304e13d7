package broker

import (
	"context"
	"encoding/json"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/broker/sessions"
	"github.com/sbx-sandbox/sbx/internal/kubetest"
	"github.com/sbx-sandbox/sbx/internal/sbxtest"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// The package's tests share one runtime: guests compile once.
var (
	rtOnce sync.Once
	rtErr  error
	testRT *wasmrt.Runtime
)

func TestMain(m *testing.M) {
	// The tests' sbx serve processes serve in their own process: a warm
	// server (cmd/sbx's tests cover those) would outlive a test and write
	// to its data directory while the test removes it.
	os.Setenv("SBX_RUN_SERVER", "off")
	code := m.Run()
	if testRT != nil {
		testRT.Close(context.Background())
	}
	sbxtest.Cleanup()
	kubetest.Stop()
	os.Exit(code)
}

// runtimeFor returns the shared runtime.
func runtimeFor(tb testing.TB) *wasmrt.Runtime {
	tb.Helper()
	rtOnce.Do(func() { testRT, rtErr = wasmrt.New(context.Background(), wasmrt.Options{}) })
	if rtErr != nil {
		tb.Fatal(rtErr)
	}
	return testRT
}

// warm runs lang once in the shared runtime, so that a timing-sensitive
// test does not count the guest's first start.
func warm(tb testing.TB, lang wasmrt.Language) {
	tb.Helper()
	sb, err := runtimeFor(tb).NewSandbox(wasmrt.Config{Workspace: tb.TempDir()})
	if err != nil {
		tb.Fatal(err)
	}
	defer sb.Close()
	if _, err := sb.Run(context.Background(), wasmrt.Request{Language: lang, Code: "1"}); err != nil {
		tb.Fatal(err)
	}
}

// newBroker starts a broker with its data in a temporary directory.
func newBroker(tb testing.TB, opts Options) *Broker {
	tb.Helper()
	if opts.DataDir == "" {
		opts.DataDir = tb.TempDir()
	}
	b, err := New(runtimeFor(tb), opts)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { b.Close() })
	return b
}

// connect opens one MCP connection to b over in-memory transports.
func connect(tb testing.TB, b *Broker, opts *mcp.ClientOptions) *mcp.ClientSession {
	tb.Helper()
	ct, st := mcp.NewInMemoryTransports()
	ctx := context.Background()
	ss, err := b.Server().Connect(ctx, st, nil)
	if err != nil {
		tb.Fatal(err)
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "sbx-test", Version: "1"}, opts).Connect(ctx, ct, nil)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() {
		cs.Close()
		ss.Wait()
	})
	return cs
}

// args is a tool call's arguments.
type args = map[string]any

// callTool calls a tool and fails the test on a protocol error.
func callTool(tb testing.TB, cs *mcp.ClientSession, tool string, a args) *mcp.CallToolResult {
	tb.Helper()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: tool, Arguments: a})
	if err != nil {
		tb.Fatalf("%s(%v): protocol error: %v", tool, a, err)
	}
	return res
}

// call calls a tool that must succeed and decodes its structured output.
func call[T any](tb testing.TB, cs *mcp.ClientSession, tool string, a args) T {
	tb.Helper()
	res := callTool(tb, cs, tool, a)
	if res.IsError {
		tb.Fatalf("%s(%v) failed: %s", tool, a, textOf(res))
	}
	return structured[T](tb, res)
}

// structured decodes a result's structured content.
func structured[T any](tb testing.TB, res *mcp.CallToolResult) T {
	tb.Helper()
	var out T
	data, err := json.Marshal(res.StructuredContent)
	if err == nil {
		err = json.Unmarshal(data, &out)
	}
	if err != nil {
		tb.Fatalf("decode structured content: %v", err)
	}
	return out
}

// callErr calls a tool that must fail and returns its message.
func callErr(tb testing.TB, cs *mcp.ClientSession, tool string, a args) string {
	tb.Helper()
	res := callTool(tb, cs, tool, a)
	if !res.IsError {
		tb.Fatalf("%s(%v) succeeded, want an error result: %s", tool, a, textOf(res))
	}
	return textOf(res)
}

// textOf joins a result's text content.
func textOf(res *mcp.CallToolResult) string {
	var b strings.Builder
	for _, c := range res.Content {
		if t, ok := c.(*mcp.TextContent); ok {
			b.WriteString(t.Text)
		}
	}
	return b.String()
}

// run runs code and returns the result, which must not be an error result.
func run(tb testing.TB, cs *mcp.ClientSession, lang, code string, more ...any) RunCodeOutput {
	tb.Helper()
	a := args{"language": lang, "code": code}
	for i := 0; i+1 < len(more); i += 2 {
		a[more[i].(string)] = more[i+1]
	}
	return call[RunCodeOutput](tb, cs, "run_code", a)
}

// wantStdout checks a run's stdout and that it succeeded.
func wantStdout(tb testing.TB, got RunCodeOutput, want string) {
	tb.Helper()
	if got.ExitCode != 0 || got.Stdout != want {
		tb.Fatalf("run: exit %d, stdout %q, stderr %q; want exit 0, stdout %q", got.ExitCode, got.Stdout, got.Stderr, want)
	}
}

// mustContain fails unless s contains every part.
func mustContain(tb testing.TB, s string, parts ...string) {
	tb.Helper()
	for _, p := range parts {
		if !strings.Contains(s, p) {
			tb.Fatalf("%q does not contain %q", s, p)
		}
	}
}

// sandboxDirs lists the sandbox directories in dir.
func sandboxDirs(tb testing.TB, dir string) []string {
	tb.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		tb.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), sessions.IDPrefix) {
			out = append(out, e.Name())
		}
	}
	return out
}
