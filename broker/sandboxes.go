package broker

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/broker/sessions"
	"github.com/sbx-sandbox/sbx/broker/sessions/natives"
	"github.com/sbx-sandbox/sbx/broker/tool"
	"github.com/sbx-sandbox/sbx/fallback"
	"github.com/sbx-sandbox/sbx/fallback/ostier"
	"github.com/sbx-sandbox/sbx/hostfs"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// isolation is the boundary of every sandbox this server runs.
const isolation = "wasm"

// CreateSandboxInput is create_sandbox's arguments.
type CreateSandboxInput struct {
	TTLSeconds int64  `json:"ttl_seconds,omitempty" jsonschema:"how long the sandbox may live, in seconds"`
	MemoryMB   int64  `json:"memory_mb,omitempty" jsonschema:"memory cap of each interpreter, in MiB"`
	Provider   string `json:"provider,omitempty" jsonschema:"auto (default: WebAssembly first; Python or shell runs that need what it lacks, such as numpy, pandas, scipy, git or node, move to a native provider: on a single-user server the host's own programs in namespaces, else Docker or the microVM), wasm (WebAssembly only), os, docker or microvm (everything native)"`
}

// SandboxInfo describes one sandbox.
type SandboxInfo struct {
	SandboxID          string   `json:"sandbox_id" jsonschema:"the sandbox's id, for the sandbox_id argument of other tools"`
	Default            bool     `json:"default" jsonschema:"this is the connection's default sandbox, used when a tool gets no sandbox_id"`
	Isolation          string   `json:"isolation" jsonschema:"the isolation boundary of the sandbox"`
	Provider           string   `json:"provider" jsonschema:"the provider the sandbox was created with (see create_sandbox)"`
	Created            string   `json:"created" jsonschema:"when the sandbox was created, RFC 3339"`
	LastUsed           string   `json:"last_used" jsonschema:"when a tool last used the sandbox, RFC 3339"`
	ExpiresAt          string   `json:"expires_at" jsonschema:"when the sandbox reaches its TTL and is removed, RFC 3339"`
	TTLSeconds         int64    `json:"ttl_seconds" jsonschema:"the sandbox's longest life, in seconds"`
	IdleTimeoutSeconds int64    `json:"idle_timeout_seconds" jsonschema:"the sandbox is removed after this long unused, in seconds"`
	MemoryMB           int64    `json:"memory_mb" jsonschema:"memory cap of each interpreter, in MiB"`
	Languages          []string `json:"languages" jsonschema:"interpreters running with state (variables, imports)"`
	Suspended          bool     `json:"suspended" jsonschema:"idle, its interpreters were written to disk and their memory released; the next call resumes them"`
	WorkspaceBytes     int64    `json:"workspace_bytes" jsonschema:"bytes used in /workspace"`
	WorkspaceFiles     int64    `json:"workspace_files" jsonschema:"files and directories in /workspace"`
	QuotaBytes         int64    `json:"quota_bytes" jsonschema:"the most /workspace may hold, in bytes"`
	QuotaFiles         int64    `json:"quota_files" jsonschema:"the most files and directories /workspace may hold"`
	Outputs            []string `json:"outputs" jsonschema:"names of the files presented in /outputs"`
	Notes              []string `json:"notes,omitempty" jsonschema:"what the sandbox's native provider bounds and does not bound on this host"`
}

// Blocks implements tool.Reply.
func (o *SandboxInfo) Blocks() []mcp.Content {
	var b strings.Builder
	fmt.Fprintf(&b, "sandbox %s (isolation %s", o.SandboxID, o.Isolation)
	if o.Default {
		b.WriteString(", this connection's default")
	}
	fmt.Fprintf(&b, ")\ncreated %s, last used %s, expires %s (idle timeout %d s)\n", o.Created, o.LastUsed, o.ExpiresAt, o.IdleTimeoutSeconds)
	fmt.Fprintf(&b, "memory %d MiB per interpreter; running: %s", o.MemoryMB, orNone(o.Languages))
	if o.Suspended {
		b.WriteString(" (suspended while idle; the next call resumes them)")
	}
	b.WriteString("\n")
	fmt.Fprintf(&b, "workspace: %s in %d files of %s and %d files\n", hostfs.FormatBytes(o.WorkspaceBytes), o.WorkspaceFiles,
		hostfs.FormatBytes(o.QuotaBytes), o.QuotaFiles)
	fmt.Fprintf(&b, "outputs: %s", orNone(o.Outputs))
	for _, n := range o.Notes {
		b.WriteString("\nnote: " + n)
	}
	return tool.Text(b.String())
}

