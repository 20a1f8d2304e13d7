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
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"
	"github.com/tetratelabs/wazero/imports/wasi_snapshot_preview1"
)

// Options configure a Runtime.
type Options struct {
	// CacheDir holds wazero's compiled code, so only the first run on a
	// machine pays for compiling a guest. Empty means os.UserCacheDir()/sbx;
	// "off" disables the cache.
	CacheDir string
	// Progress, if set, receives a line while a guest compiles for longer
	// than a moment (the first run on a machine takes seconds).
	Progress io.Writer
	// NoSnapshots boots every kernel from scratch instead of restoring it
	// from a snapshot of an initialised one (slower; for comparison).
	NoSnapshots bool
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
	progress    io.Writer
	noSnapshots bool
	interrupt   Interrupt

	mu     sync.Mutex
	guests map[Language]*compiledGuest
}

// compiledGuest is a guest compiled once per Runtime.
type compiledGuest struct {
	once     sync.Once
	guest    *Guest
	mod      wazero.CompiledModule
	prep     *prepared
	took     time.Duration
	err      error
	mounts   []Mount
	template template
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
		cache, err := wazero.NewCompilationCacheWithDir(dir)
		if err != nil {
			return nil, fmt.Errorf("compilation cache: %w", err)
		}
		cfg = cfg.WithCompilationCache(cache)
	}
	r := wazero.NewRuntimeWithConfig(ctx, cfg)
	if _, err := wasi_snapshot_preview1.Instantiate(ctx, r); err != nil {
		r.Close(ctx)
		return nil, fmt.Errorf("instantiate WASI: %w", err)
	}
	_, err = r.NewHostModuleBuilder(yieldModule).NewFunctionBuilder().
		WithGoModuleFunction(api.GoModuleFunc(yield), nil, []api.ValueType{api.ValueTypeI32}).
		Export(yieldName).Instantiate(ctx)
	if err != nil {
		r.Close(ctx)
		return nil, fmt.Errorf("instantiate the sbx host module: %w", err)
	}
	return &Runtime{r: r, cacheDir: dir, progress: opts.Progress, noSnapshots: opts.NoSnapshots, interrupt: opts.Interrupt,
		guests: map[Language]*compiledGuest{}}, nil
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
		dir = filepath.Join(base, "sbx", "wazero")
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", fmt.Errorf("compilation cache: %w", err)
	}
	return dir, nil
}

// CacheDir reports where compiled guests are cached ("" when disabled).
func (rt *Runtime) CacheDir() string { return rt.cacheDir }

// Close releases the runtime and every instance still open in it.
func (rt *Runtime) Close(ctx context.Context) error { return rt.r.Close(ctx) }

// Prepare compiles the guest for lang now rather than on its first use, and
// reports how long that took (milliseconds once cached).
func (rt *Runtime) Prepare(ctx context.Context, lang Language) (time.Duration, error) {
	g, err := rt.compiled(ctx, lang)
	if err != nil {
		return 0, err
	}
	return g.took, nil
}

// compiled returns lang's compiled guest, compiling it on first use.
func (rt *Runtime) compiled(ctx context.Context, lang Language) (*compiledGuest, error) {
	guest, err := lookupGuest(lang)
	if err != nil {
		return nil, err
	}
	rt.mu.Lock()
	g := rt.guests[lang]
	if g == nil {
		g = &compiledGuest{guest: guest}
		rt.guests[lang] = g
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
	if rt.progress != nil {
		go showProgress(rt.progress, g.guest.Name, start, done)
	}
	wasm, err := g.guest.Wasm()
	if err != nil {
		return fmt.Errorf("load %s guest: %w", g.guest.Name, err)
	}
	if g.prep, err = prepare(wasm, rt.interrupt == InterruptLoopChecks); err != nil {
		return fmt.Errorf("prepare %s guest: %w", g.guest.Name, err)
	}
	if g.mounts, err = g.guest.Mounts(); err != nil {
		return fmt.Errorf("load %s guest files: %w", g.guest.Name, err)
	}
	if g.mod, err = rt.r.CompileModule(ctx, g.prep.wasm); err != nil {
		return fmt.Errorf("compile %s guest: %w", g.guest.Name, err)
	}
	g.took = time.Since(start)
	return nil
}

// showProgress tells the user about a compile that runs past half a second:
// a spinner on a terminal, one line before and one after otherwise.
func showProgress(w io.Writer, name string, start time.Time, done <-chan struct{}) {
	const frames = `|/-\`
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	tty := isTerminal(w)
	shown := false
	for i := 0; ; i++ {
		select {
		case <-done:
			if shown {
				fmt.Fprintf(w, "\rsbx: compiled the %s guest in %.1f s (cached for next time)   \n", name, time.Since(start).Seconds())
			}
			return
		case <-tick.C:
			switch {
			case time.Since(start) < 500*time.Millisecond:
			case tty:
				fmt.Fprintf(w, "\rsbx: compiling the %s guest, first run only... %c %.0f s ", name, frames[i%4], time.Since(start).Seconds())
				shown = true
			case !shown:
				fmt.Fprintf(w, "sbx: compiling the %s guest, first run only...\n", name)
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
