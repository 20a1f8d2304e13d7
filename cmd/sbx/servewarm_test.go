//go:build linux && !portable

package main

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/internal/sbxtest"
)

// serveClient starts `sbx serve --data-dir data` over stdio with env and
// returns its MCP session and its command (closed at the test's end).
func serveClient(t *testing.T, env []string, data string) (*mcp.ClientSession, *exec.Cmd, *bytes.Buffer) {
	t.Helper()
	cmd := exec.Command(sbxtest.Binary(t), "serve", "--data-dir", data)
	cmd.Env = env
	var log bytes.Buffer
	cmd.Stderr = &log
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "sbx-test", Version: "1"}, nil).
		Connect(context.Background(), &mcp.CommandTransport{Command: cmd, TerminateDuration: 10 * time.Second}, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cs.Close()
		if t.Failed() {
			t.Logf("sbx serve's stderr:\n%s", log.String())
		}
	})
	return cs, cmd, &log
}

// runCode calls run_code and returns its structured result.
func runCode(t *testing.T, cs *mcp.ClientSession, code string) map[string]any {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "run_code",
		Arguments: map[string]any{"language": "python", "code": code}})
	if err != nil {
		t.Fatalf("run_code %q: %v", code, err)
	}
	out, _ := res.StructuredContent.(map[string]any)
	return out
}

// serveServers lists the live serve servers of the machine whose cache is
// cache, by their lock files.
func serveServers(t *testing.T, cache string) []int {
	t.Helper()
	var pids []int
	for _, pid := range runServerPIDs(t, cache) {
		b, _ := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "cmdline"))
		if strings.Contains(string(b), serveServerCommand) {
			pids = append(pids, pid)
		}
	}
	return pids
}

// TestServeThroughWarmServer starts sbx serve over stdio twice with one
// command line and environment: both connections are served by one warm
// server, each as a session of its own (the second does not see the
// first's variables, and both run at once), and a session's sandbox is
// removed when its sbx serve ends. Another environment gets another
// server; SBX_RUN_SERVER=off serves in the process.
func TestServeThroughWarmServer(t *testing.T) {
	env := warmMachine(t)
	cache := cacheOf(env)
	data := t.TempDir()
	t.Cleanup(func() { stopRunServers(t, cache) }) // before data goes
	cs1, _, _ := serveClient(t, env, data)
	out := runCode(t, cs1, "x = 41\nprint('first')")
	if out["stdout"] != "first\n" {
		t.Fatalf("first session: %v", out)
	}
	id1, _ := out["sandbox_id"].(string)
	servers := serveServers(t, cache)
	if len(servers) != 1 {
		t.Fatalf("serve servers after one sbx serve: %v, want one", servers)
	}
	cs2, _, _ := serveClient(t, env, data)
	if out := runCode(t, cs2, "print(x)"); out["exit_code"] != 1.0 || !strings.Contains(out["stderr"].(string), "NameError") {
		t.Fatalf("second session sees the first's variables: %v", out)
	}
	if out := runCode(t, cs1, "print(x + 1)"); out["stdout"] != "42\n" {
		t.Fatalf("first session after the second started: %v", out)
	}
	if now := serveServers(t, cache); len(now) != 1 || now[0] != servers[0] {
		t.Fatalf("serve servers after two sbx serve: %v, want %v", now, servers)
	}
	// A host that gives each process a variable of its own (Claude Code's
	// session id) still finds the same server.
	hosted := append(append([]string{}, env...), "CLAUDE_CODE_SESSION_ID=7f1c")
	csh, _, _ := serveClient(t, hosted, data)
	runCode(t, csh, "pass")
	if now := serveServers(t, cache); len(now) != 1 || now[0] != servers[0] {
		t.Fatalf("serve servers after an sbx serve with a host's session variable: %v, want %v", now, servers)
	}
	held := func() bool { // the sandbox's directory is somewhere in data
		found := false
		filepath.WalkDir(data, func(path string, d os.DirEntry, err error) error {
			found = found || (err == nil && d.Name() == id1)
			return nil
		})
		return found
	}
	if !held() {
		t.Fatalf("no directory %s under the data directory while its session lives", id1)
	}
	cs1.Close()
	gone := waitFor(10*time.Second, func() bool { return !held() })
	if !gone {
		t.Errorf("the first session's sandbox %s is still in the data directory after its sbx serve ended", id1)
	}

	other := append(append([]string{}, env...), "SBX_TEST_OTHER=1")
	cs3, _, _ := serveClient(t, other, data)
	runCode(t, cs3, "pass")
	if now := serveServers(t, cache); len(now) != 2 {
		t.Errorf("serve servers after an sbx serve with another environment: %v, want two", now)
	}
	off := append(append([]string{}, env...), "SBX_RUN_SERVER=off")
	cs4, _, _ := serveClient(t, off, data)
	if out := runCode(t, cs4, "print(6*7)"); out["stdout"] != "42\n" {
		t.Fatalf("SBX_RUN_SERVER=off: %v", out)
	}
	if now := serveServers(t, cache); len(now) != 2 {
		t.Errorf("serve servers after an sbx serve with SBX_RUN_SERVER=off: %v, want still two", now)
	}
}

