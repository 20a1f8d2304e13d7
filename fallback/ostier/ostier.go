// Package ostier is the os tier: the host's own programs run in the
// namespaces, Landlock rules, seccomp filter and cgroup of
// fallback/ossandbox, with persistent Python and node kernels and an
// egress relay to the shared proxy.
package ostier

import (
	"context"
	_ "embed"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/sbx-sandbox/sbx/fallback"
	"github.com/sbx-sandbox/sbx/fallback/ossandbox"
	"github.com/sbx-sandbox/sbx/internal/capture"
)

// DefaultPython is the interpreter the os provider runs by default: the
// host's own, from its distribution, with the distribution's packages.
const DefaultPython = "/usr/bin/python3"

// OSOptions configures the os provider.
type OSOptions struct {
	// Python is the interpreter sandboxes run as python3: DefaultPython, or
	// a virtual environment's python with the packages a team wants (its
	// environment is shown read-only in every sandbox).
	Python string
	// Spares is how many sandboxes the provider keeps made ahead, at most,
	// Python kernel started and data stack imported, and SpareMemory the
	// most their idle memory (PSS) may add up to, in bytes; 0 for either:
	// none. See OS.Spares.
	Spares      int
	SpareMemory int64
}

// OS is the provider of sandboxes made of the host's own programs behind
// the kernel's boundaries (package ossandbox): no daemon, no image, no VM.
// Python runs in a persistent kernel per sandbox; shell lines in /bin/sh.
type OS struct {
	opts OSOptions

	probeOnce sync.Once
	caps      fallback.Capabilities

	mu    sync.Mutex
	boxes map[string]*osBox

	spares *osSpares // nil without OSOptions.Spares
}

// NewOS returns the os provider; Capabilities says whether it can run here.
func NewOS(opts OSOptions) *OS {
	if opts.Python == "" {
		opts.Python = DefaultPython
	}
	o := &OS{opts: opts, boxes: map[string]*osBox{}}
	if opts.Spares > 0 && opts.SpareMemory > 0 {
		o.spares = newOSSpares(o)
	}
	return o
}

// osBox is one sandbox of the os provider.
type osBox struct {
	sb              *ossandbox.Sandbox
	limits          fallback.Limits
	workspace, home string
	cfg             ossandbox.Config // what sb was started with, to start it again
	python          string           // the host's interpreter
	kernelPython    string           // the sandbox's own environment's, or python
	allow           *fallback.Egress // the egress allow-list, nil for none
	egress          *osEgress        // nil: no network at all
	env             []string         // what every process gets beside nativeEnv

	smu sync.Mutex // held while sb is started again

	kmu     sync.Mutex // one cell at a time
	kernels map[*kernelKind]*osKernel
	started map[*kernelKind]bool // a kernel of that kind has run
}

// pythonProbeTimeout bounds asking the interpreter what it has.
const pythonProbeTimeout = 15 * time.Second

// Capabilities implements Provider.Capabilities. The host is probed once.
func (o *OS) Capabilities(ctx context.Context) fallback.Capabilities {
	o.probeOnce.Do(func() { o.caps = o.probe(ctx) })
	return o.caps
}

// probe checks the kernel and the interpreter.
func (o *OS) probe(ctx context.Context) fallback.Capabilities {
	caps := fallback.Capabilities{Provider: "os", Isolation: fallback.IsolationNamespace, SharedWorkspace: true}
	if err := ossandbox.Supported(); err != nil {
		what, fix, _ := strings.Cut(strings.TrimPrefix(err.Error(), ossandbox.ErrUnsupported.Error()+": "), "; ")
		caps.Missing = append(caps.Missing, fallback.Missing{What: what, Fix: fix})
		return caps
	}
	mods, version, err := pythonModules(ctx, o.opts.Python)
	if err != nil {
		caps.Missing = append(caps.Missing, fallback.Missing{What: "no usable Python interpreter at " + o.opts.Python + ": " + err.Error(),
			Fix: "apt-get install python3 (or set the os provider's python to a virtual environment's interpreter)"})
		return caps
	}
	caps.Available = true
	caps.PythonModules = mods
	caps.Native = mods["numpy"] && mods["pandas"] && mods["matplotlib"]
	caps.Runtime = "namespaces+seccomp"
	abi := landlockABI()
	if abi > 0 {
		caps.Runtime += "+landlock v" + strconv.Itoa(abi)
	}
	caps.Runtime += ", python " + version
	if abi == 0 {
		caps.Notes = append(caps.Notes, noLandlockNote)
	}
	if memoryBounded() {
		caps.Notes = append(caps.Notes, "memory and processes are bounded by cgroup")
		if !ossandbox.SwapBounded() {
			caps.Notes = append(caps.Notes, "swap is not bounded: the host's cgroup v1 does not count it (boot with swapaccount=1, or use cgroup v2)")
		}
	} else {
		caps.Notes = append(caps.Notes, "memory is not bounded: sbx has no cgroup here (run it as root, or under a "+
			"systemd user slice with delegation); processes, file sizes and open files are")
	}
	caps.Notes = append(caps.Notes, "/workspace and the sandbox's own home are a tmpfs of the quota's size, in memory, saved to the host at each call's end "+
		"(what a background job writes, at the next call's); disk I/O bandwidth is not bounded")
	if _, err := exec.LookPath("node"); err != nil {
		caps.Notes = append(caps.Notes, "no node on this host: JavaScript runs in WebAssembly only")
	}
	return caps
}

