//go:build linux && !portable

package memimage

import (
	"encoding/binary"
	"fmt"
	"os"
	"slices"
	"sync/atomic"
	"unsafe"

	"golang.org/x/sys/unix"
)

// Mode is how images are laid out here: "cow", their pages mapped
// copy-on-write.
func Mode() string { return "cow" }

// memfdImage keeps a snapshot in a memfd holding only its non-zero pages,
// and maps them copy-on-write into each new instance: a restore costs a
// few system calls, and an idle sandbox owns only the pages it has written.
type memfdImage struct {
	fd    int
	size  int
	spans []Span // where its non-zero pages lie, with short runs of zero pages between them
	held  int    // bytes of pages it holds
	refs  atomic.Int32
}

// JoinGap is the longest run of pages left out between two spans that
// are mapped as one: each span mapped is a kernel memory area (at most
// 65,530 a process), and mapping one over memory the process has touched
// interrupts the other cores to flush their TLBs. An image maps the zero
// pages between its pages, where what the guest writes is copied at a
// fork, as over the image's other pages; a freeze copies the unwritten
// pages between the pages written.
const JoinGap = 16 * PageSize

// New makes an image of size bytes that are zero but for pages; the
// zero pages stay holes in the memfd.
func New(size int, pages []Page) (Image, error) {
	fd, err := unix.MemfdCreate("sbx-snapshot", unix.MFD_CLOEXEC)
	if err != nil {
		return newCopyImage(size, pages), nil
	}
	if err := fill(fd, size, pages); err != nil {
		return nil, err
	}
	m := &memfdImage{fd: fd, size: size, spans: Join(SpansOf(pages), JoinGap), held: PagesBytes(pages)}
	m.refs.Store(1)
	return m, nil
}

// fill makes the memfd fd size bytes long, pages at their offsets and
// holes elsewhere; it closes fd when it fails.
func fill(fd, size int, pages []Page) error {
	err := unix.Ftruncate(fd, int64(size))
	if err == nil {
		err = WritePages(fd, pages)
	}
	if err != nil {
		unix.Close(fd)
		return fmt.Errorf("snapshot: %w", err)
	}
	return nil
}

// WritePages writes pages into the file fd at their offsets.
func WritePages(fd int, pages []Page) error {
	for _, p := range pages {
		if _, err := unix.Pwrite(fd, p.Data, int64(p.Off)); err != nil {
			return err
		}
	}
	return nil
}

// overlay implements image.
func (m *memfdImage) Overlay(buf []byte) error {
	if len(buf) < m.size {
		return fmt.Errorf("snapshot of %d bytes does not fit a %d-byte reservation", m.size, len(buf))
	}
	return MapSpans(buf, m.fd, m.spans, unix.MAP_PRIVATE)
}

func (m *memfdImage) Data() []Span { return m.spans }

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

// MapSpans maps the spans of fd over the same offsets of buf.
func MapSpans(buf []byte, fd int, spans []Span, flags int) error {
	for _, s := range spans {
		if s.End() > len(buf) {
			return fmt.Errorf("snapshot pages at %d do not fit a %d-byte reservation", s.Off, len(buf))
		}
		if err := mapFile(buf[s.Off:s.End()], fd, s.Off, flags); err != nil {
			return err
		}
	}
	return nil
}

func (m *memfdImage) Retain() { m.refs.Add(1) }

func (m *memfdImage) Close() {
	if m.refs.Add(-1) == 0 {
		unix.Close(m.fd)
	}
}

// layer is an image laid over another: the pages of fd at runs.
type layer struct {
	under Image
	fd    int
	runs  []Span // where the pages it holds are
	all   []Span // where it and the images under it hold pages
	maps  int    // how many spans overlay maps
	held  int    // bytes of pages it and the images under it hold
	refs  atomic.Int32
}

// NewLayer lays runs of fd, which holds held bytes of pages, over under,
// taking over fd and the caller's hold on under.
func NewLayer(under Image, fd int, runs []Span, held int) *layer {
	l := &layer{under: under, fd: fd, runs: runs, all: Union(under.Data(), runs),
		maps: MapCount(under) + len(runs), held: HeldBy(under) + held}
	l.refs.Store(1)
	return l
}

