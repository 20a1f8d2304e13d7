//go:build linux && (amd64 || arm64) && !portable

package ossandbox

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/sbx-sandbox/sbx/internal/sbxtest"
)

// newSandbox starts a sandbox over a new workspace, or skips the test
// where the host cannot make one.
func newSandbox(t *testing.T, cfg Config) *Sandbox {
	t.Helper()
	if err := Supported(); err != nil {
		t.Skipf("os sandboxes need user namespaces here: %v", err)
	}
	if cfg.Workspace == "" {
		cfg.Workspace = t.TempDir()
		uid, gid := UID()
		os.Chown(cfg.Workspace, uid, gid)
	}
	sb, err := Start(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { sb.Close() })
	return sb
}

// run runs a shell line in sb and returns its output and exit code.
func run(t testing.TB, sb *Sandbox, c Cmd) (string, int) {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	if c.Env == nil {
		c.Env = []string{"PATH=/usr/bin:/bin", "HOME=/tmp"}
	}
	c.Stdout, c.Stderr = w, w
	p, err := sb.Start(c)
	w.Close()
	if err != nil {
		r.Close()
		t.Fatal(err)
	}
	var out bytes.Buffer
	copied := make(chan struct{})
	go func() { io.Copy(&out, r); close(copied) }()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	ws, err := p.Wait(ctx)
	if err != nil {
		p.Signal(syscall.SIGKILL, true)
		t.Fatalf("%q: %v", c.Argv, err)
	}
	select {
	case <-copied:
	case <-time.After(time.Second):
	}
	r.Close()
	return out.String(), ExitCode(ws)
}

// sh is a Cmd for a shell line.
func sh(line string) Cmd { return Cmd{Argv: []string{"/bin/sh", "-c", line}} }

// int80 makes an i386 system call (getuid32) through int 0x80 from a
// 64-bit process, which an x86-64 kernel with IA32 emulation serves.
const int80 = `import ctypes, mmap
code = bytes([0x53, 0xb8, 0xc7, 0, 0, 0, 0xcd, 0x80, 0x5b, 0xc3])  # push rbx; mov eax, 199; int 0x80; pop rbx; ret
m = mmap.mmap(-1, 4096, prot=mmap.PROT_READ | mmap.PROT_WRITE | mmap.PROT_EXEC)
m.write(code)
f = ctypes.CFUNCTYPE(ctypes.c_int)(ctypes.addressof(ctypes.c_char.from_buffer(m)))
print("i386 getuid returned", f())`

// forkBomb forks until refused, each child waiting, and reports the count.
const forkBomb = `import os, time
n = 0
try:
    while n < 10000:
        if os.fork() == 0:
            time.sleep(3)
            os._exit(0)
        n += 1
except OSError as e:
    print("stopped after", n, e.strerror, flush=True)
os.killpg(0, 9)`

// socketProbe opens a socket of each family and prints the errno of
// those refused, then resolves a name as getaddrinfo does.
const socketProbe = `import socket
for name, fam, typ, proto in [("AF_VSOCK", 40, 1, 0), ("AF_PACKET", 17, 3, 0), ("AF_NETLINK", 16, 3, 15),
        ("AF_UNIX", 1, 1, 0), ("AF_INET", 2, 1, 0), ("AF_INET6", 10, 1, 0), ("AF_NETLINK", 16, 3, 0)]:
    try:
        socket.socket(fam, typ, proto).close()
        print(name, "ok")
    except OSError as e:
        print(name, e.errno)
socket.getaddrinfo("localhost", 80)
print("resolved")`

// ioctlProbe makes terminal requests on stdin (a pipe) and prints their
// errnos: EPERM from the filter, ENOTTY (25) from the kernel.
const ioctlProbe = `import fcntl, termios
for name, req in [("TIOCSTI", 0x5412), ("TIOCLINUX", 0x541c), ("TIOCSETD", 0x5423), ("TCGETS", termios.TCGETS)]:
    try:
        fcntl.ioctl(0, req, b"x" * 64)
        print(name, 0)
    except OSError as e:
        print(name, e.errno)`