// landlockABI is the kernel's Landlock version, 0 for none: tests set
// it to be a kernel without.
var landlockABI = ossandbox.LandlockABI

// noLandlockNote says what an os sandbox does not enforce on a kernel
// without Landlock.
const noLandlockNote = "the kernel has no Landlock (add landlock to its lsm= boot parameter): what the sandbox may write rests on " +
	"read-only mounts and file ownership alone, and a call's processes can read and write the memory of the sandbox's other " +
	"processes, its persistent kernels included, through /proc/PID/mem"

// memoryBounded reports whether sandboxes' memory gets a cgroup here:
// sbx runs as root and the host has a memory controller.
func memoryBounded() bool {
	if os.Geteuid() != 0 {
		return false
	}
	for _, f := range []string{"/sys/fs/cgroup/memory/memory.limit_in_bytes", "/sys/fs/cgroup/cgroup.controllers"} {
		if b, err := os.ReadFile(f); err == nil && (strings.HasSuffix(f, "limit_in_bytes") || strings.Contains(string(b), "memory")) {
			return true
		}
	}
	return false
}

// DataPackages are the modules agents' data work imports most.
var DataPackages = []string{"numpy", "pandas", "matplotlib", "scipy", "sklearn"}

// DataStack splits DataPackages into those the Python of a provider with
// caps has and those it lacks; known is false when caps do not list its
// modules.
func DataStack(caps fallback.Capabilities) (have, lack []string, known bool) {
	if caps.PythonModules == nil {
		return nil, nil, false
	}
	for _, m := range DataPackages {
		if caps.PythonModules[m] {
			have = append(have, m)
		} else {
			lack = append(lack, m)
		}
	}
	return have, lack, true
}

// pythonModulesCell prints the interpreter's version and the top-level
// modules it can import.
const pythonModulesCell = `import pkgutil, sys
print(sys.version.split()[0])
print(" ".join(sorted({m.name for m in pkgutil.iter_modules()} | set(sys.builtin_module_names))))`

// pythonModules asks python which top-level modules it can import.
func pythonModules(ctx context.Context, python string) (map[string]bool, string, error) {
	ctx, cancel := context.WithTimeout(ctx, pythonProbeTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, python, "-I", "-c", pythonModulesCell)
	cmd.Env = []string{"PATH=/usr/bin:/bin"}
	out, err := cmd.Output()
	if err != nil {
		return nil, "", errors.New("it does not run")
	}
	version, names, _ := strings.Cut(string(out), "\n")
	mods := map[string]bool{}
	for _, m := range strings.Fields(names) {
		mods[m] = true
	}
	return mods, strings.TrimSpace(version), nil
}

// Create implements Provider.Create.
func (o *OS) Create(ctx context.Context, spec fallback.Spec) (string, error) {
	if caps := o.Capabilities(ctx); !caps.Available {
		return "", fallback.Unavailable(caps)
	}
	b, err := o.spares.take(spec)
	if b == nil && err == nil {
		b = o.newBox(spec)
		err = b.start()
	}
	if err != nil {
		return "", err
	}
	id := fallback.NewID()
	o.mu.Lock()
	o.boxes[id] = b
	o.mu.Unlock()
	return id, nil
}

