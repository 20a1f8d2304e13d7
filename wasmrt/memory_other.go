//go:build !unix && !windows

package wasmrt

func reserve(size uint64) *linearMemory { return reserveHeap(size) }
