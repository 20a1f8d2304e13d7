package escalate

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"path"
	"strings"
	"sync"
	"time"

	"github.com/sbx-sandbox/sbx/broker/govern"
	"github.com/sbx-sandbox/sbx/broker/sessions/natives"
	"github.com/sbx-sandbox/sbx/broker/sessions/sched"
	"github.com/sbx-sandbox/sbx/broker/telemetry"
	"github.com/sbx-sandbox/sbx/fallback"
	"github.com/sbx-sandbox/sbx/hostfs"
	"github.com/sbx-sandbox/sbx/internal/pycarry"
	"github.com/sbx-sandbox/sbx/provider"
	"github.com/sbx-sandbox/sbx/wasmrt"
	"go.opentelemetry.io/otel/attribute"
)

// Host is the sandbox an Escalator runs for, as its server sees it.
type Host interface {
	// ID is the sandbox's id.
	ID() string
	// Box is its WebAssembly sandbox.
	Box() *wasmrt.Sandbox
	// Spec is its native sandbox on the provider called name.
	Spec(name string) provider.Spec
	// Egress is the allow-list of its native side on the provider called
	// name: nil, no network at all.
	Egress(name string) *fallback.Egress
	// Ran notes that lang's interpreter ran, and whether its state lived.
	Ran(lang wasmrt.Language, alive bool)
	// Holds reports whether lang's interpreter holds state.
	Holds(lang wasmrt.Language) bool
}

// Server is what the escalators of one server share.
type Server struct {
	Natives *natives.Set // the providers runs move to
	// DeniesProvider says why the policy refuses a provider, or "".
	DeniesProvider func(provider string) string
	Tel            telemetry.Telemetry // spans and counts of runs and moves
	Log            *slog.Logger
	QuotaBytes     int64 // bounds a file copied into a native sandbox
}

// New returns the escalator of host, whose WebAssembly tier is wasm and
// whose provider is mode: auto, wasm or a native provider's name.
func New(srv *Server, host Host, wasm provider.Sandbox, mode string) *Escalator {
	return &Escalator{srv: srv, host: host, wasm: wasm, mode: mode}
}

// Escalator is the escalation policy over a sandbox's providers, and the
// one provider.Sandbox a Sandbox runs through. A sandbox created with
// provider auto runs in the WebAssembly tier first; a run that tier cannot
// do (a module or a command it lacks) moves to the best native provider,
// and so do the sandbox's later runs of that language. A sandbox created
// with a native provider runs everything there; one created with wasm
// never leaves WebAssembly.
type Escalator struct {
	srv  *Server
	host Host
	wasm provider.Sandbox

	mu     sync.Mutex
	mode   string // natives.Auto, natives.Wasm or a native provider's name
	np     *provider.Opened
	native provider.Sandbox // once created
	// moved says an auto sandbox's Python and shell runs go to the native
	// side even before it is created: a fork of a sandbox whose runs had.
	moved bool
	// pyRan says the native side's Python has run; its first run loads
	// the variables carried to it (pycarry.File).
	pyRan bool
}

// Name reports the sandbox's provider.
func (e *Escalator) Name() string {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.mode
}

// SetProvider sets the provider of a sandbox not yet used.
func (e *Escalator) SetProvider(p string) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.mode = p
}

// Isolation is the boundary of the native side once it runs, or of the
// native provider a sandbox was created with before its first run, else "".
func (e *Escalator) Isolation() string {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.native == nil && (e.mode == natives.Auto || e.mode == natives.Wasm) {
		return ""
	}
	if e.np == nil {
		e.np = e.srv.Natives.Get(context.Background(), e.mode) // opened already: create_sandbox checked it
	}
	if e.np.Err != nil {
		return ""
	}
	return string(e.np.Caps.Isolation)
}

// Capabilities implements provider.Sandbox: the native side's once it
// runs, else the WebAssembly tier's.
func (e *Escalator) Capabilities() provider.Capabilities {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.native != nil {
		return e.native.Capabilities()
	}
	return e.wasm.Capabilities()
}

// Active reports whether runs of kind go to the native side: always for a
// sandbox created with a native provider, and for python and shell once an
// auto sandbox has escalated.
func (e *Escalator) Active(kind string) bool {
	e.mu.Lock()
	defer e.mu.Unlock()
	switch e.mode {
	case natives.Wasm:
		return false
	case natives.Auto:
		return (e.native != nil || e.moved) && kind != string(wasmrt.JavaScript)
	}
	return true
}

