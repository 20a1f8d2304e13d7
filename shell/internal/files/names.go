package files

import (
	"fmt"
	"path"
	"strings"

	"github.com/sbx-sandbox/sbx/shell/internal/command"
)

// basenameCmd strips directories (and a suffix): basename NAME [SUFFIX],
// basename -a [-s SUFFIX] NAME...
func basenameCmd(p *command.Proc, args []string) int {
	f, names, ok := p.Flags(args, "as:z", map[string]byte{"multiple": 'a', "suffix": 's'})
	if !ok {
		return command.ExitUsage
	}
	if len(names) == 0 {
		return p.Usage("missing operand")
	}
	suffix := f.Str('s', "")
	if !f.Has('a') && !f.Has('s') && len(names) == 2 {
		names, suffix = names[:1], names[1]
	}
	for _, name := range names {
		base := path.Base(name)
		if suffix != "" && base != suffix {
			base = strings.TrimSuffix(base, suffix)
		}
		fmt.Fprintln(p.Stdout, base)
	}
	return 0
}

// dirnameCmd strips the last component: dirname NAME...
func dirnameCmd(p *command.Proc, args []string) int {
	_, names, ok := p.Flags(args, "z", nil)
	if !ok {
		return command.ExitUsage
	}
	if len(names) == 0 {
		return p.Usage("missing operand")
	}
	for _, name := range names {
		fmt.Fprintln(p.Stdout, path.Dir(name))
	}
	return 0
}

// realpathCmd prints absolute sandbox paths: realpath [-e|-m] FILE...
func realpathCmd(p *command.Proc, args []string) int {
	f, names, ok := p.Flags(args, "em", map[string]byte{"canonicalize-existing": 'e', "canonicalize-missing": 'm'})
	if !ok {
		return command.ExitUsage
	}
	status := 0
	for _, name := range names {
		full := p.Abs(name)
		check := path.Dir(full)
		if f.Has('e') {
			check = full
		}
		if _, err := p.Line.View.Stat(check, true); err != nil && !f.Has('m') {
			status = p.Fail(name, err)
			continue
		}
		fmt.Fprintln(p.Stdout, full)
	}
	return status
}
