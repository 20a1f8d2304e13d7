package wasmrt

import (
	"bytes"
	"fmt"
)

// page is a run of a snapshot's memory, non-zero pages at an offset.
type page struct {
	off  int
	data []byte
}

// nonZeroPages lists the runs of mem's pages that are not all zeros; they
// share mem.
func nonZeroPages(mem []byte) []page {
	zero := make([]byte, pageSize)
	return pageRuns(mem, func(_ int, p []byte) bool { return !bytes.Equal(p, zero[:len(p)]) })
}

// pageRuns lists the runs of mem's pages (the i-th page is p) for which
// keep is true; they share mem.
func pageRuns(mem []byte, keep func(i int, p []byte) bool) []page {
	var pages []page
	for i, off := 0, 0; off < len(mem); i, off = i+1, off+pageSize {
		end := min(off+pageSize, len(mem))
		switch last := len(pages) - 1; {
		case !keep(i, mem[off:end]):
		case last >= 0 && pages[last].off+len(pages[last].data) == off:
			pages[last].data = mem[pages[last].off:end]
		default:
			pages = append(pages, page{off, mem[off:end]})
		}
	}
	return pages
}

// span is a run of pages of memory: its offset and length in bytes.
type span struct{ off, n int }

func (s span) end() int { return s.off + s.n }

// spansOf lists where pages lie.
func spansOf(pages []page) []span {
	spans := make([]span, len(pages))
	for i, p := range pages {
		spans[i] = span{p.off, len(p.data)}
	}
	return spans
}

// pagesBytes is how many bytes pages hold.
func pagesBytes(pages []page) int {
	n := 0
	for _, p := range pages {
		n += len(p.data)
	}
	return n
}

// copyImage is the portable snapshot: the non-zero pages, copied into each
// new instance.
type copyImage struct {
	size  int
	pages []page
}

func newCopyImage(size int, pages []page) *copyImage {
	img := &copyImage{size: size, pages: make([]page, len(pages))}
	for i, p := range pages {
		img.pages[i] = page{p.off, bytes.Clone(p.data)}
	}
	return img
}

// overlay implements image.
func (c *copyImage) overlay(buf []byte) error {
	if len(buf) < c.size {
		return fmt.Errorf("snapshot of %d bytes does not fit a %d-byte reservation", c.size, len(buf))
	}
	for _, p := range c.pages {
		copy(buf[p.off:], p.data)
	}
	return nil
}

func (c *copyImage) data() []span { return spansOf(c.pages) }
func (c *copyImage) retain()      {}
func (c *copyImage) close()       {}
