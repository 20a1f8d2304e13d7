//go:build linux && !portable

package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/sbx-sandbox/sbx/internal/sbxtest"
)

// These tests run the sbx binary with its run server on (the default on
// Linux) and off, each on a machine of its own (newMachine).

// sbxResult is what a user sees of one sbx process.
type sbxResult struct {
	stdout, stderr string
	code           int
}

// runSbx runs the sbx binary in dir (if set) with env, stdin and args.
func runSbx(t *testing.T, env []string, dir, stdin string, args ...string) sbxResult {
	t.Helper()
	cmd := exec.Command(sbxtest.Binary(t), args...)
	cmd.Env, cmd.Dir = env, dir
	cmd.Stdin = strings.NewReader(stdin)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		t.Fatalf("sbx %s: %v", strings.Join(args, " "), err)
	}
	return sbxResult{stdout.String(), stderr.String(), cmd.ProcessState.ExitCode()}
}

// TestRunServerSameAsInProcess runs the same runs through the run server
// and in the sbx process itself: stdout, stderr and exit code agree.
func TestRunServerSameAsInProcess(t *testing.T) {
	env := warmMachine(t)
	off := append(env[:len(env):len(env)], "SBX_RUN_SERVER=off")
	top := t.TempDir()
	ws := filepath.Join(top, "ws")
	os.Mkdir(ws, 0o755)
	os.WriteFile(filepath.Join(ws, "data.txt"), []byte("from the workspace\n"), 0o644)
	os.WriteFile(filepath.Join(ws, "script.py"), []byte("import sys\nprint(__file__, open('data.txt').read().strip(), sys.argv[1:])\n"), 0o644)
	os.WriteFile(filepath.Join(top, "outside.js"), []byte("console.log('read and run as code')\n"), 0o644)
	tests := []struct {
		name, stdin string
		args        []string
		want        sbxResult // stdout, a part of stderr, exit code
	}{
		{"print", "", []string{"python", "-c", "print(6*7)"}, sbxResult{"42\n", "", 0}},
		{"stderr", "", []string{"python", "-c", "import sys; print('oops', file=sys.stderr)"}, sbxResult{"", "oops\n", 0}},
		{"exit 3", "", []string{"python", "-c", "import sys; print('bye'); sys.exit(3)"}, sbxResult{"bye\n", "", 3}},
		{"traceback", "", []string{"python", "-c", "1/0"}, sbxResult{"", "ZeroDivisionError", 1}},
		{"timeout", "", []string{"--timeout", "0.5", "python", "-c", "print('start', flush=True)\nwhile True: pass"}, sbxResult{"start\n", "stopped", 124}},
		{"stdin read", "hello\nworld\n", []string{"python", "-c", "import sys; print(sys.stdin.read().upper())"}, sbxResult{"HELLO\nWORLD\n\n", "", 0}},
		{"program from stdin", "print('piped')", []string{"python", "-"}, sbxResult{"piped\n", "", 0}},
		{"file in the workspace", "", []string{"--workspace", ws, "python", filepath.Join(ws, "script.py"), "x"}, sbxResult{"/workspace/script.py from the workspace ['x']\n", "", 0}},
		{"relative workspace and file", "", []string{"--workspace", "ws", "python", "ws/script.py"}, sbxResult{"/workspace/script.py from the workspace []\n", "", 0}},
		{"file outside the workspace", "", []string{"js", "outside.js"}, sbxResult{"read and run as code\n", "", 0}},
		{"shell", "", []string{"--workspace", "ws", "sh", "-c", "cat data.txt; exit 5"}, sbxResult{"from the workspace\n", "", 5}},
		{"shell stdin", "b\na\n", []string{"sh", "-c", "sort | python3 -c 'import sys; print(sys.stdin.read().split())'"}, sbxResult{"['a', 'b']\n", "", 0}},
		{"javascript", "", []string{"js", "-c", "console.log([1,2,3].at(-1))"}, sbxResult{"3\n", "", 0}},
		{"missing file", "", []string{"python", "nothere.py"}, sbxResult{"", "sbx: read nothere.py: no such file or directory", exitUsage}},
		{"memory below the guest's", "", []string{"--memory", "8", "python", "-c", "print(1)"}, sbxResult{"", "sbx: invalid request: the memory limit of 8 MiB is below the python interpreter's minimum of", exitUsage}},
		{"memory limit", "", []string{"--memory", "64", "python", "-c", "b = bytearray(200 << 20)"}, sbxResult{"", "MemoryError", 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := append([]string{"run"}, tt.args...)
			served, local := runSbx(t, env, top, tt.stdin, args...), runSbx(t, off, top, tt.stdin, args...)
			served.stderr, local.stderr = withoutProgress(served.stderr), withoutProgress(local.stderr)
			if served != local {
				t.Errorf("through the run server: %+v\nin-process: %+v", served, local)
			}
			if served.stdout != tt.want.stdout || served.code != tt.want.code || !strings.Contains(served.stderr, tt.want.stderr) {
				t.Errorf("got %+v; want stdout %q, exit %d, stderr containing %q", served, tt.want.stdout, tt.want.code, tt.want.stderr)
			}
		})
	}
	t.Run("json", func(t *testing.T) {
		args := []string{"run", "--json", "--timeout", "0.5", "python", "-c", "print('partial', flush=True); import time; time.sleep(5)"}
		var got [2]map[string]any
		for i, e := range [][]string{env, off} {
			r := runSbx(t, e, top, "", args...)
			if r.code != 124 || json.Unmarshal([]byte(r.stdout), &got[i]) != nil {
				t.Fatalf("sbx %s: %+v", strings.Join(args, " "), r)
			}
			delete(got[i], "sandbox_id")
			delete(got[i], "duration_ms")
		}
		if fmt.Sprint(got[0]) != fmt.Sprint(got[1]) {
			t.Errorf("--json through the run server: %v\nin-process: %v", got[0], got[1])
		}
	})
	if pids := runServerPIDs(t, cacheOf(env)); len(pids) != 1 {
		t.Errorf("run servers after the runs: %v; want one", pids)
	}
}

