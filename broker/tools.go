package broker

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"runtime/debug"
	"slices"
	"strings"
	"time"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/broker/govern"
	"github.com/sbx-sandbox/sbx/broker/sessions"
	"github.com/sbx-sandbox/sbx/broker/telemetry"
	"github.com/sbx-sandbox/sbx/provider"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// Target names the sandbox a tool acts on.
type Target struct {
	SandboxID string `json:"sandbox_id,omitempty" jsonschema:"a sandbox from create_sandbox; omit it to use this connection's default sandbox, created on first use"`
}

// Used names the sandbox a tool acted on.
type Used struct {
	SandboxID string `json:"sandbox_id" jsonschema:"the sandbox the call used"`
}

// Grants is the secrets argument of the tools that run code.
type Grants struct {
	Secrets []string `json:"secrets,omitempty" jsonschema:"names of operator-configured secrets to pass to this call only, as environment variables of the same name; their values are redacted from everything returned. sandbox_status lists the secrets you may ask for"`
}

// RunCodeInput is run_code's arguments.
type RunCodeInput struct {
	Language       string  `json:"language" jsonschema:"the interpreter: python (CPython), javascript (QuickJS) or shell (a POSIX shell line, as run_command)"`
	Code           string  `json:"code" jsonschema:"the source to run; variables, imports and functions persist to the next call in the same sandbox and language"`
	TimeoutSeconds float64 `json:"timeout_seconds,omitempty" jsonschema:"wall-time limit for this call, in seconds"`
	Target
	Grants
}

// RunCodeOutput is what a run produced.
type RunCodeOutput struct {
	ExitCode        int     `json:"exit_code" jsonschema:"0 on success, 1 for an uncaught error (its traceback is in stderr), 124 on timeout"`
	Stdout          string  `json:"stdout" jsonschema:"what the code printed"`
	Stderr          string  `json:"stderr" jsonschema:"errors, tracebacks and notes from sbx"`
	TimedOut        bool    `json:"timed_out" jsonschema:"the run passed its time limit and was interrupted (its traceback is in stderr), or stopped"`
	OutputTruncated bool    `json:"output_truncated" jsonschema:"the output passed its limit: the rest was dropped and the run stopped"`
	DurationMS      float64 `json:"duration_ms" jsonschema:"wall time of the call in milliseconds"`
	Runtime         string  `json:"runtime" jsonschema:"the interpreter and its version"`
	Isolation       string  `json:"isolation" jsonschema:"the isolation boundary the code ran in"`
	StateReset      bool    `json:"state_reset" jsonschema:"the interpreter was restarted since the previous result: variables are lost, files are kept"`
	Used
}

// content implements reply.
func (o *RunCodeOutput) content() []mcp.Content {
	var b strings.Builder
	b.WriteString(o.Stdout)
	if o.Stderr != "" {
		if o.Stdout != "" && !strings.HasSuffix(o.Stdout, "\n") {
			b.WriteByte('\n')
		}
		b.WriteString("--- stderr ---\n")
		b.WriteString(o.Stderr)
	}
	if b.Len() > 0 && !strings.HasSuffix(b.String(), "\n") {
		b.WriteByte('\n')
	}
	notes := []string{fmt.Sprintf("exit %d", o.ExitCode), fmt.Sprintf("%.0f ms", o.DurationMS), o.Runtime, o.SandboxID}
	for _, n := range []struct {
		on   bool
		text string
	}{
		{o.TimedOut, "timed out"},
		{o.OutputTruncated, "output truncated"},
		{o.StateReset, "interpreter restarted: variables lost, files kept"},
	} {
		if n.on {
			notes = append(notes, n.text)
		}
	}
	fmt.Fprintf(&b, "[%s]", strings.Join(notes, " · "))
	return text(b.String())
}

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

// failed reports a run that sbx stopped: the call did not do what was asked.
func (o *RunCodeOutput) failed() bool { return o.TimedOut || o.OutputTruncated }

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
	ctx, leave, err := b.waitTurn(ctx, req, sb, lang, timeout)
	if err != nil {
		return nil, err
	}
	defer leave()
	res, err := sb.Run(ctx, provider.Request{Language: string(lang), Code: in.Code, Timeout: timeout, Env: govern.GrantedEnv(ctx)})
	if err != nil {
		return nil, err
	}
	return toolOutput(sb, res), nil
}

