package sbx

import (
	"context"
	"fmt"
	"net/url"
	"time"

	"go.opentelemetry.io/otel/sdk/resource"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	semconv "go.opentelemetry.io/otel/semconv/v1.43.0"

	"github.com/sbx-sandbox/sbx/config"
	"github.com/sbx-sandbox/sbx/internal/otlp"
)

// startTracing returns the tracer provider that exports a server's spans
// to the OTLP endpoint of t, as service sbx of version, or nil when t
// names none. shutdown flushes the spans not yet sent, for up to 5 s.
func startTracing(ctx context.Context, t config.Telemetry, version string) (_ *sdktrace.TracerProvider, shutdown func(), err error) {
	if t.OTLPEndpoint == "" {
		return nil, func() {}, nil
	}
	endpoint := t.OTLPEndpoint
	if u, _ := url.Parse(endpoint); t.OTLPProtocol != otlp.GRPC && u != nil && (u.Path == "" || u.Path == "/") {
		endpoint = u.JoinPath("v1", "traces").String() // OTLP/HTTP's own path
	}
	exp, err := otlp.New(endpoint, t.OTLPProtocol)
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
