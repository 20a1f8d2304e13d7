package broker

import (
	"context"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
)

// BenchmarkTelemetry measures what metrics, and metrics with traces, add
// to a warm run_code through MCP (in memory): each iteration calls a
// server without them and one with them (every span sampled, batched to
// an exporter that drops them), alternately and each first in turn, so the machine's noise falls on
// both alike.
// It reports both medians and their ratio.
func BenchmarkTelemetry(b *testing.B) {
	tp := sdktrace.NewTracerProvider(sdktrace.WithBatcher(tracetest.NewNoopExporter()))
	defer tp.Shutdown(context.Background())
	for _, tc := range []struct {
		name string
		opts Options
	}{
		{"metrics", Options{Metrics: true}},
		{"metrics+traces", Options{Metrics: true, Tracing: tp}},
	} {
		for _, lang := range []string{"python", "javascript"} {
			b.Run(tc.name+"/"+lang, func(b *testing.B) {
				plain := connect(b, newBroker(b, Options{}), nil)
				observed := connect(b, newBroker(b, tc.opts), nil)
				run(b, plain, lang, "1")
				run(b, observed, lang, "1")
				var without, with []time.Duration
				timed := func(cs *mcp.ClientSession, into *[]time.Duration) {
					start := time.Now()
					run(b, cs, lang, "1")
					*into = append(*into, time.Since(start))
				}
				for i := 0; b.Loop(); i++ {
					if i%2 == 0 { // neither always goes first
						timed(plain, &without)
						timed(observed, &with)
					} else {
						timed(observed, &with)
						timed(plain, &without)
					}
				}
				off, on := median(without), median(with)
				b.ReportMetric(float64(off.Microseconds()), "µs-plain")
				b.ReportMetric(float64(on.Microseconds()), "µs-observed")
				b.ReportMetric(float64(on)/float64(off), "ratio")
			})
		}
	}
}
