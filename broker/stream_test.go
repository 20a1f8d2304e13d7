package broker

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/internal/sbxtest"
)

// A long cell's output reaches an MCP client of `sbx serve --http` while
// the cell runs, as progress notifications of its call, and the result
// still holds all of it.
func TestRunStreamsOutput(t *testing.T) {
	endpoint, log := startHTTP(t, sbxtest.Binary(t), "--insecure-no-auth", "--data-dir", t.TempDir())
	var mu sync.Mutex
	var firstAt time.Time
	var streamed strings.Builder
	cs, err := newClient(&mcp.ClientOptions{ProgressNotificationHandler: func(_ context.Context, r *mcp.ProgressNotificationClientRequest) {
		mu.Lock()
		defer mu.Unlock()
		if strings.HasPrefix(r.Params.Message, "running ") || strings.HasPrefix(r.Params.Message, "waiting ") {
			return // where the call is, not its output
		}
		streamed.WriteString(r.Params.Message)
		if firstAt.IsZero() && strings.Contains(streamed.String(), "first line\n") {
			firstAt = time.Now()
		}
	}}).Connect(context.Background(), &mcp.StreamableClientTransport{Endpoint: endpoint}, nil)
	if err != nil {
		t.Fatalf("connect: %v\n%s", err, log)
	}
	defer cs.Close()
	call[SandboxInfo](t, cs, "create_sandbox", args{"provider": "wasm"}) // the kernel starts outside the timing
	p := &mcp.CallToolParams{Name: "run_code", Arguments: args{"language": "python",
		"code": "import time\nprint('first line')\ntime.sleep(3)\nprint('last line')"}}
	p.SetProgressToken("run")
	start := time.Now()
	res, err := cs.CallTool(context.Background(), p)
	ended := time.Now()
	if err != nil || res.IsError {
		t.Fatalf("run_code: %v %v", err, res)
	}
	mu.Lock()
	defer mu.Unlock()
	if firstAt.IsZero() || ended.Sub(firstAt) < 2*time.Second {
		t.Errorf("the first line came %v after the call began, which took %v; want it at least 2 s before the end (streamed %q)",
			firstAt.Sub(start), ended.Sub(start), streamed.String())
	}
	if out := structured[RunCodeOutput](t, res); out.Stdout != "first line\nlast line\n" || streamed.String() != out.Stdout {
		t.Errorf("result stdout %q, streamed %q; want both to be the cell's output", out.Stdout, streamed.String())
	}
}