// TestServeWarmServerKilled kills the serve server during a session: sbx
// serve says so and exits with an error, and the next sbx serve works.
func TestServeWarmServerKilled(t *testing.T) {
	env := warmMachine(t)
	data := t.TempDir()
	t.Cleanup(func() { stopRunServers(t, cacheOf(env)) }) // before data goes
	cs, cmd, log := serveClient(t, env, data)
	runCode(t, cs, "pass")
	servers := serveServers(t, cacheOf(env))
	if len(servers) != 1 {
		t.Fatalf("serve servers: %v", servers)
	}
	syscall.Kill(servers[0], syscall.SIGKILL)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if _, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "run_code",
		Arguments: map[string]any{"language": "python", "code": "pass"}}); err == nil {
		t.Fatal("run_code answered after the serve server was killed")
	}
	cs.Close() // waits for sbx serve to exit
	if cmd.ProcessState == nil || cmd.ProcessState.ExitCode() != exitError || !strings.Contains(log.String(), "serve server ended the session") {
		t.Errorf("sbx serve after its server was killed: %v, stderr %q", cmd.ProcessState, log.String())
	}
	// As a host would start sbx serve again once the old one is gone (a
	// connection to a server in the middle of dying is lost with it).
	if !waitFor(10*time.Second, func() bool { return len(serveServers(t, cacheOf(env))) == 0 }) {
		t.Fatal("the killed serve server still holds its lock")
	}
	cs2, _, _ := serveClient(t, env, data)
	if out := runCode(t, cs2, "print(6*7)"); out["stdout"] != "42\n" {
		t.Fatalf("sbx serve after a killed server: %v", out)
	}
}

