// Package sbx embeds sbx's code sandboxes, and its MCP server, in a Go
// program: Python (CPython 3.13, with Pillow), JavaScript
// (QuickJS) and a POSIX shell, each sandbox in WebAssembly inside the
// calling process, with no container, no VM and no second process.
//
// # Runtime and sandboxes
//
// A [Runtime] holds the compiled interpreters; open one per process with
// [Open] and close it last. The first Open on a machine compiles the guests
// (seconds) and caches them in Options.CacheDir; later ones load them in
// a tenth of a second. A [Sandbox] is one isolated environment: a
// /workspace directory, an outputs directory, and per language a
// persistent interpreter (a kernel) that keeps variables, imports and
// loaded data between runs:
//
//	rt, err := sbx.Open(ctx, sbx.Options{})
//	...
//	defer rt.Close()
//	sb, err := rt.NewSandbox(ctx, sbx.SandboxOptions{})
//	...
//	defer sb.Close()
//	res, err := sb.Run(ctx, sbx.Python, "x = 6 * 7\nprint(x)")
//	fmt.Print(res.Stdout) // 42
//
// A new sandbox restores its kernel from a copy-on-write snapshot of an
// initialised interpreter: its first output comes in about a millisecond.
// [Sandbox.Run] returns a [Result] with the fields, and the JSON names, of
// the run_code and run_command tools' results. An exception in the code is
// not an error of Run: it is ExitCode 1 with the traceback in Stderr.
//
// Code sees a small Linux-like tree: /workspace (read-write, under a quota),
// /tmp, /home/user (HOME: the durable home given, or the sandbox's own),
// /outputs (read-only),
// /dev's null, zero and urandom, and the interpreters' own read-only
// files. There is no network, no host environment and no other host path.
// [Sandbox.WriteFile], [Sandbox.ReadFile], [Sandbox.ListFiles] and
// [Sandbox.RemoveFile] move files in and out; [Sandbox.Present] publishes a
// /workspace file as an output, as the present_output tool does.
// [Sandbox.Exec] runs a program once on a fresh interpreter, with its own
// arguments, stdin and streamed output, as `sbx run` does.
//
// A sandbox runs in WebAssembly unless SandboxOptions.Provider names a
// native provider: [ProviderDocker] (a hardened container, under gVisor
// where the host has it, with numpy, scipy, matplotlib, node, gcc and pip)
// or [ProviderMicroVM]. [Sandbox.Isolation] says which boundary holds.
// Moving a run from WebAssembly to a native provider when it needs native
// code (provider auto) is the [Server]'s.
//
// # Limits and errors
//
// Every run is bounded by [Limits]: memory per interpreter, wall time,
// code and output size, workspace bytes and files. A limit ends the run,
// never the program. A run past its time limit is interrupted as Ctrl-C
// would (Python raises KeyboardInterrupt) and keeps its interpreter's
// variables; Run then returns the result and an error wrapping
// [ErrTimeout]. Errors wrap one of [ErrTimeout], [ErrOutputLimit],
// [ErrQuota], [ErrRefused], [ErrNotFound], [ErrInvalid] and [ErrClosed], so
// callers test them with [errors.Is]; their messages say what to change
// and name sandbox paths only.
//
// # Policy
//
// A [Policy] is what the program allows its sandboxes: the languages and,
// by name, the commands of shell lines. A run it does not allow fails with
// [ErrRefused] before anything runs. The same Policy, with the tools it
// names, governs a [Server].
//
// # MCP server
//
// [Runtime.NewServer] returns sbx's MCP server, the one `sbx serve` runs:
// the tools run_code, run_command, the file tools, present_output,
// create_sandbox and the rest, and presented outputs as sbx:// resources.
// Serve it on any transport of the MCP Go SDK: [Server.Serve] with
// [Server.StdioTransport] or an in-memory transport, or mount
// [Server.Handler] (streamable HTTP) in the program's own [net/http.ServeMux].
// [ServerOptions] take the same settings as `sbx serve`, from fields or
// from its configuration file and SBX_* variables: users and tokens,
// secrets, homes, the audit log. Each MCP connection has its own sandboxes,
// ended when it closes. [Server.Gateway] serves the apps its sandboxes
// publish.
//
// # Concurrency
//
// A Runtime, its Sandboxes and its Servers are safe for concurrent use.
// Runs in one sandbox's kernel of one language take turns; runs in
// different sandboxes, or shell lines, run side by side. There are no
// package-level variables to configure: everything is an option.
//
// # Stability
//
// From the first tagged release, this package's exported names and their
// documented behaviour follow semantic versioning; the rest of the module
// (internal packages, the command's flags' output, the wording of error
// messages) does not. See docs/library.md, "Stability".
package sbx

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"maps"
	"sync"
	"time"

	"github.com/sbx-sandbox/sbx/hostfs"
	"github.com/sbx-sandbox/sbx/provider"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// Language is what a run's code is written in.
