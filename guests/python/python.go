// Package python embeds the CPython guest: CPython compiled to a WASI
// preview 1 reactor (python.wasm, implementing guests/ABI.md) and its
// standard library (stdlib.zip), which the host mounts read-only at
// StdlibDir.
//
// It also embeds the imaging guest: the same interpreter and kernel with
// Pillow's C modules linked in as built-in modules (python-imaging.wasm),
// and Pillow's Python package with the pure-Python python-dateutil, pytz
// and six (pyimaging.zip), which the host mounts read-only at
// SitePackagesDir next to the same Stdlib. The plain guest stays small so
// that it compiles fast; the imaging guest is for code that needs one of
// ImagingPackages.
//
// The artefacts are built from Debian packages by build.sh in this
// directory; README.md describes the build and what the guests contain.
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

// SitePackagesDir is the guest path where the host must mount ImagingLib
// (read-only) for the imaging guest: the interpreter's site-packages
// directory, which stdlib.zip holds as an empty directory and which is on
// sys.path.
const SitePackagesDir = "/usr/local/lib/python3.13/site-packages"

// ImagingPackages lists the Python distributions in the imaging guest
// (ImagingWasm and ImagingLib) with their versions: everything the
// WebAssembly Python has beyond the standard library.
var ImagingPackages = map[string]string{
	"pillow":          "11.1.0",
	"python-dateutil": "2.9.0",
	"pytz":            "2025.2",
	"six":             "1.17.0",
}

// SHA256SUMS is the sha256sum(1) listing of the artefacts: python.wasm
// and python-imaging.wasm (uncompressed), python.wasm.gz,
// python-imaging.wasm.gz, stdlib.zip and pyimaging.zip. Wasm, Stdlib,
// ImagingWasm and ImagingLib check the embedded bytes against it.
//
//go:embed SHA256SUMS
var SHA256SUMS string

//go:embed python.wasm.gz
var wasmGz []byte

//go:embed stdlib.zip
var stdlibZip []byte

//go:embed python-imaging.wasm.gz
var imagingWasmGz []byte

//go:embed pyimaging.zip
var imagingZip []byte

var (
	wasm        = artefact.Gz{Guest: "python", Name: "python.wasm", Gz: wasmGz, Sums: SHA256SUMS}
	imagingWasm = artefact.Gz{Guest: "python", Name: "python-imaging.wasm", Gz: imagingWasmGz, Sums: SHA256SUMS}
	stdlib      = artefact.Zip{Guest: "python", Name: "stdlib.zip", Zip: stdlibZip, Sums: SHA256SUMS}
	imagingLib  = artefact.Zip{Guest: "python", Name: "pyimaging.zip", Zip: imagingZip, Sums: SHA256SUMS}
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

// ImagingWasm returns the imaging guest module (python-imaging.wasm):
// python.wasm's interpreter and exports with Pillow's extension modules
// built in. Mount Stdlib at StdlibDir and ImagingLib at SitePackagesDir for
// it. Like Wasm, it is decompressed and checked on the first call and the
// slice is shared.
func ImagingWasm() ([]byte, error) { return imagingWasm.Bytes() }

// ImagingLib returns the imaging guest's Python packages (PIL, dateutil,
// pytz, six, without test suites) as a read-only file system whose root is
// SitePackagesDir (paths such as "PIL/__init__.py"). Like Stdlib, it does
// not hash the zip: VerifyImagingLib does.
func ImagingLib() (fs.FS, error) { return imagingLib.FS() }

// VerifyImagingLib checks pyimaging.zip against SHA256SUMS.
func VerifyImagingLib() error { return imagingLib.Verify() }
