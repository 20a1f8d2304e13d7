// Package artefact loads a guest's embedded artefacts (a gzip-compressed
// module, a zip of library files) and checks them against the guest's
// committed SHA256SUMS.
package artefact

import (
	"archive/zip"
	"bufio"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"strings"
	"sync"

	"github.com/sbx-sandbox/sbx/internal/zipfs"
)

// Gz is one embedded gzip file whose content SHA256SUMS lists as Name.
type Gz struct {
	Guest string // the guest's name, for errors
	Name  string // the uncompressed file's name in Sums
	Gz    []byte
	Sums  string // sha256sum(1) output

	once sync.Once
	b    []byte
	err  error
}

// Bytes returns the decompressed content, decompressed and checked on the
// first call and cached; callers must not modify it.
func (a *Gz) Bytes() ([]byte, error) {
	a.once.Do(func() { a.b, a.err = a.load() })
	return a.b, a.err
}

func (a *Gz) load() ([]byte, error) {
	want, err := Sum(a.Sums, a.Name)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", a.Guest, err)
	}
	zr, err := gzip.NewReader(bytes.NewReader(a.Gz))
	if err != nil {
		return nil, fmt.Errorf("%s: %s.gz: %w", a.Guest, a.Name, err)
	}
	b, err := io.ReadAll(zr)
	if err != nil {
		return nil, fmt.Errorf("%s: %s.gz: %w", a.Guest, a.Name, err)
	}
	if err := check(a.Guest, a.Name, b, want); err != nil {
		return nil, err
	}
	return b, nil
}

// Zip is one embedded zip file that SHA256SUMS lists as Name, served as an
// fs.FS whose files seek (so that tracebacks can show source lines).
type Zip struct {
	Guest string // the guest's name, for errors
	Name  string // the zip's name in Sums
	Zip   []byte
	Sums  string // sha256sum(1) output

	once sync.Once
	fsys fs.FS
	err  error
}

// FS returns the zip's files, opened on the first call and cached. It does
// not hash the zip, which would cost every process start milliseconds:
// Verify does, where that is paid once (tests, filling a guest cache).
func (a *Zip) FS() (fs.FS, error) {
	a.once.Do(func() { a.fsys, a.err = a.load() })
	return a.fsys, a.err
}

// Verify checks the zip against Sums.
func (a *Zip) Verify() error {
	want, err := Sum(a.Sums, a.Name)
	if err != nil {
		return fmt.Errorf("%s: %w", a.Guest, err)
	}
	return check(a.Guest, a.Name, a.Zip, want)
}

func (a *Zip) load() (fs.FS, error) {
	zr, err := zip.NewReader(bytes.NewReader(a.Zip), int64(len(a.Zip)))
	if err != nil {
		return nil, fmt.Errorf("%s: %s: %w", a.Guest, a.Name, err)
	}
	return zipfs.New(zr), nil
}

// check returns an error unless b's sha256 is want, the sum SHA256SUMS lists
// for guest's file name.
func check(guest, name string, b []byte, want string) error {
	if got := sha256.Sum256(b); hex.EncodeToString(got[:]) != want {
		return fmt.Errorf("%s: %s sha256 %x does not match SHA256SUMS (%s); rebuild with guests/%s/build.sh",
			guest, name, got, want, guest)
	}
	return nil
}

// Sum returns the hex sha256 that sums, in sha256sum(1) format, records
// for name.
func Sum(sums, name string) (string, error) {
	sc := bufio.NewScanner(strings.NewReader(sums))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) == 2 && strings.TrimPrefix(f[1], "*") == name {
			return f[0], nil
		}
	}
	return "", fmt.Errorf("SHA256SUMS has no entry for %s", name)
}
