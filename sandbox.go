package sbx

import (
	"cmp"
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/sbx-sandbox/sbx/broker"
	"github.com/sbx-sandbox/sbx/broker/tool"
	"github.com/sbx-sandbox/sbx/hostfs"
	"github.com/sbx-sandbox/sbx/internal/display"
	"github.com/sbx-sandbox/sbx/provider"
	"github.com/sbx-sandbox/sbx/shell"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// SandboxOptions describe a new sandbox. The zero value is a sandbox with
// an empty workspace of its own, no home and the runtime's limits.
type SandboxOptions struct {
	// Workspace is the host directory shown at /workspace, which must
	// exist. Code reads and writes only inside it; links that point out
	// are refused. It is kept at Close. Empty means a new empty directory,
	// removed at Close.
	Workspace string
	// Home, if set, is a host directory shown read-write at /home/user,
	// which must exist: a durable home that outlives the sandbox. Without
	// it /home/user is a home of the sandbox's own, empty at first,
	// counted in its workspace quota and removed at Close.
	Home string
	// Limits bound the sandbox; zero fields take the runtime's.
	Limits Limits
	// Provider is what runs the sandbox's code: ProviderWasm (empty means
	// it), ProviderDocker or ProviderMicroVM. A native provider must be
	// installed (`sbx doctor` says how); the sandbox then runs natively
	// throughout, its Isolation says behind what.
	Provider string
}

// Sandbox is one isolated environment: a workspace, its presented outputs
// and, per language, a persistent interpreter. It is safe for concurrent
// use: runs in one language's interpreter take turns, everything else runs
// side by side. Close it when done.
type Sandbox struct {
	rt      *Runtime
	id      string
	dir     string // the host directory of its own files; never shown
	box     *wasmrt.Sandbox
	outputs *hostfs.Workspace
	home    *hostfs.Workspace // nil without SandboxOptions.Home
	homeDir string            // SandboxOptions.Home
	limits  Limits
	policy  Policy
	// native runs the code of a sandbox on a native provider; nil for
	// WebAssembly.
	native     provider.Sandbox
	nativeCaps provider.Capabilities
	closed     atomic.Bool
	once       sync.Once
}

// NewSandbox creates a sandbox. Its interpreters start at their first run,
// from a snapshot of an initialised one: in about a millisecond once the
// runtime has run that language. ctx bounds the creation only.
func (r *Runtime) NewSandbox(ctx context.Context, opts SandboxOptions) (_ *Sandbox, err error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	limits := opts.Limits.or(r.limits)
	if err := limits.check(); err != nil {
		return nil, err
	}
	if p := cmp.Or(opts.Provider, ProviderWasm); r.policy.Providers != nil && !slices.Contains(r.policy.Providers, p) {
		return nil, fmt.Errorf("%w: the provider %s is not among those this program allows (%v)", ErrRefused, p, r.policy.Providers)
	}
	for _, d := range []struct{ name, dir string }{{"Workspace", opts.Workspace}, {"Home", opts.Home}} {
		if d.dir == "" {
			continue
		}
		if info, err := os.Stat(d.dir); err != nil || !info.IsDir() {
			return nil, fmt.Errorf("%w: SandboxOptions.%s %s is not a directory", ErrInvalid, d.name, d.dir)
		}
	}
	s, cfg, err := r.newSandbox(limits, opts.Home, opts.Workspace, r.rt.NewSandbox)
	if err != nil {
		return nil, err
	}
	defer func() {
		if err != nil {
			s.release()
		}
	}()
	if opts.Provider != "" && opts.Provider != ProviderWasm {
		home := cmp.Or(opts.Home, cfg.OwnHome)
		if err := s.openNative(ctx, opts.Provider, cfg.Workspace, home, opts.Home != ""); err != nil {
			return nil, err
		}
	}
	if err := r.track(s); err != nil {
		return nil, err
	}
	return s, nil
}

// newSandbox makes a sandbox with limits and the durable home homeDir
// ("" for none): a directory of its own holding its outputs, /tmp, own
// home and, unless workspace names one, its workspace; its WebAssembly
// tier opened over them with open, whose configuration it returns.
func (r *Runtime) newSandbox(limits Limits, homeDir, workspace string, open func(wasmrt.Config) (*wasmrt.Sandbox, error)) (_ *Sandbox, cfg wasmrt.Config, err error) {
	id, err := newID()
	if err != nil {
		return nil, cfg, err
	}
	s := &Sandbox{rt: r, id: id, limits: limits, policy: r.policy, homeDir: homeDir}
	if s.dir, err = os.MkdirTemp("", "sbx-"+id+"-"); err != nil {
		return nil, cfg, fmt.Errorf("make the sandbox's directory: %w", err)
	}
	defer func() {
		if err != nil {
			s.release()
		}
	}()
	cfg = wasmrt.Config{Workspace: cmp.Or(workspace, filepath.Join(s.dir, "workspace")), Outputs: filepath.Join(s.dir, "outputs"),
		Tmp: filepath.Join(s.dir, "tmp"), OwnHome: filepath.Join(s.dir, "home"), Limits: limits.internal()}
	for _, d := range []string{cfg.Workspace, cfg.Outputs, cfg.Tmp, cfg.OwnHome} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			return nil, cfg, fmt.Errorf("make the sandbox's directories: %w", err)
		}
	}
	quota := hostfs.Quota{Bytes: limits.WorkspaceBytes, Files: limits.WorkspaceFiles}
	if homeDir != "" {
		if s.home, err = hostfs.Open(homeDir, quota); err != nil {
			return nil, cfg, fmt.Errorf("open the home: %w", err)
		}
	}
	if s.outputs, err = hostfs.Open(cfg.Outputs, quota); err != nil {
		return nil, cfg, fmt.Errorf("open the outputs: %w", err)
	}
	cfg.Home = s.home
	if s.box, err = open(cfg); err != nil {
		return nil, cfg, err
	}
	return s, cfg, nil
}

