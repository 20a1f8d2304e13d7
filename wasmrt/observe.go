package wasmrt

import (
	"context"
	"time"
)

// KernelObserver hears of each kernel a sandbox starts: it is called as
// the start begins, with the guest's name and whether the kernel is
// restored from a snapshot (else booted), and the function it returns is
// called with the start's error (nil when the kernel is ready).
type KernelObserver func(ctx context.Context, guest string, restored bool) (done func(error))

// observerKey is the context key of a KernelObserver.
type observerKey struct{}

// WithKernelObserver returns a copy of ctx under which the kernels
// sandboxes start are reported to obs.
func WithKernelObserver(ctx context.Context, obs KernelObserver) context.Context {
	return context.WithValue(ctx, observerKey{}, obs)
}

// observeKernel reports a kernel start to ctx's observer, if any.
func observeKernel(ctx context.Context, guest string, restored bool) func(error) {
	if obs, ok := ctx.Value(observerKey{}).(KernelObserver); ok && obs != nil {
		return obs(ctx, guest, restored)
	}
	return func(error) {}
}

// GuestLoad is how one guest was made ready in this process.
type GuestLoad struct {
	Guest  string        // the guest's name
	Cached bool          // its prepared module came from the machine's guest cache
	Took   time.Duration // from its first use to compiled
}

// Loads lists the guests this runtime has made ready so far.
func (rt *Runtime) Loads() []GuestLoad {
	rt.mu.Lock()
	guests := make([]*compiledGuest, 0, len(rt.guests))
	for _, g := range rt.guests {
		guests = append(guests, g)
	}
	rt.mu.Unlock()
	var out []GuestLoad
	for _, g := range guests {
		if l := g.loaded.Load(); l != nil {
			out = append(out, *l)
		}
	}
	return out
}
