package dirlock

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/sys/windows"
)

// Lock takes the lock that says dir is this process's, until the closer
// returned is closed. Windows cannot lock a directory, and a lock file in
// it would keep it from being removed, so the lock is a named event whose
// name is derived from the directory's path: it exists while a handle to it
// is open, and the system closes the handles of a process that ends. A name
// that already exists is a live server's. The Local namespace is the
// logon session's: servers of one user in one session see each other.
func Lock(dir string) (io.Closer, error) {
	if _, err := os.Stat(dir); err != nil {
		return nil, err
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256([]byte(strings.ToLower(abs)))
	name, err := windows.UTF16PtrFromString(`Local\sbx-owner-` + hex.EncodeToString(sum[:16]))
	if err != nil {
		return nil, err
	}
	h, err := windows.CreateEvent(nil, 1, 0, name)
	if errors.Is(err, windows.ERROR_ALREADY_EXISTS) {
		windows.CloseHandle(h)
		return nil, ErrHeld
	}
	if err != nil {
		return nil, err
	}
	return eventLock(h), nil
}

// eventLock is a held Lock lock.
type eventLock windows.Handle

// Close releases the lock.
func (l eventLock) Close() error { return windows.CloseHandle(windows.Handle(l)) }
