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
	// A few milliseconds of work: enough loop iterations to reach the
	// guest's fuel checks, where a stopped run ends.
	const code, limit = "let n = 0; for (let i = 0; i < 300000; i++) n += i; console.log(6*7)", 200 * time.Millisecond
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
			rt, err := New(context.Background(), Options{CacheDir: t.TempDir()})
			if err != nil {
				t.Fatal(err)
			}
			defer rt.Close(context.Background())
			sb, err := rt.NewSandbox(Config{Workspace: t.TempDir()})
			if err != nil {
				t.Fatal(err)
			}
			defer sb.Close()
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
