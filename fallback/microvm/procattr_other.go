//go:build !linux || portable

package microvm

import "syscall"

// procAttr has nothing to add where Pdeathsig does not exist; Close stops
// the VMs.
func procAttr() *syscall.SysProcAttr { return nil }
