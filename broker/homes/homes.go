// Package homes keeps the identified users' durable homes: a directory
// per user, shown at /home/user in each sandbox the user creates, and,
// with a Store, a copy of each in an S3 bucket kept in step with it.
package homes

import (
	"context"
	"errors"
	"log/slog"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/sbx-sandbox/sbx/broker/govern"
	"github.com/sbx-sandbox/sbx/hostfs"
)

// Homes are the identified users' durable homes: one directory per user
// under a directory of the server's, shown at /home/user in each sandbox the user
// creates. A home outlives its sandboxes and the server; the sandboxes of
// one user open it once between them, so they share its quota. With a
// store (S3), the directory is this server's copy of the home kept in
// the store: brought down whenever a sandbox gets the home, sent up after
// each call and every few seconds while it is open.
type Homes struct {
	dir   string
	quota hostfs.Quota
	store *Store // nil: the directories are the homes
	log   *slog.Logger

	mu   sync.Mutex
	open map[string]*home

	stop chan struct{}
	done chan struct{}
}

// home is one user's open home and the sandboxes using it.
type home struct {
	ws   *hostfs.Workspace
	refs int

	sync   sync.Mutex // held by a pull or a push
	synced synced     // with the store, as of the last sync
}

// New returns the homes under dir, each bounded by quota (zero:
// hostfs.DefaultQuota), kept in store if it is not nil; nil when dir is
// empty. A nil *Homes has no homes: every user gets none.
func New(dir string, quota hostfs.Quota, store *Store, log *slog.Logger) *Homes {
	if dir == "" {
		return nil
	}
	if quota == (hostfs.Quota{}) {
		quota = hostfs.DefaultQuota
	}
	h := &Homes{dir: dir, quota: quota, store: store, log: log, open: map[string]*home{}}
	if store != nil {
		h.stop, h.done = make(chan struct{}), make(chan struct{})
		go h.pushEvery(homeSyncEvery)
	}
	return h
}

// Acquire opens user's home, creating it on first use, until release is
// called. An anonymous user, or a server without homes, gets none (nil).
// With a store, the caller brings it down with pull, outside its locks.
func (h *Homes) Acquire(user string) (ws *hostfs.Workspace, release func(), err error) {
	if h == nil || user == "" {
		return nil, func() {}, nil
	}
	if !govern.ValidUserID(user) {
		return nil, nil, errors.New("the user id cannot name a home directory")
	}
	h.mu.Lock()
	hm := h.open[user]
	if hm == nil {
		dir := h.DirOf(user)
		if err := os.MkdirAll(dir, 0o700); err != nil {
			h.mu.Unlock()
			return nil, nil, err
		}
		ws, err := hostfs.Open(dir, h.quota)
		if err != nil {
			h.mu.Unlock()
			return nil, nil, err
		}
		hm = &home{ws: ws, synced: synced{}}
		h.open[user] = hm
	}
	hm.refs++
	h.mu.Unlock()
	return hm.ws, sync.OnceFunc(func() { h.release(user, hm) }), nil
}

// DirOf returns the host directory of user's home, or "" when they have
// none.
func (h *Homes) DirOf(user string) string {
	if h == nil || user == "" {
		return ""
	}
	return filepath.Join(h.dir, user)
}

// release drops one sandbox's hold on hm, closing it after the last; a
// home kept in a store is sent up first.
func (h *Homes) release(user string, hm *home) {
	h.mu.Lock()
	last := hm.refs == 1
	h.mu.Unlock()
	if last && h.store != nil {
		h.sync(user, hm, false)
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if hm.refs--; hm.refs == 0 {
		hm.ws.Close()
		delete(h.open, user)
	}
}

// SyncOpen brings user's open home down from the store (down: before a
// new sandbox's first call) or sends it up (after a call that may have
// changed it), if it is open and kept in one. A failure to bring it down is
// logged and the sandbox goes on with this server's copy; the next sync
// catches up.
func (h *Homes) SyncOpen(user string, down bool) {
	if h == nil || h.store == nil || user == "" {
		return
	}
	h.mu.Lock()
	hm := h.open[user]
	h.mu.Unlock()
	if hm != nil {
		h.sync(user, hm, down)
	}
}

// sync pulls or pushes hm, one sync of a home at a time.
func (h *Homes) sync(user string, hm *home, down bool) {
	hm.sync.Lock()
	defer hm.sync.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	var err error
	if down {
		err = h.store.pull(ctx, user, h.DirOf(user), hm.ws, hm.synced)
	} else {
		err = h.store.push(ctx, user, h.DirOf(user), hm.synced)
	}
	if err != nil {
		h.log.Error("home sync with S3", "user", user, "down", down, "err", err)
	}
}

// pushEvery sends every open home up at each tick until close: what
// background jobs write reaches the store too.
func (h *Homes) pushEvery(every time.Duration) {
	defer close(h.done)
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-h.stop:
			return
		case <-t.C:
			h.mu.Lock()
			open := make(map[string]*home, len(h.open))
			for user, hm := range h.open {
				open[user] = hm
			}
			h.mu.Unlock()
			for user, hm := range open {
				h.sync(user, hm, false)
			}
		}
	}
}

// Close stops the periodic sync; the homes still open are sent up as
// their sandboxes end.
func (h *Homes) Close() {
	if h != nil && h.stop != nil {
		close(h.stop)
		<-h.done
	}
}

// Usage is the bytes in the homes open now.
func (h *Homes) Usage() int64 {
	if h == nil {
		return 0
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	var n int64
	for _, hm := range h.open {
		used, _ := hm.ws.Usage()
		n += used
	}
	return n
}
