package bench

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/sbx-sandbox/sbx/internal/sbxtest"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// requireEngine skips the test when an engine is missing here, or fails it
// when SBX_REQUIRE_ENGINES is set (as in CI, which installs them).
func requireEngine(t *testing.T, err error, what string) {
	t.Helper()
	if !errors.Is(err, errNoEngine) {
		return
	}
	sbxtest.SkipEngine(t, what+" is not installed")
}

// TestCPUKernels runs every kernel of sbx bench once on each engine it is
// compared on. Each kernel checks its own result, so this fails when an
// engine computes a wrong answer or a kernel does not run there, and it
// checks that each reports a time.
func TestCPUKernels(t *testing.T) {
	ctx := context.Background()
	rt, err := wasmrt.New(ctx, wasmrt.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer rt.Close(ctx)
	b := &bench{}
	v8, err := nodeWASIEngine(envOr("SBX_NODE", "node"), t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		lang    wasmrt.Language
		eng     engine
		kernels string // a subset, for the engines that are slow to start
		missing string // what to install when the engine is missing
	}{
		{wasmrt.Python, b.guestEngine(rt), "", ""},
		{wasmrt.Python, nativeEngine("python3", "/usr/bin/python3", "-c"), "", "Debian's python3 (apt-get install python3)"},
		{wasmrt.Python, v8, "calls memory_copy clock_reads", "node"},
		{wasmrt.JavaScript, b.guestEngine(rt), "", ""},
		{wasmrt.JavaScript, nativeEngine("qjs", envOr("SBX_QJS", "qjs"), "-e"), "", "native QuickJS (SBX_QJS=$(guests/js/build.sh --native))"},
		{wasmrt.JavaScript, nativeEngine("node", envOr("SBX_NODE", "node"), "-e"), "", "node"},
	} {
		ks, err := cpuKernels(c.lang)
		if err != nil {
			t.Fatal(err)
		}
		if len(ks) < 10 {
			t.Fatalf("%d %s kernels, want at least 10", len(ks), c.lang)
		}
		t.Run(string(c.lang)+"/"+c.eng.name, func(t *testing.T) {
			for _, k := range ks {
				if c.kernels != "" && !strings.Contains(" "+c.kernels+" ", " "+k.name+" ") {
					continue
				}
				ms, err := c.eng.run(ctx, k)
				requireEngine(t, err, c.missing)
				if err != nil || ms <= 0 {
					t.Errorf("kernel %s: %v ms, %v", k.name, ms, err)
				}
			}
		})
	}
}

// TestCPUKernelFailsOnWrongResult: a kernel whose check fails is an error
// with the check's message, not a time.
func TestCPUKernelFailsOnWrongResult(t *testing.T) {
	k := kernel{"wrong", wasmrt.Python, "assert 1 + 1 == 3, 'one plus one'\nprint(1.0)\n"}
	_, err := nativeEngine("python3", "/usr/bin/python3", "-c").run(context.Background(), k)
	requireEngine(t, err, "Debian's python3")
	if err == nil || !strings.Contains(err.Error(), "one plus one") {
		t.Fatalf("a failing kernel gave %v, want its assertion", err)
	}
}
