package shell

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"slices"
	"strings"
	"sync"
	"syscall"

	"mvdan.cc/sh/v3/expand"
	"mvdan.cc/sh/v3/interp"
)

// proc is one running command: its arguments' context, like a process's.
type proc struct {
	ctx    context.Context
	s      *lineState
	name   string // argv[0]
	dir    string // working directory, a clean sandbox path
	env    expand.Environ
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
	piped  bool // stdout is a pipe to another command
	// written holds the files the command writes to, for reportWrites;
	// a command run by another (env, xargs, find -exec) shares its caller's.
	written *written
}

// written is what a command writes to: the files its standard output and
// error were redirected to and the files it created.
type written struct {
	mu    sync.Mutex
	files []*file
}

// add counts f among the command's files.
func (w *written) add(f *file) {
	w.mu.Lock()
	w.files = append(w.files, f)
	w.mu.Unlock()
}

// failures takes the failed writes to the files that no one reported.
func (w *written) failures() []*writeError {
	w.mu.Lock()
	defer w.mu.Unlock()
	var out []*writeError
	for _, f := range w.files {
		if err := f.takeFailure(); err != nil {
			out = append(out, err)
		}
	}
	return out
}

// reportWrites reports the failed writes to the command's files that it
// did not report itself, as "NAME: write error: FILE: reason" after
// prefix, and makes a status of 0 one of 1: a command whose output was
// lost has failed, as in Bash.
func (p *proc) reportWrites(code int, prefix string) int {
	for _, err := range p.written.failures() {
		if p.ctx.Err() == nil {
			fmt.Fprintf(p.stderr, "%s%s: %v\n", prefix, p.name, err)
		}
		code = max(code, 1)
	}
	return code
}

// command is one built-in program. args[0] is its name; it returns the
// exit status.
type command func(p *proc, args []string) int

// commands is the sandbox's program table, filled in by init so that
// commands which run others (env, xargs, find -exec) can look it up.
var commands map[string]command

func init() {
	commands = map[string]command{
		"awk": awkCmd, "base64": base64Cmd, "basename": basenameCmd, "cat": catCmd, "chmod": chmodCmd, "cp": cpCmd,
		"cut": cutCmd, "date": dateCmd, "diff": diffCmd, "dirname": dirnameCmd, "du": duCmd,
		"env": envCmd, "find": findCmd, "grep": grepCmd, "gunzip": gzipCmd, "gzip": gzipCmd,
		"head": headCmd, "ln": lnCmd, "ls": lsCmd, "md5sum": sumCmd, "mkdir": mkdirCmd, "mv": mvCmd,
		"node": guestCmd, "js": guestCmd, "printenv": printenvCmd, "python": guestCmd, "python3": guestCmd,
		"realpath": realpathCmd, "rm": rmCmd, "rmdir": rmdirCmd, "sed": sedCmd, "seq": seqCmd, "sh": shCmd, "bash": shCmd,
		"sha1sum": sumCmd, "sha256sum": sumCmd, "sleep": sleepCmd, "sort": sortCmd, "tail": tailCmd,
		"tar": tarCmd, "tee": teeCmd, "timeout": timeoutCmd, "touch": touchCmd, "tr": trCmd, "uniq": uniqCmd, "unzip": unzipCmd,
		"wc": wcCmd, "which": whichCmd, "xargs": xargsCmd, "zcat": gzipCmd, "zip": zipCmd,
	}
}

// Commands lists the programs the wasm tier's shell offers beyond the
// shell's builtins (echo, printf, test, cd, pwd, read ...), sorted.
func Commands() []string {
	return slices.Sorted(func(yield func(string) bool) {
		for name := range commands {
			if !yield(name) {
				return
			}
		}
	})
}

// run runs args as a command: a built-in program, by name or by its path
// under /bin or /usr/bin (args[0] stays as given, as a program's argv[0]),
// or a script file named by a path.
func (p *proc) run(args []string) int {
	name := args[0]
	if prog, ok := programAt(p.abs(name)); ok && strings.Contains(name, "/") {
		name, p.name = prog, prog
	}
	if cmd := commands[name]; cmd != nil {
		return cmd(p, args)
	}
	if indirectBuiltins[name] {
		return p.builtin(append([]string{name}, args[1:]...))
	}
	if strings.Contains(name, "/") {
		return runFile(p, args)
	}
	return p.missing(name)
}

// indirectBuiltins are the shell builtins a command may run in turn (env
// echo, xargs printf, find -exec test).
var indirectBuiltins = map[string]bool{"echo": true, "printf": true, "test": true, "[": true, "true": true, "false": true, ":": true, "pwd": true}