// Every boundary of a sandbox, tried from inside. Run as root, and, by
// TestBoundariesUnprivileged, as nobody.
func TestBoundaries(t *testing.T) {
	host := t.TempDir()
	secretFile := filepath.Join(host, "host-secret.txt")
	os.WriteFile(secretFile, []byte("host secret"), 0o644)
	os.Setenv("SBX_TEST_SECRET", "do-not-leak")
	defer os.Unsetenv("SBX_TEST_SECRET")
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	accepted := make(chan struct{}, 1)
	go func() {
		if c, err := ln.Accept(); err == nil {
			accepted <- struct{}{}
			c.Close()
		}
	}()
	abstract, err := net.Listen("unix", "@sbx-test-"+strconv.Itoa(os.Getpid()))
	if err != nil {
		t.Fatal(err)
	}
	defer abstract.Close()
	port := ln.Addr().(*net.TCPAddr).Port

	sb := newSandbox(t, Config{Pids: 48, FileSize: 8 << 20, Memory: 192 << 20})
	uid, _ := UID()
	checks := []struct {
		name string
		cmd  Cmd
		want func(out string, code int) bool
		skip string
	}{
		{"no capabilities, no new privileges, seccomp", sh(`grep -E '^(CapEff|CapBnd|CapAmb|NoNewPrivs|Seccomp):' /proc/self/status | tr -s '\t' ' '`),
			func(out string, code int) bool {
				return out == "CapEff: 0000000000000000\nCapBnd: 0000000000000000\nCapAmb: 0000000000000000\nNoNewPrivs: 1\nSeccomp: 2\n"
			}, ""},
		{"runs as the sandbox's user, an unprivileged uid outside", sh(`id -u; id -un; cat /proc/self/uid_map | tr -s ' '; touch /workspace/mine`),
			func(out string, code int) bool {
				st, err := os.Stat(filepath.Join(sb.cfg.Workspace, "mine"))
				return out == "1000\nuser\n 1000 0 1\n" && err == nil && int(st.Sys().(*syscall.Stat_t).Uid) == uid && uid != 0
			}, ""},
		{"/dev read-only", sh(`touch /dev/x 2>&1; echo x > /dev/null && echo null`),
			func(out string, code int) bool {
				return strings.Contains(out, "Read-only file system") && strings.HasSuffix(out, "null\n")
			}, ""},
		{"loopback of the host refused", sh(fmt.Sprintf(`python3 -c "import socket; socket.create_connection(('127.0.0.1', %d), 2)"`, port)),
			func(out string, code int) bool { return code != 0 && strings.Contains(out, "Connection refused") }, ""},
		{"only lo", sh(`cat /proc/net/dev | tail -n +3 | cut -d: -f1 | tr -d ' '`),
			func(out string, code int) bool { return out == "lo\n" }, ""},
		{"its own loopback works", Cmd{Argv: []string{"python3", "-c", "import socket\ns = socket.create_server(('127.0.0.1', 0))\nc = socket.create_connection(s.getsockname())\nprint('connected')"}},
			func(out string, code int) bool { return out == "connected\n" }, ""},
		{"host abstract socket refused", sh(fmt.Sprintf(`python3 -c "import socket; s = socket.socket(socket.AF_UNIX); s.connect('\0sbx-test-%d')"`, os.Getpid())),
			func(out string, code int) bool { return code != 0 && strings.Contains(out, "Connection refused") }, ""},
		{"host files outside the root absent", sh(fmt.Sprintf(`cat %s; ls -d /root /home /run /srv /opt /var/run /sys /mnt 2>&1; ls /`, secretFile)),
			func(out string, code int) bool {
				return !strings.Contains(out, "host secret") && strings.Count(out, "No such file") == 8 &&
					strings.Fields(out)[len(strings.Fields(out))-1] == "workspace"
			}, ""},
		{"no docker socket", sh(`ls /run/docker.sock /var/run/docker.sock 2>&1`),
			func(out string, code int) bool { return code != 0 && strings.Count(out, "No such file") == 2 }, ""},
		{"/etc and /usr read-only, shadow unreadable", sh(`touch /etc/x /usr/x / 2>&1; cat /etc/shadow 2>&1`),
			func(out string, code int) bool {
				return strings.Contains(out, "'/etc/x': Read-only file system") && strings.Contains(out, "'/usr/x': Read-only file system") &&
					strings.Contains(out, "shadow: Permission denied")
			}, ""},
		{"/proc is the sandbox's own", sh(fmt.Sprintf(`ls /proc | grep -c '^[0-9]'; kill -0 %d 2>&1; cat /proc/1/environ 2>&1`, os.Getpid())),
			func(out string, code int) bool {
				lines := strings.Split(out, "\n")
				n, _ := strconv.Atoi(lines[0])
				return n > 0 && n < 6 && strings.Contains(out, "No such process") && strings.Contains(out, "Permission denied") &&
					!strings.Contains(out, "SBX_")
			}, ""},
		{"the environment of sbx invisible", sh(`env; cat /proc/self/environ`),
			func(out string, code int) bool {
				return !strings.Contains(out, "do-not-leak") && !strings.Contains(out, "SBX_")
			}, ""},
		{"ptrace refused", sh(`python3 -c "import ctypes; l = ctypes.CDLL(None, use_errno=True); print(l.ptrace(0, 0, 0, 0), ctypes.get_errno())"`),
			func(out string, code int) bool { return out == "-1 1\n" }, ""},
		{"nested user namespace refused", sh(`unshare -U true 2>&1; unshare -rn true 2>&1; python3 -c "import ctypes; l = ctypes.CDLL(None, use_errno=True); print(l.unshare(0x10000000), ctypes.get_errno())"`),
			func(out string, code int) bool {
				return strings.Count(out, "Operation not permitted") == 2 && strings.HasSuffix(out, "-1 1\n")
			}, ""},
		{"mount refused", sh(`mkdir -p /tmp/m && mount -t tmpfs none /tmp/m 2>&1`),
			func(out string, code int) bool { return code != 0 }, ""},
		{"i386 int 0x80 killed", Cmd{Argv: []string{"python3", "-c", int80}},
			func(out string, code int) bool {
				// SIGSEGV where the host's kernel does not serve int 0x80 at all
				// (some virtual machines), SIGSYS from the filter elsewhere.
				return (code == 128+int(syscall.SIGSYS) || code == 128+int(syscall.SIGSEGV)) && !strings.Contains(out, "returned")
			}, ""},
		{"fork bomb stopped at the process limit", Cmd{Argv: []string{"python3", "-c", forkBomb}},
			func(out string, code int) bool {
				f := strings.Fields(out)
				n, _ := strconv.Atoi(f[min(2, len(f)-1)])
				return strings.HasPrefix(out, "stopped after") && n < 48
			}, ""},
		{"huge file stopped", sh(`head -c 20000000 /dev/zero > /workspace/big; echo $?; stat -c %s /workspace/big`),
			func(out string, code int) bool { return strings.HasSuffix(out, "\n153\n8388608\n") }, ""},
		{"CPU loop stopped", Cmd{Argv: []string{"python3", "-c", "while True: pass"}, CPUTime: time.Second},
			func(out string, code int) bool {
				return code == 128+int(syscall.SIGXCPU) || code == 128+int(syscall.SIGKILL)
			}, ""},
		{"Landlock: no writes beside the sandbox's files", sh(`echo x > /proc/self/comm 2>&1; echo y > /dev/shm/y && echo shm`),
			func(out string, code int) bool {
				return strings.Contains(out, "Permission denied") && strings.HasSuffix(out, "shm\n")
			},
			map[bool]string{true: "", false: "the kernel has no Landlock"}[LandlockABI() > 0]},
		{"socket families beyond local, IP and routing netlink refused", Cmd{Argv: []string{"python3", "-c", socketProbe}},
			func(out string, code int) bool {
				return out == "AF_VSOCK 97\nAF_PACKET 97\nAF_NETLINK 97\nAF_UNIX ok\nAF_INET ok\nAF_INET6 ok\nAF_NETLINK ok\nresolved\n"
			}, ""},
		{"terminal ioctls that inject input refused", Cmd{Argv: []string{"python3", "-c", ioctlProbe}},
			func(out string, code int) bool { return out == "TIOCSTI 1\nTIOCLINUX 1\nTIOCSETD 1\nTCGETS 25\n" }, ""},
		{"memory bomb stopped by the cgroup", Cmd{Argv: []string{"python3", "-c", "b = bytearray(400 << 20); b[::4096] = b'x' * len(b[::4096]); print('allocated')"}},
			func(out string, code int) bool {
				return code == 128+int(syscall.SIGKILL) && !strings.Contains(out, "allocated")
			},
			map[bool]string{true: "", false: "no cgroup here: memory is not bounded, as Report says"}[sb.Report().Memory]},
	}
	for _, c := range checks {
		t.Run(c.name, func(t *testing.T) {
			if c.skip != "" {
				t.Skip(c.skip)
			}
			out, code := run(t, sb, c.cmd)
			if !c.want(out, code) {
				t.Fatalf("%q: exit %d, output:\n%s", c.cmd.Argv, code, out)
			}
		})
	}
	select {
	case <-accepted:
		t.Error("the host's listener was reached from the sandbox")
	default:
	}
}

