package tiers

import (
	"context"
	"testing"

	"github.com/sbx-sandbox/sbx/fallback"
	"github.com/sbx-sandbox/sbx/fallback/internal/tiertest"
)

// benchProviders are the engines benchmarked, each skipped when missing.
var benchProviders = []struct {
	name string
	open func(testing.TB) fallback.Provider
}{
	{"docker-runc", func(t testing.TB) fallback.Provider { return open(t, "docker/runc") }},
	{"docker-runsc", func(t testing.TB) fallback.Provider { return open(t, "docker/runsc") }},
	{"microvm", func(t testing.TB) fallback.Provider { return open(t, "microvm") }},
	{"os", func(t testing.TB) fallback.Provider { return open(t, "os") }},
}

// open opens the provider name, or skips t saying what the host lacks.
func open(t testing.TB, name string) fallback.Provider {
	t.Helper()
	p, _, err := Open(context.Background(), name)
	if err != nil {
		tiertest.Skip(t, "%s provider unavailable: %v", name, err)
	}
	t.Cleanup(func() { p.Close() })
	return p
}

// BenchmarkNewSandbox times a new sandbox to the output of its first
// command, python3 -c 'print(1)', and its removal.
func BenchmarkNewSandbox(b *testing.B) {
	for _, bp := range benchProviders {
		b.Run(bp.name, func(b *testing.B) {
			p := bp.open(b)
			ctx := context.Background()
			for b.Loop() {
				id, err := p.Create(ctx, fallback.Spec{Workspace: b.TempDir()})
				if err != nil {
					b.Fatal(err)
				}
				if err := benchExec(ctx, p, id, benchPython); err != nil {
					b.Fatal(err)
				}
				p.Destroy(ctx, id)
			}
		})
	}
}

// BenchmarkInterpreter times a warm cell, print(1), in the persistent
// Python interpreter of providers that have one.
func BenchmarkInterpreter(b *testing.B) {
	for _, bp := range benchProviders {
		b.Run(bp.name, func(b *testing.B) {
			p, ok := bp.open(b).(fallback.Interpreter)
			if !ok {
				b.Skip("no persistent interpreter")
			}
			id, _ := tiertest.Sandbox(b, p.(fallback.Provider), fallback.Limits{})
			ctx := context.Background()
			for b.Loop() {
				res, err := p.RunPython(ctx, id, fallback.ExecRequest{Stdin: []byte("print(1)")})
				if err != nil || res.Stdout != "1\n" {
					b.Fatalf("%+v, %v", res, err)
				}
			}
		})
	}
}

// BenchmarkWarm times calls in a running sandbox.
func BenchmarkWarm(b *testing.B) {
	for _, bp := range benchProviders {
		for _, cmd := range []struct{ name, command string }{{"shell", benchShell}, {"python", benchPython}} {
			b.Run(bp.name+"/"+cmd.name, func(b *testing.B) {
				p := bp.open(b)
				id, _ := tiertest.Sandbox(b, p, fallback.Limits{})
				ctx := context.Background()
				for b.Loop() {
					if err := benchExec(ctx, p, id, cmd.command); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

func TestMeasure(t *testing.T) {
	p := open(t, "docker")
	timing, err := Measure(context.Background(), p, t.TempDir(), 3)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%+v", timing)
	if timing.FirstOutput <= 0 || timing.WarmShell <= 0 || timing.WarmPython <= 0 || timing.Isolation == "" {
		t.Fatalf("timing %+v", timing)
	}
}
