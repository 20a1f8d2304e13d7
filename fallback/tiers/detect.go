package fallback

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/sbx-sandbox/sbx/provider"
)

// DetectTimeout bounds Detect as a whole; each probe has its own, shorter
// timeout inside it.
const DetectTimeout = 30 * time.Second

// Found is a provider and what its probe found.
type Found struct {
	Provider     Provider
	Capabilities Capabilities
}

// Detect probes every native provider sbx has — Docker (runsc preferred
// when registered, else runc), the QEMU microVM and the host's own programs
// in namespaces (os) — concurrently, and
// returns all of them, usable ones first, best first (see Best). The
// caller owns the providers and must Close them.
func Detect(ctx context.Context, opts ...Option) []Found {
	ctx, cancel := context.WithTimeout(ctx, DetectTimeout)
	defer cancel()
	providers := []Provider{NewDocker(dockerOptions(opts)), NewMicroVM(MicroVMOptions{}), NewOS(osOptions(opts))}
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
func rank(c Capabilities) int {
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
var strength = map[Isolation]int{
	IsolationSubprocess:      0,
	IsolationWasm:            1,
	IsolationNamespace:       2,
	IsolationContainer:       3,
	IsolationGVisor:          4,
	IsolationMicroVMEmulated: 5,
	IsolationMicroVM:         6,
}

// Best detects the providers and returns the one to escalate native work
// to, closing the others. With none usable it returns an error wrapping
// ErrUnavailable that names what is missing and how to fix it. The os
// provider is never the best one: it shares the host's kernel and files
// with no engine in between, so it is used only where it is asked for by
// name (sbx tries it first on a server with one user).
func Best(ctx context.Context, opts ...Option) (Provider, Capabilities, error) {
	found := slices.DeleteFunc(Detect(ctx, opts...), func(f Found) bool {
		if f.Capabilities.Isolation == IsolationNamespace {
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
	return nil, Capabilities{}, fmt.Errorf("%w: none on this host: %s", ErrUnavailable, strings.Join(why, "; "))
}

// Open returns the provider the operator named: "docker", "docker/runc",
// "docker/runsc", "microvm", "os", or "auto" (Best). It fails with ErrUnavailable
// when that provider cannot run here, and ErrInput for an unknown name.
func Open(ctx context.Context, name string, opts ...Option) (Provider, Capabilities, error) {
	var p Provider
	docker := dockerOptions(opts)
	switch name {
	case "auto", "":
		return Best(ctx, opts...)
	case "docker":
		p = NewDocker(docker)
	case "docker/runc", "docker/runsc":
		docker.Runtime = strings.TrimPrefix(name, "docker/")
		p = NewDocker(docker)
	case "microvm":
		p = NewMicroVM(MicroVMOptions{})
	case "os":
		p = NewOS(osOptions(opts))
	default:
		return nil, Capabilities{}, fmt.Errorf("%w: unknown provider %q (docker, docker/runc, docker/runsc, microvm, os, auto)", ErrInput, name)
	}
	ctx, cancel := context.WithTimeout(ctx, DetectTimeout)
	defer cancel()
	caps := p.Capabilities(ctx)
	if !caps.Available {
		p.Close()
		return nil, caps, unavailable(caps)
	}
	return p, caps, nil
}

// OpenContract opens the provider name as Open does ("auto": the best
// one), within DetectTimeout whatever ctx allows, and puts it behind the
// provider contract.
func OpenContract(ctx context.Context, name string, opts ...Option) (provider.Provider, Capabilities, error) {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), DetectTimeout)
	defer cancel()
	p, caps, err := Open(ctx, name, opts...)
	if p == nil {
		return nil, caps, err
	}
	return Contract(p, caps), caps, err
}
