package fallback

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sbx-sandbox/sbx/provider"
)

func TestEgressAllowed(t *testing.T) {
	rules := []string{"pypi.org", "*.github.com", "files.example.com:443", "10.0.0.0/8", "11.0.0.0/8", "10.1.2.3:3128", "127.0.0.1:8080", "192.0.2.1", "[2001:db8::1]:8080"}
	for _, tc := range []struct {
		host, port string
		want       bool
	}{
		{"pypi.org", "443", true},
		{"PyPI.org.", "80", true},
		{"evil-pypi.org", "443", false},
		{"pypi.org.evil.com", "443", false},
		{"api.github.com", "443", true},
		{"a.b.github.com", "80", true},
		{"github.com", "443", false}, // *.domain is names under domain
		{"notgithub.com", "443", false},
		{"files.example.com", "443", true},
		{"files.example.com", "80", false},
		{"10.1.2.3", "22", false}, // a private address only with a port named
		{"10.1.2.3", "3128", true},
		{"10.1.2.4", "3128", false},
		{"11.1.2.3", "22", true},
		{"12.1.2.3", "22", false},
		{"127.0.0.1", "8080", true},
		{"127.0.0.1", "8081", false},
		{"127.0.0.2", "8080", false},
		{"::ffff:127.0.0.1", "8080", true},
		{"2001:db8::1", "8080", true},
		{"[2001:db8::1]", "8080", true},
		{"2001:db8::1", "80", false},
		{"10.example", "80", false},
		{"", "80", false},
	} {
		if got := egressAllowed(rules, tc.host, tc.port); got != tc.want {
			t.Errorf("egressAllowed(%q, %q) = %v, want %v", tc.host, tc.port, got, tc.want)
		}
	}
	if egressAllowed(nil, "pypi.org", "443") {
		t.Error("an empty list allows pypi.org")
	}
}

// TestEgressProxy drives the proxy from the host: a plain request, a
// CONNECT tunnel and refusals, all to a loopback server.
func TestEgressProxy(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { fmt.Fprint(w, "hello") }))
	defer srv.Close()
	var mu sync.Mutex
	seen := map[string]bool{}
	p, err := StartEgress(Egress{Allow: []string{"allowed.test"}, Resolve: map[string]string{"allowed.test": srv.Listener.Addr().String()},
		OnDecision: func(target string, ok bool) { mu.Lock(); seen[target] = ok; mu.Unlock() }})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	get := proxyGet(p)
	if code, body := get("http://allowed.test/"); code != 200 || body != "hello" {
		t.Errorf("allowed.test: %d %q", code, body)
	}
	if code, body := get("http://denied.test/"); code != 403 || !strings.Contains(body, "denied.test:80 is not on") {
		t.Errorf("denied.test: %d %q", code, body)
	}
	// A CONNECT tunnel to an allowed host carries a plain HTTP exchange.
	conn, err := net.Dial("unix", p.ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprint(conn, "CONNECT allowed.test:443 HTTP/1.1\r\nHost: allowed.test:443\r\n\r\nGET / HTTP/1.0\r\nHost: allowed.test\r\n\r\n")
	conn.SetDeadline(time.Now().Add(10 * time.Second))
	var all strings.Builder
	buf := make([]byte, 4096)
	for {
		n, err := conn.Read(buf)
		all.Write(buf[:n])
		if err != nil {
			break
		}
	}
	if got := all.String(); !strings.HasPrefix(got, "HTTP/1.1 200") || !strings.HasSuffix(got, "hello") {
		t.Errorf("CONNECT allowed.test: %q", got)
	}
	mu.Lock()
	defer mu.Unlock()
	want := map[string]bool{"allowed.test:80": true, "denied.test:80": false, "allowed.test:443": true}
	for k, v := range want {
		if got, ok := seen[k]; !ok || got != v {
			t.Errorf("decision for %s: %v (heard %v), want %v", k, got, ok, v)
		}
	}
}

// proxyGet returns a function that GETs a URL through p and returns the
// status and body (status 0 and the error for a failed request).
func proxyGet(p *EgressProxy) func(u string) (int, string) {
	c := &http.Client{Transport: &http.Transport{
		Proxy: http.ProxyURL(&url.URL{Scheme: "http", Host: "proxy"}),
		DialContext: func(ctx context.Context, _, _ string) (net.Conn, error) {
			return net.Dial("unix", p.ln.Addr().String())
		},
	}, Timeout: 10 * time.Second}
	return func(u string) (int, string) {
		res, err := c.Get(u)
		if err != nil {
			return 0, err.Error()
		}
		defer res.Body.Close()
		body, _ := io.ReadAll(res.Body)
		return res.StatusCode, string(body)
	}
}

