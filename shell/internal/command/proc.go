// Package command is what the shell's built-in programs run with: a Proc
// (the command's arguments' context, standard streams, working directory
// and environment, like a process's), the Line its command line shares
// (the sandbox, its file view, the program table), options parsed as the
// POSIX and GNU tools parse them, and how a program is found: by name, by
// its path under /bin or /usr/bin, or as a script by its #! line. The
// programs themselves live in packages of their own, one per family
// (files, text, archive, invoke, system), each giving its Commands.
package command

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"path"
	"slices"
	"strings"
	"sync"
	"syscall"

	"github.com/sbx-sandbox/sbx/internal/sh/expand"
	"github.com/sbx-sandbox/sbx/internal/sh/interp"

	"github.com/sbx-sandbox/sbx/shell/internal/view"
)

// Exit codes the shell itself produces.
const (
	ExitUsage    = 2   // bad syntax or usage
	ExitNotFound = 127 // no such command
)

// Proc is one running command: its arguments' context, like a process's.
type Proc struct {
	Ctx    context.Context // ends when the command is stopped
	Line   *Line           // what the command's line shares
	Name   string          // argv[0]
	Dir    string          // working directory, a clean sandbox path
	Env    expand.Environ  // the variables it sees, exported or not
	Stdin  io.Reader
	Stdout io.Writer
	Stderr io.Writer
	piped  bool // stdout is a pipe to another command
	// written holds the files the command writes to, for ReportWrites;
	// a command run by another (env, xargs, find -exec) shares its caller's.
	written *written
}

// written is what a command writes to: the files its standard output and
// error were redirected to and the files it created.
type written struct {
	mu    sync.Mutex
	files []*view.File
}

// add counts f among the command's files.
func (w *written) add(f *view.File) {
	w.mu.Lock()
	w.files = append(w.files, f)
	w.mu.Unlock()
}

// failures takes the failed writes to the files that no one reported.
func (w *written) failures() []*view.WriteError {
	w.mu.Lock()
	defer w.mu.Unlock()
	var out []*view.WriteError
	for _, f := range w.files {
		if err := f.TakeFailure(); err != nil {
			out = append(out, err)
		}
	}
	return out
}

// ReportWrites reports the failed writes to the command's files that it
// did not report itself, as "NAME: write error: FILE: reason" after
// prefix, and makes a status of 0 one of 1: a command whose output was
// lost has failed, as in Bash.
func (p *Proc) ReportWrites(code int, prefix string) int {
	for _, err := range p.written.failures() {
		if p.Ctx.Err() == nil {
			fmt.Fprintf(p.Stderr, "%s%s: %v\n", prefix, p.Name, err)
		}
		code = max(code, 1)
	}
	return code
}

// Func is one built-in program. args[0] is its name; it returns the exit
// status.
type Func func(p *Proc, args []string) int

// Table holds programs by name.
type Table map[string]Func

// Merge returns one table with the programs of every table.
func Merge(tables ...Table) Table {
	out := Table{}
	for _, t := range tables {
		maps.Copy(out, t)
	}
	return out
}

// Names lists the table's programs, sorted.
func (t Table) Names() []string { return slices.Sorted(maps.Keys(t)) }

