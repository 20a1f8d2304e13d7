package hostfs

import (
	"os"
	"sync"

	experimentalsys "github.com/tetratelabs/wazero/experimental/sys"
	"github.com/tetratelabs/wazero/sys"
)

// lockMagic is the access time with which a guest asks for a POSIX record
// lock through futimens, the one WASI call on a descriptor that carries
// enough to say which lock (guests/ABI.md, "File locks"): as the unsigned
// nanosecond count 18000000000123456789, in the year 2540.
const lockMagic = -446744073586094827

// A lock request, packed into futimens' modification time: bits 48 and up
// hold 4*op+type, bits 32-47 the length (0 for "to the end"), bits 0-31
// the start.
const (
	lockOpGet = 1 // F_GETLK: EAGAIN when another process holds a conflicting lock
	lockOpSet = 2 // F_SETLK: EAGAIN when it cannot be taken now
)

// The lock types a request carries, numbered as Linux numbers them.
const (
	lockRead   = 0 // F_RDLCK
	lockWrite  = 1 // F_WRLCK
	lockUnlock = 2 // F_UNLCK
)

// Locks holds the record locks one guest process — an instance — takes on
// files in hostfs workspaces. Each file it locks gets a host descriptor of
// its own, so the locks are the instance's, as POSIX locks are a
// process's: they conflict with other instances' locks and native
// programs' on the same file, never with its own, whichever of its
// descriptors it asks through. Close releases them all.
type Locks struct {
	mu     sync.Mutex
	owners map[fileKey]*os.File
	closed bool
}

type fileKey struct{ dev, ino uint64 }

// apply carries out the packed request req on the file f.
func (l *Locks) apply(f *os.File, req uint64) experimentalsys.Errno {
	op, typ := req>>48/4, int16(req>>48%4)
	start, length := int64(req&0xffffffff), int64(req>>32&0xffff)
	if (op != lockOpGet && op != lockOpSet) || typ > lockUnlock {
		return experimentalsys.EINVAL
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.closed {
		return experimentalsys.EBADF
	}
	owner, errno := l.owner(f)
	if errno != 0 {
		return errno
	}
	return recordLock(owner, op == lockOpGet, typ, start, length)
}

// owner returns the instance's own descriptor for f's file, opening it the
// first time; the caller holds l.mu.
func (l *Locks) owner(f *os.File) (*os.File, experimentalsys.Errno) {
	info, err := f.Stat()
	if err != nil {
		return nil, toErrno(err)
	}
	st := sys.NewStat_t(info)
	if st.Ino == 0 {
		return nil, experimentalsys.EINVAL // no identity to key its locks by
	}
	key := fileKey{st.Dev, st.Ino}
	if o := l.owners[key]; o != nil {
		return o, 0
	}
	o, errno := reopen(f)
	if errno != 0 {
		return nil, errno
	}
	if l.owners == nil {
		l.owners = map[fileKey]*os.File{}
	}
	l.owners[key] = o
	return o, 0
}

// Close releases every lock the instance holds.
func (l *Locks) Close() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.closed = true
	for k, o := range l.owners {
		o.Close()
		delete(l.owners, k)
	}
	return nil
}

// lockedFile is a workspace file opened by an instance, which takes its
// record locks through it.
type lockedFile struct {
	*file
	locks *Locks
}

// Utimens implements experimentalsys.File: the guest's lock requests come
// this way (lockMagic); any other times are the file's own business.
func (f *lockedFile) Utimens(atim, mtim int64) experimentalsys.Errno {
	if atim == lockMagic {
		return f.locks.apply(f.f, uint64(mtim))
	}
	return f.file.Utimens(atim, mtim)
}
