package bench

import (
	"context"
	"runtime"
	"testing"

	"github.com/sbx-sandbox/sbx/wasmrt"
)

// TestCellTimesCountWork checks the CPU-time column of the time-limit
// overhead: a cell that computes is charged for its work, one that sleeps
// as long is not, and both report their own milliseconds.
func TestCellTimesCountWork(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("thread CPU time is read on Linux only")
	}
	ctx := context.Background()
	rt, err := wasmrt.New(ctx, wasmrt.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close(ctx)
	sb, err := rt.NewSandbox(wasmrt.Config{Workspace: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	defer sb.Close()
	const spin = "import time\nt = time.perf_counter()\nwhile time.perf_counter() - t < 0.3: pass\nprint((time.perf_counter() - t) * 1000)"
	const sleep = "import time\nt = time.perf_counter()\ntime.sleep(0.3)\nprint((time.perf_counter() - t) * 1000)"
	if _, _, err := cellTimes(ctx, sb, wasmrt.Python, "pass\nprint(0)"); err != nil { // starts the kernel
		t.Fatal(err)
	}
	spinMS, spinCPU, err := cellTimes(ctx, sb, wasmrt.Python, spin)
	if err != nil {
		t.Fatal(err)
	}
	sleepMS, sleepCPU, err := cellTimes(ctx, sb, wasmrt.Python, sleep)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("spin: %.1f ms, %.1f ms CPU; sleep: %.1f ms, %.1f ms CPU", spinMS, spinCPU, sleepMS, sleepCPU)
	if spinMS < 300 || sleepMS < 300 {
		t.Errorf("the cells reported %.1f and %.1f ms, want at least 300 each", spinMS, sleepMS)
	}
	// On a busy machine the spinning thread gets only part of a core, but
	// far more than the sleeping one.
	if sleepCPU > 30 || spinCPU < sleepCPU+30 {
		t.Errorf("CPU time: %.1f ms spinning, %.1f ms sleeping; want the sleep under 30 ms and the spin 30 ms above it", spinCPU, sleepCPU)
	}
}
