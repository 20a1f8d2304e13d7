// Package capture collects a command's stdout and stderr under one
// combined byte limit, for the Docker provider and the microVM agent alike.
package capture

import (
	"bytes"
	"io"
	"sync"
)

// Output holds what a command printed, at most a limit in all. Past the
// limit it keeps nothing more, marks itself truncated and calls overflow
// once, which should stop the command. Writes always succeed so a copier
// feeding it never stops early on its account.
type Output struct {
	mu        sync.Mutex
	limit     int
	total     int
	bufs      [2]bytes.Buffer
	truncated bool
	overflow  func()
}

// New returns an Output that keeps limit bytes and calls overflow (if not
// nil) when a write goes past them.
func New(limit int, overflow func()) *Output {
	return &Output{limit: limit, overflow: overflow}
}

// Stdout returns the writer for standard output.
func (o *Output) Stdout() io.Writer { return stream{o, 0} }

// Stderr returns the writer for standard error.
func (o *Output) Stderr() io.Writer { return stream{o, 1} }

// Result returns what was kept and whether anything was dropped.
func (o *Output) Result() (stdout, stderr []byte, truncated bool) {
	o.mu.Lock()
	defer o.mu.Unlock()
	return bytes.Clone(o.bufs[0].Bytes()), bytes.Clone(o.bufs[1].Bytes()), o.truncated
}

type stream struct {
	o *Output
	i int
}

// Write implements io.Writer.
func (s stream) Write(p []byte) (int, error) {
	o := s.o
	o.mu.Lock()
	n := len(p)
	if room := o.limit - o.total; n > room {
		p = p[:max(room, 0)]
	}
	o.total += len(p)
	o.bufs[s.i].Write(p)
	overflow := len(p) < n && !o.truncated
	if overflow {
		o.truncated = true
	}
	o.mu.Unlock()
	if overflow && o.overflow != nil {
		o.overflow()
	}
	return n, nil
}
