package sessions

import (
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/sbx-sandbox/sbx/broker/sessions/dirlock"
	"github.com/sbx-sandbox/sbx/fallback/ossandbox"
)

// A server owns the directories of its sandboxes (and of its spares) by
// holding a lock on each while it lives (package dirlock):
// the system drops the lock when the process ends, however it ends. sweep, at a server's start,
// removes the sandbox directories no live server holds, at once rather
// than a TTL later; two servers sharing a data directory leave each
// other's alone.

// sweep removes what previous servers left and no live server holds: the
// os provider's cgroups, and in the data directory sandbox directories,
// and spares directories with the sandboxes in them. A sandbox a server
// keeps for a later one (Options.Keep: it has a record) stays until its
// TTL, unless a shelf keeps sandboxes (Options.Shelf): its copy there is
// the sandbox.
func (m *Sessions) sweep() {
	ossandbox.RemoveStale()
	entries, err := os.ReadDir(m.opts.DataDir)
	if err != nil {
		return
	}
	for _, e := range entries {
		dir := filepath.Join(m.opts.DataDir, e.Name())
		switch {
		case !e.IsDir():
		case strings.HasPrefix(e.Name(), IDPrefix):
			m.sweepSandbox(dir)
		case strings.HasPrefix(e.Name(), SparesPrefix):
			lock, err := dirlock.Lock(dir)
			if err != nil {
				continue
			}
			inside, _ := os.ReadDir(dir)
			for _, sb := range inside {
				m.sweepSandbox(filepath.Join(dir, sb.Name()))
			}
			os.Remove(dir) // once empty
			lock.Close()
		}
	}
}

// sweepSandbox removes the sandbox directory dir unless a live server
// holds it or it is kept for a later server and within its TTL.
func (m *Sessions) sweepSandbox(dir string) {
	lock, err := dirlock.Lock(dir)
	if err != nil {
		return
	}
	defer lock.Close()
	info, err := os.Stat(filepath.Join(dir, recordFile))
	if m.opts.Keep && m.opts.Shelf == nil && err == nil && time.Since(info.ModTime()) < m.opts.TTL {
		return
	}
	if err := os.RemoveAll(dir); err != nil {
		m.log.Warn("remove a sandbox directory no server holds", "sandbox", filepath.Base(dir), "err", err)
	}
}
