//go:build !linux

package bench

import (
	"errors"
	"time"
)

// guestMemory is for Linux only, as the other memory figures are.
func guestMemory() (int64, error) {
	return 0, errors.New("memory figures need /proc/self/smaps_rollup (Linux)")
}

// pageFaultCost is for Linux only.
func pageFaultCost() (fault, populate time.Duration, err error) {
	return 0, 0, errors.New("the page-fault figure is measured on Linux only")
}
