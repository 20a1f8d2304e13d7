package broker

import (
	"errors"
	"os"
	"path/filepath"
	"sync"

	"github.com/sbx-sandbox/sbx/hostfs"
)

// homes are the identified users' durable homes: one directory per user
// under Options.HomeDir, shown at /home/user in each sandbox the user
// creates. A home outlives its sandboxes and the server; the sandboxes of
// one user open it once between them, so they share its quota.
type homes struct {
	dir   string
	quota hostfs.Quota

	mu   sync.Mutex
	open map[string]*home
}

// home is one user's open home and the sandboxes using it.
type home struct {
	ws   *hostfs.Workspace
	refs int
}

// newHomes returns the homes under dir; nil when dir is empty.
func newHomes(dir string, quota hostfs.Quota) *homes {
	if dir == "" {
		return nil
	}
	if quota == (hostfs.Quota{}) {
		quota = hostfs.DefaultQuota
	}
	return &homes{dir: dir, quota: quota, open: map[string]*home{}}
}

// acquire opens user's home, creating it on first use, until release is
// called. An anonymous user, or a server without homes, gets none (nil).
func (h *homes) acquire(user string) (ws *hostfs.Workspace, release func(), err error) {
	if h == nil || user == "" {
		return nil, func() {}, nil
	}
	if !ValidUserID(user) {
		return nil, nil, errors.New("the user id cannot name a home directory")
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	hm := h.open[user]
	if hm == nil {
		dir := h.dirOf(user)
		if err := os.MkdirAll(dir, 0o700); err != nil {
			return nil, nil, err
		}
		ws, err := hostfs.Open(dir, h.quota)
		if err != nil {
			return nil, nil, err
		}
		hm = &home{ws: ws}
		h.open[user] = hm
	}
	hm.refs++
	return hm.ws, sync.OnceFunc(func() { h.release(user, hm) }), nil
}

// dirOf returns the host directory of user's home, or "" when they have
// none.
func (h *homes) dirOf(user string) string {
	if h == nil || user == "" {
		return ""
	}
	return filepath.Join(h.dir, user)
}

// release drops one sandbox's hold on hm, closing it after the last.
func (h *homes) release(user string, hm *home) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if hm.refs--; hm.refs == 0 {
		hm.ws.Close()
		delete(h.open, user)
	}
}
