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
// them, kernels and processes alike.
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

}

// TestOwnHome checks what a sandbox without a durable home has at
// /home/user: a home of its own, HOME in every kind of run, writable, under
// the workspace's quota, seen by no other sandbox and removed with it.
func TestOwnHome(t *testing.T) {
	sb, work := newSandbox(t, Limits{Memory: DefaultLimits.Memory, Timeout: DefaultLimits.Timeout,
		MaxTimeout: DefaultLimits.MaxTimeout, Code: DefaultLimits.Code, Output: DefaultLimits.Output,
		Quota: hostfs.Quota{Bytes: 64 << 10, Files: 100}})
	pyHome := "import os, pathlib\nprint(os.environ['HOME'], os.path.expanduser('~/x'), pathlib.Path.home(), os.getcwd())"
	wantHome := "/home/user /home/user/x /home/user /workspace\n"
	tests := []struct {
		name, code, want string
		lang             Language
		process          bool
	}{
		{"python kernel", pyHome, wantHome, Python, false},
		{"python process", pyHome, wantHome, Python, true},
		{"javascript kernel", "console.log(process.env.HOME, require('os').homedir(), process.cwd())", "/home/user /home/user /workspace\n", JavaScript, false},
		{"javascript process", "console.log(process.env.HOME)", "/home/user\n", JavaScript, true},
		{"dotfile", "import pathlib\n(pathlib.Path.home() / '.toolrc').write_text('x=1')\nprint(open('/home/user/.toolrc').read())", "x=1\n", Python, false},
		{"dot directory", "const fs = require('fs'); fs.mkdirSync(require('os').homedir() + '/.cache/tool', {recursive: true}); console.log(fs.readdirSync('/home/user').sort().join())", ".cache,.toolrc\n", JavaScript, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var res *Result
			if tt.process {
				var err error
				args := []string{"-c", tt.code}
				if tt.lang == JavaScript {
					args = []string{"-e", tt.code}
				}
				if res, err = sb.Exec(context.Background(), Process{Language: tt.lang, Args: args}); err != nil {
					t.Fatal(err)
				}
			} else {
				res = run(t, sb, tt.lang, tt.code, 0)
			}
			if res.ExitCode != 0 || res.Stdout != tt.want {
				t.Errorf("exit %d, stdout %q, stderr %q; want %q", res.ExitCode, res.Stdout, res.Stderr, tt.want)
			}
		})
	}
	if entries, _ := os.ReadDir(work); len(entries) != 0 {
		t.Errorf("the workspace holds %d entries; the dotfiles belong in the home", len(entries))
	}
	res := run(t, sb, Python, "open('/home/user/big', 'w').write('x' * (128 << 10))", 0)
	if res.ExitCode == 0 || !strings.Contains(res.Stderr, "workspace quota reached") {
		t.Errorf("a write past the quota in the home: exit %d, stderr %q; want the quota's refusal", res.ExitCode, res.Stderr)
	}

	other, _ := newSandbox(t, Limits{})
	if res := run(t, other, Python, "import os\nprint(os.listdir(os.path.expanduser('~')))", 0); res.Stdout != "[]\n" {
		t.Errorf("another sandbox's home lists %q (stderr %q), want it empty", res.Stdout, res.Stderr)
	}
	made := sb.made // its home and /tmp
	sb.Close()
	for _, dir := range made {
		if _, err := os.Stat(dir); !os.IsNotExist(err) {
			t.Errorf("a directory of a closed sandbox is still there: %v", err)
		}
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
