// Package capture collects a run's stdout and stderr under one combined byte
// limit: the WebAssembly tier's runs, the shell's lines, native commands and
// the microVM agent all keep output the same way.
package capture

import (
	"bytes"
	"io"
	"sync"
)

// Output holds what a run printed, at most a limit in all. Past the limit it
// keeps nothing more, marks itself truncated and calls the overflow function
// once, which should stop the run. Writes always succeed, so a writer never
// loops on a failing write (or a copier stops early) before it is stopped.
//
// Live copies (Tee) receive what is kept as it is written, until Close. A
// negative limit streams instead: output goes only to the live copies,
// uncounted and unkept, and their errors reach the writer; notes then stay
// in the Result only, for the caller to word.
type Output struct {
	mu        sync.Mutex
	limit     int
	total     int
	bufs      [2]bytes.Buffer
	tee       [2]io.Writer
	truncated bool
	closed    bool
	overflow  func()
}

// New returns an Output that keeps limit bytes and calls overflow (if not
// nil) when a write goes past them.
func New(limit int, overflow func()) *Output {
	return &Output{limit: limit, overflow: overflow}
}

// Tee sets live copies of stdout and stderr (either may be nil) and returns o.
func (o *Output) Tee(stdout, stderr io.Writer) *Output {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.tee = [2]io.Writer{stdout, stderr}
	return o
}

// OnOverflow sets the function called when the limit is passed.
func (o *Output) OnOverflow(f func()) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.overflow = f
}

// Limit returns the byte limit.
func (o *Output) Limit() int { return o.limit }

// Stdout returns the writer for standard output.
func (o *Output) Stdout() io.Writer { return stream{o, 0} }

// Stderr returns the writer for standard error.
func (o *Output) Stderr() io.Writer { return stream{o, 1} }

// stream is one of an Output's two streams.
type stream struct {
	o *Output
	i int
}

// Write implements io.Writer.
func (s stream) Write(p []byte) (int, error) {
	o := s.o
	if o.limit < 0 {
		if t := o.tee[s.i]; t != nil {
			return t.Write(p)
		}
		return len(p), nil
	}
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

// Note appends a message from sbx itself to stderr, outside the limit, on
// a line of its own that starts with "sbx: ".
func (o *Output) Note(msg string) {
	o.mu.Lock()
	defer o.mu.Unlock()
	b := &o.bufs[1]
	if b.Len() > 0 && !bytes.HasSuffix(b.Bytes(), []byte("\n")) {
		b.WriteByte('\n')
	}
	line := "sbx: " + msg + "\n"
	b.WriteString(line)
	if t := o.tee[1]; t != nil && o.limit >= 0 && !o.closed {
		io.WriteString(t, line)
	}
}

// Close stops forwarding to the live copies.
func (o *Output) Close() {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.closed = true
}

// Result returns what was kept and whether anything was dropped.
func (o *Output) Result() (stdout, stderr []byte, truncated bool) {
	o.mu.Lock()
	defer o.mu.Unlock()
	return bytes.Clone(o.bufs[0].Bytes()), bytes.Clone(o.bufs[1].Bytes()), o.truncated
}
