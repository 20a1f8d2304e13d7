// Package wasmrt runs sbx's guests — CPython and QuickJS compiled to WASI —
// in one in-process wazero runtime. A [Sandbox] owns a workspace and, per
// language, one long-lived kernel that keeps variables between calls. Every
// limit (time, memory, output, files) is enforced here, on the host side,
// never by the guest.
package wasmrt

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"time"

	"github.com/sbx-sandbox/sbx/internal/ownerdir"
	"github.com/sbx-sandbox/sbx/wasmrt/internal/prepare"
	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"
)

// Options configure a Runtime.
type Options struct {
	// CacheDir holds the per-machine caches, so that only the first run on
	// a machine pays for preparing and compiling a guest: wazero's compiled
	// code in wazero/, the prepared guests and kernel snapshots in guests/
	// (cache.go). Empty means os.UserCacheDir()/sbx; "off" disables both.
	CacheDir string
	// Progress, if set, receives a line while a guest compiles for longer
	// than a moment (the first run on a machine takes seconds), and one
	// when a damaged or stale cache file is rebuilt.
	Progress io.Writer
	// NoSnapshots boots every kernel from scratch instead of restoring it
	// from a snapshot of an initialised one (slower; for comparison).
	NoSnapshots bool
	// Resident says the runtime serves many runs, as a server does: a
	// Python process with a plain command line then starts from the
	// kernel's snapshot rather than booting an interpreter (resident.go).
	// A runtime for one run leaves it off: its first snapshot costs it a
	// template boot besides.
	Resident bool
	// CopyForks makes a fork copy its source's memory whole, as the
	// portable build does, instead of sharing it copy-on-write (slower;
	// for comparison).
	CopyForks bool
	// Interrupt selects how runs are stopped; the default is the only one
	// that is both safe and fast. The others exist to measure it against.
	Interrupt Interrupt
}

// Interrupt is a way of stopping a guest at its time limit.
type Interrupt int

const (
	// InterruptLoopChecks stops a guest through a fuel check sbx inserts at
	// the head of every loop (see fuelPerYield).
	InterruptLoopChecks Interrupt = iota
	// InterruptCloseOnContextDone uses wazero's WithCloseOnContextDone,
	// which calls out to Go at every loop head.
	InterruptCloseOnContextDone
	// InterruptNone never stops a guest: no time limits. For measuring the
	// cost of the other two only.
	InterruptNone
)

// Runtime is one wazero runtime shared by every sandbox of a process.
type Runtime struct {
	r           wazero.Runtime
	cacheDir    string
	cache       guestCache
	progress    io.Writer
	noSnapshots bool
	copyForks   bool
	resident    bool
	interrupt   Interrupt

	mu     sync.Mutex
	guests map[*Guest]*compiledGuest
	closed bool

	// Work done for the next process (see bootAhead) runs with bg.
	bg     context.Context
	stopBg context.CancelFunc
	bgWG   sync.WaitGroup
}

// compiledGuest is a guest compiled once per Runtime.
type compiledGuest struct {
	once     sync.Once
	guest    *Guest
	mod      wazero.CompiledModule
	prep     *prepare.Module
	took     time.Duration
	err      error
	mounts   []Mount
	template template
	loaded   atomic.Pointer[GuestLoad] // set once compiled
}

// maxMemoryPages bounds any instance: 4 GiB, wasm32's whole address space.
// Each sandbox's own, smaller cap is applied by its memory allocator.
const maxMemoryPages = 65536

