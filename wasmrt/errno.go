package wasmrt

import (
	"context"
	"fmt"

	"github.com/tetratelabs/wazero"
	"github.com/tetratelabs/wazero/api"
	"github.com/tetratelabs/wazero/imports/wasi_snapshot_preview1"
)

// WASI preview 1's numbers for the errnos this file hands guests
// (https://github.com/WebAssembly/WASI/blob/snapshot-01/phases/snapshot/docs.md#-errno-enumu16).
const (
	wasiEIO    = 29
	wasiENOSPC = 51
)

// growCalls are the WASI functions through which a guest adds to its
// files, each of which a workspace's quota can refuse.
var growCalls = []string{"fd_write", "fd_pwrite", "fd_allocate", "fd_filestat_set_size", "path_open", "path_create_directory", "path_link"}

// instantiateWASI instantiates wazero's WASI preview 1 with growCalls
// wrapped so that a refusal at a quota reaches the guest as ENOSPC, as a
// full disk does on Linux (Python raises OSError with errno.ENOSPC, Node's
// fs an error with code ENOSPC). wazero has no ENOSPC: it hands the guest
// EIO for hostfs.ENOSPC, as for every errno it does not know, and the
// wrapper puts ENOSPC back when the sandbox's workspaces refused a change
// during the call.
func instantiateWASI(ctx context.Context, r wazero.Runtime) error {
	std, err := wasi_snapshot_preview1.NewBuilder(r).Compile(ctx)
	if err != nil {
		return err
	}
	defer std.Close(ctx)
	defs := std.ExportedFunctions()
	b := r.NewHostModuleBuilder(wasi_snapshot_preview1.ModuleName)
	wasi_snapshot_preview1.NewFunctionExporter().ExportFunctions(b)
	for _, name := range growCalls {
		def := defs[name]
		if def == nil {
			return fmt.Errorf("wazero's WASI has no %s", name)
		}
		fn, ok := def.GoFunction().(api.GoModuleFunction)
		if !ok {
			return fmt.Errorf("wazero's WASI %s is not a Go function", name)
		}
		b.NewFunctionBuilder().
			WithGoModuleFunction(quotaErrno(fn), def.ParamTypes(), def.ResultTypes()).
			WithParameterNames(def.ParamNames()...).
			WithResultNames(def.ResultNames()...).
			Export(name)
	}
	_, err = b.Instantiate(ctx)
	return err
}

// quotaErrno runs the WASI function fn and turns the EIO it returns into
// ENOSPC when the calling run's sandbox refused a change at a quota in the
// meantime.
func quotaErrno(fn api.GoModuleFunction) api.GoModuleFunc {
	return func(ctx context.Context, mod api.Module, stack []uint64) {
		c, _ := ctx.Value(callKey{}).(*call)
		if c == nil || c.sandbox == nil {
			fn.Call(ctx, mod, stack)
			return
		}
		before := c.sandbox.refusals()
		fn.Call(ctx, mod, stack)
		if stack[0] == wasiEIO && c.sandbox.refusals() != before {
			stack[0] = wasiENOSPC
		}
	}
}

// refusals counts the changes the sandbox's writable mounts have refused
// at their quotas (/tmp and the sandbox's own home share the workspace's).
func (s *Sandbox) refusals() uint64 {
	n := s.ws.Refusals()
	if home := s.home.Bound(); home != nil {
		n += home.Refusals()
	}
	return n
}
