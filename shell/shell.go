// Package shell runs POSIX shell command lines over a sandbox with no host
// process and no container. mvdan.cc/sh parses and interprets the line
// (pipes, redirections, &&, loops, functions, here-documents, globbing);
// every file the shell or a command touches goes through the sandbox's
// hostfs workspace, quota included; and every command is either a Go
// function here (ls, grep, sort, tar, sha256sum ...) or a WASI guest run on
// the sandbox (python, node), also reached by path (/bin/sh,
// /usr/bin/env, a script's #! line). The shell's "/" holds only
// /workspace, read-only /outputs, /home/user when the sandbox has a home,
// and /bin and /usr/bin listing the commands; the
// environment is fixed and holds nothing of the host's (but for the
// variables a caller passes in Options.Env). A command the wasm tier does
// not have (pip, gcc, git ...) exits 127 and is named in
// [Result.MissingCommand], so a caller can retry the line on a native
// provider.
package shell

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"mvdan.cc/sh/v3/syntax"

	"github.com/sbx-sandbox/sbx/hostfs"
	"github.com/sbx-sandbox/sbx/internal/capture"
	"github.com/sbx-sandbox/sbx/internal/runlimit"
	"github.com/sbx-sandbox/sbx/shell/internal/command"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// Options describe one command line.
type Options struct {
	Command string
	// Workdir is the sandbox directory the line starts in: absolute, or
	// relative to /workspace. Empty means /workspace.
	Workdir string
	// Timeout bounds the whole line; 0 means the sandbox's default, and
	// more than the sandbox's maximum is refused.
	Timeout time.Duration
	// Stdin, if set, is the line's standard input.
	Stdin io.Reader
	// Stdout and Stderr, if set, receive output as it is produced (within
	// the output limit); the Result holds it too.
	Stdout, Stderr io.Writer
	// Env holds "NAME=value" pairs exported to the line, on top of the
	// sandbox's fixed environment.
	Env []string
	// Index, if set, is where the line's pip installs pure-Python wheels
	// from; without it pip is a command the tier lacks.
	Index *PackageIndex
}

// PackageIndex is a Python package index (PEP 503) and the HTTP client
// that reaches it, through the server's egress policy.
type PackageIndex = command.PackageIndex

// Result is what one command line produced. Its fields match the wasm
// tier's run results.
type Result struct {
	Language        string  `json:"language"`
	Runtime         string  `json:"runtime"`
	Isolation       string  `json:"isolation"`
	ExitCode        int     `json:"exit_code"`
	Stdout          string  `json:"stdout"`
	Stderr          string  `json:"stderr"`
	TimedOut        bool    `json:"timed_out"`
	OutputTruncated bool    `json:"output_truncated"`
	DurationMS      float64 `json:"duration_ms"`
	// MissingCommand is the first command the line needed that the wasm
	// tier does not have, or a built-in command and the option it lacks
	// ("tar --foo"); a native provider may run the line.
	MissingCommand string `json:"missing_command,omitempty"`
}

// Exit codes the shell itself produces.
const (
	ExitUsage    = command.ExitUsage    // bad syntax or usage
	ExitNotFound = command.ExitNotFound // no such command
)

// Why a line was stopped before it ended.
var (
	errTimedOut = errors.New("timed out")
	errOverflow = errors.New("output limit")
)

// stopGrace is how long a stopped line has to unwind before Run returns
// without it.
const stopGrace = 2 * time.Second

// Run runs one command line in sb: under the sandbox's wall-time limit
// (default 5 s, at most 30 s) and output limit (128 KiB of stdout and
// stderr together, truncation flagged), like the wasm tier. A timeout stops
// every command of the line, guests included, and exits 124; passing the
// output limit stops the line too. Bad syntax exits 2 with the parser's
// message. A pipeline's status is its last command's, as in Bash; a line
// that exits 0 although a command feeding a pipe stopped on a usage error
// says so on stderr. A write that fails (a full quota) fails its command,
// builtins and redirections included, with a message naming the file and
// the reason, as in Bash: set -e stops on it, pipefail reports it. An error is returned only for a request refused before it ran
// (wrapping [wasmrt.ErrInput]) — a failing line is a Result.
func Run(ctx context.Context, sb *wasmrt.Sandbox, opts Options) (*Result, error) {
	limits := sb.Limits()
	if len(opts.Command) > limits.Code {
		return nil, fmt.Errorf("%w: the command is %s, the limit is %s; write a script to /workspace and run it",
			wasmrt.ErrInput, hostfs.FormatBytes(int64(len(opts.Command))), hostfs.FormatBytes(int64(limits.Code)))
	}
	timeout, err := checkTimeout(opts.Timeout, limits)
	if err != nil {
		return nil, err
	}
	s := newLineState(sb)
	s.env = opts.Env
	s.Index = opts.Index
	dir, err := s.workdir(opts.Workdir)
	if err != nil {
		return nil, err
	}

	start := time.Now()
	runCtx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	timer := time.AfterFunc(timeout, func() { cancel(errTimedOut) })
	defer timer.Stop()
	out := capture.New(limits.Output, func() { cancel(errOverflow) }).Tee(opts.Stdout, opts.Stderr)
	stdin, closeStdin := stdinFile(opts.Stdin)
	defer closeStdin()

	s.memory = &memoryCap{limit: limits.Memory, stop: func() { cancel(errMemory) }}
	go s.watchMemory(runCtx, limits.Memory, cancel)
	code := s.runLine(runCtx, opts.Command, dir, stdin, out.Stdout(), out.Stderr())
	timer.Stop()
	res := &Result{Language: "shell", Runtime: "sbx-shell", Isolation: "wasm"}
	switch cause := context.Cause(runCtx); {
	case errors.Is(cause, errTimedOut):
		code, res.TimedOut = wasmrt.ExitTimeout, true
		out.Note("the line took longer than its time limit of " + runlimit.Stated(ctx, timeout).String() + " and was stopped; files written so far are kept")
	case errors.Is(cause, errMemory):
		code = ExitMemory
		out.Note("the line used more than " + hostfs.FormatBytes(limits.Memory) + " of memory and was stopped")
	case errors.Is(cause, errOverflow):
		code = 1
		out.Note("the output passed the limit of " + hostfs.FormatBytes(int64(limits.Output)) + " and the line was stopped; redirect it to a file (> out.txt) and read parts of it")
	case cause != nil:
		code = wasmrt.ExitCancelled
		out.Note("the line was cancelled")
	case code == 0:
		if note := s.MisusedNote(); note != "" {
			out.Note(note)
		}
	}
	if note := s.refusedNote(); note != "" {
		out.Note(note)
	}
	res.ExitCode = code
	out.Close()
	stdout, stderr, truncated := out.Result()
	res.Stdout, res.Stderr, res.OutputTruncated = string(stdout), string(stderr), truncated
	res.MissingCommand = s.MissingCommand()
	res.DurationMS = float64(time.Since(start).Microseconds()) / 1000
	return res, nil
}

