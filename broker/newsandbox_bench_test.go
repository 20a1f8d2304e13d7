package broker

import (
	"fmt"
	"slices"
	"testing"
	"time"
)

// BenchmarkNewSandbox measures what an agent waits for a fresh sandbox
// through the whole MCP stack (in-memory transport): create_sandbox, then
// run_code's first output. "restore" restores the kernel from its snapshot
// on that first run; "spare" takes a sandbox made ahead (Options.Spares).
func BenchmarkNewSandbox(b *testing.B) {
	for _, tc := range []struct {
		mode       string
		spares     int
		lang, code string
	}{
		{"restore", 0, "python", "print(1)"}, {"restore", 0, "javascript", "console.log(1)"},
		{"spare", 2, "python", "print(1)"}, {"spare", 2, "javascript", "console.log(1)"},
	} {
		b.Run(tc.mode+"/"+tc.lang, func(b *testing.B) {
			br := newBroker(b, Options{Spares: tc.spares})
			cs := connect(b, br, nil)
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
				if tc.spares > 0 {
					waitSpares(b, br, tc.spares) // an agent's think time refills them
				}
				b.StartTimer()
			}
			slices.Sort(times)
			p50 := times[len(times)/2]
			b.ReportMetric(float64(p50.Microseconds())/1000, "p50-ms")
			fmt.Printf("new %s sandbox (%s) → first output through MCP: p50 %s, p99 %s (n=%d)\n", tc.lang, tc.mode,
				p50.Round(time.Microsecond), times[len(times)*99/100].Round(time.Microsecond), len(times))
		})
	}
}
