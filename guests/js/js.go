// Package js embeds the JavaScript guest: the QuickJS engine compiled to a
// WASI preview 1 reactor that implements guests/ABI.md (sbx_init, sbx_exec,
// sbx_main). The module is built from source by build.sh, which also
// refreshes the embedded js.wasm.gz and SHA256SUMS.
package js

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"fmt"
	"io"
	"strings"
	"sync"
)

// Version is the QuickJS release the guest is built from (Debian source
// package quickjs 2025.04.26-1).
const Version = "2025-04-26"

// WasmGz is the gzip-compressed module, as committed.
//
//go:embed js.wasm.gz
var WasmGz []byte

// SHA256SUMS is the committed checksum file, in sha256sum format: one line
// for js.wasm (the uncompressed module) and one for js.wasm.gz.
//
//go:embed SHA256SUMS
var SHA256SUMS string

var (
	wasmOnce sync.Once
	wasm     []byte
	wasmErr  error
)

// Wasm returns the uncompressed module. It is decompressed once, verified
// against the js.wasm line of SHA256SUMS and cached; callers must not modify
// the returned slice.
func Wasm() ([]byte, error) {
	wasmOnce.Do(func() { wasm, wasmErr = load() })
	return wasm, wasmErr
}

func load() ([]byte, error) {
	want, err := Sum("js.wasm")
	if err != nil {
		return nil, err
	}
	zr, err := gzip.NewReader(bytes.NewReader(WasmGz))
	if err != nil {
		return nil, fmt.Errorf("js: js.wasm.gz: %w", err)
	}
	b, err := io.ReadAll(zr)
	if err != nil {
		return nil, fmt.Errorf("js: js.wasm.gz: %w", err)
	}
	got := sha256.Sum256(b)
	if hex.EncodeToString(got[:]) != want {
		return nil, fmt.Errorf("js: js.wasm sha256 %x does not match SHA256SUMS (%s)", got, want)
	}
	return b, nil
}

// Sum returns the hex sha256 that SHA256SUMS records for name ("js.wasm" or
// "js.wasm.gz").
func Sum(name string) (string, error) {
	sc := bufio.NewScanner(strings.NewReader(SHA256SUMS))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) == 2 && strings.TrimPrefix(f[1], "*") == name {
			return f[0], nil
		}
	}
	return "", fmt.Errorf("js: SHA256SUMS has no entry for %s", name)
}
