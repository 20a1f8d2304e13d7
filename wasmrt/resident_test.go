package wasmrt

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"
)

// newResident returns a resident runtime sharing the tests' guest cache.
func newResident(t *testing.T) *Runtime {
	t.Helper()
	rt, err := New(context.Background(), Options{Resident: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rt.Close(context.Background()) })
	return rt
}

// TestResidentProcessesActAsPython runs python command lines as processes
// booted from scratch and, in a resident runtime, restored from the
// kernel's snapshot, and wants the same output and exit status from both.
func TestResidentProcessesActAsPython(t *testing.T) {
	script := `import sys
print(sys.argv, __name__, sorted(globals()), type(__loader__).__name__, __spec__, __file__, sys.path[0])
`
	tests := []processCase{
		{"print", []string{"-c", "print(6*7)"}, "", nil, false},
		{"argv and main", []string{"-c", "import sys; print(sys.argv, sys.orig_argv, __name__, sorted(globals()), __loader__, __spec__, repr(sys.path[0]))", "x", "ü 😀"}, "", nil, false},
		{"script", []string{"/workspace/prog.py", "a", "b"}, "", nil, false},
		{"relative script", []string{"prog.py"}, "", nil, false},
		{"missing script", []string{"/workspace/nope.py"}, "", nil, false},
		{"exit status", []string{"-c", "import sys; print('out'); sys.exit(3)"}, "", nil, false},
		{"exit message", []string{"-c", "raise SystemExit('bye')"}, "", nil, false},
		{"exit none", []string{"-c", "import sys; sys.exit()"}, "", nil, false},
		{"traceback", []string{"-c", "def f():\n    return 1/0\nf()"}, "", nil, false},
		{"script traceback", []string{"/workspace/boom.py"}, "", nil, false},
		{"syntax error", []string{"-c", "1+"}, "", nil, false},
		{"keyboard interrupt", []string{"-c", "raise KeyboardInterrupt"}, "", nil, false},
		{"partial lines", []string{"-c", "import sys\nprint('a', end='')\nsys.stderr.write('b')\nprint('c', end='', flush=False)"}, "", nil, false},
		{"stdin", []string{"-c", "import sys; print(sys.stdin.read().upper()); print(input() if False else 'ok')"}, "piped in\n", nil, false},
		{"input", []string{"-c", "print(input('name? ')[::-1])"}, "abc\n", nil, false},
		{"atexit", []string{"-c", "import atexit; atexit.register(print, 'at exit'); print('body'); raise SystemExit(4)"}, "", nil, false},
		{"finalised", []string{"-c", "class A:\n    def __del__(self): print('deleted')\na = A()\nf = open('/workspace/unclosed.txt', 'w'); f.write('kept')\nprint('end')"}, "", nil, false},
		{"after finalising", []string{"-c", "print(open('/workspace/unclosed.txt').read())"}, "", nil, false},
		{"environment", []string{"-c", "import os; print(os.environ['PYTHONUNBUFFERED'], os.getcwd())"}, "", nil, false},
		{"exception in atexit", []string{"-c", "import atexit\ndef bad(): raise ValueError('x')\natexit.register(bad)"}, "", nil, false},
		{"working directory and variables", []string{"-c", "import os; print(os.getcwd(), os.environ['FOO'], os.environ['HOME'])"}, "", []string{"PWD=/workspace/sub", "FOO=bar"}, false},
		{"missing working directory", []string{"-c", "import os; print(os.getcwd())"}, "", []string{"PWD=/nowhere"}, false},
		{"PYTHONPATH", []string{"-c", "import sys; print(sys.path[:2])"}, "", []string{"PYTHONPATH=/workspace/sub"}, false},
		{"closed pipe", []string{"-c", "for i in range(100000): print(i)"}, "", nil, true},
	}
	files := map[string]string{"prog.py": script, "boom.py": "def g():\n    raise ValueError('boom')\ng()\n"}
	booted := runProcesses(t, testRT, files, tests)
	restored := runProcesses(t, newResident(t), files, tests)
	addr := regexp.MustCompile(`0x[0-9a-f]+`) // object addresses differ
	for i, tt := range tests {
		b, r := addr.ReplaceAllString(booted[i], "0x…"), addr.ReplaceAllString(restored[i], "0x…")
		if b != r {
			t.Errorf("%s: booted\n%s\nrestored\n%s", tt.name, b, r)
		}
	}
}

// processCase is a python command line, its stdin and environment; with
// pipe, its stdout is a pipe closed after a few bytes, as in the shell's
// python ... | head -1.
type processCase struct {
	name  string
	args  []string
	stdin string
	env   []string
	pipe  bool
}

