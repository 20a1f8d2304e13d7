package fallback

import (
	"bytes"
	"cmp"
	"context"
	"fmt"
	"net"
	"strings"
	"sync"
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

// PortRelay joins its stdin and stdout to a connection to port $1 on the
// sandbox's loopback, and says "ok" on stderr once connected.
const PortRelay = `import os, socket, sys, threading
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

// RelayReady waits for the first line of a PortRelay's stderr in ready:
// "ok" once it has connected to port, else why it could not.
func RelayReady(ctx context.Context, ready *FirstLine, port int) error {
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

// FirstLine keeps the first line written to it and closes done when it
// has it, or at End.
type FirstLine struct {
	mu   sync.Mutex
	buf  bytes.Buffer
	once sync.Once
	done chan struct{}
}

// Write implements io.Writer.
func (f *FirstLine) Write(p []byte) (int, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.buf.Len() < 4096 {
		f.buf.Write(p)
	}
	if bytes.IndexByte(f.buf.Bytes(), '\n') >= 0 {
		f.End()
	}
	return len(p), nil
}

// NewFirstLine returns an empty FirstLine.
func NewFirstLine() *FirstLine { return &FirstLine{done: make(chan struct{})} }

// End marks the end of what is written: RelayReady waits no longer.
func (f *FirstLine) End() { f.once.Do(func() { close(f.done) }) }

// text is the first line.
func (f *FirstLine) text() string {
	f.mu.Lock()
	defer f.mu.Unlock()
	line, _, _ := strings.Cut(f.buf.String(), "\n")
	return strings.TrimSpace(line)
}
