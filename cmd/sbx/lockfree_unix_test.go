//go:build unix

package main

import (
	"os"
	"syscall"
)

// lockFree reports whether no live process holds f's lock, taking it if so.
func lockFree(f *os.File) bool {
	return syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB) == nil
}

// terminate sends pid SIGTERM.
func terminate(pid int) { syscall.Kill(pid, syscall.SIGTERM) }
