package wasmrt

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"
)

var testRT *Runtime

func TestMain(m *testing.M) {
	ctx := context.Background()
	rt, err := New(ctx, Options{})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	testRT = rt
	code := m.Run()
	rt.Close(ctx)
	os.Exit(code)
}

// newSandbox opens a sandbox over a fresh temporary workspace.
func newSandbox(t testing.TB, limits Limits) (*Sandbox, string) {
	t.Helper()
	dir := t.TempDir()
	if limits == (Limits{}) {
		limits = DefaultLimits
	}
	sb, err := testRT.NewSandbox(Config{Workspace: dir, Limits: limits})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { sb.Close() })
	return sb, dir
}

func run(t testing.TB, sb *Sandbox, lang Language, code string, timeout time.Duration) *Result {
	t.Helper()
	res, err := sb.Run(context.Background(), Request{Language: lang, Code: code, Timeout: timeout})
	if err != nil {
		t.Fatalf("Run(%.40q): %v", code, err)
	}
	return res
}

func TestKernelKeepsState(t *testing.T) {
	tests := []struct {
		lang              Language
		set, boom, use    string
		want, wantInError string
	}{
		{Python, "x = 41", "1/0", "print(x + 1)", "42\n", "ZeroDivisionError"},
		{JavaScript, "globalThis.x = 41", "throw new Error('boom')", "console.log(x + 1)", "42\n", "boom"},
	}
	for _, tt := range tests {
		t.Run(string(tt.lang), func(t *testing.T) {
			sb, _ := newSandbox(t, Limits{})
			if res := run(t, sb, tt.lang, tt.set, 0); res.ExitCode != 0 {
				t.Fatalf("set: %+v", res)
			}
			res := run(t, sb, tt.lang, tt.boom, 0)
			if res.ExitCode != 1 || !strings.Contains(res.Stderr, tt.wantInError) || res.StateReset {
				t.Fatalf("error call: exit %d, state_reset %v, stderr %q", res.ExitCode, res.StateReset, res.Stderr)
			}
			res = run(t, sb, tt.lang, tt.use, 0)
			if res.Stdout != tt.want || res.ExitCode != 0 {
				t.Fatalf("use: stdout %q exit %d stderr %q", res.Stdout, res.ExitCode, res.Stderr)
			}
			if res.Isolation != "wasm" || !strings.HasPrefix(res.Runtime, "wasm/") {
				t.Errorf("runtime %q isolation %q", res.Runtime, res.Isolation)
			}
		})
	}
}

