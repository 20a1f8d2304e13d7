// Package invoke holds the shell's commands that run other programs: the
// interpreters (python, node, awk), each a WASI guest on the sandbox, the
// shell itself (sh, bash), env, timeout, xargs and which.
package invoke

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/sbx-sandbox/sbx/shell/internal/command"
	"github.com/sbx-sandbox/sbx/shell/internal/datetime"
	"github.com/sbx-sandbox/sbx/shell/internal/view"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// Commands returns the commands that run other programs: the
// interpreters, the shell itself, env, timeout, xargs and which, by name.
func Commands() command.Table {
	return command.Table{
		"awk": awkCmd, "bash": shCmd, "env": envCmd, "js": guestCmd, "node": guestCmd, "python": guestCmd,
		"python3": guestCmd, "sh": shCmd, "timeout": timeoutCmd, "which": whichCmd, "xargs": xargsCmd,
	}
}

// guestCmd runs python/python3 (-c CODE, FILE, -m MODULE, - or stdin) or
// node/js (-e CODE, FILE, -) on a fresh interpreter in the sandbox, with the
// shell's standard streams, working directory and exported variables.
func guestCmd(p *command.Proc, args []string) int {
	lang, err := wasmrt.ParseLanguage(p.Name)
	if err != nil {
		return p.Missing(p.Name)
	}
	argv := append([]string(nil), args[1:]...)
	if lang == wasmrt.Python && len(argv) >= 2 && argv[0] == "-m" && (argv[1] == "pip" || argv[1] == "venv") {
		if pip := p.Line.Programs["pip"]; argv[1] == "pip" && pip != nil {
			return pip(p.Sub("pip"), argv[1:])
		}
		return p.Missing(argv[1])
	}
	if lang == wasmrt.JavaScript {
		// The JavaScript guest starts in /workspace: name its script absolutely.
		for i, a := range argv {
			if a == "-c" || a == "-e" || a == "-" {
				break
			}
			if !strings.HasPrefix(a, "-") {
				argv[i] = p.Abs(a)
				break
			}
		}
	}
	return exec(p, lang, argv)
}

// awkCmd runs awk: mawk, a POSIX awk built as a WASI guest, on a fresh
// instance in the sandbox with the shell's standard streams, working
// directory and exported variables, over the same files.
func awkCmd(p *command.Proc, args []string) int { return exec(p, wasmrt.Awk, args[1:]) }

// exec runs lang's guest as a process with argv after its program name. It
// has no time or output limit of its own: the line's apply.
func exec(p *command.Proc, lang wasmrt.Language, argv []string) int {
	res, err := p.Line.Sandbox.Exec(p.Ctx, wasmrt.Process{
		Language: lang, Args: argv, Stdin: p.Stdin, Stdout: p.Stdout, Stderr: p.Stderr,
		Env: command.Environ(p.Env, p.Dir), CallerBounded: true,
	})
	if err != nil {
		p.Errorf("%v", err)
		return 1
	}
	// res.Stderr holds only sbx's notes about the run, such as a quota
	// reached; a stopped line reports its own limit.
	if p.Ctx.Err() == nil {
		io.WriteString(p.Stderr, res.Stderr)
	}
	return res.ExitCode
}

// shCmd runs the shell itself: sh [-eux] [-o OPT] -c COMMAND [NAME [ARG...]],
// sh SCRIPT [ARG...], or sh reading the script from standard input. It
// shares the sandbox and the exported variables, nothing else.
func shCmd(p *command.Proc, args []string) int {
	var opts []string
	rest := args[1:]
	for len(rest) > 0 && strings.HasPrefix(rest[0], "-") && rest[0] != "-c" && rest[0] != "-" {
		if rest[0] == "-o" && len(rest) > 1 {
			opts, rest = append(opts, "-o", rest[1]), rest[2:]
			continue
		}
		opts, rest = append(opts, rest[0]), rest[1:]
	}
	var script, name string
	var params []string
	switch {
	case len(rest) > 0 && rest[0] == "-c":
		if len(rest) < 2 {
			return p.Usage("-c: option requires an argument")
		}
		script, name = rest[1], args[0]
		if len(rest) > 2 {
			name, params = rest[2], rest[3:]
		}
	case len(rest) > 0 && rest[0] != "-":
		data, err := readScript(p, rest[0])
		if err != nil {
			return p.Fail(rest[0], err)
		}
		script, name, params = data, rest[0], rest[1:]
	default:
		data, err := io.ReadAll(io.LimitReader(p.Stdin, command.MaxScript))
		if err != nil {
			return p.Fail("", err)
		}
		script, name = string(data), args[0]
	}
	return p.Line.Script(p, script, name, opts, params)
}

// readScript reads a script file, refusing one too large to be a script.
func readScript(p *command.Proc, name string) (string, error) {
	info, err := p.Stat(name)
	if err != nil {
		return "", err
	}
	if info.Size() > command.MaxScript {
		return "", fmt.Errorf("script is larger than %d bytes", command.MaxScript)
	}
	data, err := p.ReadFile(name)
	return string(data), err
}

