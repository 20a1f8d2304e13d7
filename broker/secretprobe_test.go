package broker

import (
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"

	"github.com/sbx-sandbox/sbx/wasmrt"
)

// TestSecretProbe lends a secret to code that puts it everywhere it can:
// stdout, stderr, a traceback, a file's content and its name, an output, a
// published app's headers, body, stderr and exception, the server's own
// log. It then reads every channel an agent (tool results, resources), a
// log reader (the audit log, the server's log, the metrics, the traces)
// or an app's visitor (responses) has, and finds no form of the value in
// any.
func TestSecretProbe(t *testing.T) {
	warm(t, wasmrt.Python)
	var audit, logs syncBuffer
	spans := tracetest.NewSpanRecorder()
	s := newAppServer(t, Options{Audit: &audit, Metrics: true, Policy: Policy{Secrets: testSecrets},
		Tracing: sdktrace.NewTracerProvider(sdktrace.WithSpanProcessor(spans)),
		Logger:  slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug}))})
	const marker = "[redacted:API_TOKEN]"
	withSecret := func(tool string, a args) *mcp.CallToolResult {
		t.Helper()
		a["secrets"] = []string{"API_TOKEN"}
		return callTool(t, s.cs, tool, a)
	}
	seen := map[string]any{} // every channel, by what it is
	seen["run: stdout, stderr, a file and its name"] = withSecret("run_code", args{"language": "python", "code": `
import os, sys
S = os.environ["API_TOKEN"]
print("out", S)
print("err", S, file=sys.stderr)
os.makedirs("/workspace/" + S, exist_ok=True)
open("/workspace/" + S + ".txt", "w").write(S)
open("/workspace/" + S + "/inside.txt", "w").write("x")

def app(environ, start_response):
    if environ["PATH_INFO"] == "/stderr":
        sys.stderr.write("app stderr " + S + "\n")
        raise SystemExit(1)
    if environ["PATH_INFO"] == "/raise":
        raise ValueError(S)
    start_response("200 OK", [("Content-Type", "text/plain"), ("X-Token", S), ("X-" + S, "name")])
    return [("body " + S).encode()]
`})
	seen["run: traceback"] = withSecret("run_code", args{"language": "python", "code": "import os\nraise KeyError(os.environ['API_TOKEN'])"})
	seen["run_command"] = withSecret("run_command", args{"command": `echo "$API_TOKEN"; ls /workspace; echo "$API_TOKEN" >&2; cat "/workspace/$API_TOKEN.txt"`})
	mustContain(t, textOf(seen["run_command"].(*mcp.CallToolResult)), marker)
	seen["list_files"] = callTool(t, s.cs, "list_files", args{"path": "/workspace"})
	seen["read_file"] = callTool(t, s.cs, "read_file", args{"path": testSecret + ".txt"})
	seen["read_file of a missing file"] = callTool(t, s.cs, "read_file", args{"path": testSecret + "/missing.txt"})
	link := callTool(t, s.cs, "present_output", args{"path": testSecret + ".txt"})
	seen["present_output"] = link
	mustContain(t, textOf(link), marker)
	list, err := s.cs.ListResources(t.Context(), nil)
	if err != nil {
		t.Fatal(err)
	}
	seen["resources/list"] = list
	if uris := fmt.Sprint(resourceURIs(list)); !strings.Contains(uris, "/outputs/"+marker) {
		t.Errorf("resources/list: %s, want the output's URI with the secret redacted", uris)
	}
	_, err = s.cs.ReadResource(t.Context(), &mcp.ReadResourceParams{URI: "sbx://sandbox/sb_x/outputs/" + testSecret})
	seen["resources/read refused"] = fmt.Sprint(err)

	app := call[AppInfo](t, s.cs, "publish_app", args{"name": "leak", "wsgi": "__main__:app"})
	token := s.token(t, app.SandboxID)
	for _, path := range []string{"", "stderr", "raise", "missing/" + testSecret} {
		resp, body := s.get(t, "GET", app.URL+path, "", "Authorization", "Bearer "+token)
		dump, _ := httputil.DumpResponse(resp, false)
		seen["app response /"+path] = string(dump) + body
		if strings.Contains(strings.ToLower(string(dump)), strings.ToLower(testSecret)) {
			t.Errorf("the app's response holds the secret in another case:\n%s", dump)
		}
		if path == "" && (resp.StatusCode != http.StatusOK || body != "body "+marker || resp.Header.Get("X-Token") != marker) {
			t.Errorf("the app's response: %s %v %q", resp.Status, resp.Header, body)
		}
	}
	if !strings.Contains(audit.String(), `"error":"the app's run ended without a response (exit 1)\napp stderr `+marker) {
		t.Errorf("no app_request record with the app's stderr redacted:\n%s", audit.String())
	}

	s.b.Options().Logger.Warn("a component logs what a run gave it", "path", "/workspace/"+testSecret, "err", fmt.Errorf("open %s: denied", testSecret))
	seen["the server's log"] = logs.String()
	mustContain(t, logs.String(), marker)
	seen["the audit log"] = audit.String()
	metrics := httptest.NewServer(s.b.MetricsHandler())
	defer metrics.Close()
	resp, err := http.Get(metrics.URL)
	if err != nil {
		t.Fatal(err)
	}
	data, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	seen["metrics"] = string(data)

	var traces strings.Builder
	for _, span := range spans.Ended() {
		fmt.Fprintln(&traces, span.Name(), span.Status().Description, span.Attributes())
		for _, e := range span.Events() {
			fmt.Fprintln(&traces, e.Name, e.Attributes)
		}
	}
	seen["traces"] = traces.String()

	for what, v := range seen {
		noSecret(t, what, v)
	}
}

// resourceURIs lists the URIs of list's resources.
func resourceURIs(list *mcp.ListResourcesResult) []string {
	var uris []string
	for _, r := range list.Resources {
		uris = append(uris, r.URI)
	}
	return uris
}
