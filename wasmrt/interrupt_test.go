package wasmrt

import (
	"context"
	"strings"
	"testing"
	"time"
)

// A cell past its time limit is interrupted, as Ctrl-C would: its traceback
// shows where it was and the kernel keeps what earlier cells defined.
func TestTimeoutInterruptsAndKeepsState(t *testing.T) {
	tests := []struct {
		name       string
		lang       Language
		set, slow  string
		use, want  string
		whereItWas []string // in stderr
	}{
		{"python busy loop", Python, "x = 41", "while True: pass", "print(x + 1)", "42\n",
			[]string{"KeyboardInterrupt", `File "<cell-2>", line 1`, "while True: pass"}},
		{"python sleep", Python, "x = 41", "import time\ntime.sleep(30)", "print(x + 1)", "42\n",
			[]string{"KeyboardInterrupt", `File "<cell-2>", line 2`, "time.sleep(30)"}},
		{"python loop in a function in a method", Python, "x = 41",
			"class Job:\n    def run(self):\n        def spin():\n            while True:\n                pass\n        spin()\nJob().run()",
			"print(x + 1)", "42\n",
			[]string{"KeyboardInterrupt", "in run", "in spin", "line 4"}},
		{"js busy loop", JavaScript, "var x = 41", "for(;;){}", "console.log(x + 1)", "42\n",
			[]string{"InternalError: interrupted"}},
		{"js busy loop in an async function", JavaScript, "var x = 41",
			"async function spin() {\n  let n = 0\n  while (true) { n++ }\n}\nawait spin()", "console.log(x + 1)", "42\n",
			[]string{"InternalError: interrupted", "at spin"}},
		{"js timer", JavaScript, "var x = 41", "await new Promise(r => setTimeout(r, 30000))", "console.log(x + 1)", "42\n",
			[]string{"InternalError: interrupted"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sb, _ := newSandbox(t, Limits{})
			if res := run(t, sb, tt.lang, tt.set, 0); res.ExitCode != 0 {
				t.Fatalf("set: %+v", res)
			}
			start := time.Now()
			res := run(t, sb, tt.lang, tt.slow, time.Second)
			if d := time.Since(start); d > time.Second+interruptGrace {
				t.Errorf("took %s, more than the 1 s limit and the grace", d)
			}
			if !res.TimedOut || res.ExitCode != ExitTimeout || res.StateReset {
				t.Errorf("timed_out %v exit %d state_reset %v; want true, 124, false", res.TimedOut, res.ExitCode, res.StateReset)
			}
			for _, w := range append(tt.whereItWas, "interrupted; the interpreter kept its variables") {
				if !strings.Contains(res.Stderr, w) {
					t.Errorf("stderr does not say %q:\n%s", w, res.Stderr)
				}
			}
			next := run(t, sb, tt.lang, tt.use, 0)
			if next.Stdout != tt.want || next.StateReset {
				t.Errorf("next call: stdout %q stderr %q state_reset %v; want %q", next.Stdout, next.Stderr, next.StateReset, tt.want)
			}
		})
	}
}

// A cell that does not end once interrupted, in a loop in C or by catching
// the interrupt, is stopped hard after the grace and its kernel restarted.
func TestInterruptIgnoredStopsHard(t *testing.T) {
	tests := []struct {
		name string
		lang Language
		code string
	}{
		{"python loop in C", Python, "sum(range(10**15))"},
		{"python catches KeyboardInterrupt", Python, "while True:\n    try:\n        while True: pass\n    except KeyboardInterrupt:\n        pass"},
		{"python sleeps after KeyboardInterrupt", Python, "import time\ntry:\n    time.sleep(30)\nexcept KeyboardInterrupt:\n    time.sleep(30)"},
		{"js catches the interrupt's rejection", JavaScript, "async function spin() { for(;;){} }\nfor (;;) { await spin().catch(() => {}) }"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sb, _ := newSandbox(t, Limits{})
			probe := probes[tt.lang]
			run(t, sb, tt.lang, probe.set, 0)
			start := time.Now()
			res := run(t, sb, tt.lang, tt.code, time.Second)
			if d := time.Since(start); d > time.Second+interruptGrace+time.Second {
				t.Errorf("took %s, more than the limit, the grace and 1 s", d)
			}
			if !res.TimedOut || res.ExitCode != ExitTimeout || !res.StateReset ||
				!strings.Contains(res.Stderr, "did not stop within 1s of being interrupted; the interpreter was restarted") {
				t.Errorf("timed_out %v exit %d state_reset %v stderr %q; want true, 124, true and why", res.TimedOut, res.ExitCode, res.StateReset, res.Stderr)
			}
			if next := run(t, sb, tt.lang, probe.check, 0); next.Stdout != probe.gone {
				t.Errorf("the restarted kernel still has x: %q %q", next.Stdout, next.Stderr)
			}
		})
	}
}

// probes set a variable and check for it, per language.
var probes = map[Language]struct{ set, check, gone string }{
	Python:     {"x = 1", "print('x' in dir())", "False\n"},
	JavaScript: {"var x = 1", "console.log(typeof x)", "undefined\n"},
}

// Cancelling a run interrupts it as its time limit would; a cancelled run
// that had to be stopped hard is reported by the next result.
func TestCancelInterrupts(t *testing.T) {
	tests := []struct {
		name      string
		code      string
		wantReset bool
	}{
		{"busy loop", "while True: pass", false},
		{"loop in C", "sum(range(10**15))", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sb, _ := newSandbox(t, Limits{})
			run(t, sb, Python, "x = 41", 0)
			ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
			defer cancel()
			res, err := sb.Run(ctx, Request{Language: Python, Code: tt.code, Timeout: 20 * time.Second})
			if err != nil {
				t.Fatal(err)
			}
			if res.ExitCode != ExitCancelled || res.TimedOut || res.StateReset != tt.wantReset {
				t.Errorf("cancelled: exit %d timed_out %v state_reset %v stderr %q; want 130, false, %v", res.ExitCode, res.TimedOut, res.StateReset, res.Stderr, tt.wantReset)
			}
			next := run(t, sb, Python, "print('x' in dir())", 0)
			if tt.wantReset {
				if next.Stdout != "False\n" || !next.StateReset || !strings.Contains(next.Stderr, "previous run was cancelled") {
					t.Errorf("after a hard stop: stdout %q state_reset %v stderr %q; want False, true and why", next.Stdout, next.StateReset, next.Stderr)
				}
				if again := run(t, sb, Python, "1", 0); again.StateReset {
					t.Error("the reset is reported twice")
				}
			} else if next.Stdout != "True\n" || next.StateReset {
				t.Errorf("after an interrupt: stdout %q state_reset %v; want True, false", next.Stdout, next.StateReset)
			}
		})
	}
}
