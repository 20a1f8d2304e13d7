package wasmrt

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/tetratelabs/wazero/api"
	"github.com/tetratelabs/wazero/sys"

	"github.com/sbx-sandbox/sbx/hostfs"
	"github.com/sbx-sandbox/sbx/hostfs/devfs"
	"github.com/sbx-sandbox/sbx/internal/capture"
	"github.com/sbx-sandbox/sbx/internal/pycarry"
	"github.com/sbx-sandbox/sbx/internal/runlimit"
	"github.com/sbx-sandbox/sbx/wasmrt/internal/prepare"
)

// Limits bound what one sandbox may use. The operator sets them; nothing a
// guest does can change them.
type Limits struct {
	Memory     int64         // bytes of linear memory per interpreter
	Timeout    time.Duration // wall time per call when the caller names none
	MaxTimeout time.Duration // the most a caller may ask for
	Code       int           // bytes of source per call
	Output     int           // bytes of stdout and stderr together per call
	Quota      hostfs.Quota  // what /workspace may hold
}

// DefaultLimits are the defaults of sbx's policy.
var DefaultLimits = Limits{
	Memory:     256 << 20,
	Timeout:    5 * time.Second,
	MaxTimeout: 30 * time.Second,
	Code:       64 << 10,
	Output:     128 << 10,
	Quota:      hostfs.DefaultQuota,
}

// ErrInput marks a request refused before it ran: code too large, a timeout
// over the maximum, an unknown language. Its message says what to change.
var ErrInput = errors.New("invalid request")

// Config describes a new sandbox.
type Config struct {
	// Workspace is the host directory shown at /workspace. It must exist;
	// the sandbox reads and writes only inside it.
	Workspace string
	// Outputs, if set, is a host directory shown read-only at /outputs.
	Outputs string
	// Home, if set, is the user's durable home, shown read-write at
	// /home/user; without it /home/user is the sandbox's own (OwnHome)
	// until BindHome. The caller owns it: the sandbox never closes it, and
	// sandboxes sharing one share its quota.
	Home *hostfs.Workspace
	// OwnHome and Tmp, if set, are the host directories of the sandbox's
	// own home and of /tmp, which must exist; what they hold counts
	// against the workspace's quota, and the caller removes them. Without
	// them the sandbox makes temporary directories of its own and removes
	// them on Close.
	OwnHome string
	Tmp     string
	Limits  Limits
}

// Result is what one run produced.
type Result struct {
	Language        Language `json:"language"`
	Runtime         string   `json:"runtime"`
	Isolation       string   `json:"isolation"`
	ExitCode        int      `json:"exit_code"`
	Stdout          string   `json:"stdout"`
	Stderr          string   `json:"stderr"`
	TimedOut        bool     `json:"timed_out"`
	OutputTruncated bool     `json:"output_truncated"`
	StateReset      bool     `json:"state_reset"`
	DurationMS      float64  `json:"duration_ms"`
}

// Exit codes for runs that sbx stopped, as timeout(1) and shells use them.
const (
	ExitTimeout   = 124
	ExitCancelled = 130
)

// Sandbox is one isolated environment: a workspace and, per language, a
// kernel that keeps its interpreter's state between calls. Kernel calls run
// one at a time; process runs (Exec) run alongside them.
type Sandbox struct {
	rt      *Runtime
	ws      *hostfs.Workspace
	outputs *hostfs.Workspace
	home    *hostfs.Slot      // /home/user: a durable home, or ownHome
	ownHome *hostfs.Workspace // the sandbox's own home, under the workspace's quota
	tmp     *hostfs.Workspace // /tmp, under the workspace's quota
	made    []string          // the host directories the sandbox made, removed on Close
	limits  Limits

	runMu sync.Mutex // serialises kernel calls
	// Guarded by runMu: the kernels' states at rest that forks were made
	// from since the kernels last changed.
	frozen map[Language]*frozen

	mu      sync.Mutex
	kernels map[Language]*instance
	active  map[*call]struct{}
	closed  bool
	used    bool // a run or process has started
	// unseen holds the languages whose kernel was lost in a run whose
	// caller had gone (a cancelled call): the next result says so.
	unseen map[Language]bool
	// suspended is the directory Suspend wrote the kernels to, until
	// they are resumed.
	suspended string
	// cellShell runs the shell lines of the running cell (Request.Shell),
	// nil when none runs.
	cellShell devfs.Runner
}

// NewSandbox opens a sandbox over cfg's directories. Interpreters start
// lazily, on the first call in each language.
func (rt *Runtime) NewSandbox(cfg Config) (*Sandbox, error) {
	if cfg.Limits == (Limits{}) {
		cfg.Limits = DefaultLimits
	}
	ws, err := hostfs.Open(cfg.Workspace, cfg.Limits.Quota)
	if err != nil {
		return nil, err
	}
	s := &Sandbox{rt: rt, ws: ws, limits: cfg.Limits, kernels: map[Language]*instance{}, active: map[*call]struct{}{},
		unseen: map[Language]bool{}, frozen: map[Language]*frozen{}}
	if s.ownHome, err = s.openDir(cfg.OwnHome, HomeMount); err == nil {
		s.tmp, err = s.openDir(cfg.Tmp, TmpMount)
	}
	if err != nil {
		s.closeFiles()
		return nil, err
	}
	s.home = hostfs.NewSlot(s.ownHome)
	if cfg.Home != nil {
		s.home.Bind(cfg.Home)
	}
	if cfg.Outputs != "" {
		if s.outputs, err = hostfs.Open(cfg.Outputs, hostfs.NoQuota); err != nil {
			s.closeFiles()
			return nil, err
		}
	}
	return s, nil
}