// newID returns an unguessable sandbox id: sb_ and 16 random hex digits.
func newID() (string, error) {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", err
	}
	return "sb_" + hex.EncodeToString(b[:]), nil
}

// ID returns the sandbox's id, as results and output URIs name it.
func (s *Sandbox) ID() string { return s.id }

// Limits returns the sandbox's limits, defaults filled in.
func (s *Sandbox) Limits() Limits { return s.limits }

// Close stops the sandbox's interpreters and runs, and removes its own
// files: its outputs, /tmp and the workspace it made. A workspace or home
// given in SandboxOptions is kept. Calls after the first do nothing.
func (s *Sandbox) Close() error {
	s.closed.Store(true)
	s.rt.untrack(s)
	s.release()
	return nil
}

// release ends whatever of the sandbox was made, once.
func (s *Sandbox) release() {
	s.once.Do(func() {
		if s.native != nil {
			if err := s.native.Close(); err != nil {
				s.rt.log.Error("end native sandbox", "sandbox", s.id, "err", err)
			}
		}
		if s.box != nil {
			s.box.Close()
		}
		for _, w := range []*hostfs.Workspace{s.outputs, s.home} {
			if w != nil {
				w.Close()
			}
		}
		if err := os.RemoveAll(s.dir); err != nil {
			s.rt.log.Error("remove sandbox directory", "sandbox", s.id, "err", err)
		}
	})
}

// Result is what one run produced. Its fields, and their JSON names, are
// those of the run_code and run_command tools' results.
type Result struct {
	// ExitCode is 0 on success, 1 for an uncaught error (its traceback is
	// in Stderr), 124 after a timeout; for a shell line, its status.
	ExitCode int    `json:"exit_code"`
	Stdout   string `json:"stdout"`
	// Stderr holds errors, tracebacks and sbx's notes (a quota reached, an
	// interpreter restarted).
	Stderr string `json:"stderr"`
	// TimedOut: the run passed its time limit and was interrupted, or
	// stopped.
	TimedOut bool `json:"timed_out"`
	// OutputTruncated: the output passed Limits.Output; the rest was
	// dropped and the run stopped.
	OutputTruncated bool    `json:"output_truncated"`
	DurationMS      float64 `json:"duration_ms"`
	// Runtime is the interpreter and its version (CPython 3.13.x).
	Runtime string `json:"runtime"`
	// Isolation is the boundary the code ran in: wasm.
	Isolation string `json:"isolation"`
	// StateReset: the interpreter was restarted since the previous result,
	// so its variables are lost; files are kept.
	StateReset bool `json:"state_reset"`
	// MissingCommand is the first command a shell line needed that the
	// sandbox does not have (pip, gcc).
	MissingCommand string `json:"missing_command,omitempty"`
	// Displays are what a cell displayed, in order, as a notebook shows
	// it: rich last values, display(), matplotlib figures.
	Displays  []Display `json:"displays,omitempty"`
	SandboxID string    `json:"sandbox_id"`
}

