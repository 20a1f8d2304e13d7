//go:build linux && !portable

package wasmrt

import (
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"slices"
	"sync/atomic"
	"unsafe"

	"golang.org/x/sys/unix"
)

func imageMode() string { return "cow" }

// memfdImage keeps a snapshot in a memfd holding only its non-zero pages,
// and maps them copy-on-write into each new instance: a restore costs a
// few system calls, and an idle sandbox owns only the pages it has written.
type memfdImage struct {
	fd    int
	size  int
	spans []span // where its non-zero pages lie, with short runs of zero pages between them
	held  int    // bytes of pages it holds
	refs  atomic.Int32
}

// joinGap is the longest run of pages left out between two spans that
// are mapped as one: each span mapped is a kernel memory area (at most
// 65,530 a process), and mapping one over memory the process has touched
// interrupts the other cores to flush their TLBs. An image maps the zero
// pages between its pages, where what the guest writes is copied at a
// fork, as over the image's other pages; a freeze copies the unwritten
// pages between the pages written.
const joinGap = 16 * pageSize

// newImage makes an image of size bytes that are zero but for pages; the
// zero pages stay holes in the memfd.
func newImage(size int, pages []page) (image, error) {
	fd, err := unix.MemfdCreate("sbx-snapshot", unix.MFD_CLOEXEC)
	if err != nil {
		return newCopyImage(size, pages), nil
	}
	if err := fill(fd, size, pages); err != nil {
		return nil, err
	}
	m := &memfdImage{fd: fd, size: size, spans: join(spansOf(pages), joinGap), held: pagesBytes(pages)}
	m.refs.Store(1)
	return m, nil
}

// fill makes the memfd fd size bytes long, pages at their offsets and
// holes elsewhere; it closes fd when it fails.
func fill(fd, size int, pages []page) error {
	err := unix.Ftruncate(fd, int64(size))
	if err == nil {
		err = writePages(fd, pages)
	}
	if err != nil {
		unix.Close(fd)
		return fmt.Errorf("snapshot: %w", err)
	}
	return nil
}

// writePages writes pages into the file fd at their offsets.
func writePages(fd int, pages []page) error {
	for _, p := range pages {
		if _, err := unix.Pwrite(fd, p.data, int64(p.off)); err != nil {
			return err
		}
	}
	return nil
}

// overlay implements image.
func (m *memfdImage) overlay(buf []byte) error {
	if len(buf) < m.size {
		return fmt.Errorf("snapshot of %d bytes does not fit a %d-byte reservation", m.size, len(buf))
	}
	return mapSpans(buf, m.fd, m.spans, unix.MAP_PRIVATE)
}

func (m *memfdImage) data() []span { return m.spans }

// mapFile maps the bytes of fd from off over buf, which starts on a page:
// copy-on-write with MAP_PRIVATE, the file's own pages with MAP_SHARED.
func mapFile(buf []byte, fd, off, flags int) error {
	_, _, errno := unix.Syscall6(unix.SYS_MMAP, uintptr(unsafe.Pointer(&buf[0])), uintptr(len(buf)),
		unix.PROT_READ|unix.PROT_WRITE, uintptr(flags|unix.MAP_FIXED), uintptr(fd), uintptr(off))
	if errno != 0 {
		return fmt.Errorf("map snapshot: %w", errno)
	}
	return nil
}

// mapSpans maps the spans of fd over the same offsets of buf.
func mapSpans(buf []byte, fd int, spans []span, flags int) error {
	for _, s := range spans {
		if s.end() > len(buf) {
			return fmt.Errorf("snapshot pages at %d do not fit a %d-byte reservation", s.off, len(buf))
		}
		if err := mapFile(buf[s.off:s.end()], fd, s.off, flags); err != nil {
			return err
		}
	}
	return nil
}

func (m *memfdImage) retain() { m.refs.Add(1) }

func (m *memfdImage) close() {
	if m.refs.Add(-1) == 0 {
		unix.Close(m.fd)
	}
}

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
	shared []span
}

