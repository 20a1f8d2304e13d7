package tiers

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/sbx-sandbox/sbx/fallback"
)

// Timing is what Measure found for one provider.
type Timing struct {
	Provider  string             `json:"provider"`
	Isolation fallback.Isolation `json:"isolation"`
	// FirstOutput is a new sandbox to the output of its first command,
	// python3 -c 'print(1)': Create plus one Exec.
	FirstOutput time.Duration `json:"first_output"`
	// WarmShell and WarmPython are median warm calls of `true` and of
	// python3 -c 'print(1)' in the same sandbox.
	WarmShell  time.Duration `json:"warm_shell"`
	WarmPython time.Duration `json:"warm_python"`
}

// benchCommands are the commands Measure times.
const (
	benchShell  = "true"
	benchPython = "python3 -c 'print(1)'"
)

// Measure times sandbox start and warm calls on p (which must be
// available) over workspace, an existing empty directory, with warm calls
// of each kind. It is what `sbx bench` reports for native providers.
func Measure(ctx context.Context, p fallback.Provider, workspace string, warm int) (Timing, error) {
	caps := p.Capabilities(ctx)
	t := Timing{Provider: caps.Provider, Isolation: caps.Isolation}
	start := time.Now()
	id, err := p.Create(ctx, fallback.Spec{Workspace: workspace})
	if err != nil {
		return t, err
	}
	defer p.Destroy(context.WithoutCancel(ctx), id)
	if err := benchExec(ctx, p, id, benchPython); err != nil {
		return t, err
	}
	t.FirstOutput = time.Since(start)
	if t.WarmShell, err = median(ctx, p, id, benchShell, warm); err != nil {
		return t, err
	}
	t.WarmPython, err = median(ctx, p, id, benchPython, warm)
	return t, err
}

// median returns the median time of n runs of command.
func median(ctx context.Context, p fallback.Provider, id, command string, n int) (time.Duration, error) {
	times := make([]time.Duration, max(n, 1))
	for i := range times {
		start := time.Now()
		if err := benchExec(ctx, p, id, command); err != nil {
			return 0, err
		}
		times[i] = time.Since(start)
	}
	slices.Sort(times)
	return times[len(times)/2], nil
}

// benchExec runs command and checks that it succeeded.
func benchExec(ctx context.Context, p fallback.Provider, id, command string) error {
	res, err := p.Exec(ctx, id, fallback.ExecRequest{Command: command, Timeout: fallback.DefaultLimits.MaxTimeout})
	if err != nil {
		return err
	}
	if res.ExitCode != 0 {
		return fmt.Errorf("%s: exit %d: %s", command, res.ExitCode, res.Stderr)
	}
	return nil
}
