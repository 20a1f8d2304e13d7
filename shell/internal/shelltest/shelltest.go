// Package shelltest runs command lines for the tests of the shell's
// packages, the way an agent's calls run them: one runtime for the test
// binary, a sandbox over a fresh workspace holding the files a test
// names, and tables of lines with what a Linux box would answer.
package shelltest

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/sbx-sandbox/sbx/shell"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// runtime is the test binary's, started by Main.
var runtime *wasmrt.Runtime

// Main starts the runtime, runs the tests and exits with their status:
// call it from TestMain.
func Main(m *testing.M) {
	ctx := context.Background()
	rt, err := wasmrt.New(ctx, wasmrt.Options{})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	runtime = rt
	code := m.Run()
	rt.Close(ctx)
	os.Exit(code)
}

// Runtime returns the runtime Main started.
func Runtime() *wasmrt.Runtime { return runtime }

// NewSandbox opens a sandbox with the default limits over a fresh
// workspace holding files (paths relative to it, and their contents); it
// returns the workspace's host directory too.
func NewSandbox(t testing.TB, files map[string]string) (*wasmrt.Sandbox, string) {
	t.Helper()
	dir := t.TempDir()
	for name, content := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	sb, err := runtime.NewSandbox(wasmrt.Config{Workspace: dir, Limits: wasmrt.DefaultLimits})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { sb.Close() })
	return sb, dir
}

// Run runs command in sb with a time limit of 10 s, failing the test if
// the request is refused.
func Run(t testing.TB, sb *wasmrt.Sandbox, command string) *shell.Result {
	t.Helper()
	res, err := shell.Run(context.Background(), sb, shell.Options{Command: command, Timeout: 10 * time.Second})
	if err != nil {
		t.Fatalf("Run(%q): %v", command, err)
	}
	return res
}

// WantEnd checks what a line's result says beyond its stdout: stderr
// holds stderr, the exit status is exit, and nothing shows the host
// directory dir.
func WantEnd(t *testing.T, res *shell.Result, stderr string, exit int, dir string) {
	t.Helper()
	if !strings.Contains(res.Stderr, stderr) {
		t.Errorf("stderr %q does not contain %q", res.Stderr, stderr)
	}
	if res.ExitCode != exit {
		t.Errorf("exit %d, want %d (stderr %q)", res.ExitCode, exit, res.Stderr)
	}
	if strings.Contains(res.Stdout+res.Stderr, dir) {
		t.Errorf("output shows the host path %s", dir)
	}
}

// Fixture returns the files of the workspace the commands' tables run in:
// a Python script that prints to both streams and exits 3, two CSV files
// under data/, lines of words and of numbers, a Node script, and shell
// scripts with and without a #! line.
func Fixture() map[string]string {
	return map[string]string{
		"script.py":    "import sys\nprint('out')\nprint('err', file=sys.stderr)\nsys.exit(3)\n",
		"data/a.csv":   "name,n\nb,2\na,1\n",
		"data/b.csv":   "x,y\n",
		"words.txt":    "pear\napple\npear\nfig\napple\npear\n",
		"nums.txt":     "10\n9\n100\n",
		"main.js":      "console.log(process.argv.length > 1 ? 'js ok' : 'js ok')\n",
		"hello.sh":     "#!/bin/sh\necho hello from $1\n",
		"noshebang.sh": "echo plain script\n",
	}
}

// LongTailFixture returns the files of the workspace the tables of less
// common options run in: three lines of numbers, a name with a space, and
// a note to edit.
func LongTailFixture() map[string]string {
	return map[string]string{"a.txt": "1\n2\n3\n", "b c.txt": "x\n", "notes.txt": "old\n"}
}

// Case is one line an agent writes for "a Linux box" and what that box
// would answer.
type Case struct {
	Name, Cmd string
	Stdout    string // exact, unless Contains is set
	Contains  string // in stdout
	Stderr    string // in stderr
	Exit      int
}

// RunCases runs each case as a subtest in a sandbox of its own whose
// workspace holds files.
func RunCases(t *testing.T, files map[string]string, tests []Case) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.Name, func(t *testing.T) {
			sb, dir := NewSandbox(t, files)
			res := Run(t, sb, tt.Cmd)
			switch {
			case tt.Contains != "" && !strings.Contains(res.Stdout, tt.Contains):
				t.Errorf("stdout %q does not contain %q", res.Stdout, tt.Contains)
			case tt.Contains == "" && res.Stdout != tt.Stdout:
				t.Errorf("stdout %q, want %q (stderr %q)", res.Stdout, tt.Stdout, res.Stderr)
			}
			WantEnd(t, res, tt.Stderr, tt.Exit, dir)
		})
	}
}
