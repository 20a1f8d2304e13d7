package docker

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/sbx-sandbox/sbx/fallback"
	"github.com/sbx-sandbox/sbx/fallback/internal/tiertest"
)

// TestDockerEgress reaches a loopback server from a container through the
// proxy, by a name on the allow-list, and is refused another name.
func TestDockerEgress(t *testing.T) {
	for _, runtime := range []string{"runc", "runsc"} {
		t.Run(runtime, func(t *testing.T) {
			d := dockerFor(t, runtime)
			if runtime == "runsc" && !hostUDS(d.Capabilities(context.Background()).Runtime) {
				id, err := d.Create(context.Background(), fallback.Spec{Workspace: t.TempDir(), Egress: &fallback.Egress{Allow: []string{"allowed.test"}}})
				if err == nil {
					d.Destroy(context.Background(), id)
					t.Fatal("runsc without --host-uds=open created a sandbox with egress")
				}
				t.Skipf("runsc cannot reach the proxy's socket without --host-uds=open: %v", err)
			}
			tiertest.Egress(t, d)
		})
	}
}

// TestDockerEgressLoopback: a container likewise.
func TestDockerEgressLoopback(t *testing.T) { tiertest.EgressLoopback(t, dockerFor(t, "runc")) }

// TestDockerNoEgress: without an allow-list a container has no proxy and
// no network.
func TestDockerNoEgress(t *testing.T) {
	d := dockerFor(t, "runc")
	id, err := d.Create(context.Background(), fallback.Spec{Workspace: t.TempDir(), Egress: &fallback.Egress{}})
	if err != nil {
		t.Fatal(err)
	}
	defer d.Destroy(context.Background(), id)
	res := tiertest.MustExec(t, d, id, `sed 1,2d /proc/net/dev | cut -d: -f1 | tr -d ' '; env | grep -ic _proxy; test ! -e /run/sbx/egress.sock && echo nosock`)
	if got := strings.Fields(res.Stdout); !slices.Equal(got, []string{"lo", "0", "nosock"}) {
		t.Errorf("got %q, want lo, 0 proxy variables, no socket", got)
	}
}
