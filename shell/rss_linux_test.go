package shell_test

import (
	"os"
	"syscall"
)

// peakRSS is the peak resident set of the process that ended as ps, in
// bytes (Linux's rusage counts KiB).
func peakRSS(ps *os.ProcessState) int64 { return ps.SysUsage().(*syscall.Rusage).Maxrss << 10 }
