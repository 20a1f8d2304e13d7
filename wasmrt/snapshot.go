package wasmrt

import (
	"context"
	"encoding/binary"
	"fmt"
	"os"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/tetratelabs/wazero/api"

	"github.com/sbx-sandbox/sbx/hostfs"
	"github.com/sbx-sandbox/sbx/internal/capture"
	"github.com/sbx-sandbox/sbx/wasmrt/internal/memimage"
	"github.com/sbx-sandbox/sbx/wasmrt/internal/prepare"
)

// rotateAfter is how many kernels one snapshot serves before a new template
// is booted. Every kernel restored from one snapshot shares the template's
// hash secret (CPython's str hashes); rotating bounds how many sandboxes
// share it. random is re-seeded in every kernel regardless.
const rotateAfter = 1000

// snapshot is a kernel's memory and globals right after sbx_init, from which
// new kernels are restored instead of booted.
type snapshot struct {
	size    uint64         // bytes of linear memory
	globals []uint64       // values of the prepared module's mutable globals
	names   []string       // and their export names
	image   memimage.Image // the memory itself
	uses    atomic.Int64
}

// RestoreMode says how new kernels start: "cow" maps a snapshot copy-on-write
// (Linux), "copy" copies its non-zero pages, "boot" starts the interpreter
// from scratch.
func (rt *Runtime) RestoreMode() string {
	if rt.noSnapshots {
		return "boot"
	}
	return memimage.Mode()
}

// restore finishes an instance whose memory the allocator has already laid
// out from the snapshot: it grows the memory to the snapshot's size and
// restores the globals. No start code runs.
func (s *snapshot) restore(mod api.Module) error {
	mem := mod.Memory()
	if cur := uint64(mem.Size()); cur < s.size {
		if _, ok := mem.Grow(uint32((s.size - cur) / 65536)); !ok {
			return fmt.Errorf("snapshot needs %s of memory, over the sandbox's limit", hostfs.FormatBytes(int64(s.size)))
		}
	}
	for i, name := range s.names {
		g, ok := mod.ExportedGlobal(name).(api.MutableGlobal)
		if !ok {
			return fmt.Errorf("snapshot global %s is missing", name)
		}
		g.Set(s.globals[i])
	}
	return nil
}

// state reads a freshly initialised instance's memory and the values of
// the globals names.
func state(mod api.Module, names []string) ([]byte, []uint64, error) {
	mem := mod.Memory()
	buf, ok := mem.Read(0, mem.Size())
	if !ok {
		return nil, nil, fmt.Errorf("read memory for a snapshot")
	}
	globals := make([]uint64, len(names))
	for i, name := range names {
		g := mod.ExportedGlobal(name)
		if g == nil {
			return nil, nil, fmt.Errorf("global %s is not exported", name)
		}
		globals[i] = g.Get()
	}
	return buf, globals, nil
}

// take snapshots a freshly initialised instance.
func take(mod api.Module, names []string) (*snapshot, error) {
	buf, globals, err := state(mod, names)
	if err != nil {
		return nil, err
	}
	return newSnapshot(len(buf), memimage.NonZeroPages(buf), names, globals)
}

// newSnapshot makes a snapshot of memory of size bytes, zero but for pages.
func newSnapshot(size int, pages []memimage.Page, names []string, globals []uint64) (*snapshot, error) {
	img, err := memimage.New(size, pages)
	if err != nil {
		return nil, err
	}
	return &snapshot{size: uint64(size), names: names, globals: globals, image: img}, nil
}

// template keeps the current snapshot of one guest's kernel.
type template struct {
	mu      sync.Mutex
	snap    *snapshot
	started bool // a kernel has asked for a snapshot: the cache was tried
}

// kernelSnapshot returns the snapshot to restore g's next kernel from,
// its image retained for the caller, who closes it. The
// process's first kernel takes the snapshot an earlier process booted
// ahead, if the guest cache holds one, and boots a template kernel
// otherwise; a new template is booted after every rotateAfter uses.
func (rt *Runtime) kernelSnapshot(ctx context.Context, g *compiledGuest, memory int64) (*snapshot, error) {
	g.template.mu.Lock()
	defer g.template.mu.Unlock()
	if s := g.template.snap; s != nil && s.uses.Add(1) <= rotateAfter {
		s.image.Retain()
		return s, nil
	}
	first := !g.template.started
	g.template.started = true
	var s *snapshot
	if first {
		s = rt.claimSnapshot(g)
	}
	if s == nil {
		var err error
		// Not preemptible: a run paused at a time slice's end while it
		// holds the template would keep every run that needs it waiting,
		// the one given its slot included.
		err = rt.bootTemplate(withoutPreemption(ctx), g, memory, func(mod api.Module) error {
			s, err = take(mod, g.prep.Globals)
			return err
		})
		if err != nil {
			return nil, err
		}
	}
	if first {
		rt.background(func(ctx context.Context) { rt.bootAhead(ctx, g, memory) })
	}
	if old := g.template.snap; old != nil {
		old.image.Close() // instances restored from it hold it still
	}
	s.uses.Store(1)
	g.template.snap = s
	s.image.Retain()
	return s, nil
}