// TestHostileCode runs code that tries to cross each boundary. Every case
// must end cleanly, inside its limit, and leave the sandbox usable.
func TestHostileCode(t *testing.T) {
	t.Setenv("SBX_CANARY_SECRET", "canary-7f3a")
	tests := []struct {
		name  string
		lang  Language
		code  string
		check func(t *testing.T, res *Result)
	}{
		{"python infinite loop", Python, "while True: pass", timedOut},
		{"js infinite loop", JavaScript, "for(;;){}", timedOut},
		{"python sleep", Python, "import time; time.sleep(60)", timedOut},
		{"python 1 GiB", Python, "x = bytearray(1 << 30)", failsWith("MemoryError")},
		{"js 1 GiB", JavaScript, "globalThis.x = new Uint8Array(1 << 30)", failsWith("Error")},
		{"python 10 MB output", Python, "print('x' * 10_000_000)", truncated},
		{"python output loop", Python, "while True: print('spam' * 100)", truncated},
		{"js 10 MB output", JavaScript, "console.log('x'.repeat(10_000_000))", truncated},
		{"python /etc/passwd", Python, "open('/etc/passwd').read()", failsWith("Error")},
		{"python ../ escape", Python, "open('../../../../../etc/passwd').read()", failsWith("Error")},
		{"python list root", Python, "import os; print(sorted(os.listdir('/')))", listsNoHostRoot},
		{"python symlink to /", Python, "import os; os.symlink('/', 'root')", failsWith("PermissionError")},
		{"python environ", Python, "import os; print(dict(os.environ))", noCanary},
		{"js environ", JavaScript, "console.log(JSON.stringify(process.env))", noCanary},
		{"python socket", Python, "import socket; socket.socket()", failsWith("OSError")},
		{"python recursion 100k", Python, "import sys\nsys.setrecursionlimit(200_000)\ndef f(n): return f(n + 1) if n < 100_000 else n\nprint(f(0))", recursesCleanly("100000\n", "RecursionError")},
		{"python C recursion 100k", Python, "import sys\nsys.setrecursionlimit(200_000)\nl = []\nfor _ in range(100_000): l = [l]\nprint(len(repr(l)))", recursesCleanly("200000\n", "RecursionError")},
		{"js recursion 100k", JavaScript, "function f(n){ return n < 100000 ? f(n + 1) : n }\nconsole.log(f(0))", recursesCleanly("100000\n", "stack overflow")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sb, dir := newSandbox(t, Limits{
				Memory: 256 << 20, Timeout: time.Second, MaxTimeout: 2 * time.Second,
				Code: 64 << 10, Output: 128 << 10, Quota: DefaultLimits.Quota,
			})
			os.WriteFile(filepath.Join(dir, "keep.txt"), []byte("kept"), 0o644)
			start := time.Now()
			res := run(t, sb, tt.lang, tt.code, 0)
			if d := time.Since(start); d > 2*time.Second {
				t.Errorf("took %s, more than the 1 s timeout + 1 s", d)
			}
			tt.check(t, res)
			if strings.Contains(res.Stdout+res.Stderr, dir) {
				t.Errorf("output leaks the host path %s", dir)
			}
			// The sandbox is still usable and its files are kept.
			next := run(t, sb, Python, "print(open('keep.txt').read())", 0)
			if next.Stdout != "kept\n" {
				t.Errorf("after: stdout %q stderr %q", next.Stdout, next.Stderr)
			}
		})
	}
}

// timedOut accepts a run interrupted at its time limit, its kernel kept.
func timedOut(t *testing.T, res *Result) {
	t.Helper()
	if !res.TimedOut || res.ExitCode != ExitTimeout || res.StateReset {
		t.Errorf("timed_out %v exit %d state_reset %v; want true, 124, false", res.TimedOut, res.ExitCode, res.StateReset)
	}
}

func truncated(t *testing.T, res *Result) {
	t.Helper()
	if !res.OutputTruncated || len(res.Stdout)+len(res.Stderr) > 128<<10+1024 {
		t.Errorf("truncated %v, %d bytes of output", res.OutputTruncated, len(res.Stdout)+len(res.Stderr))
	}
}

func failsWith(want string) func(*testing.T, *Result) {
	return func(t *testing.T, res *Result) {
		t.Helper()
		if res.ExitCode == 0 || !strings.Contains(res.Stderr, want) {
			t.Errorf("exit %d stderr %q; want a failure mentioning %q", res.ExitCode, res.Stderr, want)
		}
	}
}

// listsNoHostRoot accepts a listing of / that holds the sandbox's own
// mount points and nothing of the host.
func listsNoHostRoot(t *testing.T, res *Result) {
	t.Helper()
	if want := "['bin', 'dev', 'home', 'outputs', 'tmp', 'usr', 'workspace']\n"; res.Stdout != want {
		t.Errorf("listing / shows %q, want only the sandbox's %q", res.Stdout, want)
	}
}

func noCanary(t *testing.T, res *Result) {
	t.Helper()
	if strings.Contains(res.Stdout, "canary-7f3a") || strings.Contains(res.Stdout, os.Getenv("PATH")) {
		t.Errorf("the host environment leaked: %s", res.Stdout)
	}
}

