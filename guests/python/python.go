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

	"github.com/sbx-sandbox/sbx/internal/zipfs"
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
	wasm     = gzArtefact{name: "python.wasm", gz: &wasmGz}
	dataWasm = gzArtefact{name: "python-data.wasm", gz: &dataWasmGz}
	stdlib   = zipArtefact{name: "stdlib.zip", data: &stdlibZip}
	dataLib  = zipArtefact{name: "pydata.zip", data: &dataZip}
)

// Wasm returns the guest module (python.wasm). It is decompressed and
// checked against SHA256SUMS on the first call; later calls return the same
// slice, which callers must not modify.
func Wasm() ([]byte, error) { return wasm.get() }

// Stdlib returns the standard library as a read-only file system whose root
// is StdlibDir (paths such as "json/__init__.py"). The zip is checked
// against SHA256SUMS on the first call.
func Stdlib() (fs.FS, error) { return stdlib.get() }

// DataWasm returns the data guest module (python-data.wasm): python.wasm's
// interpreter and exports with numpy's and pandas' extension modules built
// in. Mount Stdlib at StdlibDir and DataLib at DataDir for it. Like Wasm, it
// is decompressed and checked on the first call and the slice is shared.
func DataWasm() ([]byte, error) { return dataWasm.get() }

// DataLib returns the data guest's Python packages (numpy, pandas and their
// dependencies, without their test suites) as a read-only file system
// whose root is DataDir (paths such as "numpy/__init__.py"). The zip is
// checked against SHA256SUMS on the first call.
func DataLib() (fs.FS, error) { return dataLib.get() }

// gzArtefact is an embedded gzip file whose content SHA256SUMS lists as
// name, decompressed and checked once.
type gzArtefact struct {
	name string
	gz   *[]byte
	once sync.Once
	b    []byte
	err  error
}

func (a *gzArtefact) get() ([]byte, error) {
	a.once.Do(func() {
		zr, err := gzip.NewReader(bytes.NewReader(*a.gz))
		if err != nil {
			a.err = fmt.Errorf("python: reading %s.gz: %w", a.name, err)
			return
		}
		b, err := io.ReadAll(zr)
		if err != nil {
			a.err = fmt.Errorf("python: decompressing %s.gz: %w", a.name, err)
			return
		}
		if err := verify(a.name, b); err != nil {
			a.err = err
			return
		}
		a.b = b
	})
	return a.b, a.err
}

// zipArtefact is an embedded zip file, checked against SHA256SUMS once and
// served as an fs.FS whose files seek (so that tracebacks show the
// library's source lines).
type zipArtefact struct {
	name string
	data *[]byte
	once sync.Once
	fsys fs.FS
	err  error
}

func (a *zipArtefact) get() (fs.FS, error) {
	a.once.Do(func() {
		if err := verify(a.name, *a.data); err != nil {
			a.err = err
			return
		}
		zr, err := zip.NewReader(bytes.NewReader(*a.data), int64(len(*a.data)))
		if err != nil {
			a.err = fmt.Errorf("python: opening %s: %w", a.name, err)
			return
		}
		a.fsys = zipfs.New(zr)
	})
	return a.fsys, a.err
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
