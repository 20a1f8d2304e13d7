// Package microvm is the microVM tier: each sandbox a QEMU -M microvm
// guest with its own kernel, reached through the agent in its initramfs
// (fallback/internal/vmagent) over a serial port.
package microvm

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/sbx-sandbox/sbx/fallback"
	"github.com/sbx-sandbox/sbx/fallback/internal/vmproto"
)

// Fixes named in Capabilities.Missing.
const (
	fixQEMU    = "apt-get install -y qemu-system-x86"
	fixMicroVM = "sandbox-image/microvm/build.sh"
	fixKVM     = "run sbx on a host that exposes hardware virtualisation (vmx or svm) with /dev/kvm"
)

// DefaultMicroVMDir is where sandbox-image/microvm/build.sh puts the kernel
// and initramfs, unless $SBX_MICROVM_DIR says otherwise.
const DefaultMicroVMDir = "/var/lib/sbx/microvm"

// rootfsOverhead is guest RAM beyond the sandbox's limit: the root file
// system is an initramfs and lives in RAM.
const rootfsOverhead = 256 << 20

// MicroVMOptions configure the microVM provider.
type MicroVMOptions struct {
	// Dir holds vmlinuz and initramfs.cpio.zst; $SBX_MICROVM_DIR or
	// DefaultMicroVMDir if empty.
	Dir string
	// QEMU is the emulator; qemu-system-x86_64 from PATH if empty.
	QEMU string
	// Accel is "kvm" or "tcg"; if empty, KVM is used only when a probe
	// boot under a hard timeout proves it works, else TCG.
	Accel string
	// BootTimeout bounds a boot, from start to the agent's hello; 90 s if
	// zero (TCG on a busy host is slow).
	BootTimeout time.Duration
}

// MicroVM runs each sandbox in its own QEMU microVM (-M microvm) with a
// Debian kernel and an initramfs holding python3 and sbx's agent, which
// runs commands sent over a serial port. A VM boots once per sandbox and
// keeps running, so files and processes persist between calls and only
// the first call pays for the boot (seconds under TCG). The VM has no
// network device and no disk: /workspace lives in guest RAM, and files
// move with CopyIn and CopyOut.
type MicroVM struct {
	opts MicroVMOptions

	kvmOnce sync.Once
	kvmErr  error // why KVM is not used; nil if it is

	mu  sync.Mutex
	vms map[string]*vm
}

// vm is one running microVM.
type vm struct {
	id, accel, kernel string
	limits            fallback.Limits
	cmd               *exec.Cmd
	stdin             io.WriteCloser
	conn              *vmproto.Conn
	dir               string        // temporary: the console log
	exited            chan struct{} // closed when QEMU exits

	mu      sync.Mutex // guards the fields below and writes to the port
	nextID  uint64
	pending map[uint64]*waiter
	broken  bool // the port failed
}

// waiter is a call waiting for its response, and where the output of a
// streamed exec goes as it comes: at most room bytes of it, whatever the
// VM sends.
type waiter struct {
	done           chan *vmproto.Response
	stdout, stderr io.Writer
	room           int
}

// stream hands a Partial response's output to w's writers, within room.
func (w *waiter) stream(resp *vmproto.Response) {
	for _, part := range []struct {
		to io.Writer
		b  []byte
	}{{w.stdout, resp.Stdout}, {w.stderr, resp.Stderr}} {
		b := part.b[:min(len(part.b), w.room)]
		if part.to != nil && len(b) > 0 {
			part.to.Write(b)
			w.room -= len(b)
		}
	}
}

// NewMicroVM returns the microVM provider. It starts nothing until
// Capabilities or Create.
func NewMicroVM(opts MicroVMOptions) *MicroVM {
	if opts.Dir == "" {
		opts.Dir = os.Getenv("SBX_MICROVM_DIR")
	}
	if opts.Dir == "" {
		opts.Dir = DefaultMicroVMDir
	}
	if opts.QEMU == "" {
		opts.QEMU = "qemu-system-x86_64"
	}
	if opts.BootTimeout == 0 {
		opts.BootTimeout = 90 * time.Second
	}
	return &MicroVM{opts: opts, vms: map[string]*vm{}}
}

func (m *MicroVM) kernelPath() string { return filepath.Join(m.opts.Dir, "vmlinuz") }
func (m *MicroVM) initrdPath() string { return filepath.Join(m.opts.Dir, "initramfs.cpio.zst") }