// withoutProgress drops the progress lines a slow load of a cached guest
// prints ("sbx: loading the python guest...", then how long it took), in a
// process of its own or in a run server that has just started: they say
// how busy the machine is, not what the run did.
func withoutProgress(stderr string) string {
	var kept []string
	for _, line := range strings.SplitAfter(stderr, "\n") {
		if l := strings.TrimPrefix(line, "\r"); !strings.HasPrefix(l, "sbx: loading the ") && !strings.HasPrefix(l, "sbx: loaded the ") {
			kept = append(kept, line)
		}
	}
	return strings.Join(kept, "")
}

// TestRunServerFreshSandboxes runs the same program three times through
// one run server: no variable, file or random state carries over.
func TestRunServerFreshSandboxes(t *testing.T) {
	env := warmMachine(t)
	prog := `import os, random
print('x' in globals(), os.listdir('/workspace'), os.listdir('/tmp'), random.random())
x = 1
open('/workspace/left', 'w').write('1')
open('/tmp/left', 'w').write('1')`
	seen := map[string]bool{}
	for range 3 {
		r := runSbx(t, env, "", "", "run", "python", "-c", prog)
		fields := strings.Fields(r.stdout)
		if r.code != 0 || len(fields) != 4 || strings.Join(fields[:3], " ") != "False [] []" {
			t.Fatalf("run: %+v; want False [] [] and a random number", r)
		}
		if seen[fields[3]] {
			t.Errorf("random.random() gave %s again", fields[3])
		}
		seen[fields[3]] = true
	}
	if pids := runServerPIDs(t, cacheOf(env)); len(pids) != 1 {
		t.Errorf("run servers: %v; want one that served the three runs", pids)
	}
}

// TestRunServerConcurrentClients starts several clients at once on a
// machine with no server: exactly one server starts and serves them all,
// side by side.
func TestRunServerConcurrentClients(t *testing.T) {
	env := warmMachine(t)
	const n = 4
	var wg sync.WaitGroup
	results := make([]sbxResult, n)
	start := time.Now()
	for i := range n {
		wg.Go(func() {
			results[i] = runSbx(t, env, "", "", "run", "python", "-c", fmt.Sprintf("import time; time.sleep(1); print(%d)", i))
		})
	}
	wg.Wait()
	took := time.Since(start)
	for i, r := range results {
		if r.code != 0 || r.stdout != fmt.Sprintf("%d\n", i) {
			t.Errorf("client %d: %+v", i, r)
		}
	}
	if pids := runServerPIDs(t, cacheOf(env)); len(pids) != 1 {
		t.Errorf("run servers: %v; want exactly one", pids)
	}
	if took > n*time.Second {
		t.Errorf("%d runs of one second each took %s: they did not run side by side", n, took.Round(time.Millisecond))
	}
}