// New starts a runtime. Close it to release compiled code.
func New(ctx context.Context, opts Options) (*Runtime, error) {
	cfg := wazero.NewRuntimeConfigCompiler().WithMemoryLimitPages(maxMemoryPages).
		WithCloseOnContextDone(opts.Interrupt == InterruptCloseOnContextDone)
	dir, err := cacheDir(opts.CacheDir)
	if err != nil {
		return nil, err
	}
	if dir != "" {
		cache, err := wazero.NewCompilationCacheWithDir(filepath.Join(dir, "wazero"))
		if err != nil {
			return nil, fmt.Errorf("compilation cache: %w", err)
		}
		cfg = cfg.WithCompilationCache(cache)
	}
	r := wazero.NewRuntimeWithConfig(ctx, cfg)
	if err := instantiateWASI(ctx, r); err != nil {
		r.Close(ctx)
		return nil, fmt.Errorf("instantiate WASI: %w", err)
	}
	_, err = r.NewHostModuleBuilder(prepare.YieldModule).NewFunctionBuilder().
		WithGoModuleFunction(api.GoModuleFunc(yield), nil, []api.ValueType{api.ValueTypeI32}).
		Export(prepare.YieldName).Instantiate(ctx)
	if err != nil {
		r.Close(ctx)
		return nil, fmt.Errorf("instantiate the sbx host module: %w", err)
	}
	rt := &Runtime{r: r, cacheDir: dir, progress: opts.Progress, noSnapshots: opts.NoSnapshots, copyForks: opts.CopyForks, resident: opts.Resident, interrupt: opts.Interrupt,
		guests: map[*Guest]*compiledGuest{}}
	if dir != "" {
		rt.cache = guestCache{dir: filepath.Join(dir, "guests")}
	}
	rt.bg, rt.stopBg = context.WithCancel(context.WithoutCancel(ctx))
	return rt, nil
}

// cacheDir resolves the compilation cache directory and creates it.
func cacheDir(dir string) (string, error) {
	switch dir {
	case "off":
		return "", nil
	case "":
		base, err := os.UserCacheDir()
		if err != nil {
			return "", nil // no home: run without a cache
		}
		dir = filepath.Join(base, "sbx")
	}
	if err := ownerdir.MkdirAll(dir); err != nil {
		return "", fmt.Errorf("compilation cache: %w", err)
	}
	return dir, nil
}

// CacheDir reports where guests are cached ("" when disabled).
func (rt *Runtime) CacheDir() string { return rt.cacheDir }

// Close releases the runtime and every instance still open in it. Work
// for the next process still running is given a few seconds to finish.
func (rt *Runtime) Close(ctx context.Context) error {
	rt.mu.Lock()
	rt.closed = true
	rt.mu.Unlock()
	done := make(chan struct{})
	go func() { rt.bgWG.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(closeGrace):
		rt.stopBg()
		<-done
	}
	rt.stopBg()
	return rt.r.Close(ctx)
}

// Settle waits until the work the runtime does in the background for the
// next process (booting a template kernel ahead, see bootAhead) is done, so
// that a measurement of time or memory does not count it.
func (rt *Runtime) Settle() { rt.bgWG.Wait() }

// closeGrace is how long Close waits for background work before stopping it.
const closeGrace = 5 * time.Second

// background runs fn in the background unless the runtime is closing.
func (rt *Runtime) background(fn func(context.Context)) {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	if rt.closed {
		return
	}
	rt.bgWG.Add(1)
	go func() {
		defer rt.bgWG.Done()
		fn(rt.bg)
	}()
}

// Prepare compiles guest (one of Guests) now rather than on its first use,
// and reports how long that took (milliseconds once cached).
func (rt *Runtime) Prepare(ctx context.Context, guest *Guest) (time.Duration, error) {
	g, err := rt.load(ctx, guest)
	if err != nil {
		return 0, err
	}
	return g.took, nil
}

// load returns guest compiled, compiling it on first use.
func (rt *Runtime) load(ctx context.Context, guest *Guest) (*compiledGuest, error) {
	rt.mu.Lock()
	g := rt.guests[guest]
	if g == nil {
		g = &compiledGuest{guest: guest}
		rt.guests[guest] = g
	}
	rt.mu.Unlock()
	g.once.Do(func() { g.err = rt.compile(ctx, g) })
	if g.err != nil {
		return nil, g.err
	}
	return g, nil
}

