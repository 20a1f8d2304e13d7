package broker

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/internal/sbxtest"
)

// dialHTTP connects a new MCP client to endpoint, closed when t ends.
func dialHTTP(t *testing.T, endpoint string) *mcp.ClientSession {
	t.Helper()
	cs, err := newClient(nil).Connect(context.Background(), &mcp.StreamableClientTransport{Endpoint: endpoint}, nil)
	if err != nil {
		t.Fatalf("connect: %v", err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

// timedLoop keeps a core busy for its seconds, then prints done.
const timedLoop = "import time\nend = time.time() + %d\nwhile time.time() < end: pass\nprint('done')"

// TestNativeRunsHoldNoSlot checks, on a real `sbx serve --http` with two
// run slots, that four users' busy loops in os sandboxes do not hold the
// server's slots: another user's WebAssembly print(1) is answered within
// about a second, and each loop's call lasts its own loop, not a wait for
// the others as well. A native run's time limit includes its wait: a
// second call in a busy sandbox times out at its own limit, having run
// nothing.
func TestNativeRunsHoldNoSlot(t *testing.T) {
	needOSProvider(t)
	endpoint, _ := startHTTP(t, sbxtest.Binary(t), "--insecure-no-auth", "--data-dir", t.TempDir(), "--concurrency", "2")
	const loop = 6
	type looper struct {
		cs *mcp.ClientSession
		id string
	}
	loopers := make([]looper, 4)
	for i := range loopers {
		cs := dialHTTP(t, endpoint)
		id := call[SandboxInfo](t, cs, "create_sandbox", args{"provider": "os"}).SandboxID
		wantStdout(t, run(t, cs, "python", "print(0)", "sandbox_id", id, "timeout_seconds", 20), "0\n")
		loopers[i] = looper{cs, id}
	}
	other := dialHTTP(t, endpoint)
	wantStdout(t, run(t, other, "python", "print(0)"), "0\n")

	var wg sync.WaitGroup
	took := make([]time.Duration, len(loopers))
	for i, l := range loopers {
		wg.Go(func() {
			start := time.Now()
			got := run(t, l.cs, "python", fmt.Sprintf(timedLoop, loop), "sandbox_id", l.id, "timeout_seconds", 3*loop)
			took[i] = time.Since(start)
			wantStdout(t, got, "done\n")
		})
	}
	time.Sleep(time.Second) // the loops run
	start := time.Now()
	wantStdout(t, run(t, other, "python", "print(1)"), "1\n")
	if d := time.Since(start); d > 1500*time.Millisecond {
		t.Errorf("another user's print(1) took %v while four os sandboxes ran busy loops; want about a second at most", d)
	}

	// A second call in a sandbox whose loop runs waits for it, within its
	// own time limit.
	start = time.Now()
	got := structured[RunCodeOutput](t, callTool(t, loopers[0].cs, "run_code",
		args{"language": "python", "code": "print(2)", "sandbox_id": loopers[0].id, "timeout_seconds": 2}))
	d := time.Since(start)
	if !got.TimedOut || got.Stdout != "" || d > 3500*time.Millisecond {
		t.Errorf("a 2 s call behind a %d s loop: after %v timed_out %v stdout %q stderr %q; want it timed out at its limit, nothing run",
			loop, d, got.TimedOut, got.Stdout, got.Stderr)
	}
	mustContain(t, got.Stderr, "time limit (2 s) passed while this call was waiting for another run in this sandbox to finish")
	wg.Wait()
	for i, d := range took {
		if d > loop*time.Second+3*time.Second {
			t.Errorf("loop %d: its %d s loop's call took %v; want about %d s (no wait for others' loops)", i, loop, d, loop)
		}
	}
}
