//go:build linux && !portable

package main

import (
	"context"
	"crypto/sha256"
	"encoding/gob"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/signal"
	"slices"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/sbx-sandbox/sbx"
)

// runServerCommand is the hidden subcommand a client starts the server
// with: sbx run-server SOCKET IDLE.
const runServerCommand = "run-server"

// Frames after the request, each a gob-encoded frame.
const (
	frameAccepted  byte = iota + 1 // server: the run is taken; the client may not retry it elsewhere
	frameRefused                   // server: not taken (another protocol, or stopping); the client runs it itself
	frameStdout                    // server: Data is output
	frameStderr                    // server: Data is output
	frameStdinWant                 // server: the guest reads; send at most N bytes
	frameExit                      // server: the run ended with exit code N
	frameStdin                     // client: Data is stdin, empty at its end
	frameCancel                    // client: stop the run (Ctrl-C)
)

type frame struct {
	Kind byte
	Data []byte
	N    int
}

// Bounds of the client's waits.
const (
	serverStartWait = 3 * time.Second // for a server it started to listen
	serverAckWait   = 5 * time.Second // for a server to take the request
	cancelWait      = 10 * time.Second
)

// runServerKey names the server that may serve this process's runs: one
// of everything that changes how a run behaves, namely the executable, the
// protocol, the cache directory, the temporary directory the sandboxes'
// files go to and the SBX_ settings (but for SBX_RUN_SERVER, which only
// sets how long the server stays).
func runServerKey(exe string, environ []string) string {
	h := sha256.New()
	base, _ := os.UserCacheDir()
	fmt.Fprintf(h, "%d\x00%s\x00%s\x00%s\x00", runProtocol, exe, base, os.TempDir())
	var env []string
	for _, kv := range environ {
		if strings.HasPrefix(kv, "SBX_") && !strings.HasPrefix(kv, "SBX_RUN_SERVER=") {
			env = append(env, kv)
		}
	}
	slices.Sort(env)
	for _, kv := range env {
		fmt.Fprintf(h, "%s\x00", kv)
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}

// runServerSocket is the socket of this process's run server, or "" when
// there can be none (no cache directory, or a path too long for a Unix
// socket address).
func runServerSocket(stderr io.Writer) string {
	return warmSocket(func(exe string) string { return runServerKey(exe, os.Environ()) }, stderr)
}

// conn is one end of a run's connection; send is safe for concurrent use.
type conn struct {
	c   *net.UnixConn
	mu  sync.Mutex
	enc *gob.Encoder
	dec *gob.Decoder
}

func newConn(c *net.UnixConn) *conn {
	return &conn{c: c, enc: gob.NewEncoder(c), dec: gob.NewDecoder(c)}
}

func (c *conn) send(v any) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.enc.Encode(v)
}

// runOnServer runs req on the run server, starting one if needed. ok is
// false when no server took the run, which the caller then runs itself.
func runOnServer(req runRequest, idle time.Duration, stdin io.Reader, stdout, stderr io.Writer) (code int, ok bool) {
	sock := runServerSocket(stderr)
	if sock == "" {
		return 0, false
	}
	for range 2 { // a server that was just exiting is replaced once
		nc := startWarm(sock, "/", runServerCommand, sock, idle.String())
		if nc == nil {
			return 0, false
		}
		code, ok := newConn(nc).run(req, stdin, stdout, stderr)
		nc.Close()
		if ok {
			return code, true
		}
	}
	return 0, false
}

// run sends req and relays the run until its exit code arrives; ok is
// false when the server did not take it.
func (c *conn) run(req runRequest, stdin io.Reader, stdout, stderr io.Writer) (int, bool) {
	c.c.SetDeadline(time.Now().Add(serverAckWait))
	// The request opens with one byte that carries, for a shell line, the
	// stdin file itself: the shell reads its stdin as a file, when its
	// commands do, and would copy any other reader ahead of them.
	var rights []byte
	if f, ok := stdin.(*os.File); ok && req.Stdin && req.Language == sbx.Shell {
		rights = syscall.UnixRights(int(f.Fd()))
	}
	if _, _, err := c.c.WriteMsgUnix([]byte{0}, rights, nil); err != nil || c.send(req) != nil {
		return 0, false
	}
	var f frame
	if c.dec.Decode(&f) != nil || f.Kind != frameAccepted {
		return 0, false
	}
	c.c.SetDeadline(time.Time{})

	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(sigs)
	// The server has one read outstanding, two when a stopped run gave up
	// on one: the relay below never waits for the pump.
	wants := make(chan int, 4)
	defer close(wants)
	go c.pumpStdin(stdin, wants)
	frames := make(chan frame)
	failed := make(chan error, 1)
	go func() {
		for {
			var f frame
			if err := c.dec.Decode(&f); err != nil {
				failed <- err
				return
			}
			frames <- f
		}
	}()
	var cancelled <-chan time.Time
	for {
		select {
		case f := <-frames:
			switch f.Kind {
			case frameStdout:
				stdout.Write(f.Data)
			case frameStderr:
				stderr.Write(f.Data)
			case frameStdinWant:
				wants <- f.N
			case frameExit:
				return f.N, true
			}
		case <-sigs:
			c.send(frame{Kind: frameCancel})
			cancelled = time.After(cancelWait)
		case <-cancelled:
			fmt.Fprintln(stderr, "sbx: the run server did not stop the run in time; it goes on in the background")
			return exitError, true
		case <-failed:
			fmt.Fprintln(stderr, "sbx: the run server stopped during the run; run again to start a new one, or set SBX_RUN_SERVER=off to run in this process")
			return exitError, true
		}
	}
}

