package fallback

import (
	"context"
	_ "embed"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/sbx-sandbox/sbx/internal/pykernel"
)

// The client's statuses of its own (pykernel.py): the cell passed its time
// limit and was interrupted, the interpreter keeping its state; the
// interpreter died mid-cell. (A cell that did not stop once interrupted is
// killed with its interpreter and reported as timeout(1) would, 137.)
const (
	pyTimedOut = 124
	pyLost     = 125
)

// pyGrace is how long a cell has to end once interrupted before the client
// kills it with its interpreter (GRACE in pykernel.py); the client gets a
// second more before Exec kills it.
const pyGrace = time.Second

// The client's notes: the first says what its status 124 means, the second
// (at the very start of stderr, before the cell ran) that it found the
// interpreter gone (FRESH in pykernel.py).
const (
	pyInterruptedNote = "sbx: the run took longer than its time limit of "
	pyFreshNote       = "sbx: the Python interpreter had stopped; a new one was started"
)

// RunPython implements Interpreter.RunPython: the code goes to a Python
// process that lives as long as the sandbox, through a client started by
// an ordinary Exec, so limits and output handling are Exec's. At the time
// limit the client interrupts the cell (SIGINT) and the interpreter keeps
// its state; a cell that has not ended pyGrace later is killed with it. A
// cancelled call's cell is interrupted the same way, and the next result
// says whether its interpreter had to be killed.
func (d *Docker) RunPython(ctx context.Context, id string, req ExecRequest) (*ExecResult, error) {
	b, err := d.box(id)
	if err != nil {
		return nil, err
	}
	timeout, err := b.limits.timeout(req.Timeout)
	if err != nil {
		return nil, err
	}
	env := map[string]string{pykernel.Var: pykernel.Script, "SBX_PASS": strings.Join(slices.Sorted(maps.Keys(req.Env)), ","),
		"SBX_TIMEOUT": strconv.FormatFloat(timeout.Seconds(), 'f', -1, 64)}
	if b.pyKernel.Load() {
		env["SBX_KERNEL_EXPECTED"] = "1"
	}
	maps.Copy(env, req.Env)
	res, err := d.exec(ctx, b, ExecRequest{
		Command: `exec python3 -c "$` + pykernel.Var + `" run`,
		Stdin:   req.Stdin,
		Workdir: req.Workdir,
		Env:     env,
		Timeout: timeout,
	}, pyGrace+time.Second)
	if err != nil {
		return nil, err
	}
	lost := false
	switch {
	case res.TimedOut || res.OutputTruncated:
		// The cell may still be running in the interpreter: end it.
		d.run(b, "/bin/sh", "-c", signalScript, "sbx", "SBX_KERNEL=1", "KILL")
		lost = true
	case res.ExitCode == pyLost:
		lost = true
	case res.ExitCode == pyTimedOut && strings.Contains(res.Stderr, pyInterruptedNote):
		res.TimedOut = true
	}
	b.pyKernel.Store(!lost)
	res.StateReset = res.StateReset || lost || strings.Contains(res.Stderr, pyFreshNote)
	collectDisplays(b.workspace, res)
	return res, nil
}
