//go:build linux && !portable

package hostfs

import (
	"os"
	"strconv"

	experimentalsys "github.com/tetratelabs/wazero/experimental/sys"
	"golang.org/x/sys/unix"
)

// GuestLocks says whether guests' record locks hold between the instances
// of a sandbox: here they do, as Linux's open file description locks.
const GuestLocks = true

// reopen opens f's file again, as a new open file description.
func reopen(f *os.File) (*os.File, experimentalsys.Errno) {
	p := "/proc/self/fd/" + strconv.Itoa(int(f.Fd()))
	o, err := os.OpenFile(p, os.O_RDWR, 0)
	if err != nil {
		o, err = os.OpenFile(p, os.O_RDONLY, 0)
	}
	if err != nil {
		return nil, experimentalsys.EINVAL // no lock can be kept for it
	}
	return o, 0
}

// recordLock tests (get) or sets the lock typ on [start, start+length) of
// owner's file, without waiting. Linux's open file description locks are
// owned by a descriptor's open file rather than by the process, so each
// instance's descriptor is an owner of its own.
func recordLock(owner *os.File, get bool, typ int16, start, length int64) experimentalsys.Errno {
	lk := unix.Flock_t{Type: typ, Whence: 0, Start: start, Len: length}
	cmd := unix.F_OFD_SETLK
	if get {
		cmd = unix.F_OFD_GETLK
	}
	err := unix.FcntlFlock(owner.Fd(), cmd, &lk)
	switch {
	case err == unix.EAGAIN || err == unix.EACCES:
		return experimentalsys.EAGAIN
	case err != nil:
		return experimentalsys.EINVAL
	case get && lk.Type != unix.F_UNLCK:
		return experimentalsys.EAGAIN
	}
	return 0
}
