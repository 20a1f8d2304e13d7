package wasmrt

import (
	"unsafe"

	"golang.org/x/sys/windows"
)

// reserve reserves size bytes of address space and commits none: Windows
// charges committed memory against the machine's commit limit whether or
// not it is touched, so pages are committed only as the guest's memory
// grows over them (linearMemory.grow).
func reserve(size uint64) *linearMemory {
	addr, err := windows.VirtualAlloc(0, uintptr(size), windows.MEM_RESERVE, windows.PAGE_READWRITE)
	if err != nil || size == 0 {
		return reserveHeap(size)
	}
	return &linearMemory{
		buf:  unsafe.Slice((*byte)(unsafe.Add(nil, addr)), size), // memory outside Go's heap
		free: func() { windows.VirtualFree(addr, 0, windows.MEM_RELEASE) },
		commit: func(n uint64) bool {
			_, err := windows.VirtualAlloc(addr, uintptr(n), windows.MEM_COMMIT, windows.PAGE_READWRITE)
			return err == nil
		},
	}
}
