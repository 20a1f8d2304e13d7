// Package provider is the contract every sandbox tier of sbx meets: the
// in-process WebAssembly tier, Docker, the QEMU microVM and Kubernetes
// pods. A Provider creates Sandboxes from a Spec (limits, workspace, home,
// egress); a Sandbox runs code in a persistent kernel (Run), runs shell
// lines (Exec), reads and writes files, and says which isolation boundary
// holds it. What only some providers can do is an optional interface
// beside it, found with a type assertion: Reaper, for providers whose
// sandboxes outlive the process that made them; Forker, for sandboxes
// that can be forked with their kernels' state; Jobber, for sandboxes that
// run background jobs in themselves (ExecJobs does it through Exec); and
// PortDialer, for sandboxes whose ports the app gateway can reach.
//
// The broker holds one Sandbox per sandbox and calls it once per run; the
// policy that moves a run from WebAssembly to a native provider is itself
// a Sandbox over two of them.
package provider

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"io"
	"strings"
	"time"

	"github.com/sbx-sandbox/sbx/internal/display"
)

// Isolation names the boundary between sandboxed code and the host.
type Isolation string

// The isolation levels, weakest first.
const (
	// IsolationSubprocess is a plain host process: no boundary at all.
	IsolationSubprocess Isolation = "subprocess"
	// IsolationWasm is the in-process WebAssembly tier (package wasmrt).
	IsolationWasm Isolation = "wasm"
	// IsolationNamespace is the host's own programs behind the kernel's
	// own boundaries (namespaces, Landlock, seccomp, limits): the host
	// kernel is shared, with no container engine in between.
	IsolationNamespace Isolation = "namespace"
	// IsolationContainer is a hardened container under runc: the host
	// kernel is shared, behind namespaces, seccomp and cgroups.
	IsolationContainer Isolation = "container"
	// IsolationGVisor is a hardened container under gVisor's runsc: the
	// code talks to a user-space kernel, not to the host's.
	IsolationGVisor Isolation = "container+gvisor"
	// IsolationMicroVMEmulated is a microVM whose CPU QEMU emulates (TCG):
	// a separate guest kernel, slow but a full machine boundary.
	IsolationMicroVMEmulated Isolation = "microvm-emulated"
	// IsolationMicroVM is a hardware-virtualised (KVM) microVM.
	IsolationMicroVM Isolation = "microvm"
)

// ErrUnavailable means a provider cannot run sandboxes now: its engine,
// image, cluster or kernel is missing or not answering. Capabilities says
// what to install or start.
var ErrUnavailable = errors.New("native provider unavailable")

// ErrGone means a sandbox had ended before the call began, behind its
// owner's back (out of memory, killed, its VM or pod gone): what only it
// held is lost, and the caller may start another over the same files.
var ErrGone = errors.New("the native sandbox had ended")

// Missing is one thing a provider needs that this host lacks.
type Missing struct {
	What string `json:"what"` // e.g. "docker daemon not reachable"
	Fix  string `json:"fix"`  // the command that fixes it
}

// Capabilities says what a provider can do on this host.
type Capabilities struct {
	Provider  string    `json:"provider"`  // "wasm", "docker", "microvm", "kubernetes"
	Isolation Isolation `json:"isolation"` // the boundary Create would give
	// Available is true when Create would work now; otherwise Missing
	// says why.
	Available bool   `json:"available"`
	Runtime   string `json:"runtime"` // engine detail: "runc", "runsc --platform=ptrace", "qemu tcg"
	// SharedWorkspace is true when Spec.Workspace is shown live at
	// /workspace; otherwise files move with ReadFile and WriteFile.
	SharedWorkspace bool `json:"shared_workspace"`
	// Native is true when the sandbox has the native Python stack (numpy,
	// pandas, matplotlib, scipy), node, gcc and pip, not just python3.
	Native bool `json:"native"`
	// Image is the image sandboxes start from, as the operator named it,
	// and ImageDigest the digest (image ID) of the one found; for
	// providers that run images.
	Image       string    `json:"image,omitempty"`
	ImageDigest string    `json:"image_digest,omitempty"`
	Missing     []Missing `json:"missing,omitempty"`
	// Notes say what the provider bounds and what it does not, such as
	// memory where no cgroup can be had.
	Notes []string `json:"notes,omitempty"`
	// PythonModules, when known, are the top-level modules the provider's
	// Python can import: a run moves there only for one it has.
	PythonModules map[string]bool `json:"-"`
}

