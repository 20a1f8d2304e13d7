//go:build linux && !portable

package wasmrt

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"testing"
	"unsafe"

	"github.com/sbx-sandbox/sbx/wasmrt/internal/memimage"
)

// copiedByFork is how many bytes of sb's Python kernel, at rest, its next
// fork copies: the pages its page table says it wrote over the images its
// memory is laid out from.
func copiedByFork(t *testing.T, sb *Sandbox) int {
	t.Helper()
	sb.runMu.Lock()
	defer sb.runMu.Unlock()
	mem, _, err := state(sb.kernels[Python].mod, nil)
	if err != nil {
		t.Fatal(err)
	}
	written, err := memimage.WrittenPages(mem)
	if err != nil {
		t.Fatal(err)
	}
	return memimage.PagesBytes(written)
}

// TestForkCopiesNoHeldMemory checks that forking a kernel holding 64 MB
// and 50,000 dicts copies none of it: what it wrote where its template
// holds nothing, and all it grew into, is in a memfd of its own, which the
// fork maps. Only the pages it wrote over its template's (the
// interpreter's own state) are copied, once: after the fork, the source
// maps the frozen state as the fork does, and its next fork copies only
// what it wrote since.
func TestForkCopiesNoHeldMemory(t *testing.T) {
	if testRT.RestoreMode() != "cow" {
		t.Skip("snapshots are not mapped copy-on-write")
	}
	src, _ := newSandbox(t, slowLimits())
	want(t, src, Python, `big = bytearray(b"s") * (64 << 20)
rows = [{"id": i, "name": f"row{i}"} for i in range(50_000)]`, "")
	if n := copiedByFork(t, src); n > 4<<20 {
		t.Errorf("the first fork of a kernel holding 64 MiB and 50,000 dicts copies %.1f MiB, want under 4", float64(n)/(1<<20))
	}
	f, _ := forkOf(t, src)
	want(t, f, Python, `print(len(big), big.count(b"s"), rows[-1]["id"])`, "67108864 67108864 49999\n")
	want(t, src, Python, `y = 2`, "")
	if n := copiedByFork(t, src); n > 2<<20 {
		t.Errorf("after a fork and a small cell, the next fork copies %.1f MiB, want under 2", float64(n)/(1<<20))
	}
	g, _ := forkOf(t, f)
	want(t, g, Python, `print(len(big), big.count(b"s"), rows[-1]["id"])`, "67108864 67108864 49999\n")
}

// TestForkPastLayerLimit plays the fork scenarios with a limit of one
// span per image chain: each freeze takes the kernel's memory whole and
// lays the kernel out from it again, which must keep its bytes and leave
// no write shared.
func TestForkPastLayerLimit(t *testing.T) {
	if testRT.RestoreMode() != "cow" {
		t.Skip("snapshots are not mapped copy-on-write")
	}
	defer func(n int) { memimage.MaxSpans = n }(memimage.MaxSpans)
	memimage.MaxSpans = 1
	for _, sc := range forkScenarios {
		t.Run(sc.name, func(t *testing.T) { runForkScenario(t, sc.steps) })
	}
}

// TestForkChainMemoryIsBounded checks that a source that rewrites all it
// holds between forks does not keep every version of it: the layers its
// memory is laid out from hold at most maxHeld times its memory, and each
// fork still sees its own version.
func TestForkChainMemoryIsBounded(t *testing.T) {
	if testRT.RestoreMode() != "cow" {
		t.Skip("snapshots are not mapped copy-on-write")
	}
	src, _ := newSandbox(t, slowLimits())
	want(t, src, Python, `big = bytearray(32 << 20)`, "")
	var forks []*Sandbox
	for i := range 6 {
		want(t, src, Python, fmt.Sprintf("big[::4096] = bytes([%d]) * (len(big) // 4096)", i+1), "")
		f, _ := forkOf(t, src)
		forks = append(forks, f)
	}
	for i, f := range forks {
		want(t, f, Python, "print(set(big[::4096]))", fmt.Sprintf("{%d}\n", i+1))
	}
	src.runMu.Lock()
	held, size := memimage.HeldBy(src.kernels[Python].base), int(src.kernels[Python].mod.Memory().Size())
	src.runMu.Unlock()
	if held > memimage.MaxHeld*size {
		t.Errorf("the source's layers hold %d MiB for its %d MiB of memory, want at most %d times that", held>>20, size>>20, memimage.MaxHeld)
	}
}

// Memory that had to come from Go's heap (its reservation could not be
// mapped) gets a snapshot's bytes copied in: a file mapped over the heap
// would hand Go's allocator pages that are not its own.
func TestLayOutOverHeap(t *testing.T) {
	const size = 1 << 20
	img, err := memimage.New(size, []memimage.Page{{Off: 0, Data: bytes.Repeat([]byte{1}, 4096)}, {Off: 8 << 12, Data: bytes.Repeat([]byte{2}, 8192)}})
	if err != nil {
		t.Fatal(err)
	}
	defer img.Close()
	m := reserveHeap(size)
	if err := m.layOut(img, size); err != nil {
		t.Fatal(err)
	}
	if m.buf[0] != 1 || m.buf[4095] != 1 || m.buf[4096] != 0 || m.buf[8<<12] != 2 || m.buf[10<<12-1] != 2 || m.buf[10<<12] != 0 {
		t.Fatal("the snapshot's bytes are not in the memory")
	}
	maps, err := os.ReadFile("/proc/self/maps")
	if err != nil {
		t.Skip(err)
	}
	start := uintptr(unsafe.Pointer(&m.buf[0]))
	for _, line := range strings.Split(string(maps), "\n") {
		var lo, hi uintptr
		if _, err := fmt.Sscanf(line, "%x-%x", &lo, &hi); err == nil && lo < start+size && hi > start && strings.Contains(line, "sbx-") {
			t.Fatalf("a file is mapped over Go's heap: %s", line)
		}
	}
}

// TestForkWarmsItsKernel checks that a fork's Python kernel runs a cell
// of sbx's own once the fork is made, before the fork's first run: by the
// time the fork takes a run, its kernel has written the pages a cell
// writes, where a fork that was not warmed has written none.
func TestForkWarmsItsKernel(t *testing.T) {
	if testRT.RestoreMode() != "cow" {
		t.Skip("snapshots are not mapped copy-on-write")
	}
	src, _ := newSandbox(t, Limits{})
	want(t, src, Python, `rows = [{"id": i} for i in range(10_000)]`, "")
	f, _ := forkOf(t, src)
	if n := copiedByFork(t, f); n < 64<<10 {
		t.Errorf("a fork's kernel wrote %d bytes before its first run, want the pages a cell writes (64 KiB at least)", n)
	}
}
