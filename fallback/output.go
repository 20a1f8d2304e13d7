package fallback

import (
	"bytes"
	"strings"
	"sync"
	"time"
)

// output collects a run's stdout and stderr under one combined byte limit.
// Past the limit it keeps nothing more, marks the run truncated and calls
// overflow once, which stops the run. Writes always succeed so a demuxer
// feeding it never stops early on its account.
type output struct {
	mu        sync.Mutex
	limit     int
	total     int
	bufs      [2]bytes.Buffer
	truncated bool
	overflow  func()
}

// stream is one of an output's two streams: 0 stdout, 1 stderr.
type stream struct {
	o *output
	i int
}

func (o *output) stdout() stream { return stream{o, 0} }
func (o *output) stderr() stream { return stream{o, 1} }

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

// finish builds the ExecResult of a run that ended with status code. A run
// that sbx stopped gets the WebAssembly tier's exit code and a note on
// stderr, outside the limit.
func (o *output) finish(code int, timedOut bool, timeout time.Duration, start time.Time) *ExecResult {
	o.mu.Lock()
	defer o.mu.Unlock()
	stderr := o.bufs[1].String()
	note := ""
	switch {
	case timedOut:
		code, note = ExitTimeout, "timed out after "+timeout.String()+"; the command was killed, files are kept"
	case o.truncated:
		code, note = ExitOutput, "output over the limit; the command was stopped"
	}
	if note != "" {
		if stderr != "" && !strings.HasSuffix(stderr, "\n") {
			stderr += "\n"
		}
		stderr += "sbx: " + note + "\n"
	}
	return &ExecResult{
		ExitCode:        code,
		Stdout:          o.bufs[0].String(),
		Stderr:          stderr,
		TimedOut:        timedOut,
		OutputTruncated: o.truncated,
		DurationMS:      float64(time.Since(start).Microseconds()) / 1000,
	}
}
