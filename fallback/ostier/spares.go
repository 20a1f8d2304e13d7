package ostier

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/sbx-sandbox/sbx/fallback"
)

// The os provider keeps spares: sandboxes made ahead of time, namespaces
// made, limits set, the Python kernel started and numpy and pandas (where
// the host has them) imported in it, so that a new sandbox's first cell
// only runs. A spare is made for one kind of sandbox (spareKey: its owner
// and everything that shapes it) and handed to a sandbox of that kind
// only, never to another user's or to one with other limits. It is made
// over scratch directories of its own, and given the new sandbox's
// workspace and own home when it is taken (ossandbox's Rebind): nothing
// in it comes from an earlier sandbox. The provider keeps one spare for
// each of the last kinds asked for (Create, Prepare), at most
// OSOptions.Spares of them and at most OSOptions.SpareMemory of idle
// memory in all, measured (PSS) once each is ready; a spare whose
// sandbox or kernel has ended is not handed out. Sandboxes with an
// egress allow-list are made when asked for: their proxy is their own.

// spareKey is what shapes an os sandbox beside its directories: a spare
// made for one key is handed to a sandbox of that key only.
type spareKey struct {
	owner  string
	limits fallback.Limits
	// home is the durable home shown read-only (the same for every
	// sandbox of its owner), ownHome for a home of the sandbox's own, or
	// "" for none.
	home string
}

// ownHome is spareKey.home for a sandbox whose home is its own.
const ownHome = "\x00own"

// keyOf is spec's key, or false when a spare cannot serve spec: one with
// an egress allow-list, or without a quota (whose directories are
// mounted, not copied, and cannot be given to another sandbox).
func keyOf(spec fallback.Spec) (spareKey, bool) {
	l := spec.Limits.WithDefaults()
	if spec.Egress != nil && len(spec.Egress.Allow) > 0 || l.WorkspaceBytes <= 0 {
		return spareKey{}, false
	}
	k := spareKey{owner: spec.Owner, limits: l, home: spec.Home}
	if spec.Home != "" && !spec.HomeReadOnly {
		k.home = ownHome
	}
	return k, true
}

// osSpares is the os provider's spares.
type osSpares struct {
	o *OS

	mu     sync.Mutex
	ready  map[spareKey]*osSpare
	wanted []wantedSpare // the kinds asked for, the latest last
	size   int64         // the idle memory of the last spare made: what the next is expected to cost
	closed bool

	once    sync.Once // starts keep
	running bool      // keep was started
	wake    chan struct{}
	ctx     context.Context // ended by close
	cancel  context.CancelFunc
	done    chan struct{} // closed when keep has returned
}

// wantedSpare is a kind of sandbox asked for, with a spec to make its
// spares from.
type wantedSpare struct {
	key  spareKey
	spec fallback.Spec
}

// osSpare is one spare: its sandbox, the scratch directory it was made
// over, and its idle memory once made.
type osSpare struct {
	b   *osBox
	dir string
	pss int64
}

// spareRefillDelay is how long making a spare waits after one is asked
// for: the sandbox just handed out runs its first cell meanwhile, without
// competing for the CPU with a Python start.
const spareRefillDelay = 200 * time.Millisecond

// spareWarmTimeout bounds starting a spare's kernel and its imports.
const spareWarmTimeout = 60 * time.Second

func newOSSpares(o *OS) *osSpares {
	s := &osSpares{o: o, ready: map[spareKey]*osSpare{}, wake: make(chan struct{}, 1), done: make(chan struct{})}
	s.ctx, s.cancel = context.WithCancel(context.Background())
	return s
}

// take returns a spare made for spec's kind, given spec's directories, or
// nil when none is ready; either way a spare of that kind is made next.
func (s *osSpares) take(spec fallback.Spec) (*osBox, error) {
	if s == nil {
		return nil, nil
	}
	key, ok := keyOf(spec)
	if !ok {
		return nil, nil
	}
	s.mu.Lock()
	sp := s.ready[key]
	delete(s.ready, key)
	s.wantLocked(key, spec)
	s.mu.Unlock()
	s.signal()
	if sp == nil {
		return nil, nil
	}
	if !sp.alive() {
		sp.close()
		return nil, nil
	}
	if err := sp.b.bind(spec); err != nil {
		sp.close() // the caller makes one anew, and says what does not fit
		return nil, nil
	}
	os.RemoveAll(sp.dir)
	return sp.b, nil
}

