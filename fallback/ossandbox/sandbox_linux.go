//go:build linux && (amd64 || arm64) && !portable

package ossandbox

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// nobody is the host uid and gid a sandbox's root is mapped to when sbx
// runs as root: kuid 0 is exempt from RLIMIT_NPROC, owns the host's files
// and passes the kernel's checks for global root.
const nobody = 65534

// startTimeout bounds building a sandbox's root.
const startTimeout = 10 * time.Second

// Sandbox is one running sandbox: its init process, pid 1 of its pid
// namespace, and the processes started in it. Its methods are safe for
// concurrent use.
type Sandbox struct {
	init   *exec.Cmd
	cfg    Config
	ctl    *net.UnixConn
	report Report
	cg     *cgroup
	store  *store // nil without a quota

	sendMu sync.Mutex // one message at a time on ctl
	mu     sync.Mutex
	nextID int
	starts map[int]chan started // by spawn id, until started
	procs  map[int]*Process     // by pid, until it exits
	done   chan struct{}        // closed when init has gone
	err    error                // why, once done
	closed bool
}

// started is init's answer to a spawn.
type started struct {
	p   *Process
	err error
}

// Process is a process started in a sandbox.
type Process struct {
	// Pid is the process's id in the sandbox's pid namespace.
	Pid    int
	sb     *Sandbox
	exited chan struct{}
	status syscall.WaitStatus
}

// UID is the host uid a sandbox's root is mapped to: nobody when sbx runs
// as root, else sbx's own. Files the sandbox writes in /workspace are that
// uid's, and it must own the workspace to write there.
func UID() (uid, gid int) {
	if os.Geteuid() == 0 {
		return nobody, nobody
	}
	return os.Geteuid(), os.Getegid()
}

// Start builds a sandbox from cfg. It fails wrapping ErrUnsupported, with
// the cause and its fix, when the host does not allow one.
func Start(cfg Config) (*Sandbox, error) {
	if err := Supported(); err != nil {
		return nil, err
	}
	cfg = cfg.withDefaults()
	if st, err := os.Stat(cfg.Workspace); err != nil || !st.IsDir() {
		return nil, errors.New("the sandbox's workspace directory does not exist")
	}
	var trees []*os.File
	var err error
	if cfg.Quota.Bytes <= 0 {
		trees, err = mountTrees(cfg)
	}
	if err != nil {
		return nil, err
	}
	defer func() {
		for _, t := range trees {
			t.Close()
		}
	}()
	spec, err := json.Marshal(initSpec{Workspace: cfg.Workspace, Home: cfg.Home, HomeRO: cfg.HomeReadOnly, ReadOnly: cfg.ReadOnly,
		Tmp: cfg.Tmp, Trees: trees != nil, Quota: cfg.Quota})
	if err != nil {
		return nil, err
	}
	ctl, child, err := socketPair()
	if err != nil {
		return nil, err
	}
	uid, gid := UID()
	cmd := exec.Command("/proc/self/exe")
	cmd.Args = []string{"sbx-sandbox"}
	cmd.Dir = "/"
	cmd.Env = []string{stageVar + "=" + stageInit, configVar + "=" + string(spec)}
	cmd.ExtraFiles = append([]*os.File{child}, trees...)
	cmd.SysProcAttr = &syscall.SysProcAttr{
		Cloneflags: syscall.CLONE_NEWUSER | syscall.CLONE_NEWNS | syscall.CLONE_NEWPID | syscall.CLONE_NEWNET |
			syscall.CLONE_NEWIPC | syscall.CLONE_NEWUTS | syscall.CLONE_NEWCGROUP,
		UidMappings: []syscall.SysProcIDMap{{ContainerID: 0, HostID: uid, Size: 1}},
		GidMappings: []syscall.SysProcIDMap{{ContainerID: 0, HostID: gid, Size: 1}},
		Pdeathsig:   syscall.SIGKILL,
		Setsid:      true,
	}
	if os.Geteuid() == 0 {
		// Root may map any id and drop its supplementary groups.
		cmd.SysProcAttr.GidMappingsEnableSetgroups = true
		cmd.SysProcAttr.Credential = &syscall.Credential{Uid: 0, Gid: 0, Groups: []uint32{}}
	}
	if err := cmd.Start(); err != nil {
		child.Close()
		ctl.Close()
		return nil, fmt.Errorf("%w: starting the sandbox's namespaces failed: %v; %s", ErrUnsupported, err, userNSFix)
	}
	child.Close()
	sb := &Sandbox{init: cmd, cfg: cfg, ctl: ctl, starts: map[int]chan started{}, procs: map[int]*Process{}, done: make(chan struct{})}
	sb.cg = newCgroup(cmd.Process.Pid, cfg)
	if err := sb.handshake(); err != nil {
		cmd.Process.Kill()
		cmd.Wait()
		ctl.Close()
		sb.cg.remove()
		return nil, err
	}
	sb.report.Cgroup, sb.report.Memory = sb.cg.kind, sb.cg.memory
	go sb.read()
	go func() {
		err := cmd.Wait()
		sb.end(fmt.Errorf("%w (its init process ended: %v)", ErrClosed, err))
	}()
	return sb, nil
}

