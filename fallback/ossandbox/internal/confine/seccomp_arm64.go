//go:build linux && !portable

package confine

import "golang.org/x/sys/unix"

// The native architecture; arm64 has no second syscall numbering.
const (
	auditArch  = unix.AUDIT_ARCH_AARCH64
	foreignBit = 0
)

// archDenied are the arm64 syscalls denied beside the common ones.
var archDenied = []uintptr{unix.SYS_LOOKUP_DCOOKIE}
