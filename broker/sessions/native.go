package sessions

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
	"github.com/sbx-sandbox/sbx/internal/pycarry"
	"github.com/sbx-sandbox/sbx/provider"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// Providers a sandbox can be created with.
const (
	ProviderAuto    = "auto"   // WebAssembly first; native work escalates
	ProviderWasm    = "wasm"   // WebAssembly only
	ProviderDocker  = "docker" // everything in a container
	ProviderMicroVM = "microvm"
	ProviderOS      = "os" // the host's own programs behind namespaces, Landlock and seccomp
)

// natives finds the host's native providers once, on first need, and keeps
// them for the server's life.
type natives struct {
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

// newNatives returns the native providers of opts, the extra ones given
// to the cache to close.
func newNatives(opts []tiers.Option, extra map[string]provider.Provider, local bool) *natives {
	n := &natives{opts: opts, extra: extra, local: local}
	n.found = provider.NewCache(n.open)
	for _, p := range extra {
		n.found.Keep(p)
	}
	return n
}

// detectWait bounds how long sandbox_status waits for the first probe.
const detectWait = 5 * time.Second

// capabilities reports every native provider's capabilities, probing the
// host the first time (in the background: a call waits at most detectWait,
// then reports what is known, which may be nothing yet).
func (n *natives) capabilities() (caps []fallback.Capabilities, done bool) {
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

// get returns the provider called name: "auto" (the best of Docker and the
// microVM, else the first available of the extra providers), "docker",
// "microvm" or an extra provider's.
func (n *natives) get(ctx context.Context, name string) *provider.Opened {
	return n.found.Get(ctx, name)
}

// open finds the provider called name.
func (n *natives) open(ctx context.Context, name string) (provider.Provider, provider.Capabilities, error) {
	if p, ok := n.extra[name]; ok {
		caps := p.Capabilities(ctx)
		if !caps.Available {
			return nil, caps, fmt.Errorf("%s: %w: %s", name, provider.ErrUnavailable, caps.Gaps())
		}
		return p, caps, nil
	}
	p, caps, err := tiers.OpenContract(ctx, name, n.opts...)
	if p == nil && name == ProviderAuto {
		for _, x := range slices.Sorted(maps.Keys(n.extra)) {
			if caps := n.extra[x].Capabilities(ctx); caps.Available {
				return n.extra[x], caps, nil
			}
		}
	}
	return p, caps, err
}

// close releases every provider, destroying what they still run.
func (n *natives) close() { n.found.Close() }

// pick returns the native provider an auto sandbox's run moves to: the os
// provider first on a local server, when it has what the run needs
// (cannot says what it lacks), else the best of the others. why says what
// the first one tried lacks, when it is not the one returned.
func (n *natives) pick(ctx context.Context, cannot func(provider.Capabilities) string) (np *provider.Opened, why string) {
	if n.local {
		if os := n.get(ctx, ProviderOS); os.Provider != nil {
			if why = cannot(os.Caps); why == "" {
				return os, ""
			}
		}
	}
	return n.get(ctx, ProviderAuto), why
}

// CheckProvider checks p, the default provider of a server with the extra
// providers natives and policy: a name sbx knows, or one of the extra
// providers', and one the policy allows. An error wraps govern.ErrPolicy.
func CheckProvider(p string, natives map[string]provider.Provider, policy govern.Policy) error {
	if !slices.Contains(Providers(natives), p) {
		return fmt.Errorf("%w: sandboxes.provider: unknown provider %q; use auto, wasm, os, docker, microvm or a configured one such as kubernetes", govern.ErrPolicy, p)
	}
	if p != ProviderAuto && policy.DeniesProvider(p) != "" {
		return fmt.Errorf("%w: sandboxes.provider is %s, which policy.providers does not allow (it allows %s)", govern.ErrPolicy, p, orNone(policy.Providers))
	}
	return nil
}

// Providers lists the providers a sandbox may have on a server with the
// extra providers natives: sbx's own, then the extra ones, sorted.
func Providers(natives map[string]provider.Provider) []string {
	return append([]string{ProviderAuto, ProviderWasm, ProviderOS, ProviderDocker, ProviderMicroVM}, slices.Sorted(maps.Keys(natives))...)
}

// orNone joins a list for a message, or says none.
func orNone(s []string) string {
	if len(s) == 0 {
		return "none"
	}
	return strings.Join(s, ", ")
}

// egress is the allow-list of sb's native side: nil, no network at all,
// unless the policy lists hosts. Each request the proxy refuses is audited.
func (m *Sessions) egress(sb *Sandbox, provider string) *fallback.Egress {
	if len(m.opts.Policy.Egress) == 0 {
		return nil
	}
	eg := &fallback.Egress{Allow: m.opts.Policy.Egress, PipIndex: m.opts.Policy.PipIndex, NpmRegistry: m.opts.Policy.NpmRegistry, OnDecision: func(target string, allowed bool) {
		if allowed {
			return
		}
		m.opts.Audit.Write(&govern.AuditRecord{Time: time.Now().UTC(), Tool: "egress", User: sb.owner, Sandbox: sb.id,
			Provider: provider, Decision: govern.Denied, Reason: target + " is not on network.egress_allow", OWASP: govern.RiskToolMisuse})
	}}
	if m.opts.CA == nil {
		return eg
	}
	// The secrets with hosts its owner may have: their stand-ins are the
	// only ones its runs can hold.
	available := m.opts.Policy.Available(sb.owner)
	for _, s := range m.opts.Policy.Secrets {
		if len(s.Hosts) > 0 && slices.Contains(available, s.Name) {
			eg.Credentials = append(eg.Credentials, fallback.Credential{Name: s.Name, StandIn: s.StandIn, Value: s.Value, Hosts: s.Hosts})
		}
	}
	eg.CA, eg.RootCAs = m.opts.CA, m.opts.EgressRoots
	eg.OnStandIn = func(target, name string) {
		m.opts.Audit.Write(&govern.AuditRecord{Time: time.Now().UTC(), Tool: "egress", User: sb.owner, Sandbox: sb.id, Provider: provider,
			Decision: govern.Allowed, Secrets: []string{name},
			Reason: "the stand-in of secret " + name + " went to " + target + ", not one of its hosts: sent as it was, without the value"})
	}
	return eg
}

// carryKernel packs the variables of sb's WebAssembly Python kernel that
// another Python can load (numbers, strings, containers, dates, Decimals,
// instances of classes from /workspace modules) into pycarry.File, for the
// native kernel a run moves to, and lists them and those left behind
// (functions and classes defined in cells, what does not pickle), adding
// no name to the kernel.
func carryKernel(ctx context.Context, sb *Sandbox) (carried, left []string) {
	res, err := sb.box.Run(ctx, wasmrt.Request{Language: wasmrt.Python, Code: pycarry.Pack, Timeout: 5 * time.Second})
	if err != nil || res.ExitCode != 0 {
		return nil, nil
	}
	return pycarry.Parse(res.Stdout)
}

// ParseProvider checks create_sandbox's provider argument; none is the
// server's default.
func (m *Sessions) ParseProvider(s string) (string, error) {
	switch p := strings.ToLower(strings.TrimSpace(s)); {
	case p == "":
		return m.opts.Provider, nil
	case slices.Contains(Providers(m.opts.Natives), p):
		return p, nil
	}
	return "", fmt.Errorf("unknown provider %q: use auto (WebAssembly first, native work escalates), wasm, os, docker or microvm%s", s, m.extraNames())
}

// extraNames lists the extra providers for a message: ", kubernetes".
func (m *Sessions) extraNames() string {
	var s string
	for _, name := range slices.Sorted(maps.Keys(m.opts.Natives)) {
		s += ", " + name
	}
	return s
}

// Provider returns the native provider called name, opening it on first
// use: "auto" (the best of Docker and the microVM, else the first
// available of the extra providers), "os", "docker", "microvm" or an
// extra provider's, or why it is not available.
func (m *Sessions) Provider(ctx context.Context, name string) *provider.Opened {
	return m.natives.get(ctx, name)
}

// Providers reports every native provider's capabilities, probing the host
// the first time; a call waits a few seconds at most, then reports what is
// known, which may be nothing yet.
func (m *Sessions) Providers() []fallback.Capabilities {
	caps, _ := m.natives.capabilities()
	return caps
}

// Local reports whether auto sandboxes try the os provider before the
// others: on a server with one user, or whose policy names os.
func (m *Sessions) Local() bool { return m.natives.local }
