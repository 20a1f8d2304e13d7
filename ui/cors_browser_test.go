package ui

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
)

// corsPage is a web client's page: its script initialises an MCP session
// with sbx at %[1]q and calls run_code, as a browser-based MCP client
// does, and leaves what it got in window.outcome.
const corsPage = `<!doctype html><title>web client</title><script type="module">
const mcp = %[1]q;
let session = "";
async function rpc(body) {
  const headers = {"Content-Type": "application/json", "Accept": "application/json, text/event-stream"};
  if (session) headers["Mcp-Session-Id"] = session;
  const resp = await fetch(mcp, {method: "POST", headers, body: JSON.stringify(body)});
  session ||= resp.headers.get("Mcp-Session-Id") || "";
  const text = await resp.text();
  const data = text.split("\n").find((l) => l.startsWith("data: "));
  return text && JSON.parse(data ? data.slice(6) : text);
}
try {
  await rpc({jsonrpc: "2.0", id: 1, method: "initialize",
    params: {protocolVersion: "2025-11-25", capabilities: {}, clientInfo: {name: "page", version: "1"}}});
  await rpc({jsonrpc: "2.0", method: "notifications/initialized"});
  const res = await rpc({jsonrpc: "2.0", id: 2, method: "tools/call",
    params: {name: "run_code", arguments: {language: "python", code: "print(6 * 7)"}}});
  window.outcome = {session: session !== "", stdout: res.result.structuredContent.stdout};
} catch (e) {
  window.outcome = {error: String(e)};
}
</script>`

// TestCORSBrowser serves `sbx serve --http` with server.allowed_origins
// naming one web client's origin, and opens two pages in Chromium: the
// page from the allowed origin initialises a session (reading the
// Mcp-Session-Id header CORS exposes) and calls run_code, its preflights
// answered; the same page from another origin is refused at its first
// preflight, and its script gets nothing. A proxy in front of sbx records
// what the browser sent and what sbx answered.
func TestCORSBrowser(t *testing.T) {
	chromium, node := needBrowser(t)
	tmp := t.TempDir()
	gorun(t, "build", "-o", filepath.Join(tmp, "sbx"), "../cmd/sbx")

	type exchange struct{ origin, method, status, allow string }
	var mu sync.Mutex
	var seen []exchange
	var mcpURL string
	page := http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { fmt.Fprintf(w, corsPage, mcpURL) })
	allowed, foreign := httptest.NewServer(page), httptest.NewServer(page)
	t.Cleanup(allowed.Close)
	t.Cleanup(foreign.Close)

	sbx, sbxLog := serve(t, filepath.Join(tmp, "sbx"), tmp, "SBX_SERVER_ALLOWED_ORIGINS="+allowed.URL)
	proxy := httputil.NewSingleHostReverseProxy(sbx)
	proxy.ModifyResponse = func(r *http.Response) error {
		mu.Lock()
		defer mu.Unlock()
		seen = append(seen, exchange{r.Request.Header.Get("Origin"), r.Request.Method, r.Status, r.Header.Get("Access-Control-Allow-Origin")})
		return nil
	}
	front := httptest.NewServer(proxy)
	t.Cleanup(front.Close)
	mcpURL = front.URL + "/mcp"

	cmd := exec.Command(node, "dashboard/testdata/cors.mjs", allowed.URL, foreign.URL)
	cmd.Env = append(os.Environ(), "CHROMIUM="+chromium)
	cmd.Stderr = os.Stderr
	report, err := cmd.Output()
	if err != nil {
		t.Fatalf("cors.mjs: %v\n%s\nsbx serve's log:\n%s", err, report, sbxLog())
	}
	var pages []struct {
		URL     string
		Outcome struct {
			Session bool
			Stdout  string
			Error   string
		}
		Console []string
	}
	if err := json.Unmarshal(report, &pages); err != nil || len(pages) != 2 {
		t.Fatalf("cors.mjs printed %s: %v", report, err)
	}
	if got := pages[0].Outcome; !got.Session || got.Stdout != "42\n" || got.Error != "" {
		t.Errorf("the page from the allowed origin: %+v, console %q", got, pages[0].Console)
	}
	if got := pages[1].Outcome; got.Error == "" || got.Stdout != "" {
		t.Errorf("the page from another origin: %+v; want its first call to fail", got)
	}

	mu.Lock()
	defer mu.Unlock()
	from := func(origin string) (out []string) {
		for _, e := range seen {
			if e.origin == origin {
				out = append(out, fmt.Sprintf("%s %s allow=%s", e.method, e.status, e.allow))
			}
		}
		return out
	}
	ok := "allow=" + allowed.URL
	got := from(allowed.URL)
	if !slices.Contains(got, "OPTIONS 204 No Content "+ok) || !slices.Contains(got, "POST 200 OK "+ok) ||
		slices.ContainsFunc(got, func(e string) bool { return !strings.HasSuffix(e, ok) }) {
		t.Errorf("the allowed origin's requests: %q; want preflights and calls, each answered for that origin", got)
	}
	if got := from(foreign.URL); !slices.Equal(got, []string{"OPTIONS 403 Forbidden allow="}) {
		t.Errorf("the other origin's requests: %q; want one preflight, refused", got)
	}
}