// TestHome checks /home/user in each of its forms: a host directory shown
// read-write, one shown read-only, and without one an empty tmpfs of the
// sandbox's own; each is writable exactly when it should be.
func TestHome(t *testing.T) {
	for _, tc := range []struct {
		name     string
		host     bool
		readOnly bool
		want     string
	}{
		{"own directory", true, false, "written\n"},
		{"read-only directory", true, true, "Read-only file system"},
		{"none", false, false, "written\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := Config{HomeReadOnly: tc.readOnly}
			if tc.host {
				cfg.Home = t.TempDir()
				if os.Geteuid() == 0 {
					uid, gid := UID()
					os.Chown(cfg.Home, uid, gid)
				}
			}
			sb := newSandbox(t, cfg)
			out, _ := run(t, sb, sh(`ls -A /home/user; echo x > /home/user/.rc 2>&1 && echo written`))
			if !strings.Contains(out, tc.want) {
				t.Errorf("writing in /home/user: %q, want %q", out, tc.want)
			}
			if tc.host {
				_, err := os.Stat(filepath.Join(cfg.Home, ".rc"))
				if written := err == nil; written == tc.readOnly {
					t.Errorf("the file is in the host directory: %v; the home is read-only: %v", written, tc.readOnly)
				}
			}
		})
	}
}

