package otlp

import (
	"context"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/sdk/instrumentation"
	"go.opentelemetry.io/otel/sdk/resource"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
	"go.opentelemetry.io/otel/trace"
	coltracepb "go.opentelemetry.io/proto/otlp/collector/trace/v1"
	commonpb "go.opentelemetry.io/proto/otlp/common/v1"
	resourcepb "go.opentelemetry.io/proto/otlp/resource/v1"
	tracepb "go.opentelemetry.io/proto/otlp/trace/v1"
	"google.golang.org/grpc"
	grpccodes "google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/encoding/prototext"
	"google.golang.org/protobuf/proto"
)

// diff says how got differs from want, or "" when they are equal.
func diff(want, got proto.Message) string {
	if proto.Equal(want, got) {
		return ""
	}
	return "want:\n" + prototext.Format(want) + "\ngot:\n" + prototext.Format(got)
}

var (
	tid   = trace.TraceID{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16}
	sid   = trace.SpanID{1, 1, 1, 1, 1, 1, 1, 1}
	psid  = trace.SpanID{2, 2, 2, 2, 2, 2, 2, 2}
	start = time.Unix(1700000000, 123456789)
)

// testSpans are two spans of two scopes of one resource, with every kind
// of attribute value, an event, a link, a remote parent and a status.
func testSpans(t *testing.T) []sdktrace.ReadOnlySpan {
	t.Helper()
	ts, err := trace.ParseTraceState("k=v")
	if err != nil {
		t.Fatal(err)
	}
	res := resource.NewWithAttributes("https://opentelemetry.io/schemas/1.26.0", attribute.String("service.name", "sbx"))
	parent := trace.NewSpanContext(trace.SpanContextConfig{TraceID: tid, SpanID: psid, Remote: true, TraceFlags: trace.FlagsSampled})
	stubs := tracetest.SpanStubs{{
		Name:        "tools/call run_code",
		SpanContext: trace.NewSpanContext(trace.SpanContextConfig{TraceID: tid, SpanID: sid, TraceFlags: trace.FlagsSampled, TraceState: ts}),
		Parent:      parent,
		SpanKind:    trace.SpanKindServer,
		StartTime:   start,
		EndTime:     start.Add(1500 * time.Microsecond),
		Attributes: []attribute.KeyValue{
			attribute.String("s", "x"), attribute.String("empty", ""), attribute.Bool("t", true), attribute.Bool("f", false),
			attribute.Int64("i", -7), attribute.Int64("zero", 0), attribute.Float64("d", 2.5),
			attribute.StringSlice("ss", []string{"a", ""}), attribute.BoolSlice("bs", []bool{true, false}),
			attribute.Int64Slice("is", []int64{1, -1}), attribute.Float64Slice("ds", []float64{0.5}),
		},
		Events:            []sdktrace.Event{{Name: "retry", Time: start.Add(time.Millisecond), Attributes: []attribute.KeyValue{attribute.Int("n", 2)}, DroppedAttributeCount: 1}},
		Links:             []sdktrace.Link{{SpanContext: parent, Attributes: []attribute.KeyValue{attribute.String("why", "x")}}},
		Status:            sdktrace.Status{Code: codes.Error, Description: "boom"},
		DroppedAttributes: 3,
		Resource:          res,
		InstrumentationScope: instrumentation.Scope{Name: "github.com/sbx-sandbox/sbx/broker", Version: "v1",
			SchemaURL: "https://opentelemetry.io/schemas/1.26.0", Attributes: attribute.NewSet(attribute.String("a", "b"))},
	}, {
		Name:                 "queue",
		SpanContext:          trace.NewSpanContext(trace.SpanContextConfig{TraceID: tid, SpanID: psid}),
		StartTime:            start,
		EndTime:              start,
		Resource:             res,
		InstrumentationScope: instrumentation.Scope{Name: "other"},
	}}
	return stubs.Snapshots()
}

