package sbxtest

import (
	"os/exec"
	"slices"
	"testing"
	"time"
)

// SpawnMedian is the median time of 20 runs of a command: what a benchmark
// prints beside its own figure, such as Debian's /usr/bin/python3 -c pass.
// It skips tb when the command cannot run.
func SpawnMedian(tb testing.TB, prog string, args ...string) time.Duration {
	tb.Helper()
	var times []time.Duration
	for range 20 {
		start := time.Now()
		if err := exec.Command(prog, args...).Run(); err != nil {
			tb.Skipf("%s is needed for the comparison: %v", prog, err)
		}
		times = append(times, time.Since(start))
	}
	slices.Sort(times)
	return times[len(times)/2]
}
