package broker

import (
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestShutdown shuts a broker down in the middle of a run over its stdio
// transport: the run, stopped past the grace, gets its result saying so,
// a call made meanwhile is refused with a result, and the connection ends
// once both are answered.
func TestShutdown(t *testing.T) {
	b := newBroker(t, Options{})
	toServer, fromClient := io.Pipe()
	toClient, fromServer := io.Pipe()
	served := make(chan error, 1)
	go func() { served <- b.Server().Run(context.Background(), b.StdioTransport(toServer, fromServer)) }()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "t", Version: "1"}, nil).
		Connect(context.Background(), &mcp.IOTransport{Reader: toClient, Writer: fromClient}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	wantStdout(t, run(t, cs, "python", "import time"), "")
	long := make(chan *mcp.CallToolResult, 1)
	go func() {
		long <- callTool(t, cs, "run_code", args{"language": "python", "code": "time.sleep(20)", "timeout_seconds": 30})
	}()
	time.Sleep(300 * time.Millisecond)
	const grace = 500 * time.Millisecond
	shut := make(chan struct{})
	go func() { b.Shutdown(grace); close(shut) }()
	time.Sleep(100 * time.Millisecond)
	if refused := callTool(t, cs, "run_code", args{"language": "python", "code": "1"}); !refused.IsError || !strings.Contains(textOf(refused), "shutting down and takes no new calls") {
		t.Errorf("a call during the shutdown: %v", textOf(refused))
	}
	res := <-long
	if out := structured[RunCodeOutput](t, res); out.ExitCode == 0 || !strings.Contains(textOf(res), "the server is shutting down: this call was stopped after 500ms") {
		t.Errorf("the run past the grace: %+v %q", out, textOf(res))
	}
	select {
	case <-shut:
	case <-time.After(15 * time.Second):
		t.Fatal("Shutdown did not return")
	}
	select {
	case <-served:
	case <-time.After(5 * time.Second):
		t.Fatal("the stdio connection was not closed")
	}
}
