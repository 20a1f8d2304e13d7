//go:build linux && (amd64 || arm64) && !portable

package ossandbox

import (
	"os"
	"strconv"
	"strings"
	"testing"
	"time"
)

// writeCell writes 1,000 files of 4 KiB, then 1,000 writes of 4 KiB to one
// file, and prints the nanoseconds each took per write.
const writeCell = `import os, time
os.makedirs("/workspace/b", exist_ok=True)
t = time.perf_counter_ns()
for i in range(1000):
    with open(f"/workspace/b/f{i}", "wb") as f:
        f.write(b"x" * 4096)
files = (time.perf_counter_ns() - t) // 1000
fd = os.open("/workspace/b/big", os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
t = time.perf_counter_ns()
for i in range(1000):
    os.write(fd, b"x" * 4096)
os.close(fd)
print(files, (time.perf_counter_ns() - t) // 1000)`

// BenchmarkWorkspaceWrite measures what the quota costs a write: the
// same writes to /workspace as the host's directory shown live, and under
// a quota (a tmpfs, copied to the host at the call's end), with the copy,
// and what a call that changed none of the files pays for each.
//
//	go test -run '^$' -bench WorkspaceWrite -benchtime 5x ./fallback/ossandbox/
func BenchmarkWorkspaceWrite(b *testing.B) {
	for _, bc := range []struct {
		name  string
		quota Quota
	}{{"live", Quota{}}, {"quota", Quota{Bytes: 64 << 20, Files: 10_000}}} {
		b.Run(bc.name, func(b *testing.B) {
			ws := b.TempDir()
			uid, gid := UID()
			os.Chown(ws, uid, gid)
			if err := Supported(); err != nil {
				b.Skip(err)
			}
			sb, err := Start(Config{Workspace: ws, Quota: bc.quota})
			if err != nil {
				b.Fatal(err)
			}
			defer sb.Close()
			var file, write, copyOut, idle time.Duration
			for range b.N {
				out, _ := run(b, sb, Cmd{Argv: []string{"python3", "-c", writeCell}})
				f := strings.Fields(out)
				if len(f) != 2 {
					b.Fatalf("the cell printed %q", out)
				}
				ns1, _ := strconv.Atoi(f[0])
				ns2, _ := strconv.Atoi(f[1])
				file += time.Duration(ns1)
				write += time.Duration(ns2)
				start := time.Now()
				if err := sb.SyncOut(); err != nil {
					b.Fatal(err)
				}
				copyOut += time.Since(start)
				start = time.Now()
				sb.SyncIn()
				sb.SyncOut()
				idle += time.Since(start)
				run(b, sb, sh("rm -r /workspace/b"))
				sb.SyncOut()
			}
			n := time.Duration(b.N)
			b.ReportMetric(float64(file/n), "ns/file")
			b.ReportMetric(float64(write/n), "ns/write")
			b.ReportMetric(float64(copyOut/n/1001), "ns/file-copied")
			b.ReportMetric(float64(idle/n/1001), "ns/file-unchanged")
		})
	}
}