// Capabilities implements Provider.Capabilities.
func (m *MicroVM) Capabilities(ctx context.Context) fallback.Capabilities {
	caps := fallback.Capabilities{Provider: "microvm", Isolation: fallback.IsolationMicroVMEmulated, Runtime: "qemu microvm, tcg"}
	if _, err := exec.LookPath(m.opts.QEMU); err != nil {
		caps.Missing = append(caps.Missing, fallback.Missing{What: "qemu-system-x86_64 not installed", Fix: fixQEMU})
	}
	for _, f := range []string{m.kernelPath(), m.initrdPath()} {
		if _, err := os.Stat(f); err != nil {
			caps.Missing = append(caps.Missing, fallback.Missing{What: "microVM kernel and initramfs not built", Fix: fixMicroVM})
			break
		}
	}
	if len(caps.Missing) > 0 {
		return caps
	}
	caps.Available = true
	if err := m.kvm(ctx); err != nil {
		caps.Missing = append(caps.Missing, fallback.Missing{What: err.Error() + "; VMs are emulated (TCG), slow", Fix: fixKVM})
		return caps
	}
	caps.Isolation, caps.Runtime = fallback.IsolationMicroVM, "qemu microvm, kvm"
	return caps
}

// accel returns the accelerator to boot with.
func (m *MicroVM) accel(ctx context.Context) string {
	if m.opts.Accel != "" {
		return m.opts.Accel
	}
	if m.kvm(ctx) == nil {
		return "kvm"
	}
	return "tcg"
}

// kvm reports, once per provider, why KVM cannot be used (nil if it can).
// /dev/kvm is not enough: a nested or paravirtual KVM device without
// vmx/svm makes QEMU abort or hang, so a VM must boot under a hard timeout
// to prove it.
func (m *MicroVM) kvm(ctx context.Context) error {
	if m.opts.Accel != "" {
		if m.opts.Accel == "kvm" {
			return nil
		}
		return errors.New("KVM not selected")
	}
	m.kvmOnce.Do(func() {
		f, err := os.OpenFile("/dev/kvm", os.O_RDWR, 0)
		if err != nil {
			m.kvmErr = errors.New("/dev/kvm not usable")
			return
		}
		f.Close()
		cpuinfo, _ := os.ReadFile("/proc/cpuinfo")
		if flags := " " + string(cpuinfo) + " "; !strings.Contains(flags, " vmx ") && !strings.Contains(flags, " svm ") {
			m.kvmErr = errors.New("/dev/kvm is there but the CPU shows no vmx/svm (nested or paravirtual KVM, which a stock kernel cannot run under)")
			return
		}
		ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 20*time.Second)
		defer cancel()
		v, err := m.boot(ctx, "sbx-kvm-probe", "kvm", fallback.DefaultLimits)
		if err != nil {
			m.kvmErr = fmt.Errorf("a KVM test boot failed (%v)", err)
			return
		}
		v.stop()
	})
	return m.kvmErr
}

// Create implements Provider.Create. Spec.Workspace is not shared: the
// VM's /workspace starts empty.
func (m *MicroVM) Create(ctx context.Context, spec fallback.Spec) (string, error) {
	if caps := m.Capabilities(ctx); !caps.Available {
		return "", fallback.Unavailable(caps)
	}
	ctx, cancel := context.WithTimeout(ctx, m.opts.BootTimeout)
	defer cancel()
	v, err := m.boot(ctx, fallback.NewID(), m.accel(ctx), spec.Limits.WithDefaults())
	if err != nil {
		return "", err
	}
	m.mu.Lock()
	m.vms[v.id] = v
	m.mu.Unlock()
	return v.id, nil
}

// boot starts a VM and waits for its agent's hello until ctx is done.
func (m *MicroVM) boot(ctx context.Context, id, accel string, limits fallback.Limits) (*vm, error) {
	dir, err := os.MkdirTemp("", "sbx-microvm-")
	if err != nil {
		return nil, fmt.Errorf("microvm: %w", err)
	}
	v := &vm{id: id, accel: accel, limits: limits, dir: dir, exited: make(chan struct{}),
		pending: map[uint64]*waiter{}}
	v.cmd = exec.Command(m.opts.QEMU, m.qemuArgs(accel, limits, filepath.Join(dir, "console.log"))...)
	v.cmd.SysProcAttr = procAttr()
	stdout, err := v.cmd.StdoutPipe()
	if err == nil {
		v.stdin, err = v.cmd.StdinPipe()
	}
	var stderr strings.Builder
	v.cmd.Stderr = &stderr
	if err == nil {
		err = v.cmd.Start()
	}
	if err != nil {
		os.RemoveAll(dir)
		return nil, fmt.Errorf("microvm: starting qemu: %w", err)
	}
	go func() {
		v.cmd.Wait()
		close(v.exited)
	}()
	v.conn = vmproto.NewConn(stdout, v.stdin)
	hello := make(chan error, 1)
	go func() {
		var h vmproto.Hello
		err := v.conn.Receive(&h)
		v.kernel = h.Kernel
		hello <- err
	}()
	select {
	case err = <-hello:
	case <-v.exited:
		err = errors.New("qemu exited: " + lastLine(stderr.String()))
	case <-ctx.Done():
		err = fmt.Errorf("no agent after %v (console: %s)", m.opts.BootTimeout, v.console())
	}
	if err != nil {
		v.stop()
		return nil, fmt.Errorf("microvm: boot (%s): %w", accel, fallback.Scrub(err, m.opts.Dir, "<microvm dir>", dir, "<vm dir>"))
	}
	go v.read()
	return v, nil
}

