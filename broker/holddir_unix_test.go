//go:build unix

package broker

import (
	"os"
	"syscall"
	"testing"
)

// holdDir holds the sandbox directory dir as a live server does, until the
// test ends.
func holdDir(t *testing.T, dir string) {
	f, err := os.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		t.Fatal(err)
	}
}
