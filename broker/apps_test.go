package broker

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/wasmrt"
)

// appServer is a broker behind a real HTTP listener with its app gateway,
// as sbx serve --http runs it, and an MCP connection to it.
type appServer struct {
	b    *Broker
	cs   *mcp.ClientSession
	addr string // the listener's host:port
	dir  string // the data directory
}

// newAppServer starts a broker with its gateway on a loopback listener.
func newAppServer(t testing.TB, opts Options) *appServer {
	t.Helper()
	opts.DataDir = t.TempDir()
	b := newBroker(t, opts)
	srv := httptest.NewUnstartedServer(nil)
	mux := http.NewServeMux()
	mux.Handle("/mcp", b.Handler())
	srv.Config.Handler = b.Gateway(mux, srv.Listener.Addr())
	srv.Start()
	t.Cleanup(srv.Close)
	return &appServer{b: b, cs: connect(t, b, nil), addr: srv.Listener.Addr().String(), dir: opts.DataDir}
}

// get sends a raw request line (the path exactly as given, never cleaned
// by a client) for the app at rawURL's host, with the headers given
// (name, value, ...), and returns the response and its body.
func (s *appServer) get(t testing.TB, method, rawURL string, body string, headers ...string) (*http.Response, string) {
	t.Helper()
	host, target, _ := strings.Cut(strings.TrimPrefix(rawURL, "http://"), "/")
	conn, err := net.Dial("tcp", s.addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	req := fmt.Sprintf("%s /%s HTTP/1.1\r\nHost: %s\r\nConnection: close\r\nContent-Length: %d\r\n", method, target, host, len(body))
	for i := 0; i+1 < len(headers); i += 2 {
		req += headers[i] + ": " + headers[i+1] + "\r\n"
	}
	if _, err := io.WriteString(conn, req+"\r\n"+body); err != nil {
		t.Fatal(err)
	}
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("%s %s: %v", method, rawURL, err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	return resp, string(data)
}

// token is the app token of sandbox id, as the operator's sbx apps reads it.
func (s *appServer) token(t testing.TB, id string) string {
	t.Helper()
	apps, err := ReadApps(s.dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range apps {
		if a.SandboxID == id {
			return a.Token
		}
	}
	t.Fatalf("%s lists no app of %s: %+v", AppsFile, id, apps)
	return ""
}

// write writes files into the default sandbox: path, content, ...
func write(t testing.TB, cs *mcp.ClientSession, files ...string) {
	t.Helper()
	for i := 0; i+1 < len(files); i += 2 {
		call[WriteFileOutput](t, cs, "write_file", args{"path": files[i], "content": files[i+1]})
	}
}

// TestAppStatic publishes a directory and reads it through the gateway
// with each way of passing the token: files with their MIME types,
// index.html for directories, no listings, and nothing outside the
// directory, whatever the path or a link says.
func TestAppStatic(t *testing.T) {
	s := newAppServer(t, Options{})
	write(t, s.cs,
		"site/index.html", `<!doctype html><link rel=stylesheet href=/style.css><script src=/app.js></script><h1>hi</h1>`,
		"site/app.js", `document.title = "built"`,
		"site/style.css", `h1 { color: rgb(1, 2, 3) }`,
		"site/docs/index.html", `<p>docs</p>`,
		"site/empty/.keep", ``,
		"secret.txt", "TOP-SECRET-IN-WORKSPACE")
	app := call[AppInfo](t, s.cs, "publish_app", args{"name": "site", "path": "/workspace/site"})
	label := strings.Replace(app.SandboxID, "sb_", "sb-", 1)
	_, port, _ := net.SplitHostPort(s.addr)
	if want := "http://site." + label + ".localhost:" + port + "/"; app.URL != want || app.Kind != "static" || app.Target != "/workspace/site" {
		t.Fatalf("publish_app: %+v; want url %s", app, want)
	}
	site := filepath.Join(s.dir, app.SandboxID, "workspace", "site")
	for name, target := range map[string]string{"link": "../secret.txt", "passwd": "/etc/passwd", "up": ".."} {
		if err := os.Symlink(target, filepath.Join(site, name)); err != nil {
			t.Fatal(err)
		}
	}
	token := s.token(t, app.SandboxID)

	resp, _ := s.get(t, "GET", app.URL, "")
	if resp.StatusCode != http.StatusUnauthorized {
		t.Fatalf("no token: %s, want 401", resp.Status)
	}
	resp, _ = s.get(t, "GET", app.URL+"?token=wrong", "")
	if resp.StatusCode != http.StatusUnauthorized {
		t.Fatalf("a wrong token: %s, want 401", resp.Status)
	}
	resp, _ = s.get(t, "GET", app.URL+"docs/?x=1&token="+token, "")
	cookie := resp.Header.Get("Set-Cookie")
	if resp.StatusCode != http.StatusSeeOther || resp.Header.Get("Location") != "/docs/?x=1" ||
		!strings.Contains(cookie, "HttpOnly") || !strings.Contains(cookie, "SameSite=Lax") || strings.Contains(strings.ToLower(cookie), "domain=") {
		t.Fatalf("?token=: %s to %q, cookie %q; want 303 to the clean URL with a host-only HttpOnly SameSite cookie", resp.Status, resp.Header.Get("Location"), cookie)
	}
	withCookie := []string{"Cookie", strings.Split(cookie, ";")[0]}
	for _, tc := range []struct {
		path, ctype, body string
		auth              []string
	}{
		{"", "text/html; charset=utf-8", "<h1>hi</h1>", withCookie},
		{"app.js", "text/javascript; charset=utf-8", "built", []string{"Authorization", "Bearer " + token}},
		{"style.css", "text/css; charset=utf-8", "rgb(1, 2, 3)", withCookie},
		{"docs/", "text/html; charset=utf-8", "docs", withCookie},
	} {
		resp, body := s.get(t, "GET", app.URL+tc.path, "", tc.auth...)
		if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Type") != tc.ctype || !strings.Contains(body, tc.body) {
			t.Errorf("/%s: %s %q %q; want 200 %s with %q", tc.path, resp.Status, resp.Header.Get("Content-Type"), body, tc.ctype, tc.body)
		}
	}
	if resp, _ := s.get(t, "GET", app.URL+"docs", "", withCookie...); resp.StatusCode != http.StatusFound || resp.Header.Get("Location") != "/docs/" {
		t.Errorf("/docs: %s to %q; want a redirect to /docs/", resp.Status, resp.Header.Get("Location"))
	}
	for _, p := range []string{"empty/", "../secret.txt", "..%2Fsecret.txt", "%2e%2e/secret.txt", "docs%2F..%2F..%2Fsecret.txt",
		"..%5Csecret.txt", "link", "passwd", "up/secret.txt", "%00", "nothing.html"} {
		resp, body := s.get(t, "GET", app.URL+p, "", withCookie...)
		if resp.StatusCode != http.StatusNotFound || strings.Contains(body, "TOP-SECRET") || strings.Contains(body, "root:") || strings.Contains(body, ".keep") {
			t.Errorf("/%s: %s %q; want 404 and nothing from outside the directory, no listing", p, resp.Status, body)
		}
	}
	if resp, _ := s.get(t, "POST", app.URL, "x", withCookie...); resp.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("POST to a static app: %s, want 405", resp.Status)
	}
}

// TestAppTokens checks that one sandbox's token opens no other sandbox's
// app, that no tool result a model sees carries a token, and that
// get_sandbox_access is served only when the policy names it.
func TestAppTokens(t *testing.T) {
	s := newAppServer(t, Options{})
	write(t, s.cs, "a/index.html", "A")
	a := call[AppInfo](t, s.cs, "publish_app", args{"name": "a", "path": "a"})
	other := call[SandboxInfo](t, s.cs, "create_sandbox", args{})
	call[WriteFileOutput](t, s.cs, "write_file", args{"path": "b/index.html", "content": "B", "sandbox_id": other.SandboxID})
	pub := callTool(t, s.cs, "publish_app", args{"name": "b", "path": "b", "sandbox_id": other.SandboxID})
	b := structured[AppInfo](t, pub)
	list := callTool(t, s.cs, "list_apps", args{"sandbox_id": other.SandboxID})
	ta, tb := s.token(t, a.SandboxID), s.token(t, b.SandboxID)
	if ta == tb {
		t.Fatal("two sandboxes share an app token")
	}
	for _, res := range []*mcp.CallToolResult{pub, list} {
		raw, _ := json.Marshal(res)
		if strings.Contains(string(raw), tb) || !strings.Contains(string(raw), b.URL) {
			t.Errorf("a tool result a model sees: %s; want the URL and no token", raw)
		}
	}
	for _, tc := range []struct {
		url, token string
		status     int
	}{
		{a.URL, ta, http.StatusOK}, {b.URL, tb, http.StatusOK},
		{a.URL, tb, http.StatusUnauthorized}, {b.URL, ta, http.StatusUnauthorized},
		{strings.Replace(b.URL, "b.", "a.", 1), tb, http.StatusNotFound}, // b's sandbox has no app a
	} {
		if resp, _ := s.get(t, "GET", tc.url, "", "Authorization", "Bearer "+tc.token); resp.StatusCode != tc.status {
			t.Errorf("%s with the token of %s: %s, want %d", tc.url, map[string]string{ta: "a", tb: "b"}[tc.token], resp.Status, tc.status)
		}
		if resp, _ := s.get(t, "GET", tc.url, "", "Cookie", "sbx_app_token="+tc.token); resp.StatusCode != tc.status {
			t.Errorf("%s with the cookie of %s: %s, want %d", tc.url, map[string]string{ta: "a", tb: "b"}[tc.token], resp.Status, tc.status)
		}
	}

	// A published page may not drive the server's MCP endpoint.
	origin := strings.TrimSuffix(a.URL, "/")
	for _, host := range []string{s.addr, "localhost:" + strings.Split(s.addr, ":")[1]} {
		if resp, body := post(t, "http://"+host+"/mcp", initialize, "Origin", origin); resp.StatusCode != http.StatusForbidden {
			t.Errorf("an app's page calling MCP at %s: %s %s, want 403", host, resp.Status, body)
		}
	}
	if resp, _ := s.get(t, "POST", a.URL+"mcp", initialize, "Authorization", "Bearer "+ta, "Content-Type", "application/json"); resp.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("/mcp on an app's host: %s, want the app's answer (405 from a static app), not MCP", resp.Status)
	}

	tools, err := s.cs.ListTools(t.Context(), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, tool := range tools.Tools {
		if tool.Name == "get_sandbox_access" {
			t.Error("get_sandbox_access is listed though the policy does not name it")
		}
	}
	mustContain(t, callErr(t, s.cs, "get_sandbox_access", args{}), "disabled")
	for i := range 8 - 1 { // a sandbox publishes at most 8 apps
		call[AppInfo](t, s.cs, "publish_app", args{"name": fmt.Sprintf("more-%d", i), "path": "a"})
	}
	mustContain(t, callErr(t, s.cs, "publish_app", args{"name": "one-too-many", "path": "a"}), "already publishes 8 apps")
	call[AppInfo](t, s.cs, "publish_app", args{"name": "a", "path": "a"}) // replacing one is not one more

	s2 := newAppServer(t, Options{Policy: Policy{Tools: []string{"publish_app", "write_file", "get_sandbox_access"}}})
	write(t, s2.cs, "a/index.html", "A")
	call[AppInfo](t, s2.cs, "publish_app", args{"name": "a", "path": "a"})
	access := call[SandboxAccess](t, s2.cs, "get_sandbox_access", args{})
	if len(access.Apps) != 1 || access.Token == "" || access.Apps[0].OpenURL != access.Apps[0].URL+"?token="+access.Token {
		t.Fatalf("get_sandbox_access: %+v", access)
	}
	if resp, body := s2.get(t, "GET", access.Apps[0].URL, "", "Authorization", "Bearer "+access.Token); resp.StatusCode != http.StatusOK || body != "A" {
		t.Errorf("with get_sandbox_access's token: %s %q", resp.Status, body)
	}
}

// TestAppEnds checks that an app's URL answers 404 once it is
// unpublished, and once its sandbox is destroyed.
func TestAppEnds(t *testing.T) {
	s := newAppServer(t, Options{})
	write(t, s.cs, "a/index.html", "A")
	app := call[AppInfo](t, s.cs, "publish_app", args{"name": "a", "path": "a"})
	call[AppInfo](t, s.cs, "publish_app", args{"name": "b", "path": "a"})
	token := s.token(t, app.SandboxID)
	bearer := []string{"Authorization", "Bearer " + token}
	if resp, _ := s.get(t, "GET", app.URL, "", bearer...); resp.StatusCode != http.StatusOK {
		t.Fatalf("published: %s", resp.Status)
	}
	call[UnexposeOutput](t, s.cs, "unexpose_port", args{"name": "a"})
	if resp, _ := s.get(t, "GET", app.URL, "", bearer...); resp.StatusCode != http.StatusNotFound {
		t.Errorf("unpublished: %s, want 404", resp.Status)
	}
	mustContain(t, callErr(t, s.cs, "unexpose_port", args{"name": "a"}), "no app", "list_apps")
	if list := call[AppList](t, s.cs, "list_apps", args{}); len(list.Apps) != 1 || list.Apps[0].Name != "b" {
		t.Errorf("list_apps after unexpose_port a: %+v", list.Apps)
	}
	b := strings.Replace(app.URL, "//a.", "//b.", 1)
	call[DestroySandboxOutput](t, s.cs, "destroy_sandbox", args{})
	if resp, _ := s.get(t, "GET", b, "", bearer...); resp.StatusCode != http.StatusNotFound {
		t.Errorf("sandbox destroyed: %s, want 404", resp.Status)
	}
	if apps, err := ReadApps(s.dir); err != nil || len(apps) != 0 {
		t.Errorf("%s after the sandbox ended: %+v, %v", AppsFile, apps, err)
	}
}

// TestAppWSGI publishes WSGI apps that run in the sandbox's kernel: one
// defined by run_code, sharing its state both ways, and one in a module
// file; errors in them come back as HTTP errors, never as a stopped server.
func TestAppWSGI(t *testing.T) {
	warm(t, wasmrt.Python)
	var audit syncBuffer
	s := newAppServer(t, Options{Audit: &audit})
	run(t, s.cs, "python", `
import json
hits = 0
def app(environ, start_response):
    global hits
    hits += 1
    seen = {k: v for k, v in environ.items() if k.startswith("HTTP_") or k in ("PATH_INFO", "QUERY_STRING", "REQUEST_METHOD")}
    body = json.dumps({"hits": hits, "squares": sum(i * i for i in range(10)), "body": environ["wsgi.input"].read().decode(), "environ": seen})
    start_response("201 Created", [("Content-Type", "application/json"), ("X-App", "yes")])
    return [body.encode()]
def boom(environ, start_response):
    raise ValueError("no such thing")
def big(environ, start_response):
    start_response("200 OK", [("Content-Type", "text/plain")])
    return [b"x" * (200 << 10)]
def spin(environ, start_response):
    while True:
        pass
`)
	app := call[AppInfo](t, s.cs, "publish_app", args{"name": "api", "wsgi": "__main__:app"})
	token := s.token(t, app.SandboxID)
	bearer := []string{"Authorization", "Bearer " + token}
	var got struct {
		Hits    int               `json:"hits"`
		Squares int               `json:"squares"`
		Body    string            `json:"body"`
		Environ map[string]string `json:"environ"`
	}
	for i := 1; i <= 2; i++ {
		resp, body := s.get(t, "POST", app.URL+"items/caf%C3%A9?q=1", "hello", append(bearer, "Cookie", "theme=dark")...)
		if resp.StatusCode != http.StatusCreated || resp.Header.Get("Content-Type") != "application/json" || resp.Header.Get("X-App") != "yes" {
			t.Fatalf("POST %d: %s %v %s", i, resp.Status, resp.Header, body)
		}
		if err := json.Unmarshal([]byte(body), &got); err != nil {
			t.Fatal(err)
		}
	}
	if got.Hits != 2 || got.Squares != 285 || got.Body != "hello" || got.Environ["PATH_INFO"] != "/items/caf\u00c3\u00a9" ||
		got.Environ["QUERY_STRING"] != "q=1" || got.Environ["HTTP_COOKIE"] != "theme=dark" {
		t.Errorf("the app saw %+v", got)
	}
	for k, v := range got.Environ {
		if strings.Contains(v, token) || k == "HTTP_AUTHORIZATION" {
			t.Errorf("the app saw the token in %s", k)
		}
	}
	wantStdout(t, run(t, s.cs, "python", "print(hits)"), "2\n")
	var published, requests int
	for line := range strings.Lines(audit.String()) {
		var rec AuditRecord
		json.Unmarshal([]byte(line), &rec)
		switch {
		case rec.Tool == "publish_app" && rec.Sandbox == app.SandboxID && rec.Decision == Allowed:
			published++
		case rec.Tool == "app_request" && rec.Sandbox == app.SandboxID && rec.Language == "python" && rec.ExitCode != nil && strings.HasPrefix(rec.Reason, "api POST /items/"):
			requests++
		}
	}
	if published != 1 || requests != 2 {
		t.Errorf("audit log: %d publish_app and %d app_request records, want 1 and 2:\n%s", published, requests, audit.String())
	}

	write(t, s.cs, "hello.py", "def application(environ, start_response):\n    start_response('200 OK', [('Content-Type', 'text/plain')])\n    return [b'from a file']\n")
	file := call[AppInfo](t, s.cs, "publish_app", args{"name": "hello", "wsgi": "hello:application"})
	if resp, body := s.get(t, "GET", file.URL, "", bearer...); resp.StatusCode != http.StatusOK || body != "from a file" {
		t.Errorf("module app: %s %q", resp.Status, body)
	}

	if resp, _ := s.get(t, "POST", app.URL, strings.Repeat("x", 40<<10), bearer...); resp.StatusCode != http.StatusRequestEntityTooLarge {
		t.Errorf("a 40 KiB body: %s, want 413", resp.Status)
	}
	mustContain(t, callErr(t, s.cs, "publish_app", args{"name": "x", "wsgi": "nomodule:app"}), "ModuleNotFoundError", "nomodule")
	mustContain(t, callErr(t, s.cs, "publish_app", args{"name": "x", "wsgi": "__main__:hits"}), "not a WSGI callable")
	mustContain(t, callErr(t, s.cs, "publish_app", args{"name": "x", "wsgi": "app"}), "module:callable")
	mustContain(t, callErr(t, s.cs, "publish_app", args{"name": "Bad_Name", "path": "."}), "lower-case")

	call[AppInfo](t, s.cs, "publish_app", args{"name": "boom", "wsgi": "__main__:boom"})
	resp, body := s.get(t, "GET", strings.Replace(app.URL, "//api.", "//boom.", 1), "", bearer...)
	if resp.StatusCode != http.StatusInternalServerError || !strings.Contains(body, "ValueError: no such thing") {
		t.Errorf("an app that raises: %s %q", resp.Status, body)
	}
	call[AppInfo](t, s.cs, "publish_app", args{"name": "big", "wsgi": "__main__:big"})
	resp, body = s.get(t, "GET", strings.Replace(app.URL, "//api.", "//big.", 1), "", bearer...)
	if resp.StatusCode != http.StatusBadGateway || !strings.Contains(body, "output limit") {
		t.Errorf("an app's 200 KiB answer: %s %q", resp.Status, body)
	}
	call[AppInfo](t, s.cs, "publish_app", args{"name": "spin", "wsgi": "__main__:spin"})
	resp, body = s.get(t, "GET", strings.Replace(app.URL, "//api.", "//spin.", 1), "", bearer...)
	if resp.StatusCode != http.StatusGatewayTimeout || !strings.Contains(body, "time limit") {
		t.Errorf("an app that never answers: %s %q", resp.Status, body)
	}
	wantStdout(t, run(t, s.cs, "python", "print(hits)"), "2\n")
}

// TestAppNeedsHTTP checks that a server without a gateway, over stdio,
// says why it publishes no apps.
func TestAppNeedsHTTP(t *testing.T) {
	cs := connect(t, newBroker(t, Options{}), nil)
	mustContain(t, callErr(t, cs, "publish_app", args{"name": "a", "path": "."}), "sbx serve --http")
}

// TestAppDockerPort reaches python3 -m http.server, listening in a Docker
// sandbox that has no network, through expose_port; the host gets no port.
func TestAppDockerPort(t *testing.T) {
	needDocker(t)
	s := newAppServer(t, Options{Policy: onDocker})
	sb := call[SandboxInfo](t, s.cs, "create_sandbox", args{"provider": "docker"})
	mustContain(t, callErr(t, s.cs, "expose_port", args{"name": "web", "internal_port": 8000, "sandbox_id": sb.SandboxID}), "none running")
	call[WriteFileOutput](t, s.cs, "write_file", args{"path": "www/index.html", "content": "<h1>from the container</h1>", "sandbox_id": sb.SandboxID})
	start := call[RunCommandOutput](t, s.cs, "run_command", args{"sandbox_id": sb.SandboxID, "timeout_seconds": 30,
		"command": "cd www && (python3 -m http.server 8000 >/tmp/http.log 2>&1 &) && for i in $(seq 100); do python3 -c 'import socket; socket.create_connection((\"localhost\", 8000))' 2>/dev/null && exit 0; sleep 0.1; done; cat /tmp/http.log; exit 1"})
	if start.ExitCode != 0 {
		t.Fatalf("http.server did not start: %+v", start)
	}
	mustContain(t, callErr(t, s.cs, "expose_port", args{"name": "none", "internal_port": 8001, "sandbox_id": sb.SandboxID}), "nothing listens on port 8001")
	app := call[AppInfo](t, s.cs, "expose_port", args{"name": "web", "internal_port": 8000, "sandbox_id": sb.SandboxID})
	if app.Kind != "port" || app.Target != "8000" {
		t.Fatalf("expose_port: %+v", app)
	}
	token := s.token(t, sb.SandboxID)
	if resp, _ := s.get(t, "GET", app.URL, ""); resp.StatusCode != http.StatusUnauthorized {
		t.Errorf("no token: %s, want 401", resp.Status)
	}
	for i := range 3 {
		start := time.Now()
		resp, body := s.get(t, "GET", app.URL, "", "Authorization", "Bearer "+token)
		t.Logf("request %d through expose_port: %v", i, time.Since(start))
		if resp.StatusCode != http.StatusOK || !strings.Contains(body, "from the container") || resp.Header.Get("Content-Type") != "text/html" {
			t.Fatalf("request %d through expose_port: %s %q %q", i, resp.Status, resp.Header.Get("Content-Type"), body)
		}
	}
	call[UnexposeOutput](t, s.cs, "unexpose_port", args{"name": "web", "sandbox_id": sb.SandboxID})
	if resp, _ := s.get(t, "GET", app.URL, "", "Authorization", "Bearer "+token); resp.StatusCode != http.StatusNotFound {
		t.Errorf("unexposed: %s, want 404", resp.Status)
	}
}

// TestAppFetch publishes JavaScript fetch handlers, run in the sandbox's
// JavaScript kernel: a module's default export, and a global run_code
// defined, whose state run_code then sees.
func TestAppFetch(t *testing.T) {
	warm(t, wasmrt.JavaScript)
	s := newAppServer(t, Options{})
	write(t, s.cs, "server.mjs", `let n = 0;
export default {
  async fetch(req) {
    n++;
    const body = req.method === "POST" ? await req.text() : "";
    return Response.json({ n, method: req.method, url: req.url, body, test: req.headers.get("x-test"), auth: req.headers.get("authorization") },
      { status: 202, headers: { "X-Kind": "fetch" } });
  },
};
`)
	app := call[AppInfo](t, s.cs, "publish_app", args{"name": "edge", "fetch": "server.mjs"})
	if app.Kind != "fetch" || app.Target != "/workspace/server.mjs" {
		t.Fatalf("publish_app: %+v", app)
	}
	token := s.token(t, app.SandboxID)
	bearer := []string{"Authorization", "Bearer " + token}
	var got struct {
		N                             int
		Method, URL, Body, Test, Auth string
	}
	for i := 1; i <= 2; i++ {
		resp, body := s.get(t, "POST", app.URL+"a/b?c=1", "hey", append(bearer, "X-Test", "yes")...)
		if resp.StatusCode != http.StatusAccepted || resp.Header.Get("Content-Type") != "application/json" || resp.Header.Get("X-Kind") != "fetch" {
			t.Fatalf("POST %d: %s %v %s", i, resp.Status, resp.Header, body)
		}
		if err := json.Unmarshal([]byte(body), &got); err != nil {
			t.Fatal(err)
		}
	}
	if got.N != 2 || got.Method != "POST" || got.URL != app.URL+"a/b?c=1" || got.Body != "hey" || got.Test != "yes" || got.Auth != "" {
		t.Errorf("the handler saw %+v", got)
	}

	run(t, s.cs, "javascript", `globalThis.counter = 0; globalThis.api = { fetch(req) { counter++; return new Response("count " + counter); } };`)
	global := call[AppInfo](t, s.cs, "publish_app", args{"name": "counter", "fetch": "api"})
	if resp, body := s.get(t, "GET", global.URL, "", bearer...); resp.StatusCode != http.StatusOK || body != "count 1" {
		t.Errorf("a global handler: %s %q", resp.Status, body)
	}
	wantStdout(t, run(t, s.cs, "javascript", "console.log(counter)"), "1\n")

	mustContain(t, callErr(t, s.cs, "publish_app", args{"name": "x", "fetch": "nothing"}), "not a fetch handler")
	mustContain(t, callErr(t, s.cs, "publish_app", args{"name": "x", "fetch": "missing.mjs"}), "Cannot find module")
	mustContain(t, callErr(t, s.cs, "publish_app", args{"name": "x", "fetch": "../etc/x.mjs"}), "climbs above")
	run(t, s.cs, "javascript", `globalThis.bad = { fetch() { throw new RangeError("out of range") } };`)
	bad := call[AppInfo](t, s.cs, "publish_app", args{"name": "bad", "fetch": "bad"})
	if resp, body := s.get(t, "GET", bad.URL, "", bearer...); resp.StatusCode != http.StatusInternalServerError || !strings.Contains(body, "RangeError: out of range") {
		t.Errorf("a handler that throws: %s %q", resp.Status, body)
	}
}

// TestAppBehindProxy checks the URLs and cookies of apps that a TLS proxy
// serves under a domain of their own.
func TestAppBehindProxy(t *testing.T) {
	s := newAppServer(t, Options{AppsDomain: "Apps.Example.com.", AppsScheme: "https", AppsPort: 443})
	write(t, s.cs, "a/index.html", "A")
	app := call[AppInfo](t, s.cs, "publish_app", args{"name": "a", "path": "a"})
	if want := "https://a." + strings.Replace(app.SandboxID, "sb_", "sb-", 1) + ".apps.example.com/"; app.URL != want {
		t.Fatalf("url %s, want %s", app.URL, want)
	}
	plain := strings.Replace(app.URL, "https://", "http://", 1) // the proxy speaks plain HTTP to sbx
	resp, _ := s.get(t, "GET", plain+"?token="+s.token(t, app.SandboxID), "")
	if c := resp.Header.Get("Set-Cookie"); resp.StatusCode != http.StatusSeeOther || !strings.Contains(c, "Secure") {
		t.Errorf("?token= behind the proxy: %s, cookie %q; want a Secure cookie", resp.Status, c)
	}
	if resp, body := s.get(t, "GET", "http://"+s.addr+"/mcp", ""); resp.StatusCode == http.StatusNotFound && strings.Contains(body, "app") {
		t.Errorf("the MCP endpoint answered as an app: %s %q", resp.Status, body)
	}
	if resp, _ := s.get(t, "GET", "http://x.apps.example.com/", ""); resp.StatusCode != http.StatusNotFound {
		t.Errorf("a name under the domain that is no app's: %s, want 404", resp.Status)
	}
}

// TestAppTokenNeverReachesApp sends the app token every way it can come,
// several at once, to an app that echoes what it sees and tries to loosen
// the gateway's headers: the app never sees the token nor the replicas'
// signature header, the response keeps the gateway's Referrer-Policy and
// only the gateway sets the token's cookie.
func TestAppTokenNeverReachesApp(t *testing.T) {
	warm(t, wasmrt.Python)
	s := newAppServer(t, Options{})
	run(t, s.cs, "python", `
import json
def echo(environ, start_response):
    seen = {k: v for k, v in environ.items() if isinstance(v, str)}
    start_response("200 OK", [("Content-Type", "application/json"), ("Referrer-Policy", "unsafe-url"),
        ("Set-Cookie", "sbx_app_token=chosen-by-the-app; Path=/"), ("Set-Cookie", "theme=dark; Path=/")])
    return [json.dumps(seen).encode()]
`)
	app := call[AppInfo](t, s.cs, "publish_app", args{"name": "echo", "wsgi": "__main__:echo"})
	token := s.token(t, app.SandboxID)
	ref := app.URL + "page?token=" + token + "&x=1"
	for _, tc := range []struct {
		name, method, query string
		headers             []string
	}{
		{"bearer and cookie", "GET", "", []string{"Authorization", "Bearer " + token, "Cookie", "sbx_app_token=" + token + "; theme=dark"}},
		{"query and cookie on a POST", "POST", "?token=" + token + "&x=1", []string{"Cookie", "sbx_app_token=" + token}},
		{"query and bearer on a POST", "POST", "?x=1&token=" + token, []string{"Authorization", "Bearer " + token}},
		{"query twice on a POST", "POST", "?token=" + token + "&token=" + token, nil},
		{"cookie and Referer", "GET", "", []string{"Cookie", "sbx_app_token=" + token, "Referer", ref}},
		{"bearer and Referer", "GET", "?x=1", []string{"Authorization", "Bearer " + token, "Referer", ref}},
		{"cookie twice and other headers", "GET", "", []string{"Cookie", "sbx_app_token=" + token, "Cookie", "sbx_app_token=" + token, "X-Note", "token " + token, "X-" + token, "1"}},
		{"a forwarded request", "GET", "", []string{"Authorization", "Bearer " + token, "Sbx-Forwarded", "0123abcd"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			resp, body := s.get(t, tc.method, app.URL+"path"+tc.query, "", tc.headers...)
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("%s %s", resp.Status, body)
			}
			var seen map[string]string
			if err := json.Unmarshal([]byte(body), &seen); err != nil {
				t.Fatal(err)
			}
			if strings.Contains(strings.ToLower(body), token) || seen["HTTP_SBX_FORWARDED"] != "" || seen["HTTP_AUTHORIZATION"] != "" {
				t.Errorf("the app saw %s", body)
			}
			if strings.Contains(tc.query, "x=1") && seen["QUERY_STRING"] != "x=1" {
				t.Errorf("the app's query %q, want x=1", seen["QUERY_STRING"])
			}
			if r := seen["HTTP_REFERER"]; strings.Contains(tc.name, "Referer") && r != app.URL+"page?x=1" {
				t.Errorf("the app's Referer %q, want %q", r, app.URL+"page?x=1")
			}
			if p := resp.Header.Values("Referrer-Policy"); len(p) != 1 || p[0] != "no-referrer" {
				t.Errorf("Referrer-Policy %q, want no-referrer alone", p)
			}
			wantCookies := []string{"theme=dark; Path=/"}
			if tc.method == "POST" {
				wantCookies = append(wantCookies, "sbx_app_token="+token+"; Path=/; HttpOnly; SameSite=Lax")
			}
			if c := resp.Header.Values("Set-Cookie"); !slices.Equal(c, wantCookies) {
				t.Errorf("Set-Cookie %q, want %q", c, wantCookies)
			}
		})
	}
}