// Run implements provider.Sandbox.
func (e *Escalator) Run(ctx context.Context, req provider.Request) (*provider.Result, error) {
	if e.Active(req.Language) {
		return e.runNative(ctx, req.Language, req)
	}
	res, err := e.traced(ctx, natives.Wasm, req, e.wasm.Run)
	if err != nil {
		return nil, err
	}
	e.host.Ran(wasmrt.Language(req.Language), !res.StateReset)
	return e.escalate(ctx, req.Language, req, res), nil
}

// Exec implements provider.Sandbox.
func (e *Escalator) Exec(ctx context.Context, req provider.Request) (*provider.Result, error) {
	if e.Active(govern.Shell) {
		return e.runNative(ctx, govern.Shell, req)
	}
	res, err := e.traced(ctx, natives.Wasm, req, e.wasm.Exec)
	if err != nil {
		return nil, err
	}
	return e.escalate(ctx, govern.Shell, req, res), nil
}

// ReadFile implements provider.Sandbox: the sandbox's files are the
// WebAssembly tier's workspace, which native providers share or copy.
func (e *Escalator) ReadFile(ctx context.Context, path string, max int64) ([]byte, error) {
	return e.wasm.ReadFile(ctx, path, max)
}

// WriteFile implements provider.Sandbox, as ReadFile.
func (e *Escalator) WriteFile(ctx context.Context, path string, data []byte) error {
	return e.wasm.WriteFile(ctx, path, data)
}

// Close implements provider.Sandbox: it ends the native side, if there is
// one, then the WebAssembly tier.
func (e *Escalator) Close() error {
	e.mu.Lock()
	native := e.native
	e.native = nil
	e.mu.Unlock()
	if native != nil {
		if err := native.Close(); err != nil {
			e.srv.Log.Error("destroy native sandbox", "sandbox", e.host.ID(), "err", err)
		}
	}
	return e.wasm.Close()
}

// runNative runs req (kind python, javascript or shell) on the native
// side, creating it on first use.
func (e *Escalator) runNative(ctx context.Context, kind string, req provider.Request) (*provider.Result, error) {
	sched.Away(ctx) // from here the run waits on other processes
	e.mu.Lock()
	if e.mode == natives.Wasm {
		e.mu.Unlock()
		return nil, errors.New("this sandbox runs WebAssembly only (provider wasm)")
	}
	if e.np == nil {
		e.np = e.srv.Natives.Get(ctx, e.mode)
	}
	np := e.np
	if np.Err != nil || np.Provider == nil {
		e.mu.Unlock()
		return nil, fmt.Errorf("no native provider is available on this server: %v; the operator can run `sbx doctor` to see what is missing", np.Err)
	}
	if why := e.srv.DeniesProvider(np.Caps.Provider); why != "" {
		e.mu.Unlock()
		return nil, errors.New("refused by this server's policy: " + why)
	}
	if kind == govern.Shell && PipInstall.MatchString(req.Code) && e.host.Egress(np.Caps.Provider) == nil {
		e.mu.Unlock()
		return nil, ErrNoNetwork
	}
	fresh := e.native == nil
	provisioned := telemetry.NoSpan
	if fresh {
		var pctx context.Context
		pctx, provisioned = e.srv.Tel.Span(ctx, telemetry.SpanProvision, attribute.String("sbx.provider", np.Caps.Provider))
		native, err := np.Provider.Create(pctx, e.host.Spec(np.Caps.Provider))
		if err != nil {
			e.mu.Unlock()
			e.srv.Tel.End(provisioned, err)
			return nil, fmt.Errorf("start a native sandbox on %s: %w", np.Caps.Provider, err)
		}
		if !np.Caps.SharedWorkspace {
			if err := e.copyIn(pctx, native); err != nil {
				native.Close()
				e.mu.Unlock()
				e.srv.Tel.End(provisioned, err)
				return nil, fmt.Errorf("copy /workspace into the native sandbox on %s: %w", np.Caps.Provider, err)
			}
		}
		e.native = native
	}
	native := e.native
	firstPython := kind == string(wasmrt.Python) && !e.pyRan
	if firstPython {
		e.pyRan = true
	}
	e.mu.Unlock()

	if firstPython {
		// The variables carried to it (from WebAssembly, or from the
		// sandbox this one was forked from), then, where there is more
		// than the standard library, what the cell imports: starting the
		// interpreter and importing is not the run's time (under gVisor
		// it alone takes seconds).
		code := pycarry.Load
		if np.Caps.Native {
			code += "\n" + ProvisionCell(req.Code)
		}
		native.Run(ctx, provider.Request{Language: kind, Code: code, Timeout: ProvisionTimeout})
	}
	e.srv.Tel.End(provisioned, nil)
	run := native.Run
	if kind == govern.Shell {
		run = native.Exec
	}
	res, err := e.traced(ctx, np.Caps.Provider, req, run)
	if np.Caps.SharedWorkspace {
		// Its processes wrote the files behind the quota's back.
		if err := e.host.Box().Recount(); err != nil {
			e.srv.Log.Warn("count the sandbox's files", "sandbox", e.host.ID(), "err", err)
		}
	}
	if errors.Is(err, provider.ErrGone) && !fresh {
		// It ended between calls (out of memory, killed): start another
		// over the sandbox's files, and run there.
		e.mu.Lock()
		if e.native == native {
			e.native, e.pyRan = nil, false
		}
		e.mu.Unlock()
		native.Close()
		if res, err = e.runNative(ctx, kind, req); err != nil {
			return nil, err
		}
		files := "the same files"
		if !np.Caps.SharedWorkspace {
			files = "/workspace copied in again (what was written only in the old one is lost)"
		}
		res.StateReset = true
		res.Stderr = fmt.Sprintf("sbx: the native sandbox on %s had ended (out of memory, or killed); a new one was started with %s; variables and processes are lost\n", np.Caps.Provider, files) + res.Stderr
		return res, nil
	}
	if err != nil {
		return nil, fmt.Errorf("native run on %s: %w", np.Caps.Provider, err)
	}
	if kind != govern.Shell {
		e.host.Ran(wasmrt.Language(kind), !(res.TimedOut && res.StateReset))
	}
	return res, nil
}

