//go:build linux

package wasmrt

import (
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

// newImage makes an image of size bytes that are zero but for pages; the
// zero pages stay holes in the memfd.
func newImage(size int, pages []page) (image, error) {
	fd, err := unix.MemfdCreate("sbx-snapshot", unix.MFD_CLOEXEC)
	if err != nil {
		return newCopyImage(size, pages), nil
	}
	if err := unix.Ftruncate(fd, int64(size)); err != nil {
		unix.Close(fd)
		return nil, fmt.Errorf("snapshot: %w", err)
	}
	for _, p := range pages {
		if _, err := unix.Pwrite(fd, p.data, int64(p.off)); err != nil {
			unix.Close(fd)
			return nil, fmt.Errorf("snapshot: %w", err)
		}
	}
	return &memfdImage{fd: fd, size: size}, nil
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