// qemuArgs is the command line of a microVM: no network, no disk, no
// display; the console goes to a log file and the agent talks on a second
// serial port wired to QEMU's stdin and stdout. ACPI is off and the legacy
// PIT and PIC on: with ACPI's interrupt routing a TCG guest can hang for
// good calibrating its timers, while MP tables and the PIT boot every time.
func (m *MicroVM) qemuArgs(accel string, l fallback.Limits, console string) []string {
	mem := (l.Memory + rootfsOverhead) >> 20
	args := []string{
		"-M", "microvm,acpi=off,pit=on,pic=on,rtc=on", "-accel", accel, "-m", strconv.FormatInt(mem, 10), "-smp", "1",
		"-nodefaults", "-no-user-config", "-display", "none", "-no-reboot",
		"-chardev", "file,id=con,path=" + console, "-serial", "chardev:con",
		"-chardev", "stdio,id=agent,signal=off", "-device", "isa-serial,chardev=agent,iobase=0x2f8,irq=3",
		"-kernel", m.kernelPath(), "-initrd", m.initrdPath(),
		"-append", "console=ttyS0 panic=-1 quiet sbx.port=/dev/ttyS1",
	}
	if accel == "kvm" {
		args = append(args, "-cpu", "host")
	}
	return args
}

// console returns the last line the VM's kernel printed.
func (v *vm) console() string {
	b, _ := os.ReadFile(filepath.Join(v.dir, "console.log"))
	return lastLine(string(b))
}

// lastLine returns the last non-empty line of s.
func lastLine(s string) string {
	sc := bufio.NewScanner(strings.NewReader(s))
	last := ""
	for sc.Scan() {
		if l := strings.TrimSpace(sc.Text()); l != "" {
			last = l
		}
	}
	return last
}

// stop kills the VM and removes its files.
func (v *vm) stop() {
	v.cmd.Process.Kill()
	<-v.exited
	os.RemoveAll(v.dir)
}

// read delivers the agent's responses to the calls waiting for them until
// the port fails, then fails the calls still waiting.
func (v *vm) read() {
	for {
		resp := new(vmproto.Response)
		if err := v.conn.Receive(resp); err != nil {
			break
		}
		v.mu.Lock()
		w := v.pending[resp.ID]
		if !resp.Partial {
			delete(v.pending, resp.ID)
		}
		v.mu.Unlock()
		switch {
		case w == nil:
		case resp.Partial:
			w.stream(resp) // only this goroutine touches w's writers and room
		default:
			w.done <- resp
		}
	}
	v.mu.Lock()
	defer v.mu.Unlock()
	for id, w := range v.pending {
		close(w.done)
		delete(v.pending, id)
	}
	v.broken = true
}

// call sends req and waits for its response, at most wait. An exec
// request's output goes to stdout and stderr (either may be nil) as it
// comes, up to its output limit.
func (v *vm) call(ctx context.Context, req *vmproto.Request, wait time.Duration, stdout, stderr io.Writer) (*vmproto.Response, error) {
	gone := fmt.Errorf("microvm: %s stopped during the call (out of memory, or killed)", v.id)
	w := &waiter{done: make(chan *vmproto.Response, 1), stdout: stdout, stderr: stderr, room: req.MaxOutput}
	req.Stream = req.Op == vmproto.OpExec && (stdout != nil || stderr != nil)
	v.mu.Lock()
	if v.broken {
		v.mu.Unlock()
		return nil, gone
	}
	v.nextID++
	req.ID = v.nextID
	v.pending[req.ID] = w
	err := v.conn.Send(req)
	v.mu.Unlock()
	if err != nil {
		return nil, gone
	}
	timer := time.NewTimer(wait)
	defer timer.Stop()
	select {
	case resp, ok := <-w.done:
		if !ok {
			return nil, gone
		}
		return resp, nil
	case <-timer.C:
		return nil, fmt.Errorf("microvm: %s stopped answering", v.id)
	case <-ctx.Done():
		v.mu.Lock()
		delete(v.pending, req.ID)
		v.mu.Unlock()
		return nil, ctx.Err()
	}
}

