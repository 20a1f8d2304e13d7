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

// agentTurn is the pause between a fork's result and the first run in it:
// the least an agent's own turn takes.
const agentTurn = 100 * time.Millisecond

// forkKernels are the Python kernels forked: a small one, one holding
// 50,000 small dicts, and one holding 100 MB (every page written).
var forkKernels = []struct{ name, code string }{
	{"small (x = 1)", "x = 1"},
	{"holding 50,000 dicts", `rows = [{"id": i, "name": f"row{i}", "score": i % 7} for i in range(50_000)]`},
	{"holding 100 MB", "big = bytearray(100 << 20)\nfor i in range(0, len(big), 4096): big[i] = 1"},
}

// fork measures forks of a Python sandbox at rest until the fork's first
// output (the first fork after a run takes the kernel's state; later
// forks of the same state share it), back to back and, as an agent calls
// them, the fork and the first run after an agent's turn, against forks that copy the
// source's memory whole (as the portable build does) and a new sandbox to
// its first output in the same run; the private memory each fork of one
// state adds, and all the memory a fork after a run adds (the state it
// freezes included), both ways; and suspending and resuming the kernel.
func (b *bench) fork(ctx context.Context) error {
	b.section("Fork, suspend and resume a Python sandbox (median, p99)", "kernel", "first fork → first output", "next fork → first output",
		"first fork + first output after an agent's turn (100 ms)",
		"copying fork → first output", "first fork ÷ copying", "new sandbox → first output", "private memory per fork (copying)",
		"memory per fork after a run, its frozen state included (copying)",
		"suspend", "resume → first output")
	rt, err := wasmrt.New(ctx, wasmrt.Options{})
	if err != nil {
		return err
	}
	defer rt.Close(ctx)
	copying, err := wasmrt.New(ctx, wasmrt.Options{CopyForks: true})
	if err != nil {
		return err
	}
	defer copying.Close(ctx)
	dir, err := os.MkdirTemp("", "sbx-bench-fork-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	n, held := max(b.n/10, 5), max(b.idle/10, 10)
	newT, err := newSandboxTimes(ctx, rt, pythonGuest(), "print(1)", n)
	if err != nil {
		return err
	}
	for i, k := range forkKernels {
		ts, err := forkTimes(ctx, []*wasmrt.Runtime{rt, copying}, k.code, mkdir(dir, fmt.Sprint("forks", i)), n, held)
		if err == nil {
			err = suspendTimes(ctx, rt, k.code, mkdir(dir, fmt.Sprint("suspended", i)), n, ts[0])
		}
		if err != nil {
			return fmt.Errorf("fork a kernel %s: %w", k.name, err)
		}
		t, c := ts[0], ts[1]
		b.row(k.name, spread(t.first), spread(t.next), turnSpread(t.call, t.afterTurn), spread(c.first), ratio(median(t.first), median(c.first)), spread(newT.first),
			fmt.Sprintf("%.2f MiB (%.2f MiB)", t.private, c.private), fmt.Sprintf("%.2f MiB (%.2f MiB)", t.afterRun, c.afterRun),
			spread(t.suspend), spread(t.resume))
	}
	if fault, populate, err := pageFaultCost(); err == nil {
		fmt.Fprintf(b.out, "\nA fork's first run touches about a thousand pages it has not mapped yet. Here a page fault costs %.1f µs "+
			"(a first write to a page of new memory), %.1f× what the kernel takes a page to fill the same memory in one call.\n",
			float64(fault.Nanoseconds())/1000, float64(fault)/float64(populate))
	}
	return nil
}

// forkTiming is what forkTimes measured.
type forkTiming struct {
	first, next, suspend, resume []time.Duration
	call, afterTurn              []time.Duration // a fork, the first run after a turn
	private                      float64         // MiB per fork of one state
	afterRun                     float64         // MiB per fork after a run, the state it takes included
}

// forkTimes runs code in a new sandbox of each runtime, then times n
// rounds of, in each sandbox in turn, a run, a fork to its first output
// and a second fork to its first output; then the private memory of held
// forks of each held at once.
func forkTimes(ctx context.Context, rts []*wasmrt.Runtime, code, dir string, n, held int) ([]*forkTiming, error) {
	srcs := make([]*wasmrt.Sandbox, len(rts))
	defer func() {
		for _, src := range srcs {
			if src != nil {
				src.Close()
			}
		}
	}()
	for i, rt := range rts {
		src, err := rt.NewSandbox(wasmrt.Config{Workspace: mkdir(dir, fmt.Sprint("src", i))})
		if err != nil {
			return nil, err
		}
		srcs[i] = src
		if _, err := mustRun(ctx, src, code); err != nil {
			return nil, err
		}
	}
	forks := 0
	fork := func(src *wasmrt.Sandbox) (*wasmrt.Sandbox, time.Duration, error) {
		forks++
		start := time.Now()
		f, _, err := src.Fork(ctx, wasmrt.Config{Workspace: mkdir(dir, fmt.Sprint(forks))})
		if err == nil {
			_, err = mustRun(ctx, f, "print(1)")
		}
		return f, time.Since(start), err
	}
	ts := make([]*forkTiming, len(rts))
	for i := range ts {
		ts[i] = &forkTiming{}
	}
	for range n {
		for i, src := range srcs {
			if _, err := mustRun(ctx, src, "y = 2"); err != nil {
				return nil, err
			}
			a, first, err := fork(src)
			if err != nil {
				return nil, err
			}
			c, next, err := fork(src)
			a.Close()
			if err != nil {
				return nil, err
			}
			c.Close()
			ts[i].first, ts[i].next = append(ts[i].first, first), append(ts[i].next, next)
			if _, err := mustRun(ctx, src, "y = 3"); err != nil {
				return nil, err
			}
			forks++
			start := time.Now()
			d, _, err := src.Fork(ctx, wasmrt.Config{Workspace: mkdir(dir, fmt.Sprint(forks))})
			if err != nil {
				return nil, err
			}
			call := time.Since(start)
			time.Sleep(agentTurn)
			start = time.Now()
			_, err = mustRun(ctx, d, "print(1)")
			d.Close()
			if err != nil {
				return nil, err
			}
			ts[i].call, ts[i].afterTurn = append(ts[i].call, call), append(ts[i].afterTurn, time.Since(start))
		}
	}
	for i, src := range srcs {
		p, err := heldMemory(held, privateMemory, func() (*wasmrt.Sandbox, error) { f, _, err := fork(src); return f, err })
		if err != nil {
			return nil, err
		}
		afterRun, err := heldMemory(held, guestMemory, func() (*wasmrt.Sandbox, error) {
			if _, err := mustRun(ctx, src, "y = 2"); err != nil {
				return nil, err
			}
			f, _, err := fork(src)
			return f, err
		})
		if err != nil {
			return nil, err
		}
		ts[i].private, ts[i].afterRun = p, afterRun
	}
	return ts, nil
}

// turnSpread words forks and the first runs after a turn: the medians of
// each and the median and p99 of their sums.
func turnSpread(calls, runs []time.Duration) string {
	sums := make([]time.Duration, len(calls))
	for i := range calls {
		sums[i] = calls[i] + runs[i]
	}
	return fmt.Sprintf("%s + %s = %s", ms(time.Duration(median(calls))), ms(time.Duration(median(runs))), spread(sums))
}

// heldMemory holds n sandboxes that open makes at once and returns the
// memory, as measure measures it, that each adds, in MiB.
func heldMemory(n int, measure func() (int64, error), open func() (*wasmrt.Sandbox, error)) (float64, error) {
	debug.FreeOSMemory() // the heap's garbage must not count
	before, err := measure()
	if err != nil {
		return 0, err
	}
	held := make([]*wasmrt.Sandbox, 0, n)
	defer func() {
		for _, sb := range held {
			sb.Close()
		}
	}()
	for range n {
		sb, err := open()
		if sb != nil {
			held = append(held, sb)
		}
		if err != nil {
			return 0, err
		}
	}
	debug.FreeOSMemory()
	after, err := measure()
	if err != nil {
		return 0, err
	}
	return float64(after-before) / float64(n) / (1 << 20), nil
}

// suspendTimes runs code in a new sandbox of rt, then times n rounds of a
// suspend and a resume to the first output into t.
func suspendTimes(ctx context.Context, rt *wasmrt.Runtime, code, dir string, n int, t *forkTiming) error {
	src, err := rt.NewSandbox(wasmrt.Config{Workspace: mkdir(dir, "src")})
	if err != nil {
		return err
	}
	defer src.Close()
	if _, err := mustRun(ctx, src, code); err != nil {
		return err
	}
	state := mkdir(dir, "suspended")
	for range n {
		start := time.Now()
		if err := src.Suspend(ctx, state); err != nil {
			return err
		}
		suspended := time.Now()
		if _, err := mustRun(ctx, src, "print(1)"); err != nil {
			return err
		}
		t.suspend, t.resume = append(t.suspend, suspended.Sub(start)), append(t.resume, time.Since(suspended))
	}
	return nil
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
