// Package awk embeds the awk guest: mawk, a POSIX awk, compiled to a WASI
// preview 1 reactor that implements the process half of guests/ABI.md
// (sbx_main with awk's command line; it has no kernel mode). The module is
// built from Debian's source by build.sh, which also refreshes the embedded
// awk.wasm.gz and SHA256SUMS.
package awk

import (
	_ "embed"

	"github.com/sbx-sandbox/sbx/guests/internal/artefact"
)

// Version is the mawk release the guest is built from (Debian source
// package mawk 1.3.4.20250131-1).
const Version = "1.3.4-20250131"

//go:embed awk.wasm.gz
var wasmGz []byte

// SHA256SUMS is the committed checksum file, in sha256sum format: one line
// for awk.wasm (the uncompressed module) and one for awk.wasm.gz.
//
//go:embed SHA256SUMS
var SHA256SUMS string

var wasm = artefact.Gz{Guest: "awk", Name: "awk.wasm", Gz: wasmGz, Sums: SHA256SUMS}

// Wasm returns the uncompressed module, checked against SHA256SUMS.
func Wasm() ([]byte, error) { return wasm.Bytes() }
