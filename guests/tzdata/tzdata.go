// Package tzdata embeds the IANA time-zone database from Debian trixie's
// tzdata package (build.sh), which the host mounts read-only at Dir so
// that guests find zones by name, as Python's zoneinfo does.
package tzdata

import (
	"archive/zip"
	"bytes"
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"strings"
	"sync"
	"testing/fstest"
)

// Version is the Debian version of the tzdata package the zones come from.
const Version = "2026f-0+deb13u1"

// Dir is where guests see the zones: the path zoneinfo and the C library
// search first.
const Dir = "/usr/share/zoneinfo"

//go:embed tzdata.zip
var zipped []byte

//go:embed SHA256SUMS
var sums string

var (
	once  sync.Once
	files fs.FS
	err   error
)

// FS returns the zones (America/New_York, UTC, zone1970.tab ...), checked
// against SHA256SUMS on the first call.
func FS() (fs.FS, error) {
	once.Do(func() {
		sum := sha256.Sum256(zipped)
		if want := strings.Fields(sums); len(want) < 1 || want[0] != hex.EncodeToString(sum[:]) {
			err = fmt.Errorf("tzdata: tzdata.zip does not match SHA256SUMS")
			return
		}
		files, err = unzip(zipped)
	})
	return files, err
}

// unzip reads the zip into memory (about 700 KB): zoneinfo seeks in the
// files it reads, which a zip's compressed entries cannot do.
func unzip(b []byte) (fs.FS, error) {
	zr, err := zip.NewReader(bytes.NewReader(b), int64(len(b)))
	if err != nil {
		return nil, fmt.Errorf("tzdata: %w", err)
	}
	out := fstest.MapFS{}
	for _, f := range zr.File {
		rc, err := f.Open()
		if err != nil {
			return nil, fmt.Errorf("tzdata: %s: %w", f.Name, err)
		}
		data, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			return nil, fmt.Errorf("tzdata: %s: %w", f.Name, err)
		}
		out[f.Name] = &fstest.MapFile{Data: data, Mode: 0o444, ModTime: f.Modified}
	}
	return out, nil
}