// toolOutput is a provider's result as a tool's.
func toolOutput(sb *sessions.Sandbox, res *provider.Result) *RunCodeOutput {
	return &RunCodeOutput{
		ExitCode: res.ExitCode, Stdout: res.Stdout, Stderr: res.Stderr,
		TimedOut: res.TimedOut, OutputTruncated: res.OutputTruncated,
		DurationMS: res.DurationMS, Runtime: res.Runtime, Isolation: string(res.Isolation),
		StateReset: res.StateReset, Used: Used{sb.ID()},
	}
}

// waitTurn waits until sb is free and a run slot on the server is, sending
// progress meanwhile (and during the run) when the client asked for it.
// Runs take turns per sandbox and share NumCPU slots on the server among
// connections (users, when identified) round-robin. The returned ctx
// carries the run's preemption point, where it gives its slot back when
// it has had its slice and others wait; leave ends the turn.
func (b *Broker) waitTurn(ctx context.Context, req *mcp.CallToolRequest, sb *sessions.Sandbox, what wasmrt.Language, timeout time.Duration) (_ context.Context, leave func(), err error) {
	p := b.startProgress(ctx, req, what, cmp.Or(timeout, b.opts.Limits.Timeout))
	start := time.Now()
	_, queued := b.tel.Span(ctx, telemetry.SpanQueue)
	leaveTurn, err := sb.Take(ctx)
	if err != nil {
		p.stop()
		telemetry.End(queued, err)
		return nil, nil, fmt.Errorf("cancelled while another run in this sandbox finished: %w", err)
	}
	t, err := b.runs.Enter(ctx, b.runOwner(req))
	if err != nil {
		leaveTurn()
		p.stop()
		telemetry.End(queued, err)
		return nil, nil, fmt.Errorf("cancelled while waiting for a free run slot: %w", err)
	}
	p.started()
	b.tel.Waited(time.Since(start))
	telemetry.End(queued, nil)
	return wasmrt.WithPreemption(b.tel.ObserveKernels(ctx), t.Preempt), func() {
		t.Leave()
		leaveTurn()
		p.stop()
		sessions.ReturnMemory()
	}, nil
}

// runOwner is whose turn a call's run takes in the run queue: its user's
// when the connection is identified, else its connection's.
func (b *Broker) runOwner(req *mcp.CallToolRequest) any {
	if user := b.userOf(req.GetExtra()); user != "" {
		return user
	}
	return req.Session
}

// reply is a tool's structured output that can also word itself for a reader.
type reply interface {
	content() []mcp.Content
}

// failure is implemented by replies that report a failed call while still
// carrying their structured output, such as a run that timed out.
type failure interface {
	failed() bool
}

// text is a reply's content as one text block.
func text(s string) []mcp.Content { return []mcp.Content{&mcp.TextContent{Text: s}} }

// addTool registers a typed tool whose reply (a pointer to the output
// struct) supplies the readable content next to the structured output, and
// marks failed replies as errors. Arguments are checked against the input
// schema; the output needs no check, its schema being derived from Out. A
// handler that panics fails its call, not the server.
func addTool[In any, Out reply](b *Broker, t *mcp.Tool, h func(context.Context, *mcp.CallToolRequest, In) (Out, error)) {
	if t.InputSchema == nil {
		t.InputSchema = schemaOf(reflect.TypeFor[In]())
	}
	t.OutputSchema = schemaOf(reflect.TypeFor[Out]().Elem())
	args, err := t.InputSchema.(*jsonschema.Schema).Resolve(nil)
	if err != nil {
		panic(fmt.Sprintf("input schema of %s: %v", t.Name, err))
	}
	b.gov.tools = append(b.gov.tools, t.Name)
	b.server.AddTool(t, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		in, err := decodeArguments[In](req.Params.Arguments, args)
		if err != nil {
			return failed(err), nil
		}
		out, err := handle(b, t.Name, func() (Out, error) { return h(ctx, req, in) })
		if err != nil {
			return failed(err), nil
		}
		structured, err := json.Marshal(out)
		if err != nil {
			return nil, fmt.Errorf("marshal the output of %s: %w", t.Name, err)
		}
		res := &mcp.CallToolResult{Content: forClient(req.Session, out.content()), StructuredContent: json.RawMessage(structured)}
		if f, ok := any(out).(failure); ok && f.failed() {
			res.IsError = true
		}
		return res, nil
	})
}

