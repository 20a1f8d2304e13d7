package sessions

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"github.com/sbx-sandbox/sbx/broker/sessions/dirlock"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// SparesPrefix names the directory where one process makes its spare
// sandboxes, apart from the others; a spare handed out stays there.
const SparesPrefix = ".spares-"

// sparesDir is the directory of this process's spares.
func (m *Sessions) sparesDir() string {
	return filepath.Join(m.opts.DataDir, SparesPrefix+strconv.Itoa(os.Getpid()))
}

// spare returns a sandbox made ahead of time, if one fits the default
// memory cap, given to owner: their home, if they have one, is bound to it
// now. It returns nil when none is ready; the caller then makes one.
func (m *Sessions) spare(owner string, ttl time.Duration, memory int64) (*Sandbox, error) {
	if m.spares == nil || memory != m.opts.Limits.Memory {
		return nil, nil
	}
	select {
	case sb := <-m.spares:
		signal(m.refill)
		if err := m.giveHome(sb, owner); err != nil {
			m.discard(sb)
			return nil, err
		}
		now := time.Now()
		sb.created, sb.lastUsed, sb.ttl, sb.unrun = now, now, ttl, true
		return sb, nil
	default:
		return nil, nil
	}
}

// giveHome makes owner the owner of a spare, with their home.
func (m *Sessions) giveHome(sb *Sandbox, owner string) error {
	home, release, err := m.homes.Acquire(owner)
	if err != nil {
		return err
	}
	if home != nil {
		if err := sb.box.BindHome(home); err != nil {
			release()
			return err
		}
	}
	sb.owner, sb.home = owner, release // a spare's own release has nothing to release
	return nil
}

// keepSpares keeps Options.Spares sandboxes ready in root: directories
// made, workspace open and both kernels restored, so a new sandbox's first
// run only runs. It stops when the sessions close, and ends the spares
// left. The spares handed out stay in root, which Close removes once they
// have ended, and keeps when they are kept for a later server.
func (m *Sessions) keepSpares(root string) {
	defer close(m.sparesDone)
	if err := os.MkdirAll(root, 0o700); err == nil {
		if lock, err := dirlock.Lock(root); err == nil { // this server's, while it runs
			defer lock.Close()
		}
	}
	for {
		for len(m.spares) < cap(m.spares) {
			sb, err := m.newSandbox(root, "", m.opts.TTL, m.opts.Limits.Memory)
			if err == nil {
				err = m.warm(sb)
			}
			if err != nil {
				m.log.Warn("prepare a spare sandbox", "err", err)
				break // try again when the next one is taken
			}
			select {
			case m.spares <- sb:
			case <-m.stop:
				m.discard(sb)
				m.drainSpares()
				return
			}
		}
		select {
		case <-m.refill:
		case <-m.stop:
			m.drainSpares()
			return
		}
		if !m.refillPause() {
			m.drainSpares()
			return
		}
	}
}

// refillPause waits before a refill, so that making a spare does not
// compete for the CPU with the sandbox just taken: until its first run
// has replied (replyTime after the run), or refillDelay when no run comes.
// It returns false when the sessions close.
func (m *Sessions) refillPause() bool {
	t := time.NewTimer(refillDelay)
	defer t.Stop()
	select {
	case <-m.firstRun:
		t.Reset(replyTime)
	case <-t.C:
		return true
	case <-m.stop:
		return false
	}
	select {
	case <-t.C:
		return true
	case <-m.stop:
		return false
	}
}

// replyTime is how long a run's reply takes to leave the server, at most:
// the refill waits that long after a taken spare's first run.
const replyTime = 5 * time.Millisecond

// refillDelay is how long refilling waits after a spare is taken, at most.
const refillDelay = 100 * time.Millisecond

// warm starts a spare's interpreters.
func (m *Sessions) warm(sb *Sandbox) error {
	ctx := m.tel.ObserveKernels(context.Background())
	for _, lang := range []wasmrt.Language{wasmrt.Python, wasmrt.JavaScript} {
		if err := sb.box.Start(ctx, lang); err != nil {
			m.discard(sb)
			return err
		}
	}
	return nil
}

// discard ends a spare that was never handed out.
func (m *Sessions) discard(sb *Sandbox) {
	sb.jobs.StopAll()
	sb.box.Close()
	sb.outputs.Close()
	sb.home()
	os.RemoveAll(sb.dir)
	sb.lock.Close()
}

func (m *Sessions) drainSpares() {
	for {
		select {
		case sb := <-m.spares:
			m.discard(sb)
		default:
			return
		}
	}
}
