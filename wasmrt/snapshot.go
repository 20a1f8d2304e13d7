package wasmrt

import (
	"context"
	"fmt"
	"os"
	"sync"
	"sync/atomic"

	"github.com/tetratelabs/wazero/api"

	"github.com/sbx-sandbox/sbx/hostfs"
	"github.com/sbx-sandbox/sbx/internal/capture"
)

// pageSize is the granularity at which snapshots store and share memory.
const pageSize = 4096

// rotateAfter is how many kernels one snapshot serves before a new template
// is booted. Every kernel restored from one snapshot shares the template's
// hash secret (CPython's str hashes); rotating bounds how many sandboxes
// share it. random is re-seeded in every kernel regardless.
const rotateAfter = 1000

// snapshot is a kernel's memory and globals right after sbx_init, from which
// new kernels are restored instead of booted.
type snapshot struct {
	size    uint64   // bytes of linear memory
	globals []uint64 // values of the prepared module's mutable globals
	names   []string // and their export names
	image   image    // the memory itself
	uses    atomic.Int64
}

// image holds a snapshot's memory and lays it into a new reservation.
type image interface {
	// overlay makes buf[:size] a private copy of the snapshot.
	overlay(buf []byte) error
	close()
}

// RestoreMode says how new kernels start: "cow" maps a snapshot copy-on-write
// (Linux), "copy" copies its non-zero pages, "boot" starts the interpreter
// from scratch.
func (rt *Runtime) RestoreMode() string {
	if rt.noSnapshots {
		return "boot"
	}
	return imageMode()
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

// take snapshots a freshly initialised instance.
func take(mod api.Module, names []string) (*snapshot, error) {
	mem := mod.Memory()
	buf, ok := mem.Read(0, mem.Size())
	if !ok {
		return nil, fmt.Errorf("read memory for a snapshot")
	}
	s := &snapshot{size: uint64(len(buf)), names: names}
	for _, name := range names {
		g := mod.ExportedGlobal(name)
		if g == nil {
			return nil, fmt.Errorf("global %s is not exported", name)
		}
		s.globals = append(s.globals, g.Get())
	}
	img, err := newImage(buf)
	if err != nil {
		return nil, err
	}
	s.image = img
	return s, nil
}

// template keeps the current snapshot of one guest's kernel.
type template struct {
	mu   sync.Mutex
	snap *snapshot
}

// kernelSnapshot returns the snapshot to restore g's next kernel from,
// booting a template kernel the first time and after every rotateAfter uses.
func (rt *Runtime) kernelSnapshot(ctx context.Context, g *compiledGuest, memory int64) (*snapshot, error) {
	g.template.mu.Lock()
	defer g.template.mu.Unlock()
	if s := g.template.snap; s != nil && s.uses.Add(1) <= rotateAfter {
		return s, nil
	}
	s, err := rt.bootTemplate(ctx, g, memory)
	if err != nil {
		return nil, err
	}
	if old := g.template.snap; old != nil {
		old.image.close() // instances restored from it keep their mappings
	}
	s.uses.Store(1)
	g.template.snap = s
	return s, nil
}

// bootTemplate boots a kernel over an empty workspace, initialises it and
// snapshots it.
func (rt *Runtime) bootTemplate(ctx context.Context, g *compiledGuest, memory int64) (*snapshot, error) {
	dir, err := os.MkdirTemp("", "sbx-template-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	ws, err := hostfs.Open(dir, hostfs.DefaultQuota)
	if err != nil {
		return nil, err
	}
	defer ws.Close()
	inst, err := rt.instantiate(ctx, g, mounts{workspace: ws.FS(), memory: memory}, nil, nil, nil)
	if err != nil {
		return nil, err
	}
	defer inst.close()
	out := capture.New(64<<10, nil)
	status, o := inst.invokeAlone(ctx, inst.init, out)
	err = started(g.guest.Name, out, status, o)
	if err == nil && g.guest.Warmup != "" {
		status, o, err = inst.runCell(ctx, nil, g.guest.Warmup, DefaultLimits.MaxTimeout, out)
		if err == nil {
			err = started(g.guest.Name, out, status, o)
		}
	}
	if err != nil {
		return nil, err
	}
	return take(inst.mod, g.prep.globals)
}