// checkTimeout applies the sandbox's limits to a requested timeout.
func checkTimeout(d time.Duration, limits wasmrt.Limits) (time.Duration, error) {
	switch {
	case d == 0:
		return limits.Timeout, nil
	case d < 0:
		return 0, fmt.Errorf("%w: timeout must be positive", wasmrt.ErrInput)
	case d > limits.MaxTimeout:
		return 0, fmt.Errorf("%w: timeout of %s is over the maximum of %s; run long work with start_background",
			wasmrt.ErrInput, d, limits.MaxTimeout)
	}
	return d, nil
}

// stdinFile gives the interpreter a standard input it can close: it copies
// anything but an *os.File through a pipe whose read end is closed when
// the line ends, so the copy never outlives it.
func stdinFile(r io.Reader) (io.Reader, func()) {
	switch r.(type) {
	case nil, *os.File:
		return r, func() {}
	}
	pr, pw, err := os.Pipe()
	if err != nil {
		return r, func() {}
	}
	go func() {
		io.Copy(pw, r)
		pw.Close()
	}()
	return pr, func() { pr.Close() }
}

// runLine parses and runs line, returning its exit status. When ctx ends,
// the line has stopGrace to unwind; past that, runLine returns without it.
func (s *lineState) runLine(ctx context.Context, line, dir string, stdin io.Reader, stdout, stderr io.Writer) int {
	file, err := parse(line)
	if err != nil {
		fmt.Fprintln(stderr, "sh:", err)
		return command.ExitUsage
	}
	s.noteFuncs(file)
	file.Name = "sh" // $0, as in sh -c
	ctx, cancel := context.WithCancel(ctx)
	defer s.waitForks() // the line's processes end with it
	defer cancel()
	done := make(chan int, 1)
	go func() {
		defer func() {
			if v := recover(); v != nil {
				fmt.Fprintf(stderr, "sh: internal error: %v\n", v)
				done <- command.ExitUsage
			}
		}()
		r, err := s.newRunner(dir, command.BaseEnv(s.env), stdin, stdout, stderr)
		if err != nil {
			fmt.Fprintln(stderr, "sh:", err)
			done <- 1
			return
		}
		done <- exitStatus(r.Run(ctx, file), stderr)
	}()
	select {
	case code := <-done:
		return code
	case <-ctx.Done():
	}
	select {
	case code := <-done:
		return code
	case <-time.After(stopGrace):
		fmt.Fprintln(stderr, "sh: a command did not stop in time")
		return wasmrt.ExitCancelled
	}
}

// parse parses a command line as Bash does, refusing what the sandbox
// cannot run.
func parse(line string) (*syntax.File, error) {
	file, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(line), "")
	if err != nil {
		return nil, err
	}
	syntax.Walk(file, func(n syntax.Node) bool {
		if _, ok := n.(*syntax.ProcSubst); ok && err == nil {
			err = errors.New("process substitution <(...) is not available in the sandbox; write to a file in /workspace and read that")
		}
		return err == nil
	})
	if err != nil {
		return nil, err
	}
	boundForks(file)
	return file, nil
}

// Guest returns what runs the shell lines a cell of sb asks for
// (wasmrt.Request.Shell): each line runs as Run runs it, with opts' Env
// and Index, its two streams going to the cell as they come, within the
// time the cell has left (at most the sandbox's maximum). A line refused
// before it ran prints why and exits 2.
func Guest(sb *wasmrt.Sandbox, opts Options) wasmrt.ShellFunc {
	return func(ctx context.Context, line, dir string, stdin io.Reader, out io.Writer) int {
		o := opts
		o.Command, o.Workdir, o.Stdin, o.Stdout, o.Stderr = line, dir, stdin, out, out
		o.Timeout = sb.Limits().MaxTimeout
		if deadline, ok := ctx.Deadline(); ok {
			o.Timeout = max(min(o.Timeout, time.Until(deadline)), time.Millisecond)
		}
		res, err := Run(ctx, sb, o)
		if err != nil {
			fmt.Fprintf(out, "sbx: %v\n", err)
			return ExitUsage
		}
		return res.ExitCode
	}
}
