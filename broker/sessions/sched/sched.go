// Package sched shares the server's run slots (one per core) among the
// owners of runs, and hands the heap back to the system after them.
package sched

import (
	"context"
	"slices"
	"sync"
	"sync/atomic"
	"time"
)

// runSlice is how long a run keeps its core while other owners' runs
// wait: past it, the run gives the core back at its next preemption point
// (a guest's fuel yield, a shell command) and waits its turn again.
const runSlice = 50 * time.Millisecond

// Queue shares the server's run slots (one per core) among owners — a
// connection, or a user when the connection is identified — round-robin:
// a freed slot goes to the waiting owner with the fewest runs in progress,
// the longest waiting first among equals, so one owner cannot hold every
// core while another's run waits. A run past its slice while others wait
// yields its slot (see Turn.Preempt). It is safe for concurrent use.
type Queue struct {
	mu      sync.Mutex
	free    int
	owners  map[any]*owner // those with runs in progress or waiting
	ring    []*owner       // those with runs waiting, in turn order
	waiting atomic.Int64   // runs waiting for a slot
	running atomic.Int64   // runs holding one
}

// owner is one connection's or user's runs.
type owner struct {
	key     any
	running int
	waiters []*waiter
}

// waiter is one run waiting for a slot.
type waiter struct {
	t     *Turn
	ready chan struct{} // closed when the slot is granted
}

// Turn is one run's claim on the queue, held from Enter to Leave.
type Turn struct {
	q     *Queue
	key   any
	mu    sync.Mutex   // held while the run gives its slot back and waits
	held  bool         // it holds a slot; guarded by q.mu
	away  bool         // it went on outside the process (Away); guarded by mu
	since atomic.Int64 // when it got its slot, in UnixNano
}

// NewQueue returns a queue of n slots.
func NewQueue(n int) *Queue { return &Queue{free: n, owners: map[any]*owner{}} }

// Enter waits for a free slot for one of key's runs; call the turn's
// Leave when the run is over.
func (q *Queue) Enter(ctx context.Context, key any) (*Turn, error) {
	t := &Turn{q: q, key: key}
	if err := q.wait(ctx, t); err != nil {
		return nil, err
	}
	return t, nil
}

// Load returns the runs in progress and the runs waiting.
func (q *Queue) Load() (running, waiting int) {
	return int(q.running.Load()), int(q.waiting.Load())
}

// wait takes a slot for t, queueing behind its owner's earlier runs and
// taking turns with other owners; it fails when ctx ends first.
func (q *Queue) wait(ctx context.Context, t *Turn) error {
	q.mu.Lock()
	o := q.owners[t.key]
	if o == nil {
		o = &owner{key: t.key}
		q.owners[t.key] = o
	}
	if q.free > 0 && len(q.ring) == 0 {
		q.grantLocked(o, t)
		q.mu.Unlock()
		return nil
	}
	w := &waiter{t: t, ready: make(chan struct{})}
	o.waiters = append(o.waiters, w)
	if len(o.waiters) == 1 {
		q.ring = append(q.ring, o)
	}
	q.waiting.Add(1)
	q.mu.Unlock()

	select {
	case <-w.ready:
		return nil
	case <-ctx.Done():
	}
	q.mu.Lock()
	defer q.mu.Unlock()
	if t.held { // granted as ctx ended
		return nil
	}
	o.waiters = slices.DeleteFunc(o.waiters, func(x *waiter) bool { return x == w })
	if len(o.waiters) == 0 {
		q.ring = slices.DeleteFunc(q.ring, func(x *owner) bool { return x == o })
	}
	q.waiting.Add(-1)
	q.forgetLocked(o)
	return context.Cause(ctx)
}

// grantLocked gives t, one of o's runs, a slot; the caller holds q.mu.
func (q *Queue) grantLocked(o *owner, t *Turn) {
	q.free--
	o.running++
	t.held = true
	t.since.Store(time.Now().UnixNano())
	q.running.Add(1)
}

// release gives t's slot to the next waiting run, if t holds one.
func (q *Queue) release(t *Turn) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if !t.held {
		return
	}
	t.held = false
	q.running.Add(-1)
	q.free++
	o := q.owners[t.key]
	o.running--
	for q.free > 0 && len(q.ring) > 0 {
		i := 0
		for j, x := range q.ring {
			if x.running < q.ring[i].running {
				i = j
			}
		}
		next := q.ring[i]
		q.ring = slices.Delete(q.ring, i, i+1)
		w := next.waiters[0]
		next.waiters = next.waiters[1:]
		if len(next.waiters) > 0 {
			q.ring = append(q.ring, next) // its next run waits for its next turn
		}
		q.waiting.Add(-1)
		q.grantLocked(next, w.t)
		close(w.ready)
	}
	q.forgetLocked(o)
}

// forgetLocked drops o once it has no runs; the caller holds q.mu.
func (q *Queue) forgetLocked(o *owner) {
	if o.running == 0 && len(o.waiters) == 0 {
		delete(q.owners, o.key)
	}
}

// Preempt is the run's preemption point (see wasmrt.WithPreemption): if
// it has held its slot for runSlice while other runs wait, it gives the
// slot back and waits its turn again. It returns at once when nobody
// waits, and when ctx ends (the run was stopped). Concurrent calls for
// one run (the goroutines of a shell line) wait together.
func (t *Turn) Preempt(ctx context.Context) {
	if t.q.waiting.Load() == 0 || time.Now().UnixNano()-t.since.Load() < int64(runSlice) {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.away || time.Now().UnixNano()-t.since.Load() < int64(runSlice) {
		return // it needs no slot now, or another goroutine of the run took a new turn meanwhile
	}
	t.q.release(t)
	t.q.wait(ctx, t)
}

// Leave ends the run's turn.
func (t *Turn) Leave() {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.q.release(t)
}

// turnKey is the context key of a run's turn.
type turnKey struct{}

// WithTurn returns a copy of ctx that carries t, the turn of the run
// started under it, for Away.
func WithTurn(ctx context.Context, t *Turn) context.Context {
	return context.WithValue(ctx, turnKey{}, t)
}

// Away gives back for good the slot of the run ctx carries (see WithTurn),
// if any: the run goes on outside the server's process, in a native
// sandbox's processes, whose CPU the kernel shares out and caps per
// sandbox. The slots share the server's own cores (WebAssembly guests,
// the built-in shell); a run that waits on another process must not hold
// one, or runs of other owners would wait for its whole time limit.
func Away(ctx context.Context) {
	t, ok := ctx.Value(turnKey{}).(*Turn)
	if !ok {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	t.away = true
	t.q.release(t)
}
