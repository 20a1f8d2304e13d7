package broker

import (
	"bufio"
	"bytes"
	"context"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/internal/sbxtest"
)

// syncBuffer collects a server's stderr for failure messages.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// logOnFailure shows the server's log if the test failed.
func logOnFailure(t *testing.T, log *syncBuffer) {
	t.Cleanup(func() {
		if t.Failed() {
			t.Logf("server log:\n%s", log)
		}
	})
}

func newClient(opts *mcp.ClientOptions) *mcp.Client {
	return mcp.NewClient(&mcp.Implementation{Name: "sbx-e2e", Version: "1"}, opts)
}

// TestServeStdio runs the scenario against `sbx serve` over stdio; each
// connection is its own process, as a desktop host starts it.
func TestServeStdio(t *testing.T) {
	bin := sbxtest.Binary(t)
	data := t.TempDir()
	log := &syncBuffer{}
	logOnFailure(t, log)
	scenario(t, func(t *testing.T, opts *mcp.ClientOptions) *mcp.ClientSession {
		cmd := exec.Command(bin, "serve", "--data-dir", data)
		cmd.Stderr = log
		cs, err := newClient(opts).Connect(context.Background(), &mcp.CommandTransport{Command: cmd}, nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { cs.Close() })
		return cs
	}, data)
}

// TestServeHTTP runs the scenario against one `sbx serve --http` process.
func TestServeHTTP(t *testing.T) {
	bin := sbxtest.Binary(t)
	data := t.TempDir()
	endpoint, log := startHTTP(t, bin, "--insecure-no-auth", "--data-dir", data)
	scenario(t, func(t *testing.T, opts *mcp.ClientOptions) *mcp.ClientSession {
		cs, err := newClient(opts).Connect(context.Background(), &mcp.StreamableClientTransport{Endpoint: endpoint}, nil)
		if err != nil {
			t.Fatalf("connect: %v\n%s", err, log)
		}
		t.Cleanup(func() { cs.Close() })
		return cs
	}, data)
}

// servingRE matches the line sbx serve prints once it listens.
var servingRE = regexp.MustCompile(`serving MCP at (http://\S+)`)

// startHTTP starts `sbx serve --http 127.0.0.1:0 FLAGS...` and returns its
// endpoint; the server is interrupted when the test ends.
func startHTTP(t *testing.T, bin string, flags ...string) (endpoint string, log *syncBuffer) {
	t.Helper()
	endpoint, log, _ = startServer(t, bin, flags...)
	return endpoint, log
}

// startServer is startHTTP that also returns stop, which interrupts the
// server and waits for it to exit.
func startServer(t *testing.T, bin string, flags ...string) (endpoint string, log *syncBuffer, stop func()) {
	t.Helper()
	return startCmd(t, exec.Command(bin, append([]string{"serve", "--http", "127.0.0.1:0"}, flags...)...))
}

// startCmd starts cmd, an sbx serve --http, and returns its endpoint, its
// log, and stop, which interrupts it and waits for it to exit.
func startCmd(t *testing.T, cmd *exec.Cmd) (endpoint string, log *syncBuffer, stop func()) {
	t.Helper()
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	log = &syncBuffer{}
	logOnFailure(t, log)
	found := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			log.Write(append(sc.Bytes(), '\n'))
			if m := servingRE.FindStringSubmatch(sc.Text()); m != nil {
				found <- m[1]
			}
		}
	}()
	stop = sync.OnceFunc(func() {
		cmd.Process.Signal(os.Interrupt)
		cmd.Wait()
	})
	t.Cleanup(stop)
	select {
	case endpoint = <-found:
		return endpoint, log, stop
	case <-time.After(30 * time.Second):
		t.Fatalf("sbx serve did not print its address:\n%s", log)
	}
	return "", nil, nil
}

// TestServeRefusesRemote checks that serve needs an identity for HTTP and
// goes without one on loopback addresses only.
func TestServeRefusesRemote(t *testing.T) {
	bin := sbxtest.Binary(t)
	data := t.TempDir()
	for _, addr := range []string{"0.0.0.0:0", ":0", "192.0.2.1:8080"} {
		out, err := exec.Command(bin, "serve", "--data-dir", data, "--http", addr, "--insecure-no-auth").CombinedOutput()
		if code := exitCode(err); code != 2 || !strings.Contains(string(out), "server.insecure_no_auth") {
			t.Errorf("serve --http %s --insecure-no-auth: exit %d, %s; want exit 2 naming server.insecure_no_auth", addr, code, out)
		}
	}
	out, err := exec.Command(bin, "serve", "--data-dir", data, "--http", "127.0.0.1:0").CombinedOutput()
	if code := exitCode(err); code != 2 || !strings.Contains(string(out), "HTTP needs users") {
		t.Errorf("serve --http without users: exit %d, %s; want exit 2 saying HTTP needs users", code, out)
	}
}

// exitCode returns a finished command's exit code.
func exitCode(err error) int {
	if ee, ok := err.(*exec.ExitError); ok {
		return ee.ExitCode()
	}
	if err != nil {
		return -1
	}
	return 0
}
