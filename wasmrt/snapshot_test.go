package wasmrt

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRestoredSandboxesAreFresh checks that two sandboxes restored from one
// snapshot share nothing that must differ: random state, variables, files.
func TestRestoredSandboxesAreFresh(t *testing.T) {
	if testRT.RestoreMode() == "boot" {
		t.Skip("snapshots are off")
	}
	a, dirA := newSandbox(t, Limits{})
	b, _ := newSandbox(t, Limits{})
	os.WriteFile(filepath.Join(dirA, "only-a.txt"), []byte("a"), 0o644)
	ra := run(t, a, Python, "import random; print(random.random()); secret = 'a'", 0)
	rb := run(t, b, Python, "import random; print(random.random())", 0)
	if ra.Stdout == rb.Stdout || ra.ExitCode != 0 || rb.ExitCode != 0 {
		t.Errorf("random.random() in two restored sandboxes: %q and %q", ra.Stdout, rb.Stdout)
	}
	ja := run(t, a, JavaScript, "console.log(Math.random())", 0)
	jb := run(t, b, JavaScript, "console.log(Math.random())", 0)
	if ja.Stdout == jb.Stdout {
		t.Errorf("Math.random() in two restored sandboxes: %q and %q", ja.Stdout, jb.Stdout)
	}
	res := run(t, b, Python, "import os; print(os.listdir('.')); print(secret)", 0)
	if strings.Contains(res.Stdout, "only-a") || !strings.Contains(res.Stderr, "NameError") {
		t.Errorf("sandbox b sees a's files or variables: %q %q", res.Stdout, res.Stderr)
	}
}

// TestBootAndRestoreBehaveAlike runs the kernel and hostile-code suites on
// a runtime that boots every kernel, so both start paths are held to the
// same behaviour (the default runtime restores from snapshots).
func TestBootAndRestoreBehaveAlike(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the suites twice")
	}
	boot, err := New(context.Background(), Options{NoSnapshots: true})
	if err != nil {
		t.Fatal(err)
	}
	defer boot.Close(context.Background())
	saved := testRT
	testRT = boot
	defer func() { testRT = saved }()
	t.Run("KernelKeepsState", TestKernelKeepsState)
	t.Run("HostileCode", TestHostileCode)
}
