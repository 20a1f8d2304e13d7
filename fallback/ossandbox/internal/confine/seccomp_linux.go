//go:build linux && (amd64 || arm64) && !portable

// Package confine is what an os sandbox's init applies to itself last,
// on the thread that then starts the sandbox's program: the seccomp filter
// of the system calls no sandbox makes, and the Landlock rules of where it
// may write.
package confine

import (
	"fmt"
	"unsafe"

	"golang.org/x/sys/unix"
)

// The seccomp filter is assembled here, on x/sys's constants, rather than
// with a seccomp library: go-seccomp-bpf sends every syscall of a foreign
// architecture (i386 through int 0x80 on an x86-64 kernel with IA32
// emulation) to its default action, which for a deny-list is allow. This
// filter kills the process for any syscall not of the native architecture
// before it looks at a number.

// denied are the syscalls a sandboxed process gets EPERM for: tracing
// other processes, mounts and namespaces, keyrings, BPF, perf, io_uring,
// kernel modules and the machine's settings.
var denied = append([]uintptr{
	unix.SYS_PTRACE, unix.SYS_PROCESS_VM_READV, unix.SYS_PROCESS_VM_WRITEV, unix.SYS_KCMP, unix.SYS_PIDFD_GETFD,
	unix.SYS_MOUNT, unix.SYS_UMOUNT2, unix.SYS_PIVOT_ROOT, unix.SYS_CHROOT, unix.SYS_UNSHARE, unix.SYS_SETNS,
	unix.SYS_FSOPEN, unix.SYS_FSCONFIG, unix.SYS_FSMOUNT, unix.SYS_FSPICK, unix.SYS_MOVE_MOUNT, unix.SYS_OPEN_TREE,
	unix.SYS_MOUNT_SETATTR, unix.SYS_KEYCTL, unix.SYS_ADD_KEY, unix.SYS_REQUEST_KEY, unix.SYS_BPF,
	unix.SYS_PERF_EVENT_OPEN, unix.SYS_USERFAULTFD, unix.SYS_KEXEC_LOAD, unix.SYS_KEXEC_FILE_LOAD,
	unix.SYS_INIT_MODULE, unix.SYS_FINIT_MODULE, unix.SYS_DELETE_MODULE, unix.SYS_REBOOT, unix.SYS_SWAPON,
	unix.SYS_SWAPOFF, unix.SYS_ACCT, unix.SYS_QUOTACTL, unix.SYS_SYSLOG, unix.SYS_OPEN_BY_HANDLE_AT,
	unix.SYS_NAME_TO_HANDLE_AT, unix.SYS_CLOCK_SETTIME, unix.SYS_SETTIMEOFDAY, unix.SYS_CLOCK_ADJTIME,
	unix.SYS_PERSONALITY, unix.SYS_IO_URING_SETUP, unix.SYS_IO_URING_ENTER, unix.SYS_IO_URING_REGISTER,
	unix.SYS_FANOTIFY_INIT, unix.SYS_VHANGUP, unix.SYS_NFSSERVCTL,
}, archDenied...)

// newNamespaces are clone's flags for new namespaces, which a sandboxed
// process may not make.
const newNamespaces = unix.CLONE_NEWNS | unix.CLONE_NEWUTS | unix.CLONE_NEWIPC | unix.CLONE_NEWUSER |
	unix.CLONE_NEWPID | unix.CLONE_NEWNET | unix.CLONE_NEWCGROUP | unix.CLONE_NEWTIME

// Offsets in struct seccomp_data.
const (
	offNr   = 0
	offArch = 4
	offArg0 = 16 // the low half of args[0] on a little-endian machine
	offArg1 = 24
	offArg2 = 32
)

// socketFamilies are the address families a sandboxed process may open a
// socket of: what Python, node, curl and git use (local sockets, IPv4 and
// IPv6 over the sandbox's own network, and the routing netlink that
// getaddrinfo and getifaddrs ask). Any other (AF_VSOCK, which ignores
// network namespaces and reaches the hypervisor; AF_ALG, AF_PACKET,
// AF_KEY and the rest of the kernel's protocol code) gets EAFNOSUPPORT, as
// from a kernel built without it.
var socketFamilies = []uint32{unix.AF_UNIX, unix.AF_INET, unix.AF_INET6}

// deniedIoctls are the terminal requests a sandboxed process gets EPERM
// for: pushing input into a terminal (TIOCSTI), the console's own
// requests (TIOCLINUX), redirecting the console (TIOCCONS) and changing a
// terminal's line discipline (TIOCSETD), the kernel code behind which is
// rarely used and often buggy. The request is an unsigned int: only the
// low half of the argument counts.
var deniedIoctls = []uint32{unix.TIOCSTI, unix.TIOCLINUX, unix.TIOCCONS, unix.TIOCSETD}