// orNone joins a list for a message, or says none.
func orNone(s []string) string {
	if len(s) == 0 {
		return "none"
	}
	return strings.Join(s, ", ")
}

// info describes sb as the connection ss sees it.
func (b *Broker) info(ss *mcp.ServerSession, sb *sessions.Sandbox) *SandboxInfo {
	st := b.sessions.Status(ss, sb)
	used, files := sb.Box().Workspace().Usage()
	q := sb.Box().Workspace().Quota()
	info := &SandboxInfo{
		SandboxID: sb.ID(), Default: st.Default, Isolation: isolation, Provider: sb.Provider(),
		Created: stamp(sb.Created()), LastUsed: stamp(st.LastUsed), ExpiresAt: stamp(sb.Created().Add(sb.TTL())),
		TTLSeconds: int64(sb.TTL().Seconds()), IdleTimeoutSeconds: int64(b.opts.IdleTimeout.Seconds()),
		MemoryMB: sb.Memory() >> 20, Languages: st.Languages, Suspended: st.Suspended,
		WorkspaceBytes: used, WorkspaceFiles: files, QuotaBytes: q.Bytes, QuotaFiles: q.Files,
		Outputs: []string{},
	}
	if iso := sb.Isolation(); iso != "" {
		info.Isolation = iso
	}
	native := sb.Provider()
	if info.Isolation == string(fallback.IsolationNamespace) {
		native = "os"
	}
	if native == "os" {
		if np := b.sessions.Provider(context.Background(), native); np.Err == nil {
			info.Notes = np.Caps.Notes
		}
	}
	if entries, err := sb.Outputs().List(hostfs.MountPoint); err == nil {
		for _, e := range entries {
			info.Outputs = append(info.Outputs, e.Name)
		}
	}
	return info
}

// stamp formats a time for a tool result.
func stamp(t time.Time) string { return t.UTC().Format(time.RFC3339) }

func (b *Broker) createSandbox(ctx context.Context, req *mcp.CallToolRequest, in CreateSandboxInput) (*SandboxInfo, error) {
	ttl, memory := b.opts.TTL, b.opts.Limits.Memory
	if in.TTLSeconds > 0 {
		ttl = time.Duration(in.TTLSeconds) * time.Second
	}
	if in.MemoryMB > 0 {
		memory = in.MemoryMB << 20
	}
	provider, err := b.sessions.ParseProvider(in.Provider)
	if err != nil {
		return nil, err
	}
	iso := isolation
	if provider != sessions.ProviderAuto && provider != sessions.ProviderWasm {
		np := b.sessions.Provider(ctx, provider)
		if np.Err != nil {
			return nil, fmt.Errorf("provider %s is not available on this server: %v; create the sandbox with provider auto or wasm", provider, np.Err)
		}
		iso = string(np.Caps.Isolation)
	}
	sb, err := b.sessions.Create(req.Session, ttl, memory)
	if err != nil {
		return nil, err
	}
	sb.SetProvider(provider)
	b.tel.SandboxCreated(provider, iso)
	return b.info(req.Session, sb), nil
}

// ForkSandboxInput is fork_sandbox's arguments.
type ForkSandboxInput struct {
	SandboxID  string `json:"sandbox_id,omitempty" jsonschema:"the sandbox to fork; omit it to fork this connection's default sandbox"`
	TTLSeconds int64  `json:"ttl_seconds,omitempty" jsonschema:"how long the fork may live, in seconds (default: the source's TTL, counted from now)"`
	MemoryMB   int64  `json:"memory_mb,omitempty" jsonschema:"memory cap of each of the fork's interpreters, in MiB (default: the source's)"`
}

