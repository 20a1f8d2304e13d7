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
	"sync/atomic"

	"github.com/sbx-sandbox/sbx/internal/sh/expand"
	"github.com/sbx-sandbox/sbx/internal/sh/interp"
	"mvdan.cc/sh/v3/syntax"

	"github.com/sbx-sandbox/sbx/hostfs"
	"github.com/sbx-sandbox/sbx/shell/internal/command"
	"github.com/sbx-sandbox/sbx/shell/internal/view"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// lineState is what one command line or background job runs with: what
// its commands share (the sandbox, its file view, the programs, what the
// result reports), and what the interpreter and its processes need.
type lineState struct {
	*command.Line
	env   []string // exported on top of the fixed environment
	procs *procTable

	live       atomic.Int64 // the line's processes running now
	refused    atomic.Int64 // forks that found no free slot
	firstRetry atomic.Bool  // a fork waited for a slot

	memory *memoryCap // nil: the line's variables are not counted

	mu    sync.Mutex
	funcs map[string]bool // the functions the line's text declares
}

func newLineState(sb *wasmrt.Sandbox) *lineState {
	s := &lineState{procs: procsOf(sb)}
	s.Line = command.NewLine(sb, programs, s.runScript)
	return s
}

// noteFuncs records the names of the functions file declares: a call by
// such a name is never taken for the builtin it may shadow.
func (s *lineState) noteFuncs(file *syntax.File) {
	s.mu.Lock()
	defer s.mu.Unlock()
	syntax.Walk(file, func(n syntax.Node) bool {
		if fn, ok := n.(*syntax.FuncDecl); ok {
			if s.funcs == nil {
				s.funcs = map[string]bool{}
			}
			s.funcs[fn.Name.Value] = true
		}
		return true
	})
}

// isFunc reports whether the line's text declares a function name.
func (s *lineState) isFunc(name string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.funcs[name]
}

// workdir resolves a requested working directory to a clean sandbox path
// that is a directory.
func (s *lineState) workdir(dir string) (string, error) {
	if dir == "" {
		return hostfs.MountPoint, nil
	}
	p := view.Abs(hostfs.MountPoint, dir)
	info, err := s.View.Stat(p, true)
	if err != nil || !info.IsDir() {
		return "", fmt.Errorf("%w: workdir %s is not a directory in the sandbox", wasmrt.ErrInput, dir)
	}
	return p, nil
}

// newRunner returns an interpreter whose every file access, directory
// listing and command goes through s.
func (s *lineState) newRunner(dir string, env expand.Environ, stdin io.Reader, stdout, stderr io.Writer) (*interp.Runner, error) {
	return interp.New(
		interp.Env(env),
		func(r *interp.Runner) error { r.Dir = dir; return nil }, // interp.Dir would stat the host
		interp.StdIO(stdin, stdout, stderr),
		interp.OpenHandler(s.openHandler),
		interp.StatHandler(s.statHandler),
		interp.ReadDirHandler2(s.readDirHandler),
		interp.AccessHandler(s.accessHandler),
		interp.CallHandler(s.callHandler),
		interp.MemoryGuard(s.guardMemory),
		interp.ExecHandlers(func(interp.ExecHandlerFunc) interp.ExecHandlerFunc { return s.execHandler }),
	)
}

// exitStatus turns what interp.Runner.Run returned into an exit status,
// reporting an error that is not one.
func exitStatus(err error, stderr io.Writer) int {
	if err == nil {
		return 0
	}
	if code, ok := errors.AsType[interp.ExitStatus](err); ok {
		return int(code)
	}
	if !errors.Is(err, context.Canceled) {
		fmt.Fprintln(stderr, "sh:", err)
	}
	return 1
}

// openHandler implements interp.OpenHandlerFunc over the sandbox.
func (s *lineState) openHandler(ctx context.Context, name string, flag int, perm os.FileMode) (io.ReadWriteCloser, error) {
	hc := interp.HandlerCtx(ctx)
	if strings.HasPrefix(name, sourceDir+"/") {
		return s.openSource(name)
	}
	p := view.Abs(hc.Dir, name)
	if command.IsDevice(p) {
		return command.Device(p, hc.Stdin, hc.Stdout, hc.Stderr), nil
	}
	f, err := s.View.Open(p, flag, perm)
	if pe, ok := errors.AsType[*fs.PathError](err); ok {
		// The interpreter prints a redirection's error as it is: word it as
		// Bash does, "sh: out.txt: No space left on device".
		return nil, &fs.PathError{Op: "sh:", Path: name, Err: pe.Err}
	}
	if err != nil {
		return nil, err
	}
	if flag&(os.O_WRONLY|os.O_RDWR) != 0 {
		return f, nil
	}
	return readPipe(f)
}

// fileOf returns the sandbox file w writes to, or nil: a redirection's
// target, seen by a builtin as it is and by a command (and a shell it
// runs) through the writer that stops it with its context; a job's log,
// through its syncWriter.
func fileOf(w io.Writer) *view.File {
	for {
		u, ok := w.(interface{ Unwrap() io.Writer })
		if !ok {
			break
		}
		w = u.Unwrap()
	}
	f, _ := w.(*view.File)
	return f
}

// readPipe hands a file being read to the interpreter as the read end of a
// pipe: an *os.File it uses directly and closes when the command is done,
// which also ends the copy.
func readPipe(f *view.File) (io.ReadWriteCloser, error) {
	pr, pw, err := os.Pipe()
	if err != nil {
		f.Close()
		return nil, err
	}
	go func() {
		io.Copy(pw, f)
		pw.Close()
		f.Close()
	}()
	return pr, nil
}

