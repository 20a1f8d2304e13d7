package fallback

import (
	"context"
	"strings"
	"testing"
)

// osFor returns the os provider, or skips t saying what the host lacks.
func osFor(t testing.TB) *OS {
	t.Helper()
	p := NewOS(OSOptions{})
	t.Cleanup(func() { p.Close() })
	if caps := p.Capabilities(context.Background()); !caps.Available {
		skip(t, "os provider unavailable: %s", caps.Gaps())
	}
	return p
}

func TestOS(t *testing.T) {
	p := osFor(t)
	caps := p.Capabilities(context.Background())
	if caps.Isolation != IsolationNamespace || caps.Provider != "os" {
		t.Fatalf("capabilities %+v", caps)
	}
	id, ws := sandbox(t, p, Limits{})
	t.Run("python3", func(t *testing.T) {
		res := mustExec(t, p, id, `python3 -c "print(6*7)"`)
		if res.Stdout != "42\n" || res.Isolation != IsolationNamespace || res.Runtime != "os" {
			t.Fatalf("got %+v", res)
		}
	})
	t.Run("python interpreter", func(t *testing.T) {
		if !caps.Native {
			skip(t, "the host's python3 has no pandas: apt-get install python3-pandas python3-matplotlib python3-scipy")
		}
		testInterpreter(t, p, id)
	})
	t.Run("workspace is shared", func(t *testing.T) { testWorkspace(t, p, id, ws) })
	t.Run("timeout", func(t *testing.T) { testTimeout(t, p, id) })
	t.Run("output limit", func(t *testing.T) { testOutputLimit(t, p, id) })
	t.Run("memory limit", func(t *testing.T) {
		if !strings.Contains(strings.Join(caps.Notes, " "), "bounded by cgroup") {
			t.Skip("no cgroup here: memory is not bounded, and the capabilities say so")
		}
		testMemoryLimit(t, p)
	})
}
