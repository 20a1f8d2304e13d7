//go:build linux && !portable

package wasmrt

import "testing"

// TestForkCopiesNoHeldMemory checks that forking a kernel holding 64 MB
// copies none of it: the memory the kernel grew into is handed to the
// frozen state whole, and only the pages it wrote over its template's are
// copied (a few MB, however much it holds).
func TestForkCopiesNoHeldMemory(t *testing.T) {
	if testRT.RestoreMode() != "cow" {
		t.Skip("snapshots are not mapped copy-on-write")
	}
	src, _ := newSandbox(t, slowLimits())
	want(t, src, Python, `big = bytearray(b"s") * (64 << 20)
rows = [{"id": i, "name": f"row{i}"} for i in range(50_000)]`, "")
	f, _ := forkOf(t, src)
	want(t, f, Python, `print(len(big), big.count(b"s"), rows[-1]["id"])`, "67108864 67108864 49999\n")
	src.runMu.Lock()
	img := src.frozen[Python].snap.image
	src.runMu.Unlock()
	copied := 0
	if l, ok := img.(*layer); ok {
		for _, r := range l.runs {
			copied += r.n
		}
	}
	if copied > 16<<20 {
		t.Errorf("the fork copied %d MiB of the source's memory, want the 64 MiB it holds shared", copied>>20)
	}
}
