package docker

import (
	"context"
	"errors"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/moby/moby/client"

	"github.com/sbx-sandbox/sbx/fallback"
	"github.com/sbx-sandbox/sbx/fallback/internal/tiertest"
)

// dockerFor returns a Docker provider using runtime, or skips the test
// saying what to install when the daemon, the runtime or the image is
// missing.
func dockerFor(t testing.TB, runtime string) *Docker {
	t.Helper()
	d := NewDocker(DockerOptions{Runtime: runtime})
	t.Cleanup(func() { d.Close() })
	caps := d.Capabilities(context.Background())
	if !caps.Available {
		var why []string
		for _, m := range caps.Missing {
			why = append(why, m.What+": "+m.Fix)
		}
		tiertest.Skip(t, "docker provider (%s) unavailable: %s", runtime, strings.Join(why, "; "))
	}
	return d
}

func TestDocker(t *testing.T) {
	for _, tc := range []struct {
		runtime   string
		isolation fallback.Isolation
	}{
		{"runc", fallback.IsolationContainer},
		{"runsc", fallback.IsolationGVisor},
	} {
		t.Run(tc.runtime, func(t *testing.T) {
			d := dockerFor(t, tc.runtime)
			caps := d.Capabilities(context.Background())
			if caps.Isolation != tc.isolation {
				t.Fatalf("Capabilities().Isolation = %q, want %q", caps.Isolation, tc.isolation)
			}
			if !strings.Contains(strings.Join(caps.Notes, "\n"), "tmpfs of the quota's size") {
				t.Errorf("Capabilities().Notes = %q, want the workspace's quota", caps.Notes)
			}
			id, ws := tiertest.Sandbox(t, d, fallback.Limits{})
			t.Run("pandas", func(t *testing.T) {
				res := tiertest.MustExec(t, d, id, `python3 -c "import pandas as pd; print(pd.DataFrame({'a':[1,2]}).sum().a)"`)
				if res.Stdout != "3\n" || res.Isolation != tc.isolation || !strings.HasPrefix(res.Runtime, "docker/"+tc.runtime+"/") {
					t.Fatalf("got %+v", res)
				}
			})
			t.Run("stdin", func(t *testing.T) {
				res, err := d.Exec(context.Background(), id, fallback.ExecRequest{Command: "python3 -", Stdin: []byte("import sys\nprint(sys.version_info[0] * 14)\n")})
				if err != nil || res.Stdout != "42\n" {
					t.Fatalf("got %+v, %v", res, err)
				}
			})
			t.Run("state persists", func(t *testing.T) { testPersists(t, d, id) })
			t.Run("python interpreter", func(t *testing.T) { tiertest.Interpreter(t, d, id) })
			t.Run("displays", func(t *testing.T) { tiertest.Displays(t, d, id, ws) })
			t.Run("workspace is shared", func(t *testing.T) { tiertest.Workspace(t, d, id, ws) })
			t.Run("file metadata", func(t *testing.T) {
				// Debian's runsc refused coreutils' statx (sandbox-image/statx-shim.c).
				res := tiertest.MustExec(t, d, id, `touch meta.txt && ls -l /workspace | grep -c meta.txt && stat -c %F /workspace /tmp && ls -ld / >/dev/null`)
				if res.Stdout != "1\ndirectory\ndirectory\n" || res.Stderr != "" {
					t.Fatalf("ls -l and stat: %+v", res)
				}
			})
			t.Run("programs run from /tmp", func(t *testing.T) {
				// where pip builds and installs for the user, and code compiles to
				if res := tiertest.MustExec(t, d, id, `cp /bin/true /tmp/true && /tmp/true && echo ran`); res.Stdout != "ran\n" {
					t.Fatalf("a program copied to /tmp: %+v", res)
				}
			})
			t.Run("hardening", func(t *testing.T) { testHardening(t, d, id, tc.runtime) })
			t.Run("timeout", func(t *testing.T) { tiertest.Timeout(t, d, id) })
			t.Run("output limit", func(t *testing.T) { tiertest.OutputLimit(t, d, id) })
			t.Run("memory limit", func(t *testing.T) { tiertest.MemoryLimit(t, d) })
		})
	}
}

