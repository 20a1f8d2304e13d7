package sessions

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/sbx-sandbox/sbx/broker/sessions/dirlock"
	"github.com/sbx-sandbox/sbx/broker/shelf"
	"github.com/sbx-sandbox/sbx/hostfs"
)

// Replicas move sandboxes through a shelf (Options.Shelf, an S3 bucket):
// each sandbox's directories and record are saved there after the calls
// that use it (at most every Options.SaveEvery), and when the replica
// stops cleanly its kernels are suspended and saved too (keep.go), its
// directory removed. A replica whose agent names a sandbox it does not
// run takes the sandbox's lease (Options.Leases: no two replicas run
// one sandbox) and brings it down from the shelf: with its kernels if it
// was suspended, else with its files as of its last save and a reset
// state, as after a kill with Keep. Ending a sandbox removes it from the
// shelf.

// Leases keep any two replicas from running one sandbox: a replica runs a
// sandbox only while it holds its lease.
type Leases interface {
	// Hold takes the lease of sandbox id, renewed until Release, and
	// reports whether it did: false while another live replica holds it.
	Hold(ctx context.Context, id string) (bool, error)
	// Release lets another replica take sandbox id at once.
	Release(id string)
}

// shelfParts are the directories of a sandbox that the shelf keeps.
var shelfParts = []string{"workspace", "tmp", ownHomeDir, "outputs", kernelsDir}

// kernelBudget bounds one kernel's file beyond the memory it snapshots.
const kernelBudget = 64 << 20

// fetchWait bounds how long taking a sandbox back from the shelf may take.
const fetchWait = 5 * time.Minute

// shelved makes sb's mirror on the shelf, when there is one.
func (m *Sessions) shelved(sb *Sandbox) {
	if m.opts.Shelf != nil {
		sb.mirror = m.opts.Shelf.Mirror(sb.id, sb.dir)
	}
}

// saveSoon marks sb to be saved to the shelf, after a call used it.
// The caller holds m.mu.
func (m *Sessions) saveSoonLocked(sb *Sandbox) {
	if sb.mirror != nil {
		sb.dirty = true
		signal(m.saveReq)
	}
}

// saver saves the sandboxes used since their last save, at most every
// Options.SaveEvery, until the sessions close.
func (m *Sessions) saver() {
	defer close(m.saverDone)
	for {
		select {
		case <-m.saveReq:
		case <-m.stop:
			return
		}
		m.mu.Lock()
		var dirty []*Sandbox
		for _, c := range m.conns {
			for _, sb := range c.boxes {
				if sb.dirty {
					sb.dirty = false
					dirty = append(dirty, sb)
				}
			}
		}
		m.mu.Unlock()
		for _, sb := range dirty {
			m.save(sb, false)
		}
		select {
		case <-time.After(m.opts.SaveEvery):
		case <-m.stop:
			return
		}
	}
}

// save sends sb's files and record to the shelf; suspended says its
// kernels were just suspended, the last save before it leaves this
// replica. It reports whether the shelf now holds sb whole.
func (m *Sessions) save(sb *Sandbox, suspended bool) bool {
	sb.saveMu.Lock()
	defer sb.saveMu.Unlock()
	sb.endMu.Lock()
	gone := sb.ended && !suspended
	sb.endMu.Unlock()
	if gone || sb.dropped {
		return false
	}
	ctx, cancel := context.WithTimeout(context.Background(), fetchWait)
	defer cancel()
	start := time.Now()
	sent, err := sb.mirror.Save(ctx, shelfParts...)
	if err != nil {
		m.log.Error("save sandbox to the shelf", "sandbox", sb.id, "suspended", suspended, "err", err)
		return false
	}
	m.log.Debug("sandbox saved to the shelf", "sandbox", sb.id, "suspended", suspended, "bytes", sent, "took", time.Since(start))
	return true
}

// unshelve removes an ended sandbox from the shelf and lets its lease go.
func (m *Sessions) unshelve(sb *Sandbox) {
	if sb.mirror != nil {
		sb.saveMu.Lock()
		if !sb.dropped {
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			if err := m.opts.Shelf.Delete(ctx, sb.id); err != nil {
				m.log.Warn("remove an ended sandbox from the shelf", "sandbox", sb.id, "err", err)
			}
			cancel()
		}
		sb.saveMu.Unlock()
	}
	if m.opts.Leases != nil {
		m.opts.Leases.Release(sb.id)
	}
}

// errElsewhere is fetch's error for a sandbox another replica runs.
var errElsewhere = errors.New("another replica of this server runs it right now")

