//go:build linux

package wasmrt

import (
	"bytes"
	"fmt"
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
}

func newImage(mem []byte) (image, error) {
	fd, err := unix.MemfdCreate("sbx-snapshot", unix.MFD_CLOEXEC)
	if err != nil {
		return newCopyImage(mem), nil
	}
	if err := unix.Ftruncate(fd, int64(len(mem))); err != nil {
		unix.Close(fd)
		return nil, fmt.Errorf("snapshot: %w", err)
	}
	zero := make([]byte, pageSize)
	for off := 0; off < len(mem); off += pageSize {
		page := mem[off:min(off+pageSize, len(mem))]
		if bytes.Equal(page, zero[:len(page)]) {
			continue // stays a hole
		}
		if _, err := unix.Pwrite(fd, page, int64(off)); err != nil {
			unix.Close(fd)
			return nil, fmt.Errorf("snapshot: %w", err)
		}
	}
	return &memfdImage{fd: fd, size: len(mem)}, nil
}

// overlay implements image.
func (m *memfdImage) overlay(buf []byte) error {
	if len(buf) < m.size {
		return fmt.Errorf("snapshot of %d bytes does not fit a %d-byte reservation", m.size, len(buf))
	}
	_, _, errno := unix.Syscall6(unix.SYS_MMAP, uintptr(unsafe.Pointer(&buf[0])), uintptr(m.size),
		unix.PROT_READ|unix.PROT_WRITE, unix.MAP_PRIVATE|unix.MAP_FIXED, uintptr(m.fd), 0)
	if errno != 0 {
		return fmt.Errorf("map snapshot: %w", errno)
	}
	return nil
}

func (m *memfdImage) close() { unix.Close(m.fd) }
