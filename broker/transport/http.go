package transport

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"slices"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
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

// CheckOrigin answers 403 to a request a web page of a foreign origin
// makes, as the MCP transport requires: without it any page the user
// visits could drive the sandboxes of a server on their machine. A request
// without Origin (a program, not a browser) passes, as do the server's own
// origin (that of the Host the request names) and the origins in allowed,
// which are canonical.
//
// A page of an allowed origin gets CORS: its preflight is answered (before
// any authentication, as browsers send none with it), and every answer
// names the origin, allows credentials and exposes the session's headers.
func CheckOrigin(allowed []string, h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		origin := r.Header.Get("Origin")
		if origin == "" || sameOrigin(origin, r.Host) {
			h.ServeHTTP(w, r)
			return
		}
		if allowedOrigin(allowed, origin) {
			hd := w.Header()
			hd.Add("Vary", "Origin")
			hd.Set("Access-Control-Allow-Origin", origin)
			hd.Set("Access-Control-Allow-Credentials", "true")
			if r.Method == http.MethodOptions && r.Header.Get("Access-Control-Request-Method") != "" {
				hd.Set("Access-Control-Allow-Methods", "GET, POST, DELETE, OPTIONS")
				hd.Set("Access-Control-Allow-Headers", corsHeaders)
				hd.Set("Access-Control-Max-Age", "600")
				w.WriteHeader(http.StatusNoContent)
				return
			}
			hd.Set("Access-Control-Expose-Headers", "Mcp-Session-Id, Mcp-Protocol-Version, WWW-Authenticate")
			h.ServeHTTP(w, r)
			return
		}
		WriteRPCError(w, http.StatusForbidden, nil, jsonrpc.CodeInvalidRequest,
			"a web page of origin "+origin+" may not call this server; its operator can allow the origin in server.allowed_origins")
	})
}

// corsHeaders are the request headers a page of an allowed origin may send.
const corsHeaders = "Authorization, Content-Type, Accept, Mcp-Session-Id, Mcp-Protocol-Version, Last-Event-ID"

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

// WriteRPCError answers an HTTP request with status and a JSON-RPC error
// answering the request id (nil: null, when it answers no request).
func WriteRPCError(w http.ResponseWriter, status int, id json.RawMessage, code int, message string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	w.Write(append(errorResponse(id, code, message), '\n'))
}

// Versions are the protocol versions initialize negotiates, newest first.
var Versions = []string{"2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"}