// openDir opens dir, the host directory of the sandbox's mount at mount,
// under the workspace's quota; when dir is empty the sandbox makes one,
// removed on Close.
func (s *Sandbox) openDir(dir, mount string) (*hostfs.Workspace, error) {
	if dir == "" {
		made, err := os.MkdirTemp("", "sbx"+strings.ReplaceAll(mount, "/", "-")+"-")
		if err != nil {
			return nil, fmt.Errorf("make the sandbox's %s: %w", mount, err)
		}
		dir = made
		s.made = append(s.made, made)
	}
	return s.ws.Share(dir)
}

// closeFiles releases the sandbox's directories and removes those it made.
func (s *Sandbox) closeFiles() error {
	for _, w := range []*hostfs.Workspace{s.outputs, s.ownHome, s.tmp} {
		if w != nil {
			w.Close()
		}
	}
	for _, dir := range s.made {
		os.RemoveAll(dir)
	}
	return s.ws.Close()
}

// Workspace returns the sandbox's /workspace for Go-side file operations.
func (s *Sandbox) Workspace() *hostfs.Workspace { return s.ws }

// Recount counts again what the sandbox's files under its quota hold
// (/workspace, /tmp and its own home), after a native sandbox changed them.
func (s *Sandbox) Recount() error { return s.ws.Recount(s.tmp, s.ownHome) }

// Outputs returns the sandbox's /outputs, read-only to guests, or nil when
// the sandbox has none.
func (s *Sandbox) Outputs() *hostfs.Workspace { return s.outputs }

// Tmp returns the sandbox's /tmp for Go-side file operations.
func (s *Sandbox) Tmp() *hostfs.Workspace { return s.tmp }

// Home returns the sandbox's /home/user: the durable home bound to it, or
// else its own.
func (s *Sandbox) Home() *hostfs.Workspace { return s.home.Current() }

// begin records that something runs in the sandbox: from now on its home
// is fixed.
func (s *Sandbox) begin() {
	s.mu.Lock()
	s.used = true
	s.mu.Unlock()
}

// BindHome gives a sandbox made without a durable home one at /home/user
// in place of its own, for a sandbox made before its owner was known. Its
// interpreters may have started, but nothing may have run in it yet.
func (s *Sandbox) BindHome(home *hostfs.Workspace) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.used {
		return errors.New("a home can only be given to a sandbox before its first run")
	}
	if err := s.home.Bind(home); err != nil {
		return fmt.Errorf("give the sandbox a home: %w", err)
	}
	return nil
}

// FileMounts are the mounts whose files a program reads and writes
// through Files, /workspace first.
var FileMounts = []string{hostfs.MountPoint, HomeMount, TmpMount}

// FilePath is a sandbox path checked for a Go-side file operation.
type FilePath struct {
	Mount string // the one of FileMounts it lies under
	Name  string // what the mount's workspace methods take
	Abs   string // the clean absolute sandbox path
}

// ParseFilePath checks p, a sandbox path under one of FileMounts
// (absolute, relative to /workspace, or starting with "~/" for HomeMount
// as in the shell), and finds its mount. It fails with hostfs.ErrEscape
// for a path outside them or climbing out of its own mount, as
// hostfs.ResolveIn does.
func ParseFilePath(p string) (FilePath, error) {
	if p == "~" || strings.HasPrefix(p, "~/") {
		p = HomeMount + p[1:]
	}
	mount, rel, err := hostfs.ResolveIn(p, FileMounts...)
	if err != nil {
		return FilePath{}, err
	}
	abs := path.Join(mount, rel)
	if mount == hostfs.MountPoint {
		return FilePath{Mount: mount, Name: abs, Abs: abs}, nil // the workspace's errors name it so
	}
	return FilePath{Mount: mount, Name: rel, Abs: abs}, nil
}

// Wrap names the mount in an error of its workspace's methods, which name
// paths relative to it; /workspace's errors name whole paths already.
func (f FilePath) Wrap(err error) error {
	if err == nil || f.Mount == hostfs.MountPoint {
		return err
	}
	return fmt.Errorf("in %s: %w", f.Mount, err)
}

// Files returns the workspace of mount, one of FileMounts, for Go-side file
// operations, or nil for another mount.
func (s *Sandbox) Files(mount string) *hostfs.Workspace {
	switch mount {
	case hostfs.MountPoint:
		return s.ws
	case HomeMount:
		return s.Home()
	case TmpMount:
		return s.tmp
	}
	return nil
}

// Limits returns the sandbox's limits.
func (s *Sandbox) Limits() Limits { return s.limits }

