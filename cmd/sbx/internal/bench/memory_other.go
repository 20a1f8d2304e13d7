//go:build !linux

package bench

import "errors"

// guestMemory is for Linux only, as the other memory figures are.
func guestMemory() (int64, error) {
	return 0, errors.New("memory figures need /proc/self/smaps_rollup (Linux)")
}
