package sessions

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/sbx-sandbox/sbx/broker/sessions/sched"
	"github.com/sbx-sandbox/sbx/hostfs"
	"github.com/sbx-sandbox/sbx/provider"
)

// A kept sandbox outlives its server. Every sandbox's directory holds a
// record of it (record.json: owner, creation, TTL, memory, provider, the
// languages that ran) from its creation; when a server that keeps
// sandboxes (Options.Keep) stops cleanly, it writes each sandbox's
// WebAssembly kernels to kernels/ and marks the record suspended instead
// of removing the directory. A later server over the same data directory
// resumes a kept sandbox when its owner names it by sandbox_id: its files
// as they were, its kernels from their files, once. A sandbox whose
// server was killed has its record but no suspended kernels: it comes
// back with its files, and the next result of each language that had run
// says state_reset. Records past their TTL are removed by sweep.

// recordFile and kernelsDir are a sandbox's record and suspended kernels,
// in its directory.
const (
	recordFile = "record.json"
	kernelsDir = "kernels"
)

// record is what a later server needs to take a sandbox back.
type record struct {
	Owner     string        `json:"owner"`
	Created   time.Time     `json:"created"`
	TTL       time.Duration `json:"ttl"`
	Memory    int64         `json:"memory"`
	Provider  string        `json:"provider"`
	Suspended bool          `json:"suspended"` // its kernels are in kernels/
	// Ran lists the languages whose interpreters have run, whose state a
	// kill loses; Reset those whose next result has yet to say that their
	// state was lost.
	Ran   []string `json:"ran,omitempty"`
	Reset []string `json:"reset,omitempty"`
}

// writeRecord writes sb's record, suspended or not, atomically. The
// caller holds sb.endMu.
func (sb *Sandbox) writeRecord(suspended bool) error {
	b, err := json.Marshal(record{Owner: sb.owner, Created: sb.created, TTL: sb.ttl, Memory: sb.memory,
		Provider: sb.tier.Name(), Suspended: suspended, Ran: slices.Sorted(maps.Keys(sb.ran)), Reset: slices.Sorted(maps.Keys(sb.resets))})
	if err != nil {
		return err
	}
	tmp := filepath.Join(sb.dir, recordFile+".tmp")
	if err := os.WriteFile(tmp, b, 0o600); err != nil {
		return err
	}
	return os.Rename(tmp, filepath.Join(sb.dir, recordFile))
}

// keepRecord writes a new sandbox's record when sandboxes are kept, so
// that a server killed later leaves its files to be taken back.
func (m *Sessions) keepRecord(sb *Sandbox) {
	if m.opts.Keep {
		sb.endMu.Lock()
		defer sb.endMu.Unlock()
		if err := sb.writeRecord(false); err != nil {
			m.log.Warn("write sandbox record", "sandbox", sb.id, "err", err)
		}
	}
}

// keepRan notes that lang's interpreter has run in sb: the first time, a
// kept sandbox's record is written again, so that after a kill lang's
// next result says that its state was lost. A sandbox ended or suspended
// keeps the record it has.
func (m *Sessions) keepRan(sb *Sandbox, lang string) {
	if !m.opts.Keep {
		return
	}
	sb.endMu.Lock()
	defer sb.endMu.Unlock()
	if sb.ended || sb.ran[lang] {
		return
	}
	sb.ran[lang] = true
	if err := sb.writeRecord(false); err != nil {
		m.log.Warn("write sandbox record", "sandbox", sb.id, "err", err)
	}
}

// suspend writes sb's kernels and record, then releases what it holds,
// keeping its directory for a later server.
func (m *Sessions) suspend(sb *Sandbox) {
	defer m.ending.Done()
	sb.markEnded() // what OnEnd arranged (its apps) is not run: the server is stopping
	// A native sandbox's interpreters are processes, which cannot be
	// moved: such a sandbox comes back with its files, its state reset.
	native := sb.tier.Isolation() != ""
	err := sb.suspendKernels()
	sb.endMu.Lock()
	if rerr := sb.writeRecord(err == nil && !native); err == nil {
		err = rerr
	}
	sb.endMu.Unlock()
	switch {
	case err != nil:
		m.log.Error("suspend sandbox", "sandbox", sb.id, "err", err)
	case native:
		m.log.Info("sandbox kept with its files; its native interpreters are not suspended", "sandbox", sb.id)
	default:
		m.log.Info("sandbox suspended", "sandbox", sb.id)
	}
	sb.stop()
	if sb.mirror != nil && m.save(sb, true) {
		os.RemoveAll(sb.dir) // on the shelf, for any replica
		m.log.Info("sandbox saved to the shelf", "sandbox", sb.id)
	}
	if m.opts.Leases != nil {
		m.opts.Leases.Release(sb.id)
	}
	sb.lock.Close() // kept for a later server
}