// agentGrace is how long past a command's timeout sbx waits for the agent
// to report it before giving the VM up.
const agentGrace = 10 * time.Second

// Exec implements Provider.Exec.
func (m *MicroVM) Exec(ctx context.Context, id string, req fallback.ExecRequest) (*fallback.ExecResult, error) {
	v, err := m.vm(id)
	if err != nil {
		return nil, err
	}
	timeout, workdir, err := v.limits.Check(req)
	if err != nil {
		return nil, err
	}
	start := time.Now()
	resp, err := v.call(ctx, &vmproto.Request{Op: vmproto.OpExec, Command: req.Command, Stdin: req.Stdin,
		Workdir: workdir, Env: req.Env, TimeoutMS: timeout.Milliseconds(), MaxOutput: v.limits.Output}, timeout+agentGrace, req.Stdout, req.Stderr)
	if err != nil {
		return nil, m.lost(v, err)
	}
	if resp.Error != "" {
		return nil, fmt.Errorf("microvm: %s", resp.Error)
	}
	res := fallback.Finish(resp.Stdout, resp.Stderr, resp.ExitCode, resp.TimedOut, resp.Truncated, timeout, start)
	res.Runtime = "qemu-microvm/" + v.accel + "/linux-" + v.kernel
	res.Isolation = fallback.IsolationMicroVMEmulated
	if v.accel == "kvm" {
		res.Isolation = fallback.IsolationMicroVM
	}
	return res, nil
}

// lost stops v after err left its port in an unknown state, unless err is
// the caller's own cancellation: the next call finds it gone (ErrGone).
func (m *MicroVM) lost(v *vm, err error) error {
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	v.stop()
	return fmt.Errorf("%w; the VM was stopped, and the next call starts another", err)
}

// CopyIn implements Copier.CopyIn.
func (m *MicroVM) CopyIn(ctx context.Context, id, path string, data []byte) error {
	return m.copy(ctx, id, &vmproto.Request{Op: vmproto.OpWrite, Path: path, Data: data}, nil)
}

// CopyOut implements Copier.CopyOut.
func (m *MicroVM) CopyOut(ctx context.Context, id, path string, max int) ([]byte, error) {
	var data []byte
	err := m.copy(ctx, id, &vmproto.Request{Op: vmproto.OpRead, Path: path, Max: max}, &data)
	return data, err
}

// copy carries out a file request; the path must stay inside /workspace.
func (m *MicroVM) copy(ctx context.Context, id string, req *vmproto.Request, data *[]byte) error {
	v, err := m.vm(id)
	if err != nil {
		return err
	}
	p, err := fallback.SandboxPath(req.Path)
	if err != nil {
		return err
	}
	rel, ok := strings.CutPrefix(p, "/workspace/")
	if !ok {
		return fmt.Errorf("%w: %s is outside /workspace", fallback.ErrInput, req.Path)
	}
	req.Path = rel
	resp, err := v.call(ctx, req, 30*time.Second, nil, nil)
	if err != nil {
		return m.lost(v, err)
	}
	if resp.Error != "" {
		return fmt.Errorf("microvm: %s: %s", p, resp.Error)
	}
	if data != nil {
		*data = resp.Data
	}
	return nil
}

// vm returns sandbox id: ErrNotFound if there is none, ErrGone if its VM
// has stopped, which ends the sandbox.
func (m *MicroVM) vm(id string) (*vm, error) {
	m.mu.Lock()
	v, ok := m.vms[id]
	m.mu.Unlock()
	if !ok {
		return nil, fmt.Errorf("microvm: %w: %q", fallback.ErrNotFound, id)
	}
	select {
	case <-v.exited:
		m.Destroy(context.Background(), id)
		return nil, fmt.Errorf("microvm: %w: %s stopped (out of memory, or killed)", fallback.ErrGone, id)
	default:
	}
	return v, nil
}

// Destroy implements Provider.Destroy.
func (m *MicroVM) Destroy(_ context.Context, id string) error {
	m.mu.Lock()
	v, ok := m.vms[id]
	delete(m.vms, id)
	m.mu.Unlock()
	if !ok {
		return fmt.Errorf("microvm: %w: %q", fallback.ErrNotFound, id)
	}
	v.stop()
	return nil
}

// Close implements Provider.Close.
func (m *MicroVM) Close() error {
	m.mu.Lock()
	vms := m.vms
	m.vms = map[string]*vm{}
	m.mu.Unlock()
	for _, v := range vms {
		v.stop()
	}
	return nil
}