// escalate retries a run that the WebAssembly tier could not do on the
// best native provider, when the sandbox allows it, and says so in the
// result. When the run does not move, the WebAssembly result stands (with
// a note when moving failed).
func (e *Escalator) escalate(ctx context.Context, kind string, req provider.Request, wasm *provider.Result) *provider.Result {
	why := Why(kind, wasm.ExitCode, wasm.Stderr, wasm.MissingCommand)
	if why == "" || e.Name() != natives.Auto {
		return wasm
	}
	ctx, span := e.srv.Tel.Span(ctx, telemetry.SpanEscalate, attribute.String("sbx.sandbox_id", e.host.ID()), attribute.String("sbx.kind", kind))
	defer span.End()
	result := func(r string) {
		e.srv.Tel.Escalated(kind, r)
		span.SetAttributes(attribute.String("sbx.escalation", r))
	}
	np := e.chooseNative(ctx, func(caps provider.Capabilities) string {
		return CannotMove(e.host.Box().Workspace(), caps, kind, req.Code, wasm.Stderr)
	})
	if np.Provider != nil {
		if cannot := CannotMove(e.host.Box().Workspace(), np.Caps, kind, req.Code, wasm.Stderr); cannot != "" {
			wasm.Stderr += fmt.Sprintf("sbx: %s, and it did not move to %s: %s\n", why, np.Caps.Provider, cannot)
			result("cannot_move")
			return wasm
		}
	}
	// Python's variables move with its runs: also when a shell line moves
	// the sandbox's Python there.
	var carried, left []string
	if kind == string(wasmrt.Python) || e.host.Holds(wasmrt.Python) {
		carried, left = carryKernel(ctx, e.host.Box())
	}
	out, err := e.runNative(ctx, kind, req)
	if err != nil {
		if len(carried) > 0 {
			e.dropCarried()
		}
		wasm.Stderr += fmt.Sprintf("sbx: %s, and it could not run natively: %v\n", why, err)
		result("failed")
		return wasm
	}
	result("moved")
	files := "the files in /workspace came along"
	if !e.np.Caps.SharedWorkspace {
		files = "the files in /workspace were copied there; what either side writes from now on stays on its side"
	}
	note := fmt.Sprintf("sbx: %s; this run (and the sandbox's later %s runs) went to %s (isolation %s); %s",
		why, kind, e.np.Caps.Provider, out.Isolation, files)
	if len(carried) > 0 {
		note += fmt.Sprintf("; the variables came along: %s", strings.Join(carried, ", "))
	}
	if len(left) > 0 {
		note += fmt.Sprintf("; these stay in the WebAssembly interpreter (functions and classes defined in cells, and what does not pickle): %s; define them again here", strings.Join(left, ", "))
		out.StateReset = true
	}
	out.Stderr = note + "\n" + out.Stderr
	return out
}

// chooseNative returns an auto sandbox's native provider, choosing it on
// the first move as natives.Set.Pick does, past those that cannot do the
// work (cannot says why).
func (e *Escalator) chooseNative(ctx context.Context, cannot func(provider.Capabilities) string) *provider.Opened {
	e.mu.Lock()
	np := e.np
	e.mu.Unlock()
	if np != nil {
		return np
	}
	np, _ = e.srv.Natives.Pick(ctx, cannot)
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.np == nil {
		e.np = np
	}
	return e.np
}

