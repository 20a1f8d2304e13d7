package wasmrt

import (
	"fmt"

	"github.com/tetratelabs/wazero/experimental"
)

// linearMemory is a guest's linear memory reserved once at its largest
// allowed size: growth needs no copy, a snapshot can be mapped into it, and
// growth past the sandbox's cap fails inside the guest (malloc returns NULL,
// Python raises MemoryError) instead of anywhere else.
type linearMemory struct {
	buf    []byte // the whole reservation; the guest sees buf[:size]
	free   func()
	mapped bool       // buf is a mapping of its own, which files may be mapped over
	own    *ownMemory // the memfd of its own it is over, where it has one
	later  *remap     // the mapping of its last freeze's layer it is yet to take
	// commit, where set, makes the first n bytes of buf usable: the
	// reservation is address space only (Windows).
	commit func(n uint64) bool
}

// grow makes the first size bytes of m usable, reporting whether they are.
func (m *linearMemory) grow(size uint64) bool {
	return size <= uint64(len(m.buf)) && (m.commit == nil || size == 0 || m.commit(size))
}

// Reallocate implements experimental.LinearMemory.
func (m *linearMemory) Reallocate(size uint64) []byte {
	if !m.grow(size) {
		return nil // the guest's memory.grow fails: malloc returns NULL
	}
	return m.buf[:size]
}

// Free implements experimental.LinearMemory.
func (m *linearMemory) Free() {
	if m.free != nil {
		m.free()
		m.free = nil
	}
	m.dropOwn()
}

// allocator hands out a linear memory capped at limit bytes, laid out from
// snap when set.
type allocator struct {
	limit uint64
	snap  *snapshot
	mem   *linearMemory
	err   error
}

// Allocate implements experimental.MemoryAllocator.
func (a *allocator) Allocate(_, max uint64) experimental.LinearMemory {
	a.mem = reserve(min(max, a.limit))
	if a.snap != nil {
		if !a.mem.grow(uint64(a.snap.size)) {
			a.err = fmt.Errorf("no memory for a snapshot of %d bytes", a.snap.size)
		} else {
			a.err = a.mem.layOut(a.snap.image, int(a.snap.size))
		}
	}
	return a.mem
}

// reserveHeap is the portable fallback: a Go slice at full size.
func reserveHeap(size uint64) *linearMemory {
	return &linearMemory{buf: make([]byte, size)}
}
