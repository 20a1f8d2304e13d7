//go:build linux && !portable

package confine

import "golang.org/x/sys/unix"

// The native architecture, and the bit that marks x32's syscalls, which
// run on an x86-64 kernel under the same audit architecture.
const (
	auditArch  = unix.AUDIT_ARCH_X86_64
	foreignBit = 0x40000000
)

// archDenied are the x86-64 syscalls denied beside the common ones.
var archDenied = []uintptr{unix.SYS_IOPL, unix.SYS_IOPERM, unix.SYS_CREATE_MODULE, unix.SYS_GET_KERNEL_SYMS,
	unix.SYS_QUERY_MODULE, unix.SYS_USELIB, unix.SYS__SYSCTL, unix.SYS_MODIFY_LDT, unix.SYS_LOOKUP_DCOOKIE}