// Close stops every run in progress, ends the interpreters and releases the
// workspace. The workspace directory itself is left for its owner; the
// directories the sandbox made (its own home and /tmp without
// Config.OwnHome and Config.Tmp) are removed.
func (s *Sandbox) Close() error {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return nil
	}
	s.closed = true
	for c := range s.active {
		c.stop(reasonClosed)
	}
	kernels := s.kernels
	s.kernels = nil
	s.mu.Unlock()
	s.runMu.Lock() // wait for a kernel call to unwind
	defer s.runMu.Unlock()
	s.dropFrozen()
	for _, k := range kernels {
		k.close()
	}
	return s.closeFiles()
}

// timeout checks a requested timeout against the limits.
func (s *Sandbox) timeout(d time.Duration) (time.Duration, error) {
	switch {
	case d == 0:
		return s.limits.Timeout, nil
	case d < 0:
		return 0, fmt.Errorf("%w: timeout must be positive", ErrInput)
	case d > s.limits.MaxTimeout:
		return 0, fmt.Errorf("%w: timeout of %s is over the maximum of %s; split the work into shorter calls",
			ErrInput, d, s.limits.MaxTimeout)
	}
	return d, nil
}

// Request is one call into a sandbox's persistent kernel.
type Request struct {
	Language Language
	Code     string
	Timeout  time.Duration // 0 means the sandbox's default
	// Stdout and Stderr, if set, receive the cell's output as it is
	// written (within the output limit; sbx's own notes go only to the
	// result). They must not block: they are written under the output's
	// lock. The result holds the output either way.
	Stdout, Stderr io.Writer
	// Shell, if set, runs the shell lines the cell asks for (a Python
	// cell's !cmd, %%bash and %pip, through /dev/sbx-shell), within the
	// cell's time limit; without it they fail, saying the sandbox runs
	// no other program.
	Shell ShellFunc
}

// ShellFunc runs a shell line for a cell, in the sandbox directory dir with
// stdin as its input, writing its output to out as it comes, and returns
// its exit status. ctx ends at the cell's time limit.
type ShellFunc func(ctx context.Context, line, dir string, stdin io.Reader, out io.Writer) int

// Run executes req.Code in the language's kernel, starting the kernel if it
// is not running. Variables, imports and loaded data survive to the next
// call. A run past its time limit, or whose ctx is cancelled, is interrupted
// as Ctrl-C would (KeyboardInterrupt in Python, an uncatchable InternalError
// in JavaScript) and keeps the kernel; one that does not end within
// interruptGrace of that, passes the output limit or kills its interpreter
// resets that kernel and keeps the files. The result's state_reset says
// whether the kernel was lost since the previous result: also when that was
// a cancelled call's, which its caller never saw.
func (s *Sandbox) Run(ctx context.Context, req Request) (*Result, error) {
	if len(req.Code) > s.limits.Code {
		return nil, fmt.Errorf("%w: code is %s, the limit is %s; write it to a file in /workspace and run that",
			ErrInput, hostfs.FormatBytes(int64(len(req.Code))), hostfs.FormatBytes(int64(s.limits.Code)))
	}
	timeout, err := s.timeout(req.Timeout)
	if err != nil {
		return nil, err
	}
	s.runMu.Lock()
	defer s.runMu.Unlock()
	s.begin()
	start := time.Now()
	if req.Shell != nil {
		cellCtx, cancel := context.WithTimeout(ctx, timeout)
		defer cancel()
		s.setShell(func(line, dir string, stdin io.Reader, out io.Writer) int {
			return req.Shell(cellCtx, line, dir, stdin, out)
		})
		defer s.setShell(nil)
	}
	// The time limit starts in runCell: compiling the guest (the first run
	// on a machine) and starting its kernel are not the run's.
	out := capture.New(s.limits.Output, nil).Tee(req.Stdout, req.Stderr)
	defer out.Close()
	resumeLost, reset, err := s.resumeIfSuspended(ctx)
	if err != nil {
		return nil, err
	}
	noteLost(out, resumeLost)
	s.dropFrozen()
	k, moved, lost, err := s.kernelFor(ctx, req.Language, req.Code, "", out)
	if err != nil {
		return nil, err
	}
	lostBefore := s.takeUnseen(req.Language)
	if lostBefore {
		out.Note("the previous run was cancelled and stopped; the interpreter was restarted (variables lost, files kept)")
	}
	status, outcome, err := k.runCell(ctx, s, req.Code, timeout, out)
	if err == nil && outcome.alive() && status != 0 && !moved {
		// An import the look at the cell missed (inside a function, say):
		// the cell runs again on the guest that has the module.
		_, stderr, _ := out.Result()
		again := capture.New(s.limits.Output, nil)
		if k2, movedNow, lostNow, err2 := s.kernelFor(ctx, req.Language, "", string(stderr), again); err2 == nil && movedNow {
			k, out, lost = k2, again, lostNow
			status, outcome, err = k.runCell(ctx, s, req.Code, timeout, out)
		}
	}
	if err != nil || !outcome.alive() {
		s.dropKernel(req.Language, k)
		if err != nil || ctx.Err() != nil {
			s.markUnseen(req.Language) // the caller will not see this result
		}
	}
	if err != nil {
		return nil, err
	}
	outcome.timeout = runlimit.Stated(ctx, timeout)
	res := s.result(k, status, outcome, out, start)
	res.StateReset = res.StateReset || lostBefore || lost || reset
	return res, nil
}

