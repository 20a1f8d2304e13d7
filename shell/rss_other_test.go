//go:build !linux

package shell_test

import "os"

// peakRSS is 0: the tests that read it run on Linux only.
func peakRSS(*os.ProcessState) int64 { return 0 }
