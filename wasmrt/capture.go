package wasmrt

import (
	"bytes"
	"io"
	"sync"
)

// capture collects a run's stdout and stderr under one combined byte limit.
// Past the limit it keeps nothing more, sets the truncated flag and calls
// overflow once, which stops the run. Writes always report success so a
// guest never loops on a failing write before it is stopped. A negative
// limit streams instead: output goes only to the live copies, uncounted and
// unkept, and their errors reach the guest; sbx's own notes then stay in
// the result only, for the caller to word.
type capture struct {
	mu        sync.Mutex
	limit     int
	total     int
	bufs      [2]bytes.Buffer
	tee       [2]io.Writer // optional live copies (the CLI's own stdout/stderr)
	truncated bool
	overflow  func()
}

func newCapture(limit int, stdout, stderr io.Writer) *capture {
	return &capture{limit: limit, tee: [2]io.Writer{stdout, stderr}}
}

// stream is one of the capture's two outputs.
type stream struct {
	c *capture
	i int
}

func (c *capture) stdout() io.Writer { return stream{c, 0} }
func (c *capture) stderr() io.Writer { return stream{c, 1} }

// Write implements io.Writer.
func (s stream) Write(p []byte) (int, error) {
	c := s.c
	if c.limit < 0 {
		if t := c.tee[s.i]; t != nil {
			return t.Write(p)
		}
		return len(p), nil
	}
	c.mu.Lock()
	n := len(p)
	room := c.limit - c.total
	over := n > room
	if over {
		p = p[:max(room, 0)]
	}
	c.total += len(p)
	c.bufs[s.i].Write(p)
	if t := c.tee[s.i]; t != nil && len(p) > 0 {
		t.Write(p)
	}
	var overflow func()
	if over && !c.truncated {
		c.truncated = true
		overflow = c.overflow
	}
	c.mu.Unlock()
	if overflow != nil {
		overflow()
	}
	return n, nil
}

// note appends a message from sbx itself to stderr, outside the limit.
func (c *capture) note(msg string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	b := &c.bufs[1]
	if b.Len() > 0 && !bytes.HasSuffix(b.Bytes(), []byte("\n")) {
		b.WriteByte('\n')
	}
	line := "sbx: " + msg + "\n"
	b.WriteString(line)
	if t := c.tee[1]; t != nil && c.limit >= 0 {
		io.WriteString(t, line)
	}
}

func (c *capture) result() (stdout, stderr string, truncated bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.bufs[0].String(), c.bufs[1].String(), c.truncated
}

// switchWriter forwards to whatever writer the current call installed, so an
// instance's WASI stdout can outlive one call's capture.
type switchWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (s *switchWriter) set(w io.Writer) {
	s.mu.Lock()
	s.w = w
	s.mu.Unlock()
}

// Write implements io.Writer.
func (s *switchWriter) Write(p []byte) (int, error) {
	s.mu.Lock()
	w := s.w
	s.mu.Unlock()
	if w == nil {
		return len(p), nil
	}
	return w.Write(p)
}
