package broker

import (
	"cmp"
	"context"
	"os"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/minio/minio-go/v7"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/fallback/tiers"
	"github.com/sbx-sandbox/sbx/internal/sbxtest"
)

// TestSandboxesMove runs three sbx serve --http replicas over a real
// Redis and a real S3 server (SeaweedFS): after A's SIGTERM, a sandbox
// it made, asked for through B and C at once, runs in one of them only,
// with its variables and files; another answers through B with its
// variable and its /workspace and /tmp files; once B is SIGKILLed, that
// sandbox comes back on C with its files as last saved and says
// state_reset; a sandbox destroyed through a replica that did not run it
// leaves the bucket.
func TestSandboxesMove(t *testing.T) {
	redisURL, s3 := startRedis(t), startS3(t)
	config := clusterConfig(t, redisURL, s3, 64)
	names := []string{"raced", "moved"}
	if p, _, err := tiers.Open(context.Background(), "os"); err == nil {
		p.Close()
		names = append(names, "native") // a sandbox on the os tier, whose interpreters cannot move
		text, _ := os.ReadFile(config)
		os.WriteFile(config, append(text, "\n[policy]\nproviders = [\"wasm\", \"auto\", \"os\"]\n"...), 0o600)
	}
	a, b, c := startReplica(t, config, s3), startReplica(t, config, s3), startReplica(t, config, s3)
	session := func(r *replica) *mcp.ClientSession { return newBalancer(t, bearer(aliceToken), r).connect(t, nil) }

	onA := session(a)
	made := map[string]string{}
	for _, name := range names {
		provider := map[string]string{"native": "os"}[name]
		id := call[SandboxInfo](t, onA, "create_sandbox", args{"provider": cmp.Or(provider, "auto")}).SandboxID
		made[name] = id
		wantStdout(t, run(t, onA, "python", `v = "`+name+`-var"
_ = open("/workspace/note.txt", "w").write("`+name+`-file")
_ = open("/tmp/scratch.txt", "w").write("`+name+`-tmp")`, "sandbox_id", id), "")
	}
	start := time.Now()
	a.cmd.Process.Signal(syscall.SIGTERM)
	a.cmd.Wait()
	t.Logf("A suspended its two small sandboxes to S3 and exited in %v", time.Since(start).Round(time.Millisecond))
	const check = `print(v, open("/workspace/note.txt").read(), open("/tmp/scratch.txt").read())`

	t.Run("two replicas asked at once run a sandbox in one place", func(t *testing.T) {
		id := made["raced"]
		onB, onC := session(b), session(c)
		var wg sync.WaitGroup
		results := make([]*mcp.CallToolResult, 2)
		for i, cs := range []*mcp.ClientSession{onB, onC} {
			wg.Go(func() {
				results[i] = callTool(t, cs, "run_code", args{"language": "python", "code": check, "sandbox_id": id})
			})
		}
		wg.Wait()
		var ran, refused int
		for _, res := range results {
			switch {
			case !res.IsError && structured[RunCodeOutput](t, res).Stdout == "raced-var raced-file raced-tmp\n":
				ran++
			case res.IsError && strings.Contains(textOf(res), "another replica of this server runs it"):
				refused++
			default:
				t.Errorf("a call for the sandbox: %s", textOf(res))
			}
		}
		fetched := strings.Count(b.log.String()+c.log.String(), "sandbox brought down from the shelf")
		if ran != 1 || refused != 1 || fetched != 1 {
			t.Errorf("the sandbox ran %d times, was refused %d times, was brought down %d times; want once, once, once", ran, refused, fetched)
		}
	})

	t.Run("a sandbox of a replica stopped by SIGTERM answers through another", func(t *testing.T) {
		onB := session(b)
		start := time.Now()
		got := run(t, onB, "python", check, "sandbox_id", made["moved"])
		t.Logf("B brought the sandbox down and ran its first call in %v", time.Since(start).Round(time.Millisecond))
		wantStdout(t, got, "moved-var moved-file moved-tmp\n")
		if got.StateReset {
			t.Error("the first run on B says state_reset; the sandbox was suspended whole")
		}
		// What B changes is saved after the call, for the kill below.
		wantStdout(t, run(t, onB, "python", `_ = open("/workspace/after.txt", "w").write("written on B")`, "sandbox_id", made["moved"]), "")
		waitForObject(t, s3, "sandboxes/"+made["moved"]+"/files/workspace/after.txt")
	})

	t.Run("a native sandbox moves with its files, its state reset", func(t *testing.T) {
		if made["native"] == "" {
			sbxtest.SkipEngine(t, "the os provider is not usable here")
		}
		got := call[RunCodeOutput](t, session(c), "run_code", args{"language": "python", "sandbox_id": made["native"],
			"code": `print(open("/workspace/note.txt").read()); print(v)`})
		if !got.StateReset || got.Stdout != "native-file\n" || !strings.Contains(got.Stderr, "NameError") {
			t.Errorf("the os sandbox through C after A's SIGTERM: state_reset %v, stdout %q, stderr %q; want its file, NameError and state_reset",
				got.StateReset, got.Stdout, got.Stderr)
		}
	})

	t.Run("a sandbox of a replica killed by SIGKILL comes back on another with its files", func(t *testing.T) {
		b.cmd.Process.Kill()
		b.cmd.Wait()
		onC := session(c)
		deadline := time.Now().Add(20 * time.Second)
		for {
			res := callTool(t, onC, "run_code", args{"language": "python", "sandbox_id": made["moved"],
				"code": `print(open("/workspace/note.txt").read(), open("/workspace/after.txt").read()); print(v)`})
			if res.IsError && strings.Contains(textOf(res), "another replica") && time.Now().Before(deadline) {
				time.Sleep(300 * time.Millisecond) // until B's lease runs out
				continue
			}
			got := structured[RunCodeOutput](t, res)
			if res.IsError || !got.StateReset || got.Stdout != "moved-file written on B\n" || !strings.Contains(got.Stderr, "NameError") {
				t.Fatalf("the sandbox through C after B's kill: %s; want its files, NameError and state_reset", textOf(res))
			}
			break
		}
	})

	t.Run("a sandbox destroyed leaves the bucket", func(t *testing.T) {
		id := made["raced"] // on B or C, and B is gone: C takes it once B's lease has run out
		call[DestroySandboxOutput](t, session(c), "destroy_sandbox", args{"sandbox_id": id})
		for obj := range s3.client(t).ListObjects(context.Background(), s3.Bucket, minio.ListObjectsOptions{Prefix: "sandboxes/" + id + "/", Recursive: true}) {
			t.Errorf("the bucket still holds %s", obj.Key)
		}
	})
}

// waitForObject waits until the bucket of s3 holds key.
func waitForObject(t testing.TB, s3 s3Server, key string) {
	t.Helper()
	client := s3.client(t)
	deadline := time.Now().Add(time.Minute)
	for {
		if _, err := client.StatObject(context.Background(), s3.Bucket, key, minio.StatObjectOptions{}); err == nil {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s never reached the bucket", key)
		}
		time.Sleep(100 * time.Millisecond)
	}
}
