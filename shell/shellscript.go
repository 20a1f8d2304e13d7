package shell

import (
	"github.com/sbx-sandbox/sbx/internal/sh/interp"

	"github.com/sbx-sandbox/sbx/shell/internal/command"
)

// runScript runs a shell script for p in a new interpreter over the same
// sandbox: line.script.
func (s *lineState) runScript(p *command.Proc, script, name string, opts, params []string) int {
	file, err := parse(script)
	if err != nil {
		p.Errorf("%s: %v", name, err)
		return command.ExitUsage
	}
	s.noteFuncs(file)
	file.Name = name // $0
	r, err := s.newRunner(p.Dir, command.BaseEnv(command.Environ(p.Env, p.Dir)), p.Stdin, p.Stdout, p.Stderr)
	if err == nil {
		err = interp.Params(append(opts, append([]string{"--"}, params...)...)...)(r)
	}
	if err != nil {
		p.Errorf("%v", err)
		return command.ExitUsage
	}
	return exitStatus(r.Run(p.Ctx, file), p.Stderr)
}