// kernelFor returns the kernel to run a cell of lang in: the running one,
// unless the cell needs a module only another of the language's guests
// has (PIL in the imaging guest), as code's imports or the
// ModuleNotFoundError in stderr show; then it starts a kernel of that
// guest in place of the running one, carrying the variables that pickle
// (pycarry), notes in out what came along and what stayed behind, and
// reports that it moved and whether names the sandbox's cells had defined
// were lost.
func (s *Sandbox) kernelFor(ctx context.Context, lang Language, code, stderr string, out *capture.Output) (k *instance, moved, lost bool, err error) {
	main, err := lookupGuest(lang)
	if err != nil {
		return nil, false, false, fmt.Errorf("%w: %v", ErrInput, err)
	}
	want := main
	if lang == Python && pythonData.provides(imports(code), stderr) {
		want = pythonData
	}
	s.mu.Lock()
	cur := s.kernels[lang]
	s.mu.Unlock()
	if cur == nil || cur.guest == want || want == main {
		k, err = s.kernel(ctx, want)
		return k, false, false, err
	}
	carried, left, ok := cur.carry(ctx, s)
	s.dropKernel(lang, cur)
	if k, err = s.kernel(ctx, want); err != nil {
		return nil, false, false, err
	}
	note := fmt.Sprintf("this cell needs the %s interpreter (%s): the sandbox's %s moved to it (files kept)",
		want.Name, strings.Join(want.Modules, ", "), lang)
	if len(carried) > 0 {
		if status, o, err := k.runCell(ctx, s, pycarry.Load, carryTimeout, capture.New(64<<10, nil)); err != nil || !o.alive() || status != 0 {
			left, carried = append(left, carried...), nil
		}
	}
	switch {
	case !ok:
		note += "; what earlier cells defined could not be carried to it"
	case len(carried) > 0:
		note += "; the variables came along: " + listNames(carried)
	}
	if len(left) > 0 {
		note += "; these stay behind (functions and classes defined in cells, and what does not pickle): " + listNames(left) + "; define them again here"
	}
	if !ok || len(carried)+len(left) > 0 {
		out.Note(note)
	}
	return k, true, !ok || len(left) > 0, nil
}

// carryTimeout bounds packing a kernel's variables, and loading them.
const carryTimeout = 5 * time.Second

// maxNames bounds how many names a note lists.
const maxNames = 20

// listNames words names for a note, at most maxNames of them.
func listNames(names []string) string {
	if len(names) > maxNames {
		names = append(names[:maxNames:maxNames], fmt.Sprintf("and %d more", len(names)-maxNames))
	}
	return strings.Join(names, ", ")
}

// carry packs the variables of a Python kernel that another Python can
// load into pycarry.File, and lists them and those it leaves behind; ok
// is false when it could not tell within carryTimeout.
func (inst *instance) carry(ctx context.Context, s *Sandbox) (carried, left []string, ok bool) {
	out := capture.New(64<<10, nil)
	status, o, err := inst.runCell(ctx, s, pycarry.Pack, carryTimeout, out)
	if err != nil || !o.alive() || status != 0 {
		return nil, nil, false
	}
	stdout, _, _ := out.Result()
	carried, left = pycarry.Parse(string(stdout))
	return carried, left, true
}

// markUnseen records that lang's kernel was lost where no result says so.
func (s *Sandbox) markUnseen(lang Language) {
	s.mu.Lock()
	s.unseen[lang] = true
	s.mu.Unlock()
}

// takeUnseen reports, once, whether lang's kernel was lost unseen.
func (s *Sandbox) takeUnseen(lang Language) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	lost := s.unseen[lang]
	delete(s.unseen, lang)
	return lost
}

// kernel returns guest's language's running kernel, starting one of guest
// if none runs: restored from the guest's snapshot, or booted when
// snapshots are off.
func (s *Sandbox) kernel(ctx context.Context, guest *Guest) (*instance, error) {
	lang := guest.Language
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return nil, errClosed
	}
	k := s.kernels[lang]
	s.mu.Unlock()
	if k != nil {
		return k, nil
	}
	g, err := s.rt.load(ctx, guest)
	if err != nil {
		return nil, err
	}
	done := observeKernel(ctx, guest.Name, !s.rt.noSnapshots)
	if s.rt.noSnapshots {
		k, err = s.bootKernel(ctx, g)
	} else {
		k, err = s.restoreKernel(ctx, g, nil)
	}
	done(err)
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		k.close()
		return nil, errClosed
	}
	s.kernels[lang] = k
	return k, nil
}

