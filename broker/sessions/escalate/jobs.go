package escalate

import (
	"cmp"
	"context"
	"fmt"

	"github.com/sbx-sandbox/sbx/broker/govern"
	"github.com/sbx-sandbox/sbx/broker/sessions/natives"
	"github.com/sbx-sandbox/sbx/provider"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// NativeJobs returns the native side's jobs when it runs and has them,
// else nil.
func (e *Escalator) NativeJobs() provider.Jobber {
	e.mu.Lock()
	defer e.mu.Unlock()
	jb, _ := e.native.(provider.Jobber)
	return jb
}

// MayMove reports whether a WebAssembly job may move to the native side:
// in an auto sandbox whose native provider is not known to be missing.
func (e *Escalator) MayMove() bool {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.mode == natives.Auto && (e.np == nil || e.np.Provider != nil)
}

// MoveJobs moves an auto sandbox's shell and Python runs to the native
// side, as a run that needs it moves them: the Python kernel's variables
// that pickle come along. It returns the native side's jobs and its
// provider's name.
func (e *Escalator) MoveJobs(ctx context.Context) (provider.Jobber, string, error) {
	e.chooseNative(ctx, func(provider.Capabilities) string { return "" })
	carried := false
	if e.host.Holds(wasmrt.Python) {
		names, _ := carryKernel(ctx, e.host.Box())
		carried = len(names) > 0
	}
	jb, err := e.Jobber(ctx)
	if err != nil {
		if carried {
			e.dropCarried()
		}
		return nil, "", err
	}
	return jb, e.Capabilities().Provider, nil
}

// Jobber returns the native side's jobs, starting the native side if it
// has not run yet; it fails when its provider cannot run jobs.
func (e *Escalator) Jobber(ctx context.Context) (provider.Jobber, error) {
	e.mu.Lock()
	started := e.native != nil
	e.mu.Unlock()
	if !started {
		// A run makes the native side as a run would, under the policy.
		if _, err := e.runNative(ctx, govern.Shell, provider.Request{Code: "true"}); err != nil {
			return nil, err
		}
	}
	if jb := e.NativeJobs(); jb != nil {
		return jb, nil
	}
	return nil, fmt.Errorf("%s runs no background jobs; start the line with & in run_command instead",
		cmp.Or(e.Capabilities().Provider, "this provider"))
}