// compile loads, instruments and compiles one guest, telling the user what
// is happening if it takes longer than a moment.
func (rt *Runtime) compile(ctx context.Context, g *compiledGuest) error {
	start := time.Now()
	done := make(chan struct{})
	defer close(done)
	prep, cached, err := rt.prepared(g.guest)
	if err != nil {
		return err
	}
	g.prep = prep
	if rt.progress != nil {
		go showProgress(rt.progress, g.guest.Name, cached, start, done)
	}
	if g.mounts, err = g.guest.Mounts(); err == nil {
		g.mounts, err = withZones(g.mounts)
	}
	if err != nil {
		return fmt.Errorf("load %s guest files: %w", g.guest.Name, err)
	}
	if g.mod, err = rt.r.CompileModule(ctx, g.prep.Wasm); err != nil {
		return fmt.Errorf("compile %s guest: %w", g.guest.Name, err)
	}
	g.took = time.Since(start)
	g.loaded.Store(&GuestLoad{Guest: g.guest.Name, Cached: cached, Took: g.took})
	return nil
}

// prepared returns guest's prepared module from the guest cache, or
// prepares it from the embedded bytes, checked against their checksums,
// and fills the cache. cached says which: whether this machine has run the
// guest before.
func (rt *Runtime) prepared(guest *Guest) (*prepare.Module, bool, error) {
	key := cacheKey(guest, "module", rt.interrupt)
	path := rt.cache.path(guest, "module", rt.interrupt, key)
	if rt.cache.dir != "" {
		b, err := rt.cache.load(path, key)
		var p *prepare.Module
		if err == nil {
			if p, err = decodePrepared(b); err == nil {
				return p, true, nil
			}
		}
		if !errors.Is(err, fs.ErrNotExist) {
			rt.note("sbx: the cached %s guest is %s; preparing it again", guest.Name, reason(err))
		}
	}
	wasm, err := guest.Wasm()
	if err == nil && guest.Verify != nil {
		err = guest.Verify()
	}
	if err != nil {
		return nil, false, fmt.Errorf("load %s guest: %w", guest.Name, err)
	}
	p, err := prepare.Prepare(wasm, rt.interrupt == InterruptLoopChecks)
	if err != nil {
		return nil, false, fmt.Errorf("prepare %s guest: %w", guest.Name, err)
	}
	if rt.cache.dir != "" {
		if err := rt.cache.store(path, key, encodePrepared(p)); err != nil {
			rt.note("sbx: cannot cache the %s guest (%s); every start prepares it again", guest.Name, reason(err))
		}
	}
	return p, false, nil
}

// note tells the user about the cache, on the progress writer.
func (rt *Runtime) note(format string, args ...any) {
	if rt.progress != nil {
		fmt.Fprintf(rt.progress, format+"\n", args...)
	}
}

// reason words a cache error without the host path it may carry.
func reason(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Op + ": " + pe.Err.Error()
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Op + ": " + le.Err.Error()
	}
	return err.Error()
}

// showProgress tells the user about a compile that runs past half a second:
// a spinner on a terminal, one line before and one after otherwise. A
// guest found in the cache (cached) is loading, not compiling: a loaded
// machine can take that long too.
func showProgress(w io.Writer, name string, cached bool, start time.Time, done <-chan struct{}) {
	const frames = `|/-\`
	doing, did := "compiling the "+name+" guest, first run only...", "compiled the "+name+" guest in %.1f s (cached for next time)"
	if cached {
		doing, did = "loading the "+name+" guest...", "loaded the "+name+" guest in %.1f s"
	}
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	tty := isTerminal(w)
	shown := false
	for i := 0; ; i++ {
		select {
		case <-done:
			if shown {
				fmt.Fprintf(w, "\rsbx: "+did+"   \n", time.Since(start).Seconds())
			}
			return
		case <-tick.C:
			switch {
			case time.Since(start) < 500*time.Millisecond:
			case tty:
				fmt.Fprintf(w, "\rsbx: %s %c %.0f s ", doing, frames[i%4], time.Since(start).Seconds())
				shown = true
			case !shown:
				fmt.Fprintf(w, "sbx: %s\n", doing)
				shown = true
			}
		}
	}
}

// isTerminal reports whether w is a character device such as a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	info, err := f.Stat()
	return err == nil && info.Mode()&os.ModeCharDevice != 0
}

// errClosed is returned when a sandbox is used after Close.
var errClosed = errors.New("sandbox is closed")
