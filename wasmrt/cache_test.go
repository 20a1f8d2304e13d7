package wasmrt

import (
	"bytes"
	"context"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
)

// lockedBuffer is a progress writer that background work may write to.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// runtimeSandbox starts a runtime of its own with opts and a sandbox in
// it, both closed when the test ends.
func runtimeSandbox(t *testing.T, opts Options) (*Runtime, *Sandbox) {
	t.Helper()
	rt, err := New(context.Background(), opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close(context.Background()) })
	sb, err := rt.NewSandbox(Config{Workspace: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { sb.Close() })
	return rt, sb
}

// runOnce starts a runtime on the cache in dir, runs JavaScript in a new
// sandbox and waits for the work it does for the next process.
func runOnce(t *testing.T, dir string) (*Result, string) {
	t.Helper()
	progress := &lockedBuffer{}
	rt, sb := runtimeSandbox(t, Options{CacheDir: dir, Progress: progress})
	res, err := sb.Run(context.Background(), Request{Language: JavaScript, Code: "console.log(6*7)"})
	if err != nil {
		t.Fatal(err)
	}
	rt.bgWG.Wait()
	return res, progress.String()
}

// TestDamagedCacheIsRebuilt damages each kind of cache file in the ways a
// disk, an interrupted copy or another build of sbx would, and checks that
// the next start notices with one line, runs the right guest and leaves a
// whole file behind.
func TestDamagedCacheIsRebuilt(t *testing.T) {
	dir := t.TempDir()
	cache := guestCache{dir: dir + "/guests"}
	js, py := guests[JavaScript], guests[Python]
	other := &Runtime{cache: cache} // fills Python's module file, to pass off as JavaScript's
	if _, _, err := other.prepared(py); err != nil {
		t.Fatal(err)
	}
	pyModule, err := os.ReadFile(cache.path(py, "module", InterruptLoopChecks, cacheKey(py, "module", InterruptLoopChecks)))
	if err != nil {
		t.Fatal(err)
	}
	damages := []struct {
		name   string
		damage func([]byte) []byte
		want   string
	}{
		{"truncated", func(b []byte) []byte { return b[:len(b)/2] }, "damaged"},
		{"cut inside the header", func(b []byte) []byte { return b[:headerSize-3] }, "damaged"},
		{"empty", func([]byte) []byte { return nil }, "damaged"},
		{"a flipped bit", func(b []byte) []byte { b[len(b)-5] ^= 0x10; return b }, "damaged"},
		{"from another build", func(b []byte) []byte { b[len(cacheMagic)] ^= 1; return b }, "another build"},
		{"another guest's file", func([]byte) []byte { return bytes.Clone(pyModule) }, "another build"},
	}
	for _, kind := range []string{"module", "snapshot"} {
		for _, d := range damages {
			t.Run(kind+"/"+d.name, func(t *testing.T) {
				runOnce(t, dir) // the cache holds whole files
				key := cacheKey(js, kind, InterruptLoopChecks)
				path := cache.path(js, kind, InterruptLoopChecks, key)
				b, err := os.ReadFile(path)
				if err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, d.damage(b), 0o600); err != nil {
					t.Fatal(err)
				}
				res, progress := runOnce(t, dir)
				if res.ExitCode != 0 || res.Stdout != "42\n" {
					t.Errorf("run after damage: exit %d, stdout %q, stderr %q", res.ExitCode, res.Stdout, res.Stderr)
				}
				if n := strings.Count(progress, "sbx: the cached javascript"); n != 1 || !strings.Contains(progress, d.want) {
					t.Errorf("progress %q: want one line saying the file is %s", progress, d.want)
				}
				if _, err := cache.load(path, key); err != nil {
					t.Errorf("the %s file was not rebuilt: %v", kind, err)
				}
			})
		}
	}
}

// TestRemovedCacheStaysRemoved stores into a cache whose directory was
// removed under the process: the write fails and makes nothing again.
func TestRemovedCacheStaysRemoved(t *testing.T) {
	base := filepath.Join(t.TempDir(), "sbx")
	cache := guestCache{dir: filepath.Join(base, "guests")}
	py := guests[Python]
	key := cacheKey(py, "snapshot", InterruptLoopChecks)
	if err := cache.store(cache.path(py, "snapshot", InterruptLoopChecks, key), key, []byte("payload")); err == nil {
		t.Error("a store into a removed cache succeeded")
	}
	if _, err := os.Stat(base); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the removed cache directory is there again: %v", err)
	}
}

// TestCachedSnapshotEnvironment leaves in the cache a kernel snapshot
// taken with another environment (the HOME of an older build) and checks
// that the next process does not restore it: its kernel sees this build's
// environment.
func TestCachedSnapshotEnvironment(t *testing.T) {
	dir := t.TempDir()
	kernelHome := func() string {
		t.Helper()
		rt, sb := runtimeSandbox(t, Options{CacheDir: dir, Progress: io.Discard})
		res := run(t, sb, JavaScript, "console.log(process.env.HOME)", 0)
		rt.bgWG.Wait() // the snapshot for the next process is stored
		return res.Stdout
	}
	saved := baseEnv
	baseEnv = slices.Concat(saved, []string{"HOME=/workspace"})
	kernelHome()
	baseEnv = saved
	if got := kernelHome(); got != HomeMount+"\n" {
		t.Errorf("HOME in a kernel after a snapshot taken with HOME=/workspace: %q, want %s", got, HomeMount)
	}
}
