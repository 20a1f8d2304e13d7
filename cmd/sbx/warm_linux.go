//go:build linux && !portable

package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

// A warm server is a process of the same user and build of sbx that keeps
// the compiled guests and their kernel templates in memory and serves
// connections on a Unix socket in runServerDir until it has been unused
// for a while: the run server (sbx run) and the serve server (sbx serve
// over stdio) are both one.

// warmServer is the listening side of a warm server: its lock, its socket
// and its idle clock.
type warmServer struct {
	ln       *net.UnixListener
	lock     *os.File
	sock     string
	sockID   string // the socket file's device and inode, to see it replaced
	exe      string // exeIdentity at the start, to see sbx rebuilt
	active   atomic.Int64
	lastUsed atomic.Int64 // unix nanoseconds
	conns    sync.WaitGroup
}

// listenWarm takes sock's lock and listens on sock. held says another
// server has the lock (and w is nil): the caller exits, as that one
// serves.
func listenWarm(sock string) (w *warmServer, held bool, err error) {
	lock, err := openOwn(strings.TrimSuffix(sock, ".sock")+".lock", os.O_RDWR)
	if err != nil {
		return nil, false, err
	}
	if syscall.Flock(int(lock.Fd()), syscall.LOCK_EX|syscall.LOCK_NB) != nil {
		lock.Close()
		return nil, true, nil
	}
	w = &warmServer{lock: lock, sock: sock}
	if w.exe, err = exeIdentity(); err == nil {
		os.Remove(sock) // a stale one, its server gone
		w.ln, err = net.ListenUnix("unix", &net.UnixAddr{Name: sock, Net: "unix"})
	}
	if err == nil {
		w.ln.SetUnlinkOnClose(false)
		w.sockID, err = fileID(sock)
	}
	if err != nil {
		if w.ln != nil {
			w.ln.Close()
		}
		lock.Close()
		return nil, false, err
	}
	lock.Truncate(0)
	lock.WriteAt([]byte(strconv.Itoa(os.Getpid())+"\n"), 0)
	w.lastUsed.Store(time.Now().UnixNano())
	return w, false, nil
}

// serve hands each connection whose peer is this user to handle, until ctx
// ends or the server should exit (see wait); then it stops listening and
// waits for the connections in progress.
func (w *warmServer) serve(ctx context.Context, idle time.Duration, handle func(*net.UnixConn)) {
	accepting := make(chan struct{})
	go func() {
		defer close(accepting)
		for {
			c, err := w.ln.AcceptUnix()
			if err != nil {
				return
			}
			w.conns.Go(func() {
				defer c.Close()
				w.active.Add(1)
				defer func() {
					w.lastUsed.Store(time.Now().UnixNano())
					w.active.Add(-1)
					// A connection that fails this way is lost (its client
					// says the server stopped), not the server and the
					// other connections.
					recover()
				}()
				if checkedPeer(c) == nil {
					handle(c)
				}
			})
		}
	}()
	w.wait(ctx, idle)
	if id, err := fileID(w.sock); err == nil && id == w.sockID {
		os.Remove(w.sock)
	}
	w.ln.Close()
	<-accepting
	w.conns.Wait()
}

// release lets another server take the socket: the last thing a server
// does, after its runtime has finished what it writes to the cache.
func (w *warmServer) release() { w.lock.Close() }

// wait returns when the server should exit: when ctx ends (SIGTERM), or
// once no connection is open and it has been unused for idle, or its
// socket has been removed or replaced, or its executable changed.
func (w *warmServer) wait(ctx context.Context, idle time.Duration) {
	tick := time.NewTicker(min(max(idle/4, 10*time.Millisecond), time.Second))
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		if w.active.Load() > 0 {
			continue
		}
		id, err := fileID(w.sock)
		now, err2 := exeIdentity()
		if time.Since(time.Unix(0, w.lastUsed.Load())) >= idle || err != nil || id != w.sockID || err2 != nil || now != w.exe {
			return
		}
	}
}

// warmSocket is the socket in runServerDir named by key, which computes
// a server's key from the executable's identity ("" for none); "" when
// there can be no socket (no cache directory, a directory that is not
// this user's, which a line on stderr says, or a path too long for a Unix
// socket address).
func warmSocket(key func(exe string) string, stderr io.Writer) string {
	dir, err := runServerDir()
	if errors.Is(err, errNotYours) {
		fmt.Fprintln(stderr, "sbx:", err)
	}
	if err != nil {
		return ""
	}
	exe, err := exeIdentity()
	if err != nil {
		return ""
	}
	k := key(exe)
	if k == "" {
		return ""
	}
	sock := filepath.Join(dir, k+".sock")
	if len(sock) >= len(syscall.RawSockaddrUnix{}.Path) {
		return ""
	}
	return sock
}

// dialWarm connects to the warm server at sock and checks it is this
// user's; nil when none answers.
func dialWarm(sock string) *net.UnixConn {
	c, err := net.DialUnix("unix", nil, &net.UnixAddr{Name: sock, Net: "unix"})
	if err != nil {
		return nil
	}
	if checkedPeer(c) != nil {
		c.Close()
		return nil
	}
	return c
}