// newBox is the sandbox spec describes, not yet started.
func (o *OS) newBox(spec fallback.Spec) *osBox {
	l := spec.Limits.WithDefaults()
	b := &osBox{limits: l, workspace: spec.Workspace, home: spec.Home,
		kernels: map[*kernelKind]*osKernel{}, started: map[*kernelKind]bool{}}
	cfg := ossandbox.Config{Workspace: spec.Workspace, Home: spec.Home, HomeReadOnly: spec.HomeReadOnly, Tmp: l.Memory, Memory: l.Memory, Pids: l.Pids, CPUs: l.CPUs,
		Quota: ossandbox.Quota{Bytes: l.WorkspaceBytes, Files: l.WorkspaceFiles}}
	if dir := filepath.Dir(filepath.Dir(o.opts.Python)); dir != "/usr" && dir != "/" {
		cfg.ReadOnly = append(cfg.ReadOnly, dir) // a virtual environment
	}
	b.cfg, b.python = cfg, o.opts.Python
	if spec.Egress != nil && len(spec.Egress.Allow) > 0 {
		b.allow = spec.Egress
	}
	return b
}

// start starts the sandbox, and its egress relay when it has an
// allow-list.
func (b *osBox) start() error {
	sb, err := ossandbox.Start(b.cfg)
	if err != nil {
		return fmt.Errorf("os: %w", fallback.Scrub(err, b.workspace, "/workspace", b.home, "/home/user"))
	}
	b.sb = sb
	if b.allow != nil {
		if b.egress, err = startOSEgress(sb, b.python, *b.allow); err != nil {
			sb.Close()
			return fmt.Errorf("os: %w", err)
		}
		b.env = fallback.EgressEnv(*b.allow, osCABundle)
		if fallback.Intercepts(*b.allow) {
			if err := b.put(osCABundle, fallback.CABundle(b.allow.CA)); err != nil {
				b.egress.close()
				sb.Close()
				return fmt.Errorf("os: the CA bundle: %w", err)
			}
		}
	}
	b.kernelPython = b.python
	if py, err := b.makeVenv(); err == nil {
		b.kernelPython = py
		b.env = append(b.env[:len(b.env):len(b.env)], "VIRTUAL_ENV="+fallback.SandboxVenv, "PATH="+fallback.SandboxVenv+"/bin:"+fallback.NativePath)
	}
	return nil
}

// osCABundle is where an os sandbox has the CA bundle it trusts when the
// egress proxy writes credentials: in its own /tmp, made again with it.
const osCABundle = "/tmp/.sbx/" + fallback.CABundleFile

// put writes data to path in the sandbox, making its directory.
func (b *osBox) put(path string, data []byte) error {
	r, w, err := os.Pipe()
	if err != nil {
		return err
	}
	defer r.Close()
	go func() {
		w.Write(data)
		w.Close()
	}()
	p, err := b.sb.Start(ossandbox.Cmd{Argv: []string{"/bin/sh", "-c", `mkdir -p "${1%/*}" && cat > "$1"`, "sh", path}, Env: fallback.NativeEnv, Dir: "/tmp", Stdin: r})
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), fallback.VenvTimeout)
	defer cancel()
	if ws, err := p.Wait(ctx); err != nil || ossandbox.ExitCode(ws) != 0 {
		p.Signal(syscall.SIGKILL, true)
		return fmt.Errorf("writing %s in the sandbox failed (%v)", path, err)
	}
	return nil
}

// makeVenv makes the sandbox's environment if it has none, and returns
// its interpreter. Without one (the host's Python has no venv module)
// the sandbox runs the host's interpreter, whose pip installs for the
// user in /tmp.
func (b *osBox) makeVenv() (string, error) {
	r, w, err := os.Pipe()
	if err != nil {
		return "", err
	}
	defer r.Close()
	p, err := b.sb.Start(ossandbox.Cmd{Argv: []string{b.python, "-c", fallback.VenvScript, fallback.SandboxVenv}, Env: fallback.NativeEnv, Stdout: w, CPUTime: fallback.VenvTimeout})
	w.Close()
	if err != nil {
		return "", err
	}
	ctx, cancel := context.WithTimeout(context.Background(), fallback.VenvTimeout)
	defer cancel()
	r.SetReadDeadline(time.Now().Add(fallback.VenvTimeout))
	out, _ := io.ReadAll(io.LimitReader(r, 4096))
	if ws, err := p.Wait(ctx); err != nil || ossandbox.ExitCode(ws) != 0 {
		p.Signal(syscall.SIGKILL, true)
		return "", fmt.Errorf("the sandbox's Python environment could not be made (%v)", err)
	}
	b.sb.SyncOut() // a fork copies the host's files; a failure here is the next call's to report
	return strings.TrimSpace(string(out)), nil
}

