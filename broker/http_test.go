package broker

import (
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// initialize is an initialize request at protocol version 2025-11-25.
const initialize = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}`

// post sends one JSON-RPC body to endpoint as a streamable HTTP client
// does, with the extra headers given (name, value, ...), and returns the
// response and its body.
func post(t *testing.T, endpoint, body string, headers ...string) (*http.Response, string) {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, endpoint, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	return resp, string(data)
}

// serveConfig starts `sbx serve --http` on loopback without identity,
// with the configuration file text, and returns its endpoint.
func serveConfig(t *testing.T, config string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "sbx.toml")
	if err := os.WriteFile(path, []byte(config), 0o600); err != nil {
		t.Fatal(err)
	}
	endpoint, _ := startHTTP(t, sbxBinary(t), "--insecure-no-auth", "--data-dir", t.TempDir(), "--config", path)
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
