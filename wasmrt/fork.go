package wasmrt

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"time"

	experimentalsys "github.com/tetratelabs/wazero/experimental/sys"

	"github.com/sbx-sandbox/sbx/hostfs"
	"github.com/sbx-sandbox/sbx/internal/capture"
	"github.com/sbx-sandbox/sbx/wasmrt/internal/prepare"
)

// A kernel at rest is its linear memory, its mutable globals and the files
// it holds open: its funcref tables are fixed once instantiated (neither
// CPython nor QuickJS grows or sets them), and everything else the
// interpreter knows lives in its memory. A frozen kernel keeps that state
// as a snapshot, which new instances map copy-on-write, as they map the
// template's: a fork costs an instantiation, and forks of one source at
// rest share the snapshot's pages. Suspending writes the same state to a
// file, checksummed and keyed by the build of sbx and the guest, from
// which Resume restores it, in this process or a later one.

// frozen is one kernel's state at rest. A sandbox keeps its kernels'
// until anything changes them (a run, a suspension, a resume).
type frozen struct {
	guest *Guest
	snap  *snapshot
	files []openFile
}

// lockRuns takes the kernel lock, waiting for a run in progress to end
// until ctx is done.
func (s *Sandbox) lockRuns(ctx context.Context) error {
	for !s.runMu.TryLock() {
		select {
		case <-ctx.Done():
			return fmt.Errorf("a run is still in progress in the sandbox (%w); try again when it ends", ctx.Err())
		case <-time.After(2 * time.Millisecond):
		}
	}
	return nil
}

// freeze returns the state at rest of lang's kernel k, taking it unless
// it was taken since the kernel last changed. The caller holds runMu.
func (s *Sandbox) freeze(ctx context.Context, lang Language, k *instance) (*frozen, error) {
	if fr := s.frozen[lang]; fr != nil {
		return fr, nil
	}
	g, err := s.rt.load(ctx, k.guest)
	if err != nil {
		return nil, err
	}
	files, err := openFiles(k.mod)
	if err != nil {
		return nil, err
	}
	snap, err := freezeMemory(k, g.prep.Globals, s.rt.copyForks)
	if err != nil {
		return nil, err
	}
	fr := &frozen{guest: k.guest, snap: snap, files: files}
	s.frozen[lang] = fr
	return fr, nil
}

// freezeMemory snapshots k's memory and globals: as a layer over the
// image it was laid out from (its memfd, holding what it wrote), where its
// memory and the page table allow, and whole otherwise, after which k is
// laid out from that whole snapshot, so that its later freezes are layers
// again. With copyForks every freeze takes the memory whole.
func freezeMemory(k *instance, globals []string, copyForks bool) (*snapshot, error) {
	if k.base != nil && !copyForks {
		mem, values, err := state(k.mod, globals)
		if err != nil {
			return nil, err
		}
		if img, err := newDelta(k, mem); err == nil {
			return &snapshot{size: uint64(len(mem)), names: globals, globals: values, image: img}, nil
		}
	}
	snap, err := take(k.mod, globals)
	if err == nil && !copyForks {
		rebase(k, snap.image, int(snap.size))
	}
	return snap, err
}

// dropFrozen releases the kernels' frozen states, which a change to the
// kernels makes stale; forks made from them keep their mappings. The
// caller holds runMu.
func (s *Sandbox) dropFrozen() {
	for lang, fr := range s.frozen {
		fr.snap.image.Close()
		delete(s.frozen, lang)
	}
}

// thaw starts a kernel in s from fr: its memory mapped from the snapshot,
// its files opened again at their descriptors. It returns what could not
// be carried.
func (s *Sandbox) thaw(ctx context.Context, fr *frozen) (*instance, []string, error) {
	g, err := s.rt.load(ctx, fr.guest)
	if err != nil {
		return nil, nil, err
	}
	if fr.snap.size > uint64(s.limits.Memory) {
		return nil, nil, fmt.Errorf("%w: the %s kernel holds %s, over the sandbox's memory limit of %s", ErrInput,
			fr.guest.Language, hostfs.FormatBytes(int64(fr.snap.size)), hostfs.FormatBytes(s.limits.Memory))
	}
	k, err := s.rt.instantiate(ctx, g, s.mounts(), nil, nil, fr.snap)
	if err != nil {
		return nil, nil, err
	}
	lost, err := reopen(k.mod, k.tree, fr.files)
	if err != nil {
		k.close()
		return nil, nil, err
	}
	return k, lost, nil
}