// statHandler implements interp.StatHandlerFunc over the sandbox.
func (s *lineState) statHandler(ctx context.Context, name string, follow bool) (fs.FileInfo, error) {
	p := view.Abs(interp.HandlerCtx(ctx).Dir, name)
	if command.IsDevice(p) {
		return view.DeviceInfo(p[len("/dev/"):]), nil
	}
	return s.View.Stat(p, follow)
}

// readDirHandler implements interp.ReadDirHandlerFunc2 over the sandbox.
func (s *lineState) readDirHandler(ctx context.Context, name string) ([]fs.DirEntry, error) {
	return s.View.ReadDir(view.Abs(interp.HandlerCtx(ctx).Dir, name))
}

// accessHandler implements interp.AccessHandlerFunc: everything that exists
// is readable, writable where its mount is, and executable if it is a
// directory or has an execute bit.
func (s *lineState) accessHandler(ctx context.Context, name string, mode interp.AccessMode) error {
	p := view.Abs(interp.HandlerCtx(ctx).Dir, name)
	info, err := s.statHandler(ctx, p, true)
	if err != nil {
		return err
	}
	denied := mode&interp.AccessWrite != 0 && info.Mode().Perm()&0o200 == 0 ||
		mode&interp.AccessExec != 0 && info.Mode().Perm()&0o111 == 0
	if denied {
		return &fs.PathError{Op: "access", Path: p, Err: fs.ErrPermission}
	}
	return nil
}

// callHandler implements interp.CallHandlerFunc: it is the line's
// preemption point (wasmrt.Preempt), and it steers the builtins that would
// look at the host (pwd -P, source's and type's PATH search, command -v) to
// the sandbox; eval and source go through boundForks. A builtin writing to
// a file runs as builtinCmd, whose failed writes set its status.
func (s *lineState) callHandler(ctx context.Context, args []string) ([]string, error) {
	wasmrt.Preempt(ctx) // each command is a point where the line may give its core to another run
	hc := interp.HandlerCtx(ctx)
	switch args[0] {
	case "pwd":
		args = slices.DeleteFunc(slices.Clone(args), func(a string) bool { return a == "-P" })
	case "source", ".":
		if len(args) > 1 {
			args = slices.Clone(args)
			args[1] = sourceDir + view.Abs(hc.Dir, args[1])
		}
	case "eval":
		return append([]string{evalCmd}, args[1:]...), nil
	case "type":
		return append([]string{typeCmd, args[0], ""}, args[1:]...), nil
	case "command":
		if len(args) > 1 && (args[1] == "-v" || args[1] == "-V") {
			return append([]string{typeCmd, args[0], args[1]}, args[2:]...), nil
		}
	}
	if (fileOf(hc.Stdout) != nil || fileOf(hc.Stderr) != nil) && interp.IsBuiltin(args[0]) && !s.isFunc(args[0]) {
		return append([]string{builtinCmd}, args...), nil
	}
	return args, nil
}

// describeCommands answers type NAME... (or command -v NAME... when short)
// from the sandbox's own command table, and returns its exit status.
func describeCommands(p *command.Proc, builtin string, names []string, short bool) int {
	status := 0
	for _, name := range names {
		var kind, where string
		switch {
		case syntax.IsKeyword(name):
			kind, where = "a shell keyword", name
		case interp.IsBuiltin(name):
			kind, where = "a shell builtin", name
		case p.Line.Programs[name] != nil:
			where = view.BinDir + "/" + name
			kind = where
		default:
			if !short {
				fmt.Fprintf(p.Stderr, "%s: %s: not found\n", builtin, name)
			}
			status = 1
			continue
		}
		if short {
			fmt.Fprintln(p.Stdout, where)
		} else {
			fmt.Fprintf(p.Stdout, "%s is %s\n", name, kind)
		}
	}
	return status
}

// execHandler implements interp.ExecHandlerFunc: it runs a sandbox command
// and never starts a host process. A command that lost output to a failed
// write fails, and says so unless it did.
func (s *lineState) execHandler(ctx context.Context, args []string) (err error) {
	switch args[0] {
	case forkCmd:
		return s.fork(ctx, args)
	case evalCmd:
		return s.eval(ctx, args)
	}
	hc := interp.HandlerCtx(ctx)
	_, piped := hc.Stdout.(*os.File) // the interpreter's pipes are OS pipes
	p := command.NewProc(ctx, s.Line, args[0], hc.Dir, hc.Env, hc.Stdin, hc.Stdout, hc.Stderr, piped)
	for _, w := range []io.Writer{hc.Stdout, hc.Stderr} {
		if f := fileOf(w); f != nil {
			p.AddOutput(f)
		}
	}
	defer func() {
		if v := recover(); v != nil {
			fmt.Fprintf(hc.Stderr, "%s: internal error: %v\n", args[0], v)
			err = interp.ExitStatus(command.ExitUsage)
		}
	}()
	code, prefix := 0, ""
	switch args[0] {
	case builtinCmd:
		// A builtin's own status stands (exit and return end the shell or
		// the function through it); a failed write fails one that succeeded.
		p.Name = args[1]
		err := hc.Builtin(ctx, args[1:])
		if code := p.ReportWrites(0, "sh: "); code != 0 && err == nil {
			return interp.ExitStatus(uint8(code))
		}
		return err
	case typeCmd:
		p.Name, prefix = args[1], "sh: "
		code = describeCommands(p, args[1], args[3:], args[2] == "-v")
	default:
		code = p.Run(args)
	}
	if code = p.ReportWrites(code, prefix); code != 0 {
		return interp.ExitStatus(uint8(code))
	}
	return nil
}