// want is what the SDK's own exporter sends for testSpans, written with
// the generated OTLP types.
func want() *coltracepb.ExportTraceServiceRequest {
	str := func(s string) *commonpb.AnyValue {
		return &commonpb.AnyValue{Value: &commonpb.AnyValue_StringValue{StringValue: s}}
	}
	boolean := func(b bool) *commonpb.AnyValue {
		return &commonpb.AnyValue{Value: &commonpb.AnyValue_BoolValue{BoolValue: b}}
	}
	integer := func(i int64) *commonpb.AnyValue {
		return &commonpb.AnyValue{Value: &commonpb.AnyValue_IntValue{IntValue: i}}
	}
	double := func(d float64) *commonpb.AnyValue {
		return &commonpb.AnyValue{Value: &commonpb.AnyValue_DoubleValue{DoubleValue: d}}
	}
	array := func(vs ...*commonpb.AnyValue) *commonpb.AnyValue {
		return &commonpb.AnyValue{Value: &commonpb.AnyValue_ArrayValue{ArrayValue: &commonpb.ArrayValue{Values: vs}}}
	}
	kv := func(k string, v *commonpb.AnyValue) *commonpb.KeyValue { return &commonpb.KeyValue{Key: k, Value: v} }
	ns := func(t time.Time) uint64 { return uint64(t.UnixNano()) }
	return &coltracepb.ExportTraceServiceRequest{ResourceSpans: []*tracepb.ResourceSpans{{
		Resource:  &resourcepb.Resource{Attributes: []*commonpb.KeyValue{kv("service.name", str("sbx"))}},
		SchemaUrl: "https://opentelemetry.io/schemas/1.26.0",
		ScopeSpans: []*tracepb.ScopeSpans{{
			Scope: &commonpb.InstrumentationScope{Name: "github.com/sbx-sandbox/sbx/broker", Version: "v1",
				Attributes: []*commonpb.KeyValue{kv("a", str("b"))}},
			SchemaUrl: "https://opentelemetry.io/schemas/1.26.0",
			Spans: []*tracepb.Span{{
				TraceId: tid[:], SpanId: sid[:], TraceState: "k=v", ParentSpanId: psid[:],
				Name: "tools/call run_code", Kind: tracepb.Span_SPAN_KIND_SERVER,
				StartTimeUnixNano: ns(start), EndTimeUnixNano: ns(start.Add(1500 * time.Microsecond)),
				Attributes: []*commonpb.KeyValue{
					kv("s", str("x")), kv("empty", str("")), kv("t", boolean(true)), kv("f", boolean(false)),
					kv("i", integer(-7)), kv("zero", integer(0)), kv("d", double(2.5)),
					kv("ss", array(str("a"), str(""))), kv("bs", array(boolean(true), boolean(false))),
					kv("is", array(integer(1), integer(-1))), kv("ds", array(double(0.5))),
				},
				DroppedAttributesCount: 3,
				Events: []*tracepb.Span_Event{{TimeUnixNano: ns(start.Add(time.Millisecond)), Name: "retry",
					Attributes: []*commonpb.KeyValue{kv("n", integer(2))}, DroppedAttributesCount: 1}},
				Links: []*tracepb.Span_Link{{TraceId: tid[:], SpanId: psid[:],
					Attributes: []*commonpb.KeyValue{kv("why", str("x"))}, Flags: 0x301}},
				Status: &tracepb.Status{Code: tracepb.Status_STATUS_CODE_ERROR, Message: "boom"},
				Flags:  0x301,
			}},
		}, {
			Scope: &commonpb.InstrumentationScope{Name: "other"},
			Spans: []*tracepb.Span{{
				TraceId: tid[:], SpanId: psid[:], Name: "queue",
				StartTimeUnixNano: ns(start), EndTimeUnixNano: ns(start),
				Status: &tracepb.Status{}, Flags: 0x100,
			}},
		}},
	}}}
}

// TestEncode decodes the hand-written encoding with the generated OTLP
// types and compares it with what the SDK's exporter would send.
func TestEncode(t *testing.T) {
	var got coltracepb.ExportTraceServiceRequest
	if err := proto.Unmarshal(encodeRequest(testSpans(t)), &got); err != nil {
		t.Fatal(err)
	}
	if d := diff(want(), &got); d != "" {
		t.Errorf("the request differs from the SDK's %s", d)
	}
}

// collector is an OTLP/HTTP endpoint that answers each request with the
// next status of codes (then 200) and keeps what it was sent.
type collector struct {
	mu       sync.Mutex
	codes    []int
	requests int
	got      *coltracepb.ExportTraceServiceRequest
	header   http.Header
}

func (c *collector) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.requests++
	body, _ := io.ReadAll(r.Body)
	if len(c.codes) > 0 {
		code := c.codes[0]
		c.codes = c.codes[1:]
		w.Header().Set("Retry-After", "0")
		http.Error(w, "not now", code)
		return
	}
	if r.URL.Path != "/v1/traces" || r.Method != http.MethodPost {
		http.Error(w, "not here", http.StatusNotFound)
		return
	}
	var req coltracepb.ExportTraceServiceRequest
	if err := proto.Unmarshal(body, &req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	c.got, c.header = &req, r.Header
	w.Header().Set("Content-Type", "application/x-protobuf")
}

