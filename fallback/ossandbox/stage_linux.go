//go:build linux && (amd64 || arm64) && !portable

package ossandbox

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net"
	"os"
	"os/exec"
	"os/signal"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/sbx-sandbox/sbx/fallback/ossandbox/internal/confine"
	"golang.org/x/sys/unix"
)

// init runs the stage a re-executed binary was started for, and never
// returns from it: as the sandbox's pid 1 (init) or as the launcher of one
// process in it (exec). Any other start of the binary goes on as usual.
func init() {
	switch os.Getenv(stageVar) {
	case stageInit:
		runInit()
	case stageExec:
		runExec()
	case "probe":
		os.Exit(0)
	}
}

// fail reports a stage's failure where its parent can see it, and exits.
func fail(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "sbx sandbox: "+format+"\n", args...)
	os.Exit(127)
}

// runInit is the sandbox's pid 1: it waits to be put in its cgroup, builds
// the root, then starts the processes the host asks for and reports their
// exits, reaping every orphan, until the host goes.
func runInit() {
	var spec initSpec
	if err := json.Unmarshal([]byte(os.Getenv(configVar)), &spec); err != nil {
		fail("bad configuration: %v", err)
	}
	os.Clearenv()
	f := os.NewFile(3, "control")
	c, err := net.FileConn(f)
	if err != nil {
		fail("no control socket: %v", err)
	}
	f.Close()
	ctl := c.(*net.UnixConn)
	if m, _, err := recv(ctl); err != nil || m.Op != "go" {
		os.Exit(1)
	}
	report, stores, err := buildRoot(spec)
	if err != nil {
		send(ctl, msg{Op: "error", Err: err.Error()})
		os.Exit(1)
	}
	unix.Prctl(unix.PR_SET_DUMPABLE, 0, 0, 0, 0)
	if err := send(ctl, msg{Op: "ready", Report: &report}, stores...); err != nil {
		os.Exit(1)
	}
	for _, f := range stores {
		f.Close()
	}
	in := &initProc{ctl: ctl, tracked: map[int]*spawn{}}
	go in.reap()
	in.serve()
}

// initProc is the state of a sandbox's init.
type initProc struct {
	ctl     *net.UnixConn
	sendMu  sync.Mutex
	mu      sync.Mutex     // held across a fork and its record, so reap sees it
	tracked map[int]*spawn // processes the host waits for
}

// spawn is a process the host started: the root of its call, whose
// processes are all in the user namespace it was started in, and only
// they: no process of the sandbox may make or enter another.
type spawn struct {
	userNS string // the link of /proc/PID/ns/user
	detach bool   // what it starts may outlive it
}

// userID is the uid and gid of every process the host starts, in a user
// namespace of its own that maps it to the sandbox's root: named user,
// with HOME /home/user, owner of the sandbox's files and of nothing else;
// never root, so that what holds does not rest on Landlock alone.
const userID = 1000

// reply sends m to the host.
func (in *initProc) reply(m msg) {
	in.sendMu.Lock()
	defer in.sendMu.Unlock()
	send(in.ctl, m)
}

// serve handles the host's requests until it goes; then the sandbox ends.
func (in *initProc) serve() {
	for {
		m, files, err := recv(in.ctl)
		if err != nil {
			syscall.Kill(-1, syscall.SIGKILL)
			os.Exit(0)
		}
		switch m.Op {
		case "spawn":
			in.spawn(m, files)
		case "signal":
			if m.Pid == -1 {
				syscall.Kill(-1, syscall.Signal(m.Signal))
			} else if m.Pid > 1 && m.Group && m.Signal == int(syscall.SIGKILL) {
				in.mu.Lock()
				sp := in.tracked[m.Pid]
				in.mu.Unlock()
				if sp != nil {
					killAll(sp.userNS)
				}
			} else if m.Pid > 1 {
				if m.Group {
					syscall.Kill(-m.Pid, syscall.Signal(m.Signal))
				}
				syscall.Kill(m.Pid, syscall.Signal(m.Signal))
			}
		}
		for _, f := range files {
			f.Close()
		}
	}
}

