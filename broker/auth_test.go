package broker

import (
	"context"
	"crypto/sha256"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/broker/sessions"
)

// Tokens of the test users.
const (
	aliceToken = "alice-0123456789abcdef"
	bobToken   = "bob-0123456789abcdef"
)

// headerTransport adds headers to every request.
type headerTransport map[string]string

func (h headerTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	for k, v := range h {
		r.Header.Set(k, v)
	}
	return http.DefaultTransport.RoundTrip(r)
}

// testAuth knows alice and bob by token.
func testAuth(proxies ...netip.Prefix) *Auth {
	return &Auth{
		Tokens: []Token{
			{User: "alice", SHA256: sha256.Sum256([]byte(aliceToken))},
			{User: "bob", SHA256: sha256.Sum256([]byte(bobToken))},
		},
		TrustedProxies: proxies,
	}
}

// httpConnect connects to endpoint sending headers, or fails the test.
func httpConnect(t *testing.T, endpoint string, headers headerTransport) *mcp.ClientSession {
	t.Helper()
	cs, err := httpTry(endpoint, headers)
	if err != nil {
		t.Fatalf("connect with %v: %v", headers, err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

func httpTry(endpoint string, headers headerTransport) (*mcp.ClientSession, error) {
	return mcp.NewClient(&mcp.Implementation{Name: "sbx-test", Version: "1"}, nil).Connect(context.Background(),
		&mcp.StreamableClientTransport{Endpoint: endpoint, HTTPClient: &http.Client{Transport: headers}}, nil)
}

func bearer(token string) headerTransport { return headerTransport{"Authorization": "Bearer " + token} }

func TestAuthHTTP(t *testing.T) {
	b := newBroker(t, Options{Auth: testAuth(netip.MustParsePrefix("127.0.0.1/32"))})
	// The same handler seen from a trusted proxy (loopback) and from elsewhere.
	h := b.Handler()
	proxied := httptest.NewServer(h)
	t.Cleanup(proxied.Close)
	direct := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		r.RemoteAddr = "192.0.2.10:5555"
		h.ServeHTTP(w, r)
	}))
	t.Cleanup(direct.Close)

	for _, c := range []struct {
		name    string
		headers headerTransport
		want    string
	}{
		{"no token", nil, "needs a bearer token"},
		{"wrong token", bearer("not-a-token-of-anyone"), "not valid"},
		{"basic auth", headerTransport{"Authorization": "Basic YWxpY2U6eA=="}, "needs a bearer token"},
		{"user header from an untrusted address", headerTransport{"X-User-Id": "alice"}, "needs a bearer token"},
	} {
		t.Run(c.name, func(t *testing.T) {
			req, _ := http.NewRequest(http.MethodPost, direct.URL, strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"ping"}`))
			for k, v := range c.headers {
				req.Header.Set(k, v)
			}
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			body := make([]byte, 512)
			n, _ := resp.Body.Read(body)
			resp.Body.Close()
			if resp.StatusCode != http.StatusUnauthorized || !strings.HasPrefix(resp.Header.Get("WWW-Authenticate"), "Bearer") || !strings.Contains(string(body[:n]), c.want) {
				t.Errorf("status %d, WWW-Authenticate %q, body %q; want 401 saying %q", resp.StatusCode, resp.Header.Get("WWW-Authenticate"), body[:n], c.want)
			}
			if _, err := httpTry(direct.URL, c.headers); err == nil {
				t.Error("an MCP client connected")
			}
		})
	}

	t.Run("proxy without a user", func(t *testing.T) {
		if _, err := httpTry(proxied.URL, nil); err == nil {
			t.Error("a request from the proxy naming no user connected")
		}
	})

	t.Run("users are who their connection says", func(t *testing.T) {
		alice := httpConnect(t, direct.URL, bearer(aliceToken))
		viaProxy := httpConnect(t, proxied.URL, headerTransport{"X-User-Id": "carol", "Authorization": "Bearer " + aliceToken})
		for _, c := range []struct {
			cs   *mcp.ClientSession
			user string
		}{{alice, "alice"}, {viaProxy, "carol"}} {
			run(t, c.cs, "python", "1")
			if got := b.sessions.List(mustSession(t, b, c.user))[0].Owner(); got != c.user {
				t.Errorf("sandbox owner %q, want %q", got, c.user)
			}
		}
	})
}

// mustSession finds the server session of user's only connection.
func mustSession(t *testing.T, b *Broker, user string) *mcp.ServerSession {
	t.Helper()
	for ss := range b.server.Sessions() {
		if b.sessions.User(ss) == user {
			return ss
		}
	}
	t.Fatalf("no connection of %s", user)
	return nil
}

// TestUsersApart checks that one user cannot list, read, run in or destroy
// another's sandbox, even knowing its id, nor take over their session.
func TestUsersApart(t *testing.T) {
	b := newBroker(t, Options{Auth: testAuth()})
	srv := httptest.NewServer(b.Handler())
	t.Cleanup(srv.Close)
	alice := httpConnect(t, srv.URL, bearer(aliceToken))
	bob := httpConnect(t, srv.URL, bearer(bobToken))

	box := call[SandboxInfo](t, alice, "create_sandbox", nil)
	call[WriteFileOutput](t, alice, "write_file", args{"path": "secret.txt", "content": "alice's", "sandbox_id": box.SandboxID})
	out := call[PresentOutputOutput](t, alice, "present_output", args{"path": "secret.txt", "sandbox_id": box.SandboxID})

	id := box.SandboxID
	guessed := sessions.IDPrefix + "0000000000000000"
	for _, target := range []string{id, guessed} {
		for _, c := range []struct {
			tool string
			args args
		}{
			{"get_sandbox_status", args{}},
			{"run_code", args{"language": "python", "code": "print(open('secret.txt').read())"}},
			{"run_command", args{"command": "cat secret.txt"}},
			{"read_file", args{"path": "secret.txt"}},
			{"list_files", args{}},
			{"write_file", args{"path": "x", "content": "y"}},
			{"destroy_sandbox", args{}},
		} {
			c.args["sandbox_id"] = target
			msg := callErr(t, bob, c.tool, c.args)
			if !strings.Contains(msg, "not found") || strings.Contains(msg, "alice") || strings.Contains(msg, "forbidden") {
				t.Errorf("bob's %s on %s: %q; want not found", c.tool, target, msg)
			}
		}
	}
	if _, err := bob.ReadResource(context.Background(), &mcp.ReadResourceParams{URI: out.URI}); err == nil || !strings.Contains(err.Error(), "not found") {
		t.Errorf("bob read alice's output: %v", err)
	}
	list, err := bob.ListResources(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range list.Resources {
		if strings.Contains(r.URI, id) {
			t.Errorf("bob's resources/list has alice's %s", r.URI)
		}
	}
	if st := call[ServerStatus](t, bob, "sandbox_status", nil); st.Sandboxes != 0 {
		t.Errorf("bob sees %d sandboxes", st.Sandboxes)
	}
	// alice's sandbox is untouched
	if got := call[ReadFileOutput](t, alice, "read_file", args{"path": "secret.txt", "sandbox_id": id}); got.Content != "alice's" {
		t.Errorf("alice reads %q", got.Content)
	}

	// bob cannot use alice's session id, even with his own valid token
	req, _ := http.NewRequest(http.MethodPost, srv.URL, strings.NewReader(`{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"get_sandbox_status","arguments":{}}}`))
	req.Header.Set("Authorization", "Bearer "+bobToken)
	req.Header.Set("Mcp-Session-Id", alice.ID())
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusForbidden {
		t.Errorf("bob on alice's session: status %d, want 403", resp.StatusCode)
	}
}
