//go:build linux && !portable

package microvm

import "syscall"

// procAttr makes QEMU die with sbx, so no VM outlives the server.
func procAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
