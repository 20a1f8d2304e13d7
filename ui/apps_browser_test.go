package ui

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/sbx-sandbox/sbx/fallback/tiers"
)

// TestAppsBrowser publishes what an agent built through a real `sbx serve
// --http` and opens it in Chromium (dashboard/testdata/apps.mjs): a page
// with a script and a stylesheet through ?token= and then the cookie
// alone, 401 without the token, a WSGI app answering JSON computed in the
// sandbox's kernel (run_code then sees the state it changed), and, where
// Docker runs, python3 -m http.server in a Docker sandbox through
// expose_port. The agent is an MCP client over streamable HTTP; the
// tokens come from `sbx apps --tokens`, as the operator gets them.
// Without Chromium or node_modules it skips, or fails when
// SBX_REQUIRE_BROWSER is set; without Docker the Docker part skips, or
// fails when SBX_REQUIRE_ENGINES is set (as CI sets both).
func TestAppsBrowser(t *testing.T) {
	chromium, node := needBrowser(t)
	docker := dockerUsable()
	if docker != "" && os.Getenv("SBX_REQUIRE_ENGINES") != "" {
		t.Fatalf("%s (SBX_REQUIRE_ENGINES is set)", docker)
	}
	tmp := t.TempDir()
	bin := filepath.Join(tmp, "sbx")
	gorun(t, "build", "-o", bin, "../cmd/sbx")
	base, sbxLog := serve(t, bin, tmp)
	ctx := context.Background()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "agent", Version: "1"}, nil).
		Connect(ctx, &mcp.StreamableClientTransport{Endpoint: base.String() + "/mcp"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	agent := func(tool string, args map[string]any) map[string]any {
		t.Helper()
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: tool, Arguments: args})
		if err != nil || res.IsError {
			t.Fatalf("%s: %v %+v\nsbx serve's log:\n%s", tool, err, res, sbxLog())
		}
		var out map[string]any
		data, _ := json.Marshal(res.StructuredContent)
		json.Unmarshal(data, &out)
		return out
	}

	for path, content := range map[string]string{
		"site/index.html": `<!doctype html><title>report</title><link rel="icon" href="data:,"><link rel="stylesheet" href="/assets/style.css">` +
			`<h1>Sales report</h1><script src="/assets/app.js"></script>`,
		"site/assets/style.css": `h1 { color: rgb(12, 34, 56) }`,
		"site/assets/app.js":    `document.body.dataset.script = "ran " + (6 * 7);`,
	} {
		agent("write_file", map[string]any{"path": path, "content": content})
	}
	agent("publish_app", map[string]any{"name": "report", "path": "site"})
	agent("run_code", map[string]any{"language": "python", "code": `
import json
visits = 0
def api(environ, start_response):
    global visits
    if environ["PATH_INFO"] == "/":  # not /favicon.ico, which browsers ask for too
        visits += 1
    start_response("200 OK", [("Content-Type", "application/json")])
    return [json.dumps({"visits": visits, "total": sum(range(101))}).encode()]
`})
	agent("publish_app", map[string]any{"name": "api", "wsgi": "__main__:api"})
	if docker == "" {
		id := agent("create_sandbox", map[string]any{"provider": "docker"})["sandbox_id"].(string)
		agent("write_file", map[string]any{"path": "index.html", "content": `<link rel="icon" href="data:,"><p>served by python3 -m http.server</p>`, "sandbox_id": id})
		started := agent("run_command", map[string]any{"sandbox_id": id, "timeout_seconds": 30,
			"command": "(python3 -m http.server 8000 >/tmp/http.log 2>&1 &); for i in $(seq 100); do python3 -c 'import socket; socket.create_connection((\"localhost\", 8000))' 2>/dev/null && exit 0; sleep 0.1; done; exit 1"})
		if started["exit_code"].(float64) != 0 {
			t.Fatalf("http.server did not start: %v", started)
		}
		agent("expose_port", map[string]any{"name": "files", "internal_port": 8000, "sandbox_id": id})
	} else {
		t.Logf("the Docker part is skipped: %s", docker)
	}

	urls := map[string]string{}
	out, err := exec.Command(bin, "apps", "--tokens", "--data-dir", filepath.Join(tmp, "data")).Output()
	if err != nil {
		t.Fatalf("sbx apps: %v", err)
	}
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		open := strings.Fields(sc.Text())[0]
		name, _, _ := strings.Cut(strings.TrimPrefix(open, "http://"), ".")
		key := map[string]string{"report": "site", "api": "api", "files": "port"}[name]
		if key != "" {
			urls[key+"Open"], urls[key] = open, strings.Split(open, "?")[0]
		}
	}
	if urls["site"] == "" || urls["api"] == "" {
		t.Fatalf("sbx apps --tokens printed:\n%s", out)
	}

	arg, _ := json.Marshal(urls)
	cmd := exec.Command(node, "dashboard/testdata/apps.mjs", string(arg))
	cmd.Env = append(os.Environ(), "CHROMIUM="+chromium)
	cmd.Stderr = os.Stderr
	report, err := cmd.Output()
	if err != nil {
		t.Fatalf("apps.mjs: %v\n%s\nsbx serve's log:\n%s", err, report, sbxLog())
	}
	type view struct {
		Status    int    `json:"status"`
		URL       string `json:"url"`
		Text      string `json:"text"`
		Script    string `json:"script"`
		Color     string `json:"color"`
		Responses []struct {
			URL    string `json:"url"`
			Status int    `json:"status"`
			Type   string `json:"type"`
		} `json:"responses"`
	}
	var seen struct {
		NoToken, WithToken, WithCookie, Stranger view
		API, Port                                []view
		Cookies                                  []struct {
			Name, Domain, SameSite string
			HTTPOnly               bool `json:"httpOnly"`
		}
		Console []string
	}
	if err := json.Unmarshal(report, &seen); err != nil {
		t.Fatalf("apps.mjs printed %s: %v", report, err)
	}
	for _, m := range seen.Console {
		if !strings.Contains(m, "401") { // the refused visits log their status
			t.Errorf("console: %s", m)
		}
	}
	for name, v := range map[string]view{"without the token": seen.NoToken, "from another browser": seen.Stranger} {
		if v.Status != 401 || strings.Contains(v.Text, "Sales report") {
			t.Errorf("%s: %d %q, want 401 and nothing of the page", name, v.Status, v.Text)
		}
	}
	for name, v := range map[string]view{"with ?token=": seen.WithToken, "with the cookie alone": seen.WithCookie} {
		if v.Status != 200 || v.URL != urls["site"] || !strings.Contains(v.Text, "Sales report") || v.Script != "ran 42" || v.Color != "rgb(12, 34, 56)" {
			t.Errorf("%s: %d at %s, text %q, script %q, h1 color %q; want the page at the clean URL, its script run and its stylesheet applied",
				name, v.Status, v.URL, v.Text, v.Script, v.Color)
		}
		types := map[string]string{}
		for _, r := range v.Responses {
			types[r.URL[strings.LastIndex(r.URL, "/")+1:]] = fmt.Sprintf("%d %s", r.Status, r.Type)
		}
		if types["style.css"] != "200 text/css; charset=utf-8" || types["app.js"] != "200 text/javascript; charset=utf-8" {
			t.Errorf("%s: the page's assets came as %v", name, types)
		}
	}
	if len(seen.Cookies) != 1 || seen.Cookies[0].Name != "sbx_app_token" || !seen.Cookies[0].HTTPOnly || seen.Cookies[0].SameSite != "Lax" ||
		!strings.HasPrefix(seen.Cookies[0].Domain, "report.") {
		t.Errorf("cookies after ?token=: %+v; want one HttpOnly, SameSite=Lax cookie for the app's host", seen.Cookies)
	}
	for i, v := range seen.API {
		var got struct{ Visits, Total int }
		if err := json.Unmarshal([]byte(v.Text), &got); err != nil || v.Status != 200 || got.Visits != i+1 || got.Total != 5050 {
			t.Errorf("WSGI app, visit %d: %d %q", i+1, v.Status, v.Text)
		}
	}
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "run_code", Arguments: map[string]any{"language": "python", "code": "print(visits)"}})
	if err != nil || textOf(res) != "2" {
		t.Errorf("run_code after two visits to the WSGI app printed %q (%v), want 2", textOf(res), err)
	}
	if docker == "" {
		if len(seen.Port) != 2 || seen.Port[0].Status != 401 || seen.Port[1].Status != 200 || !strings.Contains(seen.Port[1].Text, "served by python3 -m http.server") {
			t.Errorf("http.server in a Docker sandbox through expose_port: %+v", seen.Port)
		}
		t.Log("python3 -m http.server in a Docker sandbox answered through expose_port")
	}
}

// dockerUsable says why no Docker sandbox can run here, or "" when one can.
func dockerUsable() string {
	p, caps, err := tiers.Open(context.Background(), "docker")
	if p != nil {
		defer p.Close()
	}
	if err == nil && caps.Available {
		return ""
	}
	return fmt.Sprintf("docker is not usable here (sandbox-image/engines.sh installs and starts it): %v", err)
}

// textOf is the stdout of a run_code result.
func textOf(res *mcp.CallToolResult) string {
	if res == nil {
		return ""
	}
	var out struct{ Stdout string }
	data, _ := json.Marshal(res.StructuredContent)
	json.Unmarshal(data, &out)
	return strings.TrimSpace(out.Stdout)
}
