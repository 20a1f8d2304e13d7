package ostier

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/sbx-sandbox/sbx/fallback"
	"github.com/sbx-sandbox/sbx/fallback/internal/tiertest"
)

// TestOSEgress: an os sandbox reaches the network through the same proxy,
// over a stream the host hands its relay.
func TestOSEgress(t *testing.T) { tiertest.Egress(t, osFor(t)) }

// TestOSEgressLoopback: an os sandbox reaches the host's loopback service
// the allow-list names by address and port, at that same address (its
// relay listens there and tunnels through the proxy); the proxy refuses
// the same address at another port, and a name that resolves to it.
func TestOSEgressLoopback(t *testing.T) { tiertest.EgressLoopback(t, osFor(t)) }

// TestOSNames: an os sandbox has no DNS, and Python code that resolves a
// name itself is told why: it reaches the network through the proxy, or
// has none.
func TestOSNames(t *testing.T) {
	p := osFor(t)
	for _, tc := range []struct {
		egress *fallback.Egress
		want   string
	}{
		{&fallback.Egress{Allow: []string{"allowed.test"}}, "this sandbox has no DNS: it reaches the hosts of the server's network.egress_allow through sbx's HTTP proxy at http://127.0.0.1:" + fallback.EgressPort},
		{nil, "this sandbox has no network"},
	} {
		id, err := p.Create(context.Background(), fallback.Spec{Workspace: t.TempDir(), Egress: tc.egress})
		if err != nil {
			t.Fatal(err)
		}
		res, err := p.Exec(context.Background(), id, fallback.ExecRequest{Command: `python3 -c "import socket; socket.getaddrinfo('allowed.test', 80)"`, Timeout: 30 * time.Second})
		p.Destroy(context.Background(), id)
		if err != nil {
			t.Fatal(err)
		}
		if res.ExitCode == 0 || !strings.Contains(res.Stderr, "socket.gaierror") || !strings.Contains(res.Stderr, tc.want) {
			t.Errorf("resolving a name: exit %d, stderr %q; want a gaierror saying %q", res.ExitCode, res.Stderr, tc.want)
		}
	}
}
