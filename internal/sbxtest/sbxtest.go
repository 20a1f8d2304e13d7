// Package sbxtest builds the sbx binary for tests that run it as a user
// does.
package sbxtest

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
)

var (
	once sync.Once
	dir  string
	err  error
)

// Binary builds cmd/sbx once per test binary and returns its path; with
// -short it skips tb instead. A TestMain that uses it calls Cleanup after
// m.Run.
func Binary(tb testing.TB) string {
	tb.Helper()
	if testing.Short() {
		tb.Skip("builds and runs the sbx binary; skipped with -short")
	}
	once.Do(func() {
		if dir, err = os.MkdirTemp("", "sbx-bin-"); err != nil {
			return
		}
		out, berr := exec.Command("go", "build", "-o", filepath.Join(dir, "sbx"), "github.com/sbx-sandbox/sbx/cmd/sbx").CombinedOutput()
		if berr != nil {
			err = errors.New("go build ./cmd/sbx: " + berr.Error() + "\n" + string(out))
		}
	})
	if err != nil {
		tb.Fatal(err)
	}
	return filepath.Join(dir, "sbx")
}

// Cleanup removes the binary Binary built, if it built one.
func Cleanup() {
	if dir != "" {
		os.RemoveAll(dir)
	}
}

// SkipEngine skips tb for want of an engine, saying why, or fails it when
// SBX_REQUIRE_ENGINES is set (as in CI, which installs every engine).
func SkipEngine(tb testing.TB, why string) {
	tb.Helper()
	if os.Getenv("SBX_REQUIRE_ENGINES") != "" {
		tb.Fatal(why + " (SBX_REQUIRE_ENGINES is set)")
	}
	tb.Skip(why)
}
