package broker

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// destroy_sandbox during an os-tier run ends the run at once, and the run
// says its sandbox was destroyed rather than that it timed out.
func TestDestroyDuringNativeRun(t *testing.T) {
	cs := connect(t, newBroker(t, Options{}), nil)
	id := osSandbox(t, cs)
	wantStdout(t, run(t, cs, "python", "x = 1", "sandbox_id", id), "")
	done := make(chan *mcp.CallToolResult, 1)
	start := time.Now()
	go func() {
		res, _ := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "run_code",
			Arguments: args{"language": "python", "code": "import time; time.sleep(25)", "sandbox_id": id, "timeout_seconds": 30}})
		done <- res
	}()
	time.Sleep(2 * time.Second)
	call[map[string]any](t, cs, "destroy_sandbox", args{"sandbox_id": id})
	destroyed := time.Since(start)
	select {
	case res := <-done:
		text := textOf(res)
		if !strings.Contains(text, "destroyed") || strings.Contains(text, "kept its variables") {
			t.Errorf("the run: %s; want it to say its sandbox was destroyed", text)
		}
	case <-time.After(10 * time.Second):
		t.Fatalf("the run had not returned 10 s after destroy_sandbox (which took %s)", destroyed.Round(time.Millisecond))
	}
	if destroyed > 5*time.Second {
		t.Errorf("destroy_sandbox took %s", destroyed.Round(time.Millisecond))
	}
}
