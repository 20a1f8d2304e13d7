package sbxtest

import (
	"strconv"
	"strings"
	"testing"
	"time"
)

// KernelAgeCell is Python that prints how long before now the process
// running it started, in seconds, and whether pandas is loaded in it: run
// in a sandbox's kernel, whether the kernel was started before the
// sandbox was asked for, its data stack imported ahead.
const KernelAgeCell = `import os as _os, sys as _sys
_t = int(open("/proc/self/stat").read().rsplit(")", 1)[1].split()[19]) / _os.sysconf("SC_CLK_TCK")
print(round(float(open("/proc/uptime").read().split()[0]) - _t, 3), "pandas" in _sys.modules)
del _os, _sys, _t`

// KernelAge parses KernelAgeCell's output.
func KernelAge(tb testing.TB, stdout string) (age time.Duration, pandas bool) {
	tb.Helper()
	f := strings.Fields(stdout)
	if len(f) != 2 {
		tb.Fatalf("kernel age: stdout %q", stdout)
	}
	s, err := strconv.ParseFloat(f[0], 64)
	if err != nil {
		tb.Fatalf("kernel age: stdout %q", stdout)
	}
	return time.Duration(s * float64(time.Second)), f[1] == "True"
}
