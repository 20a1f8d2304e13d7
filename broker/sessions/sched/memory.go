package sched

import (
	"runtime/debug"
	"runtime/metrics"
	"sync/atomic"
	"time"
)

// Go keeps the heap pages a finished run freed and hands them back to the
// system slowly, so after a heavy shell line or sandbox the server would
// stay at its peak for minutes. ReturnMemory hands them back at once when
// the heap has grown by more than returnSlack since the last return, at
// most every ReturnEvery: each return is a full collection.
const (
	returnSlack = 64 << 20
	ReturnEvery = time.Second
)

// heapMetrics are the heap's memory the system has not been given back:
// objects (live or garbage), free spans, unused parts of spans.
var heapMetrics = []string{
	"/memory/classes/heap/objects:bytes",
	"/memory/classes/heap/free:bytes",
	"/memory/classes/heap/unused:bytes",
}

var (
	returnedAt   atomic.Int64  // UnixNano of the last return
	returnedHeap atomic.Uint64 // heapHeld just after it
	returning    atomic.Bool
)

// heapHeld is how much of the heap the process holds.
func heapHeld() uint64 {
	samples := make([]metrics.Sample, len(heapMetrics))
	for i, name := range heapMetrics {
		samples[i].Name = name
	}
	metrics.Read(samples)
	var n uint64
	for _, s := range samples {
		n += s.Value.Uint64()
	}
	return n
}

// ReturnMemory collects the heap and returns its free pages to the system,
// in the background, if the heap holds more than returnSlack beyond what
// it held after the last return: at once, or ReturnEvery after the last
// return when that was more recent. Call it when a run or a sandbox ends.
func ReturnMemory() {
	if heapHeld() < returnedHeap.Load()+returnSlack || !returning.CompareAndSwap(false, true) {
		return
	}
	wait := time.Until(time.Unix(0, returnedAt.Load()).Add(ReturnEvery))
	go func() {
		defer returning.Store(false)
		time.Sleep(wait) // no wait when it is not positive
		returnedAt.Store(time.Now().UnixNano())
		debug.FreeOSMemory()
		returnedHeap.Store(heapHeld())
	}()
}
