package shell

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"runtime/metrics"
	"time"

	"github.com/sbx-sandbox/sbx/hostfs"
	"github.com/sbx-sandbox/sbx/internal/sh/expand"
)

// errMemory is the cause of a line stopped for its memory use.
var errMemory = errors.New("memory limit")

// ExitMemory is the status of a line stopped for using too much memory, as
// if the kernel's OOM killer had sent SIGKILL.
const ExitMemory = 137

// memoryPoll is how often a line's memory use is checked.
const memoryPoll = 10 * time.Millisecond

// The Go memory a line's work lives in: the heap (the shell's variables,
// command substitutions and commands' buffers) and the stacks of the
// goroutines its processes run in. Guests' memory is not in either.
var memoryMetrics = []string{"/memory/classes/heap/objects:bytes", "/memory/classes/heap/stacks:bytes"}

// watchMemory stops the line (cancel with errMemory) if the process's heap
// and stacks grow by more than limit bytes while it runs, counting too the
// pipe buffers of the sandbox's running processes; the interpreter has no
// limit of its own, and x=$x$x in a loop would take the server down. Growth
// from other lines counts too, so a line may be stopped with another one
// that went over. It returns when ctx ends.
func (s *lineState) watchMemory(ctx context.Context, limit int64, cancel context.CancelCauseFunc) {
	samples := make([]metrics.Sample, len(memoryMetrics))
	for i, name := range memoryMetrics {
		samples[i].Name = name
	}
	used := func() int64 {
		metrics.Read(samples)
		n := int64(s.procs.running()) * procCost
		for _, sample := range samples {
			n += int64(sample.Value.Uint64())
		}
		return n
	}
	base := used()
	tick := time.NewTicker(memoryPoll)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		if used()-base <= limit {
			continue
		}
		runtime.GC() // garbage is not use: count only what survives
		if used()-base > limit {
			cancel(errMemory)
			return
		}
	}
}

// varBytes is what the shell variables of env hold in the server's memory:
// names and values, an indexed array's elements, an associative array's
// keys and values, and the headers of the strings in either.
func varBytes(env expand.Environ) int64 {
	var n int64
	for name, vr := range env.Each {
		n += int64(len(name) + len(vr.Str))
		for _, s := range vr.List {
			n += int64(len(s) + 16)
		}
		for k, v := range vr.Map {
			n += int64(len(k) + len(v) + 32)
		}
	}
	return n
}

// guardMemory implements interp.MemoryGuardFunc: the interpreter asks it
// before it builds a large string (an expansion, a command substitution's
// output, a line read) or sets a variable, and it refuses, stopping the
// line for its memory (see watchMemory), when the variables vars holds and
// the n bytes to come would pass the sandbox's memory limit. The variables
// live in the server's memory, which the watcher only samples: the guard
// keeps x=$x$x in a loop from allocating before it is stopped.
func (s *lineState) guardMemory(vars expand.Environ, n int) error {
	if s.memory == nil || varBytes(vars)+int64(n) <= s.memory.limit {
		return nil
	}
	s.memory.stop()
	return fmt.Errorf("out of memory: the line's limit is %s", hostfs.FormatBytes(s.memory.limit))
}

// memoryCap is a line's memory limit and how to stop it for going over.
type memoryCap struct {
	limit int64
	stop  func()
}
