package sbx_test

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/sbx-sandbox/sbx/internal/sbxtest"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx"
)

// BenchmarkNewSandbox measures what a Go program waits for a fresh sandbox
// through the public API: NewSandbox, then the first Run's output, and
// Close. "api" calls the Sandbox methods; "mcp" serves the MCP tools with
// Runtime.NewServer to the go-sdk's client over its in-memory transport
// (create_sandbox, then run_code), as an agent framework in the same
// process would. "pillow" imports PIL on the imaging guest. Each line
// ends with the ratio to spawning Debian's python3 for `pass`, measured
// in the same run.
func BenchmarkNewSandbox(b *testing.B) {
	python3 := sbxtest.SpawnMedian(b, "/usr/bin/python3", "-c", "pass")
	ctx := context.Background()
	rt := openRuntime(b, sbx.Options{})
	for _, tc := range []struct {
		name       string
		lang       sbx.Language
		code, want string
	}{
		{"python", sbx.Python, "print(1)", "1\n"},
		{"javascript", sbx.JavaScript, "console.log(1)", "1\n"},
		{"pillow", sbx.Python, "import PIL; print(PIL.__version__)", "11.1.0\n"},
	} {
		b.Run("api/"+tc.name, func(b *testing.B) {
			var sb *sbx.Sandbox
			first := func() string {
				var err error
				if sb, err = rt.NewSandbox(ctx, sbx.SandboxOptions{}); err != nil {
					b.Fatal(err)
				}
				res, err := sb.Run(ctx, tc.lang, tc.code, sbx.WithTimeout(30*time.Second))
				if err != nil {
					b.Fatal(err)
				}
				return res.Stdout
			}
			end := func() { sb.Close() }
			first() // compile the guest and snapshot its kernel outside the timing
			end()
			report(b, tc.name, "NewSandbox + Run", python3, first, end, tc.want)
		})
		b.Run("mcp/"+tc.name, func(b *testing.B) {
			srv, err := rt.NewServer(sbx.ServerOptions{DataDir: b.TempDir(), Settings: []sbx.Setting{{Key: "limits.spares", Value: "0"}}})
			if err != nil {
				b.Fatal(err)
			}
			defer srv.Close()
			cs := connect(b, srv)
			var sb struct {
				SandboxID string `json:"sandbox_id"`
			}
			first := func() string {
				call(b, cs, "create_sandbox", map[string]any{}, &sb)
				var out sbx.Result
				call(b, cs, "run_code", map[string]any{"sandbox_id": sb.SandboxID, "language": string(tc.lang), "code": tc.code, "timeout_seconds": 30}, &out)
				return out.Stdout
			}
			end := func() { call(b, cs, "destroy_sandbox", map[string]any{"sandbox_id": sb.SandboxID}, nil) }
			first()
			end()
			report(b, tc.name, "create_sandbox + run_code over the in-memory transport", python3, first, end, tc.want)
		})
	}
}

// report times first, which must print want, for each of b's iterations,
// with end (closing the sandbox) outside the timing, and prints the median
// against spawning python3.
func report(b *testing.B, name, what string, python3 time.Duration, first func() string, end func(), want string) {
	var took []time.Duration
	for b.Loop() {
		start := time.Now()
		if got := first(); got != want {
			b.Fatalf("first output %q, want %q", got, want)
		}
		took = append(took, time.Since(start))
		b.StopTimer()
		end()
		b.StartTimer()
	}
	p50 := median(took)
	b.ReportMetric(float64(p50.Microseconds())/1000, "p50-ms")
	fmt.Printf("new %s sandbox through the sbx package, %s: first output p50 %.2f ms (%.2f× spawning python3, %.2f ms; n=%d)\n",
		name, what, ms(p50), ms(p50)/ms(python3), ms(python3), len(took))
}

// call calls a tool and decodes its structured output into out.
func call(b *testing.B, cs *mcp.ClientSession, tool string, args map[string]any, out any) {
	b.Helper()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: tool, Arguments: args})
	if err != nil || res.IsError {
		b.Fatalf("%s: %v %+v", tool, err, res)
	}
	if out != nil {
		raw, _ := json.Marshal(res.StructuredContent)
		if err := json.Unmarshal(raw, out); err != nil {
			b.Fatal(err)
		}
	}
}

// median returns the median of d, sorting d.
func median(d []time.Duration) time.Duration {
	slices.Sort(d)
	return d[len(d)/2]
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
