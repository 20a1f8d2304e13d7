package fallback

import (
	"bytes"
	"cmp"
	"context"
	"fmt"
	"io"
	"net"
	"strconv"
	"strings"
	"sync"

	"github.com/moby/moby/api/pkg/stdcopy"
	"github.com/moby/moby/client"
)

// portDialer is implemented by providers whose sandboxes implement
// provider.PortDialer.
type portDialer interface {
	DialPort(ctx context.Context, id string, port int) (net.Conn, error)
}

// DialPort implements provider.PortDialer when the provider can reach
// ports in its sandboxes.
func (b *nativeBox) DialPort(ctx context.Context, port int) (net.Conn, error) {
	d, ok := b.p.(portDialer)
	if !ok {
		return nil, fmt.Errorf("%w: %s cannot reach ports in its sandboxes; use the docker or os provider", ErrUnavailable, b.caps.Provider)
	}
	return d.DialPort(ctx, b.id, port)
}

// portRelay joins its stdin and stdout to a connection to port $1 on the
// container's loopback, and says "ok" on stderr once connected.
const portRelay = `import os, socket, sys, threading
try:
    s = socket.create_connection(("localhost", int(sys.argv[1])), timeout=5)
except OSError as e:
    sys.stderr.write("no: %s\n" % (e.strerror or e))
    sys.exit(1)
s.settimeout(None)
sys.stderr.write("ok\n")
sys.stderr.flush()
def up():
    while True:
        b = os.read(0, 65536)
        if not b:
            break
        s.sendall(b)
    s.shutdown(socket.SHUT_WR)
threading.Thread(target=up, daemon=True).start()
while True:
    b = s.recv(65536)
    if not b:
        break
    os.write(1, b)
`

// DialPort connects to port in sandbox id: a relay process in the container (one
// exec per connection) carries the bytes over the daemon's attach stream.
func (d *Docker) DialPort(ctx context.Context, id string, port int) (net.Conn, error) {
	b, err := d.box(id)
	if err != nil {
		return nil, err
	}
	ex, err := d.cli.ExecCreate(ctx, b.id, client.ExecCreateOptions{
		Cmd:         []string{"python3", "-c", portRelay, strconv.Itoa(port)},
		AttachStdin: true, AttachStdout: true, AttachStderr: true,
	})
	if err != nil {
		return nil, d.execError(b, err)
	}
	att, err := d.cli.ExecAttach(ctx, ex.ID, client.ExecAttachOptions{})
	if err != nil {
		return nil, d.execError(b, err)
	}
	pr, pw := io.Pipe()
	ready := &firstLine{done: make(chan struct{})}
	go func() {
		_, err := stdcopy.StdCopy(pw, ready, att.Reader)
		ready.end()
		pw.CloseWithError(err)
	}()
	if err := relayReady(ctx, ready, port); err != nil {
		att.Close()
		return nil, err
	}
	return &relayConn{Conn: att.Conn, r: pr, att: att.HijackedResponse}, nil
}

// relayReady waits for the first line of a portRelay's stderr in ready:
// "ok" once it has connected to port, else why it could not.
func relayReady(ctx context.Context, ready *firstLine, port int) error {
	select {
	case <-ready.done:
	case <-ctx.Done():
		return ctx.Err()
	}
	if line := ready.text(); line != "ok" {
		return fmt.Errorf("nothing listens on port %d in the sandbox (%s)", port, cmp.Or(strings.TrimPrefix(line, "no: "), "the relay ended"))
	}
	return nil
}

// firstLine keeps the first line written to it and closes done when it
// has it, or at end.
type firstLine struct {
	mu   sync.Mutex
	buf  bytes.Buffer
	once sync.Once
	done chan struct{}
}

// Write implements io.Writer.
func (f *firstLine) Write(p []byte) (int, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.buf.Len() < 4096 {
		f.buf.Write(p)
	}
	if bytes.IndexByte(f.buf.Bytes(), '\n') >= 0 {
		f.end()
	}
	return len(p), nil
}

// end closes done.
func (f *firstLine) end() { f.once.Do(func() { close(f.done) }) }

// text is the first line.
func (f *firstLine) text() string {
	f.mu.Lock()
	defer f.mu.Unlock()
	line, _, _ := strings.Cut(f.buf.String(), "\n")
	return strings.TrimSpace(line)
}

// relayConn is a connection through a relay: written to the exec's stdin,
// read from its stdout.
type relayConn struct {
	net.Conn
	r   *io.PipeReader
	att client.HijackedResponse
}

// Read implements net.Conn.
func (c *relayConn) Read(p []byte) (int, error) { return c.r.Read(p) }

// Close implements net.Conn.
func (c *relayConn) Close() error {
	c.r.Close()
	return c.Conn.Close()
}

// CloseWrite ends the stream to the sandbox's process.
func (c *relayConn) CloseWrite() error { return c.att.CloseWrite() }