// Gaps lists what c says is missing, each with its fix, for a message.
func (c Capabilities) Gaps() string {
	var what []string
	for _, m := range c.Missing {
		what = append(what, m.What+" (fix: "+m.Fix+")")
	}
	return strings.Join(what, "; ")
}

// Limits bound one sandbox; zero fields take the provider's defaults.
type Limits struct {
	Memory  int64         // bytes of RAM
	CPUs    float64       // CPU cores' worth of time
	Pids    int64         // processes and threads
	Timeout time.Duration // wall time per call when the request names none
	Output  int           // bytes of stdout and stderr together per call
	// WorkspaceBytes and WorkspaceFiles are the quota of what /workspace
	// and the sandbox's own /home/user hold together on the host, for the
	// providers that keep it (the os provider; a Kubernetes pod keeps it
	// for each of the two).
	WorkspaceBytes, WorkspaceFiles int64
}

// Egress is a sandbox's allow-list for outbound traffic. Nil, or an empty
// list: no network at all.
type Egress struct {
	// Allow lists the hosts that may be reached: host, *.domain (any name
	// under domain), IP or CIDR (matching literal addresses only), each
	// with an optional :port.
	Allow []string
	// Resolve, if set, maps host names (or host:port) to the address to
	// dial instead of resolving them: for tests. Others use the system
	// resolver.
	Resolve map[string]string
	// OnDecision, if set, hears of each request allowed or refused;
	// target is host:port.
	OnDecision func(target string, allowed bool)
	// PipIndex, if set, is the package index pip uses instead of PyPI
	// (PIP_INDEX_URL): an operator's mirror, which Allow lets through.
	PipIndex string
	// NpmRegistry, if set, is the registry npm uses instead of its public one
	// (npm_config_registry), which Allow lets through.
	NpmRegistry string
	// Credentials are the secrets the proxy writes in place of their
	// stand-ins, toward their own hosts only.
	Credentials []Credential
	// CA signs the certificates the proxy shows the sandbox for the
	// Credentials' hosts, whose TLS it ends to write the values in; the
	// sandbox trusts it. Required with Credentials.
	CA *tls.Certificate
	// RootCAs, if set, are the roots the proxy trusts of those hosts
	// instead of the system's: for tests.
	RootCAs *x509.CertPool
	// OnStandIn, if set, hears of the stand-in of credential name sent to
	// target (host:port), not one of its hosts: it went as it was.
	OnStandIn func(target, name string)
}

// Credential is a secret a sandbox never sees: it holds StandIn, and the
// egress proxy writes Value in its place in the headers and URL of
// requests to Hosts (entries as in Egress.Allow) and nowhere else.
type Credential struct {
	Name, StandIn, Value string
	Hosts                []string
}

// Spec describes a new sandbox.
type Spec struct {
	// ID is the broker's name for the sandbox, which providers may use to
	// label what they create; it is not a host path and not secret.
	ID string
	// Owner is the user the sandbox belongs to, "" for anonymous.
	Owner string
	// Workspace is the host directory of /workspace. Providers whose
	// Capabilities report SharedWorkspace show it live.
	Workspace string
	// Home, if set, is the host directory of /home/user, HOME: the user's
	// durable home, or the sandbox's own. Providers whose Capabilities
	// report SharedWorkspace show it live, as they show Workspace; the
	// others, and all when Home is empty, give the sandbox an empty
	// writable /home/user of its own.
	Home string
	// HomeReadOnly shows Home read-only: a durable home's quota is kept by
	// the WebAssembly tier alone, so native code only reads it.
	HomeReadOnly bool
	// Expires is when the sandbox reaches its TTL; zero for never.
	Expires time.Time
	Limits  Limits
	Egress  *Egress
}