// prepare asks for a spare of spec's kind, ahead of its first sandbox.
func (s *osSpares) prepare(spec fallback.Spec) {
	if s == nil {
		return
	}
	if key, ok := keyOf(spec); ok {
		s.mu.Lock()
		s.wantLocked(key, spec)
		s.mu.Unlock()
		s.signal()
	}
}

// wantLocked puts key last among the kinds wanted, and forgets the
// oldest beyond OSOptions.Spares, ending their spares.
func (s *osSpares) wantLocked(key spareKey, spec fallback.Spec) {
	if s.closed {
		return
	}
	s.wanted = slices.DeleteFunc(s.wanted, func(w wantedSpare) bool { return w.key == key })
	s.wanted = append(s.wanted, wantedSpare{key, spec})
	for len(s.wanted) > s.o.opts.Spares {
		s.dropLocked(s.wanted[0].key)
		s.wanted = s.wanted[1:]
	}
}

// dropLocked ends key's spare, if it has one.
func (s *osSpares) dropLocked(key spareKey) {
	if sp := s.ready[key]; sp != nil {
		delete(s.ready, key)
		go sp.close()
	}
}

// signal wakes keep, starting it on first use.
func (s *osSpares) signal() {
	s.once.Do(func() {
		s.running = true
		go s.keep()
	})
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

// keep makes the spares wanted, one at a time, until close.
func (s *osSpares) keep() {
	defer close(s.done)
	for {
		select {
		case <-s.wake:
		case <-s.ctx.Done():
			return
		}
		select {
		case <-time.After(spareRefillDelay):
		case <-s.ctx.Done():
			return
		}
		for {
			w, ok := s.next()
			if !ok {
				break
			}
			sp, err := s.make(w.spec)
			if err != nil {
				break // the next sandbox asked for tries again
			}
			s.mu.Lock()
			if s.closed || !slices.ContainsFunc(s.wanted, func(x wantedSpare) bool { return x.key == w.key }) ||
				s.ready[w.key] != nil || sp.pss > s.o.opts.SpareMemory {
				s.mu.Unlock()
				sp.close()
				break
			}
			s.ready[w.key] = sp
			s.mu.Unlock()
		}
	}
}

// next is the latest kind wanted that has no spare, if one more fits the
// memory budget, the spares of the kinds wanted longest ago ended to
// make room when it does not.
func (s *osSpares) next() (wantedSpare, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return wantedSpare{}, false
	}
	for i := len(s.wanted) - 1; i >= 0; i-- {
		w := s.wanted[i]
		if s.ready[w.key] != nil {
			continue
		}
		for _, older := range s.wanted[:i] {
			if s.usedLocked()+s.size <= s.o.opts.SpareMemory {
				break
			}
			s.dropLocked(older.key)
		}
		return w, s.usedLocked()+s.size <= s.o.opts.SpareMemory
	}
	return wantedSpare{}, false
}

// usedLocked is the idle memory of the spares ready, as measured when
// each was made.
func (s *osSpares) usedLocked() (n int64) {
	for _, sp := range s.ready {
		n += sp.pss
	}
	return n
}