// Fork makes a new sandbox over cfg's directories that starts where s is at
// rest: its /workspace and /tmp hold copies of s's, and so does its own
// home when neither has a durable one (all counted against its quota), and
// each of its kernels holds exactly the state of s's, its variables,
// imports and open files, the state of its random generators included. s is not disturbed. A run in progress in s is waited for
// until ctx is done. cfg's zero Limits take s's. It returns what could not
// be carried, worded for the agent.
func (s *Sandbox) Fork(ctx context.Context, cfg Config) (_ *Sandbox, lost []string, err error) {
	if err := s.lockRuns(ctx); err != nil {
		return nil, nil, err
	}
	var kernels map[Language]*instance
	defer func() { go s.settle(kernels) }()
	if lost, _, err = s.resumeIfSuspended(ctx); err != nil {
		return nil, nil, err
	}
	s.mu.Lock()
	closed := s.closed
	kernels = maps.Clone(s.kernels)
	s.mu.Unlock()
	if closed {
		return nil, nil, errClosed
	}
	if cfg.Limits == (Limits{}) {
		cfg.Limits = s.limits
	}
	f, err := s.rt.NewSandbox(cfg)
	if err != nil {
		return nil, nil, err
	}
	defer func() {
		if err != nil {
			f.Close()
		}
	}()
	if err := s.ws.CopyInto(f.ws); err != nil {
		return nil, nil, fmt.Errorf("copy %s: %w", hostfs.MountPoint, err)
	}
	if err := s.tmp.CopyInto(f.tmp); err != nil {
		return nil, nil, fmt.Errorf("copy %s: %w", TmpMount, err)
	}
	if s.home.Bound() == nil && f.home.Bound() == nil {
		if err := s.ownHome.CopyInto(f.ownHome); err != nil {
			return nil, nil, fmt.Errorf("copy %s: %w", HomeMount, err)
		}
	}
	for _, lang := range slices.Sorted(maps.Keys(kernels)) {
		fr, err := s.freeze(ctx, lang, kernels[lang])
		if err != nil {
			return nil, nil, fmt.Errorf("take the %s kernel's state: %w", lang, err)
		}
		k, l, err := f.thaw(ctx, fr)
		if err != nil {
			return nil, nil, err
		}
		f.kernels[lang] = k
		lost = append(lost, l...)
	}
	f.warm()
	return f, lost, nil
}

// warmTimeout bounds a Warm cell.
const warmTimeout = time.Second

// settle has kernels' memory take the layers their freezes made, then
// lets s's runs go on: the caller holds runMu, which settle releases.
func (s *Sandbox) settle(kernels map[Language]*instance) {
	defer s.runMu.Unlock()
	for _, k := range kernels {
		k.mem.settle()
	}
}

// warm runs each of s's kernels' Warm cell, in the background from the
// moment it is called: a run waits for it as for any other. The cell
// takes milliseconds, but the kernel's own code may have replaced what it
// calls: it has warmTimeout, outside any run's accounting. A kernel the
// cell leaves ended is dropped, as after a run, and the next run says its
// state was reset.
func (s *Sandbox) warm() {
	s.mu.Lock()
	kernels := maps.Clone(s.kernels)
	s.mu.Unlock()
	s.runMu.Lock()
	go func() {
		defer s.runMu.Unlock()
		for lang, k := range kernels {
			s.mu.Lock()
			closed := s.closed
			s.mu.Unlock()
			if closed || k.guest.Warm == "" {
				continue
			}
			_, o, err := k.runCell(context.Background(), s, k.guest.Warm, warmTimeout, capture.New(64<<10, nil))
			if err != nil || !o.alive() {
				s.dropKernel(lang, k)
				s.markUnseen(lang)
			}
		}
	}()
}

// kernelName is the name of the file Suspend keeps guest's kernel in.
func kernelName(guest *Guest) string { return guest.Name + ".kernel" }

// Suspend writes the state of s's kernels to dir (which must exist), one
// file per kernel, atomically and checksummed, then ends the kernels,
// releasing their memory. The next run, or Resume, restores them. A run in
// progress is waited for until ctx is done.
func (s *Sandbox) Suspend(ctx context.Context, dir string) error {
	if err := s.lockRuns(ctx); err != nil {
		return err
	}
	defer s.runMu.Unlock()
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return errClosed
	}
	if s.suspended == dir {
		s.mu.Unlock()
		return nil // suspended there already, not resumed since
	}
	kernels := s.kernels
	s.kernels = map[Language]*instance{}
	s.suspended = dir
	s.mu.Unlock()
	s.dropFrozen()
	old, _ := filepath.Glob(filepath.Join(dir, "*.kernel"))
	for _, p := range old {
		os.Remove(p)
	}
	var errs []error
	for lang, k := range kernels {
		if err := s.writeKernel(ctx, dir, k); err != nil {
			errs = append(errs, fmt.Errorf("suspend the %s kernel: %w", lang, err))
		}
		k.close()
	}
	return errors.Join(errs...)
}

// writeKernel writes k's state to its file in dir.
func (s *Sandbox) writeKernel(ctx context.Context, dir string, k *instance) error {
	g, err := s.rt.load(ctx, k.guest)
	if err != nil {
		return err
	}
	files, err := openFiles(k.mod)
	if err != nil {
		return err
	}
	mem, globals, err := state(k.mod, g.prep.Globals)
	if err != nil {
		return err
	}
	payload := appendSnapshot(appendFiles(nil, files), mem, globals)
	return writeFramed(dir, kernelName(k.guest), cacheKey(k.guest, "kernel", s.rt.interrupt), payload, true)
}

