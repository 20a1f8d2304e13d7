//go:build unix

package broker

import (
	"bufio"
	"context"
	"fmt"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/internal/sbxtest"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// These tests are of what sbx reads that a sandbox controls: its kernels'
// channels, the displays a cell leaves, the files an app serves. Each is
// read bounded in size, without waiting on the sandbox, and anything but a
// regular file is refused. They run as root and again as nobody
// (TestSandboxReadsAsNobody).

// procStatus is a field of /proc/self/status in KiB (or a count).
func procStatus(t testing.TB, field string) int64 {
	t.Helper()
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Skipf("no /proc/self/status: %v", err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		if v, ok := strings.CutPrefix(line, field+":"); ok {
			n, _ := strconv.ParseInt(strings.Fields(v)[0], 10, 64)
			return n
		}
	}
	t.Fatalf("no %s in /proc/self/status", field)
	return 0
}

// runWithin runs code in sandbox id (or the connection's default), failing
// t if the call has not returned within limit; it returns the result, how
// long it took and whether it returned.
func runWithin(t *testing.T, cs *mcp.ClientSession, id, lang, code string, limit time.Duration) (*mcp.CallToolResult, time.Duration, bool) {
	t.Helper()
	start := time.Now()
	done := make(chan *mcp.CallToolResult, 1)
	go func() {
		a := args{"language": lang, "code": code, "timeout_seconds": 20}
		if id != "" {
			a["sandbox_id"] = id
		}
		res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "run_code", Arguments: a})
		if err != nil {
			res = &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}
		}
		done <- res
	}()
	select {
	case res := <-done:
		return res, time.Since(start), true
	case <-time.After(limit):
		t.Errorf("run_code in %q did not return within %s", id, limit)
		return nil, limit, false
	}
}

// A cell that writes without end to its kernel's socket grows no memory
// of sbx's: the node kernel's status line is read at most 256 bytes, and
// the Python kernel's sockets no more than their status. The kernel that
// was flooded is restarted and says so.
func TestOSTierChannelFlood(t *testing.T) {
	cs := connect(t, newBroker(t, Options{}), nil)
	id := osSandbox(t, cs)
	const mib = 512
	for _, tc := range []struct{ name, lang, code string }{
		{"node kernel's descriptor 3", "javascript", fmt.Sprintf(`const fs = require('fs'), b = Buffer.alloc(1 << 20, 120), end = Date.now() + 5000;
let sent = 0;
while (sent < %d << 20 && Date.now() < end) {
  try { sent += fs.writeSync(3, b) } catch (e) { if (e.code !== 'EAGAIN') throw e }
}`, mib)},
		{"python kernel's sockets", "python", fmt.Sprintf(`import os, stat, time
fds = [fd for fd in range(3, 256) if os.path.exists('/proc/self/fd/%%d' %% fd) and stat.S_ISSOCK(os.fstat(fd).st_mode)]
for fd in fds: os.set_blocking(fd, False)
b, sent, end = b'x' * (1 << 20), 0, time.time() + 5
while sent < %d << 20 and time.time() < end:
    for fd in fds:
        try: sent += os.write(fd, b)
        except (BlockingIOError, BrokenPipeError, ConnectionResetError): pass
print(len(fds) > 0)`, mib)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			wantStdout(t, run(t, cs, tc.lang, "1 + 1", "sandbox_id", id), "2\n")
			os.WriteFile("/proc/self/clear_refs", []byte("5"), 0) // the peak starts again from here
			before := procStatus(t, "VmRSS")
			res, took, ok := runWithin(t, cs, id, tc.lang, tc.code, 30*time.Second)
			peak := procStatus(t, "VmHWM")
			t.Logf("sbx's memory while the cell wrote up to %d MiB to its kernel's sockets: %d MiB before, %d MiB at the peak; the call took %s",
				mib, before>>10, peak>>10, took.Round(time.Millisecond))
			if !ok {
				return
			}
			if grew := (peak - before) >> 10; grew > 64 {
				t.Errorf("sbx's memory grew by %d MiB while the cell flooded its kernel's sockets", grew)
			}
			if res.IsError {
				t.Fatalf("the flooding cell: %s", textOf(res))
			}
			t.Logf("the flooding cell: %s", textOf(res))
			// The kernel works again, restarted if it had to be: a cell that
			// breaks its kernel's channel may cost the next call the kernel,
			// which that call says.
			got := run(t, cs, tc.lang, "6 * 7", "sandbox_id", id)
			if got.Stdout != "42\n" && got.StateReset {
				got = run(t, cs, tc.lang, "6 * 7", "sandbox_id", id)
			}
			wantStdout(t, got, "42\n")
		})
	}
}

