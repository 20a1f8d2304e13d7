package sessions

import (
	"cmp"
	"path/filepath"

	"github.com/sbx-sandbox/sbx/broker/sessions/wasmtier"
	"github.com/sbx-sandbox/sbx/fallback"
	"github.com/sbx-sandbox/sbx/provider"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// pipIndex is sb's package index, nil when the policy allows no egress.
func (m *Sessions) pipIndex(sb *Sandbox) *wasmtier.Index {
	if len(m.opts.Policy.Egress) == 0 {
		return nil
	}
	return wasmtier.NewIndex(cmp.Or(m.opts.Policy.PipIndex, "https://pypi.org/simple/"),
		func() *fallback.Egress { return m.egress(sb, ProviderWasm) })
}

// nativeSpec is the native sandbox of sb on the provider called name.
func (m *Sessions) nativeSpec(sb *Sandbox, name string) provider.Spec {
	// The home the WebAssembly tier shows: a durable one, read-only
	// here as its quota is kept there, or the sandbox's own.
	home := m.homes.DirOf(sb.owner)
	durable := home != ""
	if !durable {
		home = filepath.Join(sb.dir, ownHomeDir)
	}
	return provider.Spec{
		ID: sb.id, Owner: sb.owner, Expires: sb.created.Add(sb.ttl),
		Workspace:    filepath.Join(sb.dir, "workspace"),
		Home:         home,
		HomeReadOnly: durable,
		Limits: provider.Limits{Memory: sb.memory, Timeout: m.opts.Limits.Timeout, Output: m.opts.Limits.Output,
			WorkspaceBytes: m.opts.Limits.Quota.Bytes, WorkspaceFiles: m.opts.Limits.Quota.Files},
		Egress: m.egress(sb, name),
	}
}

// host is a sandbox as its escalator sees it (escalate.Host).
type host struct {
	m  *Sessions
	sb *Sandbox
}

func (h host) ID() string                           { return h.sb.id }
func (h host) Box() *wasmrt.Sandbox                 { return h.sb.box }
func (h host) Spec(name string) provider.Spec       { return h.m.nativeSpec(h.sb, name) }
func (h host) Egress(name string) *fallback.Egress  { return h.m.egress(h.sb, name) }
func (h host) Ran(lang wasmrt.Language, alive bool) { h.m.ran(h.sb, lang, alive) }
func (h host) Holds(lang wasmrt.Language) bool      { return h.m.holds(h.sb, lang) }
