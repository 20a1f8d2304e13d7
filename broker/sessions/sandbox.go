package sessions

import (
	"cmp"
	"context"
	"fmt"
	"time"

	"github.com/sbx-sandbox/sbx/hostfs"
	"github.com/sbx-sandbox/sbx/provider"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// ID is the sandbox's id, sb_ and 16 hex digits.
func (sb *Sandbox) ID() string { return sb.id }

// ForkedFrom is the id of the sandbox it was forked from, "" for none.
func (sb *Sandbox) ForkedFrom() string { return sb.from }

// Owner is the user the sandbox belongs to, "" for anonymous.
func (sb *Sandbox) Owner() string { return sb.owner }

// Box is the sandbox's WebAssembly tier: its kernels, /workspace and home.
func (sb *Sandbox) Box() *wasmrt.Sandbox { return sb.box }

// Outputs is the Go side of the sandbox's /outputs, which its guests see
// read-only.
func (sb *Sandbox) Outputs() *hostfs.Workspace { return sb.outputs }

// Created is when the sandbox was made, or handed out when it was a spare.
func (sb *Sandbox) Created() time.Time { return sb.created }

// TTL is the sandbox's longest life.
func (sb *Sandbox) TTL() time.Duration { return sb.ttl }

// Memory is the memory cap of each of its interpreters, in bytes.
func (sb *Sandbox) Memory() int64 { return sb.memory }

// Take waits until no other run holds the sandbox, or ctx ends; release
// lets the next one have it.
func (sb *Sandbox) Take(ctx context.Context) (release func(), err error) { return take(ctx, sb.turn) }

// Run runs code in the kernel of req.Language, in the WebAssembly tier or
// on the native provider the sandbox's runs go to (see escalate.Escalator).
func (sb *Sandbox) Run(ctx context.Context, req provider.Request) (*provider.Result, error) {
	res, err := sb.tier.Run(ctx, req)
	if why := sb.endedBy(); why != "" {
		return sb.endedDuring(res, err, why)
	}
	if err == nil {
		res = withResetNote(res, sb.takeReset(req.Language))
		sb.m.keepRan(sb, req.Language)
	}
	return res, err
}

// Exec runs a shell line, as Run does code.
func (sb *Sandbox) Exec(ctx context.Context, req provider.Request) (*provider.Result, error) {
	res, err := sb.tier.Exec(ctx, req)
	if why := sb.endedBy(); why != "" {
		return sb.endedDuring(res, err, why)
	}
	return res, err
}

// endedDuring is what a run the sandbox's end cut short returns: its
// result with why the sandbox ended, or an error saying it.
func (sb *Sandbox) endedDuring(res *provider.Result, err error, why string) (*provider.Result, error) {
	if err != nil || res == nil {
		return nil, fmt.Errorf("sandbox %s ended while this call ran: %s", sb.id, why)
	}
	res.Stderr += "sbx: the sandbox ended while this call ran: " + why + "\n"
	return res, nil
}

// endedBy says why the sandbox ended, or "" while it lives: a run it
// ended (its interpreters stopped under it) says so rather than what the
// stop looked like from inside.
func (sb *Sandbox) endedBy() string {
	sb.endMu.Lock()
	defer sb.endMu.Unlock()
	if !sb.ended {
		return ""
	}
	return cmp.Or(sb.endWhy, "it ended")
}

// Provider is the provider the sandbox was created with: auto, wasm or a
// native one.
func (sb *Sandbox) Provider() string { return sb.tier.Name() }

// SetProvider sets the provider of a sandbox not yet used.
func (sb *Sandbox) SetProvider(p string) {
	sb.tier.SetProvider(p)
	if p == ProviderOS {
		sb.m.prepareOS(sb)
	}
}

// Isolation is the boundary of the native side once it runs, else "".
func (sb *Sandbox) Isolation() string { return sb.tier.Isolation() }

// PortDialer returns the native side when it runs and can reach ports
// in its sandbox, else nil.
func (sb *Sandbox) PortDialer() provider.PortDialer { return sb.tier.PortDialer() }

// OnEnd arranges for f to run when the sandbox ends, before its jobs and
// interpreters stop, and reports whether it will: false when the sandbox
// has ended already.
func (sb *Sandbox) OnEnd(f func()) bool {
	sb.endMu.Lock()
	defer sb.endMu.Unlock()
	if sb.ended {
		return false
	}
	sb.ends = append(sb.ends, f)
	return true
}
