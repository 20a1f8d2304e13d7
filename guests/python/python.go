// Package python embeds the CPython guest: CPython compiled to a WASI
// preview 1 reactor (python.wasm, implementing guests/ABI.md) and its
// standard library (stdlib.zip), which the host mounts read-only at
// StdlibDir.
//
// The artefacts are built from Debian source packages by build.sh in this
// directory; README.md describes the build and what the guest contains.
package python

import (
	"archive/zip"
	"bufio"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"strings"
	"sync"
)

// Version is the CPython version of the embedded guest.
const Version = "3.13.5"

// StdlibDir is the guest path where the host must mount Stdlib (read-only).
// The interpreter's home is /usr/local, so it looks for its standard library
// here.
const StdlibDir = "/usr/local/lib/python3.13"

// SHA256SUMS is the sha256sum(1) listing of the artefacts: python.wasm
// (uncompressed), python.wasm.gz and stdlib.zip. Wasm and Stdlib check the
// embedded bytes against it.
//
//go:embed SHA256SUMS
var SHA256SUMS string

//go:embed python.wasm.gz
var wasmGz []byte

//go:embed stdlib.zip
var stdlibZip []byte

var (
	wasmOnce sync.Once
	wasm     []byte
	wasmErr  error

	stdlibOnce sync.Once
	stdlib     fs.FS
	stdlibErr  error
)

// Wasm returns the guest module (python.wasm). It is decompressed and
// checked against SHA256SUMS on the first call; later calls return the same
// slice, which callers must not modify.
func Wasm() ([]byte, error) {
	wasmOnce.Do(func() {
		zr, err := gzip.NewReader(bytes.NewReader(wasmGz))
		if err != nil {
			wasmErr = fmt.Errorf("python: reading python.wasm.gz: %w", err)
			return
		}
		b, err := io.ReadAll(zr)
		if err != nil {
			wasmErr = fmt.Errorf("python: decompressing python.wasm.gz: %w", err)
			return
		}
		if err := verify("python.wasm", b); err != nil {
			wasmErr = err
			return
		}
		wasm = b
	})
	return wasm, wasmErr
}

// Stdlib returns the standard library as a read-only file system whose root
// is StdlibDir (paths such as "json/__init__.py"). The zip is checked
// against SHA256SUMS on the first call.
func Stdlib() (fs.FS, error) {
	stdlibOnce.Do(func() {
		if err := verify("stdlib.zip", stdlibZip); err != nil {
			stdlibErr = err
			return
		}
		zr, err := zip.NewReader(bytes.NewReader(stdlibZip), int64(len(stdlibZip)))
		if err != nil {
			stdlibErr = fmt.Errorf("python: opening stdlib.zip: %w", err)
			return
		}
		stdlib = zr
	})
	return stdlib, stdlibErr
}

// verify checks b against the SHA256SUMS line for name.
func verify(name string, b []byte) error {
	want, ok := sum(name)
	if !ok {
		return fmt.Errorf("python: SHA256SUMS has no entry for %s", name)
	}
	got := sha256.Sum256(b)
	if hex.EncodeToString(got[:]) != want {
		return fmt.Errorf("python: %s has sha256 %x, SHA256SUMS says %s (rebuild with guests/python/build.sh)",
			name, got, want)
	}
	return nil
}

// sum returns the hex sha256 SHA256SUMS lists for name.
func sum(name string) (string, bool) {
	sc := bufio.NewScanner(strings.NewReader(SHA256SUMS))
	for sc.Scan() {
		hash, file, ok := strings.Cut(sc.Text(), "  ")
		if ok && strings.TrimPrefix(file, "*") == name {
			return hash, true
		}
	}
	return "", false
}
