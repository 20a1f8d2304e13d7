package wasmrt

import (
	"bytes"
	"fmt"
)

// copyImage is the portable snapshot: the non-zero pages, copied into each
// new instance.
type copyImage struct {
	size  int
	pages map[int][]byte // offset → page
}

func newCopyImage(mem []byte) *copyImage {
	img := &copyImage{size: len(mem), pages: map[int][]byte{}}
	zero := make([]byte, pageSize)
	for off := 0; off < len(mem); off += pageSize {
		page := mem[off:min(off+pageSize, len(mem))]
		if !bytes.Equal(page, zero[:len(page)]) {
			img.pages[off] = bytes.Clone(page)
		}
	}
	return img
}

// overlay implements image.
func (c *copyImage) overlay(buf []byte) error {
	if len(buf) < c.size {
		return fmt.Errorf("snapshot of %d bytes does not fit a %d-byte reservation", c.size, len(buf))
	}
	for off, page := range c.pages {
		copy(buf[off:], page)
	}
	return nil
}

func (c *copyImage) close() {}