// spawn starts one process through the exec stage.
func (in *initProc) spawn(m msg, files []*os.File) {
	if m.Exec == nil || len(files) != m.Exec.Files || len(files) < 3 {
		in.reply(msg{Op: "started", ID: m.ID, Err: "the request to start a process was malformed"})
		return
	}
	spec, err := json.Marshal(m.Exec)
	if err != nil {
		in.reply(msg{Op: "started", ID: m.ID, Err: err.Error()})
		return
	}
	// The exec stage waits on a gate, the descriptor after the process's
	// own, until its namespace is recorded: a process that ends at once
	// leaves no /proc entry to read it from.
	gate, open, err := os.Pipe()
	if err != nil {
		in.reply(msg{Op: "started", ID: m.ID, Err: "start " + m.Exec.Argv[0] + ": " + err.Error()})
		return
	}
	defer gate.Close()
	defer open.Close()
	fds := make([]uintptr, len(files), len(files)+1)
	for i, f := range files {
		fds[i] = f.Fd()
	}
	fds = append(fds, gate.Fd())
	in.mu.Lock()
	defer in.mu.Unlock()
	pid, err := syscall.ForkExec("/proc/self/exe", []string{"sbx-exec"}, &syscall.ProcAttr{
		Dir:   "/",
		Env:   []string{stageVar + "=" + stageExec, configVar + "=" + string(spec)},
		Files: fds,
		Sys: &syscall.SysProcAttr{Setsid: true, Cloneflags: syscall.CLONE_NEWUSER,
			UidMappings: []syscall.SysProcIDMap{{ContainerID: userID, HostID: 0, Size: 1}},
			GidMappings: []syscall.SysProcIDMap{{ContainerID: userID, HostID: 0, Size: 1}},
			// What the exec stage needs, in its own namespace only, to
			// empty the bounding set and lock the securebits.
			AmbientCaps: []uintptr{unix.CAP_SETPCAP}},
	})
	if err != nil {
		in.reply(msg{Op: "started", ID: m.ID, Err: "start " + m.Exec.Argv[0] + ": " + err.Error()})
		return
	}
	ns, err := userNS(pid)
	if err != nil {
		syscall.Kill(pid, syscall.SIGKILL)
		in.reply(msg{Op: "started", ID: m.ID, Err: "start " + m.Exec.Argv[0] + ": " + err.Error()})
		return
	}
	in.tracked[pid] = &spawn{userNS: ns, detach: m.Exec.Detach}
	open.Close()
	in.reply(msg{Op: "started", ID: m.ID, Pid: pid})
}

// userNS reads the user namespace of pid, a process that waits on its
// gate. While its exec is still being set up, the kernel may refuse a
// look at it (EACCES): that passes in a moment.
func userNS(pid int) (ns string, err error) {
	for range 200 {
		ns, err = os.Readlink(fmt.Sprintf("/proc/%d/ns/user", pid))
		if !errors.Is(err, fs.ErrPermission) {
			break
		}
		time.Sleep(time.Millisecond)
	}
	return ns, err
}

// reap waits for every child, the processes the host started and the
// orphans the kernel gives pid 1, and reports the exits the host waits for.
func (in *initProc) reap() {
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, syscall.SIGCHLD)
	for {
		for {
			var ws syscall.WaitStatus
			pid, err := syscall.Wait4(-1, &ws, syscall.WNOHANG, nil)
			if err != nil || pid <= 0 {
				break
			}
			in.mu.Lock()
			sp := in.tracked[pid]
			delete(in.tracked, pid)
			in.mu.Unlock()
			if sp != nil {
				if !sp.detach {
					killAll(sp.userNS)
				}
				in.reply(msg{Op: "exit", Pid: pid, Status: int(ws)})
			}
		}
		<-sig
	}
}

// killAll kills every process of the user namespace userNS, until none is
// left: those a process started, in its session or another, its orphans
// included. Zombies are left to reap.
func killAll(userNS string) {
	for range 100 {
		left := false
		dirs, _ := os.ReadDir("/proc")
		for _, d := range dirs {
			pid, err := strconv.Atoi(d.Name())
			if err != nil || pid == 1 {
				continue
			}
			if ns, err := os.Readlink("/proc/" + d.Name() + "/ns/user"); err != nil || ns != userNS || zombie(d.Name()) {
				continue
			}
			syscall.Kill(pid, syscall.SIGKILL)
			left = true
		}
		if !left {
			return
		}
		time.Sleep(time.Millisecond)
	}
}

