package ostier

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sbx-sandbox/sbx/fallback/internal/tiertest"
	"github.com/sbx-sandbox/sbx/internal/pykernel"
)

// kernelClient runs pykernel.py's client on the python3 the os tier runs
// (DefaultPython), as RunPython runs it in a container: the same script, its
// own socket, the client interrupted to cancel it and killed past its time
// as Exec would. Not python3 from PATH: a version manager's shim there (a
// shell script) would take the signal meant for Python.
type kernelClient struct {
	t    *testing.T
	sock string
}

func newKernelClient(t *testing.T) *kernelClient {
	t.Helper()
	if runtime.GOOS != "linux" {
		t.Skip("the Python kernel's client needs Linux (SO_PEERCRED)")
	}
	if _, err := os.Stat(DefaultPython); err != nil {
		tiertest.Skip(t, "no "+DefaultPython+" to run the native Python kernel: apt-get install python3")
	}
	k := &kernelClient{t: t, sock: filepath.Join(t.TempDir(), "kernel.sock")}
	t.Cleanup(func() { k.cell(`__import__("os").killpg(0, 9)`, time.Second, nil) })
	return k
}

// cell runs code with the time limit and returns the client's status and
// output; cancel, if set, interrupts the client when it fires, as a
// cancelled call's Exec does.
func (k *kernelClient) cell(code string, limit time.Duration, cancel <-chan time.Time) (int, string, string) {
	k.t.Helper()
	ctx, stop := context.WithTimeout(context.Background(), limit+pykernel.Grace+time.Second)
	defer stop()
	cmd := exec.CommandContext(ctx, DefaultPython, "-c", pykernel.Script, "run")
	cmd.Env = []string{pykernel.Var + "=" + pykernel.Script, "SBX_SOCK=" + k.sock, "SBX_KERNEL_EXPECTED=1",
		"SBX_TIMEOUT=" + strconv.FormatFloat(limit.Seconds(), 'f', -1, 64), "PATH=/usr/bin:/bin"}
	cmd.Stdin = strings.NewReader(code)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Start(); err != nil {
		k.t.Fatal(err)
	}
	go func() {
		select {
		case <-cancel:
			cmd.Process.Signal(os.Interrupt)
		case <-ctx.Done():
		}
	}()
	err := cmd.Wait()
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		k.t.Fatal(err)
	}
	return cmd.ProcessState.ExitCode(), stdout.String(), stderr.String()
}

// The native kernel interrupts a cell at its time limit and keeps its
// variables; a cell that does not stop is killed with the kernel, and the
// next cell says the state was lost.
func TestPythonKernelInterrupts(t *testing.T) {
	k := newKernelClient(t)
	if code, _, stderr := k.cell("x = 41", 5*time.Second, nil); code != 0 {
		t.Fatalf("start: exit %d %s", code, stderr)
	}
	for _, tt := range []struct{ name, code, where string }{
		{"busy loop", "while True: pass", "while True: pass"},
		{"sleep", "import time\ntime.sleep(30)", "time.sleep(30)"},
		{"loop in a function in a method", "class Job:\n    def run(self):\n        def spin():\n            while True:\n                pass\n        spin()\nJob().run()", "in spin"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			start := time.Now()
			code, _, stderr := k.cell(tt.code, time.Second, nil)
			if d := time.Since(start); d > time.Second+pykernel.Grace {
				t.Errorf("took %s", d)
			}
			if code != pykernel.TimedOut || !strings.Contains(stderr, "KeyboardInterrupt") || !strings.Contains(stderr, tt.where) ||
				!strings.Contains(stderr, pykernel.InterruptedNote) {
				t.Fatalf("exit %d stderr %q; want %d, a KeyboardInterrupt at %q and the note", code, stderr, pykernel.TimedOut, tt.where)
			}
			if code, stdout, stderr := k.cell("print(x + 1)", 5*time.Second, nil); stdout != "42\n" {
				t.Fatalf("next cell: exit %d stdout %q stderr %q", code, stdout, stderr)
			}
		})
	}
	t.Run("cancelled", func(t *testing.T) {
		code, _, stderr := k.cell("while True: pass", 20*time.Second, time.After(time.Second))
		if code != 1 || !strings.Contains(stderr, "KeyboardInterrupt") {
			t.Fatalf("the cancelled cell: exit %d stderr %q; want 1 and a KeyboardInterrupt", code, stderr)
		}
		if _, stdout, stderr := k.cell("print(x + 1)", 5*time.Second, nil); stdout != "42\n" || strings.Contains(stderr, pykernel.FreshNote) {
			t.Fatalf("after the cancelled cell: stdout %q stderr %q", stdout, stderr)
		}
	})
	for _, tt := range []struct {
		name, code string
		limit      time.Duration // or, when cancelled, when
		cancel     bool
		exit       int
	}{
		{"loop in C", "sum(range(10**15))", time.Second, false, 137},
		{"swallows KeyboardInterrupt", "import time\nwhile True:\n    try:\n        time.sleep(10)\n    except KeyboardInterrupt:\n        pass", time.Second, false, 137},
		{"cancelled loop in C", "sum(range(10**15))", time.Second, true, pykernel.Lost},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if tt.cancel {
			}
			k.cell("x = 41", 5*time.Second, nil)
			limit := tt.limit
			var cancel <-chan time.Time
			if tt.cancel {
				limit, cancel = 20*time.Second, time.After(tt.limit)
			}
			start := time.Now()
			code, _, stderr := k.cell(tt.code, limit, cancel)
			if code != tt.exit || !strings.Contains(stderr, "did not stop within 1 s of being interrupted; the interpreter was stopped") {
				t.Fatalf("exit %d stderr %q; want %d and why", code, stderr, tt.exit)
			}
			if d := time.Since(start); d > tt.limit+pykernel.Grace+time.Second {
				t.Errorf("took %s", d)
			}
			_, stdout, stderr := k.cell("print('x' in dir())", 5*time.Second, nil)
			if stdout != "False\n" || !strings.HasPrefix(stderr, pykernel.FreshNote) {
				t.Fatalf("after the kill: stdout %q stderr %q; want False and the note first", stdout, stderr)
			}
		})
	}
}