// Display is one thing a cell displayed: its type, forms and text, an
// image's size and PNG, a DataFrame's first rows.
type Display = tool.Display

// RunOption adjusts one run.
type RunOption func(*runOptions)

type runOptions struct {
	timeout time.Duration
	workdir string
}

// WithTimeout sets the run's wall-time limit, at most Limits.MaxTimeout.
func WithTimeout(d time.Duration) RunOption { return func(o *runOptions) { o.timeout = d } }

// WithWorkdir sets the directory a shell line starts in: a sandbox path,
// absolute or relative to /workspace. Runs in other languages ignore it.
func WithWorkdir(dir string) RunOption { return func(o *runOptions) { o.workdir = dir } }

// Run runs code in the sandbox. Python and JavaScript run in the
// language's persistent interpreter: variables, imports, functions and
// loaded data survive to the next Run. A Shell line runs over the
// sandbox's files and keeps nothing but them.
//
// An error in the code is not an error of Run: it is the result's ExitCode
// (1 for an uncaught exception, with the traceback in Stderr). Run fails
// with ErrInvalid for code it cannot run as given, ErrRefused when the
// policy does not allow it, and ErrClosed after Close. A run past its time
// limit (WithTimeout, else Limits.Timeout) returns its result and an error
// wrapping ErrTimeout; one past the output limit, its result and
// ErrOutputLimit. When ctx ends first the run is interrupted the same way
// and Run returns its result with ctx's error.
func (s *Sandbox) Run(ctx context.Context, lang Language, code string, opts ...RunOption) (*Result, error) {
	if s.closed.Load() {
		return nil, s.errClosed()
	}
	var o runOptions
	for _, opt := range opts {
		opt(&o)
	}
	if err := s.policy.allows(lang, code); err != nil {
		return nil, err
	}
	var res *Result
	switch {
	case s.native != nil && (lang == Python || lang == JavaScript || lang == Shell):
		var err error
		if res, err = s.runNative(ctx, lang, code, o.workdir, o.timeout); err != nil {
			return nil, err
		}
		return res, s.outcome(ctx, res, o.timeout)
	}
	switch lang {
	case Python, JavaScript:
		r, err := s.box.Run(ctx, wasmrt.Request{Language: wasmrt.Language(lang), Code: code, Timeout: o.timeout,
			Shell: shell.Guest(s.box, shell.Options{})})
		if err != nil {
			return nil, s.fail(err)
		}
		res = kernelResult(r)
		bundles, err := display.Collect(display.Workspace{WS: s.box.Workspace()})
		if err != nil {
			res.Stderr += "sbx: " + err.Error() + "\n"
		}
		res.Displays = tool.Displays(bundles)
	case Shell:
		r, err := shell.Run(ctx, s.box, shell.Options{Command: code, Workdir: o.workdir, Timeout: o.timeout})
		if err != nil {
			return nil, s.fail(err)
		}
		res = shellResult(r)
	default:
		_, err := ParseLanguage(string(lang))
		return nil, err
	}
	res.SandboxID = s.id
	return res, s.outcome(ctx, res, o.timeout)
}

// kernelResult is an interpreter's result as this package returns it.
func kernelResult(r *wasmrt.Result) *Result {
	return &Result{ExitCode: r.ExitCode, Stdout: r.Stdout, Stderr: r.Stderr, TimedOut: r.TimedOut, OutputTruncated: r.OutputTruncated,
		DurationMS: r.DurationMS, Runtime: r.Runtime, Isolation: r.Isolation, StateReset: r.StateReset}
}

// shellResult is a shell line's result as this package returns it.
func shellResult(r *shell.Result) *Result {
	return &Result{ExitCode: r.ExitCode, Stdout: r.Stdout, Stderr: r.Stderr, TimedOut: r.TimedOut, OutputTruncated: r.OutputTruncated,
		DurationMS: r.DurationMS, Runtime: r.Runtime, Isolation: r.Isolation, MissingCommand: r.MissingCommand}
}

