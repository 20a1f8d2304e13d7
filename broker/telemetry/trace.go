package telemetry

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/propagation"
	"go.opentelemetry.io/otel/trace"

	"github.com/sbx-sandbox/sbx/broker/govern"
	"github.com/sbx-sandbox/sbx/provider"
)

// tracerName is the instrumentation scope of sbx's spans.
const tracerName = "github.com/sbx-sandbox/sbx/broker"

// Span names below a tool call's span.
const (
	SpanQueue     = "queue"
	SpanRun       = "run"
	SpanEscalate  = "escalate"
	SpanProvision = "native provision"
)

// NoSpan is the span of an untraced call: it records nothing.
var NoSpan = trace.SpanFromContext(context.Background())

// Options say what to measure and trace.
type Options struct {
	// Metrics keeps Prometheus metrics, served by Handler.
	Metrics bool
	// MetricsUsers labels the run metrics with the user's id too.
	MetricsUsers bool
	// Tracing, if set, receives the spans; nil traces nothing.
	Tracing trace.TracerProvider
	// Redact, if set, rewrites the text of every error a span records,
	// taking the secrets' values out of it.
	Redact func(string) string
}

// Telemetry is what the server measures and traces; its zero value
// records nothing. Its methods are safe for concurrent use.
type Telemetry struct {
	met    *instruments        // nil: no metrics
	tracer trace.Tracer        // nil: no traces
	redact func(string) string // nil: error texts go as they are
}

// New returns the telemetry opts ask for.
func New(opts Options) Telemetry {
	t := Telemetry{met: newMetrics(opts), redact: opts.Redact}
	if opts.Tracing != nil {
		t.tracer = opts.Tracing.Tracer(tracerName)
	}
	return t
}

// Span starts a child span of ctx's, when tracing is on and ctx is in a
// traced call.
func (t Telemetry) Span(ctx context.Context, name string, attrs ...attribute.KeyValue) (context.Context, trace.Span) {
	if t.tracer == nil || !trace.SpanFromContext(ctx).SpanContext().IsValid() {
		return ctx, NoSpan
	}
	return t.tracer.Start(ctx, name, trace.WithAttributes(attrs...))
}

// End ends span, marking it failed when err is set, with err's text
// redacted.
func (t Telemetry) End(span trace.Span, err error) {
	if err != nil {
		msg := err.Error()
		if t.redact != nil {
			msg = t.redact(msg)
		}
		span.RecordError(errors.New(msg))
		span.SetStatus(codes.Error, msg)
	}
	span.End()
}

// StartCall starts the span of one tools/call. A W3C traceparent (and
// tracestate) in the request's _meta makes it a child of the client's
// span, so an agent framework's trace goes on into sbx.
func (t Telemetry) StartCall(ctx context.Context, req *mcp.CallToolRequest, tool string, known bool) (context.Context, trace.Span) {
	if t.tracer == nil {
		return ctx, NoSpan
	}
	carrier := propagation.MapCarrier{}
	for _, k := range (propagation.TraceContext{}).Fields() {
		if v, ok := req.Params.Meta[k].(string); ok {
			carrier[k] = v
		}
	}
	ctx = propagation.TraceContext{}.Extract(ctx, carrier)
	if !known {
		tool = "unknown" // a name the client made up is no span name
	}
	return t.tracer.Start(ctx, "tools/call "+tool, trace.WithSpanKind(trace.SpanKindServer),
		trace.WithAttributes(attribute.String("mcp.method.name", "tools/call"), attribute.String("gen_ai.tool.name", tool)))
}

// EndCall ends a tool call's span with what its audit record says.
func EndCall(span trace.Span, rec *govern.AuditRecord, outcome string) {
	attrs := []attribute.KeyValue{attribute.String("sbx.outcome", outcome), attribute.Int("sbx.bytes_out", rec.BytesOut)}
	for k, v := range map[string]string{"sbx.sandbox_id": rec.Sandbox, "sbx.provider": rec.Provider, "sbx.isolation": rec.Isolation} {
		if v != "" {
			attrs = append(attrs, attribute.String(k, v))
		}
	}
	if rec.ExitCode != nil {
		attrs = append(attrs, attribute.Int("sbx.exit_code", *rec.ExitCode))
	}
	span.SetAttributes(attrs...)
	if outcome != govern.OutcomeOK {
		span.SetStatus(codes.Error, outcome)
	}
	span.End()
}

// TraceRun starts the span of a run in sandbox id on provider where;
// finish ends it with the run's result.
func (t Telemetry) TraceRun(ctx context.Context, id, where string) (_ context.Context, finish func(*provider.Result, error)) {
	ctx, span := t.Span(ctx, SpanRun, attribute.String("sbx.sandbox_id", id), attribute.String("sbx.provider", where))
	return ctx, func(out *provider.Result, err error) {
		if out != nil {
			span.SetAttributes(attribute.Int("sbx.exit_code", out.ExitCode), attribute.Int("sbx.bytes_out", len(out.Stdout)+len(out.Stderr)),
				attribute.String("sbx.isolation", string(out.Isolation)), attribute.Bool("sbx.timed_out", out.TimedOut))
		}
		t.End(span, err)
	}
}

// traceKernel records a kernel's start as a span of the run that needed
// it; kernels started for spares belong to no call and get none.
func (t Telemetry) traceKernel(ctx context.Context, guest string, restored bool) func(error) {
	name := "kernel boot"
	if restored {
		name = "kernel restore"
	}
	_, span := t.Span(ctx, name, attribute.String("sbx.guest", guest))
	return func(err error) { t.End(span, err) }
}
