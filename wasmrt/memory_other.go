//go:build !unix

package wasmrt

func reserve(size uint64) *linearMemory { return reserveHeap(size) }
