package wasmrt

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"time"

	"github.com/sbx-sandbox/sbx/wasmrt/internal/memimage"
	"github.com/sbx-sandbox/sbx/wasmrt/internal/prepare"
)

// The guest cache keeps, per machine, what a process start would otherwise
// derive again from a guest's embedded bytes: the prepared (rewritten)
// module with its lifted data segments, and a template kernel booted ahead
// for the next process (see snapshot.go). It lives next to wazero's
// compilation cache, one file per guest, kind, interrupt mode and key:
//
//	$XDG_CACHE_HOME/sbx/guests/python-loopchecks-1f3a9c0d2b4e6f70.module
//
// Builds of sbx with different keys (an installed release and a working
// tree) thus keep files side by side instead of replacing each other's at
// every start; a file not used for a day is removed when another of its
// guest and kind is written.
//
// A file is a header (magic, key, payload length, CRC-32C of the payload)
// and the payload. The key hashes everything the payload depends on (see
// cacheKey), so a file written by another build of sbx, or for other guest
// bytes, is stale; with the length and the checksum, a truncated or damaged
// file is caught too. Stale and damaged files are rebuilt, with one line on
// the progress writer. Files are written to a temporary name and renamed,
// so a reader sees a whole file or none. The checksum guards against
// damage, not against someone who can write the cache directory: that
// someone could as well replace wazero's compiled code next to it.

// cacheMagic starts every cache file; the digit is the layout's version.
const cacheMagic = "sbxcach1"

// headerSize is the length of a cache file's header.
const headerSize = len(cacheMagic) + sha256.Size + 8 + 4

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// Errors of loading a cache file; a missing file is fs.ErrNotExist.
var (
	errStale   = errors.New("from another build of sbx or of the guest")
	errDamaged = errors.New("damaged")
)

// runtimeSources are the runtime's own sources: their hash, with the
// module rewriter's and the memory images' (prepare.Sources,
// memimage.Sources), stands for "this build of sbx" in cache keys, so any
// change to how guests are prepared or snapshotted uses fresh files, while
// builds that share the runtime (the sbx binary, test binaries) share
// them.
//
//go:embed *.go
var runtimeSources embed.FS

// buildKey hashes the parts of a key common to every guest: the runtime's
// sources, wazero's version and the platform.
var buildKey = func() [sha256.Size]byte {
	h := sha256.New()
	for _, sources := range []embed.FS{runtimeSources, prepare.Sources, memimage.Sources} {
		fs.WalkDir(sources, ".", func(path string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() {
				b, _ := sources.ReadFile(path)
				fmt.Fprintf(h, "%s %d\n", path, len(b))
				h.Write(b)
			}
			return nil
		})
	}
	fmt.Fprintf(h, "%s %s/%s\n", cacheMagic, runtime.GOOS, runtime.GOARCH)
	if info, ok := debug.ReadBuildInfo(); ok {
		for _, dep := range info.Deps {
			if dep.Path == "github.com/tetratelabs/wazero" {
				fmt.Fprintf(h, "%s %s %s\n", dep.Path, dep.Version, dep.Sum)
			}
		}
	}
	return [sha256.Size]byte(h.Sum(nil))
}()

// cacheKey is the key of g's cache files of one kind: this build of sbx,
// the guest's checksums, and its template's environment and code. The
// environment is named on its own, not only through the sources that set
// it: a snapshot keeps what its interpreter read of it (os.environ), and
// one taken with another HOME must never be restored.
func cacheKey(g *Guest, kind string, interrupt Interrupt) [sha256.Size]byte {
	h := sha256.New()
	h.Write(buildKey[:])
	fmt.Fprintf(h, "%s %s %d\n%s\n%q\n%s\n%s\n%s\n", g.Name, kind, interrupt, g.Sums, baseEnv, g.Setup, g.Warmup, g.Reseed)
	return [sha256.Size]byte(h.Sum(nil))
}

// guestCache is the directory of the guest cache; its zero value is a
// disabled cache.
type guestCache struct{ dir string }

// path is where g's file of one kind and key lives.
func (c guestCache) path(g *Guest, kind string, interrupt Interrupt, key [sha256.Size]byte) string {
	return filepath.Join(c.dir, fmt.Sprintf("%s-%s-%x.%s", g.Name, interrupt, key[:8], kind))
}

// unused is how long a file may go unused before a write of another file
// of its guest and kind removes it.
const unused = 24 * time.Hour

// load returns the payload of the file at path if it is whole and has key,
// and marks it used.
func (c guestCache) load(path string, key [sha256.Size]byte) ([]byte, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if info, err := os.Stat(path); err == nil && time.Since(info.ModTime()) > time.Hour {
		now := time.Now()
		os.Chtimes(path, now, now)
	}
	return checkPayload(b, key)
}