// unblock opens each FIFO for writing and closes it, which ends any read
// of it sbx is waiting on: so that a test of code that does wait fails
// instead of hanging.
func unblock(paths ...string) {
	for _, p := range paths {
		if f, err := os.OpenFile(p, os.O_WRONLY|syscall.O_NONBLOCK, 0); err == nil {
			f.Close()
		}
	}
}

// A FIFO a cell leaves where its displays go does not hold the run, the
// sandbox or the server: the run returns saying what it could not read,
// the sandbox runs again and is destroyed at once, a neighbour's calls
// are not slowed, and the reaper still ends every sandbox at its TTL.
func TestOSTierDisplayFIFO(t *testing.T) {
	const ttl = 12 * time.Second
	warm(t, wasmrt.Python) // the TTL is for the runs, not for compiling
	b := newBroker(t, Options{TTL: ttl})
	cs, neighbour := connect(t, b, nil), connect(t, b, nil)
	wantStdout(t, run(t, neighbour, "python", "print(1)"), "1\n")
	var fifos []string
	t.Cleanup(func() { unblock(fifos...) })
	start := time.Now()
	for _, tc := range []struct {
		name, lang, code, fifo string
		destroy                bool
	}{
		{"a bundle is a FIFO", "python",
			"import os\nos.makedirs('/workspace/.sbx/displays', exist_ok=True)\nos.mkfifo('/workspace/.sbx/displays/0001.json')\nprint('made')",
			".sbx/displays/0001.json", true},
		{"the directory is a FIFO", "javascript",
			"require('fs').mkdirSync('/workspace/.sbx', {recursive: true}); require('child_process').execSync('mkfifo /workspace/.sbx/displays'); console.log('made')",
			".sbx/displays", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			id := osSandbox(t, cs)
			fifo := filepath.Join(b.opts.DataDir, id, "workspace", tc.fifo)
			fifos = append(fifos, fifo)
			res, took, ok := runWithin(t, cs, id, tc.lang, tc.code, 10*time.Second)
			// The neighbour's call, while this sandbox holds a FIFO (or did).
			nres, ntook, nok := runWithin(t, neighbour, "", "python", "print(2)", 10*time.Second)
			t.Logf("the run with the FIFO took %s; the neighbour's run then took %s", took.Round(time.Millisecond), ntook.Round(time.Millisecond))
			if nok {
				wantStdout(t, structured[RunCodeOutput](t, nres), "2\n")
			}
			if !ok {
				return
			}
			out := structured[RunCodeOutput](t, res)
			if res.IsError || out.Stdout != "made\n" {
				t.Fatalf("the run: %s", textOf(res))
			}
			wantStdout(t, run(t, cs, tc.lang, "6 * 7", "sandbox_id", id), "42\n")
			if !tc.destroy {
				return // the reaper's
			}
			done := make(chan string, 1)
			go func() {
				res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "destroy_sandbox", Arguments: args{"sandbox_id": id}})
				if err != nil || res.IsError {
					done <- fmt.Sprint(err, res)
				}
				done <- ""
			}()
			select {
			case msg := <-done:
				if msg != "" {
					t.Fatalf("destroy_sandbox: %s", msg)
				}
			case <-time.After(5 * time.Second):
				t.Errorf("destroy_sandbox of %s did not return within 5 s", id)
			}
		})
	}
	// Every sandbox, the neighbour's included, is gone soon after its TTL.
	deadline := start.Add(ttl + 15*time.Second)
	for len(sandboxDirs(t, b.opts.DataDir)) > 0 && time.Now().Before(deadline) {
		time.Sleep(200 * time.Millisecond)
	}
	if left := sandboxDirs(t, b.opts.DataDir); len(left) > 0 {
		t.Errorf("%s past its TTL of %s the reaper had not ended %v", time.Since(start).Round(time.Second), ttl, left)
	}
}

