package shell

import (
	"bytes"
	"fmt"
	"io"
	"path"
	"strings"

	"mvdan.cc/sh/v3/interp"

	"github.com/sbx-sandbox/sbx/wasmrt"
)

// guestCmd runs python/python3 (-c CODE, FILE, -m MODULE, - or stdin) or
// node/js (-e CODE, FILE, -) on a fresh interpreter in the sandbox, with the
// shell's standard streams, working directory and exported variables.
func guestCmd(p *proc, args []string) int {
	lang, err := wasmrt.ParseLanguage(p.name)
	if err != nil {
		return p.missing(p.name)
	}
	argv := append([]string(nil), args[1:]...)
	if lang == wasmrt.Python && len(argv) >= 2 && argv[0] == "-m" && (argv[1] == "pip" || argv[1] == "venv") {
		return p.missing(argv[1])
	}
	if lang == wasmrt.JavaScript {
		// The JavaScript guest starts in /workspace: name its script absolutely.
		for i, a := range argv {
			if a == "-c" || a == "-e" || a == "-" {
				break
			}
			if !strings.HasPrefix(a, "-") {
				argv[i] = p.abs(a)
				break
			}
		}
	}
	return p.exec(lang, argv)
}

// awkCmd runs awk: mawk, a POSIX awk built as a WASI guest, on a fresh
// instance in the sandbox with the shell's standard streams, working
// directory and exported variables, over the same files.
func awkCmd(p *proc, args []string) int { return p.exec(wasmrt.Awk, args[1:]) }

// exec runs lang's guest as a process with argv after its program name. It
// has no time or output limit of its own: the line's apply.
func (p *proc) exec(lang wasmrt.Language, argv []string) int {
	res, err := p.s.sb.Exec(p.ctx, wasmrt.Process{
		Language: lang, Args: argv, Stdin: p.stdin, Stdout: p.stdout, Stderr: p.stderr,
		Env: exported(p.env, p.dir), CallerBounded: true,
	})
	if err != nil {
		p.errorf("%v", err)
		return 1
	}
	// res.Stderr holds only sbx's notes about the run, such as a quota
	// reached; a stopped line reports its own limit.
	if p.ctx.Err() == nil {
		io.WriteString(p.stderr, res.Stderr)
	}
	return res.ExitCode
}

// maxScript bounds a shell script read to run.
const maxScript = 1 << 20

// shCmd runs the shell itself: sh [-eux] [-o OPT] -c COMMAND [NAME [ARG...]],
// sh SCRIPT [ARG...], or sh reading the script from standard input. It
// shares the sandbox and the exported variables, nothing else.
func shCmd(p *proc, args []string) int {
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
			return p.usage("-c: option requires an argument")
		}
		script, name = rest[1], args[0]
		if len(rest) > 2 {
			name, params = rest[2], rest[3:]
		}
	case len(rest) > 0 && rest[0] != "-":
		data, err := p.readScript(rest[0])
		if err != nil {
			return p.fail(rest[0], err)
		}
		script, name, params = data, rest[0], rest[1:]
	default:
		data, err := io.ReadAll(io.LimitReader(p.stdin, maxScript))
		if err != nil {
			return p.fail("", err)
		}
		script, name = string(data), args[0]
	}
	return p.runScript(script, name, opts, params)
}

// readScript reads a script file, refusing one too large to be a script.
func (p *proc) readScript(name string) (string, error) {
	info, err := p.stat(name)
	if err != nil {
		return "", err
	}
	if info.Size() > maxScript {
		return "", fmt.Errorf("script is larger than %d bytes", maxScript)
	}
	data, err := p.readFile(name)
	return string(data), err
}

// runScript runs a shell script in a new interpreter over the same sandbox.
func (p *proc) runScript(script, name string, opts, params []string) int {
	file, err := parse(script)
	if err != nil {
		p.errorf("%s: %v", name, err)
		return ExitUsage
	}
	p.s.noteFuncs(file)
	file.Name = name // $0
	r, err := p.s.newRunner(p.dir, baseEnv(exported(p.env, p.dir)), p.stdin, p.stdout, p.stderr)
	if err == nil {
		err = interp.Params(append(opts, append([]string{"--"}, params...)...)...)(r)
	}
	if err != nil {
		p.errorf("%v", err)
		return ExitUsage
	}
	return exitStatus(r.Run(p.ctx, file), p.stderr)
}

// runFile runs a file named by a path (./run.sh) by its #! line, as the
// kernel would: a shell, python or node script (#!/usr/bin/env python3,
// #!/bin/sh -e), or a shell script without one. Like Linux it needs the
// file's execute bit. Anything else would need a native provider.
func runFile(p *proc, args []string) int {
	info, err := p.stat(args[0])
	if err != nil {
		p.fail(args[0], err)
		return ExitNotFound
	}
	switch {
	case info.IsDir():
		fmt.Fprintf(p.stderr, "sh: %s: Is a directory\n", args[0])
		return 126
	case info.Mode().Perm()&0o111 == 0:
		fmt.Fprintf(p.stderr, "sh: %s: Permission denied (make it executable with chmod +x %s, or run it with sh, python or node)\n", args[0], args[0])
		return 126
	}
	r, err := p.open(args[0])
	if err != nil {
		return p.fail(args[0], err)
	}
	head := make([]byte, 256)
	n, _ := io.ReadFull(r, head)
	r.Close()
	head = head[:n]
	if !bytes.HasPrefix(head, []byte("#!")) && (bytes.IndexByte(head, 0) >= 0 || bytes.HasPrefix(head, []byte("\x7fELF"))) {
		p.s.noteMissing(args[0])
		p.errorf("cannot execute binary file: native programs need a native provider (docker/microvm): create the sandbox with provider auto or docker")
		return 126
	}
	argv := append(shebang(head), args...)
	if commands[argv[0]] == nil {
		return p.missing(argv[0])
	}
	return p.sub(argv[0]).run(argv)
}

// shebang returns the interpreter and its arguments that a script's first
// line names (#!/usr/bin/env -S python3 -u gives python3 -u); a script
// without a #! line is a shell script.
func shebang(head []byte) []string {
	line, _, _ := bytes.Cut(head, []byte("\n"))
	rest, ok := bytes.CutPrefix(line, []byte("#!"))
	fields := strings.Fields(string(rest))
	if !ok || len(fields) == 0 {
		return []string{"sh"}
	}
	fields[0] = path.Base(fields[0])
	if fields[0] == "env" {
		fields = fields[1:]
		for len(fields) > 1 && strings.HasPrefix(fields[0], "-") {
			fields = fields[1:]
		}
		if len(fields) == 0 {
			return []string{"sh"}
		}
	}
	switch fields[0] {
	case "dash", "ash":
		fields[0] = "sh"
	}
	return fields
}
