package broker

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/internal/sbxtest"
)

// BenchmarkNewSandbox measures what an agent waits for a fresh sandbox
// through MCP: create_sandbox, then run_code's first output.
//
// "in-process" serves the client over the SDK's in-memory transport (an
// agent framework embedding the broker); "stdio" starts `sbx serve` and
// talks to it over its stdin and stdout, as a desktop host does. "restore"
// restores the kernel from its snapshot on the first run; "spare" takes a
// sandbox made ahead (limits.spares), refilled in the background as the
// server does. "busy" creates the next sandbox right after the last one is
// destroyed, as an evaluation harness would; "idle" pauses thinkTime
// first, as an agent waiting on its model does. A trivial tool call
// (list_jobs) at the same pace is timed alongside: the part of the figure
// that is the MCP round trip itself on this machine.
//
// "pillow" cells import PIL and print its version, on the imaging guest.
// Each line ends with the ratio to spawning Debian's python3 for `pass`,
// measured in the same run.
func BenchmarkNewSandbox(b *testing.B) {
	const thinkTime = 50 * time.Millisecond
	python3 := sbxtest.SpawnMedian(b, "/usr/bin/python3", "-c", "pass")
	pillow := "import PIL; print(PIL.__version__)"
	for _, transport := range []string{"in-process", "stdio"} {
		for _, pace := range []string{"busy", "idle"} {
			for _, tc := range []struct {
				mode             string
				spares           int
				lang, code, want string
			}{
				{"restore", 0, "python", "print(1)", "1\n"}, {"restore", 0, "javascript", "console.log(1)", "1\n"},
				{"spare", 2, "python", "print(1)", "1\n"}, {"spare", 2, "javascript", "console.log(1)", "1\n"},
				{"restore", 0, "pillow", pillow, "11.1.0\n"}, {"spare", 2, "pillow", pillow, "11.1.0\n"},
			} {
				lang := tc.lang
				if lang == "pillow" {
					lang = "python"
				}
				b.Run(transport+"/"+pace+"/"+tc.mode+"/"+tc.lang, func(b *testing.B) {
					cs, spares := benchServer(b, transport, tc.spares)
					run(b, cs, lang, tc.code, "timeout_seconds", 30) // compile and snapshot outside the timing
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
						if spares() > 0 {
							spared++
						}
						b.StartTimer()
						start = time.Now()
						sb := call[SandboxInfo](b, cs, "create_sandbox", args{})
						created := time.Now()
						out := run(b, cs, lang, tc.code, "sandbox_id", sb.SandboxID)
						done := time.Now()
						create, first, total = append(create, created.Sub(start)), append(first, done.Sub(created)), append(total, done.Sub(start))
						guest = append(guest, time.Duration(out.DurationMS*float64(time.Millisecond)))
						if out.Stdout != tc.want {
							b.Fatalf("first output %q", out.Stdout)
						}
						b.StopTimer()
						call[DestroySandboxOutput](b, cs, "destroy_sandbox", args{"sandbox_id": sb.SandboxID})
						b.StartTimer()
					}
					b.ReportMetric(ms(median(total)), "p50-ms")
					took := ""
					if tc.spares > 0 && transport == "in-process" {
						took = fmt.Sprintf(", %d%% took a spare", 100*spared/len(total))
					}
					fmt.Printf("new %s sandbox, %s, %s, %s: create_sandbox %.2f ms + first run_code %.2f ms (%.2f ms of it in the sandbox) → first output p50 %.2f ms, p99 %.2f ms (%.2f× spawning python3, %.2f ms); trivial call %.2f ms (n=%d%s)\n",
						tc.lang, tc.mode, pace, transport, ms(median(create)), ms(median(first)), ms(median(guest)), ms(median(total)), ms(percentile(total, 99)),
						ms(median(total))/ms(python3), ms(python3), ms(median(trivial)), len(total), took)
				})
			}
		}
	}
}

// benchServer connects to a new server keeping the given number of spare
// sandboxes, and returns how many are ready at a moment (0 when the server
// is another process).
func benchServer(b *testing.B, transport string, spares int) (*mcp.ClientSession, func() int) {
	if transport == "in-process" {
		br := newBroker(b, Options{Spares: spares})
		waitSpares(b, br, spares)
		return connect(b, br, nil), func() int { return br.sessions.Spares() }
	}
	cs := stdioServer(b, fmt.Sprintf("SBX_LIMITS_SPARES=%d", spares))
	time.Sleep(time.Second) // compile the guests and make the spares
	return cs, func() int { return 0 }
}

