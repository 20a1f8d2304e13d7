package broker

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/broker/tool"
)

// calls are the tool calls in progress, which Shutdown waits for and,
// past its grace, stops.
type calls struct {
	mu      sync.Mutex
	closing bool
	next    uint64
	running map[uint64]context.CancelCauseFunc
	grace   time.Duration // Shutdown's
	done    sync.WaitGroup
}

// errShutdown is the cause of a call that Shutdown stopped.
var errShutdown = errors.New("the server is shutting down")

// stopWait bounds how long Shutdown waits, once it has stopped the calls
// still running, for their results: a stopped run ends within the
// interpreter's interrupt grace or is killed.
const stopWait = 10 * time.Second

// trackCalls is the middleware that counts tool calls in progress, refuses
// new ones once Shutdown has begun, and says in a stopped call's result
// why it was stopped.
func (b *Broker) trackCalls(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		if method != "tools/call" {
			return next(ctx, method, req)
		}
		ctx, end, ok := b.calls.begin(ctx)
		if !ok {
			return &mcp.CallToolResult{IsError: true,
				Content: tool.Text(errShutdown.Error() + " and takes no new calls; call again once it has restarted")}, nil
		}
		defer end()
		res, err := next(ctx, method, req)
		if r, ok := res.(*mcp.CallToolResult); ok && errors.Is(context.Cause(ctx), errShutdown) {
			r.Content = append(r.Content, &mcp.TextContent{
				Text: fmt.Sprintf("sbx: %s: this call was stopped after %s", errShutdown, b.calls.graceOf())})
		}
		return res, err
	}
}

// begin records a call starting; ok is false once Shutdown has begun.
func (c *calls) begin(ctx context.Context) (_ context.Context, end func(), ok bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closing {
		return ctx, nil, false
	}
	if c.running == nil {
		c.running = map[uint64]context.CancelCauseFunc{}
	}
	ctx, cancel := context.WithCancelCause(ctx)
	id := c.next
	c.next++
	c.running[id] = cancel
	c.done.Add(1)
	return ctx, func() {
		c.mu.Lock()
		delete(c.running, id)
		c.mu.Unlock()
		cancel(nil)
		c.done.Done()
	}, true
}

// graceOf words the grace Shutdown gave the calls.
func (c *calls) graceOf() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.grace.String()
}

// stop cancels every call in progress with errShutdown.
func (c *calls) stop() {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, cancel := range c.running {
		cancel(errShutdown)
	}
}

// Shutdown ends the server's work gracefully: it takes no new tool call
// (each gets a result saying the server is shutting down), waits up to
// grace for the calls in progress, stops those still running then (their
// results say so) and closes every stdio connection once each of its
// requests has been answered; an HTTP server shuts down after it. The
// sandboxes stay until Close.
func (b *Broker) Shutdown(grace time.Duration) {
	b.calls.mu.Lock()
	b.calls.closing, b.calls.grace = true, grace
	b.calls.mu.Unlock()
	if !waitGroup(&b.calls.done, grace) {
		b.opts.Logger.Info("stopping the tool calls still running", "grace", grace)
		b.calls.stop()
		waitGroup(&b.calls.done, stopWait)
	}
	// Over HTTP, the server's own Shutdown waits for the answers to be sent.
	b.stdio.CloseAnswered(stopWait)
}

// waitGroup waits for wg at most d, and reports whether it is done.
func waitGroup(wg *sync.WaitGroup, d time.Duration) bool {
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()
	select {
	case <-done:
		return true
	case <-time.After(d):
		return false
	}
}