// startSbx starts a long run and returns once it has printed its first
// line.
func startSbx(t *testing.T, env []string, code string) (*exec.Cmd, *bytes.Buffer) {
	t.Helper()
	cmd := exec.Command(sbxtest.Binary(t), "run", "--timeout", "60", "python", "-c", code)
	cmd.Env = env
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	if _, err := bufio.NewReader(out).ReadString('\n'); err != nil {
		cmd.Process.Kill()
		t.Fatalf("the run printed no line: %v; stderr %q", err, stderr.String())
	}
	go io.Copy(io.Discard, out)
	return cmd, &stderr
}

// exitWithin waits for cmd to exit and returns its exit code, failing t
// if it takes longer than d.
func exitWithin(t *testing.T, cmd *exec.Cmd, d time.Duration) int {
	t.Helper()
	done := make(chan struct{})
	go func() { cmd.Wait(); close(done) }()
	select {
	case <-done:
		return cmd.ProcessState.ExitCode()
	case <-time.After(d):
		cmd.Process.Kill()
		<-done
		t.Fatalf("sbx did not exit within %s", d)
		return 0
	}
}

// TestRunServerInterrupt sends SIGINT to a client: its run stops, and the
// same server serves the next run.
func TestRunServerInterrupt(t *testing.T) {
	env := warmMachine(t)
	const long = "import time; print('started', flush=True); time.sleep(60)"
	cmd, stderr := startSbx(t, env, long)
	pids := runServerPIDs(t, cacheOf(env))
	cmd.Process.Signal(os.Interrupt)
	if code := exitWithin(t, cmd, 10*time.Second); code != 130 || !strings.Contains(stderr.String(), "sbx: the run was cancelled") {
		t.Errorf("an interrupted run exited %d, stderr %q; want 130 and the server's note that it was cancelled", code, stderr.String())
	}
	if r := runSbx(t, env, "", "", "run", "python", "-c", "print(6*7)"); r.stdout != "42\n" || r.code != 0 {
		t.Fatalf("the run after the interrupted one: %+v", r)
	}
	if now := runServerPIDs(t, cacheOf(env)); len(pids) != 1 || fmt.Sprint(now) != fmt.Sprint(pids) {
		t.Errorf("run servers before the interrupt %v, after %v; want the same one", pids, now)
	}
}

// TestRunServerKilled kills the run server during a run: the client says
// so and exits non-zero, and the next run starts a new server.
func TestRunServerKilled(t *testing.T) {
	env := warmMachine(t)
	cmd, stderr := startSbx(t, env, "import time; print('started', flush=True); time.sleep(60)")
	pids := runServerPIDs(t, cacheOf(env))
	if len(pids) != 1 {
		t.Fatalf("run servers: %v; want one", pids)
	}
	syscall.Kill(pids[0], syscall.SIGKILL)
	if code := exitWithin(t, cmd, 10*time.Second); code == 0 {
		t.Errorf("a run whose server was killed exited 0")
	}
	// Besides the guest's loading lines, if the server loaded it meanwhile.
	var lines []string
	for _, l := range strings.Split(strings.TrimSuffix(stderr.String(), "\n"), "\n") {
		if !strings.HasPrefix(strings.TrimPrefix(l, "\r"), "sbx: load") {
			lines = append(lines, l)
		}
	}
	if want := "sbx: the run server stopped during the run; run again"; len(lines) != 1 || !strings.HasPrefix(lines[0], want) {
		t.Errorf("stderr %q; want one line starting %q", stderr.String(), want)
	}
	if r := runSbx(t, env, "", "", "run", "python", "-c", "print(6*7)"); r.stdout != "42\n" || r.code != 0 || withoutProgress(r.stderr) != "" {
		t.Fatalf("the run after the server was killed: %+v", r)
	}
	if now := runServerPIDs(t, cacheOf(env)); len(now) != 1 || now[0] == pids[0] {
		t.Errorf("run servers after the kill: %v; want a new one", now)
	}
}

