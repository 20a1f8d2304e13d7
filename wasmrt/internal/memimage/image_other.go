//go:build !linux || portable

package memimage

// Mode is how images are laid out here: "copy", their pages copied.
func Mode() string { return "copy" }

// New makes an image of size bytes that are zero but for pages.
func New(size int, pages []Page) (Image, error) { return newCopyImage(size, pages), nil }