type Language string

// The languages a sandbox runs.
const (
	// Python is CPython 3.13; Pillow, dateutil and pytz load when a cell
	// imports them (numpy and pandas run on a native provider).
	Python Language = "python"
	// JavaScript is QuickJS (ES2023), with console.log and no Node APIs.
	JavaScript Language = "javascript"
	// Shell is a POSIX shell line (Bash syntax) over the sandbox's files,
	// with python, node, awk and the usual file tools as commands.
	Shell Language = "shell"
)

// ParseLanguage returns the language named s: python, javascript (or js),
// shell (or sh). Another name fails with ErrInvalid.
func ParseLanguage(s string) (Language, error) {
	switch s {
	case "shell", "sh":
		return Shell, nil
	}
	l, err := wasmrt.ParseLanguage(s)
	if err != nil {
		return "", invalid(fmt.Errorf("%v, or shell", err))
	}
	return Language(l), nil
}

// Limits bound what one sandbox may use. A zero field takes its default
// (the runtime's, whose own zero fields take [DefaultLimits]').
type Limits struct {
	// Memory is the most each interpreter may use, in bytes. Past it the
	// guest fails (Python raises MemoryError); the program is untouched.
	Memory int64
	// Timeout is a run's wall-time limit when the run names none.
	Timeout time.Duration
	// MaxTimeout is the most a run may ask for with WithTimeout.
	MaxTimeout time.Duration
	// Code is the most source one run may carry, in bytes.
	Code int
	// Output is the most stdout and stderr together one run may print,
	// in bytes; past it the run is stopped.
	Output int
	// WorkspaceBytes and WorkspaceFiles bound what /workspace (with /tmp)
	// may hold.
	WorkspaceBytes int64
	WorkspaceFiles int64
}

// DefaultLimits returns the limits of a sandbox whose options set none:
// 256 MiB per interpreter, 5 s per run (30 s at most), 64 KiB of code,
// 128 KiB of output, a workspace of 64 MiB in 10,000 files.
func DefaultLimits() Limits { return publicLimits(wasmrt.DefaultLimits) }

// or fills l's zero fields from d.
func (l Limits) or(d Limits) Limits {
	pick := func(v, d int64) int64 {
		if v > 0 {
			return v
		}
		return d
	}
	return Limits{
		Memory:         pick(l.Memory, d.Memory),
		Timeout:        time.Duration(pick(int64(l.Timeout), int64(d.Timeout))),
		MaxTimeout:     time.Duration(pick(int64(l.MaxTimeout), int64(d.MaxTimeout))),
		Code:           int(pick(int64(l.Code), int64(d.Code))),
		Output:         int(pick(int64(l.Output), int64(d.Output))),
		WorkspaceBytes: pick(l.WorkspaceBytes, d.WorkspaceBytes),
		WorkspaceFiles: pick(l.WorkspaceFiles, d.WorkspaceFiles),
	}
}

// check refuses limits that cannot work together.
func (l Limits) check() error {
	if l.Timeout > l.MaxTimeout {
		return fmt.Errorf("%w: Limits.Timeout %v is more than Limits.MaxTimeout %v", ErrInvalid, l.Timeout, l.MaxTimeout)
	}
	return nil
}

// internal returns l as the runtime takes it.
func (l Limits) internal() wasmrt.Limits {
	return wasmrt.Limits{Memory: l.Memory, Timeout: l.Timeout, MaxTimeout: l.MaxTimeout, Code: l.Code, Output: l.Output,
		Quota: hostfs.Quota{Bytes: l.WorkspaceBytes, Files: l.WorkspaceFiles}}
}

// publicLimits is the runtime's limits as this package shows them.
func publicLimits(l wasmrt.Limits) Limits {
	return Limits{Memory: l.Memory, Timeout: l.Timeout, MaxTimeout: l.MaxTimeout, Code: l.Code, Output: l.Output,
		WorkspaceBytes: l.Quota.Bytes, WorkspaceFiles: l.Quota.Files}
}

