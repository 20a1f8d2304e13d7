package wasmrt

import (
	"bytes"
	"context"
	"crypto/rand"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"
	"github.com/tetratelabs/wazero/experimental"
	experimentalsys "github.com/tetratelabs/wazero/experimental/sys"
	"github.com/tetratelabs/wazero/experimental/sysfs"

	"github.com/sbx-sandbox/sbx/hostfs"
	"github.com/sbx-sandbox/sbx/hostfs/devfs"
	"github.com/sbx-sandbox/sbx/wasmrt/internal/memimage"
	"github.com/sbx-sandbox/sbx/wasmrt/internal/prepare"
)

// OutputsMount is where a sandbox's presented outputs appear, read-only.
const OutputsMount = "/outputs"

// HomeMount is the sandbox user's home, HOME: the durable home where the
// sandbox has one, else a directory of the sandbox's own.
const HomeMount = "/home/user"

// TmpMount is where a sandbox's temporary directory appears.
const TmpMount = "/tmp"

// User is the name of the sandbox's user, in USER and LOGNAME.
const User = "user"

// baseEnv is the environment every instance starts with, a process's own
// variables added after it. A template snapshot holds it (an interpreter
// reads its environment when it starts), so it is part of the guest
// cache's keys.
var baseEnv = []string{"HOME=" + HomeMount, "USER=" + User, "LOGNAME=" + User, "TMPDIR=" + TmpMount, "LANG=C.UTF-8"}

// mounts is what an instance sees: its workspace, outputs, home and /tmp
// (nil for an empty read-only directory: the layout is the same for every
// instance, so a snapshot taken in one fits all), its memory cap and, for a
// process, extra environment variables.
type mounts struct {
	workspace experimentalsys.FS
	outputs   experimentalsys.FS
	home      experimentalsys.FS
	tmp       experimentalsys.FS
	memory    int64
	env       []string
	shell     devfs.Runner // /dev/sbx-shell's, nil for none
}

// tree lays out everything an instance sees under one read-only root: the
// mounts, /dev with the instance's own standard streams, empty /bin and
// /usr/bin, and the guest's read-only trees. The guest has the root as its
// one preopened directory, so a path outside the mounts is missing
// (ENOENT), as on Linux, rather than out of the guest's reach.
func (m mounts) tree(guest []Mount, stdin io.Reader, stdout, stderr io.Writer) *hostfs.Tree {
	orEmpty := func(fsys experimentalsys.FS) experimentalsys.FS {
		if fsys == nil {
			return hostfs.EmptyDir()
		}
		return fsys
	}
	outputs := hostfs.EmptyDir()
	if m.outputs != nil {
		outputs = hostfs.ReadOnly(m.outputs)
	}
	tm := []hostfs.TreeMount{
		{Path: hostfs.MountPoint, FS: m.workspace},
		{Path: OutputsMount, FS: outputs},
		{Path: HomeMount, FS: orEmpty(m.home)},
		{Path: TmpMount, FS: orEmpty(m.tmp)},
		{Path: devfs.Mount, FS: m.devices(stdin, stdout, stderr)},
		{Path: "/bin", FS: hostfs.EmptyDir()},
		{Path: "/usr/bin", FS: hostfs.EmptyDir()},
	}
	for _, gm := range guest {
		tm = append(tm, hostfs.TreeMount{Path: gm.Path, FS: hostfs.ReadOnly(&sysfs.AdaptFS{FS: gm.FS})})
	}
	return hostfs.NewTree(tm...)
}

// devices is /dev with the given standard streams, and the shell device
// when m has a shell.
func (m mounts) devices(stdin io.Reader, stdout, stderr io.Writer) *devfs.Devices {
	d := devfs.New(stdin, stdout, stderr)
	if m.shell != nil {
		d.WithShell(m.shell)
	}
	return d
}

// instance is one guest module instance: a kernel or a process.
type instance struct {
	guest       *Guest
	lang        Language
	runtimeName string
	mod         api.Module
	mem         *linearMemory
	base        memimage.Image // the image its memory was laid out from, if any
	releaseBase sync.Once      // closes base, once however often close is called
	tree        *hostfs.Tree   // its files, and the record locks taken through them
	stdout      switchWriter
	stderr      switchWriter
	cur         atomic.Pointer[call]

	init, exec, main, malloc, free api.Function
	// interrupt is the kernel's sbx_interrupt, when the guest has one and
	// the loader inserted the fuel checks that deliver it; nil otherwise.
	interrupt api.Function
}

