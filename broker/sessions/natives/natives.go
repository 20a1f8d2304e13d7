// Package natives finds the host's native providers (the os tier, Docker,
// the microVM and those a server adds), once, on first need, and names the
// providers a sandbox may be created with.
package natives

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/sbx-sandbox/sbx/broker/govern"
	"github.com/sbx-sandbox/sbx/fallback"
	"github.com/sbx-sandbox/sbx/fallback/tiers"
	"github.com/sbx-sandbox/sbx/provider"
)

// Providers a sandbox can be created with.
const (
	Auto    = "auto"   // WebAssembly first; native work escalates
	Wasm    = "wasm"   // WebAssembly only
	Docker  = "docker" // everything in a container
	MicroVM = "microvm"
	OS      = "os" // the host's own programs behind namespaces, Landlock and seccomp
)

// Set finds the host's native providers once, on first need, and keeps
// them for the server's life.
type Set struct {
	opts  []tiers.Option               // Options.Native
	extra map[string]provider.Provider // Options.Natives
	// local: auto sandboxes try the os provider before the others (a
	// server with one user, or whose policy names os).
	local bool
	found *provider.Cache // by name: "auto" is the best one

	detectOnce sync.Once
	detected   chan struct{} // closed when caps is set
	caps       []fallback.Capabilities
}

// New returns the native providers of opts, the extra ones given
// to the cache to close.
func New(opts []tiers.Option, extra map[string]provider.Provider, local bool) *Set {
	n := &Set{opts: opts, extra: extra, local: local}
	n.found = provider.NewCache(n.open)
	for _, p := range extra {
		n.found.Keep(p)
	}
	return n
}

// detectWait bounds how long sandbox_status waits for the first probe.
const detectWait = 5 * time.Second

// Capabilities reports every native provider's capabilities, probing the
// host the first time (in the background: a call waits at most detectWait,
// then reports what is known, which may be nothing yet).
func (n *Set) Capabilities() (caps []fallback.Capabilities, done bool) {
	n.detectOnce.Do(func() {
		n.detected = make(chan struct{})
		go func() {
			ctx, cancel := context.WithTimeout(context.Background(), tiers.DetectTimeout)
			defer cancel()
			var caps []fallback.Capabilities
			for _, f := range tiers.Detect(ctx, n.opts...) {
				caps = append(caps, f.Capabilities)
				if f.Provider != nil {
					f.Provider.Close()
				}
			}
			for _, name := range slices.Sorted(maps.Keys(n.extra)) {
				caps = append(caps, n.extra[name].Capabilities(ctx))
			}
			n.caps = caps
			close(n.detected)
		}()
	})
	select {
	case <-n.detected:
		return n.caps, true
	case <-time.After(detectWait):
		return nil, false
	}
}

// Get returns the provider called name: "auto" (the best of Docker and the
// microVM, else the first available of the extra providers), "docker",
// "microvm" or an extra provider's.
func (n *Set) Get(ctx context.Context, name string) *provider.Opened {
	return n.found.Get(ctx, name)
}

// open finds the provider called name.
func (n *Set) open(ctx context.Context, name string) (provider.Provider, provider.Capabilities, error) {
	if p, ok := n.extra[name]; ok {
		caps := p.Capabilities(ctx)
		if !caps.Available {
			return nil, caps, fmt.Errorf("%s: %w: %s", name, provider.ErrUnavailable, caps.Gaps())
		}
		return p, caps, nil
	}
	p, caps, err := tiers.OpenContract(ctx, name, n.opts...)
	if p == nil && name == Auto {
		for _, x := range slices.Sorted(maps.Keys(n.extra)) {
			if caps := n.extra[x].Capabilities(ctx); caps.Available {
				return n.extra[x], caps, nil
			}
		}
	}
	return p, caps, err
}

// Close releases every provider, destroying what they still run.
func (n *Set) Close() { n.found.Close() }

// Pick returns the native provider an auto sandbox's run moves to: the os
// provider first on a local server, when it has what the run needs
// (cannot says what it lacks), else the best of the others. why says what
// the first one tried lacks, when it is not the one returned.
func (n *Set) Pick(ctx context.Context, cannot func(provider.Capabilities) string) (np *provider.Opened, why string) {
	if n.local {
		if os := n.Get(ctx, OS); os.Provider != nil {
			if why = cannot(os.Caps); why == "" {
				return os, ""
			}
		}
	}
	return n.Get(ctx, Auto), why
}

// CheckProvider checks p, the default provider of a server with the extra
// providers natives and policy: a name sbx knows, or one of the extra
// providers', and one the policy allows. An error wraps govern.ErrPolicy.
func CheckProvider(p string, natives map[string]provider.Provider, policy govern.Policy) error {
	if !slices.Contains(Providers(natives), p) {
		return fmt.Errorf("%w: sandboxes.provider: unknown provider %q; use auto, wasm, os, docker, microvm or a configured one such as kubernetes", govern.ErrPolicy, p)
	}
	if p != Auto && policy.DeniesProvider(p) != "" {
		return fmt.Errorf("%w: sandboxes.provider is %s, which policy.providers does not allow (it allows %s)", govern.ErrPolicy, p, orNone(policy.Providers))
	}
	return nil
}

// Providers lists the providers a sandbox may have on a server with the
// extra providers natives: sbx's own, then the extra ones, sorted.
func Providers(natives map[string]provider.Provider) []string {
	return append([]string{Auto, Wasm, OS, Docker, MicroVM}, slices.Sorted(maps.Keys(natives))...)
}

// Peek returns the provider called name if it was opened already, else nil.
func (n *Set) Peek(name string) *provider.Opened { return n.found.Peek(name) }

// Local reports whether auto sandboxes try the os provider before the
// others.
func (n *Set) Local() bool { return n.local }

// orNone joins a list for a message, or says none.
func orNone(s []string) string {
	if len(s) == 0 {
		return "none"
	}
	return strings.Join(s, ", ")
}
