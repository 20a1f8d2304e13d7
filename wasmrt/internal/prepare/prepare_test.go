package prepare

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
func instantiate(t testing.TB, wasm []byte, p *Module, yieldFn api.GoModuleFunc) api.Module {
	t.Helper()
	ctx := context.Background()
	r := wazero.NewRuntime(ctx)
	t.Cleanup(func() { r.Close(ctx) })
	if yieldFn == nil {
		yieldFn = refill
	}
	_, err := r.NewHostModuleBuilder(YieldModule).NewFunctionBuilder().
		WithGoModuleFunction(yieldFn, nil, []api.ValueType{api.ValueTypeI32}).
		Export(YieldName).Instantiate(ctx)
	if err != nil {
		t.Fatal(err)
	}
	mod, err := r.InstantiateWithConfig(ctx, wasm, wazero.NewModuleConfig())
	if err != nil {
		t.Fatal(err)
	}
	if p != nil {
		if err := p.ApplyData(mod.Memory()); err != nil {
			t.Fatal(err)
		}
	}
	return mod
}

// refill is sbx.yield as the runtime's without a run to stop: it gives
// the guest more fuel.
func refill(_ context.Context, _ api.Module, stack []uint64) { stack[0] = FuelPerYield }

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
	p, err := Prepare(orig, true)
	if err != nil {
		t.Fatal(err)
	}
	rw := &rewriter{fuel: true, yield: 0, fuelGlobal: 1} // no imports; one global before the fuel
	if got := bytes.Count(p.Wasm, rw.fuelCheck()); got != 2 {
		t.Errorf("inserted %d fuel checks, want one per loop (2)", got)
	}
	if len(p.Data) != 1 || string(p.Data[0].Bytes) != "abcdefgh" || p.Data[0].Offset != 64 {
		t.Errorf("data segments = %+v", p.Data)
	}
	a := instantiate(t, orig, nil, nil)
	b := instantiate(t, p.Wasm, p, nil)
	for _, tc := range []struct {
		fn   string
		args []uint64
	}{{"sum", []uint64{1000}}, {"sum", []uint64{0}}, {"fib", []uint64{20}}, {"peek", nil}, {"bump", nil}} {
		if x, y := callExport(t, a, tc.fn, tc.args...), callExport(t, b, tc.fn, tc.args...); x != y {
			t.Errorf("%s%v = %d Module, %d original", tc.fn, tc.args, y, x)
		}
	}
	if len(p.Globals) != 2 {
		t.Fatalf("exported globals = %v, want the module's mutable global and the fuel", p.Globals)
	}
	g, ok := b.ExportedGlobal(p.Globals[0]).(api.MutableGlobal)
	if !ok || g.Get() != 8 {
		t.Errorf("global after one bump = %v", g)
	}
}

// errStopped ends a guest as the runtime ends a stopped run.
var errStopped = errors.New("run stopped")

func TestFuelStopsALoop(t *testing.T) {
	p, err := Prepare(loadLoops(t), true)
	if err != nil {
		t.Fatal(err)
	}
	yields := 0
	mod := instantiate(t, p.Wasm, p, func(_ context.Context, _ api.Module, stack []uint64) {
		if yields++; yields == 100 {
			panic(errStopped)
		}
		stack[0] = FuelPerYield
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
	p, err := Prepare(loadLoops(t), false)
	if err != nil {
		t.Fatal(err)
	}
	mod := instantiate(t, p.Wasm, p, nil)
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
		if _, err := Prepare(wasm, true); err == nil {
			t.Errorf("%s: prepare succeeded", name)
		}
	}
}

func FuzzPrepare(f *testing.F) {
	f.Add(loadLoops(f))
	f.Fuzz(func(t *testing.T, wasm []byte) {
		Prepare(wasm, true) // must not panic
	})
}