// Resume restores the kernels Suspend wrote to dir, in s or, after a
// restart, in a new sandbox over the same directories, and removes their
// files: a kernel is restored once, never to an older state. A kernel
// file that is damaged, or from another build of sbx or of the guest, is
// not loaded: lost says so, reset is true, and that kernel starts fresh
// on its next run.
func (s *Sandbox) Resume(ctx context.Context, dir string) (lost []string, reset bool, err error) {
	if err := s.lockRuns(ctx); err != nil {
		return nil, false, err
	}
	defer s.runMu.Unlock()
	s.mu.Lock()
	s.suspended = dir
	s.mu.Unlock()
	return s.resumeIfSuspended(ctx)
}

// Suspended tells a sandbox that Suspend wrote its kernels to dir, in
// this process or an earlier one over the same directories: its next run
// (or fork) resumes them, as Resume does.
func (s *Sandbox) Suspended(dir string) {
	s.mu.Lock()
	s.suspended = dir
	s.mu.Unlock()
}

// resumeIfSuspended restores the kernels of a suspended sandbox. The
// caller holds runMu.
func (s *Sandbox) resumeIfSuspended(ctx context.Context) (lost []string, reset bool, err error) {
	s.mu.Lock()
	dir := s.suspended
	s.suspended = ""
	s.mu.Unlock()
	if dir == "" {
		return nil, false, nil
	}
	s.dropFrozen()
	for _, guest := range Guests() {
		path := filepath.Join(dir, kernelName(guest))
		b, err := os.ReadFile(path)
		if errors.Is(err, os.ErrNotExist) {
			continue
		}
		os.Remove(path)
		var k *instance
		var l []string
		if err == nil {
			k, l, err = s.loadKernel(ctx, guest, b)
		}
		if err != nil {
			lost = append(lost, fmt.Sprintf("the %s kernel's saved state was not loaded (%s): it starts fresh, its variables lost, files kept",
				guest.Language, reason(err)))
			reset = true
			continue
		}
		s.mu.Lock()
		if old := s.kernels[guest.Language]; old != nil {
			old.close()
		}
		s.kernels[guest.Language] = k
		s.mu.Unlock()
		lost = append(lost, l...)
	}
	return lost, reset, nil
}

// loadKernel starts guest's kernel from the contents of its file.
func (s *Sandbox) loadKernel(ctx context.Context, guest *Guest, b []byte) (*instance, []string, error) {
	payload, err := checkPayload(b, cacheKey(guest, "kernel", s.rt.interrupt))
	if err != nil {
		return nil, nil, err
	}
	g, err := s.rt.load(ctx, guest)
	if err != nil {
		return nil, nil, err
	}
	files, rest, err := readFiles(payload)
	if err != nil {
		return nil, nil, err
	}
	snap, err := decodeSnapshot(rest, g.prep.Globals)
	if err != nil {
		return nil, nil, err
	}
	defer snap.image.Close()
	return s.thaw(ctx, &frozen{guest: guest, snap: snap, files: files})
}

// appendFiles lays out a kernel's open files: their count, then each one's
// descriptor, flags, offset and name.
func appendFiles(out []byte, files []openFile) []byte {
	out = prepare.AppendU32(out, uint32(len(files)))
	for _, f := range files {
		out = prepare.AppendU32(prepare.AppendU32(out, uint32(f.fd)), uint32(f.flag))
		out = binary.LittleEndian.AppendUint64(out, uint64(f.offset))
		out = append(prepare.AppendU32(out, uint32(len(f.name))), f.name...)
	}
	return out
}

// readFiles reads appendFiles' layout and returns what follows it.
func readFiles(b []byte) ([]openFile, []byte, error) {
	r := prepare.NewReader(b)
	n, err := r.U32()
	if err != nil || n > maxGap*64 {
		return nil, nil, errDamaged
	}
	files := make([]openFile, n)
	for i := range files {
		fd, err1 := r.U32()
		flag, err2 := r.U32()
		off, err3 := r.Take(8)
		size, err4 := r.U32()
		if err := errors.Join(err1, err2, err3, err4); err != nil {
			return nil, nil, errDamaged
		}
		name, err := r.Take(int(size))
		if err != nil {
			return nil, nil, errDamaged
		}
		files[i] = openFile{fd: int32(fd), flag: experimentalsys.Oflag(flag), offset: int64(binary.LittleEndian.Uint64(off)), name: string(name)}
	}
	return files, b[len(b)-r.Rest():], nil
}

// noteLost adds what a resumed or forked kernel lost to a run's output.
func noteLost(out *capture.Output, lost []string) {
	for _, l := range lost {
		out.Note(l)
	}
}
