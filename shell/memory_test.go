package shell_test

import (
	"context"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/sbx-sandbox/sbx/shell"
	"github.com/sbx-sandbox/sbx/shell/internal/shelltest"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// TestVariablesCountAgainstMemory checks that the shell's variables, which
// live in the server's memory, count against the sandbox's memory limit:
// a line that grows a variable or an array in a loop is stopped, exit 137
// with a note saying why, having allocated a few times the limit at most
// (a doubling variable once took the server to 8 times it).
func TestVariablesCountAgainstMemory(t *testing.T) {
	const limit = 32 << 20
	lines := map[string]string{
		"a doubling variable":          `x=a; while true; do x="$x$x"; done`,
		"a doubling array":             `a=(x); while :; do a+=("${a[@]}"); done`,
		"a doubling associative array": `declare -A m; i=0; m[k]=vvvvvvvvvvvvvvvv; while :; do m[$i]="${m[*]}"; i=$((i+1)); done`,
		"a variable of captures":       `x=$(seq 1000); while :; do x="$x$(echo "$x")"; done`,
	}
	for name, line := range lines {
		t.Run(name, func(t *testing.T) {
			limits := wasmrt.DefaultLimits
			limits.Memory = limit
			sb, err := shelltest.Runtime().NewSandbox(wasmrt.Config{Workspace: t.TempDir(), Limits: limits})
			if err != nil {
				t.Fatal(err)
			}
			defer sb.Close()
			runtime.GC()
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			res, err := shell.Run(context.Background(), sb, shell.Options{Command: line, Timeout: 20 * time.Second})
			if err != nil {
				t.Fatal(err)
			}
			runtime.ReadMemStats(&after)
			if res.ExitCode != shell.ExitMemory || !strings.Contains(res.Stderr, "used more than 32 MiB of memory and was stopped") {
				t.Errorf("exit %d stderr %q; want 137 and the memory limit named", res.ExitCode, res.Stderr)
			}
			if got := after.TotalAlloc - before.TotalAlloc; got > 8*limit {
				t.Errorf("the line allocated %d MiB before it was stopped; want a few times its %d MiB limit at most", got>>20, limit>>20)
			}
		})
	}
}
