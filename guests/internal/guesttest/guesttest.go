// Package guesttest runs the sbx guests (guests/python, guests/js) in plain
// wazero for their tests. It implements the host side of guests/ABI.md and
// nothing more: no hostfs confinement, no limits beyond a memory cap, no
// snapshots. Production code lives in wasmrt; this package exists so that a
// guest's own tests can check the guest without depending on it.
//
// A test binary compiles each distinct module once (keyed by its sha256) in
// one shared runtime, and the runtime uses a compilation cache on disk, so
// only the first run on a machine pays for the compiler:
//
//	inst := guesttest.New(t, wasm, guesttest.WithFS(stdlib, "/usr/local/lib/python3.13"))
//	inst.Init()
//	status, stdout, stderr := inst.Exec("print(6 * 7)")
//
//	code, stdout, stderr := guesttest.Main(t, wasm, []string{"python", "-c", "print(1)"}, "")
package guesttest

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"
	"github.com/tetratelabs/wazero/imports/wasi_snapshot_preview1"
	"github.com/tetratelabs/wazero/sys"
)

// Workspace is the guest path of the writable working directory. Every
// instance gets one: a fresh t.TempDir() unless an option mounts something
// else there.
const Workspace = "/workspace"

// MemoryLimitPages caps each instance's linear memory: 4096 pages of 64 KiB
// is 256 MiB, the default sandbox memory policy.
const MemoryLimitPages = 4096

// CacheDirEnv names an environment variable that, when set, overrides the
// directory of wazero's compilation cache. By default the cache lives in
// os.UserCacheDir()/sbx/guesttest (or under os.TempDir() if there is none).
const CacheDirEnv = "SBX_GUESTTEST_CACHE"

// Option adjusts how an instance is configured: its mounts and environment.
type Option func(*config)

type mount struct {
	dir      string // host directory, or "" for fsys
	fsys     fs.FS
	guest    string
	readOnly bool
}

type config struct {
	mounts []mount
	env    [][2]string
	output io.Writer
}

// WithDir mounts the host directory dir read-write at guestPath.
func WithDir(dir, guestPath string) Option {
	return func(c *config) { c.mounts = append(c.mounts, mount{dir: dir, guest: guestPath}) }
}

// WithReadOnlyDir mounts the host directory dir read-only at guestPath.
func WithReadOnlyDir(dir, guestPath string) Option {
	return func(c *config) {
		c.mounts = append(c.mounts, mount{dir: dir, guest: guestPath, readOnly: true})
	}
}

// WithFS mounts fsys read-only at guestPath (for example a guest's stdlib
// zip opened as an fs.FS).
func WithFS(fsys fs.FS, guestPath string) Option {
	return func(c *config) { c.mounts = append(c.mounts, mount{fsys: fsys, guest: guestPath}) }
}

// WithEnv sets one environment variable for the guest. The guest sees no
// environment variables except the ones given this way.
func WithEnv(key, value string) Option {
	return func(c *config) { c.env = append(c.env, [2]string{key, value}) }
}

// WithOutput copies what the guest writes to stdout and stderr to w as it
// is written, besides capturing it (for long runs whose progress should be
// visible, or kept in a log file).
func WithOutput(w io.Writer) Option {
	return func(c *config) { c.output = w }
}

// rt is the one wazero runtime shared by every instance in the test
// binary, with WASI preview 1 instantiated in it.
var (
	rtOnce sync.Once
	rt     wazero.Runtime
	rtErr  error

	modMu   sync.Mutex
	modules = map[[32]byte]*compiled{}
)

type compiled struct {
	once sync.Once
	cm   wazero.CompiledModule
	err  error
}

func cacheDir() string {
	if d := os.Getenv(CacheDirEnv); d != "" {
		return d
	}
	if d, err := os.UserCacheDir(); err == nil {
		return filepath.Join(d, "sbx", "guesttest")
	}
	return filepath.Join(os.TempDir(), "sbx-guesttest-cache")
}

