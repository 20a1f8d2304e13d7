//go:build !linux

package wasmrt

func imageMode() string { return "copy" }

func newImage(mem []byte) (image, error) { return newCopyImage(mem), nil }
