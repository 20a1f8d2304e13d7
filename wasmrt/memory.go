package wasmrt

import (
	"sync/atomic"
	"unsafe"

	"github.com/tetratelabs/wazero/experimental"
)

// linearMemory is a guest's linear memory reserved once at its largest
// allowed size, so its address never moves. That lets another goroutine
// raise the interrupt word while the guest runs, and lets growth past the
// sandbox's cap fail inside the guest (malloc returns NULL, Python raises
// MemoryError) instead of anywhere else.
type linearMemory struct {
	buf  []byte // the whole reservation; the guest sees buf[:size]
	free func()
}

// Reallocate implements experimental.LinearMemory.
func (m *linearMemory) Reallocate(size uint64) []byte {
	if size > uint64(len(m.buf)) {
		return nil
	}
	return m.buf[:size]
}

// Free implements experimental.LinearMemory.
func (m *linearMemory) Free() {
	if m.free != nil {
		m.free()
		m.free = nil
	}
}

// interrupt raises the interrupt word; the guest traps at its next loop head.
func (m *linearMemory) interrupt() {
	atomic.StoreUint32((*uint32)(unsafe.Pointer(&m.buf[interruptAddr])), 1)
}

// clearInterrupt lowers the interrupt word; only while the guest is idle.
func (m *linearMemory) clearInterrupt() {
	atomic.StoreUint32((*uint32)(unsafe.Pointer(&m.buf[interruptAddr])), 0)
}

// allocator hands out a linear memory capped at limit bytes, laid out from
// snap when set, and remembers it so the instance can be interrupted.
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
		a.err = a.snap.image.overlay(a.mem.buf)
	}
	return a.mem
}

// reserveHeap is the portable fallback: a Go slice at full size.
func reserveHeap(size uint64) *linearMemory {
	return &linearMemory{buf: make([]byte, size)}
}
