package shell

import (
	"context"
	"errors"
	"runtime"
	"runtime/metrics"
	"time"
)

// errMemory is the cause of a line stopped for its memory use.
var errMemory = errors.New("memory limit")

// ExitMemory is the status of a line stopped for using too much memory, as
// if the kernel's OOM killer had sent SIGKILL.
const ExitMemory = 137

// memoryPoll is how often a line's memory use is checked.
const memoryPoll = 10 * time.Millisecond

// heapMetric is the Go heap in use, which the shell's variables, command
// substitutions and commands' buffers live in (guests' memory is not).
const heapMetric = "/memory/classes/heap/objects:bytes"

// watchMemory stops the line (cancel with errMemory) if the process's heap
// grows by more than limit bytes while it runs; the interpreter has no
// limit of its own, and x=$x$x in a loop would take the server down. Growth
// from other lines counts too, so a line may be stopped with another one
// that went over. It returns when ctx ends.
func watchMemory(ctx context.Context, limit int64, cancel context.CancelCauseFunc) {
	sample := []metrics.Sample{{Name: heapMetric}}
	heap := func() int64 {
		metrics.Read(sample)
		return int64(sample[0].Value.Uint64())
	}
	base := heap()
	tick := time.NewTicker(memoryPoll)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		if heap()-base <= limit {
			continue
		}
		runtime.GC() // garbage is not use: count only what survives
		if heap()-base > limit {
			cancel(errMemory)
			return
		}
	}
}
