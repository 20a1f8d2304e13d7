package broker

import (
	"fmt"
	"slices"
	"testing"
	"time"
)

// BenchmarkNewSandbox measures what an agent waits for a fresh sandbox
// through the whole MCP stack (in-memory transport): create_sandbox, then
// run_code's first output.
//
// "restore" restores the kernel from its snapshot on that first run;
// "spare" takes a sandbox made ahead (Options.Spares), refilled in the
// background as the server does. "busy" creates the next sandbox right
// after the last one is destroyed, as an evaluation harness would; "idle"
// pauses thinkTime first, as an agent waiting on its model does. A trivial
// tool call (list_jobs) at the same pace is timed alongside: the part of
// the figure that is the MCP round trip itself on this machine.
func BenchmarkNewSandbox(b *testing.B) {
	const thinkTime = 50 * time.Millisecond
	for _, pace := range []string{"busy", "idle"} {
		for _, tc := range []struct {
			mode       string
			spares     int
			lang, code string
		}{
			{"restore", 0, "python", "print(1)"}, {"restore", 0, "javascript", "console.log(1)"},
			{"spare", 2, "python", "print(1)"}, {"spare", 2, "javascript", "console.log(1)"},
		} {
			b.Run(pace+"/"+tc.mode+"/"+tc.lang, func(b *testing.B) {
				br := newBroker(b, Options{Spares: tc.spares})
				cs := connect(b, br, nil)
				run(b, cs, tc.lang, tc.code) // compile and snapshot outside the timing
				if tc.spares > 0 {
					waitSpares(b, br, tc.spares)
				}
				var create, first, total, trivial, guest []time.Duration
				spared := 0
				for b.Loop() {
					b.StopTimer()
					if pace == "idle" {
						time.Sleep(thinkTime)
					}
					start := time.Now()
					call[ListJobsOutput](b, cs, "list_jobs", args{})
					trivial = append(trivial, time.Since(start))
					if pace == "idle" {
						time.Sleep(thinkTime)
					}
					if len(br.sessions.spares) > 0 {
						spared++
					}
					b.StartTimer()
					start = time.Now()
					sb := call[SandboxInfo](b, cs, "create_sandbox", args{})
					created := time.Now()
					out := run(b, cs, tc.lang, tc.code, "sandbox_id", sb.SandboxID)
					done := time.Now()
					create, first, total = append(create, created.Sub(start)), append(first, done.Sub(created)), append(total, done.Sub(start))
					guest = append(guest, time.Duration(out.DurationMS*float64(time.Millisecond)))
					if out.Stdout != "1\n" {
						b.Fatalf("first output %q", out.Stdout)
					}
					b.StopTimer()
					call[DestroySandboxOutput](b, cs, "destroy_sandbox", args{"sandbox_id": sb.SandboxID})
					b.StartTimer()
				}
				b.ReportMetric(ms(median(total)), "p50-ms")
				fmt.Printf("new %s sandbox, %s, %s: create_sandbox %.2f ms + first run_code %.2f ms (%.2f ms of it in the sandbox) → first output p50 %.2f ms, p99 %.2f ms; trivial call %.2f ms (n=%d, %d%% took a spare)\n",
					tc.lang, tc.mode, pace, ms(median(create)), ms(median(first)), ms(median(guest)), ms(median(total)), ms(percentile(total, 99)),
					ms(median(trivial)), len(total), 100*spared/len(total))
			})
		}
	}
}

func median(d []time.Duration) time.Duration { return percentile(d, 50) }

// percentile returns the p-th percentile of d, sorting d.
func percentile(d []time.Duration, p int) time.Duration {
	slices.Sort(d)
	return d[min(len(d)*p/100, len(d)-1)]
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
