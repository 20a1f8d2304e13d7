package transport

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestCanonicalOrigin(t *testing.T) {
	for _, tc := range []struct {
		in, want string
		ok       bool
	}{
		{"https://App.Example.com", "https://app.example.com", true},
		{"https://app.example.com:443/", "https://app.example.com", true},
		{"http://localhost:80", "http://localhost", true},
		{"http://localhost:8080", "http://localhost:8080", true},
		{"https://app.example.com:80", "https://app.example.com:80", true},
		{"app.example.com", "", false},
		{"https://app.example.com/path", "", false},
		{"https://user@app.example.com", "", false},
		{"https://app.example.com?q=1", "", false},
		{"null", "", false},
	} {
		if got, ok := CanonicalOrigin(tc.in); got != tc.want || ok != tc.ok {
			t.Errorf("CanonicalOrigin(%q) = %q, %v; want %q, %v", tc.in, got, ok, tc.want, tc.ok)
		}
	}
}

// TestCheckOrigin checks which Origin headers CheckOrigin lets through:
// none, the server's own (the Host asked for) and the allowed ones.
func TestCheckOrigin(t *testing.T) {
	h := CheckOrigin([]string{"https://app.example.com"}, http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {}))
	for _, tc := range []struct {
		host, origin string
		status       int
	}{
		{"sbx.test:8080", "", http.StatusOK},
		{"sbx.test:8080", "http://sbx.test:8080", http.StatusOK},
		{"sbx.test", "http://sbx.test:80", http.StatusOK},
		{"sbx.test:8080", "https://app.example.com:443", http.StatusOK},
		{"sbx.test:8080", "http://sbx.test:1", http.StatusForbidden},
		{"sbx.test:8080", "http://app.example.com", http.StatusForbidden},
		{"sbx.test:8080", "null", http.StatusForbidden},
	} {
		r := httptest.NewRequest(http.MethodPost, "http://"+tc.host+"/mcp", nil)
		if tc.origin != "" {
			r.Header.Set("Origin", tc.origin)
		}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		if w.Code != tc.status {
			t.Errorf("Host %s, Origin %q: %d, want %d", tc.host, tc.origin, w.Code, tc.status)
		}
	}
}

// A page of an allowed origin can call the server from a browser: its
// preflight is answered without credentials, and answers name the origin
// and expose the session id; a foreign origin's preflight is refused.
func TestCORS(t *testing.T) {
	reached := false
	h := CheckOrigin([]string{"https://app.example.com"}, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		reached = true
		w.Header().Set("Mcp-Session-Id", "s1")
	}))
	for _, tc := range []struct {
		name, method, origin string
		status               int
		allow, expose        string
		reached              bool
	}{
		{"preflight", http.MethodOptions, "https://app.example.com", http.StatusNoContent, "https://app.example.com", "", false},
		{"call", http.MethodPost, "https://app.example.com", http.StatusOK, "https://app.example.com", "Mcp-Session-Id", true},
		{"foreign preflight", http.MethodOptions, "https://evil.example", http.StatusForbidden, "", "", false},
		{"foreign call", http.MethodPost, "https://evil.example", http.StatusForbidden, "", "", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			reached = false
			r := httptest.NewRequest(tc.method, "http://sbx.test:8080/mcp", nil)
			r.Header.Set("Origin", tc.origin)
			if tc.method == http.MethodOptions {
				r.Header.Set("Access-Control-Request-Method", "POST")
				r.Header.Set("Access-Control-Request-Headers", "authorization, content-type, mcp-session-id")
			}
			w := httptest.NewRecorder()
			h.ServeHTTP(w, r)
			hd := w.Header()
			if w.Code != tc.status || hd.Get("Access-Control-Allow-Origin") != tc.allow || reached != tc.reached ||
				!strings.Contains(hd.Get("Access-Control-Expose-Headers"), tc.expose) {
				t.Fatalf("%d, headers %v, handler reached %v", w.Code, hd, reached)
			}
			if tc.method == http.MethodOptions && tc.allow != "" &&
				(!strings.Contains(hd.Get("Access-Control-Allow-Headers"), "Mcp-Session-Id") || hd.Get("Access-Control-Allow-Credentials") != "true") {
				t.Fatalf("preflight headers %v", hd)
			}
		})
	}
}