// MapCount is how many spans img's overlay maps.
func MapCount(img Image) int {
	if l, ok := img.(*layer); ok {
		return l.maps
	}
	return len(img.Data())
}

// HeldBy is how many bytes of pages img's files hold.
func HeldBy(img Image) int {
	switch img := img.(type) {
	case *layer:
		return img.held
	case *memfdImage:
		return img.held
	}
	return 0
}

// FileBytes is how many bytes of pages the file fd holds.
func FileBytes(fd int) (int, error) {
	var st unix.Stat_t
	if err := unix.Fstat(fd, &st); err != nil {
		return 0, err
	}
	return int(st.Blocks) * 512, nil
}

// Each freeze lays a layer over the last, which holds the pages the kernel
// wrote since, while the layers under it still hold what they did: a
// chain that maps more than MaxSpans spans, or holds more than MaxHeld
// times the memory it lays out, is replaced by a whole snapshot, from
// which the kernel is laid out again. That copy is as large as the
// memory, and comes after the kernel wrote as much since.
var (
	MaxSpans = 512
	MaxHeld  = 2
)

// pagemap entry bits (Documentation/admin-guide/mm/pagemap.rst).
const (
	pagePresent = 1 << 63
	pageSwapped = 1 << 62
	pageFile    = 1 << 61
)

// WrittenPages lists the runs of mem's pages its page table says were
// written since mem was laid out (anonymous, present or swapped), joined
// across gaps of up to joinGap.
func WrittenPages(mem []byte) ([]Page, error) {
	pm, err := os.Open("/proc/self/pagemap")
	if err != nil {
		return nil, err
	}
	defer pm.Close()
	n := (len(mem) + PageSize - 1) / PageSize
	entries := make([]byte, 8*n)
	if _, err := pm.ReadAt(entries, int64(uintptr(unsafe.Pointer(&mem[0]))/PageSize)*8); err != nil {
		return nil, err
	}
	spans := SpansOf(PageRuns(mem, func(i int, _ []byte) bool {
		e := binary.LittleEndian.Uint64(entries[8*i:])
		return e&pageSwapped != 0 || (e&pagePresent != 0 && e&pageFile == 0)
	}))
	spans = Join(spans, JoinGap)
	pages := make([]Page, len(spans))
	for i, s := range spans {
		pages[i] = Page{s.Off, mem[s.Off:min(s.End(), len(mem))]}
	}
	return pages, nil
}

// overlay implements image: the image under, then the pages of the layer.
func (l *layer) Overlay(buf []byte) error {
	if err := l.under.Overlay(buf); err != nil {
		return err
	}
	return MapSpans(buf, l.fd, l.runs, unix.MAP_PRIVATE)
}

func (l *layer) Data() []Span { return l.all }

func (l *layer) Retain() { l.refs.Add(1) }

func (l *layer) Close() {
	if l.refs.Add(-1) == 0 {
		unix.Close(l.fd)
		l.under.Close()
	}
}

// Join merges spans, in order, that are less than gap bytes apart.
func Join(spans []Span, gap int) []Span {
	var out []Span
	for _, s := range spans {
		if last := len(out) - 1; last >= 0 && s.Off-out[last].End() <= gap {
			out[last].N = max(out[last].End(), s.End()) - out[last].Off
		} else {
			out = append(out, s)
		}
	}
	return out
}

// Union merges two ordered lists of spans into one.
func Union(a, b []Span) []Span {
	all := slices.Concat(a, b)
	slices.SortFunc(all, func(x, y Span) int { return x.Off - y.Off })
	return Join(all, 0)
}

// Within cuts spans at size bytes.
func Within(spans []Span, size int) []Span {
	var out []Span
	for _, s := range spans {
		if s.Off < size {
			out = append(out, Span{s.Off, min(s.End(), size) - s.Off})
		}
	}
	return out
}

// Outside lists, in order, the spans of the first size bytes that none of
// spans covers.
func Outside(spans []Span, size int) []Span {
	var out []Span
	at := 0
	for _, s := range spans {
		if s.Off > at {
			out = append(out, Span{at, min(s.Off, size) - at})
		}
		at = max(at, s.End())
		if at >= size {
			return out
		}
	}
	if at < size {
		out = append(out, Span{at, size - at})
	}
	return out
}