// A fork bomb in one sandbox leaves another's runs alone.
func TestForkBombNeighbour(t *testing.T) {
	bomb := newSandbox(t, Config{Pids: 32})
	other := newSandbox(t, Config{Pids: 32})
	done := make(chan string)
	go func() {
		out, _ := run(t, bomb, Cmd{Argv: []string{"python3", "-c", forkBomb}})
		done <- out
	}()
	time.Sleep(200 * time.Millisecond)
	start := time.Now()
	if out, code := run(t, other, sh("echo ok")); out != "ok\n" || code != 0 || time.Since(start) > 2*time.Second {
		t.Fatalf("the neighbour's run: exit %d %q in %s", code, out, time.Since(start))
	}
	if out := <-done; !strings.HasPrefix(out, "stopped after") {
		t.Fatalf("the bomb: %q", out)
	}
}

// A process that ends before sbx has looked at it starts as any other:
// many at once, each over as soon as it begins, with the sandbox's init
// busy.
func TestQuickExits(t *testing.T) {
	sb := newSandbox(t, Config{})
	var wg sync.WaitGroup
	errs := make(chan string, 64)
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 20 {
				for _, c := range []Cmd{{Argv: []string{"/bin/true"}}, {Argv: []string{"no-such-program"}}} {
					r, w, _ := os.Pipe()
					c.Env, c.Stdout, c.Stderr = []string{"PATH=/usr/bin:/bin"}, w, w
					p, err := sb.Start(c)
					w.Close()
					if err != nil {
						r.Close()
						errs <- err.Error()
						return
					}
					io.Copy(io.Discard, r)
					r.Close()
					p.Wait(context.Background())
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

// The boundaries hold for an unprivileged user too: the test binary runs
// TestBoundaries again as nobody.
func TestBoundariesUnprivileged(t *testing.T) {
	if err := Supported(); err != nil {
		t.Skipf("os sandboxes need user namespaces here: %v", err)
	}
	sbxtest.AsNobody(t, "^(TestBoundaries|TestForkBombNeighbour|TestQuickExits|TestUserLimits|TestCallEnds|TestWithoutLandlock|TestQuota)$")
}

// A sandbox that takes all the inotify instances and queued signals it can
// leaves the user running sbx its own: the counts are per user, and the
// sandbox's processes are charged to that user.
func TestUserLimits(t *testing.T) {
	sb := newSandbox(t, Config{})
	for _, tc := range []struct {
		name, fill, host string
		most             int
	}{
		{"inotify instances", `import ctypes
libc = ctypes.CDLL(None, use_errno=True)
n = 0
while n < 100000 and libc.inotify_init1(0) >= 0:
    n += 1`, `import ctypes, os
libc = ctypes.CDLL(None, use_errno=True)
fd = libc.inotify_init1(0)
print("host", "ok" if fd >= 0 else os.strerror(ctypes.get_errno()))`, inotifyInstances},
		{"queued signals", `import signal, threading
signal.pthread_sigmask(signal.SIG_BLOCK, [signal.SIGRTMIN])
n = 0
try:
    while n < 1000000:
        signal.pthread_kill(threading.get_ident(), signal.SIGRTMIN)
        n += 1
except OSError:
    pass`, `import signal, threading
signal.pthread_sigmask(signal.SIG_BLOCK, [signal.SIGRTMIN])
try:
    signal.pthread_kill(threading.get_ident(), signal.SIGRTMIN)
    print("host", "ok")
except OSError as e:
    print("host", e.strerror)`, sigPending},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, w, err := os.Pipe()
			if err != nil {
				t.Fatal(err)
			}
			defer r.Close()
			in, hold, err := os.Pipe()
			if err != nil {
				t.Fatal(err)
			}
			defer hold.Close()
			p, err := sb.Start(Cmd{Argv: []string{"python3", "-c", tc.fill + "\nprint('took', n, flush=True)\nimport sys; sys.stdin.read()"},
				Env: []string{"PATH=/usr/bin:/bin"}, Stdin: in, Stdout: w, Stderr: w})
			in.Close()
			w.Close()
			if err != nil {
				t.Fatal(err)
			}
			defer p.Signal(syscall.SIGKILL, true)
			line, err := bufio.NewReader(r).ReadString('\n')
			if err != nil {
				t.Fatalf("the sandbox's process: %v %q", err, line)
			}
			var took int
			fmt.Sscanf(line, "took %d", &took)
			host, _ := exec.Command("python3", "-c", tc.host).CombinedOutput()
			if took > tc.most || string(host) != "host ok\n" {
				t.Fatalf("the sandbox took %d (at most %d allowed); then on the host: %s", took, tc.most, host)
			}
			t.Logf("the sandbox took %d; the host: %s", took, host)
		})
	}
}

// Every process a call started ends with it, or when it is killed, even
// one that left its session and process group; a detached call's stay.
func TestCallEnds(t *testing.T) {
	sb := newSandbox(t, Config{})
	const leave = `setsid sleep 60 & setsid sh -c 'sleep 61 & sleep 62' &`
	for _, tc := range []struct {
		name   string
		cmd    Cmd
		kill   bool
		remain string
	}{
		{"killed", sh(leave + ` sleep 63`), true, ""},
		{"ended", sh(leave), false, ""},
		{"detached", Cmd{Argv: []string{"/bin/sh", "-c", leave}, Detach: true}, false, "sleep 60\nsleep 61\nsleep 62\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			defer sb.KillAll()
			if tc.kill {
				tc.cmd.Env = []string{"PATH=/usr/bin:/bin"}
				p, err := sb.Start(tc.cmd)
				if err != nil {
					t.Fatal(err)
				}
				time.Sleep(300 * time.Millisecond)
				p.Signal(syscall.SIGKILL, true)
				ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
				defer cancel()
				if _, err := p.Wait(ctx); err != nil {
					t.Fatal(err)
				}
			} else {
				run(t, sb, tc.cmd)
			}
			time.Sleep(100 * time.Millisecond)
			if out, _ := run(t, sb, sh(`ps -eo args= | grep '^sleep' | sort`)); out != tc.remain {
				t.Fatalf("left running:\n%s\nwant:\n%s", out, tc.remain)
			}
		})
	}
}

