package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"time"

	"mvdan.cc/sh/v3/syntax"

	"github.com/sbx-sandbox/sbx/shell"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

const runUsage = `Usage: sbx run [--timeout S] [--memory MiB] [--workspace DIR] [--json] LANGUAGE (-c CODE | FILE | -) [ARGS...]

Runs code once in a fresh sandbox. LANGUAGE is python, javascript (js) or
shell (sh): a POSIX shell line over the sandbox's files with python, node
and the usual file tools, no host process involved.
The guest's stdout, stderr and exit code become sbx's; a timeout exits 124.
Only DIR (mounted at /workspace) is visible to the code; without
--workspace an empty temporary directory is used and removed afterwards.
A FILE inside DIR runs in place; any other FILE is read and run as code.
`

func runRun(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("run", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, runUsage); fs.PrintDefaults() }
	timeout := fs.Float64("timeout", wasmrt.DefaultLimits.Timeout.Seconds(), "wall-time limit in seconds")
	memory := fs.Int("memory", int(wasmrt.DefaultLimits.Memory>>20), "memory limit in MiB")
	workspace := fs.String("workspace", "", "host directory to mount at /workspace")
	asJSON := fs.Bool("json", false, "print the structured result as JSON instead of passing output through")
	if err := fs.Parse(args); err != nil {
		return exitUsage
	}
	rest := fs.Args()
	if len(rest) < 2 {
		fs.Usage()
		return exitUsage
	}
	isShell := rest[0] == "shell" || rest[0] == "sh"
	var lang wasmrt.Language
	if !isShell {
		var err error
		if lang, err = wasmrt.ParseLanguage(rest[0]); err != nil {
			fmt.Fprintf(stderr, "sbx: %v, or shell\n", err)
			return exitUsage
		}
	}
	if *timeout <= 0 || *memory <= 0 {
		fmt.Fprintln(stderr, "sbx: --timeout and --memory must be positive")
		return exitUsage
	}

	dir := *workspace
	if dir == "" {
		tmp, err := os.MkdirTemp("", "sbx-run-")
		if err != nil {
			fmt.Fprintln(stderr, "sbx:", err)
			return exitError
		}
		defer os.RemoveAll(tmp)
		dir = tmp
	} else if info, err := os.Stat(dir); err != nil || !info.IsDir() {
		fmt.Fprintf(stderr, "sbx: --workspace %s is not a directory\n", dir)
		return exitUsage
	}
	guestArgs, readStdin, err := programArgs(rest[1:], dir, stdin)
	if err != nil {
		fmt.Fprintln(stderr, "sbx:", err)
		return exitUsage
	}

	limits := wasmrt.DefaultLimits
	limits.Timeout = time.Duration(*timeout * float64(time.Second))
	limits.MaxTimeout = max(limits.MaxTimeout, limits.Timeout)
	limits.Memory = int64(*memory) << 20

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	rt, err := wasmrt.New(ctx, wasmrt.Options{Progress: stderr})
	if err != nil {
		fmt.Fprintln(stderr, "sbx:", err)
		return exitError
	}
	defer rt.Close(context.Background())
	sb, err := rt.NewSandbox(wasmrt.Config{Workspace: dir, Limits: limits})
	if err != nil {
		fmt.Fprintln(stderr, "sbx:", err)
		return exitError
	}
	defer sb.Close()

	if isShell {
		return runShell(ctx, sb, guestArgs, readStdin, *asJSON, stdin, stdout, stderr)
	}
	p := wasmrt.Process{Language: lang, Args: guestArgs}
	if !*asJSON {
		p.Stdout, p.Stderr = stdout, stderr
	}
	if !readStdin {
		p.Stdin = stdin
	}
	res, err := sb.Exec(ctx, p)
	if err != nil {
		return finish(nil, 0, err, false, stdout, stderr)
	}
	return finish(res, res.ExitCode, nil, *asJSON, stdout, stderr)
}