// suspendKernels writes sb's WebAssembly kernels to its kernels directory
// and ends them, waiting up to a minute for a run in progress.
func (sb *Sandbox) suspendKernels() error {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	kernels := filepath.Join(sb.dir, kernelsDir)
	if err := os.MkdirAll(kernels, 0o700); err != nil {
		return err
	}
	return sb.box.Suspend(ctx, kernels)
}

// sleep suspends the interpreters of sb, idle, to its directory: their
// memory goes back to the system, and its next run resumes them. A
// sandbox used meanwhile resumes on that run, after the suspension.
func (m *Sessions) sleep(sb *Sandbox) {
	if err := sb.suspendKernels(); err != nil {
		m.log.Warn("suspend an idle sandbox", "sandbox", sb.id, "err", err)
		return
	}
	m.log.Info("idle sandbox suspended", "sandbox", sb.id)
	sched.ReturnMemory()
}

// adoptLocked takes back the kept sandbox id for c, when its directory
// holds a record owned by c's user and within its TTL; it returns nil
// when there is none. The caller holds m.mu.
func (m *Sessions) adoptLocked(c *conn, id string) (*Sandbox, error) {
	if !strings.HasPrefix(id, IDPrefix) || hostfs.CheckName(id) != nil || strings.ContainsAny(id, `/\`) {
		return nil, nil
	}
	if m.runningLocked(id) {
		return nil, nil // another connection's: not found here
	}
	mirror, fetched := m.fetched[id]
	if m.opts.Shelf != nil && !fetched {
		return nil, nil // the shelf's copy is the sandbox: fetch brings it down
	}
	dir := filepath.Join(m.opts.DataDir, id)
	if spare, _ := filepath.Glob(filepath.Join(m.opts.DataDir, SparesPrefix+"*", id)); len(spare) == 1 {
		dir = spare[0] // handed out as a spare
	}
	b, err := os.ReadFile(filepath.Join(dir, recordFile))
	if err != nil {
		return nil, nil
	}
	var rec record
	if json.Unmarshal(b, &rec) != nil || rec.Owner != c.user || time.Since(rec.Created) >= rec.TTL {
		return nil, nil
	}
	if err := m.roomLocked(c); err != nil {
		return nil, err
	}
	sb, err := m.openSandbox(id, dir, rec.Owner, rec.TTL, rec.Memory, m.rt.NewSandbox)
	if err != nil {
		m.log.Error("take back a kept sandbox", "sandbox", id, "err", err)
		return nil, errors.New("the sandbox's files are kept but it could not be opened on this server; the server's log has the details")
	}
	sb.created = rec.Created
	sb.tier.SetProvider(rec.Provider)
	for _, lang := range rec.Reset {
		sb.resets[lang] = true
	}
	for _, lang := range rec.Ran {
		if rec.Suspended {
			sb.ran[lang] = true // in its kernels' files until they are resumed
		} else {
			sb.resets[lang] = true
		}
	}
	if rec.Suspended {
		sb.box.Suspended(filepath.Join(dir, kernelsDir))
	}
	m.keepRecord(sb) // not suspended: a later kill must not bring this state back
	delete(m.fetched, id)
	sb.mirror = mirror
	sb.unpulled = sb.owner != ""
	c.boxes[id] = sb
	m.count++
	m.log.Info("sandbox taken back", "sandbox", id, "suspended", rec.Suspended)
	return sb, nil
}

// takeReset returns, once, the note that lang's state in sb was lost while
// no server ran it; "" when it was not.
func (sb *Sandbox) takeReset(lang string) string {
	sb.endMu.Lock()
	defer sb.endMu.Unlock()
	if !sb.resets[lang] {
		return ""
	}
	delete(sb.resets, lang)
	return "the server that ran this sandbox stopped without suspending it: its " + lang +
		" interpreter starts afresh (variables lost); its files are kept"
}

// withResetNote marks res as a reset, with note, when note is set.
func withResetNote(res *provider.Result, note string) *provider.Result {
	if note != "" && res != nil {
		res.StateReset = true
		res.Stderr += fmt.Sprintf("sbx: %s\n", note)
	}
	return res
}
