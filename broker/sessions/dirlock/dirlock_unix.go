//go:build unix

package dirlock

import (
	"errors"
	"io"
	"os"
	"syscall"
)

// Lock takes the lock that says dir is this process's, until the closer
// returned is closed: an exclusive flock on the directory.
func Lock(dir string) (io.Closer, error) {
	f, err := os.Open(dir)
	if err != nil {
		return nil, err
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, ErrHeld
		}
		return nil, err
	}
	return f, nil
}
