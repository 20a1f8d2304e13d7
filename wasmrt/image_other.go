//go:build !linux

package wasmrt

import "errors"

func imageMode() string { return "copy" }

// newImage makes an image of size bytes that are zero but for pages.
func newImage(size int, pages []page) (image, error) { return newCopyImage(size, pages), nil }

// newDelta is for Linux only: elsewhere a fork takes a whole snapshot.
func newDelta(image, []byte) (image, error) { return nil, errors.ErrUnsupported }