// runProcesses runs each command line in a sandbox of rt over one
// workspace holding files, and returns what each printed and its status.
func runProcesses(t *testing.T, rt *Runtime, files map[string]string, tests []processCase) []string {
	t.Helper()
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var out []string
	for _, tt := range tests {
		sb, err := rt.NewSandbox(Config{Workspace: dir, Limits: DefaultLimits})
		if err != nil {
			t.Fatal(err)
		}
		p := Process{Language: Python, Args: tt.args, Env: tt.env}
		if tt.stdin != "" {
			p.Stdin = strings.NewReader(tt.stdin)
		}
		var pipe closingPipe
		var stderr strings.Builder
		if tt.pipe {
			p.Stdout, p.Stderr, p.CallerBounded = &pipe, &stderr, true
		}
		res, err := sb.Exec(context.Background(), p)
		sb.Close()
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		out = append(out, fmt.Sprintf("stdout: %s%s\nstderr: %s%s\nexit: %d", res.Stdout, pipe.String(), res.Stderr, stderr.String(), res.ExitCode))
	}
	return out
}

// TestResidentProcessesStartFromTheSnapshot checks that a resident
// runtime's plain python processes do start from the kernel's snapshot
// (whose template imported json) and that each gets a fresh one: nothing
// of one run reaches the next.
func TestResidentProcessesStartFromTheSnapshot(t *testing.T) {
	rt := newResident(t)
	dir := t.TempDir()
	var firsts []string
	for i := 0; i < 3; i++ {
		sb, err := rt.NewSandbox(Config{Workspace: dir, Limits: DefaultLimits})
		if err != nil {
			t.Fatal(err)
		}
		res, err := sb.Exec(context.Background(), Process{Language: Python, Args: []string{"-c", `
import sys, random
print('json' in sys.modules, 'leftover' in dir(sys.modules['__main__']), random.random())
leftover = 1
sys.modules['json'].leftover = 1`}})
		sb.Close()
		if err != nil || res.ExitCode != 0 {
			t.Fatal(err, res)
		}
		f := strings.Fields(res.Stdout)
		if len(f) != 3 || f[0] != "True" || f[1] != "False" {
			t.Fatalf("run %d: %q, want json imported by the template and no leftover", i, res.Stdout)
		}
		firsts = append(firsts, f[2])
	}
	if firsts[0] == firsts[1] || firsts[1] == firsts[2] {
		t.Errorf("random's first values repeat across runs: %v", firsts)
	}
	// Interpreter options are no plain command line: a real boot.
	sb, _ := rt.NewSandbox(Config{Workspace: dir, Limits: DefaultLimits})
	defer sb.Close()
	res, err := sb.Exec(context.Background(), Process{Language: Python, Args: []string{"-S", "-c", "import sys; print('json' in sys.modules)"}})
	if err != nil || res.Stdout != "False\n" {
		t.Fatalf("python -S: %v %+v", err, res)
	}
}

// TestResidentProcessTimesOut stops a resident process at its time limit
// as it does a booted one: exit 124 with the limit's note and no
// KeyboardInterrupt, and what it printed before kept.
func TestResidentProcessTimesOut(t *testing.T) {
	var stderr [2]string
	for i, rt := range []*Runtime{testRT, newResident(t)} {
		sb, err := rt.NewSandbox(Config{Workspace: t.TempDir(), Limits: DefaultLimits})
		if err != nil {
			t.Fatal(err)
		}
		defer sb.Close()
		start := time.Now()
		res, err := sb.Exec(context.Background(), Process{Language: Python, Timeout: 500 * time.Millisecond,
			Args: []string{"-c", "print('started')\nwhile True: pass"}})
		if err != nil {
			t.Fatal(err)
		}
		if res.ExitCode != ExitTimeout || res.Stdout != "started\n" || !strings.Contains(res.Stderr, "time limit") {
			t.Fatalf("exit %d stdout %q stderr %q", res.ExitCode, res.Stdout, res.Stderr)
		}
		if took := time.Since(start); took > 5*time.Second {
			t.Errorf("stopped after %v", took)
		}
		stderr[i] = res.Stderr
	}
	if stderr[0] != stderr[1] {
		t.Errorf("stderr of a timed-out process: booted %q, resident %q", stderr[0], stderr[1])
	}
}

// TestResidentJavaScriptProcess runs a JavaScript command line in a
// resident runtime: it boots QuickJS, as only python lines are resident.
func TestResidentJavaScriptProcess(t *testing.T) {
	sb, err := newResident(t).NewSandbox(Config{Workspace: t.TempDir(), Limits: DefaultLimits})
	if err != nil {
		t.Fatal(err)
	}
	defer sb.Close()
	res, err := sb.Exec(context.Background(), Process{Language: JavaScript, Args: []string{"-c", "console.log([1, 2, 3].at(-1))"}})
	if err != nil || res.ExitCode != 0 || res.Stdout != "3\n" {
		t.Fatalf("js -c in a resident runtime: %v %+v", err, res)
	}
}

// closingPipe takes the first 8 bytes written to it, then fails every write
// as a pipe whose reader has gone.
type closingPipe struct{ strings.Builder }

func (p *closingPipe) Write(b []byte) (int, error) {
	if p.Len() >= 8 {
		return 0, syscall.EPIPE
	}
	n := min(len(b), 8-p.Len())
	p.Builder.Write(b[:n])
	return n, nil
}