// recursesCleanly accepts the right answer, the language's own recursion
// error, or a trapped stack overflow that restarted the interpreter.
func recursesCleanly(want, langErr string) func(*testing.T, *Result) {
	return func(t *testing.T, res *Result) {
		t.Helper()
		switch {
		case res.ExitCode == 0 && res.Stdout == want:
		case res.ExitCode == 1 && strings.Contains(res.Stderr, langErr):
		case res.StateReset && strings.Contains(res.Stderr, "stack overflow"):
		default:
			t.Errorf("exit %d stdout %q stderr %q", res.ExitCode, res.Stdout, res.Stderr)
		}
	}
}

func TestQuotaInGuest(t *testing.T) {
	limits := DefaultLimits
	limits.Quota.Bytes = 1 << 20
	sb, _ := newSandbox(t, limits)
	res := run(t, sb, Python, "open('big', 'wb').write(b'x' * (2 << 20))", 0)
	if res.ExitCode == 0 || !strings.Contains(res.Stderr, "quota") {
		t.Fatalf("writing past the quota: exit %d stderr %q", res.ExitCode, res.Stderr)
	}
	res = run(t, sb, Python, "import os; os.remove('big'); open('small', 'w').write('ok'); print(open('small').read())", 0)
	if res.Stdout != "ok\n" {
		t.Fatalf("after freeing space: %q %q", res.Stdout, res.Stderr)
	}
}

