package ostier

import (
	"context"
	"fmt"
	"io"
	"net"
	"os"
	"strconv"
	"syscall"
	"time"

	"github.com/sbx-sandbox/sbx/fallback"
	"github.com/sbx-sandbox/sbx/fallback/ossandbox"
)

// DialPort connects to port on sandbox id's loopback, which only its own
// network namespace has: a relay process in the sandbox (fallback.PortRelay, one
// per connection) carries the bytes over its stdin and stdout. It
// implements portDialer, so expose_port reaches a server a job started.
func (o *OS) DialPort(ctx context.Context, id string, port int) (net.Conn, error) {
	b, _, err := o.box(id)
	if err != nil {
		return nil, err
	}
	var pipes [3][2]*os.File // stdin, stdout, stderr: read and write ends
	for i := range pipes {
		if pipes[i][0], pipes[i][1], err = os.Pipe(); err != nil {
			closeAll(pipes)
			return nil, err
		}
	}
	p, err := b.sb.Start(ossandbox.Cmd{Argv: []string{b.python, "-c", fallback.PortRelay, strconv.Itoa(port)}, Env: b.environ(nil), Dir: "/tmp",
		Stdin: pipes[0][0], Stdout: pipes[1][1], Stderr: pipes[2][1]})
	for _, f := range []*os.File{pipes[0][0], pipes[1][1], pipes[2][1]} {
		f.Close() // the relay's ends
	}
	if err != nil {
		closeAll(pipes)
		return nil, fmt.Errorf("os: %w", err)
	}
	go p.Wait(context.Background()) // reaps it when it ends
	ready := fallback.NewFirstLine()
	go func() {
		io.Copy(ready, pipes[2][0])
		ready.End()
		pipes[2][0].Close()
	}()
	c := &pipeConn{r: pipes[1][0], w: pipes[0][1], p: p}
	if err := fallback.RelayReady(ctx, ready, port); err != nil {
		c.Close()
		return nil, err
	}
	return c, nil
}

// closeAll closes the pipes made so far.
func closeAll(pipes [3][2]*os.File) {
	for _, p := range pipes {
		for _, f := range p {
			if f != nil {
				f.Close()
			}
		}
	}
}

// pipeConn is a connection through a relay process: written to its
// stdin, read from its stdout.
type pipeConn struct {
	r, w *os.File
	p    *ossandbox.Process
}

// Read implements net.Conn.
func (c *pipeConn) Read(b []byte) (int, error) { return c.r.Read(b) }

// Write implements net.Conn.
func (c *pipeConn) Write(b []byte) (int, error) { return c.w.Write(b) }

// CloseWrite ends the stream to the relay, which shuts its socket's
// writing side.
func (c *pipeConn) CloseWrite() error { return c.w.Close() }

// Close implements net.Conn: it ends the relay too.
func (c *pipeConn) Close() error {
	c.w.Close()
	c.p.Signal(syscall.SIGKILL, false)
	return c.r.Close()
}

// LocalAddr implements net.Conn.
func (c *pipeConn) LocalAddr() net.Addr { return pipeAddr{} }

// RemoteAddr implements net.Conn.
func (c *pipeConn) RemoteAddr() net.Addr { return pipeAddr{} }

// SetDeadline implements net.Conn.
func (c *pipeConn) SetDeadline(t time.Time) error {
	c.r.SetReadDeadline(t)
	return c.w.SetWriteDeadline(t)
}

// SetReadDeadline implements net.Conn.
func (c *pipeConn) SetReadDeadline(t time.Time) error { return c.r.SetReadDeadline(t) }

// SetWriteDeadline implements net.Conn.
func (c *pipeConn) SetWriteDeadline(t time.Time) error { return c.w.SetWriteDeadline(t) }

// pipeAddr is the address of both ends of a pipeConn.
type pipeAddr struct{}

// Network implements net.Addr.
func (pipeAddr) Network() string { return "pipe" }

// String implements net.Addr.
func (pipeAddr) String() string { return "sandbox" }