// Options configure a Runtime. The zero value is ready to use.
type Options struct {
	// CacheDir holds what only the first run on a machine should pay for:
	// the compiled guests and their prepared kernels. Empty means
	// os.UserCacheDir()/sbx (as the sbx command uses); "off" caches
	// nothing, so every Open compiles the guests again (seconds).
	CacheDir string
	// Limits are the defaults of every sandbox of the runtime; zero fields
	// take DefaultLimits'. A Server's come from its ServerOptions.
	Limits Limits
	// Policy is what every sandbox of the runtime allows; the zero value
	// allows everything. A Server's comes from its ServerOptions.
	Policy Policy
	// Progress, if set, receives a line while a guest compiles for longer
	// than a moment (the first run on a machine), and when a damaged cache
	// file is rebuilt. Nil says nothing.
	Progress io.Writer
	// Logger receives the runtime's and its servers' events; nil discards
	// them.
	Logger *slog.Logger
	// Resident says the runtime will serve many runs, as a server does. A
	// Python process with a plain command line (-c CODE or a .py file, with
	// its arguments) then starts in milliseconds from a kernel snapshot
	// the runtime keeps, instead of booting CPython (tens of milliseconds;
	// more for Pillow). The program sees what python shows it; only
	// modules the kernel imports ahead are imported already. A runtime for
	// one run should leave it off: its first snapshot costs it more than
	// one boot.
	Resident bool
}

// Runtime runs sandboxes in one in-process WebAssembly runtime. It is safe
// for concurrent use. Close it when done: that ends every sandbox and
// server it made.
type Runtime struct {
	rt      *wasmrt.Runtime
	natives *provider.Cache // native providers, each opened on first use
	limits  Limits
	policy  Policy
	log     *slog.Logger

	mu     sync.Mutex
	closed bool
	open   map[io.Closer]struct{} // sandboxes and servers to end at Close
}

// Open starts a runtime. It reads or creates the cache; the guests
// themselves are compiled on first use, or ahead with Prepare.
func Open(ctx context.Context, opts Options) (*Runtime, error) {
	limits := opts.Limits.or(DefaultLimits())
	if err := limits.check(); err != nil {
		return nil, err
	}
	policy, err := opts.Policy.normal()
	if err != nil {
		return nil, err
	}
	rt, err := wasmrt.New(ctx, wasmrt.Options{CacheDir: opts.CacheDir, Progress: opts.Progress, Resident: opts.Resident})
	if err != nil {
		return nil, err
	}
	log := opts.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Runtime{rt: rt, natives: provider.NewCache(openContract), limits: limits, policy: policy, log: log, open: map[io.Closer]struct{}{}}, nil
}

// Prepare compiles the Python and JavaScript guests now, side by side,
// rather than at their first run, and logs how long each took. The
// imaging guest (Pillow) is left to the first cell that imports it.
func (r *Runtime) Prepare(ctx context.Context) error {
	var wg sync.WaitGroup
	errs := make([]error, len(wasmrt.Guests()))
	for i, g := range wasmrt.Guests() {
		if g.OnDemand {
			continue
		}
		wg.Go(func() {
			took, err := r.rt.Prepare(ctx, g)
			if err != nil {
				r.log.Error("guest not ready", "guest", g.Name, "err", err)
				errs[i] = err
				return
			}
			r.log.Info("guest ready", "guest", g.Name, "version", g.Version, "took", took.Round(time.Millisecond))
		})
	}
	wg.Wait()
	return errors.Join(errs...)
}

// Limits returns the runtime's limits, defaults filled in.
func (r *Runtime) Limits() Limits { return r.limits }

// track registers c (unless nil) to be closed with the runtime, or fails
// when the runtime is closed.
func (r *Runtime) track(c io.Closer) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.closed {
		return fmt.Errorf("%w: the runtime is closed; Open a new one", ErrClosed)
	}
	if c != nil {
		r.open[c] = struct{}{}
	}
	return nil
}

// untrack forgets c, closed on its own.
func (r *Runtime) untrack(c io.Closer) {
	r.mu.Lock()
	delete(r.open, c)
	r.mu.Unlock()
}

// Close ends every sandbox and server of the runtime, then releases the
// compiled guests. Calls after the first do nothing.
func (r *Runtime) Close() error {
	r.mu.Lock()
	if r.closed {
		r.mu.Unlock()
		return nil
	}
	r.closed = true
	open := r.open
	r.open = nil
	r.mu.Unlock()
	var errs []error
	for c := range open {
		errs = append(errs, c.Close())
	}
	errs = append(errs, r.natives.Close(), r.rt.Close(context.Background()))
	return errors.Join(errs...)
}

// Guest describes one interpreter sbx embeds.
type Guest struct {
	// Name is the guest's: python, javascript, python-imaging.
	Name string
	// Language is what it runs.
	Language Language
	// Version is the interpreter's version: 3.13.5 for CPython.
	Version string
	// Packages are the Python packages it has beyond the standard library,
	// with their versions; a Python interpreter moves to this guest when a
	// cell imports one of them.
	Packages map[string]string
}

// Guests lists the interpreters sbx embeds: each language's, then the
// Python guest with Pillow.
func Guests() []Guest {
	var out []Guest
	for _, g := range wasmrt.Guests() {
		out = append(out, Guest{Name: g.Name, Language: Language(g.Language), Version: g.Version, Packages: maps.Clone(g.Packages)})
	}
	return out
}
