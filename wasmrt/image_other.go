//go:build !linux || portable

package wasmrt

import "errors"

func imageMode() string { return "copy" }

// newImage makes an image of size bytes that are zero but for pages.
func newImage(size int, pages []page) (image, error) { return newCopyImage(size, pages), nil }

// ownMemory is for Linux only: elsewhere the memory an instance grows
// into is anonymous, and a fork copies it.
type ownMemory struct{}

func (m *linearMemory) ownPast(int) error { return nil }
func (m *linearMemory) dropOwn()          {}

// newDelta is for Linux only: elsewhere a fork takes a whole snapshot.
func newDelta(*instance, []byte) (image, error) { return nil, errors.ErrUnsupported }