// TestRunServerIdleExit lets the run server idle past SBX_RUN_SERVER: it
// exits and removes its socket.
func TestRunServerIdleExit(t *testing.T) {
	env := append(warmMachine(t), "SBX_RUN_SERVER=1s")
	if r := runSbx(t, env, "", "", "run", "python", "-c", "print(1)"); r.code != 0 {
		t.Fatalf("run: %+v", r)
	}
	cache := cacheOf(env)
	if pids := runServerPIDs(t, cache); len(pids) != 1 {
		t.Fatalf("run servers after a run: %v; want one", pids)
	}
	if !waitFor(15*time.Second, func() bool { return len(runServerPIDs(t, cache)) == 0 }) {
		t.Fatalf("the run server %v is still up long after its idle time of 1s", runServerPIDs(t, cache))
	}
	if socks, _ := filepath.Glob(filepath.Join(cache, "sbx", "run", "*.sock")); len(socks) != 0 {
		t.Errorf("sockets left behind: %v", socks)
	}
}

// TestRunServerLazyStdin runs a program that never reads stdin: the
// client leaves its stdin unread, as sbx does without the server.
func TestRunServerLazyStdin(t *testing.T) {
	env := warmMachine(t)
	in := filepath.Join(t.TempDir(), "in")
	os.WriteFile(in, bytes.Repeat([]byte("x"), 1<<20), 0o644)
	for _, mode := range []string{"", "off"} {
		for _, lang := range []string{"python", "sh"} {
			f, err := os.Open(in)
			if err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command(sbxtest.Binary(t), "run", lang, "-c", "print(6*7)")
			if lang == "sh" {
				cmd.Args[4] = "sleep 0.5; echo 42"
			}
			cmd.Env, cmd.Stdin = append(env[:len(env):len(env)], "SBX_RUN_SERVER="+mode), f
			out, err := cmd.Output()
			off, _ := f.Seek(0, io.SeekCurrent)
			f.Close()
			if err != nil || string(out) != "42\n" || off != 0 {
				t.Errorf("%s, SBX_RUN_SERVER=%q: %v, stdout %q, %d bytes of stdin read; want 42 and none read", lang, mode, err, out, off)
			}
		}
	}
}

// TestPeerCheck refuses a peer of another uid, and reads a real socket
// peer's credentials as this process's.
func TestPeerCheck(t *testing.T) {
	uid := os.Getuid()
	if err := checkPeer(&syscall.Ucred{Uid: uint32(uid) + 1}, uid); err == nil {
		t.Errorf("a peer of uid %d is accepted by uid %d", uid+1, uid)
	}
	if err := checkPeer(&syscall.Ucred{Uid: uint32(uid)}, uid); err != nil {
		t.Errorf("a peer of the same uid is refused: %v", err)
	}
	sock := filepath.Join(t.TempDir(), "s")
	ln, err := net.ListenUnix("unix", &net.UnixAddr{Name: sock, Net: "unix"})
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	c, err := net.DialUnix("unix", nil, &net.UnixAddr{Name: sock, Net: "unix"})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	cred, err := peerCred(c)
	if err != nil || int(cred.Uid) != uid || int(cred.Pid) != os.Getpid() {
		t.Errorf("peerCred: %+v, %v; want uid %d pid %d", cred, err, uid, os.Getpid())
	}
}

// TestRunServerNewBuild changes the sbx executable under a warm server:
// the server exits, and the next run is served by a new one.
func TestRunServerNewBuild(t *testing.T) {
	env := warmMachine(t)
	exe := filepath.Join(t.TempDir(), "sbx")
	b, err := os.ReadFile(sbxtest.Binary(t))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(exe, b, 0o755); err != nil {
		t.Fatal(err)
	}
	cache := cacheOf(env)
	runNew := func() {
		cmd := exec.Command(exe, "run", "python", "-c", "print(6*7)")
		cmd.Env = env
		if out, err := cmd.Output(); err != nil || string(out) != "42\n" {
			t.Fatalf("run: %v, stdout %q", err, out)
		}
	}
	runNew()
	old := runServerPIDs(t, cache)
	if len(old) != 1 {
		t.Fatalf("run servers: %v; want one", old)
	}
	later := time.Now().Add(time.Minute)
	if err := os.Chtimes(exe, later, later); err != nil { // as a rebuild does
		t.Fatal(err)
	}
	if !waitFor(10*time.Second, func() bool { return len(runServerPIDs(t, cache)) == 0 }) {
		t.Fatalf("the run server %v of the old build is still up", old)
	}
	runNew()
	if now := runServerPIDs(t, cache); len(now) != 1 || now[0] == old[0] {
		t.Errorf("run servers after the rebuild: %v; want a new one", now)
	}
}