// programs lists what a bin directory holds: the table's programs and the
// shell builtins that are programs on Linux too (/bin/echo,
// /usr/bin/test), sorted.
func (t Table) programs() []string {
	names := t.Names()
	for name := range indirectBuiltins {
		if name != ":" {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	return names
}

// NewProc returns the command name of line s, run in dir with env and the
// standard streams, which stop once ctx ends; piped says its stdout is a
// pipe to another command.
func NewProc(ctx context.Context, s *Line, name, dir string, env expand.Environ, stdin io.Reader, stdout, stderr io.Writer, piped bool) *Proc {
	if stdin == nil {
		stdin = strings.NewReader("")
	} else {
		stdin = ctxReader{ctx, stdin}
	}
	return &Proc{
		Ctx: ctx, Line: s, Name: name, Dir: dir, Env: env, piped: piped,
		Stdin: stdin, Stdout: ctxWriter{ctx, stdout}, Stderr: stderr, written: &written{},
	}
}

// AddOutput counts f, a file the command's standard output or error was
// redirected to, among the files whose failed writes ReportWrites
// reports; a failure before the command began is not its own.
func (p *Proc) AddOutput(f *view.File) {
	f.TakeFailure()
	p.written.add(f)
}

// WithContext returns a copy of p whose context is ctx, its standard
// input and output stopping once ctx ends.
func (p *Proc) WithContext(ctx context.Context) *Proc {
	q := *p
	q.Ctx, q.Stdin, q.Stdout = ctx, ctxReader{ctx, p.Stdin}, ctxWriter{ctx, p.Stdout}
	return &q
}

// Run runs args as a command: a built-in program, by name or by its path
// under /bin or /usr/bin (args[0] stays as given, as a program's argv[0]),
// or a script file named by a path.
func (p *Proc) Run(args []string) int {
	name := args[0]
	if prog, ok := p.Line.View.ProgramAt(p.Abs(name)); ok && strings.Contains(name, "/") {
		name, p.Name = prog, prog
	}
	if cmd := p.Line.Programs[name]; cmd != nil {
		return cmd(p, args)
	}
	if indirectBuiltins[name] {
		return p.builtin(append([]string{name}, args[1:]...))
	}
	if strings.Contains(name, "/") {
		return runFile(p, args)
	}
	return p.Missing(name)
}

// indirectBuiltins are the shell builtins a command may run in turn (env
// echo, xargs printf, find -exec test).
var indirectBuiltins = map[string]bool{"echo": true, "printf": true, "test": true, "[": true, "true": true, "false": true, ":": true, "pwd": true}

// builtin runs a shell builtin for a command that runs others.
func (p *Proc) builtin(args []string) int {
	err := interp.HandlerCtx(p.Ctx).Builtin(p.Ctx, args)
	if err == nil {
		return 0
	}
	// interp reports the status only in the error's text.
	var code int
	if _, serr := fmt.Sscanf(err.Error(), "builtin exit status %d", &code); serr != nil {
		p.Errorf("%v", err)
		return 1
	}
	return code
}

// Missing reports a program the wasm tier does not have.
func (p *Proc) Missing(name string) int {
	p.Line.noteMissing(name)
	fmt.Fprintf(p.Stderr, "%s: not available in the WebAssembly sandbox. Available: %s. "+
		"A native provider (docker/microvm) can run it: create the sandbox with provider auto or docker.\n",
		name, strings.Join(p.Line.Programs.Names(), ", "))
	return ExitNotFound
}

// Native reports work the command can do only in a native sandbox (what,
// such as "pip install numpy", and why not here) as a program the tier
// lacks: status 127, and the line records what, so that a caller may run
// the line again where it can be done.
func (p *Proc) Native(what, why string) int {
	p.Line.noteMissing(what)
	p.Errorf("%s; a native sandbox can: create the sandbox with provider auto (the line moves there) or os", why)
	return ExitNotFound
}

// Sub returns a Proc for running another command with the same context.
func (p *Proc) Sub(name string) *Proc {
	q := *p
	q.Name = name
	return &q
}

// Abs makes a path argument a clean sandbox path.
func (p *Proc) Abs(name string) string { return view.Abs(p.Dir, name) }

// Errorf prints "name: message" on stderr.
func (p *Proc) Errorf(format string, args ...any) {
	fmt.Fprintf(p.Stderr, "%s: %s\n", p.Name, fmt.Sprintf(format, args...))
}

// Fail reports err about the argument arg (or, without one, the file err
// names) and returns status 1. A write to a closed pipe or a stopped line
// ends the command quietly, as a signal would.
func (p *Proc) Fail(arg string, err error) int {
	if p.Ctx.Err() != nil || errors.Is(err, syscall.EPIPE) {
		return 1
	}
	if we, ok := errors.AsType[*view.WriteError](err); ok {
		// It names its file; reported here, ReportWrites leaves it.
		we.File.TakeFailure()
		p.Errorf("%v", we)
		return 1
	}
	if pe, ok := errors.AsType[*fs.PathError](err); ok {
		if arg == "" {
			arg = pe.Path // cp, tar: the file is no argument of theirs
		}
		err = pe.Err
	}
	if arg == "" {
		p.Errorf("%v", err)
	} else {
		p.Errorf("%s: %v", arg, err)
	}
	return 1
}

// Usage reports a usage error and returns status 2.
func (p *Proc) Usage(format string, args ...any) int {
	p.Errorf(format, args...)
	if p.piped {
		p.Line.noteMisused(p.Name)
	}
	return ExitUsage
}

// Open opens a file argument for reading; "-" is standard input.
func (p *Proc) Open(name string) (io.ReadCloser, error) {
	if name == "-" {
		return io.NopCloser(p.Stdin), nil
	}
	pth := p.Abs(name)
	if devices[pth] {
		return Device(pth, p.Stdin, p.Stdout, p.Stderr), nil
	}
	f, err := p.Line.View.Open(pth, os.O_RDONLY, 0)
	if err != nil {
		return nil, err
	}
	return ctxReadCloser{ctxReader{p.Ctx, f}, f}, nil
}

// Create opens a file argument for writing, truncating it or appending.
func (p *Proc) Create(name string, appending bool) (io.WriteCloser, error) {
	pth := p.Abs(name)
	if devices[pth] {
		return Device(pth, p.Stdin, p.Stdout, p.Stderr), nil
	}
	flag := os.O_WRONLY | os.O_CREATE | os.O_TRUNC
	if appending {
		flag = os.O_WRONLY | os.O_CREATE | os.O_APPEND
	}
	f, err := p.Line.View.Open(pth, flag, 0o644)
	if err != nil {
		return nil, err
	}
	p.written.add(f)
	return f, nil
}

// ReadFile reads a whole file argument, up to the workspace quota.
func (p *Proc) ReadFile(name string) ([]byte, error) {
	r, err := p.Open(name)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	return io.ReadAll(r)
}

// Inputs calls fn with each file argument opened in turn, or with standard
// input when there are none. It reports files that cannot be opened and
// returns 1 if any could not be, or fn's status for a failure fn reported.
func (p *Proc) Inputs(names []string, fn func(name string, r io.Reader) error) int {
	if len(names) == 0 {
		names = []string{"-"}
	}
	status := 0
	for _, name := range names {
		r, err := p.Open(name)
		if err != nil {
			status = p.Fail(name, err)
			continue
		}
		err = fn(name, r)
		r.Close()
		if err != nil {
			return p.Fail(name, err)
		}
	}
	return status
}

// Stat describes a path argument.
func (p *Proc) Stat(name string) (fs.FileInfo, error) { return p.Line.View.Stat(p.Abs(name), true) }

// ctxReader stops reading once ctx ends.
type ctxReader struct {
	ctx context.Context
	r   io.Reader
}

func (c ctxReader) Read(b []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.r.Read(b)
}

type ctxReadCloser struct {
	io.Reader
	io.Closer
}

// ctxWriter stops writing once ctx ends.
type ctxWriter struct {
	ctx context.Context
	w   io.Writer
}

func (c ctxWriter) Write(b []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.w.Write(b)
}

// Unwrap returns the writer c writes to.
func (c ctxWriter) Unwrap() io.Writer { return c.w }

// MkdirAll creates the directory name and any missing parents.
func (p *Proc) MkdirAll(name string) error { return p.Line.View.MkdirAll(p.Abs(name)) }

// Walk calls fn for the path argument name and, when recursive and it is
// a directory, for everything below it, parents first; fn returning
// fs.SkipDir for a directory leaves out what is below it.
func (p *Proc) Walk(name string, recursive bool, fn func(full string, info fs.FileInfo) error) error {
	full := p.Abs(name)
	info, err := p.Line.View.Stat(full, false)
	if err != nil {
		return err
	}
	return p.walkPath(full, info, recursive, fn)
}

func (p *Proc) walkPath(full string, info fs.FileInfo, recursive bool, fn func(string, fs.FileInfo) error) error {
	if err := p.Ctx.Err(); err != nil {
		return err
	}
	if err := fn(full, info); err != nil || !recursive || !info.IsDir() {
		if err == fs.SkipDir {
			return nil
		}
		return err
	}
	entries, err := p.Line.View.ReadDir(full)
	if err != nil {
		return err
	}
	for _, e := range entries {
		info, err := e.Info()
		if err != nil {
			continue
		}
		if err := p.walkPath(path.Join(full, e.Name()), info, true, fn); err != nil {
			return err
		}
	}
	return nil
}