// ForkSandboxOutput describes a fork: the new sandbox, where it came from
// and what it could not carry.
type ForkSandboxOutput struct {
	SandboxInfo
	ForkedFrom  string   `json:"forked_from" jsonschema:"the sandbox it was forked from, which runs on undisturbed"`
	NotCarried  []string `json:"not_carried" jsonschema:"what the fork does not have of the source's state, and why"`
	ForkSeconds float64  `json:"fork_seconds" jsonschema:"how long the fork took"`
}

// Blocks implements tool.Reply.
func (o *ForkSandboxOutput) Blocks() []mcp.Content {
	text := fmt.Sprintf("forked %s into %s in %.3f s: its interpreters hold the same variables and its /workspace and /tmp are copies; "+
		"changes in one are not seen in the other", o.ForkedFrom, o.SandboxID, o.ForkSeconds)
	for _, n := range o.NotCarried {
		text += "\nnot carried: " + n
	}
	return append(tool.Text(text), o.SandboxInfo.Blocks()...)
}

func (b *Broker) forkSandbox(ctx context.Context, req *mcp.CallToolRequest, in ForkSandboxInput) (*ForkSandboxOutput, error) {
	start := time.Now()
	sb, lost, err := b.sessions.Fork(ctx, req.Session, in.SandboxID, time.Duration(in.TTLSeconds)*time.Second, in.MemoryMB<<20)
	if err != nil {
		return nil, err
	}
	b.tel.SandboxCreated(sb.Provider(), isolation)
	return &ForkSandboxOutput{SandboxInfo: *b.info(req.Session, sb), ForkedFrom: sb.ForkedFrom(), NotCarried: append([]string{}, lost...),
		ForkSeconds: time.Since(start).Seconds()}, nil
}

// DestroySandboxInput is destroy_sandbox's arguments.
type DestroySandboxInput struct {
	SandboxID string `json:"sandbox_id,omitempty" jsonschema:"the sandbox to destroy; omit it to destroy this connection's default sandbox (a fresh one is made on next use)"`
}

// DestroySandboxOutput confirms a sandbox's end.
type DestroySandboxOutput struct {
	SandboxID string `json:"sandbox_id" jsonschema:"the sandbox destroyed"`
	Destroyed bool   `json:"destroyed" jsonschema:"true: the sandbox and its files are gone"`
}

// Blocks implements tool.Reply.
func (o *DestroySandboxOutput) Blocks() []mcp.Content {
	return tool.Text(fmt.Sprintf("destroyed %s and its files", o.SandboxID))
}

func (b *Broker) destroySandbox(_ context.Context, req *mcp.CallToolRequest, in DestroySandboxInput) (*DestroySandboxOutput, error) {
	id, err := b.sessions.Destroy(req.Session, in.SandboxID)
	if err != nil {
		return nil, err
	}
	return &DestroySandboxOutput{SandboxID: id, Destroyed: true}, nil
}

// GetSandboxStatusInput is get_sandbox_status' arguments.
type GetSandboxStatusInput struct {
	Target
}

func (b *Broker) getSandboxStatus(_ context.Context, req *mcp.CallToolRequest, in GetSandboxStatusInput) (*SandboxInfo, error) {
	sb, release, err := b.sessions.Use(req.Session, in.SandboxID)
	if err != nil {
		return nil, err
	}
	defer release()
	return b.info(req.Session, sb), nil
}

// GuestInfo describes one interpreter the server runs.
type GuestInfo struct {
	Language  string `json:"language" jsonschema:"the language name run_code takes"`
	Runtime   string `json:"runtime" jsonschema:"the interpreter"`
	Version   string `json:"version" jsonschema:"the interpreter's version"`
	Isolation string `json:"isolation" jsonschema:"the isolation boundary it runs in"`
	// Packages is omitted for a guest that has only the standard library.
	Packages map[string]string `json:"packages,omitempty" jsonschema:"Python packages it has beyond the standard library, with their versions; a Python kernel moves to this interpreter when a cell imports one of them"`
}

