package sbx

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"mvdan.cc/sh/v3/syntax"

	"github.com/sbx-sandbox/sbx/shell"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// Process is a program run once, on a fresh interpreter that ends with it,
// as a command line runs it: `sbx run` is one. It shares the sandbox's
// files, not its kernels' variables. On a native provider it runs as a
// shell line (python3 ARGS, node ARGS): Stdin is refused there, and the
// output reaches Stdout and Stderr when it ends.
type Process struct {
	Language Language
	// Args are the interpreter's arguments. Python and JavaScript take
	// -c CODE, or a script's sandbox path, and then the program's own
	// arguments; Python also -m MODULE. Shell takes -c LINE, then the
	// line's $1, $2 ...; or a script's path and its arguments.
	Args []string
	// Stdin, if set, is the program's standard input.
	Stdin io.Reader
	// Stdout and Stderr, if set, receive the output as it is produced,
	// within Limits.Output; the Result holds it too.
	Stdout, Stderr io.Writer
	// Timeout is the run's wall-time limit; 0 means Limits.Timeout.
	Timeout time.Duration
}

// Exec runs p. Its result and errors are Run's.
func (s *Sandbox) Exec(ctx context.Context, p Process) (*Result, error) {
	if s.closed.Load() {
		return nil, s.errClosed()
	}
	if len(p.Args) == 0 {
		return nil, fmt.Errorf("%w: Process.Args is empty; give -c CODE or a script", ErrInvalid)
	}
	if err := s.policy.allows(p.Language, ""); err != nil {
		return nil, err
	}
	if s.native != nil {
		res, err := s.execNative(ctx, p)
		if err != nil {
			return nil, err
		}
		return res, s.outcome(ctx, res, p.Timeout)
	}
	var res *Result
	switch p.Language {
	case Shell:
		line, err := shellLine(p.Args)
		if err != nil {
			return nil, err
		}
		if err := s.policy.allows(Shell, line); err != nil {
			return nil, err
		}
		r, err := shell.Run(ctx, s.box, shell.Options{Command: line, Timeout: p.Timeout, Stdin: p.Stdin, Stdout: p.Stdout, Stderr: p.Stderr})
		if err != nil {
			return nil, s.fail(err)
		}
		res = shellResult(r)
	case Python, JavaScript:
		r, err := s.box.Exec(ctx, wasmrt.Process{Language: wasmrt.Language(p.Language), Args: p.Args, Stdin: p.Stdin,
			Stdout: p.Stdout, Stderr: p.Stderr, Timeout: p.Timeout})
		if err != nil {
			return nil, s.fail(err)
		}
		res = kernelResult(r)
	default:
		_, err := ParseLanguage(string(p.Language))
		return nil, err
	}
	res.SandboxID = s.id
	return res, s.outcome(ctx, res, p.Timeout)
}

// shellLine turns a shell program's argv into one line: -c LINE with its
// arguments as $1..., or a script run with sh.
func shellLine(argv []string) (string, error) {
	quote := func(args []string) (string, error) {
		quoted := make([]string, len(args))
		for i, a := range args {
			var err error
			if quoted[i], err = syntax.Quote(a, syntax.LangBash); err != nil {
				return "", fmt.Errorf("%w: argument %q: %v", ErrInvalid, a, err)
			}
		}
		return strings.Join(quoted, " "), nil
	}
	if argv[0] != "-c" {
		script, err := quote(argv)
		return "sh " + script, err
	}
	if len(argv) < 2 {
		return "", fmt.Errorf("%w: -c needs the line to run", ErrInvalid)
	}
	if len(argv) == 2 {
		return argv[1], nil
	}
	args, err := quote(argv[2:])
	return "set -- " + args + "\n" + argv[1], err
}
