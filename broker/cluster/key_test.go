package cluster

import (
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sbx-sandbox/sbx/internal/sbxtest"
)

// redisServer is a redis-server on loopback that a test can restart,
// empty (it keeps nothing on disk), on the same port.
type redisServer struct {
	bin, dir string
	port     int
	cmd      *exec.Cmd
}

// startRedis starts a redis-server: $SBX_REDIS_SERVER, or redis-server on
// the PATH. Missing, it skips the test, or fails it when
// SBX_REQUIRE_ENGINES is set (as in CI).
func startRedis(t *testing.T) *redisServer {
	t.Helper()
	bin := os.Getenv("SBX_REDIS_SERVER")
	if bin == "" {
		bin, _ = exec.LookPath("redis-server")
	}
	if bin == "" {
		sbxtest.SkipEngine(t, "redis-server is missing: run .ci/engines-cluster.sh (or set SBX_REDIS_SERVER)")
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s := &redisServer{bin: bin, dir: t.TempDir(), port: ln.Addr().(*net.TCPAddr).Port}
	ln.Close()
	s.start(t)
	t.Cleanup(s.stop)
	return s
}

// url is the server's redis:// URL.
func (s *redisServer) url() string { return fmt.Sprintf("redis://127.0.0.1:%d/0", s.port) }

// start runs the server and waits until it answers.
func (s *redisServer) start(t *testing.T) {
	t.Helper()
	s.cmd = exec.Command(s.bin, "--port", strconv.Itoa(s.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", s.dir)
	if err := s.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		if c, err := net.Dial("tcp", fmt.Sprintf("127.0.0.1:%d", s.port)); err == nil {
			c.Close()
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("redis-server does not listen on %d", s.port)
		}
	}
}

// stop kills the server, which loses everything it held.
func (s *redisServer) stop() {
	s.cmd.Process.Kill()
	s.cmd.Wait()
}

// restart kills the server and starts it again, empty.
func (s *redisServer) restart(t *testing.T) {
	t.Helper()
	s.stop()
	s.start(t)
}

// replica joins the cluster of Redis url as a replica advertised at port
// n, with the key given (empty: kept in Redis), renewing every 100 ms.
func replica(t *testing.T, url string, n int, key string) *Cluster {
	t.Helper()
	c, err := New(Options{Redis: url, Advertise: fmt.Sprintf("http://127.0.0.1:%d", n), Lease: 300 * time.Millisecond, Key: key},
		"X-User", slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	c.Start(func() []string { return nil }, func(string) {})
	t.Cleanup(c.Close)
	return c
}

// accepts reports whether to accepts a request from signed as from
// signs a forward, rather than answering 403.
func accepts(from, to *Cluster) bool {
	r := httptest.NewRequest(http.MethodPost, "/mcp", strings.NewReader("{}"))
	r.Header.Set("Mcp-Session-Id", "s1")
	r.Header.Set("X-User", "alice")
	r.Header.Set(ForwardHeader, from.sign("s1", "alice"))
	w := httptest.NewRecorder()
	to.Accept(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {})).ServeHTTP(w, r)
	return w.Code == http.StatusOK
}

// TestKeySurvivesRedisRestart restarts Redis, empty, under running
// replicas and starts another replica after it: forwards between every
// pair are still accepted once the replicas have renewed, whether the
// new one joined before they published the key again or after, or the
// key is configured, in which case Redis never holds it.
func TestKeySurvivesRedisRestart(t *testing.T) {
	for _, tc := range []struct {
		name string
		key  string
		wait bool // the replicas renew before the new one joins
	}{
		{"key in Redis, joining after the renewal", "", true},
		{"key in Redis, joining while Redis is empty", "", false},
		{"configured key", strings.Repeat("k", MinKeyBytes), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			redis := startRedis(t)
			a, b := replica(t, redis.url(), 1, tc.key), replica(t, redis.url(), 2, tc.key)
			if !accepts(a, b) || !accepts(b, a) {
				t.Fatal("two replicas refuse each other's forwards before Redis restarts")
			}
			redis.restart(t)
			if tc.wait {
				time.Sleep(300 * time.Millisecond)
			}
			c := replica(t, redis.url(), 3, tc.key)
			time.Sleep(300 * time.Millisecond) // three renewals
			for _, pair := range [][2]*Cluster{{a, b}, {b, a}, {a, c}, {c, a}, {b, c}, {c, b}} {
				if !accepts(pair[0], pair[1]) {
					t.Errorf("%s refuses a forward from %s", pair[1].Self(), pair[0].Self())
				}
			}
			stored, _ := a.rdb.Get(t.Context(), secretKey).Result()
			if tc.key != "" && stored != "" {
				t.Errorf("Redis holds a key though the replicas have theirs configured")
			}
			if tc.key == "" && stored == "" {
				t.Errorf("Redis holds no key after the restart")
			}
		})
	}
	if _, err := New(Options{Redis: "redis://127.0.0.1:1/0", Advertise: "http://127.0.0.1:1", Key: "short"}, "", nil); err == nil ||
		!strings.Contains(err.Error(), "at least 32") {
		t.Errorf("a short key: %v", err)
	}
}
