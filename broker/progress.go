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

// progress sends notifications/progress for one call while it lasts, when
// the client asked for them with a progress token.
type progress struct {
	begun   time.Time
	running atomic.Int64 // UnixNano when the run left the queue, 0 before
	done    chan struct{}
	wg      sync.WaitGroup
}

// startProgress starts reporting on a run_code call in lang with the given
// time limit. Calls without a progress token get none.
func (b *Broker) startProgress(ctx context.Context, req *mcp.CallToolRequest, lang wasmrt.Language, limit time.Duration) *progress {
	p := &progress{begun: time.Now(), done: make(chan struct{})}
	token := req.Params.GetProgressToken()
	if token == nil {
		return p
	}
	p.wg.Go(func() {
		t := time.NewTicker(progressEvery)
		defer t.Stop()
		for {
			select {
			case <-p.done:
				return
			case <-ctx.Done():
				return
			case now := <-t.C:
				req.Session.NotifyProgress(ctx, &mcp.ProgressNotificationParams{
					ProgressToken: token,
					Progress:      now.Sub(p.begun).Seconds(),
					Message:       p.message(now, lang, limit),
				})
			}
		}
	})
	return p
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

// stop ends the notifications; none is sent after it returns.
func (p *progress) stop() {
	close(p.done)
	p.wg.Wait()
}