// Without Landlock what holds still holds where it can: the sandbox's
// user owns no device and cannot write /dev, and reads only its own
// processes' memory.
func TestWithoutLandlock(t *testing.T) {
	sb := newSandbox(t, Config{noLandlock: true})
	out, _ := run(t, sb, sh(`id -un; touch /dev/x 2>&1; head -c1 /proc/1/mem 2>&1; ls /proc/1/root/ 2>&1`))
	for _, want := range []string{"user\n", "/dev/x': Read-only file system", "/proc/1/mem' for reading: Permission denied", "/proc/1/root/': Permission denied"} {
		if !strings.Contains(out, want) {
			t.Errorf("want %q in:\n%s", want, out)
		}
	}
}

// hostUsage is what dirs hold on the host's disk: apparent bytes of
// regular files, blocks, and files and directories.
func hostUsage(t *testing.T, dirs ...string) (bytes, disk, files int64) {
	t.Helper()
	for _, dir := range dirs {
		filepath.Walk(dir, func(p string, info os.FileInfo, err error) error {
			if err != nil || p == dir {
				return nil
			}
			files++
			if info.Mode().IsRegular() {
				bytes += info.Size()
				disk += info.Sys().(*syscall.Stat_t).Blocks * 512
			}
			return nil
		})
	}
	return bytes, disk, files
}

