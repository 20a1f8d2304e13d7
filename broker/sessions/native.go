package sessions

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/sbx-sandbox/sbx/broker/govern"
	"github.com/sbx-sandbox/sbx/broker/sessions/natives"
	"github.com/sbx-sandbox/sbx/fallback"
	"github.com/sbx-sandbox/sbx/provider"
)

// Providers a sandbox can be created with (see package natives).
const (
	ProviderAuto    = natives.Auto
	ProviderWasm    = natives.Wasm
	ProviderDocker  = natives.Docker
	ProviderMicroVM = natives.MicroVM
	ProviderOS      = natives.OS
)

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

// ParseProvider checks create_sandbox's provider argument; none is the
// server's default.
func (m *Sessions) ParseProvider(s string) (string, error) {
	switch p := strings.ToLower(strings.TrimSpace(s)); {
	case p == "":
		return m.opts.Provider, nil
	case slices.Contains(natives.Providers(m.opts.Natives), p):
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
	return m.natives.Get(ctx, name)
}

// Providers reports every native provider's capabilities, probing the host
// the first time; a call waits a few seconds at most, then reports what is
// known, which may be nothing yet.
func (m *Sessions) Providers() []fallback.Capabilities {
	caps, _ := m.natives.Capabilities()
	return caps
}

// Local reports whether auto sandboxes try the os provider before the
// others: on a server with one user, or whose policy names os.
func (m *Sessions) Local() bool { return m.natives.Local() }
