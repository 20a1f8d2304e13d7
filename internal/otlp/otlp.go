// Package otlp sends OpenTelemetry spans to an OTLP collector over
// OTLP/HTTP (http/protobuf) or OTLP/gRPC with net/http alone: the request
// is encoded by hand (encode.go) and a gRPC call is one HTTP/2 POST
// (cleartext for an http:// endpoint, TLS for https://). It replaces the
// SDK's otlptracehttp and otlptracegrpc exporters, which bring the
// protobuf runtime, the generated OTLP types and gRPC into sbx: about
// 17 MB of a stripped binary and a fifth of a cold build, for one message
// sent in batches (docs/benchmarks.md, "The dependency diet").
//
// Exporter implements sdktrace.SpanExporter; failed exports are retried
// as the OTLP specification says (HTTP 429, 502, 503, 504 and the gRPC
// codes it calls retryable, honouring Retry-After) until the context of
// the export ends.
package otlp

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	sdktrace "go.opentelemetry.io/otel/sdk/trace"
)

// The protocols, as telemetry.otlp_protocol and OTEL_EXPORTER_OTLP_PROTOCOL
// name them.
const (
	HTTPProtobuf = "http/protobuf"
	GRPC         = "grpc"
)

// grpcMethod is the path of the trace service's one method.
const grpcMethod = "/opentelemetry.proto.collector.trace.v1.TraceService/Export"

// Exporter sends spans to one collector. It implements
// sdktrace.SpanExporter.
type Exporter struct {
	url     string
	grpc    bool
	headers http.Header // from OTEL_EXPORTER_OTLP_[TRACES_]HEADERS
	client  *http.Client
	stopped atomic.Bool
}

var _ sdktrace.SpanExporter = (*Exporter)(nil)

// New returns an exporter to endpoint, an http:// or https:// URL: for
// http/protobuf the URL spans are posted to (a collector's is
// http://host:4318/v1/traces), for grpc the collector's address
// (http://host:4317; a path is ignored). It connects to nothing yet.
// Requests carry the headers OTEL_EXPORTER_OTLP_TRACES_HEADERS, or else
// OTEL_EXPORTER_OTLP_HEADERS, names ("api-key=secret,team=a", values
// percent-encoded), as the SDK's exporters do.
func New(endpoint, protocol string) (*Exporter, error) {
	u, err := url.Parse(endpoint)
	if err != nil {
		return nil, err
	}
	if (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("%q is not an http:// or https:// URL", endpoint)
	}
	tr := http.DefaultTransport.(*http.Transport).Clone()
	e := &Exporter{url: u.String(), client: &http.Client{Transport: tr}, headers: http.Header{}}
	env := os.Getenv("OTEL_EXPORTER_OTLP_TRACES_HEADERS")
	if env == "" {
		env = os.Getenv("OTEL_EXPORTER_OTLP_HEADERS")
	}
	for _, kv := range strings.Split(env, ",") {
		k, v, ok := strings.Cut(kv, "=")
		k = strings.TrimSpace(k)
		if !ok || k == "" {
			continue
		}
		if dv, err := url.PathUnescape(strings.TrimSpace(v)); err == nil {
			v = dv
		}
		e.headers.Add(k, v)
	}
	switch protocol {
	case HTTPProtobuf, "":
	case GRPC:
		e.grpc = true
		u.Path, u.RawPath, u.RawQuery = grpcMethod, "", ""
		e.url = u.String()
		var p http.Protocols // gRPC is HTTP/2 only; over http:// with prior knowledge (h2c)
		if u.Scheme == "http" {
			p.SetUnencryptedHTTP2(true)
		} else {
			p.SetHTTP2(true)
		}
		tr.Protocols = &p
	default:
		return nil, fmt.Errorf("protocol %q: use %s or %s", protocol, HTTPProtobuf, GRPC)
	}
	return e, nil
}

// ExportSpans implements sdktrace.SpanExporter.ExportSpans: it sends
// spans in one request, retrying while the collector says to and ctx
// lasts.
func (e *Exporter) ExportSpans(ctx context.Context, spans []sdktrace.ReadOnlySpan) error {
	if e.stopped.Load() {
		return errors.New("otlp: the exporter is shut down")
	}
	if len(spans) == 0 {
		return nil
	}
	msg := encodeRequest(spans)
	wait := 500 * time.Millisecond
	for {
		retry, after, err := e.send(ctx, msg)
		if err == nil || !retry {
			return err
		}
		if after <= 0 {
			after, wait = wait, min(2*wait, 5*time.Second)
		}
		if d, ok := ctx.Deadline(); ok && time.Until(d) < after {
			return err
		}
		t := time.NewTimer(after)
		select {
		case <-ctx.Done():
			t.Stop()
			return err
		case <-t.C:
		}
	}
}

