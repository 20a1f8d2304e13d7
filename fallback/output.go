package fallback

import (
	"strings"
	"time"

	"github.com/sbx-sandbox/sbx/internal/capture"
)

// Finish builds the ExecResult of a run that ended with status code. A run
// that sbx stopped gets the WebAssembly tier's exit code and a note on
// stderr, outside the output limit.
func Finish(stdout, stderr []byte, code int, timedOut, truncated bool, timeout time.Duration, start time.Time) *ExecResult {
	errText := string(stderr)
	note := ""
	switch {
	case timedOut:
		code, note = ExitTimeout, "timed out after "+timeout.String()+"; the command was killed, files are kept"
	case truncated:
		code, note = ExitOutput, "output over the limit; the command was stopped"
	}
	if note != "" {
		if errText != "" && !strings.HasSuffix(errText, "\n") {
			errText += "\n"
		}
		errText += "sbx: " + note + "\n"
	}
	return &ExecResult{
		ExitCode:        code,
		Stdout:          string(stdout),
		Stderr:          errText,
		TimedOut:        timedOut,
		OutputTruncated: truncated,
		DurationMS:      float64(time.Since(start).Microseconds()) / 1000,
	}
}

// FinishCapture is Finish for output collected by a capture.Output.
func FinishCapture(out *capture.Output, code int, timedOut bool, timeout time.Duration, start time.Time) *ExecResult {
	stdout, stderr, truncated := out.Result()
	return Finish(stdout, stderr, code, timedOut, truncated, timeout, start)
}
