// Package runlimit carries, in a run's context, the time limit its caller
// set, for runs given less: what was left of it after the call waited for
// its turn. The notes that say a run took too long name the stated limit,
// not what was left.
package runlimit

import (
	"context"
	"time"
)

type key struct{}

// With records d as the time limit the caller of the runs under ctx set.
func With(ctx context.Context, d time.Duration) context.Context {
	return context.WithValue(ctx, key{}, d)
}

// Stated is the time limit the caller set (see [With]), or given, the one
// the run was given, when ctx records none or a shorter one.
func Stated(ctx context.Context, given time.Duration) time.Duration {
	if d, ok := ctx.Value(key{}).(time.Duration); ok && d > given {
		return d
	}
	return given
}
