package bench

import (
	"context"
	"fmt"
	"os"
	"runtime/debug"
	"slices"
	"time"

	"github.com/sbx-sandbox/sbx/wasmrt"
)

// forkKernels are the Python kernels forked: a small one, one holding
// 50,000 small dicts, and one holding 100 MB (every page written).
var forkKernels = []struct{ name, code string }{
	{"small (x = 1)", "x = 1"},
	{"holding 50,000 dicts", `rows = [{"id": i, "name": f"row{i}", "score": i % 7} for i in range(50_000)]`},
	{"holding 100 MB", "big = bytearray(100 << 20)\nfor i in range(0, len(big), 4096): big[i] = 1"},
}

// fork measures forks of a Python sandbox at rest until the fork's first
// output (the first fork after a run takes the kernel's state; later
// forks of the same state share it), the private memory each fork adds,
// and suspending and resuming the kernel, against a new sandbox to its
// first output in the same run.
func (b *bench) fork(ctx context.Context) error {
	b.section("Fork, suspend and resume a Python sandbox (median, p99)", "kernel", "first fork → first output", "next fork → first output",
		"new sandbox → first output", "fork ÷ new", "private memory per fork", "suspend", "resume → first output")
	rt, err := wasmrt.New(ctx, wasmrt.Options{})
	if err != nil {
		return err
	}
	defer rt.Close(ctx)
	dir, err := os.MkdirTemp("", "sbx-bench-fork-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	n := max(b.n/10, 5)
	newT, err := newSandboxTimes(ctx, rt, pythonGuest(), "print(1)", n)
	if err != nil {
		return err
	}
	for i, k := range forkKernels {
		src, err := rt.NewSandbox(wasmrt.Config{Workspace: mkdir(dir, fmt.Sprint("src", i))})
		if err != nil {
			return err
		}
		t, err := forkTimes(ctx, src, k.code, mkdir(dir, fmt.Sprint("forks", i)), n, max(b.idle/10, 10))
		src.Close()
		if err != nil {
			return fmt.Errorf("fork a kernel %s: %w", k.name, err)
		}
		b.row(k.name, spread(t.first), spread(t.next), spread(newT.first), ratio(median(t.next), median(newT.first)),
			fmt.Sprintf("%.2f MiB", t.private), spread(t.suspend), spread(t.resume))
	}
	return nil
}

// forkTiming is what forkTimes measured.
type forkTiming struct {
	first, next, suspend, resume []time.Duration
	private                      float64 // MiB
}

// forkTimes runs code in src, then times n rounds of a run, a fork to its
// first output and a second fork to its first output; then n rounds of a
// suspend and a resume to the first output; then the private memory of
// held forks held at once.
func forkTimes(ctx context.Context, src *wasmrt.Sandbox, code, dir string, n, held int) (*forkTiming, error) {
	if _, err := mustRun(ctx, src, code); err != nil {
		return nil, err
	}
	state := mkdir(dir, "suspended")
	fork := func(i int) (*wasmrt.Sandbox, time.Duration, error) {
		start := time.Now()
		f, _, err := src.Fork(ctx, wasmrt.Config{Workspace: mkdir(dir, fmt.Sprint(i))})
		if err == nil {
			_, err = mustRun(ctx, f, "print(1)")
		}
		return f, time.Since(start), err
	}
	var t forkTiming
	for i := range n {
		if _, err := mustRun(ctx, src, "y = 2"); err != nil {
			return nil, err
		}
		a, first, err := fork(2 * i)
		if err != nil {
			return nil, err
		}
		c, next, err := fork(2*i + 1)
		a.Close()
		if err != nil {
			return nil, err
		}
		c.Close()
		t.first, t.next = append(t.first, first), append(t.next, next)
	}
	// Suspending and resuming last: a resumed kernel's memory is laid out
	// from its file, so its forks copy less than the source's did.
	for range n {
		start := time.Now()
		if err := src.Suspend(ctx, state); err != nil {
			return nil, err
		}
		suspended := time.Now()
		if _, err := mustRun(ctx, src, "print(1)"); err != nil {
			return nil, err
		}
		t.suspend, t.resume = append(t.suspend, suspended.Sub(start)), append(t.resume, time.Since(suspended))
	}
	debug.FreeOSMemory() // the heap's garbage must not count
	before, err := privateMemory()
	if err != nil {
		return nil, err
	}
	forks := make([]*wasmrt.Sandbox, 0, held)
	defer func() {
		for _, f := range forks {
			f.Close()
		}
	}()
	for i := range held {
		f, _, err := fork(2*n + i)
		if f != nil {
			forks = append(forks, f)
		}
		if err != nil {
			return nil, err
		}
	}
	debug.FreeOSMemory() // the heap's garbage must not count
	after, err := privateMemory()
	if err != nil {
		return nil, err
	}
	t.private = float64(after-before) / float64(held) / (1 << 20)
	return &t, nil
}

// mustRun runs Python code in sb and fails unless it exits 0.
func mustRun(ctx context.Context, sb *wasmrt.Sandbox, code string) (*wasmrt.Result, error) {
	res, err := sb.Run(ctx, wasmrt.Request{Language: wasmrt.Python, Code: code})
	if err == nil && res.ExitCode != 0 {
		err = fmt.Errorf("%.40q exited %d: %s", code, res.ExitCode, res.Stderr)
	}
	return res, err
}

// mkdir makes dir/name and returns it; a failure shows in the first use.
func mkdir(dir, name string) string {
	p := dir + "/" + name
	os.MkdirAll(p, 0o700)
	return p
}

// median is the middle of times, which it sorts.
func median(times []time.Duration) float64 {
	if len(times) == 0 {
		return -1
	}
	slices.Sort(times)
	return float64(times[len(times)/2])
}

// pythonGuest is the main Python guest.
func pythonGuest() *wasmrt.Guest {
	for _, g := range wasmrt.Guests() {
		if g.Language == wasmrt.Python {
			return g
		}
	}
	return nil
}
