package broker

import (
	"encoding/json"
	"net/http"
	"net/url"
	"slices"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
)

// CanonicalOrigin returns the web origin s (https://app.example.com[:port])
// in the form browsers send in Origin: lower case, without a default port
// or a trailing slash. ok is false when s is not an origin: a scheme,
// ://, a host, an optional port and nothing else.
func CanonicalOrigin(s string) (origin string, ok bool) {
	u, err := url.Parse(strings.TrimSuffix(s, "/"))
	if err != nil || u.Scheme == "" || u.Host == "" || u.Opaque != "" || u.User != nil ||
		u.Path != "" || u.RawQuery != "" || u.Fragment != "" || u.Hostname() == "" {
		return "", false
	}
	scheme := strings.ToLower(u.Scheme)
	return scheme + "://" + withoutDefaultPort(scheme, strings.ToLower(u.Host)), true
}

// withoutDefaultPort drops scheme's default port from host[:port].
func withoutDefaultPort(scheme, host string) string {
	port := map[string]string{"http": ":80", "https": ":443"}[scheme]
	if port != "" {
		return strings.TrimSuffix(host, port)
	}
	return host
}

// checkOrigin answers 403 to a request a web page of a foreign origin
// makes, as the MCP transport requires: without it any page the user
// visits could drive the sandboxes of a server on their machine. A request
// without Origin (a program, not a browser) passes, as do the server's own
// origin (that of the Host the request names) and the origins in allowed,
// which are canonical.
func checkOrigin(allowed []string, h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		origin := r.Header.Get("Origin")
		if origin == "" || sameOrigin(origin, r.Host) || allowedOrigin(allowed, origin) {
			h.ServeHTTP(w, r)
			return
		}
		writeRPCError(w, http.StatusForbidden, nil, jsonrpc.CodeInvalidRequest,
			"a web page of origin "+origin+" may not call this server; its operator can allow the origin in server.allowed_origins")
	})
}

// sameOrigin reports whether origin is that of a page served at host.
func sameOrigin(origin, host string) bool {
	o, ok := CanonicalOrigin(origin)
	if !ok {
		return false
	}
	scheme, oHost, _ := strings.Cut(o, "://")
	return oHost == withoutDefaultPort(scheme, strings.ToLower(host))
}

// allowedOrigin reports whether origin is one of allowed.
func allowedOrigin(allowed []string, origin string) bool {
	o, ok := CanonicalOrigin(origin)
	return ok && slices.Contains(allowed, o)
}

// writeRPCError answers an HTTP request with status and a JSON-RPC error
// answering the request id (nil: null, when it answers no request).
func writeRPCError(w http.ResponseWriter, status int, id json.RawMessage, code int, message string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	w.Write(append(errorResponse(id, code, message), '\n'))
}
