package sessions

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"maps"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/internal/pycarry"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// nativeLost says what a fork of a sandbox whose kernels run on the native
// provider native lacks: the Python variables that do not pickle (left),
// the JavaScript kernel's variables when js says it has some there, and
// the processes.
func nativeLost(native string, carried, left []string, js bool) []string {
	var lost []string
	if len(left) > 0 {
		lost = append(lost, fmt.Sprintf("the Python variables that do not pickle (functions and classes defined in cells, open files, "+
			"connections): %s; the fork's Python has the others (%s); define these again there", strings.Join(left, ", "), orNone(carried)))
	}
	if js {
		lost = append(lost, fmt.Sprintf("the JavaScript kernel's variables on the %s provider: a live node process has no snapshot "+
			"and its values no portable form; the fork's JavaScript starts afresh", native))
	}
	return append(lost, fmt.Sprintf("the processes the sandbox runs on the %s provider (background jobs, servers): the fork starts none", native))
}

// forkWait bounds how long a fork waits for the source's run in progress.
const forkWait = 30 * time.Second

// Fork makes a new sandbox of the connection from its sandbox id (its
// default sandbox when id is empty), within the connection's and the
// server's caps: its /workspace and /tmp are copies of the source's, its
// WebAssembly kernels hold exactly the source's state, and it has the
// source's provider, and its memory cap and TTL (counted from now) unless
// ttl or memory is set. A run in
// progress in the source is waited for. Kernels that run on a native
// provider cannot be forked: the fork's Python gets their variables that
// pickle (as a move between tiers carries them), its runs go to the same
// provider, and lost says what it lacks.
func (m *Sessions) Fork(ctx context.Context, ss *mcp.ServerSession, id string, ttl time.Duration, memory int64) (_ *Sandbox, lost []string, err error) {
	m.mu.Lock()
	c, err := m.connLocked(ss)
	if err == nil && id == "" {
		id = c.defaultID
	}
	var src *Sandbox
	switch {
	case err != nil:
	case id == "":
		err = errors.New("this connection has no default sandbox yet; run something first, or fork a sandbox by its sandbox_id")
	default:
		src, err = m.boxLocked(c, id)
	}
	if err == nil {
		err = m.roomLocked(c)
	}
	if err != nil {
		m.mu.Unlock()
		return nil, nil, err
	}
	c.making++
	m.count++
	release := m.holdLocked(src)
	m.mu.Unlock()
	defer release()

	sb, lost, err := m.fork(ctx, c, src, cmp.Or(ttl, src.ttl), cmp.Or(memory, src.memory))
	m.mu.Lock()
	defer m.mu.Unlock()
	c.making--
	if err == nil && m.closed {
		err = errClosed
	}
	if err != nil {
		m.count--
		if sb != nil {
			m.ending.Add(1)
			go m.end(sb)
		}
		return nil, nil, err
	}
	c.boxes[sb.id] = sb
	m.log.Info("sandbox forked", "sandbox", sb.id, "from", src.id)
	m.keepRecord(sb)
	m.shelved(sb)
	if m.opts.Created != nil {
		go m.opts.Created(sb.id)
	}
	return sb, lost, nil
}

// fork copies src into a new sandbox once src's run in progress, if any,
// has ended.
func (m *Sessions) fork(ctx context.Context, c *conn, src *Sandbox, ttl time.Duration, memory int64) (*Sandbox, []string, error) {
	wait, cancel := context.WithTimeout(ctx, forkWait)
	defer cancel()
	done, err := src.Take(wait)
	if err != nil {
		return nil, nil, fmt.Errorf("sandbox %s has a run in progress that did not end within %s; fork it once the run ends", src.id, FormatDuration(forkWait))
	}
	defer done()
	packed, carried, left, native, err := src.tier.PackNative(wait)
	if err != nil {
		return nil, nil, fmt.Errorf("fork sandbox %s: its %s Python kernel's variables could not be packed: %w", src.id, native, err)
	}
	var lost []string
	sb, err := m.makeSandbox(m.opts.DataDir, c.user, ttl, memory, func(cfg wasmrt.Config) (*wasmrt.Sandbox, error) {
		box, l, err := src.box.Fork(wait, cfg)
		lost = l
		return box, err
	})
	if err != nil {
		return nil, nil, fmt.Errorf("fork sandbox %s: %w", src.id, err)
	}
	sb.from = src.id
	sb.tier.Follow(src.tier)
	if packed != nil {
		if err := sb.box.Workspace().WriteFile(pycarry.File, packed); err != nil {
			return sb, nil, fmt.Errorf("fork sandbox %s: carry its Python variables: %w", src.id, err)
		}
	}
	if native != "" {
		lost = append(lost, nativeLost(native, carried, left, m.holds(src, wasmrt.JavaScript) && sb.tier.Name() != ProviderAuto)...)
	}
	m.mu.Lock()
	src.asleep = false // the fork resumed its interpreters
	for lang := range src.langs {
		sb.langs[lang] = true
	}
	m.mu.Unlock()
	src.endMu.Lock()
	maps.Copy(sb.ran, src.ran) // its interpreters hold the source's state, or have lost it as the source's have
	maps.Copy(sb.resets, src.resets)
	src.endMu.Unlock()
	return sb, lost, nil
}