// revive starts the sandbox again if it has ended (its processes were
// killed, or ran out of memory), with the same files; its kernels are
// gone. It reports whether it did.
func (b *osBox) revive() (bool, error) {
	b.smu.Lock()
	defer b.smu.Unlock()
	select {
	case <-b.sb.Done():
	default:
		return false, nil
	}
	b.dropAll()
	b.sb.SyncOut() // its files outlive it: sbx holds them open
	b.sb.Close()
	return true, b.start()
}

// dropAll ends b's kernels and its egress relay.
func (b *osBox) dropAll() {
	b.kmu.Lock()
	for kind := range b.kernels {
		b.dropKernel(kind)
	}
	b.kmu.Unlock()
	if b.egress != nil {
		b.egress.close()
		b.egress = nil
	}
}

// revivedNote says why a result's state was reset.
const revivedNote = "the sandbox had ended (killed, or out of memory); a new one was started with the same files (variables and background processes lost)"

// syncIn copies into the sandbox what the WebAssembly tier and the file
// tools wrote since its last call, and says on out what it could not.
func (b *osBox) syncIn(out *capture.Output) {
	if err := b.sb.SyncIn(); err != nil {
		out.Note(err.Error())
	}
}

// syncOut copies to the host what the call wrote, at most the quota, and
// says on out what it left out.
func (b *osBox) syncOut(out *capture.Output) {
	if err := b.sb.SyncOut(); err != nil {
		out.Note(err.Error())
	}
}

// box returns sandbox id, started again if it had ended: revived says so.
func (o *OS) box(id string) (b *osBox, revived bool, err error) {
	o.mu.Lock()
	b, ok := o.boxes[id]
	o.mu.Unlock()
	if !ok {
		return nil, false, fmt.Errorf("os: %w: %q", fallback.ErrNotFound, id)
	}
	if revived, err = b.revive(); err != nil {
		return nil, false, fmt.Errorf("%w (sandbox %q had ended and could not be started again)", err, id)
	}
	return b, revived, nil
}

// environ is nativeEnv, the sandbox's own variables and a call's, each
// name once: the later one wins.
func (b *osBox) environ(extra map[string]string) []string {
	env := append(append([]string{}, fallback.NativeEnv...), b.env...)
	for k, v := range extra {
		env = append(env, k+"="+v)
	}
	seen := map[string]int{}
	out := env[:0]
	for _, kv := range env {
		k, _, _ := strings.Cut(kv, "=")
		if i, ok := seen[k]; ok {
			out[i] = kv
			continue
		}
		seen[k] = len(out)
		out = append(out, kv)
	}
	return out
}

// Exec implements Provider.Exec: a shell line run by /bin/sh -c, killed
// with its process group at its timeout.
func (o *OS) Exec(ctx context.Context, id string, req fallback.ExecRequest) (*fallback.ExecResult, error) {
	b, revived, err := o.box(id)
	if err != nil {
		return nil, err
	}
	timeout, workdir, err := b.limits.Check(req)
	if err != nil {
		return nil, err
	}
	start := time.Now()
	overflow := make(chan struct{})
	out := capture.New(b.limits.Output, func() { close(overflow) }).Tee(req.Stdout, req.Stderr)
	if revived {
		out.Note(revivedNote)
	}
	b.syncIn(out)
	pipes, err := newOutputPipes(out)
	if err != nil {
		return nil, err
	}
	defer pipes.detach()
	var stdin *os.File
	if req.Stdin != nil {
		r, w, err := os.Pipe()
		if err != nil {
			return nil, err
		}
		go func() {
			w.Write(req.Stdin)
			w.Close()
		}()
		stdin = r
		defer r.Close()
	}
	cmd := ossandbox.Cmd{Argv: []string{"/bin/sh", "-c", req.Command}, Env: b.environ(req.Env), Dir: workdir,
		Stdin: stdin, Stdout: pipes.w[0], Stderr: pipes.w[1], CPUTime: timeout + time.Second}
	if req.Background {
		cmd.CPUTime = 0 // the limit of RLIMIT_CPU would be the jobs' too
		cmd.Detach = true
	}
	p, err := b.sb.Start(cmd)
	pipes.closeWriters()
	if err != nil {
		return nil, fmt.Errorf("os: %w", err)
	}
	kill := func() { p.Signal(syscall.SIGKILL, true) }
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	timedOut := false
	select {
	case <-p.Exited():
	case <-overflow:
		kill()
	case <-timer.C:
		timedOut = true
		kill()
	case <-ctx.Done():
		kill()
	}
	ws, _ := p.Wait(context.Background())
	pipes.wait()
	b.syncOut(out)
	res := fallback.FinishCapture(out, ossandbox.ExitCode(ws), timedOut, timeout, start)
	res.Runtime, res.Isolation, res.StateReset = "os", fallback.IsolationNamespace, revived
	return res, nil
}

