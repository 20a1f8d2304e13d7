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
// the cell runs, as progress notifications of its call, in the
// WebAssembly tier, the os tier's kernels, Docker's and the microVM; and the
// result still holds all of it.
func TestRunStreamsOutput(t *testing.T) {
	for _, tc := range []struct {
		provider, language, code string
	}{
		{"wasm", "python", "import time\nprint('first line')\ntime.sleep(3)\nprint('last line')"},
		{"os", "python", "import time\nprint('first line')\ntime.sleep(3)\nprint('last line')"},
		{"os", "javascript", "console.log('first line');\nawait new Promise((r) => setTimeout(r, 3000));\nconsole.log('last line')"},
		{"docker", "python", "import time\nprint('first line')\ntime.sleep(3)\nprint('last line')"},
		{"microvm", "python", "import time\nprint('first line')\ntime.sleep(3)\nprint('last line')"},
	} {
		t.Run(tc.provider+"/"+tc.language, func(t *testing.T) {
			switch tc.provider {
			case "os":
				needOSProvider(t)
			case "docker":
				needDocker(t)
			case "microvm":
				needMicroVM(t)
			}
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
			id := call[SandboxInfo](t, cs, "create_sandbox", args{"provider": tc.provider}).SandboxID
			// the kernel starts outside the timing
			call[RunCodeOutput](t, cs, "run_code", args{"sandbox_id": id, "language": tc.language, "code": "1"})
			p := &mcp.CallToolParams{Name: "run_code", Arguments: args{"sandbox_id": id, "language": tc.language, "code": tc.code}}
			p.SetProgressToken("run")
			start := time.Now()
			res, err := cs.CallTool(context.Background(), p)
			ended := time.Now()
			if err != nil || res.IsError {
				t.Fatalf("run_code: %v %v", err, res)
			}
			out := structured[RunCodeOutput](t, res)
			// The server sends the last of the output before the result, but
			// the client may hand the notification to its handler after
			// CallTool returns.
			for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(10 * time.Millisecond) {
				mu.Lock()
				got := streamed.String()
				mu.Unlock()
				if got == out.Stdout || time.Now().After(deadline) {
					break
				}
			}
			mu.Lock()
			defer mu.Unlock()
			if firstAt.IsZero() || ended.Sub(firstAt) < 2*time.Second {
				t.Errorf("the first line came %v after the call began, which took %v; want it at least 2 s before the end (streamed %q)",
					firstAt.Sub(start), ended.Sub(start), streamed.String())
			}
			if out.Stdout != "first line\nlast line\n" || streamed.String() != out.Stdout {
				t.Errorf("result stdout %q, streamed %q; want both to be the cell's output", out.Stdout, streamed.String())
			}
		})
	}
}
