package broker

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/minio/minio-go/v7"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/internal/sbxtest"
)

// s3SecretEnv is the variable the replicas read the S3 secret key from.
const s3SecretEnv = "SBX_TEST_S3_SECRET_KEY"

// clusterConfig writes the configuration replicas share: alice and bob
// by token, routing through redisURL with a 2 s lease, homes in s3 with
// the quota given (MiB).
func clusterConfig(t *testing.T, redisURL string, s3 s3Server, quotaMB int) string {
	t.Helper()
	digest := func(token string) string { d := sha256.Sum256([]byte(token)); return hex.EncodeToString(d[:]) }
	text := fmt.Sprintf(`[cluster]
redis = %q
lease = "2s"

[homes]
backend = "s3"
quota_mb = %d

[homes.s3]
endpoint = %q
bucket = %q
access_key_id = %q
secret_key_env = %q

[[users]]
id = "alice"
token_sha256 = %q

[[users]]
id = "bob"
token_sha256 = %q
`, redisURL, quotaMB, s3.Endpoint, s3.Bucket, s3.AccessKey, s3SecretEnv, digest(aliceToken), digest(bobToken))
	path := filepath.Join(t.TempDir(), "sbx.toml")
	if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// replica is one sbx serve --http of a cluster.
type replica struct {
	endpoint string
	log      *syncBuffer
	stop     func() // interrupts it and waits for it to exit
	cmd      *exec.Cmd
	dataDir  string
}

// startReplica starts sbx serve --http on loopback with config and a data
// directory of its own.
func startReplica(t *testing.T, config string, s3 s3Server) *replica {
	t.Helper()
	addr := fmt.Sprintf("127.0.0.1:%d", freePort(t)) // a fixed port: the URL the other replicas reach it at
	cmd := exec.Command(sbxtest.Binary(t), "serve", "--http", addr, "--config", config, "--data-dir", t.TempDir())
	cmd.Env = append(os.Environ(), s3SecretEnv+"="+s3.SecretKey)
	r := &replica{cmd: cmd, dataDir: cmd.Args[len(cmd.Args)-1]}
	r.endpoint, r.log, r.stop = startCmd(t, cmd)
	return r
}

// balancer is a load balancer inside the client: each request goes to
// the replica pick names, with the headers given.
type balancer struct {
	replicas []*url.URL
	headers  headerTransport
	to       atomic.Int32 // the replica requests go to; -1: a random one each time
}

// newBalancer balances over replicas, sending to the first until told
// otherwise.
func newBalancer(t *testing.T, headers headerTransport, replicas ...*replica) *balancer {
	lb := &balancer{headers: headers}
	for _, r := range replicas {
		u, err := url.Parse(r.endpoint)
		if err != nil {
			t.Fatal(err)
		}
		lb.replicas = append(lb.replicas, u)
	}
	return lb
}

// RoundTrip implements http.RoundTripper.
func (lb *balancer) RoundTrip(r *http.Request) (*http.Response, error) {
	i := int(lb.to.Load())
	if i < 0 {
		i = rand.IntN(len(lb.replicas))
	}
	u := lb.replicas[i]
	r = r.Clone(r.Context())
	r.URL.Scheme, r.URL.Host, r.Host = u.Scheme, u.Host, u.Host
	return lb.headers.RoundTrip(r)
}

// connect opens an MCP session through lb.
func (lb *balancer) connect(t testing.TB, opts *mcp.ClientOptions) *mcp.ClientSession {
	t.Helper()
	cs, err := newClient(opts).Connect(context.Background(),
		&mcp.StreamableClientTransport{Endpoint: "http://balancer.invalid/mcp", HTTPClient: &http.Client{Transport: lb}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

// TestCluster runs two sbx serve --http replicas sharing a real Redis on
// loopback and homes in a real S3 server: a session continues through
// either replica with its state, streamed progress included; a home
// written through one is read through the other; twenty sessions with
// requests sent to random replicas all answer right; and once a replica
// is killed its sessions get 404 through the other, whose own sessions
// keep working.
func TestCluster(t *testing.T) {
	redisURL, s3 := startRedis(t), startS3(t)
	config := clusterConfig(t, redisURL, s3, 64)
	a, b := startReplica(t, config, s3), startReplica(t, config, s3)

	var progress atomic.Int32
	alice := newBalancer(t, bearer(aliceToken), a, b)
	onA := alice.connect(t, &mcp.ClientOptions{ProgressNotificationHandler: func(context.Context, *mcp.ProgressNotificationClientRequest) {
		progress.Add(1)
	}})

	t.Run("a session continues through the other replica", func(t *testing.T) {
		wantStdout(t, run(t, onA, "python", "x = 41"), "")
		alice.to.Store(1)
		wantStdout(t, run(t, onA, "python", "print(x + 1)"), "42\n")
		params := &mcp.CallToolParams{Name: "run_code", Arguments: args{"language": "python", "code": "import time\nfor _ in range(5): time.sleep(0.5)\nprint(x)"}}
		params.SetProgressToken("p1")
		res, err := onA.CallTool(context.Background(), params)
		if err != nil {
			t.Fatalf("a long run through B: %v", err)
		}
		if res.IsError {
			t.Fatalf("a long run through B: %s", textOf(res))
		}
		if progress.Load() == 0 {
			t.Error("no progress notification came through the replica that forwards")
		}
		if strings.Contains(b.log.String(), "sandbox created") {
			t.Errorf("B created a sandbox for a session of A:\n%s", b.log)
		}
		// Audit stays with the replica that ran the code, each line naming it.
		audit, _ := os.ReadFile(filepath.Join(a.dataDir, "audit.log"))
		lines := strings.Split(strings.TrimSpace(string(audit)), "\n")
		if len(lines) != 3 || !strings.Contains(lines[2], `"replica":"`+strings.TrimSuffix(a.endpoint, "/mcp")+`"`) {
			t.Errorf("A's audit log: %q; want its three runs, each naming A", lines)
		}
		if other, _ := os.ReadFile(filepath.Join(b.dataDir, "audit.log")); len(other) != 0 {
			t.Errorf("B's audit log holds A's runs: %s", other)
		}
	})

	t.Run("a forged forward is refused", func(t *testing.T) {
		// Only a replica knows the key that signs a forward: a client that
		// claims to be one, to pass as a user or reach another's session, gets 403.
		for _, headers := range [][]string{
			{"Sbx-Forwarded", "0123abcd", "X-User-Id", "bob"},
			{"Sbx-Forwarded", "0123abcd", "Mcp-Session-Id", onA.ID(), "Mcp-Protocol-Version", "2025-11-25"},
		} {
			resp, body := post(t, a.endpoint, initialize, headers...)
			if resp.StatusCode != http.StatusForbidden || !strings.Contains(body, "signature is not valid") {
				t.Errorf("a forward forged with %q: HTTP %d %s; want 403", headers, resp.StatusCode, body)
			}
		}
	})

	t.Run("a home written through A is read through B", func(t *testing.T) {
		alice.to.Store(0)
		call[WriteFileOutput](t, onA, "write_file", args{"path": "/home/user/notes.txt", "content": "written through A"})
		fresh := newBalancer(t, bearer(aliceToken), a, b)
		fresh.to.Store(1)
		onB := fresh.connect(t, nil)
		if got := call[ReadFileOutput](t, onB, "read_file", args{"path": "/home/user/notes.txt"}); got.Content != "written through A" {
			t.Errorf("read through B: %q", got.Content)
		}
		obj, err := s3.client(t).StatObject(context.Background(), s3.Bucket, "users/alice/notes.txt", minio.StatObjectOptions{})
		if err != nil || obj.Size != int64(len("written through A")) {
			t.Errorf("users/alice/notes.txt in the bucket: %+v, %v", obj, err)
		}
	})

	t.Run("an app published on A opens through B", func(t *testing.T) {
		alice.to.Store(0)
		call[WriteFileOutput](t, onA, "write_file", args{"path": "site/index.html", "content": "<p>served by A</p>"})
		app := call[AppInfo](t, onA, "publish_app", args{"name": "site", "path": "site"})
		apps, err := ReadApps(a.dataDir)
		if err != nil || len(apps) != 1 {
			t.Fatalf("A's %s: %+v, %v", AppsFile, apps, err)
		}
		u, _ := url.Parse(app.URL)
		req, _ := http.NewRequest(http.MethodGet, strings.TrimSuffix(b.endpoint, "/mcp")+"/", nil)
		req.Host = u.Host
		req.Header.Set("Authorization", "Bearer "+apps[0].Token)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		body, _ := io.ReadAll(resp.Body)
		if resp.StatusCode != http.StatusOK || string(body) != "<p>served by A</p>" {
			t.Errorf("%s through B: HTTP %d %q", app.URL, resp.StatusCode, body)
		}
	})

	t.Run("twenty sessions over random replicas", func(t *testing.T) {
		var wg sync.WaitGroup
		errs := make(chan error, 20)
		sem := make(chan struct{}, 4)
		for i := range 20 {
			wg.Go(func() {
				sem <- struct{}{}
				defer func() { <-sem }()
				token := []string{aliceToken, bobToken}[i%2]
				lb := newBalancer(t, bearer(token), a, b)
				lb.to.Store(-1)
				cs, err := newClient(nil).Connect(context.Background(),
					&mcp.StreamableClientTransport{Endpoint: "http://balancer.invalid/mcp", HTTPClient: &http.Client{Transport: lb}}, nil)
				if err != nil {
					errs <- fmt.Errorf("session %d: connect: %v", i, err)
					return
				}
				defer cs.Close()
				for j, code := range []string{fmt.Sprintf("v = %d", i), "print(v * 2)", "v += 1", "print(v * 2)", "print(v)"} {
					want := []string{"", fmt.Sprint(2 * i), "", fmt.Sprint(2 * (i + 1)), fmt.Sprint(i + 1)}[j]
					res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "run_code", Arguments: args{"language": "python", "code": code}})
					if err != nil {
						errs <- fmt.Errorf("session %d, call %d: %v", i, j, err)
						return
					}
					if res.IsError {
						errs <- fmt.Errorf("session %d, call %d: %s", i, j, textOf(res))
						return
					}
					if got := structured[RunCodeOutput](t, res).Stdout; strings.TrimSpace(got) != want {
						errs <- fmt.Errorf("session %d, call %d (%s): stdout %q, want %q", i, j, code, got, want)
						return
					}
				}
			})
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Error(err)
		}
	})

	t.Run("a killed replica's sessions get 404, the other's go on", func(t *testing.T) {
		bob := newBalancer(t, bearer(bobToken), b)
		onB := bob.connect(t, nil)
		wantStdout(t, run(t, onB, "python", "y = 7"), "")
		a.cmd.Process.Kill()
		a.cmd.Wait()
		deadline := time.Now().Add(20 * time.Second)
		for {
			resp, body := post(t, b.endpoint, `{"jsonrpc":"2.0","id":9,"method":"tools/list"}`,
				"Mcp-Session-Id", onA.ID(), "Mcp-Protocol-Version", "2025-11-25", "Authorization", "Bearer "+aliceToken)
			if resp.StatusCode == http.StatusNotFound {
				mustContain(t, body, `"id":9`, "initialize a new session")
				break
			}
			if resp.StatusCode != http.StatusBadGateway || time.Now().After(deadline) {
				t.Fatalf("A's session through B after A was killed: HTTP %d %s; want 502 until A's lease runs out, then 404", resp.StatusCode, body)
			}
			time.Sleep(200 * time.Millisecond)
		}
		wantStdout(t, run(t, onB, "python", "print(y)"), "7\n")
	})
}
