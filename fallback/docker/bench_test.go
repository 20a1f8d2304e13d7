package docker

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/sbx-sandbox/sbx/fallback"
	"github.com/sbx-sandbox/sbx/fallback/internal/tiertest"
)

// BenchmarkDockerCall measures what one call costs in a sandbox whose
// workspace holds 200 files in 10 directories: a call that changes
// nothing, one after the host wrote a file, and one that writes a file.
// ms-median/op is the median call.
//
//	go test -run '^$' -bench DockerCall -benchtime 30x ./fallback/docker/
func BenchmarkDockerCall(b *testing.B) {
	for _, runtime := range []string{"runc", "runsc"} {
		b.Run(runtime, func(b *testing.B) {
			d := dockerFor(b, runtime)
			id, ws := tiertest.Sandbox(b, d, fallback.Limits{})
			for i := range 200 {
				dir := filepath.Join(ws, fmt.Sprintf("d%d", i%10))
				os.MkdirAll(dir, 0o755)
				os.WriteFile(filepath.Join(dir, fmt.Sprintf("f%d.txt", i)), []byte("some text\n"), 0o644)
			}
			for _, tc := range []struct {
				name    string
				before  func(i int)
				command string
			}{
				{"unchanged", func(int) {}, "true"},
				{"host wrote", func(i int) { os.WriteFile(filepath.Join(ws, "host.txt"), fmt.Appendf(nil, "%d\n", i), 0o644) }, "true"},
				{"call wrote", func(int) {}, "date +%N > call.txt"},
			} {
				b.Run(tc.name, func(b *testing.B) {
					call := func(i int) time.Duration {
						tc.before(i)
						start := time.Now()
						res, err := d.Exec(context.Background(), id, fallback.ExecRequest{Command: tc.command})
						if err != nil || res.ExitCode != 0 {
							b.Fatalf("%+v %v", res, err)
						}
						return time.Since(start)
					}
					call(-1)
					var took []time.Duration
					b.ResetTimer()
					for i := 0; i < b.N; i++ {
						took = append(took, call(i))
					}
					slices.Sort(took)
					b.ReportMetric(float64(took[len(took)/2])/1e6, "ms-median/op")
				})
			}
		})
	}
}
