// Package fallback is the contract of the native tiers, which run the
// workloads — numpy, pandas, matplotlib, a compiler, pip — that the
// WebAssembly tier cannot: a Docker container (fallback/docker), a QEMU
// microVM (fallback/microvm) or the host's programs in namespaces
// (fallback/ostier); fallback/tiers opens them by name.
//
// A Provider is a handful of context-first methods in the manner of
// containerd's sandbox controller: Create a sandbox from a Spec, Exec
// commands in it (state persists between calls), Destroy it. Capabilities
// says which isolation boundary is in force and, when the provider cannot
// run here, what is missing and the command that fixes it. Beside the
// contract is what the tiers share: limits and results, the egress proxy,
// the port relay. Nothing here installs anything.
package fallback

import (
	"cmp"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"strings"
	"time"

	"github.com/sbx-sandbox/sbx/internal/display"
	"github.com/sbx-sandbox/sbx/provider"
)

// Isolation names the boundary between sandboxed code and the host.
type Isolation = provider.Isolation

// The isolation levels, weakest first; see package provider.
const (
	IsolationSubprocess      = provider.IsolationSubprocess
	IsolationWasm            = provider.IsolationWasm
	IsolationNamespace       = provider.IsolationNamespace
	IsolationContainer       = provider.IsolationContainer
	IsolationGVisor          = provider.IsolationGVisor
	IsolationMicroVMEmulated = provider.IsolationMicroVMEmulated
	IsolationMicroVM         = provider.IsolationMicroVM
)

// Errors returned by providers, wrapped with detail; test with errors.Is.
var (
	// ErrUnavailable means the provider cannot run on this host now: the
	// engine, image or kernel is missing or not answering. Capabilities
	// says what to install or start.
	ErrUnavailable = provider.ErrUnavailable
	// ErrGone means the sandbox had ended before the call began (out of
	// memory, killed): see provider.ErrGone.
	ErrGone = provider.ErrGone
	// ErrNotFound means no sandbox has the given ID (never created, or
	// destroyed).
	ErrNotFound = errors.New("sandbox not found")
	// ErrInput means a request was refused before it ran: a timeout over
	// the maximum, an empty command, a path outside the sandbox.
	ErrInput = errors.New("invalid request")
)

// Limits bound one sandbox. They match the WebAssembly tier's defaults so
// an escalated run is held to the same policy.
type Limits struct {
	Memory     int64         // bytes of RAM for the whole sandbox
	CPUs       float64       // CPU cores' worth of time
	Pids       int64         // processes and threads (not enforced under gVisor)
	Timeout    time.Duration // wall time per call when the caller names none
	MaxTimeout time.Duration // the most a caller may ask for
	Output     int           // bytes of stdout and stderr together per call
	// WorkspaceBytes and WorkspaceFiles are the quota of /workspace and
	// the sandbox's own home together, which the os provider keeps.
	WorkspaceBytes, WorkspaceFiles int64
}

// DefaultLimits are the defaults of sbx's policy.
var DefaultLimits = Limits{
	Memory:     256 << 20,
	CPUs:       1,
	Pids:       128,
	Timeout:    5 * time.Second,
	MaxTimeout: 30 * time.Second,
	Output:     128 << 10,

	WorkspaceBytes: 64 << 20,
	WorkspaceFiles: 10_000,
}

// WithDefaults fills l's zero fields from DefaultLimits.
func (l Limits) WithDefaults() Limits {
	d := DefaultLimits
	if l.Memory > 0 {
		d.Memory = l.Memory
	}
	if l.CPUs > 0 {
		d.CPUs = l.CPUs
	}
	if l.Pids > 0 {
		d.Pids = l.Pids
	}
	if l.Timeout > 0 {
		d.Timeout = l.Timeout
	}
	if l.MaxTimeout > 0 {
		d.MaxTimeout = l.MaxTimeout
	}
	if l.Output > 0 {
		d.Output = l.Output
	}
	if l.WorkspaceBytes > 0 {
		d.WorkspaceBytes, d.WorkspaceFiles = l.WorkspaceBytes, cmp.Or(l.WorkspaceFiles, d.WorkspaceFiles)
	}
	return d
}

// Check validates an exec request against the limits: its timeout, its
// working directory (a sandbox path) and a non-empty command.
func (l Limits) Check(req ExecRequest) (timeout time.Duration, workdir string, err error) {
	if timeout, err = l.CallTimeout(req.Timeout); err != nil {
		return 0, "", err
	}
	if workdir, err = SandboxPath(req.Workdir); err != nil {
		return 0, "", err
	}
	if strings.TrimSpace(req.Command) == "" {
		return 0, "", fmt.Errorf("%w: empty command", ErrInput)
	}
	return timeout, workdir, nil
}

