//go:build unix

package hostfs

import (
	"os"
	"syscall"
)

// openNonblock opens a FIFO without waiting for a writer.
const openNonblock = syscall.O_NONBLOCK

// oNofollow keeps an open from following a symbolic link in the last
// component.
const oNofollow = syscall.O_NOFOLLOW

// clearNonblock puts f back in blocking mode once it is known to be a regular
// file or directory.
func clearNonblock(f *os.File) error {
	sc, err := f.SyscallConn()
	if err != nil {
		return err
	}
	var serr error
	if err := sc.Control(func(fd uintptr) { serr = syscall.SetNonblock(int(fd), false) }); err != nil {
		return err
	}
	return serr
}

// lockTemp takes an exclusive flock on f, a temporary file of replace,
// waiting for it if wait is set.
func lockTemp(f *os.File, wait bool) error {
	how := syscall.LOCK_EX
	if !wait {
		how |= syscall.LOCK_NB
	}
	return syscall.Flock(int(f.Fd()), how)
}
