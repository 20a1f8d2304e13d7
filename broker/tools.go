package broker

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/broker/dashboard"
	"github.com/sbx-sandbox/sbx/broker/govern"
	"github.com/sbx-sandbox/sbx/broker/sessions"
	"github.com/sbx-sandbox/sbx/broker/sessions/sched"
	"github.com/sbx-sandbox/sbx/broker/telemetry"
	"github.com/sbx-sandbox/sbx/broker/tool"
	"github.com/sbx-sandbox/sbx/internal/runlimit"
	"github.com/sbx-sandbox/sbx/provider"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// timeout checks a call's timeout_seconds against the limits and returns
// it as a duration; 0 (none given) stays 0, the default. A value past the
// maximum is refused here, before it could overflow a time.Duration.
func (b *Broker) timeout(seconds float64) (time.Duration, error) {
	lim := b.opts.Limits
	if seconds < 0 || seconds > lim.MaxTimeout.Seconds() {
		return 0, fmt.Errorf("timeout_seconds is %g; give from 0 (the default, %g s) to %g seconds, the most this server allows",
			seconds, lim.Timeout.Seconds(), lim.MaxTimeout.Seconds())
	}
	return time.Duration(seconds * float64(time.Second)), nil
}

// runCode runs code in the sandbox's persistent interpreter. Runs take
// turns per sandbox and wait for a free slot on the server; a progress
// token gets a notification every second meanwhile.
func (b *Broker) runCode(ctx context.Context, req *mcp.CallToolRequest, in RunCodeInput) (*RunCodeOutput, error) {
	if in.Language == govern.Shell {
		out, err := b.runCommand(ctx, req, RunCommandInput{Command: in.Code, TimeoutSeconds: in.TimeoutSeconds, Target: in.Target})
		if err != nil {
			return nil, err
		}
		return &out.RunCodeOutput, nil
	}
	lang, err := wasmrt.ParseLanguage(in.Language)
	if err != nil {
		return nil, err
	}
	timeout, err := b.timeout(in.TimeoutSeconds)
	if err != nil {
		return nil, err
	}
	sb, release, err := b.sessions.Use(req.Session, in.SandboxID)
	if err != nil {
		return nil, err
	}
	defer release()
	ctx, timeout, leave, err := b.waitTurn(ctx, req, sb, lang, timeout)
	if errors.Is(err, errWaitedOut) {
		return waitedOut(sb, err), nil
	}
	if err != nil {
		return nil, err
	}
	defer leave()
	live := liveOutput(ctx)
	res, err := sb.Run(ctx, provider.Request{Language: string(lang), Code: in.Code, Timeout: timeout, Env: govern.GrantedEnv(ctx),
		Stdout: live, Stderr: live})
	if err != nil {
		return nil, err
	}
	return b.toolOutput(ctx, req, sb, res), nil
}

// toolOutput is a provider's result as a tool's, the full-size images of
// its displays kept as outputs of sb.
func (b *Broker) toolOutput(ctx context.Context, req *mcp.CallToolRequest, sb *sessions.Sandbox, res *provider.Result) *RunCodeOutput {
	out := &RunCodeOutput{
		ExitCode: res.ExitCode, Stdout: res.Stdout, Stderr: res.Stderr,
		TimedOut: res.TimedOut, OutputTruncated: res.OutputTruncated,
		DurationMS: res.DurationMS, Runtime: res.Runtime, Isolation: string(res.Isolation),
		StateReset: res.StateReset, Displays: tool.Displays(res.Displays), Used: Used{SandboxID: sb.ID()},
	}
	b.keepOriginals(ctx, req.Session, sb, out.Displays)
	return out
}