// TestServeCleanClose closes sbx serve as hosts do, many times: initialize,
// tools/list, read the answer, close stdin. Each exits 0, with nothing on
// stderr.
func TestServeCleanClose(t *testing.T) {
	env := warmMachine(t)
	data := t.TempDir()
	t.Cleanup(func() { stopRunServers(t, cacheOf(env)) })
	const requests = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}
{"jsonrpc":"2.0","method":"notifications/initialized"}
{"jsonrpc":"2.0","id":2,"method":"tools/list"}
`
	for i := range 100 {
		cmd := exec.Command(sbxtest.Binary(t), "serve", "--data-dir", data)
		cmd.Env = env
		stdin, _ := cmd.StdinPipe()
		stdout, _ := cmd.StdoutPipe()
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		io.WriteString(stdin, requests)
		r := bufio.NewReader(stdout)
		for answered := 0; answered < 2; {
			line, err := r.ReadString('\n')
			if err != nil {
				t.Fatalf("close %d: no answer (%v); stderr %q", i, err, stderr.String())
			}
			if strings.Contains(line, `"id":1`) || strings.Contains(line, `"id":2`) {
				answered++
			}
		}
		stdin.Close()
		io.Copy(io.Discard, r)
		if err := cmd.Wait(); err != nil || stderr.Len() > 0 {
			t.Fatalf("close %d: %v, stderr %q", i, err, stderr.String())
		}
	}
}

// TestServeLogsKept: a warm server appends to the log of the ones before
// it, and follows no link planted in place of its log or lock file.
func TestServeLogsKept(t *testing.T) {
	env := warmMachine(t)
	cache := cacheOf(env)
	data := t.TempDir()
	t.Cleanup(func() { stopRunServers(t, cache) })
	for range 2 {
		cs, _, _ := serveClient(t, env, data)
		runCode(t, cs, "pass")
		cs.Close()
		stopRunServers(t, cache)
	}
	logs, _ := filepath.Glob(filepath.Join(cache, "sbx", "run", "serve-*.log"))
	if len(logs) != 1 {
		t.Fatalf("serve logs %v, want one", logs)
	}
	b, _ := os.ReadFile(logs[0])
	if n := strings.Count(string(b), ": server "); n != 2 {
		t.Fatalf("the log holds %d servers' starts, want 2:\n%s", n, b)
	}
	target := filepath.Join(t.TempDir(), "victim")
	os.WriteFile(target, []byte("precious\n"), 0o600)
	lock := strings.TrimSuffix(logs[0], ".log") + ".lock"
	for _, f := range []string{logs[0], lock} {
		os.Remove(f)
		if err := os.Symlink(target, f); err != nil {
			t.Fatal(err)
		}
	}
	cs, _, _ := serveClient(t, env, data)
	if out := runCode(t, cs, "print(6*7)"); out["stdout"] != "42\n" {
		t.Fatalf("sbx serve with links in the run directory: %v", out)
	}
	if b, _ := os.ReadFile(target); string(b) != "precious\n" {
		t.Fatalf("a planted link was followed: the target now holds %q", b)
	}
	cs.Close()
	stopRunServers(t, cache)
	if os.Getuid() != 0 {
		return // planting another user's files needs root
	}
	// Another user's files, readable by all, one named from outside too:
	// replaced, never written.
	for _, f := range []string{logs[0], lock} {
		os.Remove(f)
		if err := os.WriteFile(f, []byte("planted\n"), 0o666); err != nil {
			t.Fatal(err)
		}
		os.Chown(f, 65534, 65534)
		os.Chmod(f, 0o666)
		if err := os.Link(f, f+".outside"); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { os.Remove(f + ".outside") })
	}
	cs, _, _ = serveClient(t, env, data)
	if out := runCode(t, cs, "print(6*7)"); out["stdout"] != "42\n" {
		t.Fatalf("sbx serve with another user's files in the run directory: %v", out)
	}
	for _, f := range []string{logs[0], lock} {
		if b, _ := os.ReadFile(f + ".outside"); string(b) != "planted\n" {
			t.Errorf("another user's %s was written: it holds %q", filepath.Base(f), b)
		}
		if info, err := os.Stat(f); err != nil || info.Sys().(*syscall.Stat_t).Uid != uint32(os.Getuid()) || info.Mode().Perm() != 0o600 {
			t.Errorf("%s was not replaced by a file of this user's: %v", filepath.Base(f), err)
		}
	}
}

// TestWarmDirNotYours gives sbx run a warm servers' directory that is a
// link, or another user's: it says so on stderr, runs in its own process,
// and writes nothing there.
func TestWarmDirNotYours(t *testing.T) {
	env := warmMachine(t)
	for _, tc := range []struct {
		name  string
		plant func(t *testing.T, run string) (inside string)
	}{
		{"a link", func(t *testing.T, run string) string {
			target := t.TempDir()
			if err := os.Symlink(target, run); err != nil {
				t.Fatal(err)
			}
			return target
		}},
		{"another user's", func(t *testing.T, run string) string {
			if os.Getuid() != 0 {
				t.Skip("makes a directory of another user, which needs root")
			}
			if err := os.Mkdir(run, 0o777); err != nil {
				t.Fatal(err)
			}
			if err := os.Chown(run, 65534, 65534); err != nil {
				t.Fatal(err)
			}
			return run
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cache := t.TempDir()
			shared, _ := os.ReadDir(filepath.Join(cacheOf(env), "sbx"))
			os.Mkdir(filepath.Join(cache, "sbx"), 0o700)
			for _, e := range shared { // the guests compiled once for every test
				if e.Name() != "run" {
					os.Symlink(filepath.Join(cacheOf(env), "sbx", e.Name()), filepath.Join(cache, "sbx", e.Name()))
				}
			}
			inside := tc.plant(t, filepath.Join(cache, "sbx", "run"))
			cmd := exec.Command(sbxtest.Binary(t), "run", "python", "-c", "print(6*7)")
			cmd.Env = append(slices.DeleteFunc(slices.Clone(env), func(kv string) bool { return strings.HasPrefix(kv, "XDG_CACHE_HOME=") }), "XDG_CACHE_HOME="+cache)
			var stdout, stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			if err := cmd.Run(); err != nil || stdout.String() != "42\n" ||
				!strings.Contains(stderr.String(), "is not a directory of this user's: sbx runs in this process") {
				t.Fatalf("sbx run: %v, stdout %q, stderr %q", err, stdout.String(), stderr.String())
			}
			if entries, _ := os.ReadDir(inside); len(entries) != 0 {
				t.Errorf("sbx wrote %d files in a directory not its user's", len(entries))
			}
		})
	}
}
