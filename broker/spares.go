package broker

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"github.com/sbx-sandbox/sbx/wasmrt"
)

// sparesPrefix names the directory where one process keeps its spare
// sandboxes until they are taken, apart from the sandboxes in use.
const sparesPrefix = ".spares-"

// spare returns a sandbox made ahead of time, if one fits: anonymous
// (spares have no home) and with the default memory cap. It returns nil
// when none is ready; the caller then makes one.
func (m *sessions) spare(owner string, ttl time.Duration, memory int64) (*sandbox, error) {
	if m.spares == nil || owner != "" || memory != m.opts.Limits.Memory {
		return nil, nil
	}
	select {
	case sb := <-m.spares:
		select {
		case m.refill <- struct{}{}:
		default:
		}
		now := time.Now()
		sb.created, sb.lastUsed, sb.ttl = now, now, ttl
		return sb, nil
	default:
		return nil, nil
	}
}

// keepSpares keeps Options.Spares sandboxes ready: directories made,
// workspace open and both kernels restored, so a new sandbox's first run
// only runs. It stops when the sessions close, and ends the spares left.
func (m *sessions) keepSpares() {
	defer close(m.sparesDone)
	root := filepath.Join(m.opts.DataDir, sparesPrefix+strconv.Itoa(os.Getpid()))
	defer os.RemoveAll(root)
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
		// Let the sandbox just taken run its first call before refilling
		// competes with it for the CPU.
		select {
		case <-time.After(refillDelay):
		case <-m.stop:
			m.drainSpares()
			return
		}
	}
}

// refillDelay is how long refilling waits after a spare is taken.
const refillDelay = 100 * time.Millisecond

// warm starts a spare's interpreters.
func (m *sessions) warm(sb *sandbox) error {
	for _, lang := range []wasmrt.Language{wasmrt.Python, wasmrt.JavaScript} {
		if err := sb.box.Start(context.Background(), lang); err != nil {
			m.discard(sb)
			return err
		}
	}
	return nil
}

// discard ends a spare that was never handed out.
func (m *sessions) discard(sb *sandbox) {
	sb.jobs.StopAll()
	sb.box.Close()
	sb.outputs.Close()
	sb.home()
	os.RemoveAll(sb.dir)
}

func (m *sessions) drainSpares() {
	for {
		select {
		case sb := <-m.spares:
			m.discard(sb)
		default:
			return
		}
	}
}