// checkPayload checks a cache file's header against key and its payload.
func checkPayload(b []byte, key [sha256.Size]byte) ([]byte, error) {
	if len(b) < headerSize || string(b[:len(cacheMagic)]) != cacheMagic {
		return nil, errDamaged
	}
	h := b[len(cacheMagic):headerSize]
	if !bytes.Equal(h[:sha256.Size], key[:]) {
		return nil, errStale
	}
	payload := b[headerSize:]
	if binary.LittleEndian.Uint64(h[sha256.Size:]) != uint64(len(payload)) ||
		binary.LittleEndian.Uint32(h[sha256.Size+8:]) != crc32.Checksum(payload, castagnoli) {
		return nil, errDamaged
	}
	return payload, nil
}

// store writes payload with key to path, atomically.
func (c guestCache) store(path string, key [sha256.Size]byte, payload []byte) error {
	// Only the last directory is made: a cache directory removed under a
	// running process (rm -rf $XDG_CACHE_HOME) is not made again.
	if err := os.Mkdir(c.dir, 0o700); err != nil && !errors.Is(err, fs.ErrExist) {
		return err
	}
	c.sweep(path)
	return writeFramed(c.dir, filepath.Base(path), key, payload, false)
}

// writeFramed writes payload with key and its checksum as dir's file
// name, atomically: through a temporary file renamed over it, flushed to
// the disk first when durable.
func writeFramed(dir, name string, key [sha256.Size]byte, payload []byte, durable bool) error {
	f, err := os.CreateTemp(dir, name+".tmp*")
	if err != nil {
		return err
	}
	header := append([]byte(cacheMagic), key[:]...)
	header = binary.LittleEndian.AppendUint64(header, uint64(len(payload)))
	header = binary.LittleEndian.AppendUint32(header, crc32.Checksum(payload, castagnoli))
	_, err = f.Write(header)
	if err == nil {
		_, err = f.Write(payload)
	}
	if err == nil && durable {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), filepath.Join(dir, name))
	}
	if err != nil {
		os.Remove(f.Name())
	}
	return err
}

// sweep removes the files of path's guest and kind that have not been used
// for a day, for other keys, and temporary files that a process ended
// before it could rename (an hour is far longer than any write takes).
func (c guestCache) sweep(path string) {
	base := filepath.Base(path)
	ext := filepath.Ext(base)
	prefix := strings.TrimSuffix(base, ext)
	prefix = prefix[:strings.LastIndexByte(prefix, '-')+1] // guest-interrupt-
	files, _ := filepath.Glob(filepath.Join(c.dir, prefix+"*"+ext+"*"))
	for _, f := range files {
		info, err := os.Stat(f)
		switch {
		case err != nil || f == path:
		case strings.Contains(filepath.Base(f), ".tmp") && time.Since(info.ModTime()) > time.Hour,
			time.Since(info.ModTime()) > unused:
			os.Remove(f)
		}
	}
}

// String names an interrupt mode in cache file names.
func (i Interrupt) String() string {
	switch i {
	case InterruptLoopChecks:
		return "loopchecks"
	case InterruptCloseOnContextDone:
		return "closeonctx"
	case InterruptNone:
		return "nointerrupt"
	}
	return fmt.Sprintf("interrupt%d", int(i))
}

// encodePrepared lays out a prepared module as a cache payload.
func encodePrepared(p *prepare.Module) []byte {
	out := make([]byte, 0, len(p.Wasm)+len(p.Wasm)/4)
	out = prepare.AppendBytes(out, p.Wasm)
	out = prepare.AppendU32(out, uint32(len(p.Globals)))
	for _, name := range p.Globals {
		out = prepare.AppendBytes(out, []byte(name))
	}
	out = prepare.AppendU32(out, uint32(len(p.Data)))
	for _, d := range p.Data {
		out = prepare.AppendU32(out, d.Offset)
		out = prepare.AppendBytes(out, d.Bytes)
	}
	if p.NeedsSbx {
		return append(out, 1)
	}
	return append(out, 0)
}

// decodePrepared reads encodePrepared's layout; the slices share b.
func decodePrepared(b []byte) (*prepare.Module, error) {
	r := prepare.NewReader(b)
	p := &prepare.Module{}
	var err error
	if p.Wasm, err = r.Bytes(); err != nil {
		return nil, err
	}
	n, err := r.U32()
	for i := uint32(0); i < n && err == nil; i++ {
		var name []byte
		name, err = r.Bytes()
		p.Globals = append(p.Globals, string(name))
	}
	if err == nil {
		n, err = r.U32()
	}
	for i := uint32(0); i < n && err == nil; i++ {
		var d prepare.Segment
		if d.Offset, err = r.U32(); err == nil {
			d.Bytes, err = r.Bytes()
		}
		p.Data = append(p.Data, d)
	}
	var flag byte
	if err == nil {
		flag, err = r.Byte()
	}
	if err != nil || r.Rest() != 0 || flag > 1 {
		return nil, errDamaged
	}
	p.NeedsSbx = flag == 1
	return p, nil
}