// finish reports how a run went and returns sbx's exit code: a request
// refused before it ran is a usage error; otherwise the run's code, with
// the result printed as JSON when asked.
func finish(result any, code int, err error, asJSON bool, stdout, stderr io.Writer) int {
	if err != nil {
		fmt.Fprintln(stderr, "sbx:", err)
		if errors.Is(err, wasmrt.ErrInput) {
			return exitUsage
		}
		return exitError
	}
	if asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		enc.Encode(result)
	}
	return code
}

// runShell runs the program given as argv (from programArgs) as a shell
// line: -c CODE with ARGS as $1..., or a workspace script run with sh.
func runShell(ctx context.Context, sb *wasmrt.Sandbox, argv []string, readStdin, asJSON bool, stdin io.Reader, stdout, stderr io.Writer) int {
	line, err := shellLine(argv)
	if err != nil {
		fmt.Fprintln(stderr, "sbx:", err)
		return exitUsage
	}
	opts := shell.Options{Command: line}
	if !asJSON {
		opts.Stdout, opts.Stderr = stdout, stderr
	}
	if !readStdin {
		opts.Stdin = stdin
	}
	res, err := shell.Run(ctx, sb, opts)
	if err != nil {
		return finish(nil, 0, err, false, stdout, stderr)
	}
	return finish(res, res.ExitCode, nil, asJSON, stdout, stderr)
}

// shellLine turns a program's argv into one shell line.
func shellLine(argv []string) (string, error) {
	quote := func(args []string) (string, error) {
		quoted := make([]string, len(args))
		for i, a := range args {
			var err error
			if quoted[i], err = syntax.Quote(a, syntax.LangBash); err != nil {
				return "", fmt.Errorf("argument %q: %w", a, err)
			}
		}
		return strings.Join(quoted, " "), nil
	}
	if argv[0] != "-c" {
		script, err := quote(argv)
		return "sh " + script, err
	}
	if len(argv) == 2 {
		return argv[1], nil
	}
	args, err := quote(argv[2:])
	return "set -- " + args + "\n" + argv[1], err
}

// programArgs turns the CLI's program form into the guest's argv: -c CODE
// passes through, a FILE inside the workspace runs in place, any other FILE
// (or - for stdin) is read here and passed as -c CODE. readStdin says the
// program came from stdin, which the guest then does not get.
func programArgs(args []string, workspace string, stdin io.Reader) (argv []string, readStdin bool, err error) {
	switch args[0] {
	case "-c":
		if len(args) < 2 {
			return nil, false, errors.New("-c needs the code to run")
		}
		return args, false, nil
	case "-":
		code, err := io.ReadAll(stdin)
		if err != nil {
			return nil, false, fmt.Errorf("read the program from stdin: %w", err)
		}
		return append([]string{"-c", string(code)}, args[1:]...), true, nil
	}
	if strings.HasPrefix(args[0], "-") {
		return nil, false, fmt.Errorf("unknown option %q: give -c CODE, a FILE or - for stdin", args[0])
	}
	if rel, ok := within(workspace, args[0]); ok {
		return append([]string{"/workspace/" + rel}, args[1:]...), false, nil
	}
	code, err := os.ReadFile(args[0])
	if err != nil {
		return nil, false, fmt.Errorf("read %s: %w", args[0], errors.Unwrap(err))
	}
	return append([]string{"-c", string(code)}, args[1:]...), false, nil
}

// within reports whether file lies inside dir, and its path relative to it.
func within(dir, file string) (string, bool) {
	absDir, err1 := filepath.Abs(dir)
	absFile, err2 := filepath.Abs(file)
	if err1 != nil || err2 != nil {
		return "", false
	}
	rel, err := filepath.Rel(absDir, absFile)
	if err != nil || rel == "." || strings.HasPrefix(rel, "..") {
		return "", false
	}
	return filepath.ToSlash(rel), true
}
