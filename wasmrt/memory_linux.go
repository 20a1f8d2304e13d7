//go:build linux && !portable

package wasmrt

import (
	"errors"
	"fmt"
	"slices"

	"github.com/sbx-sandbox/sbx/wasmrt/internal/memimage"
	"golang.org/x/sys/unix"
)

// A kernel's memory is the image it was laid out from, mapped
// copy-on-write where the image holds pages, over a memfd of the kernel's
// own, mapped shared everywhere else: where the image is zero and all the
// memory the kernel grows into. What it writes there is in its memfd
// already. What it writes over the image's pages is anonymous, and its
// page table names those pages.
//
// Freezing the kernel (to fork it) writes those pages into its memfd and
// hands the memfd, as it is, to the frozen state: a layer over the image,
// which each fork maps copy-on-write, and so does the kernel itself, at
// the same addresses (the bytes are the same). The kernel then grows into
// a new memfd of its own. So a fork copies only the pages the kernel wrote
// over an image since it was laid out or last frozen, never what it holds;
// the first fork of a new kernel copies those it wrote over its template's
// non-zero pages (the interpreter's own state, a few MB at most), and the
// next forks those it wrote over the frozen state since. Its pages and the
// frozen state's are shared between the kernel and its forks until one of
// them writes to them.

// ownMemory is the memfd an instance's memory is over: as long as its
// reservation, mapped shared at the same offsets at spans.
type ownMemory struct {
	fd     int
	shared []memimage.Span
}

// newOwn makes a memfd as long as m's reservation and maps it shared at
// spans. Mapping a span replaces what was there: the caller maps a memfd
// only where the memory is zero or beyond the guest's size.
func (m *linearMemory) newOwn(spans []memimage.Span) (*ownMemory, error) {
	fd, err := unix.MemfdCreate("sbx-memory", unix.MFD_CLOEXEC)
	if err != nil {
		return nil, err
	}
	err = unix.Ftruncate(fd, int64(len(m.buf)))
	if err == nil {
		err = memimage.MapSpans(m.buf, fd, spans, unix.MAP_SHARED)
	}
	if err != nil {
		unix.Close(fd)
		return nil, err
	}
	return &ownMemory{fd: fd, shared: spans}, nil
}

// layOut lays img out in m's fresh reservation: its pages copy-on-write,
// over a memfd of m's own mapped shared everywhere else. Where no memfd
// can be had the rest stays anonymous, and a freeze copies the memory
// whole.
func (m *linearMemory) layOut(img memimage.Image, size int) error {
	if !m.mapped {
		return copyOut(img, m.buf[:size])
	}
	m.own, _ = m.newOwn(memimage.Outside(img.Data(), len(m.buf)))
	return img.Overlay(m.buf[:size])
}

// copyOut copies img into buf, memory of Go's heap (a reservation that
// could not be mapped), over which no file may be mapped: img is mapped
// where the copy is made from.
func copyOut(img memimage.Image, buf []byte) error {
	from, err := unix.Mmap(-1, 0, len(buf), unix.PROT_READ|unix.PROT_WRITE, unix.MAP_PRIVATE|unix.MAP_ANONYMOUS|unix.MAP_NORESERVE)
	if err != nil {
		return fmt.Errorf("lay out snapshot: %w", err)
	}
	defer unix.Munmap(from)
	if err := img.Overlay(from); err != nil {
		return err
	}
	for _, s := range img.Data() {
		copy(buf[s.Off:s.End()], from[s.Off:s.End()])
	}
	return nil
}

// dropOwn closes the memfd m is over, once m is unmapped.
func (m *linearMemory) dropOwn() {
	if m.own != nil {
		unix.Close(m.own.fd)
		m.own = nil
	}
}

// errFlatten says a freeze needs a whole snapshot.
var errFlatten = errors.New("the kernel's memory is not laid over an image it can add a layer to")

