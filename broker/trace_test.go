package broker

import (
	"context"
	"encoding/hex"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
	"go.opentelemetry.io/otel/trace"
	collector "go.opentelemetry.io/proto/otlp/collector/trace/v1"
	"google.golang.org/protobuf/proto"

	"github.com/sbx-sandbox/sbx/broker/telemetry"
	"github.com/sbx-sandbox/sbx/internal/sbxtest"
)

// A client's span, as an agent framework would send it in _meta.
const (
	clientTrace       = "4bf92f3577b34da6a3ce929d0e0e4736"
	clientSpan        = "00f067aa0ba902b7"
	clientTraceparent = "00-" + clientTrace + "-" + clientSpan + "-01"
)

// callTraced calls run_code with the client's traceparent in _meta.
func callTraced(t *testing.T, cs *mcp.ClientSession, code string) RunCodeOutput {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "run_code",
		Meta:      mcp.Meta{"traceparent": clientTraceparent},
		Arguments: args{"language": "python", "code": code}})
	if err != nil || res.IsError {
		t.Fatalf("run_code: %v %s", err, textOf(res))
	}
	return structured[RunCodeOutput](t, res)
}

// TestTraceTree checks the spans of one run_code in a new sandbox: the
// call's span continues the client's trace (its traceparent is the
// parent), and under it come the wait for a run slot and the run, which
// restored the sandbox's Python kernel.
func TestTraceTree(t *testing.T) {
	exp := tracetest.NewInMemoryExporter()
	tp := sdktrace.NewTracerProvider(sdktrace.WithSyncer(exp))
	defer tp.Shutdown(context.Background())
	cs := connect(t, newBroker(t, Options{Tracing: tp}), nil)
	out := callTraced(t, cs, "print('traced')")

	spans := map[string]tracetest.SpanStub{}
	for _, s := range exp.GetSpans() {
		spans[s.Name] = s
	}
	call, ok := spans["tools/call run_code"]
	if !ok {
		t.Fatalf("no span of the call; spans: %v", names(exp.GetSpans()))
	}
	if got := call.SpanContext.TraceID().String(); got != clientTrace {
		t.Errorf("the call's trace is %s, want the client's %s", got, clientTrace)
	}
	if got := call.Parent.SpanID().String(); got != clientSpan || !call.Parent.IsRemote() {
		t.Errorf("the call's parent is %s (remote %v), want the client's span %s", got, call.Parent.IsRemote(), clientSpan)
	}
	if call.SpanKind != trace.SpanKindServer {
		t.Errorf("the call's span is of kind %v, want server", call.SpanKind)
	}
	attrs := map[string]string{}
	for _, a := range call.Attributes {
		attrs[string(a.Key)] = a.Value.Emit()
	}
	for k, want := range map[string]string{"sbx.sandbox_id": out.SandboxID, "sbx.provider": "wasm", "sbx.isolation": "wasm",
		"sbx.exit_code": "0", "sbx.bytes_out": "7", "sbx.outcome": "ok", "gen_ai.tool.name": "run_code"} {
		if attrs[k] != want {
			t.Errorf("the call's %s = %q, want %q", k, attrs[k], want)
		}
	}
	for child, parent := range map[string]string{telemetry.SpanQueue: call.Name, telemetry.SpanRun: call.Name, "kernel restore": telemetry.SpanRun} {
		s, ok := spans[child]
		if !ok {
			t.Errorf("no %q span; spans: %v", child, names(exp.GetSpans()))
			continue
		}
		if s.Parent.SpanID() != spans[parent].SpanContext.SpanID() {
			t.Errorf("%q is not a child of %q", child, parent)
		}
	}

	exp.Reset()
	callTraced(t, cs, "print(2)")
	if got := names(exp.GetSpans()); slices.Contains(got, "kernel restore") || !slices.Contains(got, telemetry.SpanRun) {
		t.Errorf("second run's spans %v: a run in a kernel already started has no kernel span", got)
	}
}

// names lists the spans' names.
func names(spans tracetest.SpanStubs) []string {
	var out []string
	for _, s := range spans {
		out = append(out, s.Name)
	}
	return out
}

// otlpReceiver is an OTLP/HTTP endpoint that keeps the spans exported to it.
type otlpReceiver struct {
	mu    sync.Mutex
	spans map[string][]byte // name → parent span id
	trace map[string][]byte // name → trace id
}