// bootKernel starts g's interpreter from scratch and initialises it.
func (s *Sandbox) bootKernel(ctx context.Context, g *compiledGuest) (*instance, error) {
	k, err := s.rt.instantiate(ctx, g, s.mounts(), nil, nil, nil)
	if err != nil {
		return nil, err
	}
	out := capture.New(64<<10, nil)
	status, o := k.invoke(ctx, s, k.init, s.limits.MaxTimeout, out)
	err = started(g.guest.Name, out, status, o)
	if err == nil && g.guest.Setup+g.guest.Reseed != "" {
		// Then the re-seed, which also makes the user's first cell the
		// first, as in a kernel restored from the template.
		status, o, err = k.runCell(ctx, s, g.guest.Setup+"\n"+g.guest.Reseed, s.limits.MaxTimeout, out)
		if err == nil {
			err = started(g.guest.Name, out, status, o)
		}
	}
	if err != nil {
		k.close()
		return nil, err
	}
	return k, nil
}

// restoreKernel starts g's interpreter from its snapshot, reading stdin
// (nil for none), and gives it what must differ between sandboxes (a fresh
// random seed).
func (s *Sandbox) restoreKernel(ctx context.Context, g *compiledGuest, stdin io.Reader) (*instance, error) {
	snap, err := s.rt.kernelSnapshot(ctx, g, s.limits.Memory)
	if err != nil {
		return nil, err
	}
	k, err := s.rt.instantiate(ctx, g, s.mounts(), nil, stdin, snap)
	snap.image.Close() // the kernel holds it now
	if err != nil {
		return nil, err
	}
	out := capture.New(64<<10, nil)
	status, o, err := k.runCell(ctx, s, g.guest.Reseed, s.limits.MaxTimeout, out)
	if err == nil {
		err = started(g.guest.Name, out, status, o)
	}
	if err != nil {
		k.close()
		return nil, err
	}
	return k, nil
}

// started returns nil when a set-up call left the interpreter running, and
// otherwise words why it did not start: the first line of what it printed,
// or why sbx stopped it.
func started(name string, out *capture.Output, status uint64, o outcome) error {
	if o.alive() && status == 0 {
		return nil
	}
	_, stderr, _ := out.Result()
	return fmt.Errorf("start the %s interpreter: %s", name, why(string(stderr)+o.describe()))
}

func (s *Sandbox) dropKernel(lang Language, k *instance) {
	s.mu.Lock()
	if s.kernels[lang] == k {
		delete(s.kernels, lang)
	}
	s.mu.Unlock()
	k.close()
}

// Process is one process-like run on a fresh interpreter: the guest's own
// command line (python -c CODE, python FILE, js FILE ...).
type Process struct {
	Language Language
	Args     []string  // arguments after the program name
	Stdin    io.Reader // nil for none
	// Stdout and Stderr, if set, receive output as it is produced (within
	// the output limit); the Result holds it too.
	Stdout, Stderr io.Writer
	Timeout        time.Duration
	// Env holds "KEY=value" pairs added to the guest's environment after
	// HOME and LANG; PWD sets the directory the guest starts in.
	Env []string
	// CallerBounded is for callers that bound the run themselves, such as
	// the shell with its pipes, redirections and background jobs: output
	// goes only to Stdout and Stderr, with no output limit, and a writer's
	// error reaches the guest (a closed pipe ends a writer); the Result's
	// Stderr holds only sbx's own notes, for the caller to pass on or not;
	// Timeout may exceed MaxTimeout, and 0 means ctx alone bounds the run.
	CallerBounded bool
}

// Exec runs p on a fresh interpreter that ends with it. It shares only the
// files with the sandbox's kernels.
func (s *Sandbox) Exec(ctx context.Context, p Process) (*Result, error) {
	timeout, limit := p.Timeout, -1
	if !p.CallerBounded {
		var err error
		if timeout, err = s.timeout(p.Timeout); err != nil {
			return nil, err
		}
		limit = s.limits.Output
	} else if timeout <= 0 {
		timeout = math.MaxInt64
	}
	s.begin()
	start := time.Now()
	g, err := s.processGuest(p)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrInput, err)
	}
	wake := make(chan struct{})
	inst, fn, params, err := s.processInstance(ctx, g, p, stdinFor(p.Stdin, wake))
	if err != nil {
		return nil, err
	}
	defer inst.close()
	out := capture.New(limit, nil).Tee(p.Stdout, p.Stderr)
	status, outcome := inst.invokeWith(ctx, s, fn, timeout, out, wake, params...) // from now, as in Run
	outcome.timeout, outcome.process = timeout, true
	res := s.result(inst, status, outcome, out, start)
	res.StateReset = false // a process has no state to lose
	return res, nil
}

// processInstance starts the instance p runs on and says which of its
// functions runs p, with which parameters: in a resident runtime, a kernel
// restored for p alone (resident.go); otherwise a booted interpreter's
// main.
func (s *Sandbox) processInstance(ctx context.Context, g *Guest, p Process, stdin io.Reader) (*instance, api.Function, []uint64, error) {
	if inst, params, ok, err := s.residentProcess(ctx, g, p, stdin); ok {
		if err != nil {
			return nil, nil, nil, err
		}
		return inst, inst.exec, params, nil
	}
	m := s.mounts()
	m.env = p.Env
	inst, err := s.newInstance(ctx, g, m, append([]string{g.Program}, p.Args...), stdin)
	if err != nil {
		return nil, nil, nil, err
	}
	return inst, inst.main, nil, nil
}

