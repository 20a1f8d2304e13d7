package broker

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/broker/transport"
	"github.com/sbx-sandbox/sbx/internal/sbxtest"
)

// initialize is an initialize request at protocol version 2025-11-25.
const initialize = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}`

// post sends one JSON-RPC body to endpoint as a streamable HTTP client
// does, with the extra headers given (name, value, ...), and returns the
// response and its body.
func post(t *testing.T, endpoint, body string, headers ...string) (*http.Response, string) {
	t.Helper()
	resp := send(t, http.MethodPost, endpoint, strings.NewReader(body),
		slices.Concat([]string{"Content-Type", "application/json", "Accept", "application/json, text/event-stream"}, headers)...)
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	return resp, string(data)
}

// send makes one HTTP request with the headers given (name, value, ...).
func send(t *testing.T, method, endpoint string, body io.Reader, headers ...string) *http.Response {
	t.Helper()
	req, err := http.NewRequest(method, endpoint, body)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	return resp
}

// serveConfig starts `sbx serve --http` on loopback without identity,
// with the configuration file text, and returns its endpoint.
func serveConfig(t *testing.T, config string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "sbx.toml")
	if err := os.WriteFile(path, []byte(config), 0o600); err != nil {
		t.Fatal(err)
	}
	endpoint, _ := startHTTP(t, sbxtest.Binary(t), "--insecure-no-auth", "--data-dir", t.TempDir(), "--config", path)
	return endpoint
}

// TestHTTPOrigin checks that sbx serve --http refuses, with 403, the
// requests of web pages from origins other than its own and those the
// operator allows, and serves programs, which send no Origin.
func TestHTTPOrigin(t *testing.T) {
	endpoint := serveConfig(t, "[server]\nallowed_origins = [\"https://App.example.com:443/\"]\n")
	u, _ := url.Parse(endpoint)
	for _, tc := range []struct {
		name, origin string
		status       int
	}{
		{"no origin", "", http.StatusOK},
		{"same origin", "http://" + u.Host, http.StatusOK},
		{"allowed", "https://app.example.com", http.StatusOK},
		{"foreign", "http://evil.example.com", http.StatusForbidden},
		{"allowed host, other scheme", "http://app.example.com", http.StatusForbidden},
		{"same host, other port", "http://" + u.Hostname() + ":1", http.StatusForbidden},
		{"opaque", "null", http.StatusForbidden},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var headers []string
			if tc.origin != "" {
				headers = []string{"Origin", tc.origin}
			}
			resp, body := post(t, endpoint, initialize, headers...)
			if resp.StatusCode != tc.status {
				t.Fatalf("Origin %q: HTTP %d %s; want %d", tc.origin, resp.StatusCode, body, tc.status)
			}
			if tc.status == http.StatusForbidden {
				var e rpcError
				if err := json.Unmarshal([]byte(body), &e); err != nil || e.Error.Code != -32600 || !strings.Contains(e.Error.Message, "server.allowed_origins") {
					t.Fatalf("403 body %s; want a JSON-RPC error naming server.allowed_origins", body)
				}
			}
		})
	}
}

// TestHTTPErrors checks that sbx serve --http answers the POSTs it refuses
// with JSON-RPC errors: -32601 for a method it does not have, and 400 for
// a request without the session initialize started.
func TestHTTPErrors(t *testing.T) {
	endpoint := serveConfig(t, "")
	resp, body := post(t, endpoint, initialize)
	session := resp.Header.Get("Mcp-Session-Id")
	if resp.StatusCode != http.StatusOK || session == "" {
		t.Fatalf("initialize: HTTP %d, Mcp-Session-Id %q: %s", resp.StatusCode, session, body)
	}
	inSession := []string{"Mcp-Session-Id", session, "Mcp-Protocol-Version", "2025-11-25"}
	if resp, body := post(t, endpoint, `{"jsonrpc":"2.0","method":"notifications/initialized"}`, inSession...); resp.StatusCode != http.StatusAccepted {
		t.Fatalf("notifications/initialized: HTTP %d %s", resp.StatusCode, body)
	}
	for _, tc := range []struct {
		name, body string
		headers    []string
		status     int
		code       int    // 0: no body
		id, want   string // the error's id and part of its message
	}{
		{"unknown method", `{"jsonrpc":"2.0","id":2,"method":"sandbox/explode"}`, inSession, http.StatusOK, -32601, "2", `"sandbox/explode" not found`},
		{"unknown notification", `{"jsonrpc":"2.0","method":"notifications/explode"}`, inSession, http.StatusAccepted, 0, "", ""},
		{"no session id", `{"jsonrpc":"2.0","id":3,"method":"tools/list"}`, nil, http.StatusBadRequest, -32600, "3", "no Mcp-Session-Id header"},
		{"no session id, notification", `{"jsonrpc":"2.0","method":"notifications/initialized"}`, nil, http.StatusBadRequest, -32600, "null", "no Mcp-Session-Id header"},
		{"unknown session id", `{"jsonrpc":"2.0","id":4,"method":"tools/list"}`, []string{"Mcp-Session-Id", "NOSUCHSESSION"}, http.StatusNotFound, -32600, "4", "session not found"},
		{"malformed", `{"jsonrpc":"2.0","id":5,"method":"tools/list"`, inSession, http.StatusBadRequest, -32700, "null", "Parse error: the body is not JSON"},
		{"malformed, no session", `nonsense`, nil, http.StatusBadRequest, -32700, "null", "Parse error: the body is not JSON"},
		{"not a message", `[]`, inSession, http.StatusBadRequest, -32600, "null", "malformed payload"},
		{"unsupported version", `{"jsonrpc":"2.0","id":7,"method":"ping"}`, []string{"Mcp-Session-Id", session, "Mcp-Protocol-Version", "1999-01-01"}, http.StatusBadRequest, -32600, "7",
			`"1999-01-01" in Mcp-Protocol-Version: this server negotiates 2025-11-25, 2025-06-18, 2025-03-26, 2024-11-05;`},
		{"still served", `{"jsonrpc":"2.0","id":6,"method":"ping"}`, inSession, http.StatusOK, 0, "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			resp, body := post(t, endpoint, tc.body, tc.headers...)
			if resp.StatusCode != tc.status {
				t.Fatalf("HTTP %d %s; want %d", resp.StatusCode, body, tc.status)
			}
			if tc.code == 0 {
				return
			}
			var e rpcError
			if ct := resp.Header.Get("Content-Type"); ct != "application/json" {
				t.Errorf("Content-Type %q, want application/json", ct)
			}
			if err := json.Unmarshal([]byte(body), &e); err != nil || e.Error.Code != tc.code || string(e.ID) != tc.id || !strings.Contains(e.Error.Message, tc.want) {
				t.Fatalf("answered %s; want error %d, id %s, message with %q", body, tc.code, tc.id, tc.want)
			}
		})
	}
}

// TestNegotiatedVersions checks transport.Versions, which the errors
// name: initialize at each of them negotiates it, and at a later or an
// unknown version negotiates the newest of them.
func TestNegotiatedVersions(t *testing.T) {
	endpoint := serveConfig(t, "")
	cases := []struct{ asked, got string }{{"2026-07-28", transport.Versions[0]}, {"2099-01-01", transport.Versions[0]}}
	for _, v := range transport.Versions {
		cases = append(cases, struct{ asked, got string }{v, v})
	}
	for _, tc := range cases {
		_, body := post(t, endpoint, strings.Replace(initialize, "2025-11-25", tc.asked, 1))
		if want := `"protocolVersion":"` + tc.got + `"`; !strings.Contains(body, want) {
			t.Errorf("initialize at %s answered %.200s; want %s", tc.asked, body, want)
		}
	}
}

// TestPresentOutputVersions checks present_output against the protocol
// version a client negotiated over sbx serve --http: clients from before
// 2025-06-18, which reject resource_link content, get the link as text;
// later ones get the resource_link. Each client hears that its resource
// list changed, and reads the output.
func TestPresentOutputVersions(t *testing.T) {
	endpoint := serveConfig(t, "")
	for _, tc := range []struct {
		version string
		link    bool
	}{
		{"2024-11-05", false},
		{"2025-03-26", false},
		{"2025-06-18", true},
		{"2025-11-25", true},
	} {
		t.Run(tc.version, func(t *testing.T) {
			changed := make(chan struct{}, 1)
			cs, err := newClient(&mcp.ClientOptions{ResourceListChangedHandler: func(context.Context, *mcp.ResourceListChangedRequest) {
				changed <- struct{}{}
			}}).Connect(context.Background(), &mcp.StreamableClientTransport{Endpoint: endpoint}, &mcp.ClientSessionOptions{ProtocolVersion: tc.version})
			if err != nil {
				t.Fatal(err)
			}
			defer cs.Close()
			if got := cs.InitializeResult().ProtocolVersion; got != tc.version {
				t.Fatalf("negotiated %s, want %s", got, tc.version)
			}
			call[WriteFileOutput](t, cs, "write_file", args{"path": "report.md", "content": "# done\n"})
			res := callTool(t, cs, "present_output", args{"path": "report.md"})
			out := structured[PresentOutputOutput](t, res)
			var links int
			for _, c := range res.Content {
				switch c := c.(type) {
				case *mcp.ResourceLink:
					links++
				case *mcp.TextContent:
					mustContain(t, c.Text, out.URI)
				default:
					t.Errorf("content %T", c)
				}
			}
			if (links == 1) != tc.link || links > 1 {
				t.Errorf("%d resource_link contents, want link %v", links, tc.link)
			}
			select {
			case <-changed:
			case <-time.After(10 * time.Second):
				t.Error("no notifications/resources/list_changed after present_output")
			}
			read, err := cs.ReadResource(context.Background(), &mcp.ReadResourceParams{URI: out.URI})
			if err != nil || len(read.Contents) != 1 || read.Contents[0].Text != "# done\n" {
				t.Fatalf("resources/read %s: %v %v", out.URI, read, err)
			}
		})
	}
}
