package broker

import (
	"fmt"
	"testing"
	"time"

	"github.com/sbx-sandbox/sbx/hostfs"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// BenchmarkSandboxMove measures moving a sandbox between two replicas
// through a real Redis and a real S3 server (SeaweedFS), for a small
// sandbox (a variable and a short file) and one with 100 MB in
// /workspace: save-ms, the save point after the call that wrote the
// file (its files sent up while the replica runs on); suspend-ms, the
// replica's clean stop (kernels written and sent up, the files already
// saved); resume-ms, the first call on the other replica (the sandbox
// brought down, its kernels restored, the call run).
func BenchmarkSandboxMove(b *testing.B) {
	redisURL, s3 := startRedis(b), startS3(b)
	limits := wasmrt.DefaultLimits
	limits.Quota = hostfs.Quota{Bytes: 256 << 20, Files: 10_000}
	replica := func() *Broker {
		return newBroker(b, Options{Limits: limits, HomeDir: b.TempDir(),
			HomeS3:  &S3Homes{Endpoint: s3.Endpoint, Bucket: s3.Bucket, AccessKeyID: s3.AccessKey, SecretKey: s3.SecretKey},
			Cluster: &ClusterOptions{Redis: redisURL, Advertise: fmt.Sprintf("http://127.0.0.1:%d", freePort(b))}})
	}
	for _, size := range []int{16, 100 << 20} {
		b.Run(fmt.Sprintf("bytes=%d", size), func(b *testing.B) {
			var save, suspend, resume []time.Duration
			for b.Loop() {
				from := replica()
				cs := connect(b, from, nil)
				id := call[SandboxInfo](b, cs, "create_sandbox", args{}).SandboxID
				wantStdout(b, run(b, cs, "python", fmt.Sprintf("v = 41\nwith open('big', 'wb') as f:\n    for n in range(0, %d, 1 << 20): f.write(b'x' * min(1 << 20, %d - n))", size, size), "sandbox_id", id), "")
				start := time.Now()
				waitForObject(b, s3, "sandboxes/"+id+"/files/workspace/big")
				save = append(save, time.Since(start))
				start = time.Now()
				from.Close()
				suspend = append(suspend, time.Since(start))

				to := replica()
				cs = connect(b, to, nil)
				start = time.Now()
				wantStdout(b, run(b, cs, "python", "import os\nprint(v + 1, os.path.getsize('big'))", "sandbox_id", id), fmt.Sprintf("42 %d\n", size))
				resume = append(resume, time.Since(start))
				call[DestroySandboxOutput](b, cs, "destroy_sandbox", args{"sandbox_id": id})
				to.Close()
			}
			b.ReportMetric(float64(median(save).Milliseconds()), "save-ms")
			b.ReportMetric(float64(median(suspend).Milliseconds()), "suspend-ms")
			b.ReportMetric(float64(median(resume).Milliseconds()), "resume-ms")
		})
	}
}