// mountTrees makes detached copies of the workspace's and the home's
// mounts when sbx runs as root, for init to attach: init's root is mapped
// to nobody, who may not even pass through the directories that hold
// them. Others' init opens them by path, as their own user.
func mountTrees(cfg Config) ([]*os.File, error) {
	if os.Geteuid() != 0 {
		return nil, nil
	}
	var trees []*os.File
	for _, dir := range []string{cfg.Workspace, cfg.Home} {
		if dir == "" {
			continue
		}
		fd, err := unix.OpenTree(unix.AT_FDCWD, dir, unix.OPEN_TREE_CLONE|unix.OPEN_TREE_CLOEXEC)
		if err != nil {
			for _, t := range trees {
				t.Close()
			}
			return nil, fmt.Errorf("%w: copy the mount of the sandbox's directory: %v", ErrUnsupported, err)
		}
		trees = append(trees, os.NewFile(uintptr(fd), "tree"))
	}
	return trees, nil
}

// handshake releases init once it is in its cgroup and waits until it has
// built the sandbox's root.
func (sb *Sandbox) handshake() error {
	if err := send(sb.ctl, msg{Op: "go"}); err != nil {
		return err
	}
	sb.ctl.SetReadDeadline(time.Now().Add(startTimeout))
	defer sb.ctl.SetReadDeadline(time.Time{})
	m, files, err := recv(sb.ctl)
	switch {
	case err != nil:
		return fmt.Errorf("%w: the sandbox did not start: %v", ErrUnsupported, err)
	case m.Op == "error":
		return fmt.Errorf("%w: the sandbox did not start: %s", ErrUnsupported, m.Err)
	case m.Op != "ready" || m.Report == nil:
		for _, f := range files {
			f.Close()
		}
		return fmt.Errorf("the sandbox's init answered %q", m.Op)
	}
	sb.report = *m.Report
	if sb.cfg.Quota.Bytes <= 0 {
		for _, f := range files {
			f.Close()
		}
		return nil
	}
	sb.store, err = openStore(sb.cfg, files)
	return err
}

// Report says what holds the sandbox.
func (sb *Sandbox) Report() Report { return sb.report }

// read dispatches init's messages until it goes.
func (sb *Sandbox) read() {
	for {
		m, files, err := recv(sb.ctl)
		for _, f := range files {
			f.Close()
		}
		if err != nil {
			sb.end(fmt.Errorf("%w: %v", ErrClosed, err))
			return
		}
		sb.mu.Lock()
		switch m.Op {
		case "started":
			// Registered here, before the next message, which may be
			// the process's exit.
			if ch := sb.starts[m.ID]; ch != nil {
				delete(sb.starts, m.ID)
				if m.Err != "" {
					ch <- started{err: errors.New(m.Err)}
				} else {
					p := &Process{Pid: m.Pid, sb: sb, exited: make(chan struct{})}
					sb.procs[m.Pid] = p
					ch <- started{p: p}
				}
			}
		case "exit":
			if p := sb.procs[m.Pid]; p != nil {
				delete(sb.procs, m.Pid)
				p.status = syscall.WaitStatus(m.Status)
				close(p.exited)
			}
		}
		sb.mu.Unlock()
	}
}

// end marks the sandbox gone, failing whatever waits on it.
func (sb *Sandbox) end(err error) {
	sb.mu.Lock()
	defer sb.mu.Unlock()
	select {
	case <-sb.done:
		return
	default:
	}
	sb.err = err
	close(sb.done)
	for id, ch := range sb.starts {
		delete(sb.starts, id)
		ch <- started{err: err}
	}
	for pid, p := range sb.procs {
		delete(sb.procs, pid)
		p.status = syscall.WaitStatus(uint32(syscall.SIGKILL))
		close(p.exited)
	}
}

// Done is closed when the sandbox has ended.
func (sb *Sandbox) Done() <-chan struct{} { return sb.done }