func TestInputLimits(t *testing.T) {
	sb, _ := newSandbox(t, Limits{})
	for name, req := range map[string]Request{
		"code too large":   {Language: Python, Code: strings.Repeat("#", 65<<10)},
		"timeout too long": {Language: Python, Code: "pass", Timeout: time.Minute},
		"unknown language": {Language: "cobol", Code: "DISPLAY 'HI'"},
	} {
		if _, err := sb.Run(context.Background(), req); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

// TestMemoryBelowTheGuestsMinimum gives sandboxes less memory than each
// guest starts with: a kernel, a process and a resident process are each
// refused with the minimum named, and the runtime goes on.
func TestMemoryBelowTheGuestsMinimum(t *testing.T) {
	limits := DefaultLimits
	limits.Memory = 8 << 20
	for _, rt := range []*Runtime{testRT, newResident(t)} {
		sb, err := rt.NewSandbox(Config{Workspace: t.TempDir(), Limits: limits})
		if err != nil {
			t.Fatal(err)
		}
		defer sb.Close()
		for _, lang := range []Language{Python, JavaScript} {
			_, errRun := sb.Run(context.Background(), Request{Language: lang, Code: "1"})
			_, errExec := sb.Exec(context.Background(), Process{Language: lang, Args: []string{"-c", "1"}})
			for _, err := range []error{errRun, errExec} {
				if !errors.Is(err, ErrInput) || !strings.Contains(err.Error(), "below the "+string(lang)+" interpreter's minimum of") {
					t.Errorf("%s with 8 MiB: %v; want the guest's minimum named", lang, err)
				}
			}
		}
	}
	sb, _ := newSandbox(t, Limits{})
	if res := run(t, sb, Python, "print(6*7)", 0); res.Stdout != "42\n" {
		t.Errorf("a run after them: %+v", res)
	}
}

func TestConcurrentSandboxesAreIsolated(t *testing.T) {
	const n = 50
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sb, _ := newSandbox(t, Limits{})
			lang, set, get := Python, fmt.Sprintf("secret = %d\nopen('mine.txt', 'w').write(str(secret))", i),
				"import os; print(secret, open('mine.txt').read(), sorted(os.listdir('.')))"
			if i%2 == 1 {
				lang, set, get = JavaScript, fmt.Sprintf("globalThis.secret = %d", i), "console.log(secret)"
			}
			ctx := context.Background()
			if res, err := sb.Run(ctx, Request{Language: lang, Code: set}); err != nil || res.ExitCode != 0 {
				errs <- fmt.Errorf("sandbox %d set: %v %+v", i, err, res)
				return
			}
			res, err := sb.Run(ctx, Request{Language: lang, Code: get})
			want := fmt.Sprintf("%d\n", i)
			if lang == Python {
				want = fmt.Sprintf("%d %d ['mine.txt']\n", i, i)
			}
			if err != nil || res.Stdout != want {
				errs <- fmt.Errorf("sandbox %d sees %q (%v), want %q", i, res.Stdout, err, want)
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

func TestExecProcess(t *testing.T) {
	sb, dir := newSandbox(t, Limits{})
	os.WriteFile(filepath.Join(dir, "lib.mjs"), []byte("export const answer = 42;\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "main.mjs"), []byte("import {answer} from './lib.mjs';\nconsole.log(answer);\n"), 0o644)
	tests := []struct {
		lang Language
		args []string
		want string
		code int
	}{
		{Python, []string{"-c", "import sys; print(sys.argv[1:]); sys.exit(3)", "a", "b"}, "['a', 'b']\n", 3},
		{JavaScript, []string{"-c", "console.log([1,2,3].at(-1))"}, "3\n", 0},
		{JavaScript, []string{"/workspace/main.mjs"}, "42\n", 0},
	}
	for _, tt := range tests {
		res, err := sb.Exec(context.Background(), Process{Language: tt.lang, Args: tt.args})
		if err != nil {
			t.Fatal(err)
		}
		if res.Stdout != tt.want || res.ExitCode != tt.code {
			t.Errorf("%s %q: stdout %q exit %d stderr %q; want %q exit %d", tt.lang, tt.args, res.Stdout, res.ExitCode, res.Stderr, tt.want, tt.code)
		}
	}
}

func TestCloseStopsRuns(t *testing.T) {
	sb, _ := newSandbox(t, Limits{})
	done := make(chan *Result, 1)
	go func() {
		res, _ := sb.Exec(context.Background(), Process{Language: Python, Args: []string{"-c", "while True: pass"}, Timeout: 30 * time.Second})
		done <- res
	}()
	time.Sleep(300 * time.Millisecond)
	sb.Close()
	select {
	case res := <-done:
		if res == nil || res.ExitCode != ExitCancelled {
			t.Errorf("result after close: %+v", res)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("a run outlived its sandbox")
	}
}

func TestExecCallerBounded(t *testing.T) {
	sb, dir := newSandbox(t, Limits{})
	os.Mkdir(filepath.Join(dir, "sub"), 0o755)
	var out strings.Builder
	res, err := sb.Exec(context.Background(), Process{
		Language: Python, CallerBounded: true, Stdout: &out, Timeout: time.Minute,
		Args: []string{"-c", "import os; print(os.getcwd(), os.environ['GREETING']); print('x' * 300_000)"},
		Env:  []string{"PWD=/workspace/sub", "GREETING=hi"},
	})
	if err != nil {
		t.Fatal(err)
	}
	want := "/workspace/sub hi\n" + strings.Repeat("x", 300_000) + "\n"
	if res.ExitCode != 0 || out.String() != want || res.Stdout != "" || res.OutputTruncated {
		t.Errorf("exit %d, %d bytes streamed (want %d), %d kept, truncated %v, stderr %q",
			res.ExitCode, out.Len(), len(want), len(res.Stdout), res.OutputTruncated, res.Stderr)
	}
}

// TestLoopsLetTheCollectorRun checks that a guest spinning in a loop does not
// hold up the Go runtime: a garbage collection that starts meanwhile
// finishes, and the timeout still fires. (Compiled guest code is not
// preemptible; without the fuel checks both would wait forever.)
func TestLoopsLetTheCollectorRun(t *testing.T) {
	sb, _ := newSandbox(t, Limits{})
	done := make(chan *Result, 1)
	go func() {
		res, _ := sb.Run(context.Background(), Request{Language: Python, Code: "while True: pass", Timeout: 2 * time.Second})
		done <- res
	}()
	time.Sleep(200 * time.Millisecond)
	gcDone := make(chan struct{})
	go func() { runtime.GC(); close(gcDone) }()
	select {
	case <-gcDone:
	case <-time.After(time.Second):
		t.Fatal("a garbage collection waited on a spinning guest for a second")
	}
	select {
	case res := <-done:
		if !res.TimedOut {
			t.Errorf("result %+v, want a timeout", res)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the timeout never fired")
	}
}
