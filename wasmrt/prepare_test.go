package wasmrt

import (
	"bytes"
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"
	"github.com/tetratelabs/wazero/experimental"
)

func loadLoops(t testing.TB) []byte {
	t.Helper()
	wasm, err := os.ReadFile("testdata/loops.wasm")
	if err != nil {
		t.Fatal(err)
	}
	return wasm
}

// instantiate runs wasm in a fresh runtime, applying data the way the
// sandbox does when p is set, and returns the instance and its memory.
func instantiate(t testing.TB, wasm []byte, p *prepared) (api.Module, *linearMemory) {
	t.Helper()
	ctx := context.Background()
	r := wazero.NewRuntime(ctx)
	t.Cleanup(func() { r.Close(ctx) })
	alloc := &allocator{limit: 1 << 20}
	mod, err := r.InstantiateWithConfig(experimental.WithMemoryAllocator(ctx, alloc), wasm, wazero.NewModuleConfig())
	if err != nil {
		t.Fatal(err)
	}
	if p != nil {
		if err := p.applyData(mod.Memory()); err != nil {
			t.Fatal(err)
		}
	}
	return mod, alloc.mem
}

func callExport(t testing.TB, mod api.Module, name string, args ...uint64) uint64 {
	t.Helper()
	res, err := mod.ExportedFunction(name).Call(context.Background(), args...)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return res[0]
}

func TestPrepareKeepsBehaviour(t *testing.T) {
	orig := loadLoops(t)
	p, err := prepare(orig, true)
	if err != nil {
		t.Fatal(err)
	}
	if got := bytes.Count(p.wasm, interruptCheck) - bytes.Count(orig, interruptCheck); got != 2 {
		t.Errorf("inserted %d checks, want one per loop (2)", got)
	}
	if len(p.data) != 1 || string(p.data[0].bytes) != "abcdefgh" || p.data[0].offset != 64 {
		t.Errorf("data segments = %+v", p.data)
	}
	a, _ := instantiate(t, orig, nil)
	b, _ := instantiate(t, p.wasm, p)
	for _, tc := range []struct {
		fn   string
		args []uint64
	}{{"sum", []uint64{1000}}, {"sum", []uint64{0}}, {"fib", []uint64{20}}, {"peek", nil}, {"bump", nil}} {
		if x, y := callExport(t, a, tc.fn, tc.args...), callExport(t, b, tc.fn, tc.args...); x != y {
			t.Errorf("%s%v = %d prepared, %d original", tc.fn, tc.args, y, x)
		}
	}
	if len(p.globals) != 1 {
		t.Fatalf("exported globals = %v, want the one mutable global", p.globals)
	}
	g, ok := b.ExportedGlobal(p.globals[0]).(api.MutableGlobal)
	if !ok || g.Get() != 8 {
		t.Errorf("global after one bump = %v", g)
	}
}

func TestInterruptStopsALoop(t *testing.T) {
	p, err := prepare(loadLoops(t), true)
	if err != nil {
		t.Fatal(err)
	}
	mod, mem := instantiate(t, p.wasm, p)
	done := make(chan error, 1)
	go func() {
		_, err := mod.ExportedFunction("spin").Call(context.Background())
		done <- err
	}()
	time.Sleep(20 * time.Millisecond)
	mem.interrupt()
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), "unreachable") {
			t.Fatalf("spin ended with %v, want an unreachable trap", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("spin kept running after the interrupt")
	}
}

func TestPrepareRejectsBadModules(t *testing.T) {
	orig := loadLoops(t)
	for name, wasm := range map[string][]byte{
		"empty":     nil,
		"not wasm":  []byte("#!/bin/sh\necho hi\n"),
		"truncated": orig[:len(orig)-7],
	} {
		if _, err := prepare(wasm, true); err == nil {
			t.Errorf("%s: prepare succeeded", name)
		}
	}
}

func FuzzPrepare(f *testing.F) {
	f.Add(loadLoops(f))
	f.Fuzz(func(t *testing.T, wasm []byte) {
		prepare(wasm, true) // must not panic
	})
}