// instantiate creates an instance of g. With snap it restores the snapshot
// (no start code runs); without, it boots: applies the data segments and
// runs the reactor's _initialize.
func (rt *Runtime) instantiate(ctx context.Context, g *compiledGuest, m mounts, args []string, stdin io.Reader, snap *snapshot) (*instance, error) {
	lang := g.guest.Language
	inst := &instance{guest: g.guest, lang: lang, runtimeName: g.guest.Name + "-" + g.guest.Version}
	if stdin == nil {
		stdin = bytes.NewReader(nil)
	}
	inst.tree = m.tree(g.mounts, stdin, &inst.stdout, &inst.stderr)
	fsc := wazero.NewFSConfig().(sysfs.FSConfig).WithSysFSMount(inst.tree, "/")
	cfg := wazero.NewModuleConfig().
		WithName("").
		WithStartFunctions(). // boot and restore below decide what runs
		WithArgs(args...).
		WithFSConfig(fsc).
		WithStdin(stdin).
		WithStdout(&inst.stdout).
		WithStderr(&inst.stderr).
		WithSysWalltime().
		WithSysNanotime().
		WithNanosleep(inst.sleep).
		WithRandSource(rand.Reader)
	env := baseEnv
	if args != nil {
		env = slices.Concat(env, g.guest.ProcessEnv, m.env)
	}
	for _, kv := range env {
		if k, v, ok := strings.Cut(kv, "="); ok && k != "" {
			cfg = cfg.WithEnv(k, v)
		}
	}
	if need := minMemory(g.mod); m.memory > 0 && uint64(m.memory) < need {
		return nil, fmt.Errorf("%w: the memory limit of %s is below the %s interpreter's minimum of %s",
			ErrInput, hostfs.FormatBytes(m.memory), lang, hostfs.FormatBytes(int64(need)))
	}
	alloc := &allocator{limit: uint64(m.memory), snap: snap}
	mod, err := rt.r.InstantiateModule(experimental.WithMemoryAllocator(ctx, alloc), g.mod, cfg)
	if err != nil {
		return nil, fmt.Errorf("start the %s interpreter: %s", lang, firstLine(err.Error()))
	}
	inst.mod, inst.mem = mod, alloc.mem
	if snap != nil {
		if err = alloc.err; err == nil {
			err = snap.restore(mod)
		}
		if err == nil {
			snap.image.Retain()
			inst.base = snap.image
		}
	} else {
		err = boot(ctx, g.prep, mod)
	}
	if err != nil {
		mod.Close(ctx)
		return nil, fmt.Errorf("start the %s interpreter: %s", lang, firstLine(err.Error()))
	}
	inst.init = mod.ExportedFunction("sbx_init")
	inst.exec = mod.ExportedFunction("sbx_exec")
	inst.main = mod.ExportedFunction("sbx_main")
	inst.malloc = mod.ExportedFunction("malloc")
	inst.free = mod.ExportedFunction("free")
	if g.prep.NeedsSbx {
		inst.interrupt = mod.ExportedFunction("sbx_interrupt")
	}
	if inst.init == nil || inst.exec == nil || inst.main == nil || inst.malloc == nil || inst.free == nil || inst.mem == nil {
		mod.Close(ctx)
		return nil, fmt.Errorf("the %s guest does not implement the sbx guest ABI", lang)
	}
	return inst, nil
}

// boot brings a fresh instance to the state a start function would: its
// data in memory and the reactor's constructors run.
func boot(ctx context.Context, p *prepare.Module, mod api.Module) error {
	if err := p.ApplyData(mod.Memory()); err != nil {
		return err
	}
	if start := mod.ExportedFunction("_initialize"); start != nil {
		if _, err := start.Call(ctx); err != nil {
			return err
		}
	}
	return nil
}

// minMemory is the memory a module starts with, in bytes.
func minMemory(mod wazero.CompiledModule) uint64 {
	for _, d := range mod.ExportedMemories() {
		return uint64(d.Min()) * 65536
	}
	for _, d := range mod.ImportedMemories() {
		return uint64(d.Min()) * 65536
	}
	return 0
}