// CallTimeout returns the wall time for a call that asked for t.
func (l Limits) CallTimeout(t time.Duration) (time.Duration, error) {
	switch {
	case t < 0:
		return 0, fmt.Errorf("%w: timeout %v is negative", ErrInput, t)
	case t == 0:
		return l.Timeout, nil
	case t > l.MaxTimeout:
		return 0, fmt.Errorf("%w: timeout %v is over the maximum of %v", ErrInput, t, l.MaxTimeout)
	}
	return t, nil
}

// Spec describes a new sandbox.
type Spec struct {
	// Owner is the user the sandbox belongs to, "" for anonymous: the os
	// provider's spares made for one are handed to no other.
	Owner string
	// Workspace is the host directory shown at /workspace, read-write. It
	// must exist. Providers whose Capabilities report SharedWorkspace show
	// it live, so files written natively appear in the WebAssembly tier's
	// /workspace and the other way round.
	Workspace string
	// Home, if set, is the host directory shown at /home/user, HOME: the
	// sandbox's own home, or with HomeReadOnly the user's durable home,
	// which native code only reads (writes to it go through the
	// WebAssembly tier, which keeps the home's quota). The Docker and os
	// providers show it; the others, and those when Home is empty, give the
	// sandbox an empty writable /home/user of its own.
	Home         string
	HomeReadOnly bool
	// Limits; zero fields take DefaultLimits.
	Limits Limits
	// Egress, if set with a non-empty allow-list, lets the sandbox reach
	// those hosts through sbx's HTTP proxy (HTTP_PROXY and HTTPS_PROXY are
	// set). Nil: no network at all. The Docker and os providers support
	// it; the others stay offline.
	Egress *Egress
}

// ExecRequest is one command to run in a sandbox.
type ExecRequest struct {
	// Command is a POSIX shell line, run by /bin/sh -c.
	Command string
	// Stdin, if set, is the command's standard input, e.g. the source for
	// `python3 -`.
	Stdin []byte
	// Workdir is the sandbox directory to run in; /workspace if empty.
	Workdir string
	// Env adds variables (such as secrets injected at call time) for this
	// call only.
	Env map[string]string
	// Timeout is the wall time; zero takes the sandbox's default. A
	// command still running then is killed with its process group; the
	// sandbox stays up and the next call works.
	Timeout time.Duration
	// Background says the command starts processes meant to outlive it
	// (a background job): they inherit no bound of this call's but its
	// environment, such as the os provider's CPU time.
	Background bool
	// Stdout and Stderr, if set, get the output as it is written, while
	// the result still holds all of it: the os tier's and Docker's kernels
	// and commands stream to them; the microVM leaves them unused.
	Stdout, Stderr io.Writer `json:"-"`
}

// ExecResult is what one command produced. Its fields match the
// WebAssembly tier's result so the broker can return either.
type ExecResult struct {
	ExitCode        int    `json:"exit_code"`
	Stdout          string `json:"stdout"`
	Stderr          string `json:"stderr"`
	TimedOut        bool   `json:"timed_out"`
	OutputTruncated bool   `json:"output_truncated"`
	// StateReset is true when a run through Interpreter lost the
	// interpreter's variables (it was killed at a timeout or overflow, or
	// died); files are kept.
	StateReset bool      `json:"state_reset"`
	DurationMS float64   `json:"duration_ms"`
	Runtime    string    `json:"runtime"`
	Isolation  Isolation `json:"isolation"`
	// Displays are what a Python cell displayed, in order (see package
	// display): Interpreter runs only.
	Displays []display.Bundle `json:"displays,omitempty"`
}

// CollectDisplays moves the displays a cell left in the host workspace
// ws into res; one that cannot be read is named on stderr.
func CollectDisplays(ws string, res *ExecResult) {
	root, err := display.OpenRoot(ws)
	if err != nil {
		return
	}
	defer root.Close()
	bundles, err := display.Collect(root)
	res.Displays = bundles
	if err != nil {
		res.Stderr += "sbx: " + err.Error() + "\n"
	}
}

// Exit codes for runs that sbx stopped, as timeout(1) uses them.
const (
	ExitTimeout = 124
	// ExitOutput is the status of a run stopped for printing more than
	// the output limit, as in the WebAssembly tier.
	ExitOutput = 1
)

// Missing is one thing a provider needs that this host lacks.
type Missing = provider.Missing

// Capabilities says what a provider can do on this host.
type Capabilities = provider.Capabilities

// Provider runs native sandboxes. Implementations are safe for concurrent
// use; calls on one sandbox may overlap.
type Provider interface {
	// Capabilities probes the host (each probe under a hard timeout) and
	// reports the isolation level and anything missing. It never fails:
	// problems are reported in Missing.
	Capabilities(ctx context.Context) Capabilities
	// Create starts a sandbox and returns its ID. It returns an error
	// wrapping ErrUnavailable when the engine or image is missing.
	Create(ctx context.Context, spec Spec) (string, error)
	// Exec runs one command in sandbox id. A timeout or an output overflow
	// is a result (TimedOut, OutputTruncated), not an error; errors mean
	// the command could not be run (ErrNotFound, ErrInput, ErrUnavailable).
	Exec(ctx context.Context, id string, req ExecRequest) (*ExecResult, error)
	// Destroy stops sandbox id and frees it. The host workspace is kept.
	Destroy(ctx context.Context, id string) error
	// Close destroys every sandbox this provider created and releases
	// its connections.
	Close() error
}