// RunCommand runs a POSIX shell line: Run with Shell.
func (s *Sandbox) RunCommand(ctx context.Context, line string, opts ...RunOption) (*Result, error) {
	return s.Run(ctx, Shell, line, opts...)
}

// outcome is the error that goes with a result: why sbx stopped the run,
// or nil when it ran to its end. timeout is the run's own limit, if it had
// one.
func (s *Sandbox) outcome(ctx context.Context, res *Result, timeout time.Duration) error {
	timeout = cmp.Or(timeout, s.limits.Timeout)
	switch {
	case ctx.Err() != nil:
		return context.Cause(ctx)
	case res.TimedOut:
		return fmt.Errorf("%w: the run passed its limit of %v; give it more with WithTimeout (at most %v), or do less in one run",
			ErrTimeout, timeout, s.limits.MaxTimeout)
	case res.OutputTruncated:
		return fmt.Errorf("%w: the run printed more than %s and was stopped; write large output to a file in /workspace",
			ErrOutputLimit, hostfs.FormatBytes(int64(s.limits.Output)))
	}
	return nil
}

// fail words an error of the sandbox's runtime for the caller: any error
// of a closed sandbox is that it is closed.
func (s *Sandbox) fail(err error) error {
	if s.closed.Load() {
		return s.errClosed()
	}
	return classify(err)
}

// errClosed is the error of a call on a closed sandbox.
func (s *Sandbox) errClosed() error {
	return fmt.Errorf("%w: sandbox %s is closed; make another with NewSandbox", ErrClosed, s.id)
}

// ownFiles reports whether the sandbox's files live on its native side,
// which does not share the workspace (a microVM).
func (s *Sandbox) ownFiles() bool {
	return s.native != nil && !s.nativeCaps.SharedWorkspace && !s.closed.Load()
}

// sharedFiles refuses the file call what on a sandbox whose files are its
// native side's own, or a closed one.
func (s *Sandbox) sharedFiles(what string) error {
	if s.closed.Load() {
		return s.errClosed()
	}
	if s.ownFiles() {
		return fmt.Errorf("%w: %s works on sandboxes that share /workspace; on %s use WriteFile, ReadFile and RunCommand",
			ErrInvalid, what, s.nativeCaps.Provider)
	}
	return nil
}

// place finds the workspace of the mount a sandbox path lies under
// (/workspace, /home/user or /tmp), and the path its methods take.
func (s *Sandbox) place(p string) (*hostfs.Workspace, wasmrt.FilePath, error) {
	if s.closed.Load() {
		return nil, wasmrt.FilePath{}, s.errClosed()
	}
	fp, err := wasmrt.ParseFilePath(p)
	if err != nil {
		return nil, fp, classify(err)
	}
	return s.box.Files(fp.Mount), fp, nil
}

// WriteFile writes data to a file of the sandbox, replacing it, creating
// missing directories: a sandbox path under /workspace (absolute, or
// relative to it), /home/user (or ~/) or /tmp. It fails with ErrQuota when
// the data does not fit, ErrInvalid for a path that leaves its mount.
func (s *Sandbox) WriteFile(ctx context.Context, p string, data []byte) error {
	if s.ownFiles() {
		return classify(s.native.WriteFile(ctx, p, data))
	}
	ws, fp, err := s.place(p)
	if err == nil {
		err = fp.Wrap(ws.WriteFile(fp.Name, data))
	}
	return classify(err)
}

// ReadFile reads a file of the sandbox (a path as WriteFile takes). It
// fails with ErrNotFound when there is no such file.
func (s *Sandbox) ReadFile(ctx context.Context, p string) ([]byte, error) {
	if s.ownFiles() {
		data, err := s.native.ReadFile(ctx, p, s.limits.WorkspaceBytes)
		return data, classify(err)
	}
	ws, fp, err := s.place(p)
	if err != nil {
		return nil, err
	}
	data, err := ws.ReadFile(fp.Name, ws.Quota().Bytes)
	return data, classify(fp.Wrap(err))
}