// newDelta freezes k, whose memory is mem: it writes the pages k wrote
// over its image since into k's memfd, lays that memfd over the image as
// a new layer, which k's memory then maps copy-on-write where it was
// k's, and gives k a new memfd to grow into. It fails, leaving k's memory
// as it was laid out, where the page table cannot be read or the chain of
// layers would grow past its bounds; the caller then takes a whole
// snapshot.
func newDelta(k *instance, mem []byte) (memimage.Image, error) {
	own := k.mem.own
	if own == nil || k.base == nil || len(mem) == 0 {
		return nil, errFlatten
	}
	written, err := memimage.WrittenPages(mem)
	if err != nil {
		return nil, err
	}
	runs := memimage.Union(memimage.Within(own.shared, len(mem)), memimage.SpansOf(written))
	if len(runs)+memimage.MapCount(k.base) > memimage.MaxSpans {
		return nil, errFlatten
	}
	// Each step keeps the bytes k's memory holds: the written pages go to
	// the file at their own offsets, then the file is mapped over them.
	// If one fails, the layer is not made, and what k's memory maps is
	// still over own: the next freeze writes what k wrote since again.
	if err := memimage.WritePages(own.fd, written); err != nil {
		return nil, err
	}
	held, err := memimage.FileBytes(own.fd)
	if err != nil {
		return nil, err
	}
	if memimage.HeldBy(k.base)+held > memimage.MaxHeld*len(mem) {
		return nil, errFlatten
	}
	// Where k's memory maps own shared, it must map the layer now: k's
	// next writes there would be the layer's. Where it wrote anonymous
	// pages, the bytes are the layer's already: mapping the layer there,
	// which shares them with the forks and keeps the next freeze to what
	// k writes since, waits for settle, off the fork's way.
	now, later := splitRuns(runs, memimage.Within(own.shared, len(mem)))
	if err := memimage.MapSpans(mem, own.fd, now, unix.MAP_PRIVATE); err != nil {
		return nil, err
	}
	if len(later) > 0 {
		k.mem.later = &remap{fd: own.fd, runs: later}
	}
	grown, err := k.mem.newOwn([]memimage.Span{{Off: len(mem), N: len(k.mem.buf) - len(mem)}})
	if err != nil {
		// k grows into own's pages past mem, which no layer maps; its
		// later freezes take its memory whole.
		grown = nil
	}
	k.mem.own = grown
	l := memimage.NewLayer(k.base, own.fd, runs, held)
	k.base = l
	l.Retain()
	return l, nil
}

// remap is a layer's file that a kernel's memory is to map copy-on-write
// at runs, where it holds the same bytes.
type remap struct {
	fd   int // the layer's: open while the kernel holds the layer
	runs []memimage.Span
}

// settle maps the layer m took last over the pages m wrote before it was
// taken, which hold the layer's bytes until m's guest runs again: the
// caller holds the kernel's runs back until it returns. Where a mapping
// fails, the pages stay m's own, and the next freeze writes them again.
func (m *linearMemory) settle() {
	if m != nil && m.later != nil {
		memimage.MapSpans(m.buf, m.later.fd, m.later.runs, unix.MAP_PRIVATE)
		m.later = nil
	}
}

// splitRuns divides runs into those that overlap one of spans (both in
// order) and the others.
func splitRuns(runs, spans []memimage.Span) (overlap, rest []memimage.Span) {
	for _, r := range runs {
		if slices.ContainsFunc(spans, func(s memimage.Span) bool { return s.Off < r.End() && r.Off < s.End() }) {
			overlap = append(overlap, r)
		} else {
			rest = append(rest, r)
		}
	}
	return overlap, rest
}

// rebase lays k's memory, whose bytes are those of img now (a whole
// snapshot of it), out from img, as if k were a new instance of it: k's
// later freezes lay layers over img. Each mapping keeps the bytes; where
// one fails, k's later freezes take its memory whole.
func rebase(k *instance, img memimage.Image, size int) {
	m := k.mem
	if m.own == nil || k.base == nil {
		return
	}
	old := m.own
	holes := memimage.Outside(img.Data(), len(m.buf))
	own, err := m.newOwn(nil)
	if err == nil {
		if err = img.Overlay(m.buf[:size]); err == nil {
			err = memimage.MapSpans(m.buf, own.fd, holes, unix.MAP_SHARED)
		}
	}
	img.Retain()
	k.base.Close()
	k.base = img
	unix.Close(old.fd) // its mappings are replaced, or the memory is not tracked from here
	m.own = nil
	if err != nil {
		if own != nil {
			unix.Close(own.fd)
		}
		return
	}
	own.shared = holes
	m.own = own
}