// ServeHTTP implements http.Handler: POST /v1/traces, protobuf.
func (r *otlpReceiver) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	body, _ := io.ReadAll(req.Body)
	var export collector.ExportTraceServiceRequest
	if req.URL.Path != "/v1/traces" || req.Header.Get("Content-Type") != "application/x-protobuf" || proto.Unmarshal(body, &export) != nil {
		http.Error(w, "not an OTLP/HTTP protobuf export", http.StatusBadRequest)
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, rs := range export.ResourceSpans {
		for _, ss := range rs.ScopeSpans {
			for _, s := range ss.Spans {
				r.spans[s.Name], r.trace[s.Name] = s.ParentSpanId, s.TraceId
			}
		}
	}
	w.Header().Set("Content-Type", "application/x-protobuf")
	data, _ := proto.Marshal(&collector.ExportTraceServiceResponse{})
	w.Write(data)
}

// TestOTLPExport checks that sbx serve with telemetry.otlp_endpoint sends
// its spans over OTLP/HTTP, the client's traceparent their parent.
func TestOTLPExport(t *testing.T) {
	recv := &otlpReceiver{spans: map[string][]byte{}, trace: map[string][]byte{}}
	collectorSrv := httptest.NewServer(recv)
	defer collectorSrv.Close()
	conf := filepath.Join(t.TempDir(), "sbx.toml")
	if err := os.WriteFile(conf, []byte(fmt.Sprintf("[telemetry]\notlp_endpoint = %q\n", collectorSrv.URL)), 0o600); err != nil {
		t.Fatal(err)
	}
	endpoint, _, stop := startServer(t, sbxtest.Binary(t), "--insecure-no-auth", "--data-dir", t.TempDir(), "--config", conf)
	cs, err := newClient(nil).Connect(context.Background(), &mcp.StreamableClientTransport{Endpoint: endpoint}, nil)
	if err != nil {
		t.Fatal(err)
	}
	wantStdout(t, callTraced(t, cs, "print('exported')"), "exported\n")
	cs.Close()
	stop() // flushes the spans not yet sent

	deadline := time.Now().Add(10 * time.Second)
	for {
		recv.mu.Lock()
		parent, ok := recv.spans["tools/call run_code"]
		traceID := recv.trace["tools/call run_code"]
		_, run := recv.spans[telemetry.SpanRun]
		recv.mu.Unlock()
		if ok && run {
			if hex.EncodeToString(parent) != clientSpan || hex.EncodeToString(traceID) != clientTrace {
				t.Fatalf("exported call span has parent %x in trace %x, want %s in %s", parent, traceID, clientSpan, clientTrace)
			}
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the collector got no run_code span and run span; it got %v", recv.spans)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// TestTraceEscalation checks the spans of a run that moves to Docker:
// under the call, the WebAssembly run and then the escalation, which holds
// the native sandbox's provisioning and the native run.
func TestTraceEscalation(t *testing.T) {
	needDocker(t)
	exp := tracetest.NewInMemoryExporter()
	tp := sdktrace.NewTracerProvider(sdktrace.WithSyncer(exp))
	defer tp.Shutdown(context.Background())
	cs := connect(t, newBroker(t, Options{Tracing: tp, Policy: onDocker}), nil)
	got := run(t, cs, "python", "from scipy import stats\nprint(stats.norm.cdf(0))", "timeout_seconds", 10)
	wantStdout(t, got, "0.5\n")

	byID := map[trace.SpanID]tracetest.SpanStub{}
	for _, s := range exp.GetSpans() {
		byID[s.SpanContext.SpanID()] = s
	}
	parentOf := func(s tracetest.SpanStub) string { return byID[s.Parent.SpanID()].Name }
	var tree []string
	for _, s := range exp.GetSpans() {
		where := ""
		for _, a := range s.Attributes {
			if a.Key == "sbx.provider" && s.Name == telemetry.SpanRun {
				where = " on " + a.Value.AsString()
			}
		}
		tree = append(tree, parentOf(s)+" > "+s.Name+where)
	}
	for _, want := range []string{
		"tools/call run_code > " + telemetry.SpanRun + " on wasm",
		"tools/call run_code > " + telemetry.SpanEscalate,
		telemetry.SpanEscalate + " > " + telemetry.SpanProvision,
		telemetry.SpanEscalate + " > " + telemetry.SpanRun + " on docker",
	} {
		if !slices.Contains(tree, want) {
			t.Errorf("no span %q; the spans: %q", want, tree)
		}
	}
}
