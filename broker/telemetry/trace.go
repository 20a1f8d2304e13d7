package broker

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/propagation"
	"go.opentelemetry.io/otel/trace"

	"github.com/sbx-sandbox/sbx/provider"
)

// tracerName is the instrumentation scope of sbx's spans.
const tracerName = "github.com/sbx-sandbox/sbx/broker"

// Span names below a tool call's span.
const (
	spanQueue     = "queue"
	spanRun       = "run"
	spanEscalate  = "escalate"
	spanProvision = "native provision"
)

// noSpan is the span of an untraced call: it records nothing.
var noSpan = trace.SpanFromContext(context.Background())

// telemetry is what the server measures and traces; its zero value
// records nothing.
type telemetry struct {
	met    *instruments // nil: no metrics
	tracer trace.Tracer // nil: no traces
}

// newTelemetry returns the telemetry Options ask for.
func newTelemetry(opts Options) telemetry {
	t := telemetry{met: newMetrics(opts)}
	if opts.Tracing != nil {
		t.tracer = opts.Tracing.Tracer(tracerName)
	}
	return t
}

// span starts a child span of ctx's, when tracing is on and ctx is in a
// traced call.
func (t telemetry) span(ctx context.Context, name string, attrs ...attribute.KeyValue) (context.Context, trace.Span) {
	if t.tracer == nil || !trace.SpanFromContext(ctx).SpanContext().IsValid() {
		return ctx, noSpan
	}
	return t.tracer.Start(ctx, name, trace.WithAttributes(attrs...))
}

// end ends span, marking it failed when err is set.
func end(span trace.Span, err error) {
	if err != nil {
		span.RecordError(err)
		span.SetStatus(codes.Error, err.Error())
	}
	span.End()
}

// startCall starts the span of one tools/call. A W3C traceparent (and
// tracestate) in the request's _meta makes it a child of the client's
// span, so an agent framework's trace goes on into sbx.
func (t telemetry) startCall(ctx context.Context, req *mcp.CallToolRequest, tool string, known bool) (context.Context, trace.Span) {
	if t.tracer == nil {
		return ctx, noSpan
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

// endCall ends a tool call's span with what its audit record says.
func endCall(span trace.Span, rec *AuditRecord, outcome string) {
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
	if outcome != outcomeOK {
		span.SetStatus(codes.Error, outcome)
	}
	span.End()
}

// traceRun starts the span of a run in sb; finish ends it with the run's
// result.
func (t telemetry) traceRun(ctx context.Context, sb *sandbox, where string) (_ context.Context, finish func(*provider.Result, error)) {
	ctx, span := t.span(ctx, spanRun, attribute.String("sbx.sandbox_id", sb.id), attribute.String("sbx.provider", where))
	return ctx, func(out *provider.Result, err error) {
		if out != nil {
			span.SetAttributes(attribute.Int("sbx.exit_code", out.ExitCode), attribute.Int("sbx.bytes_out", len(out.Stdout)+len(out.Stderr)),
				attribute.String("sbx.isolation", string(out.Isolation)), attribute.Bool("sbx.timed_out", out.TimedOut))
		}
		end(span, err)
	}
}

// traceKernel records a kernel's start as a span of the run that needed
// it; kernels started for spares belong to no call and get none.
func (t telemetry) traceKernel(ctx context.Context, guest string, restored bool) func(error) {
	name := "kernel boot"
	if restored {
		name = "kernel restore"
	}
	_, span := t.span(ctx, name, attribute.String("sbx.guest", guest))
	return func(err error) { end(span, err) }
}
