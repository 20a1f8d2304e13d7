//go:build unix

package hostfs

import (
	"os"
	"syscall"
)

// openNonblock opens a FIFO without waiting for a writer.
const openNonblock = syscall.O_NONBLOCK

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