// Under a quota a sandbox puts no more than it on the host's disk, in
// bytes or in files, however much it writes, and its mount table names
// no host path.
func TestQuota(t *testing.T) {
	q := Quota{Bytes: 64 << 20, Files: 10_000}
	uid, gid := UID()
	ws, home := t.TempDir(), t.TempDir()
	for _, d := range []string{ws, home} {
		os.Chown(d, uid, gid)
	}
	os.WriteFile(filepath.Join(ws, "data.csv"), []byte("a,b\n1,2\n"), 0o644)
	sb := newSandbox(t, Config{Workspace: ws, Home: home, Quota: q})
	out, _ := run(t, sb, sh(`cat /workspace/data.csv; head -c 300M /dev/zero > /workspace/big; echo big $?
mkdir /workspace/many && cd /workspace/many && i=0; while [ $i -lt 12000 ] && printf '' 2>/dev/null > f$i; do i=$((i+1)); done; echo files $i
head -c 100M /dev/zero > /home/user/h; echo home $?`))
	if !strings.HasPrefix(out, "a,b\n1,2\n") || strings.Contains(out, "big 0\n") || strings.Contains(out, "home 0\n") {
		t.Errorf("in the sandbox:\n%s", out)
	}
	start := time.Now()
	err := sb.SyncOut()
	took := time.Since(start)
	bytes, disk, files := hostUsage(t, ws, home)
	t.Logf("wrote 300 MiB + 100 MiB and 12,000 files under a quota of 64 MiB and 10,000 files: the host holds %d bytes (%d on disk) in %d files, copied out in %v; %v",
		bytes, disk, files, took, err)
	if bytes > q.Bytes || files > q.Files+1 || disk > q.Bytes+(q.Files+1)*4096 {
		t.Fatalf("the host holds %d bytes (%d on disk) in %d files, over the quota", bytes, disk, files)
	}
	if bytes < 32<<20 {
		t.Fatalf("the host holds %d bytes: what the sandbox wrote within the quota was not saved", bytes)
	}
	out, _ = run(t, sb, sh(`cat /proc/self/mountinfo`))
	for _, dir := range []string{ws, home, filepath.Dir(ws), "/tmp/"} {
		if strings.Contains(out, dir) {
			t.Errorf("the mount table names %s: %s", dir, out[strings.LastIndex(out[:strings.Index(out, dir)], "\n")+1:])
		}
	}
}