// stdioServer starts `sbx serve` with env added to its environment and
// connects to it over its stdin and stdout.
func stdioServer(b *testing.B, env ...string) *mcp.ClientSession {
	cmd := exec.Command(sbxtest.Binary(b), "serve", "--data-dir", b.TempDir())
	cmd.Env = append(os.Environ(), env...)
	cs, err := newClient(nil).Connect(context.Background(), &mcp.CommandTransport{Command: cmd}, nil)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { cs.Close() })
	return cs
}

// BenchmarkNewOSSandbox measures what an agent waits for a new os
// sandbox through MCP over stdio (`sbx serve`): create_sandbox {provider:
// "os"}, then run_code's first output, print(1), against spawning
// python3 -c pass, and its first pandas result (a groupby) against
// python3 -c 'import pandas', both bare spawns measured in the same run.
// "cold" is limits.os_spares = 0: the sandbox, its Python and pandas start
// when asked; "spare" takes a spare made ahead (the default), which the
// server makes again during a pause, outside the timing. A second cell,
// untimed, tells whether the kernel ran before the sandbox was asked for:
// the pause doubles, from spareWait, after a sandbox that found no spare
// (a loaded machine takes longer to import pandas), and the share that
// took one is printed.
func BenchmarkNewOSSandbox(b *testing.B) {
	const spareWait = 2 * time.Second
	needOS(b)
	python3 := sbxtest.SpawnMedian(b, "/usr/bin/python3", "-c", "pass")
	pandas := sbxtest.SpawnMedian(b, "/usr/bin/python3", "-c", "import pandas")
	for _, tc := range []struct {
		cell, code, want string
		base             time.Duration
		against, unit    string
	}{
		{"first-output", "print(1)", "1\n", python3, "python3 -c pass", "x-python3-pass"},
		{"pandas", "import pandas as pd\nprint(pd.DataFrame({'k': [1, 2, 1], 'v': [1, 2, 3]}).groupby('k').v.sum().tolist())", "[4, 2]\n", pandas,
			"python3 -c 'import pandas'", "x-import-pandas"},
	} {
		for _, mode := range []string{"cold", "spare"} {
			b.Run(mode+"/"+tc.cell, func(b *testing.B) {
				spares := "2"
				if mode == "cold" {
					spares = "0"
				}
				cs := stdioServer(b, "SBX_LIMITS_OS_SPARES="+spares)
				call[SandboxInfo](b, cs, "create_sandbox", args{"provider": "os"}) // the first asks for a spare
				time.Sleep(2 * spareWait)                                          // the os provider's probe, and the first spare
				var total []time.Duration
				spared, pause := 0, spareWait
				for b.Loop() {
					b.StopTimer()
					time.Sleep(pause)
					b.StartTimer()
					start := time.Now()
					sb := call[SandboxInfo](b, cs, "create_sandbox", args{"provider": "os"})
					out := run(b, cs, "python", tc.code, "sandbox_id", sb.SandboxID, "timeout_seconds", 30)
					total = append(total, time.Since(start))
					b.StopTimer()
					if out.Stdout != tc.want {
						b.Fatalf("first output %+v", out)
					}
					age := run(b, cs, "python", sbxtest.KernelAgeCell, "sandbox_id", sb.SandboxID)
					if a, _ := sbxtest.KernelAge(b, age.Stdout); a > time.Since(start) {
						spared++
					} else if mode == "spare" {
						pause = min(2*pause, 30*time.Second)
					}
					call[DestroySandboxOutput](b, cs, "destroy_sandbox", args{"sandbox_id": sb.SandboxID})
					b.StartTimer()
				}
				b.ReportMetric(ms(median(total)), "p50-ms")
				b.ReportMetric(ms(median(total))/ms(tc.base), tc.unit)
				fmt.Printf("new os sandbox, %s, stdio, %s: p50 %.2f ms, p99 %.2f ms = %.2f× %s (%.2f ms); %d%% took a spare (n=%d)\n",
					mode, tc.cell, ms(median(total)), ms(percentile(total, 99)), ms(median(total))/ms(tc.base), tc.against, ms(tc.base),
					100*spared/len(total), len(total))
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
