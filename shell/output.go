package shell

import (
	"bytes"
	"io"
	"sync"
)

// output collects a line's stdout and stderr under one combined byte limit,
// as the wasm tier does. Past the limit it keeps nothing more, sets the
// truncated flag and calls overflow once, which stops the line. Writes
// always succeed so a command never reports errors about them. Once closed,
// it forwards nothing more to the live copies.
type output struct {
	mu        sync.Mutex
	limit     int
	total     int
	bufs      [2]bytes.Buffer
	tee       [2]io.Writer
	truncated bool
	closed    bool
	overflow  func()
}

func newOutput(limit int, stdout, stderr io.Writer, overflow func()) *output {
	return &output{limit: limit, tee: [2]io.Writer{stdout, stderr}, overflow: overflow}
}

// outStream is one of the output's two streams.
type outStream struct {
	o *output
	i int
}

func (o *output) stdout() io.Writer { return outStream{o, 0} }
func (o *output) stderr() io.Writer { return outStream{o, 1} }

// Write implements io.Writer.
func (s outStream) Write(p []byte) (int, error) {
	o := s.o
	o.mu.Lock()
	n := len(p)
	if room := o.limit - o.total; n > room {
		p = p[:max(room, 0)]
	}
	o.total += len(p)
	o.bufs[s.i].Write(p)
	if t := o.tee[s.i]; t != nil && len(p) > 0 && !o.closed {
		t.Write(p)
	}
	var overflow func()
	if len(p) < n && !o.truncated {
		o.truncated = true
		overflow = o.overflow
	}
	o.mu.Unlock()
	if overflow != nil {
		overflow()
	}
	return n, nil
}

// note appends a message from sbx itself to stderr, outside the limit.
func (o *output) note(msg string) {
	o.mu.Lock()
	defer o.mu.Unlock()
	b := &o.bufs[1]
	if b.Len() > 0 && !bytes.HasSuffix(b.Bytes(), []byte("\n")) {
		b.WriteByte('\n')
	}
	line := "sbx: " + msg + "\n"
	b.WriteString(line)
	if t := o.tee[1]; t != nil && !o.closed {
		io.WriteString(t, line)
	}
}

// close stops forwarding to the live copies and returns what was kept.
func (o *output) close() (stdout, stderr string, truncated bool) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.closed = true
	return o.bufs[0].String(), o.bufs[1].String(), o.truncated
}