// filter is the sandbox's seccomp program.
func filter() []unix.SockFilter {
	var p program
	p.load(offArch)
	p.jumpUnless(unix.BPF_JEQ, auditArch, "kill")
	p.load(offNr)
	if foreignBit != 0 {
		p.jumpIf(unix.BPF_JGE, foreignBit, "kill") // x32's numbers
	}
	for _, nr := range denied {
		p.jumpIf(unix.BPF_JEQ, uint32(nr), "eperm")
	}
	p.jumpIf(unix.BPF_JEQ, unix.SYS_CLONE3, "enosys") // its flags are behind a pointer: libc falls back to clone
	p.jumpIf(unix.BPF_JEQ, unix.SYS_CLONE, "clone")
	p.jumpIf(unix.BPF_JEQ, unix.SYS_SOCKET, "socket")
	p.jumpIf(unix.BPF_JEQ, unix.SYS_SOCKETPAIR, "socket")
	p.jumpIf(unix.BPF_JEQ, unix.SYS_IOCTL, "ioctl")
	p.jump("allow")

	p.label("clone")
	p.load(offArg0)
	p.jumpIf(unix.BPF_JSET, newNamespaces, "eperm")
	p.jump("allow")

	p.label("socket")
	p.load(offArg0)
	for _, af := range socketFamilies {
		p.jumpIf(unix.BPF_JEQ, af, "allow")
	}
	p.jumpUnless(unix.BPF_JEQ, unix.AF_NETLINK, "eafnosupport")
	p.load(offArg2) // netlink's protocol: routing only
	p.jumpIf(unix.BPF_JEQ, unix.NETLINK_ROUTE, "allow")
	p.jump("eafnosupport")

	p.label("ioctl")
	p.load(offArg1)
	for _, req := range deniedIoctls {
		p.jumpIf(unix.BPF_JEQ, req, "eperm")
	}

	p.label("allow")
	p.ret(unix.SECCOMP_RET_ALLOW)
	p.label("eperm")
	p.ret(unix.SECCOMP_RET_ERRNO | uint32(unix.EPERM))
	p.label("eafnosupport")
	p.ret(unix.SECCOMP_RET_ERRNO | uint32(unix.EAFNOSUPPORT))
	p.label("enosys")
	p.ret(unix.SECCOMP_RET_ERRNO | uint32(unix.ENOSYS))
	p.label("kill")
	p.ret(unix.SECCOMP_RET_KILL_PROCESS)
	return p.assemble()
}

// Seccomp installs sbx's filter on the calling thread; no_new_privs must
// be set.
func Seccomp() error {
	f := filter()
	prog := unix.SockFprog{Len: uint16(len(f)), Filter: &f[0]}
	if _, _, errno := unix.Syscall(unix.SYS_SECCOMP, unix.SECCOMP_SET_MODE_FILTER, 0, uintptr(unsafe.Pointer(&prog))); errno != 0 {
		return fmt.Errorf("load the filter: %w", errno)
	}
	return nil
}

// program is a classic BPF program with forward jumps to labels.
type program struct {
	code   []unix.SockFilter
	jumps  map[int]jump // by instruction
	labels map[string]int
}

// jump is a jump's target: for a conditional one, taken when the test
// holds (if) or when it does not (unless), the other way falling through.
type jump struct {
	label  string
	taken  bool
	always bool // an unconditional jump, whose offset is 32 bits
}

func (p *program) load(off uint32) {
	p.code = append(p.code, unix.SockFilter{Code: unix.BPF_LD | unix.BPF_W | unix.BPF_ABS, K: off})
}

func (p *program) cond(op uint16, k uint32, label string, taken bool) {
	if p.jumps == nil {
		p.jumps = map[int]jump{}
	}
	p.jumps[len(p.code)] = jump{label: label, taken: taken}
	p.code = append(p.code, unix.SockFilter{Code: unix.BPF_JMP | op | unix.BPF_K, K: k})
}

// jump jumps to label whatever the accumulator holds.
func (p *program) jump(label string) {
	if p.jumps == nil {
		p.jumps = map[int]jump{}
	}
	p.jumps[len(p.code)] = jump{label: label, always: true}
	p.code = append(p.code, unix.SockFilter{Code: unix.BPF_JMP | unix.BPF_JA})
}

func (p *program) jumpIf(op uint16, k uint32, label string)     { p.cond(op, k, label, true) }
func (p *program) jumpUnless(op uint16, k uint32, label string) { p.cond(op, k, label, false) }

func (p *program) ret(k uint32) {
	p.code = append(p.code, unix.SockFilter{Code: unix.BPF_RET | unix.BPF_K, K: k})
}

func (p *program) label(name string) {
	if p.labels == nil {
		p.labels = map[string]int{}
	}
	p.labels[name] = len(p.code)
}

// assemble resolves the jumps; every target is a later instruction within
// reach of an 8-bit offset.
func (p *program) assemble() []unix.SockFilter {
	for i, j := range p.jumps {
		off := p.labels[j.label] - i - 1
		if j.always && off >= 0 {
			p.code[i].K = uint32(off)
			continue
		}
		if off < 0 || off > 255 {
			panic(fmt.Sprintf("seccomp filter: jump from %d to %s out of reach", i, j.label))
		}
		if j.taken {
			p.code[i].Jt = uint8(off)
		} else {
			p.code[i].Jf = uint8(off)
		}
	}
	return p.code
}
