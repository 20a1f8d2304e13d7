package broker

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/broker/sessions"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// progressEvery is how often a long call reports progress.
var progressEvery = time.Second

// outputEvery is the least time between two notifications of a run's
// output, which gathers what a run prints in a burst.
const outputEvery = 100 * time.Millisecond

// maxPending bounds the output a call holds between two notifications;
// past it the notification says the rest is in the result.
const maxPending = 64 << 10

// progress sends notifications/progress for one call while it lasts, when
// the client asked for them with a progress token: every progressEvery,
// where the call is; and, as the run writes it, its output. Without a
// token the output goes as log messages (notifications/message, logger
// "stdout"), which clients get once they set a logging level. The
// result holds the whole output either way.
type progress struct {
	begun   time.Time
	running atomic.Int64 // UnixNano when the run left the queue, 0 before
	done    chan struct{}
	wg      sync.WaitGroup

	wake    chan struct{} // output is pending
	mu      sync.Mutex
	pending []byte
	dropped int
}

// startProgress starts reporting on a run_code call in lang with the given
// time limit.
func (b *Broker) startProgress(ctx context.Context, req *mcp.CallToolRequest, lang wasmrt.Language, limit time.Duration) *progress {
	p := &progress{begun: time.Now(), done: make(chan struct{}), wake: make(chan struct{}, 1)}
	token := req.Params.GetProgressToken()
	p.wg.Go(func() {
		t := time.NewTicker(progressEvery)
		defer t.Stop()
		last := 0.0
		notify := func(msg string) {
			if token == nil {
				req.Session.Log(ctx, &mcp.LoggingMessageParams{Level: "info", Logger: "stdout", Data: msg})
				return
			}
			last = max(time.Since(p.begun).Seconds(), last+0.001) // progress only increases
			req.Session.NotifyProgress(ctx, &mcp.ProgressNotificationParams{ProgressToken: token, Progress: last, Message: msg})
		}
		var sent time.Time
		for {
			select {
			case <-p.done:
				if out := p.take(); out != "" {
					notify(out)
				}
				return
			case <-ctx.Done():
				return
			case now := <-t.C:
				if token != nil {
					notify(p.message(now, lang, limit))
				}
			case <-p.wake:
				if wait := outputEvery - time.Since(sent); wait > 0 {
					select {
					case <-time.After(wait):
					case <-p.done:
					case <-ctx.Done():
						return
					}
				}
				if out := p.take(); out != "" {
					notify(out)
					sent = time.Now()
				}
			}
		}
	})
	return p
}

// Write implements io.Writer: the run's output, sent as it comes. It
// never blocks, holding at most maxPending bytes until they are sent.
func (p *progress) Write(b []byte) (int, error) {
	p.mu.Lock()
	if room := maxPending - len(p.pending); len(b) > room {
		p.dropped += len(b) - max(room, 0)
		b = b[:max(room, 0)]
	}
	p.pending = append(p.pending, b...)
	p.mu.Unlock()
	select {
	case p.wake <- struct{}{}:
	default:
	}
	return len(b), nil
}

// take returns the output not sent yet, with a note of what was left out.
func (p *progress) take() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	out := string(p.pending)
	if p.dropped > 0 {
		out += fmt.Sprintf("\n[%d more bytes: see the result]\n", p.dropped)
	}
	p.pending, p.dropped = p.pending[:0], 0
	return out
}

// started marks the end of the wait for a run slot.
func (p *progress) started() { p.running.Store(time.Now().UnixNano()) }

// message says where the call is.
func (p *progress) message(now time.Time, lang wasmrt.Language, limit time.Duration) string {
	at := p.running.Load()
	if at == 0 {
		return fmt.Sprintf("waiting for a free run slot (%.0f s)", now.Sub(p.begun).Seconds())
	}
	return fmt.Sprintf("running %s: %.0f s of at most %s", lang, now.Sub(time.Unix(0, at)).Seconds(), sessions.FormatDuration(limit))
}

// stop ends the notifications, sending the output still pending; none is
// sent after it returns.
func (p *progress) stop() {
	close(p.done)
	p.wg.Wait()
}