// whichCmd locates commands: which NAME...
func whichCmd(p *command.Proc, args []string) int {
	status := 0
	for _, name := range args[1:] {
		if p.Line.Programs[name] == nil {
			status = 1
			continue
		}
		fmt.Fprintln(p.Stdout, view.BinDir+"/"+name)
	}
	return status
}

// envCmd prints the environment or runs a command with more of it:
// env [-i] [NAME=VALUE]... [COMMAND [ARG...]].
func envCmd(p *command.Proc, args []string) int {
	rest := args[1:]
	vars := map[string]string{}
	if len(rest) > 0 && (rest[0] == "-i" || rest[0] == "-") {
		rest = rest[1:]
	} else {
		vars = command.ExportedVars(p.Env)
	}
	for len(rest) > 0 && strings.Contains(rest[0], "=") && !strings.HasPrefix(rest[0], "=") {
		k, v, _ := strings.Cut(rest[0], "=")
		vars[k] = v
		rest = rest[1:]
	}
	if len(rest) == 0 {
		var lines []string
		for k, v := range vars {
			lines = append(lines, k+"="+v)
		}
		fmt.Fprint(p.Stdout, joinSortedLines(lines))
		return 0
	}
	q := p.Sub(rest[0])
	pairs := make([]string, 0, len(vars))
	for k, v := range vars {
		pairs = append(pairs, k+"="+v)
	}
	q.Env = command.BaseEnv(pairs)
	return q.Run(rest)
}

// joinSortedLines sorts lines and joins them, each newline-terminated.
func joinSortedLines(lines []string) string {
	if len(lines) == 0 {
		return ""
	}
	slices.Sort(lines)
	return strings.Join(lines, "\n") + "\n"
}

// timeoutCmd runs a command with a time limit:
// timeout [-s SIGNAL] [-k DURATION] DURATION COMMAND [ARG...]. It exits 124
// when the limit stopped the command (the signal options are accepted and
// ignored: the command is always stopped outright).
func timeoutCmd(p *command.Proc, args []string) int {
	rest := args[1:]
	for len(rest) > 0 && strings.HasPrefix(rest[0], "-") {
		switch rest[0] {
		case "-s", "-k", "--signal", "--kill-after":
			rest = rest[min(2, len(rest)):]
		default:
			rest = rest[1:]
		}
	}
	if len(rest) < 2 {
		return p.Usage("usage: timeout DURATION COMMAND [ARG]...")
	}
	d, err := datetime.ParseInterval(rest[0])
	if err != nil {
		return p.Usage("%v", err)
	}
	ctx, cancel := context.WithTimeout(p.Ctx, d)
	defer cancel()
	code := p.Sub(rest[1]).WithContext(ctx).Run(rest[1:])
	if ctx.Err() != nil && p.Ctx.Err() == nil {
		return 124
	}
	return code
}

// xargsCmd runs a command with arguments read from standard input:
// xargs [-0] [-d DELIM] [-n N] [-I REPLACE] [-r] [COMMAND [ARG...]].
func xargsCmd(p *command.Proc, args []string) int {
	// Options end at the command: stop parsing at the first operand.
	i := 1
	for i < len(args) && strings.HasPrefix(args[i], "-") && args[i] != "-" {
		if strings.Trim(args[i], "-0rt") != "" && len(args[i]) == 2 {
			i++ // the option's value
		}
		i++
	}
	f, _, ok := p.Flags(args[:min(i, len(args))], "0rtd:n:I:", map[string]byte{"null": '0', "no-run-if-empty": 'r', "max-args": 'n', "delimiter": 'd'})
	if !ok {
		return command.ExitUsage
	}
	argv := args[min(i, len(args)):]
	if len(argv) == 0 {
		argv = []string{"echo"}
	}
	data, err := io.ReadAll(p.Stdin)
	if err != nil {
		return p.Fail("", err)
	}
	var items []string
	replace := f.Str('I', "")
	switch {
	case f.Has('0'):
		items = strings.Split(strings.TrimSuffix(string(data), "\x00"), "\x00")
	case f.Has('d'):
		items = strings.Split(strings.TrimSuffix(string(data), f.Str('d', "\n")), f.Str('d', "\n"))
	case replace != "":
		items = strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	default:
		items = strings.Fields(string(data))
	}
	items = slices.DeleteFunc(items, func(s string) bool { return s == "" })
	if len(items) == 0 && (f.Has('r') || replace != "") {
		return 0
	}
	batch, err := f.Num('n', len(items))
	if err != nil || batch < 1 {
		batch = max(len(items), 1)
	}
	if replace != "" {
		batch = 1
	}
	status := 0
	for start := 0; start < len(items) || start == 0; start += batch {
		chunk := items[start:min(start+batch, len(items))]
		cmd := slices.Clone(argv)
		if replace != "" {
			for j := range cmd {
				cmd[j] = strings.ReplaceAll(cmd[j], replace, chunk[0])
			}
		} else {
			cmd = append(cmd, chunk...)
		}
		if f.Has('t') {
			fmt.Fprintln(p.Stderr, strings.Join(cmd, " "))
		}
		if code := p.Sub(cmd[0]).Run(cmd); code != 0 {
			status = 123
		}
		if len(items) == 0 || p.Ctx.Err() != nil {
			break
		}
	}
	return status
}
