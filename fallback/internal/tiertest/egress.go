package tiertest

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sbx-sandbox/sbx/fallback"
)

// Egress checks, from inside a sandbox of p, that an allowed host is
// reached through the proxy, a denied one gets 403, the decisions are
// heard, and there is still no interface but lo.
func Egress(t *testing.T, p fallback.Provider) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { fmt.Fprint(w, "hello") }))
	defer srv.Close()
	var mu sync.Mutex
	var heard []string
	eg := &fallback.Egress{Allow: []string{"allowed.test"}, Resolve: map[string]string{"allowed.test": srv.Listener.Addr().String()},
		OnDecision: func(target string, ok bool) {
			mu.Lock()
			heard = append(heard, fmt.Sprintf("%s %v", target, ok))
			mu.Unlock()
		}}
	id, err := p.Create(context.Background(), fallback.Spec{Workspace: t.TempDir(), Egress: eg})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Destroy(context.Background(), id)
	get := `python3 -c "import urllib.request;print(urllib.request.urlopen('http://%s/').read().decode())"`
	res := MustExec(t, p, id, fmt.Sprintf(get, "allowed.test"))
	if strings.TrimSpace(res.Stdout) != "hello" {
		t.Errorf("allowed.test: stdout %q", res.Stdout)
	}
	res, err = p.Exec(context.Background(), id, fallback.ExecRequest{Command: fmt.Sprintf(get, "denied.test"), Timeout: 30 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	if res.ExitCode == 0 || !strings.Contains(res.Stderr, "403") {
		t.Errorf("denied.test: exit %d, stdout %q, stderr %q; want a 403", res.ExitCode, res.Stdout, res.Stderr)
	}
	// Still no network interface but lo.
	if res := MustExec(t, p, id, `sed 1,2d /proc/net/dev | cut -d: -f1 | tr -d ' '`); strings.TrimSpace(res.Stdout) != "lo" {
		t.Errorf("interfaces: %q", res.Stdout)
	}
	mu.Lock()
	defer mu.Unlock()
	if !slices.Contains(heard, "allowed.test:80 true") || !slices.Contains(heard, "denied.test:80 false") {
		t.Errorf("decisions heard: %q", heard)
	}
}

// EgressLoopback checks that a sandbox of p reaches the host's loopback
// service the allow-list names by address and port, at that same address
// (its relay listens there and tunnels through the proxy), and that the
// proxy refuses the same address at another port, and a name that
// resolves to it.
func EgressLoopback(t *testing.T, p fallback.Provider) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { fmt.Fprint(w, "index") }))
	defer srv.Close()
	other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { fmt.Fprint(w, "other") }))
	defer other.Close()
	_, port, _ := net.SplitHostPort(srv.Listener.Addr().String())
	id, err := p.Create(context.Background(), fallback.Spec{Workspace: t.TempDir(),
		Egress: &fallback.Egress{Allow: []string{"localhost:" + port, "127.0.0.1:" + port}}})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Destroy(context.Background(), id)
	// urllib honours NO_PROXY=127.0.0.1 and connects straight to the
	// sandbox's own loopback, where the relay answers.
	res := MustExec(t, p, id, `python3 -c "import urllib.request;print(urllib.request.urlopen('`+srv.URL+`/').read().decode())"`)
	if strings.TrimSpace(res.Stdout) != "index" {
		t.Errorf("%s from the sandbox: %q", srv.URL, res.Stdout)
	}
	viaProxy := `env -u NO_PROXY -u no_proxy python3 -c "
import sys, urllib.request, urllib.error
o = urllib.request.build_opener(urllib.request.ProxyHandler({'http': 'http://127.0.0.1:` + fallback.EgressPort + `'}))
try: print(o.open(sys.argv[1]).read().decode())
except urllib.error.HTTPError as e: print(e.code)
" `
	for _, tc := range []struct{ url, want string }{
		{other.URL + "/", "403"},
		{"http://localhost:" + port + "/", "502"},
		{srv.URL + "/", "index"},
	} {
		if res := MustExec(t, p, id, viaProxy+tc.url); strings.TrimSpace(res.Stdout) != tc.want {
			t.Errorf("%s through the proxy: %q, want %s", tc.url, res.Stdout, tc.want)
		}
	}
}