// waitTurn waits until sb is free and a run slot on the server is, sending
// progress meanwhile (and during the run) when the client asked for it.
// Runs take turns per sandbox and share NumCPU slots on the server among
// connections (users, when identified) round-robin. The returned ctx
// carries the run's preemption point, where it gives its slot back when
// it has had its slice and others wait, and its turn, which a run that
// goes to a native sandbox gives back (sched.Away); leave ends the
// turn. A run's time limit includes its wait: left is what remains of
// it, and a call whose limit passes while it waits fails with
// errWaitedOut (see waitedOut).
func (b *Broker) waitTurn(ctx context.Context, req *mcp.CallToolRequest, sb *sessions.Sandbox, what wasmrt.Language, timeout time.Duration) (_ context.Context, left time.Duration, leave func(), err error) {
	limit := cmp.Or(timeout, b.opts.Limits.Timeout)
	p := b.startProgress(ctx, req, what, limit)
	start := time.Now()
	_, queued := b.tel.Span(ctx, telemetry.SpanQueue)
	wctx, cancel := context.WithTimeoutCause(ctx, limit, errWaitedOut)
	defer cancel()
	fail := func(err error, where string) (context.Context, time.Duration, func(), error) {
		p.stop()
		b.tel.End(queued, err)
		if context.Cause(wctx) == errWaitedOut && ctx.Err() == nil {
			return nil, 0, nil, fmt.Errorf("%w: the time limit (%s) passed while this call was %s", errWaitedOut, sessions.FormatDuration(limit), where)
		}
		return nil, 0, nil, fmt.Errorf("cancelled while %s: %w", where, err)
	}
	leaveTurn, err := sb.Take(wctx)
	if err != nil {
		return fail(err, "waiting for another run in this sandbox to finish")
	}
	t, err := b.runs.Enter(wctx, b.runOwner(req))
	if err != nil {
		leaveTurn()
		return fail(err, "waiting for a free run slot")
	}
	p.started()
	waited := time.Since(start)
	b.tel.Waited(waited)
	b.tel.End(queued, nil)
	ctx = sched.WithTurn(wasmrt.WithPreemption(b.tel.ObserveKernels(ctx), t.Preempt), t)
	ctx = runlimit.With(context.WithValue(ctx, liveKey{}, p), limit)
	return ctx, max(limit-waited, time.Millisecond), func() {
		t.Leave()
		leaveTurn()
		p.stop()
		sched.ReturnMemory()
	}, nil
}

// errWaitedOut is why a call ends whose time limit passed before its run
// could start.
var errWaitedOut = errors.New("timed out")

// waitedOut is the result of a call whose time limit passed while it
// waited its turn (err, from waitTurn): timed out, nothing ran.
func waitedOut(sb *sessions.Sandbox, err error) *RunCodeOutput {
	return &RunCodeOutput{ExitCode: wasmrt.ExitTimeout, TimedOut: true, Stderr: "sbx: " + err.Error() + "; nothing ran\n",
		Used: Used{SandboxID: sb.ID()}}
}

// liveKey is the context key of a call's live output (its progress).
type liveKey struct{}

// liveOutput is where the run of the call whose turn ctx carries
// (waitTurn) sends its output as it comes: the call's notifications.
func liveOutput(ctx context.Context) io.Writer {
	p, _ := ctx.Value(liveKey{}).(*progress)
	if p == nil {
		return nil
	}
	return p
}

// runOwner is whose turn a call's run takes in the run queue: its user's
// when the connection is identified, else its connection's.
func (b *Broker) runOwner(req *mcp.CallToolRequest) any {
	if user := b.userOf(req.GetExtra()); user != "" {
		return user
	}
	return req.Session
}

// addTools registers every tool of the contract.
func (b *Broker) addTools() {
	lim := b.opts.Limits
	tool.Add(b.tools, &mcp.Tool{
		Name:  "run_code",
		Title: "Run code",
		Description: "Run Python or JavaScript in the sandbox's persistent interpreter: variables, imports and " +
			"loaded data survive to the next call, and files in /workspace are shared by both languages. " +
			"In WebAssembly there is no network; a native sandbox (os, docker, microvm) reaches only the hosts the server's egress allow-list names. Returns stdout, stderr and the exit code; an uncaught error is exit_code 1 with the traceback in stderr. " +
			"What the cell displays, as in a notebook (display(), a rich last value such as a DataFrame or PIL image, matplotlib figures), " +
			"comes back in order as image content, tables and HTML, with a line of text for each. " +
			"A run past its time limit is interrupted like Ctrl-C in Jupyter (KeyboardInterrupt in Python): timed_out is true and " +
			"the variables are kept; only one that does not stop within a second more is ended and its interpreter restarted (state_reset).",
		InputSchema: tool.InputSchema[RunCodeInput](func(p map[string]*jsonschema.Schema) {
			p["language"].Enum = tool.Enum(append(wasmrt.Languages(), govern.Shell)...)
			p["timeout_seconds"].Description = fmt.Sprintf("wall-time limit for this call, in seconds (default %g, at most %g); a run past it is interrupted and keeps its variables",
				lim.Timeout.Seconds(), lim.MaxTimeout.Seconds())
		}),
		Annotations: &mcp.ToolAnnotations{Title: "Run code", OpenWorldHint: tool.ClosedWorld},
	}, b.runCode)
	b.addFileTools()
	b.addShellTools()
	b.addSandboxTools()
	dashboard.Add(b.tools, dashboard.Host{Run: b.runCode, Present: b.presentOutput, Outputs: b.sandboxOutputs, Limits: b.opts.Limits})
	b.apps.AddTools(b.tools)
}