// LimitsInfo is the policy every sandbox of the server runs under.
type LimitsInfo struct {
	MemoryMB               int64   `json:"memory_mb" jsonschema:"memory cap per interpreter, in MiB"`
	TimeoutSeconds         float64 `json:"timeout_seconds" jsonschema:"run_code's time limit when the call names none"`
	MaxTimeoutSeconds      float64 `json:"max_timeout_seconds" jsonschema:"the most timeout_seconds may be"`
	CodeBytes              int     `json:"code_bytes" jsonschema:"the most source one run_code call may carry"`
	OutputBytes            int     `json:"output_bytes" jsonschema:"stdout and stderr together per call; past it the run stops"`
	WorkspaceBytes         int64   `json:"workspace_bytes" jsonschema:"the most /workspace may hold, in bytes"`
	WorkspaceFiles         int64   `json:"workspace_files" jsonschema:"the most files and directories /workspace may hold"`
	ReadFileBytes          int64   `json:"read_file_bytes" jsonschema:"the most read_file returns"`
	SandboxesPerConnection int     `json:"sandboxes_per_connection" jsonschema:"the most sandboxes one connection may hold"`
	SandboxesPerServer     int     `json:"sandboxes_per_server" jsonschema:"the most sandboxes the server runs"`
	IdleTimeoutSeconds     int64   `json:"idle_timeout_seconds" jsonschema:"a sandbox unused this long is removed"`
	TTLSeconds             int64   `json:"ttl_seconds" jsonschema:"the longest a sandbox lives"`
	ConcurrentRuns         int     `json:"concurrent_runs" jsonschema:"runs in progress at once on the server; more wait their turn"`
	Network                string  `json:"network" jsonschema:"network access from sandboxes"`
}

// ServerStatus says what the server can do and how busy it is.
type ServerStatus struct {
	Server            string                  `json:"server" jsonschema:"the server's name"`
	Version           string                  `json:"version" jsonschema:"the server's version"`
	Guests            []GuestInfo             `json:"guests" jsonschema:"the interpreters run_code can use"`
	IsolationLevels   []string                `json:"isolation_levels" jsonschema:"the isolation boundaries this server provides"`
	Providers         []fallback.Capabilities `json:"providers" jsonschema:"native providers found on the host (os, docker, microvm), their isolation, what they bound and what is missing; auto sandboxes escalate to the best available one"`
	Limits            LimitsInfo              `json:"limits" jsonschema:"the policy every sandbox runs under"`
	Policy            PolicyInfo              `json:"policy" jsonschema:"what the operator's policy lets this connection do"`
	Sandboxes         int                     `json:"sandboxes" jsonschema:"sandboxes this connection holds"`
	SandboxesOnServer int                     `json:"sandboxes_on_server" jsonschema:"sandboxes of all connections"`
	RunsInProgress    int                     `json:"runs_in_progress" jsonschema:"runs executing now on the server"`
	RunsWaiting       int                     `json:"runs_waiting" jsonschema:"runs waiting for a free slot"`
}

