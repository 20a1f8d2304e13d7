//go:build !windows

package ownerdir

import (
	"fmt"
	"os"
)

// private fails unless dir's mode lets only its owner in.
func private(dir string) error {
	fi, err := os.Stat(dir)
	if err != nil {
		return err
	}
	if fi.Mode().Perm()&0o077 != 0 {
		return fmt.Errorf("mode %v, want no access for group or others", fi.Mode().Perm())
	}
	return nil
}