// Start starts c in the sandbox.
func (sb *Sandbox) Start(c Cmd) (*Process, error) {
	if len(c.Argv) == 0 {
		return nil, errors.New("no program to run")
	}
	dir := c.Dir
	if dir == "" {
		dir = "/workspace"
	}
	null, err := os.OpenFile(os.DevNull, os.O_RDWR, 0)
	if err != nil {
		return nil, err
	}
	defer null.Close()
	files := []*os.File{c.Stdin, c.Stdout, c.Stderr}
	for i, f := range files {
		if f == nil {
			files[i] = null
		}
	}
	files = append(files, c.ExtraFiles...)
	spec := &execSpec{Argv: c.Argv, Env: c.Env, Dir: dir, Files: len(files),
		NProc: sb.cfg.Pids, FileSize: sb.cfg.FileSize, NoFile: sb.cfg.Files, Signals: sigPending}
	if c.CPUTime > 0 {
		spec.CPU = int64(math.Ceil(c.CPUTime.Seconds()))
	}
	spec.AS, spec.Detach, spec.NoLandlock = c.AddressSpace, c.Detach, sb.cfg.noLandlock

	sb.mu.Lock()
	select {
	case <-sb.done:
		sb.mu.Unlock()
		return nil, sb.err
	default:
	}
	sb.nextID++
	id := sb.nextID
	ch := make(chan started, 1)
	sb.starts[id] = ch
	sb.mu.Unlock()

	sb.sendMu.Lock()
	err = send(sb.ctl, msg{Op: "spawn", ID: id, Exec: spec}, files...)
	sb.sendMu.Unlock()
	if err != nil {
		sb.mu.Lock()
		delete(sb.starts, id)
		sb.mu.Unlock()
		return nil, err
	}
	st := <-ch
	return st.p, st.err
}

// Signal sends sig to the process pid of the sandbox, or to its process
// group; SIGKILL to the group kills every process it started, whatever
// group they moved to.
func (sb *Sandbox) Signal(pid int, sig syscall.Signal, group bool) error {
	sb.sendMu.Lock()
	defer sb.sendMu.Unlock()
	return send(sb.ctl, msg{Op: "signal", Pid: pid, Signal: int(sig), Group: group})
}

// KillAll kills every process in the sandbox but its init.
func (sb *Sandbox) KillAll() error { return sb.Signal(-1, syscall.SIGKILL, false) }

// Close ends the sandbox and every process in it, and removes its cgroup.
func (sb *Sandbox) Close() error {
	sb.mu.Lock()
	already := sb.closed
	sb.closed = true
	sb.mu.Unlock()
	if already {
		return nil
	}
	// init is pid 1: when it dies, the kernel kills the rest.
	sb.init.Process.Kill()
	sb.ctl.Close()
	select {
	case <-sb.done:
	case <-time.After(5 * time.Second):
	}
	sb.store.close()
	return sb.cg.remove()
}

// Exited is closed when the process has ended.
func (p *Process) Exited() <-chan struct{} { return p.exited }

// Wait waits for the process to end, or ctx, and returns its wait status.
func (p *Process) Wait(ctx context.Context) (syscall.WaitStatus, error) {
	select {
	case <-p.exited:
		return p.status, nil
	case <-ctx.Done():
		return 0, ctx.Err()
	}
}

// Signal sends sig to the process, or to its process group (it leads one).
func (p *Process) Signal(sig syscall.Signal, group bool) error { return p.sb.Signal(p.Pid, sig, group) }

// ExitCode is a wait status as a shell reports it: the exit status, or
// 128 plus the signal that ended the process.
func ExitCode(ws syscall.WaitStatus) int {
	if ws.Signaled() {
		return 128 + int(ws.Signal())
	}
	return ws.ExitStatus()
}

// Memory is the resident memory of every process in the sandbox, its
// init included, in bytes.
func (sb *Sandbox) Memory() (int64, error) { return sb.sum(rss) }

// Proportional is the proportional set size (PSS) of every process in the
// sandbox, its init included, in bytes: their resident memory, each page
// shared with other processes counted as its share, what the sandbox
// costs the host beside what it shares.
func (sb *Sandbox) Proportional() (int64, error) { return sb.sum(pss) }

// sum adds up size over the /proc directories of the sandbox's processes.
func (sb *Sandbox) sum(size func(dir string) int64) (int64, error) {
	ns, err := os.Readlink(fmt.Sprintf("/proc/%d/ns/pid", sb.init.Process.Pid))
	if err != nil {
		return 0, err
	}
	dirs, err := filepath.Glob("/proc/[0-9]*")
	if err != nil {
		return 0, err
	}
	var total int64
	for _, dir := range dirs {
		if link, err := os.Readlink(dir + "/ns/pid"); err == nil && link == ns {
			total += size(dir)
		}
	}
	return total, nil
}

// rss is the resident memory of the process whose /proc directory is dir.
func rss(dir string) int64 { return procKB(dir+"/status", "VmRSS:") }

// pss is the proportional set size of the process whose /proc directory
// is dir.
func pss(dir string) int64 { return procKB(dir+"/smaps_rollup", "Pss:") }

// procKB reads the line field of a /proc file of sizes in kB, in bytes.
func procKB(file, field string) int64 {
	b, err := os.ReadFile(file)
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, field); ok {
			kb, _ := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
			return kb << 10
		}
	}
	return 0
}
