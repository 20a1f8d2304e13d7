package wasmrt

import (
	"context"
	"testing"
	"time"
)

// TestTimeLimitLeavesOutTheStart checks that a run's time limit covers the
// run alone: on a runtime with an empty cache the guest compiles and its
// kernel starts inside the first call, and a call with a limit far shorter
// than that still runs to completion.
func TestTimeLimitLeavesOutTheStart(t *testing.T) {
	// Milliseconds of work, but enough loop iterations to reach the guest's
	// fuel checks, where a stopped run ends; the limit is a fraction of
	// what the compile alone takes (a third of a second on an idle machine).
	const code, limit = "let n = 0; for (let i = 0; i < 20000; i++) n += i; console.log(6*7)", 300 * time.Millisecond
	for _, tc := range []struct {
		name string
		call func(*Sandbox) (*Result, error)
	}{
		{"kernel", func(sb *Sandbox) (*Result, error) {
			return sb.Run(context.Background(), Request{Language: JavaScript, Code: code, Timeout: limit})
		}},
		{"process", func(sb *Sandbox) (*Result, error) {
			return sb.Exec(context.Background(), Process{Language: JavaScript, Args: []string{"-e", code}, Timeout: limit})
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, sb := runtimeSandbox(t, Options{CacheDir: t.TempDir()})
			start := time.Now()
			res, err := tc.call(sb)
			if err != nil {
				t.Fatal(err)
			}
			if res.ExitCode != 0 || res.TimedOut || res.Stdout != "42\n" {
				t.Errorf("first call on an empty cache (%s with the start): exit %d, timed out %v, stdout %q, stderr %q",
					time.Since(start).Round(time.Millisecond), res.ExitCode, res.TimedOut, res.Stdout, res.Stderr)
			}
		})
	}
}