// startWarm connects to the warm server at sock, starting it if none
// answers as `sbx args...` in its own session, in dir; nil when none can be
// reached in serverStartWait.
func startWarm(sock, dir string, args ...string) *net.UnixConn {
	if c := dialWarm(sock); c != nil {
		return c
	}
	exe, err := os.Executable()
	if err != nil {
		return nil
	}
	cmd := exec.Command(exe, args...)
	cmd.Dir = dir
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
	if cmd.Start() != nil {
		return nil
	}
	failed := make(chan struct{})
	go func() {
		if cmd.Wait() != nil {
			close(failed) // it could not listen: no use waiting
		}
	}()
	// A server that loses the lock to another client's exits 0 at once;
	// the winner may not listen yet, so keep trying until the deadline.
	deadline := time.Now().Add(serverStartWait)
	for wait := time.Millisecond; time.Now().Before(deadline); wait = min(2*wait, 20*time.Millisecond) {
		if c := dialWarm(sock); c != nil {
			return c
		}
		select {
		case <-failed:
			return nil
		case <-time.After(wait):
		}
	}
	return nil
}

// maxLog is the size past which a warm server's log is rotated: the
// previous one is kept as LOG.1.
const maxLog = 1 << 20

// openLog opens a warm server's log for appending, after the log of the
// servers before it (rotated once past maxLog), never following a link
// planted in its place.
func openLog(path string) (*os.File, error) {
	if info, err := os.Lstat(path); err == nil && info.Mode().IsRegular() && info.Size() > maxLog {
		os.Rename(path, path+".1")
	}
	f, err := openOwn(path, os.O_WRONLY|os.O_APPEND)
	if err != nil {
		return nil, err
	}
	fmt.Fprintf(f, "\n--- %s: server %d starts\n", time.Now().UTC().Format(time.RFC3339), os.Getpid())
	return f, nil
}

// openOwn opens path, a file of the run directory, with flag, creating it
// 0600, and never through a link. A file there that is not this user's
// alone (a link, another user's file, a file with other names) was planted
// while the directory was open to others: it is removed and a new one
// made in its place.
func openOwn(path string, flag int) (*os.File, error) {
	f, err := os.OpenFile(path, flag|os.O_CREATE|syscall.O_NOFOLLOW, 0o600)
	if err == nil {
		var st syscall.Stat_t
		if err = syscall.Fstat(int(f.Fd()), &st); err == nil && int(st.Uid) == os.Getuid() && st.Nlink == 1 && st.Mode&syscall.S_IFMT == syscall.S_IFREG {
			return f, nil
		}
		f.Close()
	} else if !errors.Is(err, syscall.ELOOP) && !errors.Is(err, os.ErrPermission) {
		return nil, err
	}
	if err := os.Remove(path); err != nil && !errors.Is(err, os.ErrNotExist) {
		return nil, err
	}
	return os.OpenFile(path, flag|os.O_CREATE|os.O_EXCL|syscall.O_NOFOLLOW, 0o600)
}

// errNotYours is runServerDir's error for a directory another user owns,
// or a link.
var errNotYours = errors.New("is not a directory of this user's")

// runServerDir is the directory of the run servers' sockets and lock
// files: sbx/run in the user's cache directory (the guest cache's), made
// 0700 and refused (errNotYours) if another user owns it or it is a link.
func runServerDir() (string, error) {
	base, err := os.UserCacheDir()
	if err != nil {
		return "", err
	}
	dir := filepath.Join(base, "sbx", "run")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", err
	}
	info, err := os.Lstat(dir)
	if err != nil {
		return "", err
	}
	st, ok := info.Sys().(*syscall.Stat_t)
	if !info.IsDir() || !ok || int(st.Uid) != os.Getuid() {
		return "", fmt.Errorf("the warm servers' directory %s %w: sbx runs in this process; remove it to have warm servers again", dir, errNotYours)
	}
	if info.Mode().Perm() != 0o700 {
		if err := os.Chmod(dir, 0o700); err != nil {
			return "", err
		}
	}
	return dir, nil
}

// exeIdentity names the running executable's file: path, size, mtime and
// inode, so that a rebuilt sbx is another server's.
func exeIdentity() (string, error) {
	exe, err := os.Executable()
	if err != nil {
		return "", err
	}
	info, err := os.Stat(exe)
	if err != nil {
		return "", err
	}
	var ino uint64
	if st, ok := info.Sys().(*syscall.Stat_t); ok {
		ino = st.Ino
	}
	return fmt.Sprintf("%s\x00%d\x00%d\x00%d", exe, info.Size(), info.ModTime().UnixNano(), ino), nil
}

// checkPeer refuses a peer whose credentials are another user's.
func checkPeer(cred *syscall.Ucred, uid int) error {
	if int(cred.Uid) != uid {
		return fmt.Errorf("the peer runs as uid %d, not as this user (uid %d)", cred.Uid, uid)
	}
	return nil
}

// peerCred reads the credentials of the process at the other end of c.
func peerCred(c *net.UnixConn) (*syscall.Ucred, error) {
	raw, err := c.SyscallConn()
	if err != nil {
		return nil, err
	}
	var cred *syscall.Ucred
	var credErr error
	if err := raw.Control(func(fd uintptr) {
		cred, credErr = syscall.GetsockoptUcred(int(fd), syscall.SOL_SOCKET, syscall.SO_PEERCRED)
	}); err != nil {
		return nil, err
	}
	return cred, credErr
}

// checkedPeer checks c's peer is this user.
func checkedPeer(c *net.UnixConn) error {
	cred, err := peerCred(c)
	if err != nil {
		return err
	}
	return checkPeer(cred, os.Getuid())
}

// fileID names the file at path by device and inode.
func fileID(path string) (string, error) {
	info, err := os.Lstat(path)
	if err != nil {
		return "", err
	}
	st, ok := info.Sys().(*syscall.Stat_t)
	if !ok {
		return "", errors.New("no inode")
	}
	return fmt.Sprintf("%d:%d", st.Dev, st.Ino), nil
}