// fetch brings sandbox id down from the shelf for the user of connection
// c, holding its lease, into the data directory, where boxLocked then
// takes it back; it reports whether it did. A sandbox the shelf does not
// hold, or holds for another user or past its TTL, is not fetched.
func (m *Sessions) fetch(user, id string) (bool, error) {
	if !strings.HasPrefix(id, IDPrefix) || hostfs.CheckName(id) != nil || strings.ContainsAny(id, `/\`) {
		return false, nil
	}
	m.fetchMu.Lock()
	defer m.fetchMu.Unlock()
	m.mu.Lock()
	running := m.runningLocked(id)
	m.mu.Unlock()
	if running {
		return false, nil // fetched meanwhile, or another connection's here
	}
	ctx, cancel := context.WithTimeout(context.Background(), fetchWait)
	defer cancel()
	b, err := m.opts.Shelf.Record(ctx, id)
	if errors.Is(err, shelf.ErrNotFound) {
		return false, nil
	}
	if err != nil {
		m.log.Error("read a sandbox's record on the shelf", "sandbox", id, "err", err)
		return false, errors.New("the sandbox could not be looked up in the shared store; try again, and the server's log has the details")
	}
	var rec record
	if json.Unmarshal(b, &rec) != nil || rec.Owner != user {
		return false, nil
	}
	if time.Since(rec.Created) >= rec.TTL {
		m.opts.Shelf.Delete(ctx, id)
		return false, nil
	}
	// Within this server's caps, whatever the record says.
	rec.TTL, rec.Memory = min(rec.TTL, m.opts.TTL), min(max(rec.Memory, 0), m.opts.Limits.Memory)
	if rec.Memory == 0 {
		rec.Memory = m.opts.Limits.Memory
	}
	if b, err = json.Marshal(rec); err != nil {
		return false, err
	}
	switch ok, err := m.opts.Leases.Hold(ctx, id); {
	case err != nil:
		m.log.Error("take a sandbox's lease", "sandbox", id, "err", err)
		return false, errors.New("the sandbox's lease could not be taken; try again, and the server's log has the details")
	case !ok:
		return false, fmt.Errorf("sandbox %s: %w; if that replica stopped, the sandbox moves here once its lease runs out: retry in a few seconds", id, errElsewhere)
	}
	dir := filepath.Join(m.opts.DataDir, id)
	if lock, err := dirlock.Lock(dir); err == nil { // a stale copy a killed server left
		os.RemoveAll(dir)
		lock.Close()
	}
	quota := m.opts.Limits.Quota
	shared := &shelf.Budget{Bytes: quota.Bytes, Files: quota.Files}
	budgets := map[string]*shelf.Budget{
		"workspace": shared, "tmp": shared, ownHomeDir: shared,
		"outputs":  {Bytes: quota.Bytes, Files: quota.Files},
		kernelsDir: {Bytes: 2 * (rec.Memory + kernelBudget), Files: 2},
	}
	start := time.Now()
	mr, n, err := m.opts.Shelf.Load(ctx, id, dir, budgets)
	if err == nil {
		err = os.WriteFile(filepath.Join(dir, recordFile), b, 0o600)
	}
	if err != nil {
		m.opts.Leases.Release(id)
		m.log.Error("bring a sandbox down from the shelf", "sandbox", id, "err", err)
		if errors.Is(err, shelf.ErrTooLarge) {
			return false, fmt.Errorf("sandbox %s cannot be taken back: %w", id, shelf.ErrTooLarge)
		}
		return false, errors.New("the sandbox is kept in the shared store but could not be brought to this replica; try again, and the server's log has the details")
	}
	m.mu.Lock()
	m.fetched[id] = mr
	m.mu.Unlock()
	m.log.Info("sandbox brought down from the shelf", "sandbox", id, "bytes", n, "took", time.Since(start), "suspended", rec.Suspended)
	return true, nil
}

// runningLocked reports whether a connection here runs sandbox id. The
// caller holds m.mu.
func (m *Sessions) runningLocked(id string) bool {
	for _, c := range m.conns {
		if c.boxes[id] != nil {
			return true
		}
	}
	return false
}

// dropFetched undoes a fetch that no connection took back.
func (m *Sessions) dropFetched(id string) {
	m.mu.Lock()
	_, ok := m.fetched[id]
	delete(m.fetched, id)
	m.mu.Unlock()
	if ok {
		os.RemoveAll(filepath.Join(m.opts.DataDir, id))
		m.opts.Leases.Release(id)
	}
}

// suspendAll suspends sandboxes, a few at a time.
func (m *Sessions) suspendAll(sbs []*Sandbox) {
	var wg sync.WaitGroup
	sem := make(chan struct{}, 4)
	for _, sb := range sbs {
		sem <- struct{}{}
		wg.Go(func() {
			defer func() { <-sem }()
			m.suspend(sb)
		})
	}
	wg.Wait()
}

// Drop stops running sandbox id here, leaving the shelf's copy to the
// replica that took its lease: this one lost touch with Redis for longer
// than the lease.
func (m *Sessions) Drop(id string) {
	m.mu.Lock()
	var sb *Sandbox
	for _, c := range m.conns {
		if sb = c.boxes[id]; sb != nil {
			m.removeLocked(c, sb, "another replica of this server took it over")
			break
		}
	}
	m.mu.Unlock()
	if sb == nil {
		return
	}
	sb.saveMu.Lock()
	sb.dropped = true
	sb.saveMu.Unlock()
	m.end(sb)
}
