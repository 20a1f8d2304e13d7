package view_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sbx-sandbox/sbx/hostfs"
	"github.com/sbx-sandbox/sbx/shell/internal/shelltest"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// TestMain starts the runtime the tests' sandboxes share.
func TestMain(m *testing.M) { shelltest.Main(m) }

// TestRootAndConfinement checks the file tree a line sees: a root holding
// only the sandbox's mounts, nothing of the host, and no way out.
func TestRootAndConfinement(t *testing.T) {
	shelltest.RunCases(t, shelltest.Fixture(), []shelltest.Case{
		{Name: "root holds only the sandbox", Cmd: "cd /; ls", Stdout: "bin\ndev\nhome\ntmp\nusr\nworkspace\n"},
		{Name: "ls / -la", Cmd: "ls -a /", Stdout: ".\n..\nbin\ndev\nhome\ntmp\nusr\nworkspace\n"},
		{Name: "etc passwd", Cmd: "cat /etc/passwd", Stderr: "/etc/passwd: No such file or directory", Exit: 1},
		{Name: "dot dot passwd", Cmd: "cat ../../etc/passwd", Stderr: "No such file or directory", Exit: 1},
		{Name: "redirect outside", Cmd: "echo x > /etc/evil", Stderr: "/etc/evil: Read-only file system", Exit: 1},
		{Name: "cd stays inside", Cmd: "cd ../../..; pwd; cd /etc", Stdout: "/\n", Stderr: "no such file", Exit: 1},
	})
}

// TestHomeMount checks that the shell shows a sandbox's home at /home/user,
// with /home a read-only directory leading to it.
func TestHomeMount(t *testing.T) {
	dir := t.TempDir()
	home, err := hostfs.Open(dir, hostfs.DefaultQuota)
	if err != nil {
		t.Fatal(err)
	}
	defer home.Close()
	sb, err := shelltest.Runtime().NewSandbox(wasmrt.Config{Workspace: t.TempDir(), Home: home, Limits: wasmrt.DefaultLimits})
	if err != nil {
		t.Fatal(err)
	}
	defer sb.Close()
	for _, tt := range []struct{ line, want string }{
		{"ls /", "bin\ndev\nhome\ntmp\nusr\nworkspace\n"},
		{"ls /home", "user\n"},
		{"echo kept > /home/user/notes.txt && cat ~/../../home/user/notes.txt", "kept\n"},
		{"cd /home/user && ls && python -c 'print(open(\"notes.txt\").read().strip())'", "notes.txt\nkept\n"},
		{"test -d /home && test ! -e /home/userx && echo ok", "ok\n"},
		{"mkdir /home/other 2>/dev/null || echo refused", "refused\n"},
	} {
		if res := shelltest.Run(t, sb, tt.line); res.Stdout != tt.want {
			t.Errorf("%s: stdout %q, stderr %q; want %q", tt.line, res.Stdout, res.Stderr, tt.want)
		}
	}
	if got, _ := os.ReadFile(filepath.Join(dir, "notes.txt")); string(got) != "kept\n" {
		t.Errorf("the home directory holds %q", got)
	}
}

// TestTmpAndDevices checks that the shell, and the interpreters it starts,
// share the sandbox's /tmp, that /tmp is removed with the sandbox, and
// that /dev holds the devices and nothing can be made there.
func TestTmpAndDevices(t *testing.T) {
	tmp := t.TempDir()
	sb, err := shelltest.Runtime().NewSandbox(wasmrt.Config{Workspace: t.TempDir(), Tmp: tmp, Limits: wasmrt.DefaultLimits})
	if err != nil {
		t.Fatal(err)
	}
	defer sb.Close()
	for _, tt := range []struct{ line, want string }{
		{"echo sh > /tmp/a && python3 -c 'print(open(\"/tmp/a\").read().strip()); open(\"/tmp/b\", \"w\").write(\"py\")' && cat /tmp/b && ls /tmp",
			"sh\npya\nb\n"},
		{"node -e 'console.log(require(\"fs\").readFileSync(\"/tmp/b\", \"utf8\"))'", "py\n"},
		{"ls /dev", "null\nrandom\nstderr\nstdin\nstdout\nurandom\nzero\n"},
		{"head -c 16 /dev/urandom | wc -c; head -c 5 /dev/zero | tr '\\0' z; echo; cat /dev/null | wc -c", "16\nzzzzz\n0\n"},
		{"echo x > /dev/sda || echo refused; rm /dev/null || echo kept; mkdir /dev/shm || echo no", "refused\nkept\nno\n"},
		{"echo $USER $LOGNAME; python3 -c 'import getpass; print(getpass.getuser())'", "user user\nuser\n"},
	} {
		if res := shelltest.Run(t, sb, tt.line); res.Stdout != tt.want {
			t.Errorf("%s: stdout %q, stderr %q; want %q", tt.line, res.Stdout, res.Stderr, tt.want)
		}
	}
	if got, err := os.ReadFile(filepath.Join(tmp, "b")); string(got) != "py" {
		t.Errorf("the host directory of /tmp holds %q (%v)", got, err)
	}

	// A sandbox given no /tmp of its own makes one and removes it.
	own, err := shelltest.Runtime().NewSandbox(wasmrt.Config{Workspace: t.TempDir(), Limits: wasmrt.DefaultLimits})
	if err != nil {
		t.Fatal(err)
	}
	res := shelltest.Run(t, own, "echo x > /tmp/left && ls /tmp")
	if res.Stdout != "left\n" {
		t.Fatalf("own /tmp: stdout %q stderr %q", res.Stdout, res.Stderr)
	}
	matches, _ := filepath.Glob(filepath.Join(os.TempDir(), "sbx-tmp-*", "left"))
	if len(matches) != 1 {
		t.Fatalf("found %d host directories holding the sandbox's /tmp/left", len(matches))
	}
	own.Close()
	if _, err := os.Stat(filepath.Dir(matches[0])); !os.IsNotExist(err) {
		t.Errorf("the sandbox's /tmp outlived it: %v", err)
	}
}

func TestOutputsReadOnly(t *testing.T) {
	ws, out := t.TempDir(), t.TempDir()
	sb, err := shelltest.Runtime().NewSandbox(wasmrt.Config{Workspace: ws, Outputs: out, Limits: wasmrt.DefaultLimits})
	if err != nil {
		t.Fatal(err)
	}
	defer sb.Close()
	res := shelltest.Run(t, sb, "ls /; echo x > /outputs/a.txt")
	if res.Stdout != "bin\ndev\nhome\noutputs\ntmp\nusr\nworkspace\n" || !strings.Contains(res.Stderr, "Read-only file system") || res.ExitCode != 1 {
		t.Errorf("stdout %q stderr %q exit %d", res.Stdout, res.Stderr, res.ExitCode)
	}
}
