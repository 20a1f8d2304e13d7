package ostier

import (
	"context"
	"os/exec"
	"slices"
	"testing"
	"time"

	"github.com/sbx-sandbox/sbx/fallback"
	"github.com/sbx-sandbox/sbx/fallback/internal/tiertest"
)

// pandasCell is a pandas-ready sandbox's first piece of work.
const pandasCell = "import pandas as pd\ndf = pd.DataFrame({'k': [1, 2, 1, 2], 'v': [1.0, 2.0, 3.0, 4.0]})\nprint(df.groupby('k').v.sum().tolist())"

// cpuCell is a CPU-bound loop in pure Python.
const cpuCell = "s = 0\nfor i in range(3_000_000):\n    s += i * i\nprint(s % 7)"

// BenchmarkOSVersusNative puts the os provider side by side with the
// host's own /usr/bin/python3, each pair timed in turn in the same
// iteration (this machine's speed drifts), and reports both medians and
// their ratio: a new sandbox to its first python -c pass against a bare
// spawn, a new sandbox's first pandas groupby against python3 -c with the
// same code, a warm cell, the CPU loop, and the memory of an idle
// sandbox with its Python kernel started. The "spare" pairs take the new
// sandbox from a provider keeping spares (OSOptions.Spares), the spare
// made again before each, outside the timing, and time its first cell:
// print(1) against python3 -c 'print(1)', and the pandas groupby; the
// memory of one spare ready is its PSS, what it costs the host.
func BenchmarkOSVersusNative(b *testing.B) {
	p := osFor(b)
	spares := NewOS(OSOptions{Spares: 1, SpareMemory: 1 << 30})
	b.Cleanup(func() { spares.Close() })
	ctx := context.Background()
	native := func(code string) func() time.Duration {
		return func() time.Duration {
			start := time.Now()
			if out, err := exec.Command(DefaultPython, "-c", code).CombinedOutput(); err != nil {
				b.Fatalf("%v: %s", err, out)
			}
			return time.Since(start)
		}
	}
	// fresh times a new sandbox to its first result; removing it is not
	// counted.
	fresh := func(p *OS, run func(p *OS, id string) (*fallback.ExecResult, error)) func() time.Duration {
		return func() time.Duration {
			if p == spares {
				spares.Prepare(fallback.Spec{})
				waitSpare(b, spares, 1)
			}
			start := time.Now()
			id, err := p.Create(ctx, fallback.Spec{Workspace: b.TempDir()})
			if err != nil {
				b.Fatal(err)
			}
			defer p.Destroy(ctx, id)
			if res, err := run(p, id); err != nil || res.ExitCode != 0 {
				b.Fatalf("%+v, %v", res, err)
			}
			return time.Since(start)
		}
	}
	id, _ := tiertest.Sandbox(b, p, fallback.Limits{})
	warm := func(code string) func() time.Duration {
		return func() time.Duration {
			start := time.Now()
			if res, err := p.RunPython(ctx, id, fallback.ExecRequest{Stdin: []byte(code)}); err != nil || res.ExitCode != 0 {
				b.Fatalf("%+v, %v", res, err)
			}
			return time.Since(start)
		}
	}
	warm("pass")()
	pandas := func(p *OS, id string) (*fallback.ExecResult, error) {
		return p.RunPython(ctx, id, fallback.ExecRequest{Stdin: []byte(pandasCell), Timeout: 30 * time.Second})
	}
	pairs := []struct {
		name   string
		os, na func() time.Duration
	}{
		{"new-sandbox-python-pass", fresh(p, func(p *OS, id string) (*fallback.ExecResult, error) {
			return p.Exec(ctx, id, fallback.ExecRequest{Command: "python3 -c pass"})
		}), native("pass")},
		{"new-sandbox-pandas-groupby", fresh(p, pandas), native(pandasCell)},
		{"spare-first-output", fresh(spares, func(p *OS, id string) (*fallback.ExecResult, error) {
			return p.RunPython(ctx, id, fallback.ExecRequest{Stdin: []byte("print(1)")})
		}), native("print(1)")},
		{"spare-pandas-groupby", fresh(spares, pandas), native(pandasCell)},
		{"warm-cell", warm("pass"), native("pass")},
		{"cpu-loop", warm(cpuCell), native(cpuCell)},
	}
	for _, pair := range pairs {
		b.Run(pair.name, func(b *testing.B) {
			var osT, naT []time.Duration
			for b.Loop() {
				osT = append(osT, pair.os())
				naT = append(naT, pair.na())
			}
			o, n := medianOf(osT), medianOf(naT)
			b.ReportMetric(float64(o.Microseconds())/1000, "os-ms")
			b.ReportMetric(float64(n.Microseconds())/1000, "python3-ms")
			b.ReportMetric(float64(o)/float64(n), "os/python3")
		})
	}
	b.Run("idle-memory", func(b *testing.B) {
		rss, err := p.boxes[id].sb.Memory()
		if err != nil {
			b.Skip(err)
		}
		for b.Loop() {
		}
		b.ReportMetric(float64(rss)/(1<<20), "MiB-with-kernel")
	})
	b.Run("spare-memory", func(b *testing.B) {
		spares.Prepare(fallback.Spec{})
		waitSpare(b, spares, 1)
		for b.Loop() {
		}
		b.ReportMetric(float64(spares.Spares().Memory)/(1<<20), "MiB-PSS-per-spare")
	})
}

// medianOf is the median of ds.
func medianOf(ds []time.Duration) time.Duration {
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[len(s)/2]
}
