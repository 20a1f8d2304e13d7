// Package python embeds the CPython guest: CPython compiled to a WASI
// preview 1 reactor (python.wasm, implementing guests/ABI.md) and its
// standard library (stdlib.zip), which the host mounts read-only at
// StdlibDir.
//
// It also embeds the data guest: the same interpreter and kernel with numpy
// and pandas linked in as built-in modules (python-data.wasm), and the
// Python half of those packages and their dependencies (pydata.zip), which
// the host mounts read-only at DataDir next to the same Stdlib. The plain
// guest stays small so that it compiles fast; the data guest is for code
// that needs numpy or pandas.
//
// The artefacts are built from Debian source packages by build.sh in this
// directory; README.md describes the build and what the guest contains.
package python

import (
	_ "embed"
	"io/fs"

	"github.com/sbx-sandbox/sbx/guests/internal/artefact"
)

// Version is the CPython version of the embedded guest.
const Version = "3.13.5"

// StdlibDir is the guest path where the host must mount Stdlib (read-only).
// The interpreter's home is /usr/local, so it looks for its standard library
// here.
const StdlibDir = "/usr/local/lib/python3.13"

// DataDir is the guest path where the host must mount DataLib (read-only)
// for the data guest: the interpreter's site-packages directory, which
// stdlib.zip holds as an empty directory and which is on sys.path.
const DataDir = "/usr/local/lib/python3.13/site-packages"

// DataPackages lists the Python distributions in the data guest
// (DataWasm and DataLib) with their versions.
var DataPackages = map[string]string{
	"numpy":           "2.2.4",
	"pandas":          "2.2.3",
	"pillow":          "11.1.0",
	"python-dateutil": "2.9.0",
	"pytz":            "2025.2",
	"six":             "1.17.0",
}

// SHA256SUMS is the sha256sum(1) listing of the artefacts: python.wasm
// and python-data.wasm (uncompressed), python.wasm.gz, python-data.wasm.gz,
// stdlib.zip and pydata.zip. Wasm, Stdlib, DataWasm and DataLib check the
// embedded bytes against it.
//
//go:embed SHA256SUMS
var SHA256SUMS string

//go:embed python.wasm.gz
var wasmGz []byte

//go:embed stdlib.zip
var stdlibZip []byte

//go:embed python-data.wasm.gz
var dataWasmGz []byte

//go:embed pydata.zip
var dataZip []byte

var (
	wasm     = artefact.Gz{Guest: "python", Name: "python.wasm", Gz: wasmGz, Sums: SHA256SUMS}
	dataWasm = artefact.Gz{Guest: "python", Name: "python-data.wasm", Gz: dataWasmGz, Sums: SHA256SUMS}
	stdlib   = artefact.Zip{Guest: "python", Name: "stdlib.zip", Zip: stdlibZip, Sums: SHA256SUMS}
	dataLib  = artefact.Zip{Guest: "python", Name: "pydata.zip", Zip: dataZip, Sums: SHA256SUMS}
)

// Wasm returns the guest module (python.wasm). It is decompressed and
// checked against SHA256SUMS on the first call; later calls return the same
// slice, which callers must not modify.
func Wasm() ([]byte, error) { return wasm.Bytes() }

// Stdlib returns the standard library as a read-only file system whose root
// is StdlibDir (paths such as "json/__init__.py"). It does not hash the
// zip: VerifyStdlib does.
func Stdlib() (fs.FS, error) { return stdlib.FS() }

// VerifyStdlib checks stdlib.zip against SHA256SUMS (a few milliseconds:
// do it once, where a host prepares the guest, not at every start).
func VerifyStdlib() error { return stdlib.Verify() }

// DataWasm returns the data guest module (python-data.wasm): python.wasm's
// interpreter and exports with numpy's and pandas' extension modules built
// in. Mount Stdlib at StdlibDir and DataLib at DataDir for it. Like Wasm, it
// is decompressed and checked on the first call and the slice is shared.
func DataWasm() ([]byte, error) { return dataWasm.Bytes() }

// DataLib returns the data guest's Python packages (numpy, pandas and their
// dependencies, without their test suites) as a read-only file system
// whose root is DataDir (paths such as "numpy/__init__.py"). Like Stdlib,
// it does not hash the zip: VerifyDataLib does.
func DataLib() (fs.FS, error) { return dataLib.FS() }

// VerifyDataLib checks pydata.zip against SHA256SUMS.
func VerifyDataLib() error { return dataLib.Verify() }