// zombie reports whether process pid has ended and waits to be reaped.
func zombie(pid string) bool {
	b, err := os.ReadFile("/proc/" + pid + "/stat")
	if err != nil {
		return true
	}
	i := bytes.LastIndexByte(b, ')')
	return i < 0 || i+2 >= len(b) || b[i+2] == 'Z' || b[i+2] == 'X'
}

// runExec becomes one process of the sandbox: limits, no capabilities,
// Landlock and seccomp, then execve. All of it is per thread, so it stays
// on the one that calls execve.
func runExec() {
	runtime.LockOSThread()
	var spec execSpec
	if err := json.Unmarshal([]byte(os.Getenv(configVar)), &spec); err != nil {
		fail("bad configuration: %v", err)
	}
	// Wait until init has recorded this process (see initProc.spawn).
	unix.Read(spec.Files, make([]byte, 1))
	unix.Close(spec.Files)
	path := spec.Argv[0]
	if !strings.Contains(path, "/") {
		os.Clearenv()
		for _, kv := range spec.Env {
			if k, v, ok := strings.Cut(kv, "="); ok && k == "PATH" {
				os.Setenv("PATH", v)
			}
		}
		p, err := exec.LookPath(path)
		if err != nil {
			fmt.Fprintf(os.Stderr, "sbx: %s: command not found\n", path)
			os.Exit(127)
		}
		path = p
	}
	if err := unix.Chdir(spec.Dir); err != nil {
		fmt.Fprintf(os.Stderr, "sbx: cannot enter %s: %v\n", spec.Dir, err)
		os.Exit(126)
	}
	limits := []struct {
		resource int
		value    int64
	}{
		{unix.RLIMIT_NPROC, spec.NProc}, {unix.RLIMIT_FSIZE, spec.FileSize}, {unix.RLIMIT_NOFILE, int64(spec.NoFile)},
		{unix.RLIMIT_CORE, 0}, {unix.RLIMIT_CPU, spec.CPU}, {unix.RLIMIT_SIGPENDING, spec.Signals},
	}
	for _, l := range limits {
		if l.value > 0 || l.resource == unix.RLIMIT_CORE {
			if err := unix.Setrlimit(l.resource, &unix.Rlimit{Cur: uint64(l.value), Max: uint64(l.value)}); err != nil {
				fail("limit %d: %v", l.resource, err)
			}
		}
	}
	if err := dropCapabilities(); err != nil {
		fail("drop capabilities: %v", err)
	}
	if err := unix.Prctl(unix.PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0); err != nil {
		fail("no_new_privs: %v", err)
	}
	if !spec.NoLandlock {
		if _, err := confine.Landlock(); err != nil {
			fail("landlock: %v", err)
		}
	}
	if err := confine.Seccomp(); err != nil {
		fail("seccomp: %v", err)
	}
	// Last: the Go runtime would not start under a small address space.
	if spec.AS > 0 {
		if err := unix.Setrlimit(unix.RLIMIT_AS, &unix.Rlimit{Cur: uint64(spec.AS), Max: uint64(spec.AS)}); err != nil {
			fail("limit address space: %v", err)
		}
	}
	err := unix.Exec(path, spec.Argv, spec.Env)
	fmt.Fprintf(os.Stderr, "sbx: %s: %v\n", spec.Argv[0], err)
	os.Exit(126)
}

// dropCapabilities empties the bounding set, locks the securebits so
// that no execve gives uid 0 capabilities back, and drops the rest.
func dropCapabilities() error {
	for c := 0; c <= unix.CAP_LAST_CAP; c++ {
		if err := unix.Prctl(unix.PR_CAPBSET_DROP, uintptr(c), 0, 0, 0); err != nil && err != unix.EINVAL {
			return err
		}
	}
	if err := unix.Prctl(unix.PR_CAP_AMBIENT, unix.PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0); err != nil && err != unix.EINVAL {
		return err
	}
	// NOROOT, NO_SETUID_FIXUP, KEEP_CAPS (off) and NO_CAP_AMBIENT_RAISE, each
	// with its lock bit.
	const bits = 1<<0 | 1<<1 | 1<<2 | 1<<3 | 1<<5 | 1<<6 | 1<<7
	if err := unix.Prctl(unix.PR_SET_SECUREBITS, bits, 0, 0, 0); err != nil {
		return err
	}
	// Last, the capabilities this stage was given to do the above.
	var none [2]unix.CapUserData
	return unix.Capset(&unix.CapUserHeader{Version: unix.LINUX_CAPABILITY_VERSION_3}, &none[0])
}