// bootTemplate boots a kernel over an empty workspace, initialises it and
// hands it to keep, which snapshots it.
func (rt *Runtime) bootTemplate(ctx context.Context, g *compiledGuest, memory int64, keep func(api.Module) error) error {
	dir, err := os.MkdirTemp("", "sbx-template-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	ws, err := hostfs.Open(dir, hostfs.DefaultQuota)
	if err != nil {
		return err
	}
	defer ws.Close()
	inst, err := rt.instantiate(ctx, g, mounts{workspace: ws.FS(), memory: memory}, nil, nil, nil)
	if err != nil {
		return err
	}
	defer inst.close()
	out := capture.New(64<<10, nil)
	status, o := inst.invokeAlone(ctx, inst.init, out)
	err = started(g.guest.Name, out, status, o)
	for _, cell := range []string{g.guest.Setup, g.guest.Warmup} {
		if err == nil && cell != "" {
			status, o, err = inst.runCell(ctx, nil, cell, DefaultLimits.MaxTimeout, out)
			if err == nil {
				err = started(g.guest.Name, out, status, o)
			}
		}
	}
	if err != nil {
		return err
	}
	return keep(inst.mod)
}

// A kernel snapshot in the guest cache is booted ahead for the next
// process, not shared by every process: the template's interpreter chose
// secrets when it started (CPython's str hash secret) that no later code
// can change, so every kernel restored from one snapshot shares them. A
// process therefore claims the file (renames it to a name of its own,
// which only one process can do), deletes it once read, and boots a
// replacement for the next process in the background. Each snapshot thus
// serves one process, as a template booted in the process would.

// claimSnapshot takes the snapshot the guest cache holds for g, if any.
func (rt *Runtime) claimSnapshot(g *compiledGuest) *snapshot {
	if rt.cache.dir == "" {
		return nil
	}
	key := cacheKey(g.guest, "snapshot", rt.interrupt)
	path := rt.cache.path(g.guest, "snapshot", rt.interrupt, key)
	mine := fmt.Sprintf("%s.tmp-claim-%d-%d", path, os.Getpid(), claims.Add(1))
	if os.Rename(path, mine) != nil {
		return nil // none, or another process took it
	}
	b, err := os.ReadFile(mine)
	os.Remove(mine)
	if err == nil {
		b, err = checkPayload(b, key)
	}
	var s *snapshot
	if err == nil {
		s, err = decodeSnapshot(b, g.prep.Globals)
	}
	if err != nil {
		rt.note("sbx: the cached %s kernel snapshot is %s; booting a new one", g.guest.Name, reason(err))
		return nil
	}
	return s
}

// claims numbers a process's claims, which runtimes in one process share.
var claims atomic.Int64

// bootAhead boots a template kernel for the next process and stores its
// snapshot in the guest cache, unless a snapshot is there already.
func (rt *Runtime) bootAhead(ctx context.Context, g *compiledGuest, memory int64) {
	key := cacheKey(g.guest, "snapshot", rt.interrupt)
	path := rt.cache.path(g.guest, "snapshot", rt.interrupt, key)
	if _, err := os.Stat(path); rt.cache.dir == "" || err == nil {
		return
	}
	err := rt.bootTemplate(ctx, g, memory, func(mod api.Module) error {
		mem, globals, err := state(mod, g.prep.Globals)
		if err != nil {
			return err
		}
		return rt.cache.store(path, key, appendSnapshot(nil, mem, globals))
	})
	if err != nil && ctx.Err() == nil {
		rt.note("sbx: cannot cache a %s kernel snapshot (%s); the next start boots one", g.guest.Name, reason(err))
	}
}

// appendSnapshot appends to out a kernel's memory (its runs of non-zero
// pages) and globals, laid out as a cache payload.
func appendSnapshot(out, mem []byte, globals []uint64) []byte {
	pages := memimage.NonZeroPages(mem)
	size := 8 + 5 + 8*len(globals) + 5 + 10*len(pages)
	for _, p := range pages {
		size += len(p.Data)
	}
	out = slices.Grow(out, size)
	out = binary.LittleEndian.AppendUint64(out, uint64(len(mem)))
	out = prepare.AppendU32(out, uint32(len(globals)))
	for _, v := range globals {
		out = binary.LittleEndian.AppendUint64(out, v)
	}
	out = prepare.AppendU32(out, uint32(len(pages)))
	for _, p := range pages {
		out = prepare.AppendU32(prepare.AppendU32(out, uint32(p.Off/memimage.PageSize)), uint32(len(p.Data)))
	}
	for _, p := range pages {
		out = append(out, p.Data...)
	}
	return out
}

// decodeSnapshot reads appendSnapshot's layout into a snapshot of a module
// whose mutable globals are names.
func decodeSnapshot(b []byte, names []string) (*snapshot, error) {
	r := prepare.NewReader(b)
	head, err := r.Take(8)
	if err != nil {
		return nil, errDamaged
	}
	size := binary.LittleEndian.Uint64(head)
	n, err := r.U32()
	if err != nil || int(n) != len(names) || size > maxMemoryPages*65536 {
		return nil, errDamaged
	}
	globals := make([]uint64, n)
	for i := range globals {
		v, err := r.Take(8)
		if err != nil {
			return nil, errDamaged
		}
		globals[i] = binary.LittleEndian.Uint64(v)
	}
	npages, err := r.U32()
	if err != nil {
		return nil, errDamaged
	}
	pages := make([]memimage.Page, npages)
	lens := make([]int, npages)
	for i := range pages {
		p, err1 := r.U32()
		n, err2 := r.U32()
		if err1 != nil || err2 != nil || uint64(p)*memimage.PageSize+uint64(n) > size {
			return nil, errDamaged
		}
		pages[i].Off, lens[i] = int(p)*memimage.PageSize, int(n)
	}
	for i := range pages {
		if pages[i].Data, err = r.Take(lens[i]); err != nil {
			return nil, errDamaged
		}
	}
	if r.Rest() != 0 {
		return nil, errDamaged
	}
	return newSnapshot(int(size), pages, names, globals)
}
