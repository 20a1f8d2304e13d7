package broker

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"

	"github.com/sbx-sandbox/sbx/internal/sbxtest"
)

// canary is in the code and output of the scripted session: no label may
// hold it.
const canary = "CANARY-7f3a"

// metricsConfig serves HTTP to alice, refuses JavaScript and keeps
// metrics; extra goes into [server].
func metricsConfig(t *testing.T, extra string) string {
	t.Helper()
	sum := sha256.Sum256([]byte(aliceToken))
	conf := fmt.Sprintf("[server]\nmetrics = true\n%s\n[policy]\nlanguages = [\"python\", \"shell\"]\n\n[[users]]\nid = \"alice\"\ntoken_sha256 = %q\n",
		extra, hex.EncodeToString(sum[:]))
	path := filepath.Join(t.TempDir(), "sbx.toml")
	if err := os.WriteFile(path, []byte(conf), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// scrape reads url's metrics with Prometheus' text parser.
func scrape(t *testing.T, url string) map[string]*dto.MetricFamily {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s without a token: HTTP %d; metrics are never behind the MCP's auth", url, resp.StatusCode)
	}
	p := expfmt.NewTextParser(model.UTF8Validation)
	families, err := p.TextToMetricFamilies(resp.Body)
	if err != nil {
		t.Fatalf("parse %s: %v", url, err)
	}
	return families
}

// sum adds the values of family's series whose labels include want.
func sum(families map[string]*dto.MetricFamily, family string, want map[string]string) float64 {
	var total float64
	f := families[family]
	if f == nil {
		return 0
	}
series:
	for _, m := range f.Metric {
		labels := map[string]string{}
		for _, l := range m.Label {
			labels[l.GetName()] = l.GetValue()
		}
		for k, v := range want {
			if labels[k] != v {
				continue series
			}
		}
		switch {
		case m.Counter != nil:
			total += m.Counter.GetValue()
		case m.Gauge != nil:
			total += m.Gauge.GetValue()
		case m.Histogram != nil:
			total += float64(m.Histogram.GetSampleCount())
		}
	}
	return total
}

// TestMetrics runs a scripted session over sbx serve --http — a run of
// each outcome, an escalation, a refusal — and checks what /metrics says
// of it: the counters, the histogram counts, and that no label holds code,
// output, paths or the token. /metrics needs no token; /mcp does.
func TestMetrics(t *testing.T) {
	dataDir := t.TempDir()
	endpoint, _ := startHTTP(t, sbxtest.Binary(t), "--data-dir", dataDir, "--config", metricsConfig(t, ""))
	metricsURL := strings.TrimSuffix(endpoint, "/mcp") + "/metrics"
	if resp, _ := post(t, endpoint, initialize); resp.StatusCode != http.StatusUnauthorized {
		t.Fatalf("/mcp without a token: HTTP %d, want 401", resp.StatusCode)
	}
	cs := httpConnect(t, endpoint, bearer(aliceToken))

	wantStdout(t, run(t, cs, "python", fmt.Sprintf("print(%q)", canary)), canary+"\n")
	run(t, cs, "python", fmt.Sprintf("raise ValueError(%q)", canary))
	callErr(t, cs, "run_code", args{"language": "python", "code": "while True: pass", "timeout_seconds": 0.3})
	callErr(t, cs, "run_code", args{"language": "python", "code": fmt.Sprintf("print(%q * 100000)", canary)})
	mustContain(t, callErr(t, cs, "run_code", args{"language": "javascript", "code": "1"}), "refused")
	run(t, cs, "python", "import requests_"+strings.ToLower(strings.ReplaceAll(canary, "-", "_")))
	call[RunCommandOutput](t, cs, "run_command", args{"command": "echo " + canary + " > /workspace/" + canary + ".txt && cat /workspace/" + canary + ".txt"})

	families := scrape(t, metricsURL)
	for _, tc := range []struct {
		family string
		labels map[string]string
		want   float64
	}{
		{"sbx_runs_total", map[string]string{"tool": "run_code", "language": "python", "provider": "wasm", "outcome": "ok"}, 1},
		{"sbx_runs_total", map[string]string{"tool": "run_code", "language": "python", "outcome": "error"}, 2},
		{"sbx_runs_total", map[string]string{"tool": "run_code", "language": "python", "outcome": "timed_out"}, 1},
		{"sbx_runs_total", map[string]string{"tool": "run_code", "language": "python", "outcome": "truncated"}, 1},
		{"sbx_runs_total", map[string]string{"tool": "run_code", "language": "javascript", "provider": "none", "outcome": "refused"}, 1},
		{"sbx_runs_total", map[string]string{"tool": "run_command", "language": "shell", "outcome": "ok"}, 1},
		{"sbx_run_duration_seconds", map[string]string{"tool": "run_code", "language": "python"}, 5},
		{"sbx_run_duration_seconds", map[string]string{"tool": "run_command"}, 1},
		{"sbx_queue_wait_seconds", nil, 6},
		{"sbx_escalations_total", map[string]string{"reason": "missing_module"}, 1},
		{"sbx_sandboxes_created_total", map[string]string{"provider": "auto", "isolation": "wasm"}, 1},
		{"sbx_sandboxes", map[string]string{"provider": "auto", "isolation": "wasm"}, 1},
		{"sbx_spares_total", nil, 1},
	} {
		if got := sum(families, tc.family, tc.labels); got != tc.want {
			t.Errorf("%s%v = %g, want %g", tc.family, tc.labels, got, tc.want)
		}
	}
	for _, name := range []string{"sbx_workspace_bytes", "sbx_kernel_starts_total", "sbx_guest_load_seconds", "sbx_spares_ready", "sbx_os_spares_ready", "sbx_os_spares_bytes", "process_resident_memory_bytes", "go_memstats_heap_inuse_bytes"} {
		if families[name] == nil {
			t.Errorf("no %s in /metrics", name)
		}
	}
	if got := sum(families, "sbx_workspace_bytes", nil); got < float64(len(canary)) {
		t.Errorf("sbx_workspace_bytes = %g after writing a file of %d bytes", got, len(canary)+1)
	}
	if sum(families, "sbx_kernel_starts_total", map[string]string{"guest": "python", "how": "restore", "result": "ok"}) == 0 {
		t.Error("no Python kernel restore counted")
	}
	for name, f := range families {
		for _, m := range f.Metric {
			for _, l := range m.Label {
				v := l.GetValue()
				if strings.Contains(v, canary) || strings.Contains(strings.ToLower(v), "canary") || strings.Contains(v, "/") || strings.Contains(v, aliceToken) || l.GetName() == "user" {
					t.Errorf("%s has label %s=%q: labels never hold code, output, paths, secrets, or user ids unless asked", name, l.GetName(), v)
				}
			}
		}
	}
}

// TestMetricsAddr checks server.metrics_addr: /metrics on an address of
// its own, not beside /mcp, with user ids as labels when
// server.metrics_users says so.
func TestMetricsAddr(t *testing.T) {
	metricsAddr := freeAddr(t)
	endpoint, _ := startHTTP(t, sbxtest.Binary(t), "--data-dir", t.TempDir(),
		"--config", metricsConfig(t, fmt.Sprintf("metrics_addr = %q\nmetrics_users = true", metricsAddr)))
	if resp := send(t, http.MethodGet, strings.TrimSuffix(endpoint, "/mcp")+"/metrics", nil); resp.StatusCode != http.StatusNotFound {
		t.Errorf("/metrics beside /mcp: HTTP %d, want 404 when server.metrics_addr is set", resp.StatusCode)
	}
	cs := httpConnect(t, endpoint, bearer(aliceToken))
	wantStdout(t, run(t, cs, "python", "print(1)"), "1\n")
	families := scrape(t, "http://"+metricsAddr+"/metrics")
	if got := sum(families, "sbx_runs_total", map[string]string{"user": "alice", "outcome": "ok"}); got != 1 {
		t.Errorf("sbx_runs_total{user=alice,outcome=ok} = %g, want 1", got)
	}
}

// freeAddr returns a loopback address with a port free a moment ago.
func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}
