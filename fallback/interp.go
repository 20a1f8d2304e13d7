package fallback

import (
	"context"
	_ "embed"
	"maps"
	"slices"
	"strings"
)

// pyKernel is the persistent interpreter and its client, in one script.
//
//go:embed pykernel.py
var pyKernel string

// pyLost is the client's status when the interpreter died mid-cell.
const pyLost = 125

// RunPython implements Interpreter.RunPython: the code goes to a Python
// process that lives as long as the sandbox, through a client started by
// an ordinary Exec, so limits and output handling are Exec's.
func (d *Docker) RunPython(ctx context.Context, id string, req ExecRequest) (*ExecResult, error) {
	env := map[string]string{"SBX_PY": pyKernel, "SBX_PASS": strings.Join(slices.Sorted(maps.Keys(req.Env)), ",")}
	maps.Copy(env, req.Env)
	res, err := d.Exec(ctx, id, ExecRequest{
		Command: `exec python3 -c "$SBX_PY" run`,
		Stdin:   req.Stdin,
		Workdir: req.Workdir,
		Env:     env,
		Timeout: req.Timeout,
	})
	if err != nil {
		return nil, err
	}
	switch {
	case res.TimedOut || res.OutputTruncated:
		// The cell may still be running in the interpreter: end it.
		if b, err := d.box(id); err == nil {
			d.run(b, "/bin/sh", "-c", killScript, "sbx", "SBX_KERNEL=1")
		}
		res.StateReset = true
	case res.ExitCode == pyLost:
		res.StateReset = true
	}
	return res, nil
}
