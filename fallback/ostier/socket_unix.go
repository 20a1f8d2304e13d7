//go:build unix

package ostier

import (
	"os"
	"syscall"

	"golang.org/x/sys/unix"
)

// streamPair makes a connected pair of Unix stream sockets, closed on exec.
func streamPair() ([2]int, error) {
	syscall.ForkLock.RLock()
	defer syscall.ForkLock.RUnlock()
	fds, err := unix.Socketpair(unix.AF_UNIX, unix.SOCK_STREAM, 0)
	if err == nil {
		unix.CloseOnExec(fds[0])
		unix.CloseOnExec(fds[1])
	}
	return fds, err
}

// kernelPair makes a connected pair of Unix stream sockets, closed on
// exec, for a channel to a kernel: ours is non-blocking, so that waiting
// on it holds no thread and closing it ends the wait, whoever in the
// sandbox holds the other end; theirs is for the kernel.
func kernelPair(name string) (ours, theirs *os.File, err error) {
	fds, err := streamPair()
	if err != nil {
		return nil, nil, err
	}
	if err := unix.SetNonblock(fds[0], true); err != nil {
		unix.Close(fds[0])
		unix.Close(fds[1])
		return nil, nil, err
	}
	return os.NewFile(uintptr(fds[0]), name), os.NewFile(uintptr(fds[1]), name), nil
}

// sendFiles sends b over the socket f with files attached, within f's
// write deadline, keeping f non-blocking (f.Fd would not).
func sendFiles(f *os.File, b []byte, files ...*os.File) error {
	fds := make([]int, len(files))
	for i, file := range files {
		fds[i] = int(file.Fd())
	}
	rc, err := f.SyscallConn()
	if err != nil {
		return err
	}
	var serr error
	if err := rc.Write(func(fd uintptr) bool {
		serr = unix.Sendmsg(int(fd), b, unix.UnixRights(fds...), nil, 0)
		return serr != unix.EAGAIN
	}); err != nil {
		return err
	}
	return serr
}

// sendFD sends the descriptor fd over the socket ctl, with one byte.
func sendFD(ctl *os.File, fd int) error {
	return unix.Sendmsg(int(ctl.Fd()), []byte{0}, unix.UnixRights(fd), nil, 0)
}

// closeFD closes a descriptor streamPair made.
func closeFD(fd int) { unix.Close(fd) }