// TestDockerRevived stops a sandbox's container behind sbx's back, as the
// kernel's OOM killer or an operator would: the next call starts it again
// with the sandbox's files, and its result says the state was reset and
// why; the call after is an ordinary one.
func TestDockerRevived(t *testing.T) {
	d := dockerFor(t, "runc")
	ctx := context.Background()
	for _, tc := range []struct {
		name string
		stop func(id string) error
		why  string
	}{
		{"killed", func(id string) error {
			_, err := d.cli.ContainerKill(ctx, id, client.ContainerKillOptions{Signal: "KILL"})
			return err
		}, "(killed)"},
		{"removed", d.remove, "(removed)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			id, _ := tiertest.Sandbox(t, d, fallback.Limits{})
			tiertest.MustExec(t, d, id, "echo kept > /workspace/f")
			if res, err := d.RunPython(ctx, id, fallback.ExecRequest{Stdin: []byte("x = 1")}); err != nil || res.ExitCode != 0 {
				t.Fatalf("%+v %v", res, err)
			}
			if err := tc.stop(id); err != nil {
				t.Fatal(err)
			}
			res, err := d.RunPython(ctx, id, fallback.ExecRequest{Stdin: []byte("print(open('/workspace/f').read().strip(), 'x' in dir())")})
			if err != nil || res.Stdout != "kept False\n" || !res.StateReset || !strings.Contains(res.Stderr, "had stopped "+tc.why+"; it was started again with the files saved at the last call's end") {
				t.Fatalf("after the container stopped: %+v, %v", res, err)
			}
			if res := tiertest.MustExec(t, d, id, "cat /workspace/f"); res.Stdout != "kept\n" || res.StateReset {
				t.Fatalf("the next call: %+v", res)
			}
		})
	}
}

// testPersists checks that files outside the workspace and pip-installed
// packages outlive the call that made them.
func testPersists(t *testing.T, p fallback.Provider, id string) {
	tiertest.MustExec(t, p, id, `echo kept > /tmp/state.txt && mkdir -p pkg/sbxdemo && echo 'ANSWER = 42' > pkg/sbxdemo/__init__.py &&
printf '[project]\nname = "sbxdemo"\nversion = "1.0"\n' > pkg/pyproject.toml &&
pip install --quiet --no-index --no-build-isolation ./pkg`)
	res := tiertest.MustExec(t, p, id, `cat /tmp/state.txt && cd / && python3 -c 'import sbxdemo; print(sbxdemo.ANSWER)'`)
	if res.Stdout != "kept\n42\n" {
		t.Fatalf("second call printed %q, want the file and the installed package", res.Stdout)
	}
}

// testHardening checks each default restriction from inside the sandbox.
func testHardening(t *testing.T, p fallback.Provider, id, runtime string) {
	const noCgroups = "gVisor shows no cgroup files; the limit is enforced on its sandbox from outside"
	gvisor := func(reason string) string {
		if runtime == "runsc" {
			return reason
		}
		return ""
	}
	notRoot := ""
	if os.Geteuid() != 0 {
		notRoot = "sbx is not root: sandboxes run as its own user"
	}
	checks := []struct {
		name, command, want string
		skip                string
	}{
		{"no network", `sed 1,2d /proc/net/dev | cut -d: -f1 | tr -d ' '`, "lo", ""},
		{"ip link shows only lo", `ip -o link | cut -d: -f2 | tr -d ' '`, "lo", ""},
		{"read-only root", `awk '$2 == "/" { split($4, o, ","); print o[1] }' /proc/mounts`, "ro", ""},
		{"writable /tmp", `touch /tmp/x && echo ok`, "ok", ""},
		{"user nobody", `echo $(id -u):$(id -g)`, "65534:65534", notRoot},
		{"no capabilities", `grep CapEff /proc/self/status | cut -f2`, "0000000000000000", ""},
		{"no new privileges", `python3 -c 'import ctypes; print(ctypes.CDLL(None).prctl(39, 0, 0, 0, 0))'`, "1", ""},
		{"memory limit", `cat /sys/fs/cgroup/memory.max 2>/dev/null || cat /sys/fs/cgroup/memory/memory.limit_in_bytes`, "268435456", gvisor(noCgroups)},
		{"cpu limit", `cat /sys/fs/cgroup/cpu.max 2>/dev/null || echo $(cat /sys/fs/cgroup/cpu/cpu.cfs_quota_us) $(cat /sys/fs/cgroup/cpu/cpu.cfs_period_us)`, "100000 100000", gvisor(noCgroups)},
		{"pids limit", `cat /sys/fs/cgroup/pids.max 2>/dev/null || cat /sys/fs/cgroup/pids/pids.max`, "128", gvisor("no pids limit under gVisor (it can crash the sandbox at start)")},
	}
	for _, c := range checks {
		t.Run(c.name, func(t *testing.T) {
			if c.skip != "" {
				t.Skip(c.skip)
			}
			res := tiertest.MustExec(t, p, id, c.command)
			if got := strings.TrimSpace(res.Stdout); got != c.want {
				t.Errorf("%s printed %q, want %q", c.command, got, c.want)
			}
		})
	}
}