// Blocks implements tool.Reply.
func (o *ServerStatus) Blocks() []mcp.Content {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s, isolation: %s, network: %s\n", o.Server, o.Version, strings.Join(o.IsolationLevels, ", "), o.Limits.Network)
	for _, g := range o.Guests {
		fmt.Fprintf(&b, "  %-10s %s %s", g.Language, g.Runtime, g.Version)
		if len(g.Packages) > 0 {
			b.WriteString(" with " + wasmrt.FormatPackages(g.Packages))
		}
		b.WriteByte('\n')
	}
	l := o.Limits
	fmt.Fprintf(&b, "limits: %d MiB memory, %g s per call (at most %g s), %s code, %s output, workspace %s in %d files\n",
		l.MemoryMB, l.TimeoutSeconds, l.MaxTimeoutSeconds, hostfs.FormatBytes(int64(l.CodeBytes)), hostfs.FormatBytes(int64(l.OutputBytes)),
		hostfs.FormatBytes(l.WorkspaceBytes), l.WorkspaceFiles)
	fmt.Fprintf(&b, "sandboxes: %d of %d for this connection, %d of %d on the server; idle timeout %d s, TTL %d s\n",
		o.Sandboxes, l.SandboxesPerConnection, o.SandboxesOnServer, l.SandboxesPerServer, l.IdleTimeoutSeconds, l.TTLSeconds)
	fmt.Fprintf(&b, "runs: %d in progress, %d waiting, %d at once\n", o.RunsInProgress, o.RunsWaiting, l.ConcurrentRuns)
	b.WriteString(o.Policy.describe())
	for _, p := range o.Providers {
		state := "available"
		if !p.Available {
			state = "not available"
			for _, m := range p.Missing {
				state += "; " + m.What
			}
		}
		fmt.Fprintf(&b, "\nnative provider %s (isolation %s): %s", p.Provider, p.Isolation, state)
		if p.Available && p.PythonModules != nil {
			fmt.Fprintf(&b, "; its python3 has %s", dataStack(p))
		}
		for _, n := range p.Notes {
			b.WriteString("; " + n)
		}
	}
	return tool.Text(b.String())
}

func (b *Broker) sandboxStatus(_ context.Context, req *mcp.CallToolRequest, _ struct{}) (*ServerStatus, error) {
	lim := b.opts.Limits
	st := &ServerStatus{
		Server: "sbx", Version: b.opts.Version, IsolationLevels: []string{isolation},
		Limits: LimitsInfo{
			MemoryMB: lim.Memory >> 20, TimeoutSeconds: lim.Timeout.Seconds(), MaxTimeoutSeconds: lim.MaxTimeout.Seconds(),
			CodeBytes: lim.Code, OutputBytes: lim.Output, WorkspaceBytes: lim.Quota.Bytes, WorkspaceFiles: lim.Quota.Files,
			ReadFileBytes: b.opts.ReadLimit, SandboxesPerConnection: b.opts.PerConnection, SandboxesPerServer: b.opts.MaxSandboxes,
			IdleTimeoutSeconds: int64(b.opts.IdleTimeout.Seconds()), TTLSeconds: int64(b.opts.TTL.Seconds()),
			ConcurrentRuns: b.opts.Concurrency, Network: "none",
		},
	}
	for _, g := range wasmrt.Guests() {
		st.Guests = append(st.Guests, GuestInfo{Language: string(g.Language), Runtime: g.Name, Version: g.Version,
			Isolation: isolation, Packages: g.Packages})
	}
	st.Providers = b.sessions.Providers()
	for _, p := range st.Providers {
		if p.Available && !slices.Contains(st.IsolationLevels, string(p.Isolation)) {
			st.IsolationLevels = append(st.IsolationLevels, string(p.Isolation))
		}
	}
	if st.Providers == nil {
		st.Providers = []fallback.Capabilities{}
	}
	st.Sandboxes, st.SandboxesOnServer = b.sessions.Counts(req.Session)
	st.RunsInProgress, st.RunsWaiting = b.runs.Load()
	st.Policy = b.policyInfo(b.userOf(req.Extra))
	return st, nil
}