// decodeArguments checks a call's arguments against a tool's input schema
// and decodes them.
func decodeArguments[In any](raw json.RawMessage, schema *jsonschema.Resolved) (in In, err error) {
	var m map[string]any
	if len(raw) > 0 {
		if err := json.Unmarshal(raw, &m); err != nil {
			return in, fmt.Errorf("validating \"arguments\": %v", err)
		}
	}
	if m == nil {
		m = map[string]any{}
	}
	if err := schema.Validate(m); err != nil {
		return in, fmt.Errorf("validating \"arguments\": %v", err)
	}
	if len(raw) > 0 {
		err = json.Unmarshal(raw, &in)
	}
	return in, err
}

// failed is a tool result reporting err to the agent.
func failed(err error) *mcp.CallToolResult {
	var res mcp.CallToolResult
	res.SetError(err)
	return &res
}

// handle runs one handler, turning a panic into an error for the agent and
// a stack trace in the log.
func handle[Out any](b *Broker, what string, h func() (Out, error)) (out Out, err error) {
	defer b.recover(what, &err)
	return h()
}

// recover turns a panic in a handler into an error for the agent and a
// stack trace in the log.
func (b *Broker) recover(what string, err *error) {
	if v := recover(); v != nil {
		b.opts.Logger.Error("panic", "in", what, "value", v, "stack", string(debug.Stack()))
		*err = fmt.Errorf("internal error in %s; the server's log has the details", what)
	}
}

// inputSchema derives T's schema and lets edit adjust its properties
// (enums, limits that depend on the options).
func inputSchema[T any](edit func(props map[string]*jsonschema.Schema)) *jsonschema.Schema {
	s := schemaOf(reflect.TypeFor[T]())
	if edit != nil {
		edit(s.Properties)
	}
	return s
}

// schemaOf derives t's JSON schema. Slices are declared as plain arrays,
// not as "array or null": the broker never returns null for one, and
// single-type schemas are the portable kind. A type without a schema is a
// programming error, reported at start-up.
func schemaOf(t reflect.Type) *jsonschema.Schema {
	s, err := jsonschema.ForType(t, nil)
	if err != nil {
		panic(fmt.Sprintf("schema of %s: %v", t, err))
	}
	var notNull func(*jsonschema.Schema)
	notNull = func(s *jsonschema.Schema) {
		if s == nil {
			return
		}
		if slices.Equal(s.Types, []string{"null", "array"}) {
			s.Type, s.Types = "array", nil
		}
		for _, p := range s.Properties {
			notNull(p)
		}
		notNull(s.Items)
	}
	notNull(s)
	return s
}

// enum lists a property's allowed values.
func enum(values ...string) []any {
	out := make([]any, len(values))
	for i, v := range values {
		out[i] = v
	}
	return out
}

// Tool hints shared by several tools.
var (
	closedWorld = new(bool)
	destructive = func() *bool { t := true; return &t }()
)

// addTools registers every tool of the contract.
func (b *Broker) addTools() {
	lim := b.opts.Limits
	addTool(b, &mcp.Tool{
		Name:  "run_code",
		Title: "Run code",
		Description: "Run Python or JavaScript in the sandbox's persistent interpreter: variables, imports and " +
			"loaded data survive to the next call, and files in /workspace are shared by both languages. " +
			"No network. Returns stdout, stderr and the exit code; an uncaught error is exit_code 1 with the traceback in stderr. " +
			"A run past its time limit is interrupted like Ctrl-C in Jupyter (KeyboardInterrupt in Python): timed_out is true and " +
			"the variables are kept; only one that does not stop within a second more is ended and its interpreter restarted (state_reset).",
		InputSchema: inputSchema[RunCodeInput](func(p map[string]*jsonschema.Schema) {
			p["language"].Enum = enum(append(wasmrt.Languages(), govern.Shell)...)
			p["timeout_seconds"].Description = fmt.Sprintf("wall-time limit for this call, in seconds (default %g, at most %g); a run past it is interrupted and keeps its variables",
				lim.Timeout.Seconds(), lim.MaxTimeout.Seconds())
		}),
		Annotations: &mcp.ToolAnnotations{Title: "Run code", OpenWorldHint: closedWorld},
	}, b.runCode)
	b.addFileTools()
	b.addShellTools()
	b.addSandboxTools()
	b.addDashboard()
	b.addAppTools()
}
