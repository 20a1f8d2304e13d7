//go:build !linux

package bench

import "time"

// threadCPU is the CPU time the calling thread has used so far; other
// systems than Linux do not tell it here.
func threadCPU() (time.Duration, bool) { return 0, false }