func sharedRuntime() (wazero.Runtime, error) {
	rtOnce.Do(func() {
		ctx := context.Background()
		cfg := wazero.NewRuntimeConfig().WithMemoryLimitPages(MemoryLimitPages)
		if cache, err := wazero.NewCompilationCacheWithDir(cacheDir()); err == nil {
			cfg = cfg.WithCompilationCache(cache)
		}
		rt = wazero.NewRuntimeWithConfig(ctx, cfg)
		_, rtErr = wasi_snapshot_preview1.Instantiate(ctx, rt)
	})
	return rt, rtErr
}

// Compile returns the compiled form of wasm, compiling it at most once per
// test binary. Concurrent callers with the same module wait for one
// compilation.
func Compile(tb testing.TB, wasm []byte) wazero.CompiledModule {
	tb.Helper()
	r, err := sharedRuntime()
	if err != nil {
		tb.Fatalf("guesttest: starting wazero: %v", err)
	}
	key := sha256.Sum256(wasm)
	modMu.Lock()
	c := modules[key]
	if c == nil {
		c = &compiled{}
		modules[key] = c
	}
	modMu.Unlock()
	c.once.Do(func() { c.cm, c.err = r.CompileModule(context.Background(), wasm) })
	if c.err != nil {
		tb.Fatalf("guesttest: compiling module: %v", c.err)
	}
	return c.cm
}

// Instance is one instantiated guest. Its stdout and stderr are captured per
// call; its module is closed when the test ends.
type Instance struct {
	tb  testing.TB
	mod api.Module
	// Workspace is the host directory mounted at /workspace (the temporary
	// directory created for this instance, unless an option replaced it).
	Workspace string

	stdout, stderr bytes.Buffer
}

// instantiate builds the module config shared by New and Main.
func instantiate(tb testing.TB, wasm []byte, args []string, stdin string, opts []Option) (*Instance, error) {
	tb.Helper()
	cm := Compile(tb, wasm)
	var c config
	for _, o := range opts {
		o(&c)
	}
	inst := &Instance{tb: tb}
	fsc := wazero.NewFSConfig()
	hasWorkspace := false
	for _, m := range c.mounts {
		if m.guest == Workspace {
			hasWorkspace = true
			inst.Workspace = m.dir
		}
	}
	if !hasWorkspace {
		inst.Workspace = tb.TempDir()
		fsc = fsc.WithDirMount(inst.Workspace, Workspace)
	}
	for _, m := range c.mounts {
		switch {
		case m.fsys != nil:
			fsc = fsc.WithFSMount(m.fsys, m.guest)
		case m.readOnly:
			fsc = fsc.WithReadOnlyDirMount(m.dir, m.guest)
		default:
			fsc = fsc.WithDirMount(m.dir, m.guest)
		}
	}
	var stdout, stderr io.Writer = &inst.stdout, &inst.stderr
	if c.output != nil {
		stdout, stderr = io.MultiWriter(stdout, c.output), io.MultiWriter(stderr, c.output)
	}
	mc := wazero.NewModuleConfig().
		WithName("").
		WithStartFunctions("_initialize").
		WithFSConfig(fsc).
		WithStdin(strings.NewReader(stdin)).
		WithStdout(stdout).
		WithStderr(stderr).
		WithSysWalltime().
		WithSysNanotime().
		WithSysNanosleep().
		WithRandSource(rand.Reader).
		WithArgs(args...)
	for _, kv := range c.env {
		mc = mc.WithEnv(kv[0], kv[1])
	}
	r, _ := sharedRuntime()
	mod, err := r.InstantiateModule(context.Background(), cm, mc)
	if err != nil {
		return inst, err
	}
	inst.mod = mod
	tb.Cleanup(func() { _ = mod.Close(context.Background()) })
	return inst, nil
}

// New instantiates wasm as a reactor (running only _initialize) with
// /workspace mounted plus the given options. It fails the test if
// instantiation fails. Call Init before Exec.
func New(tb testing.TB, wasm []byte, opts ...Option) *Instance {
	tb.Helper()
	inst, err := instantiate(tb, wasm, []string{""}, "", opts)
	if err != nil {
		tb.Fatalf("guesttest: instantiating: %v\nstderr:\n%s", err, inst.stderr.String())
	}
	return inst
}

