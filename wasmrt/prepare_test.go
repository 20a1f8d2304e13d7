package wasmrt

import (
	"bytes"
	"context"
	"errors"
	"os"
	"testing"
	"time"

	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"
)

func loadLoops(t testing.TB) []byte {
	t.Helper()
	wasm, err := os.ReadFile("testdata/loops.wasm")
	if err != nil {
		t.Fatal(err)
	}
	return wasm
}

// instantiate runs wasm in a fresh runtime, with yieldFn as sbx.yield,
// applying data the way the sandbox does when p is set.
func instantiate(t testing.TB, wasm []byte, p *prepared, yieldFn api.GoModuleFunc) api.Module {
	t.Helper()
	ctx := context.Background()
	r := wazero.NewRuntime(ctx)
	t.Cleanup(func() { r.Close(ctx) })
	if yieldFn == nil {
		yieldFn = yield
	}
	_, err := r.NewHostModuleBuilder(yieldModule).NewFunctionBuilder().
		WithGoModuleFunction(yieldFn, nil, []api.ValueType{api.ValueTypeI32}).
		Export(yieldName).Instantiate(ctx)
	if err != nil {
		t.Fatal(err)
	}
	mod, err := r.InstantiateWithConfig(ctx, wasm, wazero.NewModuleConfig())
	if err != nil {
		t.Fatal(err)
	}
	if p != nil {
		if err := p.applyData(mod.Memory()); err != nil {
			t.Fatal(err)
		}
	}
	return mod
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
	rw := &rewriter{fuel: true, yield: 0, fuelGlobal: 1} // no imports; one global before the fuel
	if got := bytes.Count(p.wasm, rw.fuelCheck()); got != 2 {
		t.Errorf("inserted %d fuel checks, want one per loop (2)", got)
	}
	if len(p.data) != 1 || string(p.data[0].bytes) != "abcdefgh" || p.data[0].offset != 64 {
		t.Errorf("data segments = %+v", p.data)
	}
	a := instantiate(t, orig, nil, nil)
	b := instantiate(t, p.wasm, p, nil)
	for _, tc := range []struct {
		fn   string
		args []uint64
	}{{"sum", []uint64{1000}}, {"sum", []uint64{0}}, {"fib", []uint64{20}}, {"peek", nil}, {"bump", nil}} {
		if x, y := callExport(t, a, tc.fn, tc.args...), callExport(t, b, tc.fn, tc.args...); x != y {
			t.Errorf("%s%v = %d prepared, %d original", tc.fn, tc.args, y, x)
		}
	}
	if len(p.globals) != 2 {
		t.Fatalf("exported globals = %v, want the module's mutable global and the fuel", p.globals)
	}
	g, ok := b.ExportedGlobal(p.globals[0]).(api.MutableGlobal)
	if !ok || g.Get() != 8 {
		t.Errorf("global after one bump = %v", g)
	}
}

func TestFuelStopsALoop(t *testing.T) {
	p, err := prepare(loadLoops(t), true)
	if err != nil {
		t.Fatal(err)
	}
	yields := 0
	mod := instantiate(t, p.wasm, p, func(_ context.Context, _ api.Module, stack []uint64) {
		if yields++; yields == 100 {
			panic(errStopped)
		}
		stack[0] = fuelPerYield
	})
	done := make(chan error, 1)
	go func() {
		_, err := mod.ExportedFunction("spin").Call(context.Background())
		done <- err
	}()
	select {
	case err := <-done:
		if !errors.Is(err, errStopped) || yields != 100 {
			t.Fatalf("spin ended with %v after %d yields, want errStopped after 100", err, yields)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("spin never yielded")
	}
}

func TestPrepareWithoutFuel(t *testing.T) {
	p, err := prepare(loadLoops(t), false)
	if err != nil {
		t.Fatal(err)
	}
	mod := instantiate(t, p.wasm, p, nil)
	if got := callExport(t, mod, "sum", 100); got != 4950 {
		t.Errorf("sum(100) = %d", got)
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
