//go:build !linux || portable

package wasmrt

import (
	"errors"

	"github.com/sbx-sandbox/sbx/wasmrt/internal/memimage"
)

// ownMemory is for Linux only: elsewhere an instance's memory is
// anonymous, and a fork copies it.
type ownMemory struct{}

// remap is for Linux only, as layers are.
type remap struct{}

func (m *linearMemory) settle() {}

// layOut copies img into m's fresh reservation.
func (m *linearMemory) layOut(img memimage.Image, size int) error { return img.Overlay(m.buf[:size]) }

func (m *linearMemory) dropOwn() {}

// newDelta is for Linux only: elsewhere a fork takes a whole snapshot.
func newDelta(*instance, []byte) (memimage.Image, error) { return nil, errors.ErrUnsupported }

// rebase is for Linux only: elsewhere each fork copies the memory whole.
func rebase(*instance, memimage.Image, int) {}
