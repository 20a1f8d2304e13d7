//go:build unix

package wasmrt

import "golang.org/x/sys/unix"

// reserve maps size bytes of address space without committing them: pages
// cost memory only once the guest touches them.
func reserve(size uint64) *linearMemory {
	buf, err := unix.Mmap(-1, 0, int(size), unix.PROT_READ|unix.PROT_WRITE,
		unix.MAP_PRIVATE|unix.MAP_ANONYMOUS|unix.MAP_NORESERVE)
	if err != nil {
		return reserveHeap(size)
	}
	return &linearMemory{buf: buf, free: func() { unix.Munmap(buf) }, mapped: true}
}