// TestRunServerFallback runs where no run server can be: sbx runs the
// code in its own process, with no message.
func TestRunServerFallback(t *testing.T) {
	tests := []struct {
		name  string
		setup func(cache string) error
	}{
		{"socket path too long for sun_path", nil},
		{"no run directory", func(cache string) error {
			if err := os.MkdirAll(filepath.Join(cache, "sbx"), 0o700); err != nil {
				return err
			}
			return os.WriteFile(filepath.Join(cache, "sbx", "run"), nil, 0o600)
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			env := warmMachine(t)
			cache := cacheOf(env)
			if tt.setup == nil {
				long := filepath.Join(t.TempDir(), strings.Repeat("d", 100))
				if err := os.CopyFS(long, os.DirFS(warmCache.dir)); err != nil {
					t.Fatal(err)
				}
				t.Cleanup(func() { stopRunServers(t, long) })
				cache = long
				env = append(env, "XDG_CACHE_HOME="+long)
			} else if err := tt.setup(cache); err != nil {
				t.Fatal(err)
			}
			if r := runSbx(t, env, "", "", "run", "python", "-c", "print(6*7)"); r.stdout != "42\n" || r.code != 0 || withoutProgress(r.stderr) != "" {
				t.Errorf("run: %+v; want 42 and nothing on stderr but the load's progress", r)
			}
			if pids := runServerPIDs(t, cache); len(pids) != 0 {
				t.Errorf("run servers: %v; want none", pids)
			}
		})
	}
}

// peerEnv names the socket a re-run of the test binary connects to as
// another user's peer (TestRunServerRefusesAnotherUser).
const peerEnv = "SBX_TEST_FOREIGN_PEER"

// init is that peer: it tries the client's connect, then sends a run to
// the server over a raw connection, and says what each end did.
func init() {
	sock := os.Getenv(peerEnv)
	if sock == "" {
		return
	}
	if c := dialWarm(sock); c != nil {
		fmt.Println("the client took the server")
		os.Exit(1)
	}
	nc, err := net.DialUnix("unix", nil, &net.UnixAddr{Name: sock, Net: "unix"})
	if err != nil {
		fmt.Println("connect:", err)
		os.Exit(1)
	}
	c := newConn(nc)
	nc.SetDeadline(time.Now().Add(10 * time.Second))
	c.send(runRequest{Version: runProtocol, Language: "python", Args: []string{"-c", "print(6*7)"}, Timeout: 5 * time.Second, Memory: 64 << 20})
	var f frame
	if err := c.dec.Decode(&f); err == nil {
		fmt.Println("the server answered frame", f.Kind)
		os.Exit(1)
	}
	fmt.Println("refused both ways")
	os.Exit(0)
}

// TestRunServerRefusesAnotherUser connects to a real run server from a
// process of another uid, its socket opened to everyone: the server drops
// the connection without running anything, and the client side refuses
// the server. It needs root, to start that process.
func TestRunServerRefusesAnotherUser(t *testing.T) {
	if os.Getuid() != 0 {
		t.Skip("runs a peer as another user, which needs root")
	}
	env := warmMachine(t)
	dir, err := os.MkdirTemp("", "sbx-peer-")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(dir)
	os.Chmod(dir, 0o755)
	sock := filepath.Join(dir, "s.sock")
	srv := exec.Command(sbxtest.Binary(t), runServerCommand, sock, "30s")
	srv.Env = env
	if err := srv.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { srv.Process.Signal(syscall.SIGTERM); srv.Wait() }()
	if !waitFor(10*time.Second, func() bool { _, err := os.Stat(sock); return err == nil }) {
		t.Fatal("the run server did not listen")
	}
	os.Chmod(sock, 0o777) // only the peer check stands in the way
	self, err := os.ReadFile(os.Args[0])
	if err != nil {
		t.Fatal(err)
	}
	peerBin := filepath.Join(dir, "peer")
	if err := os.WriteFile(peerBin, self, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name string
		cred *syscall.Credential
		want string
	}{
		{"uid 65534", &syscall.Credential{Uid: 65534, Gid: 65534}, "refused both ways\n"},
		{"the server's own uid", nil, "the client took the server\n"},
	} {
		peer := exec.Command(peerBin, "-test.run=^$")
		peer.Env = append(os.Environ(), peerEnv+"="+sock)
		peer.SysProcAttr = &syscall.SysProcAttr{Credential: tt.cred}
		out, _ := peer.CombinedOutput()
		if string(out) != tt.want {
			t.Errorf("a peer of %s: %q; want %q", tt.name, out, tt.want)
		}
	}
}
