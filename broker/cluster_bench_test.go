package broker

import (
	"context"
	"net/http/httptest"
	"net/url"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// BenchmarkForward measures what a request costs when it lands on a
// replica that does not hold its session: a trivial call (list_jobs)
// through the other replica, which looks the owner up in Redis and
// forwards the request, against the same call sent to the owner, in the
// same run and the same session, alternately. It reports the median of
// each, their ratio and the difference.
func BenchmarkForward(b *testing.B) {
	redisURL := startRedis(b)
	owner, other := benchReplica(b, redisURL), benchReplica(b, redisURL)
	lb := &balancer{replicas: []*url.URL{owner, other}, headers: headerTransport{}}
	cs := lb.connect(b, nil)
	ctx := context.Background()
	trivial := func(to int32) time.Duration {
		lb.to.Store(to)
		start := time.Now()
		if _, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "list_jobs", Arguments: args{}}); err != nil {
			b.Fatal(err)
		}
		return time.Since(start)
	}
	trivial(0)
	trivial(1) // the first forward opens the connection between the replicas
	var direct, forwarded []time.Duration
	for b.Loop() {
		direct = append(direct, trivial(0))
		forwarded = append(forwarded, trivial(1))
	}
	d, f := median(direct), median(forwarded)
	b.ReportMetric(float64(d.Microseconds()), "owner-µs/call")
	b.ReportMetric(float64(f.Microseconds()), "forwarded-µs/call")
	b.ReportMetric(float64(f)/float64(d), "forwarded/owner")
	b.ReportMetric(float64((f - d).Microseconds()), "forward-µs")
}

// benchReplica serves an in-process broker, one replica routing through
// redisURL, and returns its URL.
func benchReplica(tb testing.TB, redisURL string) *url.URL {
	tb.Helper()
	srv := httptest.NewUnstartedServer(nil)
	u, _ := url.Parse("http://" + srv.Listener.Addr().String())
	b := newBroker(tb, Options{Cluster: &ClusterOptions{Redis: redisURL, Advertise: u.String()}})
	srv.Config.Handler = b.Handler()
	srv.Start()
	tb.Cleanup(srv.Close)
	return u
}