// Interpreter is implemented by providers that keep a Python interpreter
// running in each sandbox, so variables, imports and loaded data survive
// between calls as in the WebAssembly tier's run_code.
type Interpreter interface {
	// RunPython runs code as one cell: a final expression is shown, the
	// status is a process's (1 after an uncaught exception). Workdir, Env
	// and Timeout are as for Exec; Command is ignored and Stdin is the code.
	// A cell past its timeout is interrupted (KeyboardInterrupt) and keeps
	// the interpreter; one that has not ended a second later, or passes the
	// output limit, restarts it (StateReset), as does the next call after a
	// cancelled one that had to be killed.
	RunPython(ctx context.Context, id string, req ExecRequest) (*ExecResult, error)
}

// JSInterpreter is implemented by providers that keep a node process
// running in each sandbox, as Interpreter for Python: globals persist
// between calls, a final expression is shown as node's REPL shows it, and
// a cell past its timeout is interrupted and keeps the state.
type JSInterpreter interface {
	RunJS(ctx context.Context, id string, req ExecRequest) (*ExecResult, error)
}

// Copier is implemented by providers whose sandboxes do not share the host
// workspace (Capabilities.SharedWorkspace false). Paths are sandbox paths,
// absolute or relative to /workspace.
type Copier interface {
	// CopyIn writes data to path in sandbox id, creating parent
	// directories.
	CopyIn(ctx context.Context, id, path string, data []byte) error
	// CopyOut reads path from sandbox id, at most max bytes.
	CopyOut(ctx context.Context, id, path string, max int) ([]byte, error)
}

// scrubbed is an error whose message names no host path: the agent reads
// these errors, and host paths are none of its business. Unwrap still
// reaches the original.
type scrubbed struct {
	msg string
	err error
}

func (e *scrubbed) Error() string { return e.msg }
func (e *scrubbed) Unwrap() error { return e.err }

// Scrub replaces each host path in err's message with what the sandbox
// calls it: paths alternate host, sandbox name.
func Scrub(err error, paths ...string) error {
	if err == nil {
		return nil
	}
	msg := err.Error()
	for i := 0; i+1 < len(paths); i += 2 {
		if paths[i] != "" {
			msg = strings.ReplaceAll(msg, paths[i], paths[i+1])
		}
	}
	return &scrubbed{msg, err}
}

// Unavailable wraps ErrUnavailable with what caps says is missing.
func Unavailable(caps Capabilities) error {
	return fmt.Errorf("%s: %w: %s", caps.Provider, ErrUnavailable, caps.Gaps())
}

// NewID returns a fresh sandbox ID.
func NewID() string {
	var b [6]byte
	rand.Read(b[:])
	return "sbx-" + hex.EncodeToString(b[:])
}

// CheckWorkspace checks that dir can be a sandbox's workspace. Its errors
// never name the host path.
func CheckWorkspace(dir string) error {
	if dir == "" {
		return fmt.Errorf("%w: no workspace directory", ErrInput)
	}
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return fmt.Errorf("%w: the workspace directory does not exist", ErrInput)
	}
	return nil
}

// SandboxPath resolves p, absolute or relative to /workspace, to a clean
// absolute sandbox path.
func SandboxPath(p string) (string, error) {
	if strings.ContainsRune(p, 0) {
		return "", fmt.Errorf("%w: path contains NUL", ErrInput)
	}
	if !path.IsAbs(p) {
		p = path.Join("/workspace", p)
	}
	return path.Clean(p), nil
}

// NativeEnv is the environment of every process in a Docker or os
// sandbox: nothing of sbx's own. HOME is /home/user, as in WebAssembly;
// pip's user installs and the caches go to /tmp, which is sized and
// writable even where a durable home is shown read-only.
var NativeEnv = []string{
	"HOME=/home/user",
	"PATH=" + NativePath,
	"PYTHONUSERBASE=/tmp/.local",
	"LANG=C.UTF-8",
	"MPLBACKEND=Agg",
	"XDG_CACHE_HOME=/tmp/.cache",
	"PIP_BREAK_SYSTEM_PACKAGES=1",
	"PIP_DISABLE_PIP_VERSION_CHECK=1",
	"npm_config_cache=/tmp/.cache/npm", "npm_config_update_notifier=false", "npm_config_fund=false", "npm_config_audit=false",
	"PYTHONUNBUFFERED=1",
}

// NativePath is the PATH of NativeEnv.
const NativePath = "/tmp/.local/bin:/usr/local/bin:/usr/bin:/bin"
