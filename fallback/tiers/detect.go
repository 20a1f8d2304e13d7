// Package tiers opens the native tiers by name (docker, docker/runc,
// docker/runsc, microvm, os) or picks the best one the host has: Detect
// probes every tier, each under a hard timeout, and Best picks the one to
// escalate to.
package tiers

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/sbx-sandbox/sbx/fallback"
	"github.com/sbx-sandbox/sbx/fallback/docker"
	"github.com/sbx-sandbox/sbx/fallback/microvm"
	"github.com/sbx-sandbox/sbx/fallback/ostier"
	"github.com/sbx-sandbox/sbx/provider"
)

// DetectTimeout bounds Detect as a whole; each probe has its own, shorter
// timeout inside it.
const DetectTimeout = 30 * time.Second

// Found is a provider and what its probe found.
type Found struct {
	Provider     fallback.Provider
	Capabilities fallback.Capabilities
}

// Detect probes every native provider sbx has — Docker (runsc preferred
// when registered, else runc), the QEMU microVM and the host's own programs
// in namespaces (os) — concurrently, and
// returns all of them, usable ones first, best first (see Best). The
// caller owns the providers and must Close them.
func Detect(ctx context.Context, opts ...Option) []Found {
	ctx, cancel := context.WithTimeout(ctx, DetectTimeout)
	defer cancel()
	providers := []fallback.Provider{docker.NewDocker(dockerOptions(opts)), microvm.NewMicroVM(microvm.MicroVMOptions{}), ostier.NewOS(osOptions(opts))}
	found := make([]Found, len(providers))
	var wg sync.WaitGroup
	for i, p := range providers {
		wg.Go(func() { found[i] = Found{p, p.Capabilities(ctx)} })
	}
	wg.Wait()
	slices.SortStableFunc(found, func(a, b Found) int { return rank(b.Capabilities) - rank(a.Capabilities) })
	return found
}

// rank orders providers for escalation: usable before unusable, then those
// with the native stack (numpy, pandas, gcc: the reason to escalate) before
// those with python3 only, then the stronger boundary.
func rank(c fallback.Capabilities) int {
	r := strength[c.Isolation]
	if c.Native {
		r += 100
	}
	if c.Available {
		r += 1000
	}
	return r
}

// strength orders isolation levels, weakest first.
var strength = map[fallback.Isolation]int{
	fallback.IsolationSubprocess:      0,
	fallback.IsolationWasm:            1,
	fallback.IsolationNamespace:       2,
	fallback.IsolationContainer:       3,
	fallback.IsolationGVisor:          4,
	fallback.IsolationMicroVMEmulated: 5,
	fallback.IsolationMicroVM:         6,
}

// Best detects the providers and returns the one to escalate native work
// to, closing the others. With none usable it returns an error wrapping
// ErrUnavailable that names what is missing and how to fix it. The os
// provider is never the best one: it shares the host's kernel and files
// with no engine in between, so it is used only where it is asked for by
// name (sbx tries it first on a server with one user).
func Best(ctx context.Context, opts ...Option) (fallback.Provider, fallback.Capabilities, error) {
	found := slices.DeleteFunc(Detect(ctx, opts...), func(f Found) bool {
		if f.Capabilities.Isolation == fallback.IsolationNamespace {
			f.Provider.Close()
			return true
		}
		return false
	})
	for _, f := range found[1:] {
		f.Provider.Close()
	}
	best := found[0]
	if best.Capabilities.Available {
		return best.Provider, best.Capabilities, nil
	}
	best.Provider.Close()
	var why []string
	for _, f := range found {
		why = append(why, f.Capabilities.Provider+": "+f.Capabilities.Gaps())
	}
	return nil, fallback.Capabilities{}, fmt.Errorf("%w: none on this host: %s", fallback.ErrUnavailable, strings.Join(why, "; "))
}

// Open returns the provider the operator named: "docker", "docker/runc",
// "docker/runsc", "microvm", "os", or "auto" (Best). It fails with ErrUnavailable
// when that provider cannot run here, and ErrInput for an unknown name.
func Open(ctx context.Context, name string, opts ...Option) (fallback.Provider, fallback.Capabilities, error) {
	var p fallback.Provider
	dockerOpts := dockerOptions(opts)
	switch name {
	case "auto", "":
		return Best(ctx, opts...)
	case "docker":
		p = docker.NewDocker(dockerOpts)
	case "docker/runc", "docker/runsc":
		dockerOpts.Runtime = strings.TrimPrefix(name, "docker/")
		p = docker.NewDocker(dockerOpts)
	case "microvm":
		p = microvm.NewMicroVM(microvm.MicroVMOptions{})
	case "os":
		p = ostier.NewOS(osOptions(opts))
	default:
		return nil, fallback.Capabilities{}, fmt.Errorf("%w: unknown provider %q (docker, docker/runc, docker/runsc, microvm, os, auto)", fallback.ErrInput, name)
	}
	ctx, cancel := context.WithTimeout(ctx, DetectTimeout)
	defer cancel()
	caps := p.Capabilities(ctx)
	if !caps.Available {
		p.Close()
		return nil, caps, fallback.Unavailable(caps)
	}
	return p, caps, nil
}

// OpenContract opens the provider name as Open does ("auto": the best
// one), within DetectTimeout whatever ctx allows, and puts it behind the
// provider contract.
func OpenContract(ctx context.Context, name string, opts ...Option) (provider.Provider, fallback.Capabilities, error) {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), DetectTimeout)
	defer cancel()
	p, caps, err := Open(ctx, name, opts...)
	if p == nil {
		return nil, caps, err
	}
	return fallback.Contract(p, caps), caps, err
}
