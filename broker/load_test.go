package broker

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"runtime"
	"runtime/pprof"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// BenchmarkSessions is the load test: 50 MCP sessions over streamable HTTP
// at once, each making 20 run_code calls that build on the previous one's
// state; in "cpu-neighbours", 10 of the 50 instead keep running CPU-bound
// loops to their time limit meanwhile. Every answer is checked, the
// goroutines must be back to their baseline once the sessions close, and
// the p50 and p99 latencies of the 20-call sessions are reported.
func BenchmarkSessions(b *testing.B) {
	for _, bc := range []struct {
		name string
		busy int
	}{{"all-light", 0}, {"cpu-neighbours", 10}} {
		b.Run(bc.name, func(b *testing.B) {
			const sessions, calls = 50, 20
			br := newBroker(b, Options{})
			srv := httptest.NewServer(br.Handler())
			defer srv.Close()
			warm(b, "python")
			var latencies []time.Duration
			for b.Loop() {
				latencies = append(latencies, loadOnce(b, srv.URL, br.Options().DataDir, sessions, bc.busy, calls)...)
			}
			p50, p99 := median(latencies), percentile(latencies, 99) // sorted now
			b.ReportMetric(ms(p50), "p50-ms")
			b.ReportMetric(ms(p99), "p99-ms")
			b.ReportMetric(float64(len(latencies))/b.Elapsed().Seconds(), "calls/s")
			fmt.Printf("%d sessions (%d of them running CPU loops) × %d run_code calls over HTTP: p50 %s, p99 %s, max %s\n",
				sessions, bc.busy, calls, p50.Round(10*time.Microsecond), p99.Round(10*time.Microsecond), latencies[len(latencies)-1].Round(10*time.Microsecond))
		})
	}
}

// busyLoop is what a CPU-bound session runs, again and again.
var busyLoop = args{"language": "python", "code": "while True: pass", "timeout_seconds": 2}

// loadOnce runs one round of the load, the first busy sessions running
// busyLoop until the others are done, and returns the latency of every
// call of the others.
func loadOnce(b *testing.B, url, dataDir string, sessions, busy, calls int) []time.Duration {
	transport := &http.Transport{MaxIdleConnsPerHost: sessions}
	httpClient := &http.Client{Transport: transport}
	baseline := runtime.NumGoroutine()
	var mu sync.Mutex
	var latencies []time.Duration
	var wg, light sync.WaitGroup
	lightDone := make(chan struct{})
	light.Add(sessions - busy)
	go func() {
		light.Wait()
		close(lightDone)
	}()
	for s := range sessions {
		wg.Go(func() {
			ctx := context.Background()
			cs, err := newClient(nil).Connect(ctx, &mcp.StreamableClientTransport{Endpoint: url, HTTPClient: httpClient}, nil)
			if s >= busy {
				defer light.Done()
			}
			if err != nil {
				b.Errorf("session %d: connect: %v", s, err)
				return
			}
			defer cs.Close()
			for s < busy {
				select {
				case <-lightDone:
					return
				default:
				}
				if _, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "run_code", Arguments: busyLoop}); err != nil {
					b.Errorf("busy session %d: %v", s, err)
					return
				}
			}
			mine := make([]time.Duration, 0, calls)
			for i := range calls {
				code := "n = 0; print(n)"
				if i > 0 {
					code = "n += 1; print(n)"
				}
				start := time.Now()
				res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "run_code", Arguments: args{"language": "python", "code": code}})
				mine = append(mine, time.Since(start))
				if err != nil || res.IsError {
					b.Errorf("session %d call %d: %v %v", s, i, err, res)
					return
				}
				if got := structured[RunCodeOutput](b, res); got.Stdout != fmt.Sprintf("%d\n", i) {
					b.Errorf("session %d call %d: stdout %q, want %d", s, i, got.Stdout, i)
					return
				}
			}
			mu.Lock()
			latencies = append(latencies, mine...)
			mu.Unlock()
		})
	}
	wg.Wait()
	transport.CloseIdleConnections()
	waitFor(b, "every sandbox directory removed", func() bool { return len(sandboxDirs(b, dataDir)) == 0 })
	deadline := time.Now().Add(10 * time.Second)
	for runtime.NumGoroutine() > baseline {
		if time.Now().After(deadline) {
			var stacks strings.Builder
			pprof.Lookup("goroutine").WriteTo(&stacks, 1)
			b.Fatalf("%d goroutines after the sessions closed, %d before:\n%s", runtime.NumGoroutine(), baseline, stacks.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
	return latencies
}

// BenchmarkRunCode measures one warm run_code call through the whole MCP
// stack (in-memory transport): the broker's own cost on top of the guest's.
func BenchmarkRunCode(b *testing.B) {
	for _, lang := range []string{"python", "javascript"} {
		b.Run(lang, func(b *testing.B) {
			cs := connect(b, newBroker(b, Options{}), nil)
			run(b, cs, lang, "1")
			for b.Loop() {
				run(b, cs, lang, "1")
			}
		})
	}
}