// RPCPOST gives the POSTs of the streamable HTTP transport the JSON-RPC
// answers the go-sdk's handler does not (modelcontextprotocol/go-sdk#976):
//   - a POST without Mcp-Session-Id that is not an initialize request gets
//     400 and a JSON-RPC error, where the go-sdk would start a session
//     that knows no client and answer with error code 0;
//   - a body that is not JSON gets 400 and -32700, a parse error;
//   - a request for a method the server does not have gets JSON-RPC's
//     -32601 (HTTP 200, as for any other error of a call; 404 would tell
//     the client its session is gone), a notification of one 202;
//   - an unsupported Mcp-Protocol-Version is answered naming the versions
//     initialize negotiates (Versions), where the go-sdk lists others too;
//   - any other refusal the go-sdk words as plain text becomes a JSON-RPC
//     error with the same status.
//
// Requests of protocol versions from 2026-07-28, which have no sessions,
// and server/discover, which asks which versions the server has, go to
// the go-sdk untouched: it tells their clients to fall back.
func RPCPOST(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			h.ServeHTTP(w, r)
			return
		}
		// The go-sdk bounds the body; past the bound it is passed on whole.
		body, _ := io.ReadAll(io.LimitReader(r.Body, mcp.DefaultMaxRequestBodyBytes+1))
		r.Body = readCloser{io.MultiReader(bytes.NewReader(body), r.Body), r.Body}
		if len(body) <= mcp.DefaultMaxRequestBodyBytes && !json.Valid(body) {
			WriteRPCError(w, http.StatusBadRequest, nil, jsonrpc.CodeParseError, "the body is not JSON; a POST holds one JSON-RPC message")
			return
		}
		p := peekPOST(body)
		if p.sessionless(r) {
			WriteRPCError(w, http.StatusBadRequest, p.id, jsonrpc.CodeInvalidRequest,
				"the request has no Mcp-Session-Id header; send initialize first, then the Mcp-Session-Id its answer carries with every request")
			return
		}
		rw := &plainErrors{ResponseWriter: w}
		h.ServeHTTP(rw, r)
		if rw.status == 0 {
			return
		}
		text := strings.TrimSpace(rw.text.String())
		unknown := strings.HasPrefix(text, "JSON RPC not handled")
		switch {
		case unknown && p.one && p.id == nil:
			w.WriteHeader(http.StatusAccepted)
		case unknown && p.id != nil:
			WriteRPCError(w, http.StatusOK, p.id, jsonrpc.CodeMethodNotFound, fmt.Sprintf("method %q not found", p.method))
		case strings.Contains(text, "Unsupported protocol version"):
			// The go-sdk lists versions initialize does not negotiate.
			WriteRPCError(w, rw.status, p.id, jsonrpc.CodeInvalidRequest, fmt.Sprintf(
				"unsupported protocol version %q in Mcp-Protocol-Version: this server negotiates %s; send the version initialize answered",
				r.Header.Get("Mcp-Protocol-Version"), strings.Join(Versions, ", ")))
		default:
			WriteRPCError(w, rw.status, p.id, jsonrpc.CodeInvalidRequest, text)
		}
	})
}

// posted is what RPCPOST needs of a POST's body: one message's id, method
// and protocol version, when it holds one message.
type posted struct {
	id      json.RawMessage // nil: none, or not one message
	method  string
	version string // from the message's _meta
	one     bool
}

// peekPOST reads a POST's body as one JSON-RPC message.
func peekPOST(body []byte) posted {
	var fields map[string]json.RawMessage
	if json.Unmarshal(body, &fields) != nil || fields == nil {
		return posted{}
	}
	p := posted{one: true}
	json.Unmarshal(fields["method"], &p.method)
	if _, ok := messageID(fields["id"]); ok {
		p.id = fields["id"]
	}
	var params struct {
		Meta map[string]any `json:"_meta"`
	}
	json.Unmarshal(fields["params"], &params) // absent, or not an object: no _meta
	p.version, _ = params.Meta[mcp.MetaKeyProtocolVersion].(string)
	return p
}

// sessionless reports whether r needs a session it does not name.
func (p posted) sessionless(r *http.Request) bool {
	if r.Header.Get("Mcp-Session-Id") != "" || p.version != "" || r.Header.Get("Mcp-Protocol-Version") >= "2026-07-28" {
		return false
	}
	return !p.one || p.method != "initialize" && p.method != "server/discover"
}

// plainErrors holds back the plain-text error responses of the go-sdk's
// handler, for RPCPOST to answer in JSON-RPC; everything else goes
// through.
type plainErrors struct {
	http.ResponseWriter
	status int // of the error held back; 0 when none
	text   strings.Builder
}

// WriteHeader implements http.ResponseWriter.
func (w *plainErrors) WriteHeader(status int) {
	if status >= 400 && strings.HasPrefix(w.Header().Get("Content-Type"), "text/plain") {
		w.status = status
		return
	}
	w.ResponseWriter.WriteHeader(status)
}

// Write implements http.ResponseWriter.
func (w *plainErrors) Write(p []byte) (int, error) {
	if w.status != 0 {
		return w.text.Write(p)
	}
	return w.ResponseWriter.Write(p)
}

// Unwrap gives http.ResponseController the response underneath.
func (w *plainErrors) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// readCloser is a request body read from r and closed by c.
type readCloser struct {
	io.Reader
	io.Closer
}