// addSandboxTools registers the tools that manage sandboxes.
func (b *Broker) addSandboxTools() {
	maxTTL, maxMB := b.opts.TTL.Seconds(), float64(b.opts.Limits.Memory>>20)
	providers := func(p map[string]*jsonschema.Schema) {
		p["provider"].Enum = tool.Enum(natives.Providers(b.opts.Natives)...)
	}
	tool.Add(b.tools, &mcp.Tool{
		Name:  "create_sandbox",
		Title: "Create a sandbox",
		Description: "Create an explicit sandbox, separate from this connection's default one: its own interpreters and /workspace. " +
			"Pass its sandbox_id to other tools. It ends at its TTL, when idle too long, when destroyed, or when the connection closes.",
		InputSchema: tool.InputSchema[CreateSandboxInput](func(p map[string]*jsonschema.Schema) {
			one := 1.0
			p["ttl_seconds"].Minimum, p["ttl_seconds"].Maximum = &one, &maxTTL
			p["ttl_seconds"].Description = fmt.Sprintf("how long the sandbox may live, in seconds (default and maximum %g)", maxTTL)
			p["memory_mb"].Minimum, p["memory_mb"].Maximum = &one, &maxMB
			p["memory_mb"].Description = fmt.Sprintf("memory cap of each interpreter, in MiB (default and maximum %g)", maxMB)
		}),
		OutputSchema: tool.OutputSchema[SandboxInfo](providers),
		Annotations:  &mcp.ToolAnnotations{Title: "Create a sandbox", OpenWorldHint: tool.ClosedWorld},
	}, b.createSandbox)
	tool.Add(b.tools, &mcp.Tool{
		Name:  "fork_sandbox",
		Title: "Fork a sandbox",
		Description: "Fork a sandbox at rest, in milliseconds: a new sandbox whose Python and JavaScript interpreters hold exactly the source's " +
			"variables, imports and open files, and whose /workspace and /tmp are copies of the source's. Try an approach in the fork; " +
			"the source stays as it was. A run in progress in the source is waited for. The fork has its own sandbox_id, limits and TTL, " +
			"and counts against this connection's sandboxes.",
		InputSchema: tool.InputSchema[ForkSandboxInput](func(p map[string]*jsonschema.Schema) {
			one := 1.0
			p["ttl_seconds"].Minimum, p["ttl_seconds"].Maximum = &one, &maxTTL
			p["memory_mb"].Minimum, p["memory_mb"].Maximum = &one, &maxMB
		}),
		OutputSchema: tool.OutputSchema[ForkSandboxOutput](providers),
		Annotations:  &mcp.ToolAnnotations{Title: "Fork a sandbox", OpenWorldHint: tool.ClosedWorld},
	}, b.forkSandbox)
	tool.Add(b.tools, &mcp.Tool{
		Name:        "destroy_sandbox",
		Title:       "Destroy a sandbox",
		Description: "Destroy a sandbox of this connection, or its default sandbox: its interpreters stop and its /workspace and /outputs are deleted.",
		InputSchema: tool.InputSchema[DestroySandboxInput](nil),
		Annotations: &mcp.ToolAnnotations{Title: "Destroy a sandbox", DestructiveHint: tool.Destructive, IdempotentHint: true, OpenWorldHint: tool.ClosedWorld},
	}, b.destroySandbox)
	tool.Add(b.tools, &mcp.Tool{
		Name:         "get_sandbox_status",
		Title:        "Get a sandbox's status",
		Description:  "Describe a sandbox: when it was created and last used, when it expires, its memory cap, the interpreters running and its workspace usage.",
		InputSchema:  tool.InputSchema[GetSandboxStatusInput](nil),
		OutputSchema: tool.OutputSchema[SandboxInfo](providers),
		Annotations:  &mcp.ToolAnnotations{Title: "Get a sandbox's status", ReadOnlyHint: true, OpenWorldHint: tool.ClosedWorld},
	}, b.getSandboxStatus)
	tool.Add(b.tools, &mcp.Tool{
		Name:        "sandbox_status",
		Title:       "What this server can do",
		Description: "Describe this server: the interpreters and their versions, the isolation levels available, the limits every sandbox runs under, and how busy it is.",
		InputSchema: tool.InputSchema[struct{}](nil),
		Annotations: &mcp.ToolAnnotations{Title: "What this server can do", ReadOnlyHint: true, OpenWorldHint: tool.ClosedWorld},
	}, b.sandboxStatus)
}

// dataStack says which of the data packages the Python of a provider with
// caps has: "numpy, pandas (not scipy)", or "none of numpy, ...".
func dataStack(caps fallback.Capabilities) string {
	have, lack, _ := ostier.DataStack(caps)
	if len(have) == 0 {
		return "none of " + strings.Join(lack, ", ")
	}
	s := strings.Join(have, ", ")
	if len(lack) > 0 {
		s += " (not " + strings.Join(lack, ", ") + ")"
	}
	return s
}
