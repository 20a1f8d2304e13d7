package cluster

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
)

// TestSandboxLeases checks the leases of sandboxes in a real Redis: one
// replica holds a sandbox while the other is refused it; the holder's
// renewals keep it past its lease; released, the other takes it at once;
// and a holder that finds at a renewal that another replica took its
// lease (it could not renew for a whole lease) is told to stop running
// the sandbox, and never takes the lease back.
func TestSandboxLeases(t *testing.T) {
	rs := startRedis(t)
	lost := make(chan string, 4)
	join := func(n int) *Cluster {
		c, err := New(Options{Redis: rs.url(), Advertise: fmt.Sprintf("http://127.0.0.1:%d", n), Lease: 300 * time.Millisecond},
			"", slog.New(slog.NewTextHandler(io.Discard, nil)))
		if err != nil {
			t.Fatal(err)
		}
		c.Start(func() []string { return nil }, func(id string) { lost <- fmt.Sprintf("%d:%s", n, id) })
		t.Cleanup(c.Close)
		return c
	}
	a, b := join(1), join(2)
	ctx := context.Background()
	hold := func(c *Cluster, id string, want bool) {
		t.Helper()
		if ok, err := c.Hold(ctx, id); err != nil || ok != want {
			t.Fatalf("%s holds %s: %v, %v; want %v", c.self, id, ok, err, want)
		}
	}
	hold(a, "sb_1", true)
	hold(a, "sb_1", true) // its own already
	hold(b, "sb_1", false)
	time.Sleep(time.Second) // three leases: A renews it
	hold(b, "sb_1", false)
	a.Release("sb_1")
	hold(b, "sb_1", true)
	hold(a, "sb_1", false)

	// A is cut off past its lease, and B takes the sandbox over.
	hold(a, "sb_2", true)
	rdb := redis.NewClient(&redis.Options{Addr: rs.url()[len("redis://") : len(rs.url())-2]})
	defer rdb.Close()
	if err := rdb.Set(ctx, sandboxKey+"sb_2", b.self, time.Minute).Err(); err != nil {
		t.Fatal(err)
	}
	select {
	case got := <-lost:
		if got != "1:sb_2" {
			t.Errorf("lost: %s; want A told of sb_2", got)
		}
	case <-time.After(3 * time.Second):
		t.Fatal("A was never told that it lost sb_2")
	}
	time.Sleep(500 * time.Millisecond) // more of A's renewals
	if holder, _ := rdb.Get(ctx, sandboxKey+"sb_2").Result(); holder != b.self {
		t.Errorf("sb_2's lease names %q after A's renewals, want B", holder)
	}
	a.Release("sb_2") // A's release leaves B's lease alone
	if holder, _ := rdb.Get(ctx, sandboxKey+"sb_2").Result(); holder != b.self {
		t.Errorf("sb_2's lease names %q after A released it, want B", holder)
	}
}
