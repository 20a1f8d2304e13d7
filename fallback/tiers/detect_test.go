package tiers

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/sbx-sandbox/sbx/fallback"
)

func TestRank(t *testing.T) {
	caps := []fallback.Capabilities{
		{Provider: "microvm-kvm", Isolation: fallback.IsolationMicroVM, Available: true},
		{Provider: "broken-gvisor", Isolation: fallback.IsolationGVisor, Native: true},
		{Provider: "runc", Isolation: fallback.IsolationContainer, Available: true, Native: true},
		{Provider: "tcg", Isolation: fallback.IsolationMicroVMEmulated, Available: true},
		{Provider: "gvisor", Isolation: fallback.IsolationGVisor, Available: true, Native: true},
	}
	slices.SortStableFunc(caps, func(a, b fallback.Capabilities) int { return rank(b) - rank(a) })
	var got []string
	for _, c := range caps {
		got = append(got, c.Provider)
	}
	want := []string{"gvisor", "runc", "microvm-kvm", "tcg", "broken-gvisor"}
	if !slices.Equal(got, want) {
		t.Fatalf("order %v, want %v", got, want)
	}
}

func TestOpenUnknown(t *testing.T) {
	if _, _, err := Open(context.Background(), "firecracker"); !errors.Is(err, fallback.ErrInput) {
		t.Fatalf("err = %v, want ErrInput", err)
	}
}

// TestDetect runs the real probes: it must finish within DetectTimeout on
// any host, and report every provider with a fix for whatever is missing.
func TestDetect(t *testing.T) {
	start := time.Now()
	found := Detect(context.Background())
	defer func() {
		for _, f := range found {
			f.Provider.Close()
		}
	}()
	if took := time.Since(start); took > DetectTimeout+time.Second {
		t.Fatalf("Detect took %v", took)
	}
	var names []string
	for _, f := range found {
		names = append(names, f.Capabilities.Provider)
	}
	if slices.Sort(names); !slices.Equal(names, []string{"docker", "microvm", "os"}) {
		t.Fatalf("found providers %v, want docker, microvm and os", names)
	}
	for _, f := range found {
		c := f.Capabilities
		t.Logf("%s: available=%v isolation=%s runtime=%q missing=%v", c.Provider, c.Available, c.Isolation, c.Runtime, c.Missing)
		if _, ok := strength[c.Isolation]; !ok {
			t.Errorf("%s: unknown isolation %q", c.Provider, c.Isolation)
		}
		if !c.Available && len(c.Missing) == 0 {
			t.Errorf("%s unavailable with nothing missing", c.Provider)
		}
		for _, m := range c.Missing {
			if m.What == "" || m.Fix == "" {
				t.Errorf("%s: missing %+v lacks what or fix", c.Provider, m)
			}
		}
	}
}

func TestScrub(t *testing.T) {
	base := errors.New("bind source path does not exist: /tmp/ws1/x and /tmp/ws1")
	err := fallback.Scrub(fallback.ErrNotFound, "", "x")
	if err.Error() != fallback.ErrNotFound.Error() || !errors.Is(err, fallback.ErrNotFound) {
		t.Fatalf("empty path: %v", err)
	}
	err = fallback.Scrub(base, "/tmp/ws1", "/workspace")
	if got, want := err.Error(), "bind source path does not exist: /workspace/x and /workspace"; got != want || !errors.Is(err, base) {
		t.Fatalf("got %q, want %q", got, want)
	}
	if fallback.Scrub(nil, "/a", "b") != nil {
		t.Fatal("scrub(nil) != nil")
	}
}
