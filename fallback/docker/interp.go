package docker

import (
	"context"
	_ "embed"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/sbx-sandbox/sbx/fallback"
	"github.com/sbx-sandbox/sbx/internal/pykernel"
)

// RunPython implements Interpreter.RunPython: the code goes to a Python
// process that lives as long as the sandbox, through a client started by
// an ordinary Exec, so limits and output handling are Exec's. At the time
// limit the client interrupts the cell (SIGINT) and the interpreter keeps
// its state; a cell that has not ended pyGrace later is killed with it. A
// cancelled call's cell is interrupted the same way, and the next result
// says whether its interpreter had to be killed.
func (d *Docker) RunPython(ctx context.Context, id string, req fallback.ExecRequest) (*fallback.ExecResult, error) {
	b, err := d.box(id)
	if err != nil {
		return nil, err
	}
	timeout, err := b.limits.CallTimeout(req.Timeout)
	if err != nil {
		return nil, err
	}
	env := map[string]string{pykernel.Var: pykernel.Script, "SBX_PASS": strings.Join(slices.Sorted(maps.Keys(req.Env)), ","),
		"SBX_TIMEOUT": strconv.FormatFloat(timeout.Seconds(), 'f', -1, 64)}
	if b.pyKernel.Load() {
		env["SBX_KERNEL_EXPECTED"] = "1"
	}
	maps.Copy(env, req.Env)
	res, err := d.exec(ctx, b, fallback.ExecRequest{
		Command: `exec python3 -c "$` + pykernel.Var + `" run`,
		Stdin:   req.Stdin,
		Workdir: req.Workdir,
		Env:     env,
		Timeout: timeout,
		Stdout:  req.Stdout,
		Stderr:  req.Stderr,
	}, pykernel.Grace+time.Second)
	if err != nil {
		return nil, err
	}
	lost := false
	switch {
	case res.TimedOut || res.OutputTruncated:
		// The cell may still be running in the interpreter: end it.
		d.run(b, "/bin/sh", "-c", signalScript, "sbx", "SBX_KERNEL=1", "KILL")
		lost = true
	case res.ExitCode == pykernel.Lost:
		lost = true
	case res.ExitCode == pykernel.TimedOut && strings.Contains(res.Stderr, pykernel.InterruptedNote):
		res.TimedOut = true
	}
	b.pyKernel.Store(!lost)
	res.StateReset = res.StateReset || lost || strings.Contains(res.Stderr, pykernel.FreshNote)
	fallback.CollectDisplays(b.workspace, res)
	return res, nil
}
