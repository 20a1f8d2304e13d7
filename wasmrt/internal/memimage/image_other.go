//go:build !linux || portable

package wasmrt

import "errors"

func imageMode() string { return "copy" }

// newImage makes an image of size bytes that are zero but for pages.
func newImage(size int, pages []page) (image, error) { return newCopyImage(size, pages), nil }

// ownMemory is for Linux only: elsewhere an instance's memory is
// anonymous, and a fork copies it.
type ownMemory struct{}

// layOut copies img into m's fresh reservation.
func (m *linearMemory) layOut(img image, size int) error { return img.overlay(m.buf[:size]) }

func (m *linearMemory) dropOwn() {}

// newDelta is for Linux only: elsewhere a fork takes a whole snapshot.
func newDelta(*instance, []byte) (image, error) { return nil, errors.ErrUnsupported }

// rebase is for Linux only: elsewhere each fork copies the memory whole.
func rebase(*instance, image, int) {}
