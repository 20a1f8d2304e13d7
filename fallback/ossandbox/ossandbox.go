// Package ossandbox runs the host's own programs inside the Linux kernel's
// own boundaries, with no daemon, no setuid helper and no VM: a sandbox is
// a process tree in its own user, mount, pid, network, IPC, UTS and cgroup
// namespaces, over a curated read-only root (the host's /usr and /etc,
// never / whole), with a fresh /proc, a read-only minimal /dev, a sized
// tmpfs /tmp, and at /workspace the workspace: shown live, or under a quota
// a tmpfs of that size that the host copies from and to. Every process
// started in it runs as an unprivileged user, in a user namespace of its
// own call (which ends all of it), with no capabilities, under a Landlock
// ruleset (where the kernel has Landlock) and a seccomp filter, and with
// per-sandbox process, file-size, open-file, queued-signal and inotify
// limits; memory, pids and CPU are bounded by cgroup where the host gives
// sbx one.
//
// The namespaces are made by re-executing the running binary (Go cannot
// unshare a user namespace once its threads run): the binary's init
// function recognises the stage it is asked to run from its environment,
// so any program that imports this package, the sbx binary and its test
// binaries alike, can be the sandbox's pid 1 and the launcher of each
// process in it. Nothing is installed and nothing else is executed.
//
//	sb, err := ossandbox.Start(ossandbox.Config{Workspace: dir})
//	p, err := sb.Start(ossandbox.Cmd{Argv: []string{"/bin/sh", "-c", "echo hi"}, Stdout: w})
//	status, err := p.Wait(ctx)
//	sb.Close()
//
// The boundary is the host kernel's: weaker than gVisor or a microVM, whose
// code talks to another kernel, and stronger than a plain process. It suits
// a laptop or a single-user server.
package ossandbox

import (
	"errors"
	"os"
	"time"
)

// ErrUnsupported means the host cannot make sandboxes: not Linux, user
// namespaces refused, or a part of the kernel missing. The error's text
// names the cause and the fix.
var ErrUnsupported = errors.New("os sandboxes are not supported on this host")

// ErrClosed means the sandbox has ended: closed, or its init process died.
var ErrClosed = errors.New("the os sandbox has ended")

// Config describes a sandbox. Zero limits take the defaults.
type Config struct {
	// Workspace is the host directory shown read-write at /workspace. It
	// must exist.
	Workspace string
	// Home, if set, is a host directory shown at /home/user, read-write
	// unless HomeReadOnly. Without it /home/user is an empty tmpfs of the
	// sandbox's own, sized as /tmp.
	Home         string
	HomeReadOnly bool
	// ReadOnly lists more host directories shown read-only at their own
	// path, such as a virtual environment outside /usr.
	ReadOnly []string
	// Tmp is the size of /tmp (and of /dev/shm), in bytes.
	Tmp int64
	// Memory bounds the sandbox's memory, in bytes, where a cgroup can be
	// had (Report.Memory says whether one was).
	Memory int64
	// Pids bounds the processes and threads of the sandbox.
	Pids int64
	// CPUs bounds the sandbox's CPU time per wall second, in cores, where a
	// cgroup can be had.
	CPUs float64
	// FileSize bounds the size of any one file written, in bytes.
	FileSize int64
	// Files bounds each process's open files.
	Files int
	// Quota, if set, bounds what /workspace and the sandbox's own
	// /home/user hold together, in bytes and in files and directories:
	// they are then a tmpfs of the sandbox's of that size, which
	// Sandbox.SyncIn and Sandbox.SyncOut copy from and to Workspace and
	// Home, and no host path shows in the sandbox. Without it they are
	// the host directories, shown live and bounded only by FileSize.
	Quota Quota

	noLandlock bool // tests: as on a kernel without Landlock
}

// Quota bounds what a sandbox's files hold: bytes of regular files, and
// files and directories.
type Quota struct{ Bytes, Files int64 }

// Defaults of Config's limits.
const (
	DefaultTmp      = 256 << 20
	DefaultPids     = 128
	DefaultFileSize = 1 << 30
	DefaultFiles    = 1024
	// DefaultQuotaFiles is the files of a quota that names only bytes.
	DefaultQuotaFiles = 10_000
)

func (c Config) withDefaults() Config {
	if c.Tmp <= 0 {
		c.Tmp = DefaultTmp
	}
	if c.Pids <= 0 {
		c.Pids = DefaultPids
	}
	if c.FileSize <= 0 {
		c.FileSize = DefaultFileSize
	}
	if c.Quota.Bytes > 0 && c.Quota.Files <= 0 {
		c.Quota.Files = DefaultQuotaFiles
	}
	if c.Quota.Bytes > 0 {
		c.FileSize = min(c.FileSize, c.Quota.Bytes)
	}
	if c.Files <= 0 {
		c.Files = DefaultFiles
	}
	return c
}

// Report says what holds a sandbox, for capabilities and `sbx doctor`.
type Report struct {
	// Landlock is the Landlock ABI version applied, 0 when the kernel has
	// none (the mounts alone then curate the file system).
	Landlock int `json:"landlock"`
	// Cgroup names the cgroup the sandbox was put in ("v1", "v2"), "" for
	// none: then Memory is false and memory is not bounded.
	Cgroup string `json:"cgroup,omitempty"`
	// Memory is true when the sandbox's memory is bounded.
	Memory bool `json:"memory_bounded"`
}

// Cmd is a process to start in a sandbox.
type Cmd struct {
	// Argv is the program and its arguments; a program without a slash is
	// looked up in Env's PATH.
	Argv []string
	// Env is the process's whole environment: nothing of sbx's own is
	// passed on.
	Env []string
	// Dir is the working directory, a sandbox path; /workspace if empty.
	Dir string
	// Stdin, Stdout and Stderr are the process's standard files; nil
	// is /dev/null.
	Stdin, Stdout, Stderr *os.File
	// ExtraFiles become file descriptors 3, 4, ...
	ExtraFiles []*os.File
	// CPUTime, if set, bounds the process's CPU time (RLIMIT_CPU).
	CPUTime time.Duration
	// Detach lets the processes it starts outlive it (background jobs).
	// Without it they are killed when it ends, or is killed, whatever
	// session or process group they moved to.
	Detach bool
	// AddressSpace, if set, bounds each process's virtual memory
	// (RLIMIT_AS): a hard stop where no cgroup bounds memory, which
	// V8's WebAssembly does not survive.
	AddressSpace int64
}