// result assembles a Result from a finished invocation.
func (s *Sandbox) result(inst *instance, status uint64, o outcome, out *capture.Output, start time.Time) *Result {
	if note := o.describe(); note != "" {
		out.Note(note)
	}
	if s.ws.TakeQuotaHit() {
		out.Note(s.ws.QuotaMessage())
	}
	if home := s.home.Bound(); home != nil && home.TakeQuotaHit() {
		out.Note(HomeMount + ": " + home.QuotaMessage())
	}
	stdout, stderr, truncated := out.Result()
	code := int(int32(status))
	switch o.reason {
	case reasonTimeout:
		code = ExitTimeout
	case reasonCancel, reasonClosed:
		code = ExitCancelled
	case reasonOutput:
		code = 1
	}
	if o.exited {
		code = o.exitCode
	} else if o.err != nil && o.reason == reasonNone {
		code = 1
	}
	return &Result{
		Language:        inst.lang,
		Runtime:         "wasm/" + inst.runtimeName,
		Isolation:       "wasm",
		ExitCode:        code,
		Stdout:          string(stdout),
		Stderr:          string(stderr),
		TimedOut:        o.reason == reasonTimeout,
		OutputTruncated: truncated,
		StateReset:      !o.alive(),
		DurationMS:      float64(time.Since(start).Microseconds()) / 1000,
	}
}

// newInstance instantiates guest with mounts m. args is the WASI argv (nil
// for a kernel).
func (s *Sandbox) newInstance(ctx context.Context, guest *Guest, m mounts, args []string, stdin io.Reader) (*instance, error) {
	g, err := s.rt.load(ctx, guest)
	if err != nil {
		return nil, err
	}
	return s.rt.instantiate(ctx, g, m, args, stdin, nil)
}

// mounts is the sandbox's file system layout as a guest sees it.
func (s *Sandbox) mounts() mounts {
	m := mounts{workspace: s.ws.FS(), home: s.home, tmp: s.tmp.FS(), memory: s.limits.Memory, shell: s.guestShell}
	if s.outputs != nil {
		m.outputs = s.outputs.FS()
	}
	return m
}

// setShell sets the shell of the running cell (nil when none runs).
func (s *Sandbox) setShell(run devfs.Runner) {
	s.mu.Lock()
	s.cellShell = run
	s.mu.Unlock()
}

// guestShell runs a line a guest asked for with the running cell's shell;
// without one (no cell runs, or its caller gave none) it fails as a
// command the sandbox lacks.
func (s *Sandbox) guestShell(line, dir string, stdin io.Reader, out io.Writer) int {
	s.mu.Lock()
	run := s.cellShell
	s.mu.Unlock()
	if run == nil {
		fmt.Fprintln(out, "sbx: no shell runs lines for this program here; run the command with language shell")
		return 127
	}
	return run(line, dir, stdin, out)
}

// close ends the instance and releases the record locks it held, however
// its run ended.
func (inst *instance) close() {
	inst.mod.Close(context.Background())
	inst.tree.Close()
	if base := inst.base; base != nil {
		inst.releaseBase.Do(base.Close)
	}
}

// runCell copies code into the kernel and runs it as one cell, within
// timeout; the copy is freed unless the run ended the interpreter. s is nil
// for a template kernel.
func (inst *instance) runCell(ctx context.Context, s *Sandbox, code string, timeout time.Duration, out *capture.Output) (uint64, outcome, error) {
	inst.mem.settle() // before the guest writes its memory again; done already, unless a freeze's caller did not
	ptr, err := inst.put(ctx, code)
	if err != nil {
		return 0, outcome{}, err
	}
	status, o := inst.invokeWith(ctx, s, inst.exec, timeout, out, make(chan struct{}), ptr, uint64(len(code)))
	if o.alive() {
		inst.free.Call(ctx, ptr)
	}
	return status, o, nil
}

// put copies code into the guest's memory and returns its address.
func (inst *instance) put(ctx context.Context, code string) (uint64, error) {
	res, err := inst.malloc.Call(ctx, uint64(len(code)+1))
	if err != nil || res[0] == 0 {
		return 0, fmt.Errorf("the %s interpreter is out of memory for %d bytes of code", inst.lang, len(code))
	}
	if !inst.mod.Memory().Write(uint32(res[0]), []byte(code)) {
		return 0, fmt.Errorf("the %s interpreter returned a bad buffer", inst.lang)
	}
	return res[0], nil
}

// sleep implements the guest's nanosleep. Interrupting the run ends the
// sleep early with the interrupt delivered (time.sleep then raises
// KeyboardInterrupt); stopping it ends the guest there.
func (inst *instance) sleep(ns int64) {
	t := time.NewTimer(time.Duration(ns))
	defer t.Stop()
	c := inst.cur.Load()
	if c == nil {
		<-t.C
		return
	}
	var nudge <-chan struct{}
	if c.interrupt != nil && !c.delivered.Load() {
		nudge = c.nudge
	}
	select {
	case <-t.C:
	case <-nudge:
		c.deliver(c.ctx)
	case <-c.wake:
		panic(errStopped)
	}
}

// interruptGrace is how long a kernel cell has to end once interrupted
// before it is stopped hard and its interpreter restarted: enough for a
// traceback, not for a loop in C that never checks for signals, nor for a
// cell that catches the interrupt and carries on.
const interruptGrace = time.Second

