package sbx

import (
	"context"
	"fmt"
	"net/url"
	"time"

	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracegrpc"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp"
	"go.opentelemetry.io/otel/sdk/resource"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	semconv "go.opentelemetry.io/otel/semconv/v1.43.0"

	"github.com/sbx-sandbox/sbx/config"
)

// startTracing returns the tracer provider that exports a server's spans
// to the OTLP endpoint of t, as service sbx of version, or nil when t
// names none. shutdown flushes the spans not yet sent, for up to 5 s.
func startTracing(ctx context.Context, t config.Telemetry, version string) (_ *sdktrace.TracerProvider, shutdown func(), err error) {
	if t.OTLPEndpoint == "" {
		return nil, func() {}, nil
	}
	var exp sdktrace.SpanExporter
	if t.OTLPProtocol == "grpc" {
		exp, err = otlptracegrpc.New(ctx, otlptracegrpc.WithEndpointURL(t.OTLPEndpoint))
	} else {
		endpoint := t.OTLPEndpoint
		if u, _ := url.Parse(endpoint); u != nil && (u.Path == "" || u.Path == "/") {
			endpoint = u.JoinPath("v1", "traces").String() // OTLP/HTTP's own path
		}
		exp, err = otlptracehttp.New(ctx, otlptracehttp.WithEndpointURL(endpoint))
	}
	if err != nil {
		return nil, nil, invalid(fmt.Errorf("telemetry.otlp_endpoint: %w", err))
	}
	res := resource.NewWithAttributes(semconv.SchemaURL, semconv.ServiceName("sbx"), semconv.ServiceVersion(version))
	tp := sdktrace.NewTracerProvider(sdktrace.WithBatcher(exp), sdktrace.WithResource(res))
	return tp, func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		tp.Shutdown(ctx)
	}, nil
}
