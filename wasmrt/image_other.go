//go:build !linux

package wasmrt

func imageMode() string { return "copy" }

// newImage makes an image of size bytes that are zero but for pages.
func newImage(size int, pages []page) (image, error) { return newCopyImage(size, pages), nil }