// outputPipes carries a process's stdout and stderr into a capture.
type outputPipes struct {
	r, w     [2]*os.File
	done     sync.WaitGroup
	detached atomic.Bool
}

// newOutputPipes makes the pipes and starts copying from them.
func newOutputPipes(out *capture.Output) (*outputPipes, error) {
	p := &outputPipes{}
	for i, dst := range []io.Writer{out.Stdout(), out.Stderr()} {
		r, w, err := os.Pipe()
		if err != nil {
			p.closeWriters()
			p.detach()
			return nil, err
		}
		p.r[i], p.w[i] = r, w
		p.done.Add(1)
		go p.copy(r, dst)
	}
	return p, nil
}

// copy reads r into dst until the end, or into nothing once detached: a
// background process that outlives its call keeps writing unharmed.
func (p *outputPipes) copy(r *os.File, dst io.Writer) {
	defer p.done.Done()
	buf := make([]byte, 32<<10)
	for {
		n, err := r.Read(buf)
		if n > 0 && !p.detached.Load() {
			dst.Write(buf[:n])
		}
		if err != nil {
			r.Close()
			return
		}
	}
}

// closeWriters closes this side's copies of the write ends.
func (p *outputPipes) closeWriters() {
	for _, w := range p.w {
		if w != nil {
			w.Close()
		}
	}
}

// drainWait is how long the output of a finished call is waited for when a
// process it started in the background still holds its pipes.
const drainWait = 100 * time.Millisecond

// wait waits for the output to end, at most drainWait.
func (p *outputPipes) wait() {
	done := make(chan struct{})
	go func() { p.done.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(drainWait):
	}
}

// detach stops collecting: what comes later is read and dropped.
func (p *outputPipes) detach() { p.detached.Store(true) }

// readStatus reads a cell's status from its connection, -1 if the kernel
// went first (or something else in the sandbox wrote a negative one), else
// as a process's: 0 to 255.
func readStatus(conn *os.File) int {
	var b [4]byte
	if _, err := io.ReadFull(conn, b[:]); err != nil {
		return -1
	}
	if s := int32(binary.BigEndian.Uint32(b[:])); s >= 0 {
		return int(s & 0xFF)
	}
	return -1
}

// Destroy implements Provider.Destroy.
func (o *OS) Destroy(_ context.Context, id string) error {
	o.mu.Lock()
	b, ok := o.boxes[id]
	delete(o.boxes, id)
	o.mu.Unlock()
	if !ok {
		return fmt.Errorf("os: %w: %q", fallback.ErrNotFound, id)
	}
	return b.close()
}

// close ends the sandbox, saving its files first. Its processes go
// first: a call in progress ends with them, rather than holding the
// sandbox's locks, and the files until then, until its time limit.
func (b *osBox) close() error {
	b.sb.KillAll()
	b.sb.SyncOut()
	b.dropAll()
	return b.sb.Close()
}

// Close implements Provider.Close.
func (o *OS) Close() error {
	o.mu.Lock()
	boxes := o.boxes
	o.boxes = map[string]*osBox{}
	o.mu.Unlock()
	o.spares.close()
	var errs []error
	for _, b := range boxes {
		errs = append(errs, b.close())
	}
	return errors.Join(errs...)
}