// Why a call was stopped.
const (
	reasonNone int32 = iota
	reasonDone
	reasonTimeout
	reasonOutput
	reasonCancel
	reasonClosed
)

// call is one invocation in progress, which any goroutine may stop.
type call struct {
	ctx     context.Context // the invocation's own
	sandbox *Sandbox        // nil for a template kernel
	cancel  context.CancelFunc
	reason  atomic.Int32
	wake    chan struct{} // closed when the call is stopped hard
	killed  atomic.Bool

	// interrupt is the kernel's sbx_interrupt for a kernel cell, nil for
	// calls that are only ever stopped hard.
	interrupt api.Function
	nudge     chan struct{} // closed when an interrupt is requested
	pending   atomic.Bool   // requested, not yet given to the guest
	delivered atomic.Bool   // given to the guest
}

// stop stops the call hard for reason r, unless it already ended: the guest
// ends at its next fuel check, a blocked host call wakes. A reason given
// earlier (the time limit that interrupted it) stands.
func (c *call) stop(r int32) {
	c.reason.CompareAndSwap(reasonNone, r)
	if c.reason.Load() != reasonDone && c.killed.CompareAndSwap(false, true) {
		c.cancel()
		close(c.wake)
	}
}

// interruptOrStop ends the call for reason r, unless it already ended or
// is ending. A kernel cell is interrupted at the guest's next host call and
// stopped hard if it has not ended within interruptGrace; any other call is
// stopped at once.
func (c *call) interruptOrStop(r int32) {
	if c.interrupt == nil {
		c.stop(r)
		return
	}
	if c.reason.CompareAndSwap(reasonNone, r) {
		c.pending.Store(true)
		close(c.nudge)
		time.AfterFunc(interruptGrace, func() { c.stop(r) })
	}
}

// deliver gives the guest a pending interrupt. It runs in a host call, on
// the guest's own goroutine, where calling back into the guest is as safe
// as a signal handler is: sbx_interrupt only sets flags.
func (c *call) deliver(ctx context.Context) {
	if c.pending.CompareAndSwap(true, false) {
		c.delivered.Store(true)
		c.interrupt.Call(ctx)
	}
}

// callKey is the context key under which a running call is found by yield.
type callKey struct{}

// errStopped ends a guest whose run was stopped.
var errStopped = errors.New("run stopped")

// yield is sbx.yield, which a guest calls each time its fuel runs out: it
// is the run's preemption point (see WithPreemption), ends the guest if its
// run was stopped, gives it a pending interrupt, and refills the fuel.
// Being a Go function, it also lets the scheduler and garbage collector in.
func yield(ctx context.Context, _ api.Module, stack []uint64) {
	Preempt(ctx)
	if c, ok := ctx.Value(callKey{}).(*call); ok {
		if c.killed.Load() {
			panic(errStopped)
		}
		c.deliver(ctx)
	}
	stack[0] = prepare.FuelPerYield
}

// outcome is how an invocation ended.
type outcome struct {
	reason      int32 // reasonNone when it ran to completion (or crashed on its own)
	interrupted bool  // the guest was interrupted for reason; alive, it kept its state
	err         error // the trap or exit, if any
	exited      bool  // the guest called proc_exit
	exitCode    int
	timeout     time.Duration // the caller's time limit, for the note
	outputLimit int           // the output limit, for the note
	process     bool          // a process run: there is no state to lose
}

// alive reports whether the instance can take another call.
func (o outcome) alive() bool { return o.err == nil }

// limit words the time limit, for the notes.
func (o outcome) limit() string { return strconv.FormatFloat(o.timeout.Seconds(), 'f', -1, 64) + " s" }

// describe explains, for the agent, why a run ended early ("" if it did not).
func (o outcome) describe() string {
	var what string
	switch {
	case o.reason == reasonTimeout && o.interrupted && o.alive():
		return "the run took longer than its time limit of " + o.limit() + " and was interrupted; the interpreter kept its variables"
	case o.reason == reasonTimeout && o.interrupted:
		what = "the run took longer than its time limit of " + o.limit() + " and did not stop within " + interruptGrace.String() + " of being interrupted"
	case o.reason == reasonTimeout:
		what = "the run took longer than its time limit of " + o.limit() + " and was stopped"
	case o.reason == reasonOutput:
		what = "the output passed the limit of " + hostfs.FormatBytes(int64(o.outputLimit)) + " and the run was stopped"
	case o.reason == reasonCancel && o.interrupted && o.alive():
		return "the run was cancelled and interrupted; the interpreter kept its variables"
	case o.reason == reasonCancel && o.interrupted:
		what = "the run was cancelled and did not stop within " + interruptGrace.String() + " of being interrupted"
	case o.reason == reasonCancel:
		what = "the run was cancelled"
	case o.reason == reasonClosed:
		return "the sandbox was closed during the run"
	case o.exited && o.process:
		return "" // a process ending with a status is nothing to remark on
	case o.exited:
		what = fmt.Sprintf("the interpreter exited with status %d", o.exitCode)
	case o.err != nil:
		what = "the interpreter crashed (" + firstLine(o.err.Error()) + ")"
	default:
		return ""
	}
	if o.process {
		return what
	}
	return what + "; the interpreter was restarted (variables lost, files kept)"
}

