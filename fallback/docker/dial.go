package docker

import (
	"context"
	"io"
	"net"
	"strconv"

	"github.com/moby/moby/api/pkg/stdcopy"
	"github.com/moby/moby/client"
	"github.com/sbx-sandbox/sbx/fallback"
)

// DialPort connects to port in sandbox id: a relay process in the container (one
// exec per connection) carries the bytes over the daemon's attach stream.
func (d *Docker) DialPort(ctx context.Context, id string, port int) (net.Conn, error) {
	b, err := d.box(id)
	if err != nil {
		return nil, err
	}
	ex, err := d.cli.ExecCreate(ctx, b.id, client.ExecCreateOptions{
		Cmd:         []string{"python3", "-c", fallback.PortRelay, strconv.Itoa(port)},
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
	ready := fallback.NewFirstLine()
	go func() {
		_, err := stdcopy.StdCopy(pw, ready, att.Reader)
		ready.End()
		pw.CloseWithError(err)
	}()
	if err := fallback.RelayReady(ctx, ready, port); err != nil {
		att.Close()
		return nil, err
	}
	return &relayConn{Conn: att.Conn, r: pr, att: att.HijackedResponse}, nil
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
