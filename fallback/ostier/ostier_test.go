package ostier

import (
	"context"
	"os/exec"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sbx-sandbox/sbx/fallback"
	"github.com/sbx-sandbox/sbx/fallback/internal/tiertest"
	"github.com/sbx-sandbox/sbx/fallback/ossandbox"
)

// osFor returns the os provider, or skips t saying what the host lacks.
func osFor(t testing.TB) *OS {
	t.Helper()
	p := NewOS(OSOptions{})
	t.Cleanup(func() { p.Close() })
	if caps := p.Capabilities(context.Background()); !caps.Available {
		tiertest.Skip(t, "os provider unavailable: %s", caps.Gaps())
	}
	return p
}

func TestOS(t *testing.T) {
	p := osFor(t)
	caps := p.Capabilities(context.Background())
	if caps.Isolation != fallback.IsolationNamespace || caps.Provider != "os" {
		t.Fatalf("capabilities %+v", caps)
	}
	id, ws := tiertest.Sandbox(t, p, fallback.Limits{})
	t.Run("python3", func(t *testing.T) {
		res := tiertest.MustExec(t, p, id, `python3 -c "print(6*7)"`)
		if res.Stdout != "42\n" || res.Isolation != fallback.IsolationNamespace || res.Runtime != "os" {
			t.Fatalf("got %+v", res)
		}
	})
	t.Run("python interpreter", func(t *testing.T) {
		if !caps.Native {
			tiertest.Skip(t, "the host's python3 has no pandas: apt-get install python3-pandas python3-matplotlib python3-scipy")
		}
		tiertest.Interpreter(t, p, id)
	})
	t.Run("workspace is shared", func(t *testing.T) { tiertest.Workspace(t, p, id, ws) })
	t.Run("timeout", func(t *testing.T) { tiertest.Timeout(t, p, id) })
	t.Run("output limit", func(t *testing.T) { tiertest.OutputLimit(t, p, id) })
	t.Run("memory limit", func(t *testing.T) {
		if !strings.Contains(strings.Join(caps.Notes, " "), "bounded by cgroup") {
			t.Skip("no cgroup here: memory is not bounded, and the capabilities say so")
		}
		tiertest.MemoryLimit(t, p)
	})
}

// The os provider's node kernel keeps its globals, shows a final
// expression, and is interrupted at its time limit with its state kept.
func TestOSJavaScriptKernel(t *testing.T) {
	p := osFor(t)
	if _, err := exec.LookPath("node"); err != nil {
		tiertest.Skip(t, "no node on this host: apt-get install nodejs")
	}
	id, _ := tiertest.Sandbox(t, p, fallback.Limits{})
	ctx := context.Background()
	for _, c := range []struct {
		name, code     string
		timeout        time.Duration
		exit           int
		stdout, stderr string
		reset          bool
	}{
		{"define", "let x = 41; function f(n) { return n + 1 }", 0, 0, "", "", false},
		{"use, last expression shown", "f(x)", 0, 0, "42\n", "", false},
		{"console and require", "const fs = require('fs'); fs.writeFileSync('n.txt', String(x)); console.log(fs.readFileSync('n.txt', 'utf8'))", 0, 0, "41\n", "", false},
		{"a string is shown quoted", "'a' + 'b'", 0, 0, "'ab'\n", "", false},
		{"an exception", "null.x", 0, 1, "", "TypeError", false},
		{"process.exit ends the cell only", "process.exit(3)", 0, 3, "", "", false},
		{"a promise is awaited", "new Promise(r => setTimeout(() => r(x + 1), 50))", 0, 0, "42\n", "", false},
		{"output with no newline", "void process.stdout.write('no newline')", 0, 0, "no newline", "", false},
		{"timeout interrupts", "console.log('spin'); while (true) {}", time.Second, fallback.ExitTimeout, "spin\n", "interrupted", false},
		{"state kept after a timeout", "x", 0, 0, "41\n", "", false},
		{"output overflow resets", "while (true) console.log('y'.repeat(1000))", 10 * time.Second, fallback.ExitOutput, "", "output over the limit", true},
		{"fresh after reset", "typeof x", 0, 0, "'undefined'\n", "", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			res, err := p.RunJS(ctx, id, fallback.ExecRequest{Stdin: []byte(c.code), Timeout: c.timeout})
			if err != nil {
				t.Fatal(err)
			}
			stdout := res.Stdout
			if c.exit == fallback.ExitOutput {
				stdout = ""
			}
			if res.ExitCode != c.exit || stdout != c.stdout || !strings.Contains(res.Stderr, c.stderr) || res.StateReset != c.reset {
				t.Fatalf("got exit %d stdout %q stderr %q reset %v", res.ExitCode, res.Stdout, res.Stderr, res.StateReset)
			}
		})
	}
}

// A sandbox whose processes all died (killed, out of memory) is started
// again on its next call, with its files, and the result says the state
// was reset and why.
func TestOSSandboxRevived(t *testing.T) {
	p := osFor(t)
	id, _ := tiertest.Sandbox(t, p, fallback.Limits{})
	ctx := context.Background()
	tiertest.MustExec(t, p, id, "echo kept > /workspace/f")
	if res, err := p.RunPython(ctx, id, fallback.ExecRequest{Stdin: []byte("x = 1")}); err != nil || res.ExitCode != 0 {
		t.Fatalf("%+v %v", res, err)
	}
	b, _, _ := p.box(id)
	b.sb.Close() // as if its init had been killed
	res, err := p.RunPython(ctx, id, fallback.ExecRequest{Stdin: []byte("print(open('/workspace/f').read().strip(), 'x' in dir())")})
	if err != nil || res.Stdout != "kept False\n" || !res.StateReset || !strings.Contains(res.Stderr, "a new one was started with the same files") {
		t.Fatalf("after the sandbox ended: %+v, %v", res, err)
	}
	if res := tiertest.MustExec(t, p, id, "cat /workspace/f"); res.Stdout != "kept\n" || res.StateReset {
		t.Fatalf("the next call: %+v", res)
	}
}

func TestOSDisplays(t *testing.T) {
	p := osFor(t)
	if !p.Capabilities(context.Background()).Native {
		tiertest.Skip(t, "the host's python3 has no pandas or matplotlib: apt-get install python3-pandas python3-matplotlib")
	}
	id, ws := tiertest.Sandbox(t, p, fallback.Limits{})
	tiertest.Displays(t, p, id, ws)
}

// On a kernel without Landlock the os provider says what is then not
// enforced, and claims no Landlock in its runtime.
func TestOSWithoutLandlock(t *testing.T) {
	osFor(t)
	landlockABI = func() int { return 0 }
	defer func() { landlockABI = ossandbox.LandlockABI }()
	caps := NewOS(OSOptions{}).Capabilities(context.Background())
	if strings.Contains(caps.Runtime, "landlock") || !slices.Contains(caps.Notes, noLandlockNote) {
		t.Fatalf("without Landlock: runtime %q, notes %q", caps.Runtime, caps.Notes)
	}
}