// Request is one run: Code in Language's kernel for Run, a POSIX shell
// line for Exec.
type Request struct {
	Language string // "python" or "javascript"; Exec ignores it
	Code     string
	Workdir  string   // sandbox directory to run in; /workspace if empty
	Env      []string // KEY=value pairs for this run only, such as granted secrets
	Timeout  time.Duration
	Stdin    []byte // Exec only: the line's standard input
	// Stdout and Stderr, if set, receive a cell's output as it is written,
	// on providers that can stream it (all of sbx's own tiers); the result
	// holds it either way. They must not block.
	Stdout, Stderr io.Writer
}

// Result is what one run produced, the same from every provider.
type Result struct {
	ExitCode        int
	Stdout, Stderr  string
	TimedOut        bool
	OutputTruncated bool
	// StateReset: the kernel was restarted since the previous result and
	// its variables are lost; files are kept.
	StateReset bool
	DurationMS float64
	Runtime    string
	Isolation  Isolation
	// MissingCommand is a command the sandbox lacks, which a provider with
	// more may run (set by the WebAssembly tier's shell).
	MissingCommand string
	// Displays are what a Python cell displayed, in order: rich last
	// values, display(), matplotlib figures (package display).
	Displays []display.Bundle
}

// Provider creates sandboxes of one kind. Implementations are safe for
// concurrent use.
type Provider interface {
	// Capabilities probes the host, each probe under a timeout, and reports
	// the isolation level and anything missing. It never fails: problems
	// are reported in Missing.
	Capabilities(ctx context.Context) Capabilities
	// Create starts a sandbox. It fails wrapping ErrUnavailable when the
	// provider cannot run here.
	Create(ctx context.Context, spec Spec) (Sandbox, error)
	// Close ends every sandbox the provider created and releases it.
	Close() error
}

// Sandbox is one isolated environment. Calls may overlap.
type Sandbox interface {
	// Run runs req.Code in the kernel of req.Language: variables and
	// imports persist to the next Run. A timeout or an output overflow is a
	// result, not an error; an error means the code could not be run.
	Run(ctx context.Context, req Request) (*Result, error)
	// Exec runs req.Code as a shell line.
	Exec(ctx context.Context, req Request) (*Result, error)
	// ReadFile reads a sandbox path, at most max bytes.
	ReadFile(ctx context.Context, path string, max int64) ([]byte, error)
	// WriteFile writes a sandbox path, creating parent directories.
	WriteFile(ctx context.Context, path string, data []byte) error
	// Capabilities is what the sandbox's provider reported when it was
	// made: its isolation level above all.
	Capabilities() Capabilities
	// Close ends the sandbox. The host workspace is kept.
	Close() error
}

// Forker is implemented by sandboxes that can fork at rest: a new sandbox
// over spec with a copy of their files whose kernels hold their kernels'
// state. lost says what could not be carried. The WebAssembly tier forks
// (wasmrt.Sandbox.Fork); sandboxes that are live processes (os, Docker,
// the microVM, pods) do not, and a fork of one has its files only.
type Forker interface {
	Fork(ctx context.Context, spec Spec) (_ Sandbox, lost []string, err error)
}

// Reaper is implemented by providers whose sandboxes outlive the process
// that made them (pods in a cluster): Reap removes those past their
// expiry and those no running server owns, and says how many it removed.
type Reaper interface {
	Reap(ctx context.Context, now time.Time) (int, error)
}
