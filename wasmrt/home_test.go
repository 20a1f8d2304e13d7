package wasmrt

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sbx-sandbox/sbx/hostfs"
)

// TestHome checks that a home shared by two sandboxes carries files between
// them, kernels and processes alike, and that a sandbox without one sees an
// empty read-only /home/user.
func TestHome(t *testing.T) {
	dir := t.TempDir()
	home, err := hostfs.Open(dir, hostfs.Quota{Bytes: 1 << 20, Files: 100})
	if err != nil {
		t.Fatal(err)
	}
	defer home.Close()
	open := func(h *hostfs.Workspace) *Sandbox {
		sb, err := testRT.NewSandbox(Config{Workspace: t.TempDir(), Home: h})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { sb.Close() })
		return sb
	}

	first := open(home)
	if res := run(t, first, Python, "open('/home/user/notes.txt', 'w').write('kept')", 0); res.ExitCode != 0 {
		t.Fatalf("write in home: exit %d, %s", res.ExitCode, res.Stderr)
	}
	if got, _ := os.ReadFile(filepath.Join(dir, "notes.txt")); string(got) != "kept" {
		t.Fatalf("home directory holds %q, want kept", got)
	}

	second := open(home)
	if res := run(t, second, JavaScript, "console.log(require('fs').readFileSync('/home/user/notes.txt', 'utf8'))", 0); res.Stdout != "kept\n" {
		t.Errorf("kernel in the next sandbox read %q (stderr %q), want kept", res.Stdout, res.Stderr)
	}
	res, err := second.Exec(context.Background(), Process{Language: Python, Args: []string{"-c", "print(open('/home/user/notes.txt').read())"}})
	if err != nil || res.Stdout != "kept\n" {
		t.Errorf("process in the next sandbox: %v, stdout %q stderr %q; want kept", err, res.Stdout, res.Stderr)
	}

	none := open(nil)
	res = run(t, none, Python, "import os\nprint(os.listdir('/home/user'))\nopen('/home/user/x', 'w')", 0)
	if !strings.HasPrefix(res.Stdout, "[]") || res.ExitCode == 0 {
		t.Errorf("without a home: stdout %q exit %d; want an empty, read-only /home/user", res.Stdout, res.ExitCode)
	}
}

// TestHomeQuota checks that a full home says so.
func TestHomeQuota(t *testing.T) {
	home, err := hostfs.Open(t.TempDir(), hostfs.Quota{Bytes: 1 << 10, Files: 10})
	if err != nil {
		t.Fatal(err)
	}
	defer home.Close()
	sb, err := testRT.NewSandbox(Config{Workspace: t.TempDir(), Home: home})
	if err != nil {
		t.Fatal(err)
	}
	defer sb.Close()
	res := run(t, sb, Python, "with open('/home/user/big', 'w') as f: f.write('x' * 4096)", 0)
	if res.ExitCode == 0 || !strings.Contains(res.Stderr, HomeMount+": workspace quota reached") {
		t.Errorf("exit %d, stderr %q; want a quota note for %s", res.ExitCode, res.Stderr, HomeMount)
	}
}

// TestBindHome checks that a home given to a sandbox whose kernels already
// started (as a spare's have) reaches them and new processes alike, and
// that a sandbox's home is given once, before anything runs.
func TestBindHome(t *testing.T) {
	dir := t.TempDir()
	home, err := hostfs.Open(dir, hostfs.DefaultQuota)
	if err != nil {
		t.Fatal(err)
	}
	defer home.Close()
	sb, _ := newSandbox(t, Limits{})
	for _, lang := range []Language{Python, JavaScript} {
		if err := sb.Start(context.Background(), lang); err != nil {
			t.Fatal(err)
		}
	}
	if err := sb.BindHome(home); err != nil {
		t.Fatal(err)
	}
	if res := run(t, sb, Python, "open('/home/user/notes.txt', 'w').write('kept')", 0); res.ExitCode != 0 {
		t.Fatalf("write in the home given: exit %d, %s", res.ExitCode, res.Stderr)
	}
	if got, _ := os.ReadFile(filepath.Join(dir, "notes.txt")); string(got) != "kept" {
		t.Errorf("home directory holds %q, want kept", got)
	}
	if res := run(t, sb, JavaScript, "console.log(require('fs').readdirSync('/home/user').join())", 0); res.Stdout != "notes.txt\n" {
		t.Errorf("JavaScript kernel started before the home was given lists %q (stderr %q)", res.Stdout, res.Stderr)
	}
	if sb.Home() != home {
		t.Error("Home() is not the home given")
	}

	other, _ := newSandbox(t, Limits{})
	run(t, other, Python, "1", 0)
	if err := other.BindHome(home); err == nil {
		t.Error("a home was given to a sandbox that had run")
	}
	if err := sb.BindHome(home); err == nil {
		t.Error("a sandbox was given a second home")
	}
}
