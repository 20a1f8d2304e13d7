package shell

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/sbx-sandbox/sbx/wasmrt"
)

// TestTmpAndDevices checks that the shell, and the interpreters it starts,
// share the sandbox's /tmp, that /tmp is removed with the sandbox, and
// that /dev holds the devices and nothing can be made there.
func TestTmpAndDevices(t *testing.T) {
	tmp := t.TempDir()
	sb, err := testRT.NewSandbox(wasmrt.Config{Workspace: t.TempDir(), Tmp: tmp, Limits: wasmrt.DefaultLimits})
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
		if res := run(t, sb, tt.line); res.Stdout != tt.want {
			t.Errorf("%s: stdout %q, stderr %q; want %q", tt.line, res.Stdout, res.Stderr, tt.want)
		}
	}
	if got, err := os.ReadFile(filepath.Join(tmp, "b")); string(got) != "py" {
		t.Errorf("the host directory of /tmp holds %q (%v)", got, err)
	}

	// A sandbox given no /tmp of its own makes one and removes it.
	own, err := testRT.NewSandbox(wasmrt.Config{Workspace: t.TempDir(), Limits: wasmrt.DefaultLimits})
	if err != nil {
		t.Fatal(err)
	}
	res := run(t, own, "echo x > /tmp/left && ls /tmp")
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