// FileInfo describes a file or directory of the sandbox.
type FileInfo struct {
	Name    string    // its name in the directory
	Path    string    // its absolute sandbox path
	IsDir   bool      // a directory
	Size    int64     // bytes, for a file
	ModTime time.Time // last modification
}

// ListFiles lists a directory of the sandbox, sorted by name; "" lists
// /workspace.
func (s *Sandbox) ListFiles(ctx context.Context, dir string) ([]FileInfo, error) {
	if err := s.sharedFiles("ListFiles"); err != nil {
		return nil, err
	}
	dir = cmp.Or(dir, hostfs.MountPoint)
	ws, fp, err := s.place(dir)
	if err != nil {
		return nil, err
	}
	entries, err := ws.List(fp.Name)
	if err != nil {
		return nil, classify(fp.Wrap(err))
	}
	out := make([]FileInfo, len(entries))
	for i, e := range entries {
		out[i] = FileInfo{Name: e.Name, Path: path.Join(fp.Abs, e.Name), IsDir: e.IsDir, Size: e.Size, ModTime: e.ModTime}
		if e.IsDir {
			out[i].Size = 0
		}
	}
	return out, nil
}

// RemoveFile removes a file, or a directory with everything in it.
func (s *Sandbox) RemoveFile(ctx context.Context, p string) error {
	if err := s.sharedFiles("RemoveFile"); err != nil {
		return err
	}
	ws, fp, err := s.place(p)
	if err == nil {
		err = fp.Wrap(ws.Remove(fp.Name))
	}
	return classify(err)
}

// Output is a presented file: what the present_output tool returns.
type Output struct {
	Name      string `json:"name"`       // its file name in /outputs
	URI       string `json:"uri"`        // sbx://sandbox/<id>/outputs/<name>, as a Server serves it
	MIMEType  string `json:"mime_type"`  // from its extension
	Size      int64  `json:"size"`       // bytes
	SandboxID string `json:"sandbox_id"` // the sandbox it belongs to
}

// Present copies a /workspace file to the sandbox's /outputs, replacing
// an output of the same name, and describes it. Code sees outputs
// read-only; ReadOutput reads one back.
func (s *Sandbox) Present(ctx context.Context, p string) (*Output, error) {
	if err := s.sharedFiles("Present"); err != nil {
		return nil, err
	}
	abs, err := hostfs.Resolve(p)
	if err != nil {
		return nil, classify(err)
	}
	if abs == "." {
		return nil, fmt.Errorf("%w: present %s: give a file in /workspace, such as /workspace/report.md", ErrInvalid, p)
	}
	data, err := s.box.Workspace().ReadFile(p, s.limits.WorkspaceBytes)
	if err != nil {
		return nil, classify(err)
	}
	name := path.Base(abs)
	if err := s.outputs.WriteFile(name, data); err != nil {
		return nil, classify(fmt.Errorf("present %s: %w", p, err))
	}
	uri, mime := broker.PresentedAs(s.id, name)
	return &Output{Name: name, URI: uri, MIMEType: mime, Size: int64(len(data)), SandboxID: s.id}, nil
}

// Outputs lists the presented outputs, sorted by name.
func (s *Sandbox) Outputs(ctx context.Context) ([]Output, error) {
	if s.closed.Load() {
		return nil, s.errClosed()
	}
	entries, err := s.outputs.List(hostfs.MountPoint)
	if err != nil {
		return nil, classify(err)
	}
	out := make([]Output, 0, len(entries))
	for _, e := range entries {
		if !e.IsDir {
			uri, mime := broker.PresentedAs(s.id, e.Name)
			out = append(out, Output{Name: e.Name, URI: uri, MIMEType: mime, Size: e.Size, SandboxID: s.id})
		}
	}
	return out, nil
}

// ReadOutput returns the bytes of the presented output name. It fails with
// ErrNotFound when there is none of that name.
func (s *Sandbox) ReadOutput(ctx context.Context, name string) ([]byte, error) {
	if s.closed.Load() {
		return nil, s.errClosed()
	}
	if err := hostfs.CheckName(name); err != nil || strings.Contains(name, "/") {
		return nil, fmt.Errorf("%w: %q is not an output's name; Outputs lists them", ErrInvalid, name)
	}
	data, err := s.outputs.ReadFile(name, s.limits.WorkspaceBytes)
	return data, classify(err)
}