// pumpStdin answers the server's reads of stdin, one at a time, reading
// stdin only when the guest asks for it.
func (c *conn) pumpStdin(stdin io.Reader, wants <-chan int) {
	buf := make([]byte, 64<<10)
	eof := false
	for n := range wants {
		if eof || stdin == nil {
			c.send(frame{Kind: frameStdin})
			continue
		}
		k, err := stdin.Read(buf[:min(n, len(buf))])
		if k == 0 && err != nil {
			eof = true
		}
		c.send(frame{Kind: frameStdin, Data: buf[:k]})
	}
}

// runServer serves the runs of one key on its warm server's socket.
type runServer struct {
	rt       *sbx.Runtime
	ctx      context.Context // ends on SIGTERM, cancelling the runs
	progress broadcast
}

// serveRuns is the hidden subcommand: sbx run-server SOCKET IDLE. It exits
// quietly when another server holds the socket's lock.
func serveRuns(args []string) int {
	if len(args) != 2 {
		return exitUsage
	}
	sock := args[0]
	idle, err := time.ParseDuration(args[1])
	if err != nil || idle <= 0 {
		return exitUsage
	}
	w, held, err := listenWarm(sock)
	if held {
		return exitOK
	}
	if err != nil {
		return exitError
	}
	defer w.release()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	s := &runServer{ctx: ctx}
	if s.rt, err = sbx.Open(context.Background(), sbx.Options{Progress: &s.progress, Resident: true}); err != nil {
		return exitError
	}
	defer s.rt.Close()
	w.serve(ctx, idle, s.serve)
	return exitOK
}

// serve runs one client's request; its peer is this user.
func (s *runServer) serve(nc *net.UnixConn) {
	c := newConn(nc)
	var req runRequest
	nc.SetDeadline(time.Now().Add(serverAckWait))
	stdinFile, err := receiveFile(nc)
	if err != nil {
		return
	}
	if stdinFile != nil {
		defer stdinFile.Close()
	}
	if c.dec.Decode(&req) != nil {
		return
	}
	nc.SetDeadline(time.Time{})
	if req.Version != runProtocol || s.ctx.Err() != nil {
		c.send(frame{Kind: frameRefused})
		return
	}
	ctx, cancel := context.WithCancel(s.ctx)
	defer cancel()
	if c.send(frame{Kind: frameAccepted}) != nil {
		return
	}
	in := &pullReader{c: c, data: make(chan []byte, 1), done: ctx.Done()}
	var stdin io.Reader = in
	if stdinFile != nil {
		stdin = stdinFile
	}
	go func() {
		for {
			var f frame
			if c.dec.Decode(&f) != nil {
				cancel() // the client is gone
				return
			}
			switch f.Kind {
			case frameCancel:
				cancel()
			case frameStdin:
				select {
				case in.data <- f.Data:
				case <-ctx.Done():
				}
			}
		}
	}()
	stdout, stderr := &frameWriter{c, frameStdout}, &frameWriter{c, frameStderr}
	s.progress.add(stderr)
	code, release := execRun(ctx, s.rt, req, stdin, stdout, stderr)
	s.progress.remove(stderr)
	c.send(frame{Kind: frameExit, N: code})
	release()
}

// receiveFile reads the request's opening byte and the file it carries,
// if any.
func receiveFile(c *net.UnixConn) (*os.File, error) {
	b, oob := make([]byte, 1), make([]byte, syscall.CmsgSpace(4))
	_, oobn, _, _, err := c.ReadMsgUnix(b, oob)
	if err != nil || oobn == 0 {
		return nil, err
	}
	msgs, err := syscall.ParseSocketControlMessage(oob[:oobn])
	if err != nil || len(msgs) != 1 {
		return nil, errors.New("bad control message")
	}
	fds, err := syscall.ParseUnixRights(&msgs[0])
	if err != nil || len(fds) != 1 {
		for _, fd := range fds {
			syscall.Close(fd)
		}
		return nil, errors.New("bad file descriptors")
	}
	return os.NewFile(uintptr(fds[0]), "stdin"), nil
}

// frameWriter sends what is written to it as frames of one kind.
type frameWriter struct {
	c    *conn
	kind byte
}

func (w *frameWriter) Write(p []byte) (int, error) {
	if err := w.c.send(frame{Kind: w.kind, Data: p}); err != nil {
		return 0, err
	}
	return len(p), nil
}

// pullReader is the guest's stdin: each read asks the client for bytes.
type pullReader struct {
	c    *conn
	mu   sync.Mutex
	data chan []byte
	done <-chan struct{}
	eof  bool
}

func (r *pullReader) Read(p []byte) (int, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.eof {
		return 0, io.EOF
	}
	if len(p) == 0 {
		return 0, nil
	}
	if err := r.c.send(frame{Kind: frameStdinWant, N: len(p)}); err != nil {
		return 0, err
	}
	select {
	case b := <-r.data:
		if len(b) == 0 {
			r.eof = true
			return 0, io.EOF
		}
		return copy(p, b), nil
	case <-r.done:
		return 0, io.EOF
	}
}

// broadcast passes the runtime's progress lines (a guest compiling, a
// damaged cache file rebuilt) to the stderr of every run in progress.
type broadcast struct {
	mu sync.Mutex
	ws []io.Writer
}

func (b *broadcast) add(w io.Writer) {
	b.mu.Lock()
	b.ws = append(b.ws, w)
	b.mu.Unlock()
}

func (b *broadcast) remove(w io.Writer) {
	b.mu.Lock()
	b.ws = slices.DeleteFunc(b.ws, func(x io.Writer) bool { return x == w })
	b.mu.Unlock()
}

func (b *broadcast) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, w := range b.ws {
		w.Write(p)
	}
	return len(p), nil
}