// newOwn makes a memfd as long as m's reservation and maps it shared at
// spans. Mapping a span replaces what was there: the caller maps a memfd
// only where the memory is zero or beyond the guest's size.
func (m *linearMemory) newOwn(spans []span) (*ownMemory, error) {
	fd, err := unix.MemfdCreate("sbx-memory", unix.MFD_CLOEXEC)
	if err != nil {
		return nil, err
	}
	err = unix.Ftruncate(fd, int64(len(m.buf)))
	if err == nil {
		err = mapSpans(m.buf, fd, spans, unix.MAP_SHARED)
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
func (m *linearMemory) layOut(img image, size int) error {
	if !m.mapped {
		return copyOut(img, m.buf[:size])
	}
	m.own, _ = m.newOwn(outside(img.data(), len(m.buf)))
	return img.overlay(m.buf[:size])
}

// copyOut copies img into buf, memory of Go's heap (a reservation that
// could not be mapped), over which no file may be mapped: img is mapped
// where the copy is made from.
func copyOut(img image, buf []byte) error {
	from, err := unix.Mmap(-1, 0, len(buf), unix.PROT_READ|unix.PROT_WRITE, unix.MAP_PRIVATE|unix.MAP_ANONYMOUS|unix.MAP_NORESERVE)
	if err != nil {
		return fmt.Errorf("lay out snapshot: %w", err)
	}
	defer unix.Munmap(from)
	if err := img.overlay(from); err != nil {
		return err
	}
	for _, s := range img.data() {
		copy(buf[s.off:s.end()], from[s.off:s.end()])
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

// layer is an image laid over another: the pages of fd at runs.
type layer struct {
	under image
	fd    int
	runs  []span // where the pages it holds are
	all   []span // where it and the images under it hold pages
	maps  int    // how many spans overlay maps
	held  int    // bytes of pages it and the images under it hold
	refs  atomic.Int32
}

// newLayer lays runs of fd, which holds held bytes of pages, over under,
// taking over fd and the caller's hold on under.
func newLayer(under image, fd int, runs []span, held int) *layer {
	l := &layer{under: under, fd: fd, runs: runs, all: union(under.data(), runs),
		maps: mapCount(under) + len(runs), held: heldBy(under) + held}
	l.refs.Store(1)
	return l
}

// mapCount is how many spans img's overlay maps.
func mapCount(img image) int {
	if l, ok := img.(*layer); ok {
		return l.maps
	}
	return len(img.data())
}

// heldBy is how many bytes of pages img's files hold.
func heldBy(img image) int {
	switch img := img.(type) {
	case *layer:
		return img.held
	case *memfdImage:
		return img.held
	}
	return 0
}

// fileBytes is how many bytes of pages the file fd holds.
func fileBytes(fd int) (int, error) {
	var st unix.Stat_t
	if err := unix.Fstat(fd, &st); err != nil {
		return 0, err
	}
	return int(st.Blocks) * 512, nil
}

// Each freeze lays a layer over the last, which holds the pages the kernel
// wrote since, while the layers under it still hold what they did: a
// chain that maps more than maxSpans spans, or holds more than maxHeld
// times the memory it lays out, is replaced by a whole snapshot, from
// which the kernel is laid out again. That copy is as large as the
// memory, and comes after the kernel wrote as much since.
var (
	maxSpans = 512
	maxHeld  = 2
)

// pagemap entry bits (Documentation/admin-guide/mm/pagemap.rst).
const (
	pagePresent = 1 << 63
	pageSwapped = 1 << 62
	pageFile    = 1 << 61
)

// errFlatten says a freeze needs a whole snapshot.
var errFlatten = errors.New("the kernel's memory is not laid over an image it can add a layer to")

// newDelta freezes k, whose memory is mem: it writes the pages k wrote
// over its image since into k's memfd, lays that memfd over the image as
// a new layer, which k's memory then maps copy-on-write where it was
// k's, and gives k a new memfd to grow into. It fails, leaving k's memory
// as it was laid out, where the page table cannot be read or the chain of
// layers would grow past its bounds; the caller then takes a whole
// snapshot.
func newDelta(k *instance, mem []byte) (image, error) {
	own := k.mem.own
	if own == nil || k.base == nil || len(mem) == 0 {
		return nil, errFlatten
	}
	written, err := writtenPages(mem)
	if err != nil {
		return nil, err
	}
	runs := union(within(own.shared, len(mem)), spansOf(written))
	if len(runs)+mapCount(k.base) > maxSpans {
		return nil, errFlatten
	}
	// Each step keeps the bytes k's memory holds: the written pages go to
	// the file at their own offsets, then the file is mapped over them.
	// If one fails, the layer is not made, and what k's memory maps is
	// still over own: the next freeze writes what k wrote since again.
	if err := writePages(own.fd, written); err != nil {
		return nil, err
	}
	held, err := fileBytes(own.fd)
	if err != nil {
		return nil, err
	}
	if heldBy(k.base)+held > maxHeld*len(mem) {
		return nil, errFlatten
	}
	if err := mapSpans(mem, own.fd, runs, unix.MAP_PRIVATE); err != nil {
		return nil, err
	}
	grown, err := k.mem.newOwn([]span{{len(mem), len(k.mem.buf) - len(mem)}})
	if err != nil {
		// k grows into own's pages past mem, which no layer maps; its
		// later freezes take its memory whole.
		grown = nil
	}
	k.mem.own = grown
	l := newLayer(k.base, own.fd, runs, held)
	k.base = l
	l.retain()
	return l, nil
}

// rebase lays k's memory, whose bytes are those of img now (a whole
// snapshot of it), out from img, as if k were a new instance of it: k's
// later freezes lay layers over img. Each mapping keeps the bytes; where
// one fails, k's later freezes take its memory whole.
func rebase(k *instance, img image, size int) {
	m := k.mem
	if m.own == nil || k.base == nil {
		return
	}
	old := m.own
	holes := outside(img.data(), len(m.buf))
	own, err := m.newOwn(nil)
	if err == nil {
		if err = img.overlay(m.buf[:size]); err == nil {
			err = mapSpans(m.buf, own.fd, holes, unix.MAP_SHARED)
		}
	}
	img.retain()
	k.base.close()
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

// writtenPages lists the runs of mem's pages its page table says were
// written since mem was laid out (anonymous, present or swapped), joined
// across gaps of up to joinGap.
func writtenPages(mem []byte) ([]page, error) {
	pm, err := os.Open("/proc/self/pagemap")
	if err != nil {
		return nil, err
	}
	defer pm.Close()
	n := (len(mem) + pageSize - 1) / pageSize
	entries := make([]byte, 8*n)
	if _, err := pm.ReadAt(entries, int64(uintptr(unsafe.Pointer(&mem[0]))/pageSize)*8); err != nil {
		return nil, err
	}
	spans := spansOf(pageRuns(mem, func(i int, _ []byte) bool {
		e := binary.LittleEndian.Uint64(entries[8*i:])
		return e&pageSwapped != 0 || (e&pagePresent != 0 && e&pageFile == 0)
	}))
	spans = join(spans, joinGap)
	pages := make([]page, len(spans))
	for i, s := range spans {
		pages[i] = page{s.off, mem[s.off:min(s.end(), len(mem))]}
	}
	return pages, nil
}

// overlay implements image: the image under, then the pages of the layer.
func (l *layer) overlay(buf []byte) error {
	if err := l.under.overlay(buf); err != nil {
		return err
	}
	return mapSpans(buf, l.fd, l.runs, unix.MAP_PRIVATE)
}

func (l *layer) data() []span { return l.all }

func (l *layer) retain() { l.refs.Add(1) }

func (l *layer) close() {
	if l.refs.Add(-1) == 0 {
		unix.Close(l.fd)
		l.under.close()
	}
}

// join merges spans, in order, that are less than gap bytes apart.
func join(spans []span, gap int) []span {
	var out []span
	for _, s := range spans {
		if last := len(out) - 1; last >= 0 && s.off-out[last].end() <= gap {
			out[last].n = max(out[last].end(), s.end()) - out[last].off
		} else {
			out = append(out, s)
		}
	}
	return out
}

// union merges two ordered lists of spans into one.
func union(a, b []span) []span {
	all := slices.Concat(a, b)
	slices.SortFunc(all, func(x, y span) int { return x.off - y.off })
	return join(all, 0)
}

// within cuts spans at size bytes.
func within(spans []span, size int) []span {
	var out []span
	for _, s := range spans {
		if s.off < size {
			out = append(out, span{s.off, min(s.end(), size) - s.off})
		}
	}
	return out
}

// outside lists, in order, the spans of the first size bytes that none of
// spans covers.
func outside(spans []span, size int) []span {
	var out []span
	at := 0
	for _, s := range spans {
		if s.off > at {
			out = append(out, span{at, min(s.off, size) - at})
		}
		at = max(at, s.end())
		if at >= size {
			return out
		}
	}
	if at < size {
		out = append(out, span{at, size - at})
	}
	return out
}
