//go:build linux && !portable

package wasmrt

import (
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"sync/atomic"
	"unsafe"

	"golang.org/x/sys/unix"
)

func imageMode() string { return "cow" }

// memfdImage keeps a snapshot in a memfd holding only its non-zero pages,
// and maps it copy-on-write into each new instance: a restore costs a few
// system calls, and an idle sandbox owns only the pages it has written.
type memfdImage struct {
	fd   int
	size int
	refs atomic.Int32
}

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
	m := &memfdImage{fd: fd, size: size}
	m.refs.Store(1)
	return m, nil
}

// fill makes the memfd fd size bytes long, pages at their offsets and
// holes elsewhere; it closes fd when it fails.
func fill(fd, size int, pages []page) error {
	err := unix.Ftruncate(fd, int64(size))
	for _, p := range pages {
		if err == nil {
			_, err = unix.Pwrite(fd, p.data, int64(p.off))
		}
	}
	if err != nil {
		unix.Close(fd)
		return fmt.Errorf("snapshot: %w", err)
	}
	return nil
}

// overlay implements image.
func (m *memfdImage) overlay(buf []byte) error {
	if len(buf) < m.size {
		return fmt.Errorf("snapshot of %d bytes does not fit a %d-byte reservation", m.size, len(buf))
	}
	return mapFile(buf[:m.size], m.fd, 0, unix.MAP_PRIVATE)
}

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

func (m *memfdImage) retain() { m.refs.Add(1) }

func (m *memfdImage) close() {
	if m.refs.Add(-1) == 0 {
		unix.Close(m.fd)
	}
}

// A kernel restored from an image and run since differs from it in the
// pages it wrote over the image, which its page table names (the pages of
// a private file mapping it wrote are anonymous now), and in the memory it
// grew into past the image, which is a memfd of its own, mapped shared:
// what it writes there is in that memfd already. Freezing it hands that
// memfd, as it is, to the frozen state, which maps it copy-on-write into
// the fork, and into the source itself, which grows into a new memfd from
// then on: no page of it is copied. Only the pages written over the image
// are, into a memfd of their own at their own offsets, laid over it.

// ownMemory is the memory an instance grows into past the image it was
// laid out from: a memfd of its own, mapped shared from offset from to the
// end of its reservation, at the same offsets as in the file.
type ownMemory struct{ fd, from int }

// ownPast maps a new memfd of m's own over its reservation from offset
// from (the end of what is laid out in it), in place of the one it had,
// which the caller keeps. Where none can be made, the memory m grows into
// stays anonymous, and a freeze copies it.
func (m *linearMemory) ownPast(from int) error {
	if !m.mapped || from >= len(m.buf) {
		m.own = nil
		return nil
	}
	fd, err := unix.MemfdCreate("sbx-memory", unix.MFD_CLOEXEC)
	if err != nil {
		return err
	}
	err = unix.Ftruncate(fd, int64(len(m.buf)))
	if err == nil {
		err = mapFile(m.buf[from:], fd, from, unix.MAP_SHARED)
	}
	if err != nil {
		unix.Close(fd)
		return err
	}
	m.own = &ownMemory{fd: fd, from: from}
	return nil
}

// dropOwn closes the memfd m grows into, once m is unmapped.
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
	refs  atomic.Int32
}

// newLayer lays runs of fd over under, taking over fd and the caller's
// hold on under.
func newLayer(under image, fd int, runs []span) *layer {
	l := &layer{under: under, fd: fd, runs: runs}
	l.refs.Store(1)
	return l
}

// span is a run of pages of memory: its offset and length in bytes.
type span struct{ off, n int }

// pagemap entry bits (Documentation/admin-guide/mm/pagemap.rst).
const (
	pagePresent = 1 << 63
	pageSwapped = 1 << 62
	pageFile    = 1 << 61
)

// newDelta freezes k, whose memory is mem: the memory it grew into
// becomes a layer over its base, which k's memory then maps copy-on-write
// (k grows into a new memfd of its own), and the pages it wrote over its
// base since go into a memfd, laid over that. It fails where the page
// table cannot be read; the caller then takes a whole snapshot.
func newDelta(k *instance, mem []byte) (image, error) {
	if len(mem) == 0 {
		return nil, errors.New("no memory")
	}
	if own := k.mem.own; own != nil && len(mem) > own.from {
		if err := k.mem.ownPast(len(mem)); err != nil {
			return nil, err
		}
		if err := mapFile(mem[own.from:], own.fd, own.from, unix.MAP_PRIVATE); err != nil {
			unix.Close(own.fd)
			return nil, err
		}
		k.base = newLayer(k.base, own.fd, []span{{own.from, len(mem) - own.from}})
	}
	written, err := writtenPages(mem)
	if err != nil {
		return nil, err
	}
	k.base.retain()
	if len(written) == 0 {
		return k.base, nil
	}
	fd, err := unix.MemfdCreate("sbx-delta", unix.MFD_CLOEXEC)
	if err == nil {
		err = fill(fd, len(mem), written)
	}
	if err != nil {
		k.base.close()
		return nil, err
	}
	runs := make([]span, len(written))
	for i, p := range written {
		runs[i] = span{p.off, len(p.data)}
	}
	return newLayer(k.base, fd, runs), nil
}

// writtenPages lists the runs of mem's pages its page table says were
// written since mem was laid out: anonymous, present or swapped.
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
	return pageRuns(mem, func(i int, _ []byte) bool {
		e := binary.LittleEndian.Uint64(entries[8*i:])
		return e&pageSwapped != 0 || (e&pagePresent != 0 && e&pageFile == 0)
	}), nil
}

// overlay implements image: the image under, then the pages of the layer.
func (l *layer) overlay(buf []byte) error {
	if err := l.under.overlay(buf); err != nil {
		return err
	}
	for _, r := range l.runs {
		if r.off+r.n > len(buf) {
			return fmt.Errorf("snapshot pages at %d do not fit a %d-byte reservation", r.off, len(buf))
		}
		if err := mapFile(buf[r.off:r.off+r.n], l.fd, r.off, unix.MAP_PRIVATE); err != nil {
			return err
		}
	}
	return nil
}

func (l *layer) retain() { l.refs.Add(1) }

func (l *layer) close() {
	if l.refs.Add(-1) == 0 {
		unix.Close(l.fd)
		l.under.close()
	}
}
