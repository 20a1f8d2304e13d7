package wasmrt

import (
	"io"
	"sync"
)

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
