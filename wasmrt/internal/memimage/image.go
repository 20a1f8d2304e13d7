// Package memimage holds a snapshot's memory as an image that lays it
// into a new instance's reservation: on Linux its non-zero pages in a
// memfd mapped copy-on-write, and the layers a kernel's freezes lay over
// it (the pages it wrote since, found in its page table); elsewhere a
// copy of the pages.
package memimage

import (
	"bytes"
	"embed"
	"fmt"
)

// PageSize is the granularity at which snapshots store and share memory.
const PageSize = 4096

// Image holds a snapshot's memory and lays it into a new reservation. It
// is counted: whoever holds it (a template, a frozen kernel, an instance
// restored from it, which may be forked later) retains it, and the last
// close releases it.
type Image interface {
	// Overlay makes buf[:size] a private copy of the snapshot, where buf
	// is zero but for what the image holds.
	Overlay(buf []byte) error
	// Data lists, in order, the spans of memory the image holds; it is
	// zero elsewhere.
	Data() []Span
	// Retain takes a hold on it; Close gives one back, and the last
	// releases its memory.
	Retain()
	Close()
}

// Page is a run of a snapshot's memory, non-zero pages at an offset.
type Page struct {
	Off  int
	Data []byte
}

// NonZeroPages lists the runs of mem's pages that are not all zeros; they
// share mem.
func NonZeroPages(mem []byte) []Page {
	zero := make([]byte, PageSize)
	return PageRuns(mem, func(_ int, p []byte) bool { return !bytes.Equal(p, zero[:len(p)]) })
}

// PageRuns lists the runs of mem's pages (the i-th page is p) for which
// keep is true; they share mem.
func PageRuns(mem []byte, keep func(i int, p []byte) bool) []Page {
	var pages []Page
	for i, off := 0, 0; off < len(mem); i, off = i+1, off+PageSize {
		end := min(off+PageSize, len(mem))
		switch last := len(pages) - 1; {
		case !keep(i, mem[off:end]):
		case last >= 0 && pages[last].Off+len(pages[last].Data) == off:
			pages[last].Data = mem[pages[last].Off:end]
		default:
			pages = append(pages, Page{off, mem[off:end]})
		}
	}
	return pages
}

// Span is a run of pages of memory: its offset and length in bytes.
type Span struct{ Off, N int }

// End is where s ends.
func (s Span) End() int { return s.Off + s.N }

// SpansOf lists where pages lie.
func SpansOf(pages []Page) []Span {
	spans := make([]Span, len(pages))
	for i, p := range pages {
		spans[i] = Span{p.Off, len(p.Data)}
	}
	return spans
}

// PagesBytes is how many bytes pages hold.
func PagesBytes(pages []Page) int {
	n := 0
	for _, p := range pages {
		n += len(p.Data)
	}
	return n
}

// copyImage is the portable snapshot: the non-zero pages, copied into each
// new instance.
type copyImage struct {
	size  int
	pages []Page
}

func newCopyImage(size int, pages []Page) *copyImage {
	img := &copyImage{size: size, pages: make([]Page, len(pages))}
	for i, p := range pages {
		img.pages[i] = Page{p.Off, bytes.Clone(p.Data)}
	}
	return img
}

// overlay implements image.
func (c *copyImage) Overlay(buf []byte) error {
	if len(buf) < c.size {
		return fmt.Errorf("snapshot of %d bytes does not fit a %d-byte reservation", c.size, len(buf))
	}
	for _, p := range c.pages {
		copy(buf[p.Off:], p.Data)
	}
	return nil
}

func (c *copyImage) Data() []Span { return SpansOf(c.pages) }
func (c *copyImage) Retain()      {}
func (c *copyImage) Close()       {}

// Sources are the package's own sources: wasmrt's cache keys hash them
// with its own, as they make what a cached snapshot holds.
//
//go:embed *.go
var Sources embed.FS