// Shutdown implements sdktrace.SpanExporter.Shutdown: later exports fail.
func (e *Exporter) Shutdown(context.Context) error {
	e.stopped.Store(true)
	e.client.CloseIdleConnections()
	return nil
}

// send makes one request; retry says whether the failure is one to try
// again, after how long if the collector said.
func (e *Exporter) send(ctx context.Context, msg []byte) (retry bool, after time.Duration, err error) {
	body := msg
	if e.grpc { // a length-prefixed message, uncompressed
		body = binary.BigEndian.AppendUint32([]byte{0}, uint32(len(msg)))
		body = append(body, msg...)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, e.url, bytes.NewReader(body))
	if err != nil {
		return false, 0, err
	}
	for k, vs := range e.headers {
		req.Header[http.CanonicalHeaderKey(k)] = vs
	}
	req.Header.Set("User-Agent", "sbx-otlp")
	if e.grpc {
		req.Header.Set("Content-Type", "application/grpc")
		req.Header.Set("TE", "trailers")
	} else {
		req.Header.Set("Content-Type", "application/x-protobuf")
	}
	resp, err := e.client.Do(req)
	if err != nil {
		return ctx.Err() == nil, 0, fmt.Errorf("otlp: %w", err)
	}
	defer resp.Body.Close()
	reply, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	io.Copy(io.Discard, resp.Body) // to the trailers
	if e.grpc {
		return grpcStatus(resp)
	}
	switch {
	case resp.StatusCode >= 200 && resp.StatusCode < 300:
		return false, 0, nil
	case resp.StatusCode == http.StatusTooManyRequests || resp.StatusCode == http.StatusBadGateway ||
		resp.StatusCode == http.StatusServiceUnavailable || resp.StatusCode == http.StatusGatewayTimeout:
		return true, retryAfter(resp.Header.Get("Retry-After")), fmt.Errorf("otlp: the collector answered %s", resp.Status)
	}
	return false, 0, fmt.Errorf("otlp: the collector answered %s: %s", resp.Status, printable(reply))
}

// grpcStatus reads a gRPC call's outcome from its trailers (or, for a
// call refused at once, its headers).
func grpcStatus(resp *http.Response) (retry bool, after time.Duration, err error) {
	if resp.StatusCode != http.StatusOK {
		retry := resp.StatusCode == http.StatusTooManyRequests || resp.StatusCode == http.StatusBadGateway ||
			resp.StatusCode == http.StatusServiceUnavailable || resp.StatusCode == http.StatusGatewayTimeout
		return retry, 0, fmt.Errorf("otlp: the gRPC collector answered HTTP %s", resp.Status)
	}
	status, msg := resp.Trailer.Get("Grpc-Status"), resp.Trailer.Get("Grpc-Message")
	if status == "" {
		status, msg = resp.Header.Get("Grpc-Status"), resp.Header.Get("Grpc-Message")
	}
	code, err := strconv.Atoi(status)
	if err != nil {
		return false, 0, fmt.Errorf("otlp: the gRPC collector's answer has no grpc-status (%q)", status)
	}
	if code == 0 {
		return false, 0, nil
	}
	if m, err := url.PathUnescape(msg); err == nil {
		msg = m
	}
	// CANCELLED, DEADLINE_EXCEEDED, RESOURCE_EXHAUSTED, ABORTED,
	// OUT_OF_RANGE, UNAVAILABLE, DATA_LOSS: retryable, says OTLP.
	retry = code == 1 || code == 4 || code == 8 || code == 10 || code == 11 || code == 14 || code == 15
	return retry, 0, fmt.Errorf("otlp: the gRPC collector answered status %d: %s", code, printable([]byte(msg)))
}

// retryAfter reads a Retry-After header: seconds, or an HTTP date.
func retryAfter(h string) time.Duration {
	if s, err := strconv.Atoi(strings.TrimSpace(h)); err == nil && s > 0 {
		return time.Duration(s) * time.Second
	}
	if t, err := http.ParseTime(h); err == nil {
		return time.Until(t)
	}
	return 0
}

// printable is the start of a collector's reply, for an error message.
func printable(b []byte) string {
	s := strings.Map(func(r rune) rune {
		if r < ' ' || r == 0x7f || r == '\uFFFD' {
			return -1
		}
		return r
	}, string(b))
	if len(s) > 200 {
		s = s[:200] + "…"
	}
	return s
}
