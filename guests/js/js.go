// Package js embeds the JavaScript guest: the QuickJS engine compiled to a
// WASI preview 1 reactor that implements guests/ABI.md (sbx_init, sbx_exec,
// sbx_main). The module is built from source by build.sh, which also
// refreshes the embedded js.wasm.gz and SHA256SUMS.
package js

import (
	_ "embed"
	"fmt"
	"strings"

	"github.com/sbx-sandbox/sbx/guests/internal/artefact"
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

var wasm = artefact.Gz{Guest: "js", Name: "js.wasm", Gz: WasmGz, Sums: SHA256SUMS}

// Wasm returns the uncompressed module. It is decompressed once, verified
// against the js.wasm line of SHA256SUMS and cached; callers must not modify
// the returned slice.
func Wasm() ([]byte, error) { return wasm.Bytes() }

// Sum returns the hex sha256 that SHA256SUMS records for name ("js.wasm" or
// "js.wasm.gz").
func Sum(name string) (string, error) {
	s, err := artefact.Sum(SHA256SUMS, name)
	if err != nil {
		return "", fmt.Errorf("js: %w", err)
	}
	return s, nil
}

//go:embed kernel/prelude.js
var prelude string

// RewriteImports is the kernel's rewriteImports (kernel/prelude.js) as a
// JavaScript function expression: it turns a cell's static imports into
// dynamic ones whose bindings land in the global scope, returning
// undefined when there are none. The os tier's node kernel runs it, so
// that a cell imports the same way in both.
var RewriteImports = func() string {
	start := strings.Index(prelude, "  const importRe =")
	end := strings.Index(prelude, "    return changed ? out : undefined;\n  }\n")
	if start < 0 || end < start {
		panic("guests/js: kernel/prelude.js has no rewriteImports")
	}
	return "(() => {\n" + prelude[start:end] + "    return changed ? out : undefined;\n  }\n  return rewriteImports;\n})()"
}()