// Module returns the underlying wazero module, for tests that need an export
// the helpers do not cover.
func (i *Instance) Module() api.Module { return i.mod }

// Init calls sbx_init and fails the test unless it returns 0.
func (i *Instance) Init() {
	i.tb.Helper()
	status, stdout, stderr, err := i.call("sbx_init")
	if err != nil || status != 0 {
		i.tb.Fatalf("guesttest: sbx_init = %d, %v\nstdout:\n%s\nstderr:\n%s", status, err, stdout, stderr)
	}
}

// Exec copies code into guest memory (allocated with the guest's malloc),
// calls sbx_exec on it and returns the status with what the call wrote to
// stdout and stderr. A trap or a WASI proc_exit fails the test: the ABI says
// sbx_exec always returns.
func (i *Instance) Exec(code string) (status int32, stdout, stderr string) {
	i.tb.Helper()
	status, stdout, stderr, err := i.ExecErr(code)
	if err != nil {
		i.tb.Fatalf("guesttest: sbx_exec(%q): %v\nstdout:\n%s\nstderr:\n%s", code, err, stdout, stderr)
	}
	return status, stdout, stderr
}

// ExecErr is Exec without failing the test: a trap or proc_exit is returned
// as an error (a *sys.ExitError for proc_exit).
func (i *Instance) ExecErr(code string) (status int32, stdout, stderr string, err error) {
	ctx := context.Background()
	n := uint64(len(code))
	res, err := i.mod.ExportedFunction("malloc").Call(ctx, max(n, 1))
	if err != nil {
		return 0, "", "", fmt.Errorf("malloc(%d): %w", n, err)
	}
	ptr := res[0]
	if ptr == 0 {
		return 0, "", "", fmt.Errorf("malloc(%d) returned NULL", n)
	}
	if !i.mod.Memory().Write(uint32(ptr), []byte(code)) {
		return 0, "", "", fmt.Errorf("writing %d bytes at %#x: out of range", n, ptr)
	}
	status, stdout, stderr, err = i.call("sbx_exec", ptr, n)
	if err == nil {
		_, err = i.mod.ExportedFunction("free").Call(ctx, ptr)
	}
	return status, stdout, stderr, err
}

// call runs one export returning i32 and collects the output it wrote.
func (i *Instance) call(name string, params ...uint64) (int32, string, string, error) {
	i.stdout.Reset()
	i.stderr.Reset()
	f := i.mod.ExportedFunction(name)
	if f == nil {
		return 0, "", "", fmt.Errorf("no export %q", name)
	}
	res, err := f.Call(context.Background(), params...)
	stdout, stderr := i.stdout.String(), i.stderr.String()
	if err != nil {
		return 0, stdout, stderr, err
	}
	return int32(uint32(res[0])), stdout, stderr, nil
}

// Main runs wasm in process mode: a fresh instance with the given argv
// (args[0] is the program name), stdin and options, then sbx_main. It
// returns the exit code: sbx_main's result, or the code of a WASI proc_exit
// if the guest exited that way. A trap fails the test.
func Main(tb testing.TB, wasm []byte, args []string, stdin string, opts ...Option) (code int, stdout, stderr string) {
	tb.Helper()
	inst, err := instantiate(tb, wasm, args, stdin, opts)
	if err == nil {
		var status int32
		status, stdout, stderr, err = inst.call("sbx_main")
		if err == nil {
			return int(status), stdout, stderr
		}
	} else {
		stdout, stderr = inst.stdout.String(), inst.stderr.String()
	}
	var exit *sys.ExitError
	if errors.As(err, &exit) {
		return int(exit.ExitCode()), stdout, stderr
	}
	tb.Fatalf("guesttest: sbx_main %q: %v\nstdout:\n%s\nstderr:\n%s", args, err, stdout, stderr)
	return 0, stdout, stderr
}
