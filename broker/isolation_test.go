package broker

import (
	"bufio"
	"context"
	"net/http/httptest"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/sbx-sandbox/sbx/broker/sessions/sched"
)

// httpSession connects one MCP client to url over streamable HTTP.
func httpSession(tb testing.TB, url string) *mcp.ClientSession {
	tb.Helper()
	cs, err := newClient(nil).Connect(context.Background(), &mcp.StreamableClientTransport{Endpoint: url}, nil)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { cs.Close() })
	return cs
}

// rss is the process's resident memory in bytes, or -1 where /proc is
// missing.
func rss(tb testing.TB) int64 {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return -1
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "VmRSS:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
			if err != nil {
				tb.Fatalf("VmRSS %q: %v", v, err)
			}
			return kb << 10
		}
	}
	return -1
}

// neighbour calls run_code print(2) on cs until stop is closed, failing
// on a call slower than limit, and calls sample after each.
func neighbour(t *testing.T, cs *mcp.ClientSession, limit time.Duration, stop <-chan struct{}, sample func()) (calls int) {
	for {
		select {
		case <-stop:
			return calls
		default:
		}
		start := time.Now()
		wantStdout(t, run(t, cs, "python", "print(2)"), "2\n")
		if took := time.Since(start); took > limit {
			t.Errorf("call %d of the other connection took %s, more than %s", calls, took.Round(time.Millisecond), limit)
		}
		calls++
		sample()
	}
}

// TestForkBombContained runs a shell fork bomb in one connection over
// streamable HTTP while another keeps calling run_code: the other's calls
// answer within a second, the server's memory stays within 300 MB of its
// start during the bomb and after it, and the bomb's result says it hit
// the sandbox's process bound.
func TestForkBombContained(t *testing.T) {
	const bound = 300 << 20
	br := newBroker(t, Options{})
	srv := httptest.NewServer(br.Handler())
	t.Cleanup(srv.Close) // after the sessions' cleanups, which close them
	bomber, other := httpSession(t, srv.URL), httpSession(t, srv.URL)
	wantStdout(t, run(t, other, "python", "print(2)"), "2\n") // its kernel is up
	wantStdout(t, run(t, bomber, "shell", "echo up"), "up\n")

	base := rss(t)
	var peak int64
	sample := func() { peak = max(peak, rss(t)) }
	stop := make(chan struct{})
	var bomb RunCodeOutput
	var wg sync.WaitGroup
	wg.Go(func() {
		defer close(stop)
		res := callTool(t, bomber, "run_command", args{"command": "b(){ b & b & wait; }; b", "timeout_seconds": 5})
		bomb = structured[RunCodeOutput](t, res)
	})
	calls := neighbour(t, other, time.Second, stop, sample)
	wg.Wait()
	for range 5 { // and after
		wantStdout(t, run(t, other, "python", "print(2)"), "2\n")
		sample()
	}
	t.Logf("%d calls during the bomb; RSS %d MB at the start, peak %d MB", calls, base>>20, peak>>20)
	if calls == 0 {
		t.Error("the other connection made no call during the bomb")
	}
	if base > 0 && peak-base > bound {
		t.Errorf("RSS grew by %d MB, more than %d MB", (peak-base)>>20, bound>>20)
	}
	mustContain(t, bomb.Stderr, "fork: retry: Resource temporarily unavailable", "at most 64 at once")
}

// TestRunsTakeTurns keeps every core busy with three CPU-bound Python
// loops from one connection while another makes small calls: each of the
// other's calls answers within a second, and the loops still end as their
// limits say (two time out at theirs, one finishes its work).
func TestRunsTakeTurns(t *testing.T) {
	br := newBroker(t, Options{})
	srv := httptest.NewServer(br.Handler())
	t.Cleanup(srv.Close)
	busy, other := httpSession(t, srv.URL), httpSession(t, srv.URL)
	wantStdout(t, run(t, other, "python", "print(2)"), "2\n")
	loops := []struct {
		code    string
		timeout float64
	}{
		{"while True: pass", 3},
		{"while True: pass", 3},
		{"n = 0\nfor i in range(3_000_000): n += i\nprint(n)", 25},
	}
	ids := make([]string, len(loops))
	for i := range loops {
		ids[i] = call[SandboxInfo](t, busy, "create_sandbox", args{}).SandboxID
		wantStdout(t, run(t, busy, "python", "print(1)", "sandbox_id", ids[i]), "1\n")
	}

	results := make([]RunCodeOutput, len(loops))
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for i, l := range loops {
		wg.Go(func() {
			res := callTool(t, busy, "run_code", args{"language": "python", "code": l.code, "timeout_seconds": l.timeout, "sandbox_id": ids[i]})
			results[i] = structured[RunCodeOutput](t, res)
		})
	}
	go func() {
		wg.Wait()
		close(stop)
	}()
	time.Sleep(200 * time.Millisecond) // the loops hold the cores
	calls := neighbour(t, other, time.Second, stop, func() {
		for _, tool := range []string{"list_files", "sandbox_status", "list_jobs"} {
			start := time.Now()
			callTool(t, other, tool, args{})
			if took := time.Since(start); took > time.Second {
				t.Errorf("%s took %s while the loops ran", tool, took.Round(time.Millisecond))
			}
		}
	})
	t.Logf("%d calls while the loops ran", calls)
	for i, res := range results[:2] {
		if !res.TimedOut || res.DurationMS < 3000 || res.DurationMS > 5000 {
			t.Errorf("loop %d: timed_out %v after %.0f ms; want a timeout after its 3 s", i, res.TimedOut, res.DurationMS)
		}
	}
	wantStdout(t, results[2], "4499998500000\n")
}

// TestMemoryComesBack runs a shell line that builds a large string, and
// checks that the server's resident memory is back near where it started
// within a second of the answer.
func TestMemoryComesBack(t *testing.T) {
	if rss(t) < 0 {
		t.Skip("needs /proc/self/status for the resident memory")
	}
	cs := connect(t, newBroker(t, Options{}), nil)
	wantStdout(t, run(t, cs, "shell", "echo up"), "up\n")
	runtimeFor(t).Settle() // a kernel booted ahead for the next process is not the line's
	runtime.GC()
	debug.FreeOSMemory()
	base := rss(t)
	got := run(t, cs, "shell", "x=$(seq 2000000); y=$x$x; echo ${#y}", "timeout_seconds", 20)
	wantStdout(t, got, "29777790\n")
	// A return waits for the one before it to be sched.ReturnEvery old, and is a
	// full collection: on a loaded machine that takes a while.
	var after int64
	for deadline := time.Now().Add(sched.ReturnEvery + 2*time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if after = rss(t); after-base < 64<<20 {
			break
		}
	}
	t.Logf("RSS %d MB before the line, %d MB after it", base>>20, after>>20)
	if after-base >= 64<<20 {
		t.Errorf("RSS is %d MB above where it started, %v after the line ended", (after-base)>>20, sched.ReturnEvery+2*time.Second)
	}
}
