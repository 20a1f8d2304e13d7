package broker

import (
	"fmt"
	"slices"
	"testing"
	"time"
)

// BenchmarkNewSandbox measures what an agent waits for a fresh sandbox
// through the whole MCP stack (in-memory transport): create_sandbox, then
// run_code's first output. The kernel is restored from a snapshot.
func BenchmarkNewSandbox(b *testing.B) {
	for _, tc := range []struct{ lang, code string }{{"python", "print(1)"}, {"javascript", "console.log(1)"}} {
		b.Run(tc.lang, func(b *testing.B) {
			cs := connect(b, newBroker(b, Options{}), nil)
			run(b, cs, tc.lang, tc.code) // compile and snapshot outside the timing
			var times []time.Duration
			for b.Loop() {
				start := time.Now()
				sb := call[SandboxInfo](b, cs, "create_sandbox", args{})
				out := run(b, cs, tc.lang, tc.code, "sandbox_id", sb.SandboxID)
				times = append(times, time.Since(start))
				if out.Stdout != "1\n" {
					b.Fatalf("first output %q", out.Stdout)
				}
				b.StopTimer()
				call[DestroySandboxOutput](b, cs, "destroy_sandbox", args{"sandbox_id": sb.SandboxID})
				b.StartTimer()
			}
			slices.Sort(times)
			p50 := times[len(times)/2]
			b.ReportMetric(float64(p50.Microseconds())/1000, "p50-ms")
			fmt.Printf("new %s sandbox → first output through MCP: p50 %s, p99 %s (n=%d)\n", tc.lang,
				p50.Round(time.Microsecond), times[len(times)*99/100].Round(time.Microsecond), len(times))
		})
	}
}
