package wasmrt

import "context"

// preemptKey is the context key of a run's preemption point.
type preemptKey struct{}

// WithPreemption returns a copy of ctx under which the runs started call
// preempt at each of their yield points: every fuelPerYield loop
// iterations of a guest, and wherever Go code acting for the run calls
// [Preempt]. preempt may block to give the run's core to other work, as a
// scheduler does at a time slice's end; it must return once its ctx ends,
// the run having been stopped.
func WithPreemption(ctx context.Context, preempt func(context.Context)) context.Context {
	return context.WithValue(ctx, preemptKey{}, preempt)
}

// Preempt calls the preemption point ctx carries (see [WithPreemption]),
// if any. Host code that works for a run for long, such as the shell
// between two commands, calls it where the run may pause.
func Preempt(ctx context.Context) {
	if p, ok := ctx.Value(preemptKey{}).(func(context.Context)); ok {
		p(ctx)
	}
}

// withoutPreemption is ctx with no preemption point: for work done while
// holding what other runs wait for.
func withoutPreemption(ctx context.Context) context.Context {
	return context.WithValue(ctx, preemptKey{}, func(context.Context) {})
}