// A FIFO in a published directory is not served, and requests for it
// neither wait nor hold a thread of the server each.
func TestOSTierAppFIFO(t *testing.T) {
	s := newAppServer(t, Options{})
	id := osSandbox(t, s.cs)
	wantStdout(t, run(t, s.cs, "shell", "mkdir -p site/dir && echo hi > site/index.html && mkfifo site/pipe.html site/dir/index.html && echo ok",
		"sandbox_id", id), "ok\n")
	site := filepath.Join(s.dir, id, "workspace", "site")
	for _, name := range []string{"pipe.html", "dir/index.html"} {
		// Under a quota the os tier copies out regular files only; a
		// sandbox that shares the host's directory (Docker's, or the os
		// tier's without one) leaves its FIFOs there, as here.
		if _, err := os.Lstat(filepath.Join(site, name)); err != nil {
			if err := syscall.Mkfifo(filepath.Join(site, name), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Cleanup(func() {
		for range 50 {
			unblock(filepath.Join(site, "pipe.html"), filepath.Join(site, "dir", "index.html"))
		}
	})
	app := call[AppInfo](t, s.cs, "publish_app", args{"sandbox_id": id, "name": "site", "path": "site"})
	auth := []string{"Authorization", "Bearer " + s.token(t, id)}
	if resp, body := s.get(t, "GET", app.URL, "", auth...); resp.StatusCode != http.StatusOK || body != "hi\n" {
		t.Fatalf("index.html: %s %q", resp.Status, body)
	}
	threads := procStatus(t, "Threads")
	const requests = 40
	hung := 0
	start := time.Now()
	for i := range requests {
		path := []string{"pipe.html", "dir/"}[i%2]
		status, err := getWithin(s, app.URL+path, time.Second, auth...)
		switch {
		case err != nil:
			hung++
		case status != http.StatusNotFound:
			t.Errorf("GET /%s: %d, want 404", path, status)
		}
	}
	took := time.Since(start)
	time.Sleep(200 * time.Millisecond)
	after := procStatus(t, "Threads")
	t.Logf("%d requests for FIFOs: %d unanswered within 1 s, %s in all; threads %d before, %d after", requests, hung, took.Round(time.Millisecond), threads, after)
	if hung > 0 {
		t.Errorf("%d of %d requests for a FIFO were not answered within 1 s", hung, requests)
	}
	if after-threads > 10 {
		t.Errorf("the server went from %d to %d threads", threads, after)
	}
}

// getWithin sends GET rawURL to s with the headers given and returns the
// status, or an error when no response came within limit.
func getWithin(s *appServer, rawURL string, limit time.Duration, headers ...string) (int, error) {
	host, target, _ := strings.Cut(strings.TrimPrefix(rawURL, "http://"), "/")
	conn, err := net.Dial("tcp", s.addr)
	if err != nil {
		return 0, err
	}
	defer conn.Close()
	conn.SetDeadline(time.Now().Add(limit))
	req := fmt.Sprintf("GET /%s HTTP/1.1\r\nHost: %s\r\nConnection: close\r\n", target, host)
	for i := 0; i+1 < len(headers); i += 2 {
		req += headers[i] + ": " + headers[i+1] + "\r\n"
	}
	if _, err := conn.Write([]byte(req + "\r\n")); err != nil {
		return 0, err
	}
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		return 0, err
	}
	resp.Body.Close()
	return resp.StatusCode, nil
}

// The tests above hold with sbx running as an unprivileged user.
func TestSandboxReadsAsNobody(t *testing.T) {
	needOSProvider(t)
	sbxtest.AsNobody(t, "^TestOSTier(ChannelFlood|DisplayFIFO|AppFIFO)$")
}