func TestContainerConfig(t *testing.T) {
	for _, tc := range []struct {
		runtime  string
		wantPids bool
	}{
		{"runc", true},
		{"runsc", false},
	} {
		t.Run(tc.runtime, func(t *testing.T) {
			b := &dockerBox{id: "sbx-x", runtime: tc.runtime, limits: fallback.DefaultLimits, workspace: "/w", uid: nobody, gid: nobody}
			cfg, host := b.containerConfig(DefaultImage)
			if cfg.User != "65534:65534" || cfg.Image != DefaultImage || cfg.WorkingDir != "/workspace" {
				t.Errorf("config %+v", cfg)
			}
			if host.NetworkMode != "none" || !host.ReadonlyRootfs || host.Runtime != tc.runtime ||
				len(host.CapDrop) != 1 || host.CapDrop[0] != "ALL" ||
				len(host.SecurityOpt) != 1 || host.SecurityOpt[0] != "no-new-privileges" ||
				host.Memory != 256<<20 || host.MemorySwap != 256<<20 || host.NanoCPUs != 1e9 ||
				len(host.Binds) != 0 || host.Tmpfs["/tmp"] == "" ||
				host.Tmpfs["/workspace"] != "rw,exec,nosuid,nodev,size=67108864,nr_inodes=10000,mode=1777" {
				t.Errorf("host config %+v", host)
			}
			if got := host.PidsLimit != nil; got != tc.wantPids {
				t.Errorf("pids limit set = %v, want %v", got, tc.wantPids)
			}
		})
	}
}

// TestContainerHome checks /home/user and HOME in a container: the
// sandbox's own home shown read-write, a durable one read-only, and a
// tmpfs of the container's own without either.
func TestContainerHome(t *testing.T) {
	for _, tc := range []struct {
		name     string
		home     string
		readOnly bool
		bind     string
		tmpfs    string
	}{
		{"own home", "/h", false, "", "rw,exec,nosuid,nodev,size=67108864,nr_inodes=10000,mode=1777"},
		{"durable home", "/h", true, "/h:/home/user:ro", ""},
		{"none", "", false, "", "rw,exec,nosuid,nodev,size=268435456,mode=1777"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := &dockerBox{id: "sbx-x", runtime: "runc", limits: fallback.DefaultLimits, workspace: "/w", home: tc.home, homeReadOnly: tc.readOnly}
			cfg, host := b.containerConfig(DefaultImage)
			if !slices.Contains(cfg.Env, "HOME=/home/user") {
				t.Errorf("environment %q lacks HOME=/home/user", cfg.Env)
			}
			var binds []string
			if tc.bind != "" {
				binds = append(binds, tc.bind)
			}
			if !slices.Equal(host.Binds, binds) {
				t.Errorf("binds %q, want %q", host.Binds, binds)
			}
			if got := host.Tmpfs["/home/user"]; got != tc.tmpfs {
				t.Errorf("tmpfs at /home/user: %q, want %q", got, tc.tmpfs)
			}
		})
	}
}

func TestDockerUnavailable(t *testing.T) {
	d := NewDocker(DockerOptions{Client: nil})
	d.err = errors.New("bad host")
	caps := d.Capabilities(context.Background())
	if caps.Available || len(caps.Missing) == 0 {
		t.Fatalf("caps %+v", caps)
	}
	if _, err := d.Create(context.Background(), fallback.Spec{Workspace: t.TempDir()}); !errors.Is(err, fallback.ErrUnavailable) {
		t.Fatalf("Create: %v, want ErrUnavailable", err)
	}
	if _, err := d.Exec(context.Background(), "sbx-none", fallback.ExecRequest{Command: "true"}); !errors.Is(err, fallback.ErrNotFound) {
		t.Fatalf("Exec: %v, want ErrNotFound", err)
	}
}

// TestDockerOutOfMemory runs a sandbox out of memory again and again under
// gVisor, which kills the whole sandbox: each time the dying call says so
// (exit 137, out of memory, state_reset) and the next call works.
func TestDockerOutOfMemory(t *testing.T) {
	d := dockerFor(t, "runsc")
	ctx := context.Background()
	id, _ := tiertest.Sandbox(t, d, fallback.Limits{Memory: 128 << 20})
	const hog = `b = bytearray(400 << 20); b[::4096] = b"x" * len(b[::4096]); print("allocated")`
	calls := []struct {
		name string
		run  func() (*fallback.ExecResult, error)
	}{
		{"a command", func() (*fallback.ExecResult, error) {
			return d.Exec(ctx, id, fallback.ExecRequest{Command: "python3 -c '" + hog + "'", Timeout: 20 * time.Second})
		}},
		{"the python kernel", func() (*fallback.ExecResult, error) {
			return d.RunPython(ctx, id, fallback.ExecRequest{Stdin: []byte(hog), Timeout: 20 * time.Second})
		}},
	}
	for trial := range 2 {
		for _, c := range calls {
			res, err := c.run()
			if err != nil || res.ExitCode != 137 || !res.StateReset || !strings.Contains(res.Stderr, "out of memory") || strings.Contains(res.Stdout, "allocated") {
				t.Errorf("trial %d, %s out of memory: %+v, %v; want exit 137, state_reset and out of memory said", trial, c.name, res, err)
			}
			res, err = d.Exec(ctx, id, fallback.ExecRequest{Command: "echo ok", Timeout: 20 * time.Second})
			if err != nil || res.ExitCode != 0 || res.Stdout != "ok\n" {
				t.Errorf("trial %d, the call after %s ran out of memory: %+v, %v; want it to work", trial, c.name, res, err)
			}
		}
	}
}
