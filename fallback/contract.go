package fallback

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/sbx-sandbox/sbx/provider"
)

// Contract puts p, whose probe found caps, behind the provider contract:
// each sandbox it creates is one of p's, and runs go to p's Exec (and to
// its RunPython, for Python, when p keeps an interpreter).
func Contract(p Provider, caps Capabilities) provider.Provider { return &contract{p, caps} }

type contract struct {
	p    Provider
	caps Capabilities
}

// Capabilities implements provider.Provider.
func (c *contract) Capabilities(ctx context.Context) Capabilities { return c.p.Capabilities(ctx) }

// Close implements provider.Provider.
func (c *contract) Close() error { return c.p.Close() }

// Create implements provider.Provider.
func (c *contract) Create(ctx context.Context, spec provider.Spec) (provider.Sandbox, error) {
	id, err := c.p.Create(ctx, specOf(spec))
	if err != nil {
		return nil, err
	}
	b := &nativeBox{p: c.p, id: id, caps: c.caps}
	b.ExecJobs = provider.NewExecJobs(backgroundExec{b}, provider.JobLimits{})
	return b, nil
}

// specOf is spec as a Provider's.
func specOf(spec provider.Spec) Spec {
	l := spec.Limits
	return Spec{Owner: spec.Owner,
		Workspace: spec.Workspace, Home: spec.Home, HomeReadOnly: spec.HomeReadOnly, Egress: spec.Egress,
		Limits: Limits{Memory: l.Memory, CPUs: l.CPUs, Pids: l.Pids, Timeout: l.Timeout, Output: l.Output,
			WorkspaceBytes: l.WorkspaceBytes, WorkspaceFiles: l.WorkspaceFiles},
	}
}

// SpareStats is what a provider's spares (sandboxes made ahead) hold.
type SpareStats struct {
	// Ready is how many spares are ready, and Memory their idle memory
	// (PSS: resident memory, shared pages counted by share), measured now.
	Ready  int
	Memory int64
	// Max and Budget are the most spares kept, and the most memory they
	// may hold.
	Max    int
	Budget int64
}

// Sparer is a Provider that keeps sandboxes made ahead of time: the os
// provider.
type Sparer interface {
	// Spares reports the spares ready and the budget they keep to.
	Spares() SpareStats
	// Prepare asks for a spare for sandboxes like spec, its directories
	// aside, before the first is created.
	Prepare(spec Spec)
}

// SpareKeeper is a provider behind the contract whose Provider may keep
// spares (a Sparer): Spares reports none when it does not.
type SpareKeeper interface {
	Spares() SpareStats
	Prepare(spec provider.Spec)
}

// Spares implements SpareKeeper.
func (c *contract) Spares() SpareStats {
	if s, ok := c.p.(Sparer); ok {
		return s.Spares()
	}
	return SpareStats{}
}

// Prepare implements SpareKeeper.
func (c *contract) Prepare(spec provider.Spec) {
	if s, ok := c.p.(Sparer); ok {
		s.Prepare(specOf(spec))
	}
}

// nativeBox is one sandbox of a native provider. Its background jobs
// (provider.Jobber) run in it, through Exec.
type nativeBox struct {
	p    Provider
	id   string
	caps Capabilities
	*provider.ExecJobs
}

// backgroundExec runs the lines of a sandbox's job table: the processes
// they start outlive the call.
type backgroundExec struct{ b *nativeBox }

// Exec implements provider.Execer.
func (e backgroundExec) Exec(ctx context.Context, req provider.Request) (*provider.Result, error) {
	return e.b.exec(ctx, req, true)
}

// Capabilities implements provider.Sandbox.
func (b *nativeBox) Capabilities() Capabilities { return b.caps }

// execRequest turns a run into p's request.
func execRequest(req provider.Request) ExecRequest {
	out := ExecRequest{Command: req.Code, Workdir: req.Workdir, Timeout: req.Timeout, Env: map[string]string{}, Stdout: req.Stdout, Stderr: req.Stderr}
	for _, kv := range req.Env {
		if k, v, ok := strings.Cut(kv, "="); ok {
			out.Env[k] = v
		}
	}
	return out
}

// Run implements provider.Sandbox: Python and JavaScript in the sandbox's
// interpreters when the provider keeps them, else in a fresh python3 (as
// one cell, see provider.RunPythonCell) or node.
func (b *nativeBox) Run(ctx context.Context, req provider.Request) (*provider.Result, error) {
	er := execRequest(req)
	er.Stdin = []byte(req.Code)
	switch req.Language {
	case "python":
		if ip, ok := b.p.(Interpreter); ok {
			return result(ip.RunPython(ctx, b.id, er))
		}
		return provider.RunPythonCell(ctx, b, req)
	case "javascript":
		if js, ok := b.p.(JSInterpreter); ok {
			return result(js.RunJS(ctx, b.id, er))
		}
		er.Command = "node -"
	default:
		return nil, fmt.Errorf("%w: no kernel for language %q (python, javascript)", ErrInput, req.Language)
	}
	return result(b.p.Exec(ctx, b.id, er))
}

// Exec implements provider.Sandbox.
func (b *nativeBox) Exec(ctx context.Context, req provider.Request) (*provider.Result, error) {
	return b.exec(ctx, req, false)
}

// exec runs a shell line; background says it starts processes that
// outlive it (see ExecRequest.Background).
func (b *nativeBox) exec(ctx context.Context, req provider.Request, background bool) (*provider.Result, error) {
	er := execRequest(req)
	er.Stdin, er.Background = req.Stdin, background
	return result(b.p.Exec(ctx, b.id, er))
}

// result converts an exec result to the contract's.
func result(r *ExecResult, err error) (*provider.Result, error) {
	if err != nil {
		return nil, err
	}
	return &provider.Result{
		ExitCode: r.ExitCode, Stdout: r.Stdout, Stderr: r.Stderr, TimedOut: r.TimedOut, OutputTruncated: r.OutputTruncated,
		StateReset: r.StateReset, DurationMS: r.DurationMS, Runtime: r.Runtime, Isolation: r.Isolation, Displays: r.Displays,
	}, nil
}

// ReadFile implements provider.Sandbox, through the provider's Copier or,
// without one, through Exec.
func (b *nativeBox) ReadFile(ctx context.Context, path string, max int64) ([]byte, error) {
	if c, ok := b.p.(Copier); ok {
		return c.CopyOut(ctx, b.id, path, int(max))
	}
	return provider.ReadFileByExec(ctx, b, path, max)
}

// WriteFile implements provider.Sandbox, as ReadFile does.
func (b *nativeBox) WriteFile(ctx context.Context, path string, data []byte) error {
	if c, ok := b.p.(Copier); ok {
		return c.CopyIn(ctx, b.id, path, data)
	}
	return provider.WriteFileByExec(ctx, b, path, data)
}

// Close implements provider.Sandbox.
func (b *nativeBox) Close() error {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	return b.p.Destroy(ctx, b.id)
}
