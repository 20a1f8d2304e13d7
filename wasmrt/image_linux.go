//go:build linux

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
	return mapPrivate(buf[:m.size], m.fd, 0)
}

// mapPrivate maps the bytes of fd from off copy-on-write over buf, which
// starts on a page.
func mapPrivate(buf []byte, fd, off int) error {
	_, _, errno := unix.Syscall6(unix.SYS_MMAP, uintptr(unsafe.Pointer(&buf[0])), uintptr(len(buf)),
		unix.PROT_READ|unix.PROT_WRITE, unix.MAP_PRIVATE|unix.MAP_FIXED, uintptr(fd), uintptr(off))
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

// A kernel restored from an image and run since differs from it only in
// the pages it wrote: the kernel's page table says which (the pages of a
// private file mapping it wrote are anonymous now, and so are the pages it
// touched past the image). A delta image holds just those, in a memfd of
// their own at their own offsets, and lays them over its base: taking the
// state of a small kernel at rest costs a read of its page table and a
// copy of a few megabytes, not of its whole memory.

// deltaImage is a base image with the pages a kernel wrote since, mapped
// over it.
type deltaImage struct {
	base image
	fd   int
	runs []span // where the pages it holds are
	refs atomic.Int32
}

// span is a run of pages of memory: its offset and length in bytes.
type span struct{ off, n int }

// pagemap entry bits (Documentation/admin-guide/mm/pagemap.rst).
const (
	pagePresent = 1 << 63
	pageSwapped = 1 << 62
	pageFile    = 1 << 61
)

// newDelta makes the image of mem, laid out from base and written since.
// It fails where the page table cannot be read; the caller then takes a
// whole snapshot.
func newDelta(base image, mem []byte) (image, error) {
	if len(mem) == 0 {
		return nil, errors.New("no memory")
	}
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
	pages := pageRuns(mem, func(i int, _ []byte) bool {
		e := binary.LittleEndian.Uint64(entries[8*i:])
		return e&pageSwapped != 0 || (e&pagePresent != 0 && e&pageFile == 0) // written since the base was laid out
	})
	fd, err := unix.MemfdCreate("sbx-delta", unix.MFD_CLOEXEC)
	if err != nil {
		return nil, err
	}
	if err := fill(fd, len(mem), pages); err != nil {
		return nil, err
	}
	runs := make([]span, len(pages))
	for i, p := range pages {
		runs[i] = span{p.off, len(p.data)}
	}
	base.retain()
	d := &deltaImage{base: base, fd: fd, runs: runs}
	d.refs.Store(1)
	return d, nil
}

// overlay implements image: the base, then the pages written since.
func (d *deltaImage) overlay(buf []byte) error {
	if err := d.base.overlay(buf); err != nil {
		return err
	}
	for _, r := range d.runs {
		if r.off+r.n > len(buf) {
			return fmt.Errorf("snapshot pages at %d do not fit a %d-byte reservation", r.off, len(buf))
		}
		if err := mapPrivate(buf[r.off:r.off+r.n], d.fd, r.off); err != nil {
			return err
		}
	}
	return nil
}

func (d *deltaImage) retain() { d.refs.Add(1) }

func (d *deltaImage) close() {
	if d.refs.Add(-1) == 0 {
		unix.Close(d.fd)
		d.base.close()
	}
}