// dropCarried removes the variables packed for a native side that did
// not start.
func (e *Escalator) dropCarried() {
	ws := e.host.Box().Workspace()
	ws.Remove(pycarry.File)
	ws.Remove(path.Dir(pycarry.File))
}

// PackNative packs the variables of the native side's Python kernel that
// pickle, when the sandbox's Python has run there and that side cannot
// fork, for a fork to load: it returns pycarry.File's bytes (nil when
// nothing pickled), taken out of the sandbox, and the names carried and
// left behind. native names the provider; "" when there was nothing to do.
func (e *Escalator) PackNative(ctx context.Context) (packed []byte, carried, left []string, native string, err error) {
	e.mu.Lock()
	ns, pyRan := e.native, e.pyRan
	e.mu.Unlock()
	if _, ok := ns.(provider.Forker); ns == nil || ok {
		return nil, nil, nil, "", nil
	}
	native = ns.Capabilities().Provider
	if !pyRan {
		return nil, nil, nil, native, nil
	}
	res, err := ns.Run(ctx, provider.Request{Language: string(wasmrt.Python), Code: pycarry.Pack, Timeout: carryTimeout})
	if err == nil && res.ExitCode != 0 {
		err = errors.New(strings.TrimSpace(res.Stderr))
	}
	if err != nil {
		return nil, nil, nil, native, err
	}
	if carried, left = pycarry.Parse(res.Stdout); len(carried) == 0 {
		return nil, nil, left, native, nil
	}
	packed, err = ns.ReadFile(ctx, pycarry.File, e.srv.QuotaBytes)
	ns.Run(ctx, provider.Request{Language: string(wasmrt.Python), Code: pycarry.Drop, Timeout: carryTimeout})
	return packed, carried, left, native, err
}

// Follow makes a fork's runs go where the source's went: to the source's
// native provider, for the kinds of run that had moved there.
func (e *Escalator) Follow(src *Escalator) {
	src.mu.Lock()
	mode, np, moved := src.mode, src.np, src.native != nil || src.moved
	src.mu.Unlock()
	e.mu.Lock()
	defer e.mu.Unlock()
	e.mode, e.np, e.moved = mode, np, moved
}

// carryTimeout bounds packing a native kernel's variables for a fork.
const carryTimeout = 30 * time.Second

// traced runs req with run (a Run or Exec of one tier, where names which)
// under a run span.
func (e *Escalator) traced(ctx context.Context, where string, req provider.Request,
	run func(context.Context, provider.Request) (*provider.Result, error)) (*provider.Result, error) {
	ctx, finish := e.srv.Tel.TraceRun(ctx, e.host.ID(), where)
	res, err := run(ctx, req)
	finish(res, err)
	return res, err
}

// copyIn copies the files of the sandbox's /workspace into a new native
// sandbox that does not share it, so that its first run finds them; later
// writes on either side stay there.
func (e *Escalator) copyIn(ctx context.Context, native provider.Sandbox) error {
	ws := e.host.Box().Workspace()
	var walk func(dir string) error
	walk = func(dir string) error {
		entries, err := ws.List(dir)
		if err != nil {
			return err
		}
		for _, en := range entries {
			p := path.Join(dir, en.Name)
			if en.IsDir {
				if err := walk(p); err != nil {
					return err
				}
				continue
			}
			data, err := ws.ReadFile(p, e.srv.QuotaBytes)
			if err != nil {
				return err
			}
			if err := native.WriteFile(ctx, p, data); err != nil {
				return err
			}
		}
		return nil
	}
	return walk(hostfs.MountPoint)
}

// PortDialer returns the native side when it runs and can reach ports
// in its sandbox, else nil.
func (e *Escalator) PortDialer() provider.PortDialer {
	e.mu.Lock()
	defer e.mu.Unlock()
	d, _ := e.native.(provider.PortDialer)
	return d
}

// carryKernel packs the variables of box's Python kernel that
// another Python can load (numbers, strings, containers, dates, Decimals,
// instances of classes from /workspace modules) into pycarry.File, for the
// native kernel a run moves to, and lists them and those left behind
// (functions and classes defined in cells, what does not pickle), adding
// no name to the kernel.
func carryKernel(ctx context.Context, box *wasmrt.Sandbox) (carried, left []string) {
	res, err := box.Run(ctx, wasmrt.Request{Language: wasmrt.Python, Code: pycarry.Pack, Timeout: 5 * time.Second})
	if err != nil || res.ExitCode != 0 {
		return nil, nil
	}
	return pycarry.Parse(res.Stdout)
}