func TestHTTP(t *testing.T) {
	tests := []struct {
		name     string
		codes    []int
		path     string
		wantErr  string
		requests int
	}{
		{"sent", nil, "/v1/traces", "", 1},
		{"with the environment's headers", nil, "/v1/traces", "", 1},
		{"retried after 503 and 429", []int{503, 429}, "/v1/traces", "", 3},
		{"a 400 is final", []int{400}, "/v1/traces", "400 Bad Request: not now", 1},
		{"a wrong path", nil, "/elsewhere", "404 Not Found: not here", 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if strings.Contains(tc.name, "headers") {
				t.Setenv("OTEL_EXPORTER_OTLP_HEADERS", "api-key=s%20cret, team=a")
			}
			c := &collector{codes: tc.codes}
			srv := httptest.NewServer(c)
			defer srv.Close()
			e, err := New(srv.URL+tc.path, HTTPProtobuf)
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			defer cancel()
			err = e.ExportSpans(ctx, testSpans(t))
			if tc.wantErr == "" && err != nil || tc.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tc.wantErr)) {
				t.Fatalf("ExportSpans: %v, want %q", err, tc.wantErr)
			}
			if c.requests != tc.requests {
				t.Errorf("%d requests, want %d", c.requests, tc.requests)
			}
			if tc.wantErr == "" {
				if strings.Contains(tc.name, "headers") && (c.header.Get("Api-Key") != "s cret" || c.header.Get("Team") != "a") {
					t.Errorf("headers %v, want Api-Key and Team from OTEL_EXPORTER_OTLP_HEADERS", c.header)
				}
				if c.header.Get("Content-Type") != "application/x-protobuf" {
					t.Errorf("Content-Type %q", c.header.Get("Content-Type"))
				}
				if d := diff(want(), c.got); d != "" {
					t.Errorf("the collector got %s", d)
				}
			}
			e.Shutdown(ctx)
			if err := e.ExportSpans(ctx, testSpans(t)); err == nil {
				t.Error("an export after Shutdown succeeded")
			}
		})
	}
}

// traceService is a gRPC collector from the generated OTLP service.
type traceService struct {
	coltracepb.UnimplementedTraceServiceServer
	fail  atomic.Int32 // calls to refuse with UNAVAILABLE
	final bool         // refuse every call with INVALID_ARGUMENT
	calls atomic.Int32
	mu    sync.Mutex
	got   *coltracepb.ExportTraceServiceRequest
}

func (s *traceService) Export(_ context.Context, req *coltracepb.ExportTraceServiceRequest) (*coltracepb.ExportTraceServiceResponse, error) {
	s.calls.Add(1)
	if s.final {
		return nil, status.Error(grpccodes.InvalidArgument, "bad spans: 100%")
	}
	if s.fail.Add(-1) >= 0 {
		return nil, status.Error(grpccodes.Unavailable, "later")
	}
	s.mu.Lock()
	s.got = req
	s.mu.Unlock()
	return &coltracepb.ExportTraceServiceResponse{}, nil
}

// TestGRPC exports to a collector served by grpc-go over cleartext
// HTTP/2, as a collector's port 4317 is.
func TestGRPC(t *testing.T) {
	for _, tc := range []struct {
		name    string
		fail    int32
		final   bool
		wantErr string
		calls   int32
	}{
		{"sent", 0, false, "", 1},
		{"retried after UNAVAILABLE", 2, false, "", 3},
		{"INVALID_ARGUMENT is final", 0, true, "status 3: bad spans: 100%", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			lis, err := net.Listen("tcp", "127.0.0.1:0")
			if err != nil {
				t.Fatal(err)
			}
			svc := &traceService{final: tc.final}
			svc.fail.Store(tc.fail)
			srv := grpc.NewServer()
			coltracepb.RegisterTraceServiceServer(srv, svc)
			go srv.Serve(lis)
			defer srv.Stop()
			e, err := New("http://"+lis.Addr().String(), GRPC)
			if err != nil {
				t.Fatal(err)
			}
			defer e.Shutdown(context.Background())
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			defer cancel()
			err = e.ExportSpans(ctx, testSpans(t))
			if tc.wantErr == "" && err != nil || tc.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tc.wantErr)) {
				t.Fatalf("ExportSpans: %v, want %q", err, tc.wantErr)
			}
			if n := svc.calls.Load(); n != tc.calls {
				t.Errorf("%d calls, want %d", n, tc.calls)
			}
			if tc.wantErr == "" {
				if d := diff(want(), svc.got); d != "" {
					t.Errorf("the collector got %s", d)
				}
			}
		})
	}
}

func TestNew(t *testing.T) {
	for _, tc := range []struct{ endpoint, protocol, wantErr string }{
		{"http://collector:4318/v1/traces", HTTPProtobuf, ""},
		{"https://collector:4317", GRPC, ""},
		{"collector:4317", GRPC, "not an http:// or https:// URL"},
		{"http://collector:4318", "http/json", `protocol "http/json"`},
	} {
		_, err := New(tc.endpoint, tc.protocol)
		if tc.wantErr == "" && err != nil || tc.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tc.wantErr)) {
			t.Errorf("New(%q, %q): %v, want %q", tc.endpoint, tc.protocol, err, tc.wantErr)
		}
	}
}
