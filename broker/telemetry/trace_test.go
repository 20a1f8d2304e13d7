package telemetry

import (
	"context"
	"errors"
	"strings"
	"testing"

	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
)

// TestSpanErrorsRedacted ends a traced run with an error holding a secret:
// neither the span's status nor its recorded exception keeps it.
func TestSpanErrorsRedacted(t *testing.T) {
	const secret = "tok-3f9a7c21e8d4b6"
	rec := tracetest.NewSpanRecorder()
	tp := sdktrace.NewTracerProvider(sdktrace.WithSpanProcessor(rec))
	tel := New(Options{Tracing: tp, Redact: func(s string) string { return strings.ReplaceAll(s, secret, "[redacted:API_TOKEN]") }})
	ctx, call := tp.Tracer("test").Start(context.Background(), "tools/call run_code")
	_, finish := tel.TraceRun(ctx, "sb_1", "wasm")
	finish(nil, errors.New("open /workspace/"+secret+": no such file"))
	call.End()
	ended := rec.Ended()
	if len(ended) != 2 {
		t.Fatalf("%d spans ended, want 2", len(ended))
	}
	run := ended[0]
	text := run.Status().Description
	for _, e := range run.Events() {
		for _, a := range e.Attributes {
			text += " " + a.Value.Emit()
		}
	}
	if strings.Contains(text, secret) || !strings.Contains(run.Status().Description, "[redacted:API_TOKEN]") {
		t.Errorf("the run's span: %s", text)
	}
}
