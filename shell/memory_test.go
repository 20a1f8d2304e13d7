package shell_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/sbx-sandbox/sbx/shell"
	"github.com/sbx-sandbox/sbx/shell/internal/shelltest"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// memoryLimit is the sandbox memory limit of the memory tests' lines.
const memoryLimit = 64 << 20

// hostileLines grow the shell's own memory, each a different way, until
// the sandbox's limit stops them.
var hostileLines = map[string]string{
	"a doubling variable":          `x=a; while true; do x="$x$x"; done`,
	"an unquoted doubling":         `x=a; while :; do x=$x$x; done`,
	"a doubling array":             `a=(x); while :; do a+=("${a[@]}"); done`,
	"a doubling associative array": `declare -A m; i=0; m[k]=vvvvvvvvvvvvvvvv; while :; do m[$i]="${m[*]}"; i=$((i+1)); done`,
	"printf":                       `x=a; while :; do x=$(printf '%s%s' "$x" "$x"); done`,
	"printf -v":                    `x=a; while :; do printf -v x '%s%s' "$x" "$x"; done`,
	"a pattern replacement":        `x=aaaa; while :; do x=${x//a/aaaa}; done`,
	"a variable of captures":       `x=$(seq 1000); while :; do x="$x$(echo "$x")"; done`,
	"an endless capture":           `x=$(while :; do echo aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa; done)`,
	"a capture of a big file":      `x=$(cat big.bin)`,
	"a file read by the shell":     `x=$(<big.bin)`,
	"mapfile of a big file":        `mapfile -t a < big.bin`,
	"a here-string":                `x=a; while :; do x=$(cat <<< "$x$x"); done`,
	"one long concatenation":       `x=$(seq 10000); x=$x$x$x$x$x$x$x$x$x$x$x$x$x$x$x$x; x=$x$x$x$x$x$x$x$x$x$x$x$x$x$x$x$x; x=$x$x$x$x$x$x$x$x$x$x$x$x$x$x$x$x; echo ${#x}`,
}

// TestVariablesCountAgainstMemory checks that the shell's variables and
// expansions, which live in the server's memory, are held to the
// sandbox's memory limit before they are allocated: each hostile line,
// run in a process of its own, exits 137 with a note naming the limit,
// and the process's peak RSS grows by less than three times the limit
// (a doubling variable once took the server to 880 MiB under 64 MiB).
func TestVariablesCountAgainstMemory(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("peak RSS is read from Linux's rusage")
	}
	base := runLineProcess(t, "true")
	if base.ExitCode != 0 {
		t.Fatalf("true exited %d: %s", base.ExitCode, base.Stderr)
	}
	for name, line := range hostileLines {
		t.Run(name, func(t *testing.T) {
			got := runLineProcess(t, line)
			if got.ExitCode != shell.ExitMemory || !strings.Contains(got.Stderr, "used more than 64 MiB of memory and was stopped") {
				t.Errorf("exit %d stderr %q; want 137 and the memory limit named", got.ExitCode, got.Stderr)
			}
			if grown := got.PeakRSS - base.PeakRSS; grown > 3*memoryLimit {
				t.Errorf("the process's peak RSS grew by %d MiB; want less than 3 times the %d MiB limit", grown>>20, memoryLimit>>20)
			}
			t.Logf("peak RSS +%d MiB", (got.PeakRSS-base.PeakRSS)>>20)
		})
	}
}

// lineOutcome is what a line run in a process of its own did.
type lineOutcome struct {
	ExitCode int
	Stderr   string
	PeakRSS  int64 // bytes
}

// lineEnv names the line a test binary started by runLineProcess runs.
const lineEnv = "SBX_SHELL_TEST_LINE"

// runLineProcess runs line under a memory limit of memoryLimit in a copy
// of the test binary (TestLineProcess) over a workspace holding a 256 MiB
// big.bin, and returns its result and the process's peak RSS.
func runLineProcess(t *testing.T, line string) lineOutcome {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestLineProcess$", "-test.count=1")
	cmd.Env = append(os.Environ(), lineEnv+"="+line, "GOMAXPROCS=2")
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("the line's process: %v", err)
	}
	var res shell.Result
	if i := strings.Index(string(out), "{"); i < 0 || json.Unmarshal([]byte(strings.SplitN(string(out[i:]), "\n", 2)[0]), &res) != nil {
		t.Fatalf("the line's process printed %q", out)
	}
	return lineOutcome{ExitCode: res.ExitCode, Stderr: res.Stderr, PeakRSS: peakRSS(cmd.ProcessState)}
}

// TestLineProcess runs the line runLineProcess names and prints its
// result; it does nothing in an ordinary test run.
func TestLineProcess(t *testing.T) {
	line := os.Getenv(lineEnv)
	if line == "" {
		t.Skip("run by runLineProcess")
	}
	dir := t.TempDir()
	big, err := os.Create(filepath.Join(dir, "big.bin"))
	if err != nil {
		t.Fatal(err)
	}
	chunk := []byte(strings.Repeat("0123456789abcde\n", 1<<12))
	for range (256 << 20) / len(chunk) {
		big.Write(chunk)
	}
	big.Close()
	limits := wasmrt.DefaultLimits
	limits.Memory = memoryLimit
	limits.Quota.Bytes = 1 << 30
	sb, err := shelltest.Runtime().NewSandbox(wasmrt.Config{Workspace: dir, Limits: limits})
	if err != nil {
		t.Fatal(err)
	}
	defer sb.Close()
	res, err := shell.Run(context.Background(), sb, shell.Options{Command: line, Timeout: 20 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	res.Stdout = ""
	b, _ := json.Marshal(res)
	fmt.Println(string(b))
}