// make makes a spare for spec, over scratch directories of its own, and
// starts its Python kernel with the data stack imported.
func (s *osSpares) make(spec fallback.Spec) (_ *osSpare, err error) {
	dir, err := os.MkdirTemp("", "sbx-os-spare-")
	if err != nil {
		return nil, err
	}
	spec.Workspace = filepath.Join(dir, "workspace")
	dirs := []string{spec.Workspace}
	if spec.Home != "" && !spec.HomeReadOnly {
		spec.Home = filepath.Join(dir, "home")
		dirs = append(dirs, spec.Home)
	}
	for _, d := range dirs {
		if err := os.Mkdir(d, 0o700); err != nil {
			os.RemoveAll(dir)
			return nil, err
		}
	}
	sp := &osSpare{b: s.o.newBox(spec), dir: dir}
	if err := sp.b.start(); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	ctx, cancel := context.WithTimeout(s.ctx, spareWarmTimeout)
	defer cancel()
	warm := fallback.ExecRequest{Stdin: []byte(warmCell(s.o.Capabilities(ctx))), Timeout: sp.b.limits.MaxTimeout}
	res, err := sp.b.runCell(ctx, s.o, warm, pythonKind, false)
	if err == nil && res.ExitCode != 0 {
		err = errors.New(strings.TrimSpace(res.Stderr))
	}
	if err != nil {
		sp.close()
		return nil, err
	}
	sp.b.started[pythonKind] = false // a kernel that ends before the first cell is replaced without a note
	if sp.pss, err = sp.b.sb.Proportional(); err != nil {
		sp.close()
		return nil, err
	}
	s.mu.Lock()
	s.size = sp.pss
	s.mu.Unlock()
	return sp, nil
}

// warmCell imports in a spare's kernel what the host's Python has of
// numpy and pandas, binding no names.
func warmCell(caps fallback.Capabilities) string {
	var mods []string
	for _, m := range []string{"numpy", "pandas"} {
		if caps.PythonModules[m] {
			mods = append(mods, strconv.Quote(m))
		}
	}
	if len(mods) == 0 {
		return "pass"
	}
	return "for _m in [" + strings.Join(mods, ", ") + "]:\n    __import__(_m)\ndel _m"
}

// alive reports whether the spare's sandbox and its kernel still run.
func (sp *osSpare) alive() bool {
	select {
	case <-sp.b.sb.Done():
		return false
	default:
	}
	k := sp.b.kernels[pythonKind]
	if k == nil {
		return false
	}
	select {
	case <-k.proc.Exited():
		return false
	default:
		return true
	}
}

// close ends the spare and removes its scratch directory.
func (sp *osSpare) close() {
	sp.b.close()
	os.RemoveAll(sp.dir)
}

// bind gives a spare the directories of spec, the sandbox it now is.
func (b *osBox) bind(spec fallback.Spec) error {
	home := ""
	if !spec.HomeReadOnly {
		home = spec.Home
	}
	if err := b.sb.Rebind(spec.Workspace, home); err != nil {
		return err
	}
	b.workspace, b.cfg.Workspace = spec.Workspace, spec.Workspace
	if home != "" {
		b.home, b.cfg.Home = home, home
	}
	return nil
}

// close ends every spare, and stops making them.
func (s *osSpares) close() {
	if s == nil {
		return
	}
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return
	}
	s.closed = true
	ready := s.ready
	s.ready, s.wanted = map[spareKey]*osSpare{}, nil
	s.mu.Unlock()
	s.cancel()
	s.once.Do(func() {}) // keep never starts after this
	if s.running {
		<-s.done
	}
	for _, sp := range ready {
		sp.close()
	}
}

// Spares implements fallback.Sparer: the provider's spares.
func (o *OS) Spares() fallback.SpareStats {
	st := fallback.SpareStats{Max: o.opts.Spares, Budget: o.opts.SpareMemory}
	s := o.spares
	if s == nil {
		return st
	}
	s.mu.Lock()
	var ready []*osSpare
	for _, sp := range s.ready {
		ready = append(ready, sp)
	}
	s.mu.Unlock()
	for _, sp := range ready {
		if n, err := sp.b.sb.Proportional(); err == nil {
			st.Ready++
			st.Memory += n
		}
	}
	return st
}

// Prepare implements fallback.Sparer: it asks the provider to make a spare for sandboxes like spec (its
// directories aside) before the first is asked for: a server does for the
// sandboxes it expects.
func (o *OS) Prepare(spec fallback.Spec) { o.spares.prepare(spec) }