// TestEgressPublicOnly checks that an allowed name resolving to a local
// address is not dialled, and that an address the allow-list names is.
func TestEgressPublicOnly(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { fmt.Fprint(w, "hello") }))
	defer srv.Close()
	other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { fmt.Fprint(w, "other") }))
	defer other.Close()
	_, port, _ := net.SplitHostPort(srv.Listener.Addr().String())
	p, err := StartEgress(Egress{Allow: []string{"localhost", "localhost:" + port, "127.0.0.1:" + port, "127.0.0.0/8"}})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	get := proxyGet(p)
	if code, body := get("http://localhost:" + port + "/"); code != http.StatusBadGateway || !strings.Contains(body, "a private or local address") {
		t.Errorf("localhost, on the allow-list by name: %d %q; want 502 naming a private or local address", code, body)
	}
	if code, body := get("http://127.0.0.1:" + port + "/"); code != 200 || body != "hello" {
		t.Errorf("127.0.0.1:%s, on the allow-list by address and port: %d %q", port, code, body)
	}
	// The same address at a port no entry names is refused, though a
	// portless CIDR covers it.
	if code, body := get(other.URL + "/"); code != http.StatusForbidden || !strings.Contains(body, "is not on") {
		t.Errorf("%s, its port unlisted: %d %q; want 403", other.URL, code, body)
	}
	for _, tc := range []struct {
		addr   string
		public bool
	}{
		{"93.184.215.14", true}, {"2606:4700::6810:85e5", true},
		{"127.0.0.1", false}, {"::1", false}, {"10.1.2.3", false}, {"172.16.0.1", false}, {"192.168.1.1", false},
		{"169.254.169.254", false}, {"fe80::1", false}, {"fd00:ec2::254", false}, {"100.64.0.1", false},
		{"0.0.0.0", false}, {"::ffff:127.0.0.1", false}, {"64:ff9b::a9fe:a9fe", false}, {"224.0.0.1", false},
	} {
		if got := provider.PublicAddr(netip.MustParseAddr(tc.addr)); got != tc.public {
			t.Errorf("PublicAddr(%s) = %v, want %v", tc.addr, got, tc.public)
		}
	}
}

// TestEgressCredentials: over plain HTTP the proxy writes a credential's
// value in place of its stand-in in the URL and headers of a request to
// the credential's host, and leaves it as it is toward another, saying so.
func TestEgressCredentials(t *testing.T) {
	var mu sync.Mutex
	heard := map[string]string{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		heard[r.Host] = r.URL.Path + "?" + r.URL.RawQuery + " " + r.Header.Get("X-Key")
		mu.Unlock()
	}))
	defer srv.Close()
	ca, err := LoadCA(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	var elsewhere []string
	p, err := StartEgress(Egress{Allow: []string{"api.test", "other.test"},
		Resolve:     map[string]string{"api.test": srv.Listener.Addr().String(), "other.test": srv.Listener.Addr().String()},
		Credentials: []Credential{{Name: "KEY", StandIn: "sbx-stand-in-1", Value: "the-real-value", Hosts: []string{"api.test"}}},
		CA:          ca, OnStandIn: func(target, name string) { elsewhere = append(elsewhere, target+" "+name) }})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	c := &http.Client{Transport: &http.Transport{
		Proxy: http.ProxyURL(&url.URL{Scheme: "http", Host: "proxy"}),
		DialContext: func(ctx context.Context, _, _ string) (net.Conn, error) {
			return net.Dial("unix", p.ln.Addr().String())
		},
	}, Timeout: 10 * time.Second}
	for _, host := range []string{"api.test", "other.test"} {
		req, _ := http.NewRequest("GET", "http://"+host+"/v1/sbx-stand-in-1?key=sbx-stand-in-1", nil)
		req.Header.Set("X-Key", "Bearer sbx-stand-in-1")
		res, err := c.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
	}
	mu.Lock()
	defer mu.Unlock()
	want := map[string]string{"api.test": "/v1/the-real-value?key=the-real-value Bearer the-real-value",
		"other.test": "/v1/sbx-stand-in-1?key=sbx-stand-in-1 Bearer sbx-stand-in-1"}
	for host, w := range want {
		if heard[host] != w {
			t.Errorf("%s heard %q, want %q", host, heard[host], w)
		}
	}
	if !slices.Equal(elsewhere, []string{"other.test:80 KEY"}) {
		t.Errorf("heard of stand-ins sent elsewhere: %q", elsewhere)
	}
}
