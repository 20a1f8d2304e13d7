package broker

import (
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"

	"github.com/sbx-sandbox/sbx/internal/sbxtest"
)

// The scale-out tests run real engines: Debian's redis-server and
// SeaweedFS's S3 gateway (weed mini), both on loopback, each started by
// the test. .ci/engines-cluster.sh installs the one and builds the other.

// engine returns the path of a program a test needs: from the variable
// env, else found by look. Missing, it skips the test, or fails it when
// SBX_REQUIRE_ENGINES is set (as in CI).
func engine(tb testing.TB, env, what string, look func() string) string {
	tb.Helper()
	p := os.Getenv(env)
	if p == "" {
		p = look()
	}
	if p != "" {
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	msg := what + " is missing: run .ci/engines-cluster.sh (or set " + env + ")"
	sbxtest.SkipEngine(tb, msg)
	return ""
}

// freePort returns a loopback TCP port nothing listens on.
func freePort(tb testing.TB) int {
	tb.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		tb.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port
}

// startRedis starts a redis-server on loopback, keeping nothing on disk,
// and returns its redis:// URL.
func startRedis(tb testing.TB) string {
	tb.Helper()
	bin := engine(tb, "SBX_REDIS_SERVER", "redis-server (apt-get install redis-server)", func() string {
		p, _ := exec.LookPath("redis-server")
		return p
	})
	port := freePort(tb)
	cmd := exec.Command(bin, "--port", strconv.Itoa(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", tb.TempDir())
	startEngine(tb, cmd, port)
	return fmt.Sprintf("redis://127.0.0.1:%d/0", port)
}

// s3Server is an S3 server a test started, with its admin credentials
// and one bucket.
type s3Server struct {
	Endpoint, Bucket, AccessKey, SecretKey string
}

// client returns an admin client of the server.
func (s s3Server) client(tb testing.TB) *minio.Client {
	tb.Helper()
	c, err := minio.New(s.Endpoint[len("http://"):], &minio.Options{Creds: credentials.NewStaticV4(s.AccessKey, s.SecretKey, "")})
	if err != nil {
		tb.Fatal(err)
	}
	return c
}

// startS3 starts SeaweedFS (weed mini: master, volume, filer and S3
// gateway in one process) on loopback with a bucket "homes".
func startS3(tb testing.TB) s3Server {
	tb.Helper()
	bin := engine(tb, "SBX_WEED", "SeaweedFS's weed", func() string {
		cache := os.Getenv("SBX_ENGINES_CACHE")
		if cache == "" {
			base, _ := os.UserCacheDir()
			cache = filepath.Join(base, "sbx-engines")
		}
		found, _ := filepath.Glob(filepath.Join(cache, "seaweedfs-*", "weed"))
		if len(found) == 0 {
			return ""
		}
		return found[len(found)-1]
	})
	s := s3Server{Bucket: "homes", AccessKey: "sbxadmin", SecretKey: "sbx-admin-secret-0123456789"}
	port := freePort(tb)
	s.Endpoint = fmt.Sprintf("http://127.0.0.1:%d", port)
	flags := []string{"mini", "-dir=" + tb.TempDir(), "-ip=127.0.0.1", "-ip.bind=127.0.0.1", "-bucket=" + s.Bucket,
		"-webdav=false", "-admin.ui=false", "-master.telemetry=false", "-s3.port.iceberg=0", "-s3.port.lance=0",
		"-s3.port=" + strconv.Itoa(port), "-s3.port.grpc=" + strconv.Itoa(freePort(tb))}
	for _, name := range []string{"master", "volume", "filer"} {
		flags = append(flags, "-"+name+".port="+strconv.Itoa(freePort(tb)), "-"+name+".port.grpc="+strconv.Itoa(freePort(tb)))
	}
	cmd := exec.Command(bin, flags...)
	cmd.Env = append(os.Environ(), "AWS_ACCESS_KEY_ID="+s.AccessKey, "AWS_SECRET_ACCESS_KEY="+s.SecretKey)
	startEngine(tb, cmd, port)
	c := s.client(tb)
	deadline := time.Now().Add(60 * time.Second)
	for {
		ok, err := c.BucketExists(context.Background(), s.Bucket)
		if ok {
			return s
		}
		if time.Now().After(deadline) {
			tb.Fatalf("SeaweedFS's S3 gateway has no bucket %s after a minute: %v", s.Bucket, err)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// startEngine starts cmd and waits until it listens on port; it is killed
// when the test ends.
func startEngine(tb testing.TB, cmd *exec.Cmd, port int) {
	tb.Helper()
	log := &syncBuffer{}
	cmd.Stdout, cmd.Stderr = log, log
	if err := cmd.Start(); err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
		if tb.Failed() {
			tb.Logf("%s's log:\n%s", filepath.Base(cmd.Path), log)
		}
	})
	deadline := time.Now().Add(60 * time.Second)
	for {
		c, err := net.DialTimeout("tcp", fmt.Sprintf("127.0.0.1:%d", port), time.Second)
		if err == nil {
			c.Close()
			return
		}
		if time.Now().After(deadline) {
			tb.Fatalf("%s does not listen on %d after a minute:\n%s", filepath.Base(cmd.Path), port, log)
		}
		time.Sleep(100 * time.Millisecond)
	}
}