// builtin runs a shell builtin for a command that runs others.
func (p *proc) builtin(args []string) int {
	err := interp.HandlerCtx(p.ctx).Builtin(p.ctx, args)
	if err == nil {
		return 0
	}
	// interp reports the status only in the error's text.
	var code int
	if _, serr := fmt.Sscanf(err.Error(), "builtin exit status %d", &code); serr != nil {
		p.errorf("%v", err)
		return 1
	}
	return code
}

// missing reports a program the wasm tier does not have.
func (p *proc) missing(name string) int {
	p.s.noteMissing(name)
	fmt.Fprintf(p.stderr, "%s: not available in the WebAssembly sandbox. Available: %s. "+
		"A native provider (docker/microvm) can run it: create the sandbox with provider auto or docker.\n",
		name, strings.Join(Commands(), ", "))
	return ExitNotFound
}

// sub returns a proc for running another command with the same context.
func (p *proc) sub(name string) *proc {
	q := *p
	q.name = name
	return &q
}

// abs makes a path argument a clean sandbox path.
func (p *proc) abs(name string) string { return absPath(p.dir, name) }

// errorf prints "name: message" on stderr.
func (p *proc) errorf(format string, args ...any) {
	fmt.Fprintf(p.stderr, "%s: %s\n", p.name, fmt.Sprintf(format, args...))
}

// fail reports err about the argument arg (or, without one, the file err
// names) and returns status 1. A write to a closed pipe or a stopped line
// ends the command quietly, as a signal would.
func (p *proc) fail(arg string, err error) int {
	if p.ctx.Err() != nil || errors.Is(err, syscall.EPIPE) {
		return 1
	}
	if we, ok := errors.AsType[*writeError](err); ok {
		// It names its file; reported here, reportWrites leaves it.
		we.f.takeFailure()
		p.errorf("%v", we)
		return 1
	}
	if pe, ok := errors.AsType[*fs.PathError](err); ok {
		if arg == "" {
			arg = pe.Path // cp, tar: the file is no argument of theirs
		}
		err = pe.Err
	}
	if arg == "" {
		p.errorf("%v", err)
	} else {
		p.errorf("%s: %v", arg, err)
	}
	return 1
}

// usage reports a usage error and returns status 2.
func (p *proc) usage(format string, args ...any) int {
	p.errorf(format, args...)
	if p.piped {
		p.s.noteMisused(p.name)
	}
	return ExitUsage
}

// open opens a file argument for reading; "-" is standard input.
func (p *proc) open(name string) (io.ReadCloser, error) {
	if name == "-" {
		return io.NopCloser(p.stdin), nil
	}
	pth := p.abs(name)
	if devices[pth] {
		return device(pth, p.stdin, p.stdout, p.stderr), nil
	}
	f, err := p.s.view.open(pth, os.O_RDONLY, 0)
	if err != nil {
		return nil, err
	}
	return ctxReadCloser{ctxReader{p.ctx, f}, f}, nil
}

// create opens a file argument for writing, truncating it or appending.
func (p *proc) create(name string, appending bool) (io.WriteCloser, error) {
	pth := p.abs(name)
	if devices[pth] {
		return device(pth, p.stdin, p.stdout, p.stderr), nil
	}
	flag := os.O_WRONLY | os.O_CREATE | os.O_TRUNC
	if appending {
		flag = os.O_WRONLY | os.O_CREATE | os.O_APPEND
	}
	f, err := p.s.view.open(pth, flag, 0o644)
	if err != nil {
		return nil, err
	}
	p.written.add(f)
	return f, nil
}

// readFile reads a whole file argument, up to the workspace quota.
func (p *proc) readFile(name string) ([]byte, error) {
	r, err := p.open(name)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	return io.ReadAll(r)
}

// inputs calls fn with each file argument opened in turn, or with standard
// input when there are none. It reports files that cannot be opened and
// returns 1 if any could not be, or fn's status for a failure fn reported.
func (p *proc) inputs(names []string, fn func(name string, r io.Reader) error) int {
	if len(names) == 0 {
		names = []string{"-"}
	}
	status := 0
	for _, name := range names {
		r, err := p.open(name)
		if err != nil {
			status = p.fail(name, err)
			continue
		}
		err = fn(name, r)
		r.Close()
		if err != nil {
			return p.fail(name, err)
		}
	}
	return status
}

// stat describes a path argument.
func (p *proc) stat(name string) (fs.FileInfo, error) { return p.s.view.stat(p.abs(name), true) }

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

// fileOf returns the sandbox file w writes to, or nil: a redirection's
// target, seen by a builtin as it is and by a command (and a shell it
// runs) through a ctxWriter; a job's log, through its syncWriter.
func fileOf(w io.Writer) *file {
	if c, ok := w.(ctxWriter); ok {
		w = c.w
	}
	if s, ok := w.(*syncWriter); ok {
		w = s.w
	}
	f, _ := w.(*file)
	return f
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
