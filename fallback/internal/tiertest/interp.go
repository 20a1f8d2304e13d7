package tiertest

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/sbx-sandbox/sbx/fallback"
)

// Interpreter checks the persistent Python interpreter of p.
func Interpreter(t *testing.T, p fallback.Interpreter, id string) {
	ctx := context.Background()
	cell := func(code string, timeout time.Duration, env map[string]string) *fallback.ExecResult {
		t.Helper()
		res, err := p.RunPython(ctx, id, fallback.ExecRequest{Stdin: []byte(code), Timeout: timeout, Env: env})
		if err != nil {
			t.Fatalf("%s: %v", code, err)
		}
		return res
	}
	for _, c := range []struct {
		name, code     string
		env            map[string]string
		timeout        time.Duration
		exit           int
		stdout, stderr string // stderr: a substring
		reset          bool
	}{
		// pandas under gVisor on one busy CPU can take longer than the
		// default 5 s to import: the state is what is tested here.
		{"define", "import pandas as pd\ndf = pd.DataFrame({'a': [1, 2]})\nx = 41", nil, 30 * time.Second, 0, "", "", false},
		{"use, last expression shown", "x + 1", nil, 0, 0, "42\n", "", false},
		{"loaded data persists", "print(df.a.sum())", nil, 0, 0, "3\n", "", false},
		{"exception", "1/0", nil, 0, 1, "", "ZeroDivisionError", false},
		{"state survives an exception", "x", nil, 0, 0, "41\n", "", false},
		{"sys.exit status", "import sys; sys.exit(3)", nil, 0, 3, "", "", false},
		{"subprocess output", "import subprocess; subprocess.run(['echo', 'sub'])\nNone", nil, 0, 0, "sub\n", "", false},
		{"workdir", "import os; os.getcwd()", nil, 0, 0, "'/workspace'\n", "", false},
		{"env for one call", "import os; os.environ['TOKEN']", map[string]string{"TOKEN": "s3cret"}, 0, 0, "'s3cret'\n", "", false},
		{"env gone after", "import os; os.environ.get('TOKEN')", nil, 0, 0, "", "", false},
		{"timeout interrupts", "print('spin', flush=True)\nwhile True: pass", nil, time.Second, fallback.ExitTimeout, "spin\n", "KeyboardInterrupt", false},
		{"state kept after a timeout", "'x' in dir()", nil, 0, 0, "True\n", "", false},
		{"loop in C past the grace resets", "sum(range(10**15))", nil, time.Second, fallback.ExitTimeout, "", "did not stop within 1 s", true},
		{"fresh after reset", "'x' in dir()", nil, 0, 0, "False\n", "", false},
		{"output overflow resets", "x = 1\nwhile True: print('y' * 1000)", nil, 10 * time.Second, fallback.ExitOutput, "", "output over the limit", true},
		{"fresh again", "'x' in dir()", nil, 0, 0, "False\n", "", false},
		{"define again", "x = 41", nil, 0, 0, "", "", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			res := cell(c.code, c.timeout, c.env)
			stdout := res.Stdout
			if c.name == "output overflow resets" {
				stdout = ""
			}
			if res.ExitCode != c.exit || stdout != c.stdout || !strings.Contains(res.Stderr, c.stderr) || res.StateReset != c.reset {
				t.Fatalf("got exit %d stdout %q stderr %q reset %v", res.ExitCode, res.Stdout, res.Stderr, res.StateReset)
			}
		})
	}
	t.Run("a cancelled cell is interrupted and the state kept", func(t *testing.T) {
		cancelled, cancel := context.WithTimeout(ctx, 500*time.Millisecond)
		defer cancel()
		_, err := p.RunPython(cancelled, id, fallback.ExecRequest{Stdin: []byte("while True: pass"), Timeout: 20 * time.Second})
		if !errors.Is(err, context.DeadlineExceeded) {
			t.Fatalf("cancelled cell returned %v", err)
		}
		if res := cell("x + 1", 0, nil); res.Stdout != "42\n" || res.StateReset {
			t.Fatalf("after the cancelled cell: stdout %q stderr %q reset %v", res.Stdout, res.Stderr, res.StateReset)
		}
	})
}
