// Package artefact loads a guest's embedded gzip-compressed module and
// checks it against the guest's committed SHA256SUMS.
package artefact

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"strings"
	"sync"
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
	if got := sha256.Sum256(b); hex.EncodeToString(got[:]) != want {
		return nil, fmt.Errorf("%s: %s sha256 %x does not match SHA256SUMS (%s)", a.Guest, a.Name, got, want)
	}
	return b, nil
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