// track registers a call so Close can stop it; false once closed.
func (s *Sandbox) track(c *call) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return false
	}
	s.active[c] = struct{}{}
	return true
}

func (s *Sandbox) untrack(c *call) {
	s.mu.Lock()
	delete(s.active, c)
	s.mu.Unlock()
}

// invokeAlone is invoke outside any sandbox, for a template kernel.
func (inst *instance) invokeAlone(ctx context.Context, fn api.Function, out *capture.Output) (uint64, outcome) {
	return inst.invokeWith(ctx, nil, fn, DefaultLimits.MaxTimeout, out, make(chan struct{}))
}

// invoke calls fn with the limits of one run and reports how it ended. s,
// when set, can stop it by closing.
func (inst *instance) invoke(ctx context.Context, s *Sandbox, fn api.Function, timeout time.Duration, out *capture.Output, params ...uint64) (uint64, outcome) {
	return inst.invokeWith(ctx, s, fn, timeout, out, make(chan struct{}), params...)
}

// invokeWith is invoke with the channel that wakes blocked host calls. A
// kernel cell (fn is sbx_exec) is interrupted before it is stopped.
func (inst *instance) invokeWith(ctx context.Context, s *Sandbox, fn api.Function, timeout time.Duration, out *capture.Output, wake chan struct{}, params ...uint64) (uint64, outcome) {
	// The caller's cancellation reaches the guest through c, which may
	// interrupt it first, rather than through the context.
	callCtx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	defer cancel()
	c := &call{sandbox: s, cancel: cancel, wake: wake, nudge: make(chan struct{})}
	if fn == inst.exec {
		c.interrupt = inst.interrupt
	}
	callCtx = context.WithValue(callCtx, callKey{}, c)
	c.ctx = callCtx
	if s != nil {
		if !s.track(c) {
			return 0, outcome{reason: reasonClosed, err: errClosed}
		}
		defer s.untrack(c)
	}

	inst.cur.Store(c)
	out.OnOverflow(func() { c.stop(reasonOutput) })
	inst.stdout.set(out.Stdout())
	inst.stderr.set(out.Stderr())
	timer := time.AfterFunc(max(timeout, 0), func() { c.interruptOrStop(reasonTimeout) })
	stopOnCancel := context.AfterFunc(ctx, func() { c.interruptOrStop(reasonCancel) })

	res, err := fn.Call(callCtx, params...)

	timer.Stop()
	stopOnCancel()
	inst.stdout.set(nil)
	inst.stderr.set(nil)
	o := outcome{err: err, interrupted: c.delivered.Load()}
	if !c.reason.CompareAndSwap(reasonNone, reasonDone) && (err != nil || o.interrupted) {
		o.reason = c.reason.Load() // otherwise it finished first: the result stands
	}
	o.timeout, o.outputLimit = timeout, out.Limit()
	var exit *sys.ExitError
	if o.reason == reasonNone && errors.As(err, &exit) {
		o.exited, o.exitCode = true, int(exit.ExitCode())
	}
	if err != nil || len(res) == 0 {
		return 0, o
	}
	return res[0], o
}

// stdinFor wraps a caller's stdin so a stopped run never stays blocked on it.
func stdinFor(r io.Reader, wake <-chan struct{}) io.Reader {
	switch r.(type) {
	case nil:
		return nil
	case *bytes.Reader, *strings.Reader, *bytes.Buffer:
		return r
	}
	return &wakeReader{r: r, wake: wake}
}

// wakeReader reads r but returns EOF as soon as wake closes.
type wakeReader struct {
	r    io.Reader
	wake <-chan struct{}
}

type readResult struct {
	b   []byte
	err error
}

// Read implements io.Reader.
func (w *wakeReader) Read(p []byte) (int, error) {
	done := make(chan readResult, 1)
	go func() {
		buf := make([]byte, len(p))
		n, err := w.r.Read(buf)
		done <- readResult{buf[:n], err}
	}()
	select {
	case r := <-done:
		return copy(p, r.b), r.err
	case <-w.wake:
		return 0, io.EOF
	}
}

// why picks the line of a failed start's output that says why: a
// traceback's last line (the exception), else the first line.
func why(s string) string {
	if strings.HasPrefix(s, "Traceback") {
		lines := strings.Split(strings.TrimSpace(s), "\n")
		return lines[len(lines)-1]
	}
	return firstLine(s)
}

func firstLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// Start starts lang's kernel now, so the sandbox's first call does not wait
// for it.
func (s *Sandbox) Start(ctx context.Context, lang Language) error {
	g, err := lookupGuest(lang)
	if err != nil {
		return err
	}
	return s.StartGuest(ctx, g)
}

// StartGuest starts a kernel of g, one of Guests, now, unless one of its
// language already runs.
func (s *Sandbox) StartGuest(ctx context.Context, g *Guest) error {
	s.runMu.Lock()
	defer s.runMu.Unlock()
	_, err := s.kernel(ctx, g)
	return err
}
