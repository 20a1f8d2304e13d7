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

	"mvdan.cc/sh/v3/expand"
	"mvdan.cc/sh/v3/interp"
	"mvdan.cc/sh/v3/syntax"

	"github.com/sbx-sandbox/sbx/hostfs"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// lineState is what one command line or background job runs with: the
// sandbox, its file view, and the first command it needed that the tier
// lacks.
type lineState struct {
	sb    *wasmrt.Sandbox
	view  *view
	env   []string // exported on top of the fixed environment
	procs *procTable

	live       atomic.Int64 // the line's processes running now
	refused    atomic.Int64 // forks that found no free slot
	firstRetry atomic.Bool  // a fork waited for a slot

	mu      sync.Mutex
	missing string
	misused string          // the first command that refused its usage while writing into a pipe
	funcs   map[string]bool // the functions the line's text declares
}

func newLineState(sb *wasmrt.Sandbox) *lineState {
	return &lineState{sb: sb, view: newView(sb), procs: procsOf(sb)}
}

// noteMissing records name as missing unless one was recorded already.
func (s *lineState) noteMissing(name string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.missing == "" {
		s.missing = name
	}
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

// noteMisused records name as a command that refused its arguments while
// its output went into a pipe, unless one was recorded already.
func (s *lineState) noteMisused(name string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.misused == "" {
		s.misused = name
	}
}

// misusedNote words why a line that exits 0 may not have worked: a
// command feeding a pipe refused its arguments. It is empty when none did.
func (s *lineState) misusedNote() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.misused == "" {
		return ""
	}
	return s.misused + " stopped on a usage error (exit 2) while writing into a pipe, yet the line exits 0: " +
		"a pipeline's status is its last command's. Fix the " + s.misused + " command; set -o pipefail makes such a line fail"
}

func (s *lineState) missingCommand() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.missing
}

// workdir resolves a requested working directory to a clean sandbox path
// that is a directory.
func (s *lineState) workdir(dir string) (string, error) {
	if dir == "" {
		return hostfs.MountPoint, nil
	}
	p := absPath(hostfs.MountPoint, dir)
	info, err := s.view.stat(p, true)
	if err != nil || !info.IsDir() {
		return "", fmt.Errorf("%w: workdir %s is not a directory in the sandbox", wasmrt.ErrInput, dir)
	}
	return p, nil
}

// The environment a line starts with. PATH names a directory that exists
// only in name: the commands are built in.
var baseVars = []string{"HOME=" + hostfs.MountPoint, "LANG=C.UTF-8", "PATH=" + binDir, "SHELL=/bin/sh", "USER=" + wasmrt.User, "LOGNAME=" + wasmrt.User}

// binDir is where the commands appear to live, for command -v and which.
const binDir = "/usr/bin"

// noTempDir is the interpreter's TMPDIR. mvdan.cc/sh opens files in its
// temporary directory on the host itself, bypassing the open handler (the
// FIFOs of process substitution); nothing can ever be created or opened
// under /dev/null, so that door stays shut.
const noTempDir = "/dev/null/sbx-no-tmp"

// sandboxEnv is a line's starting environment: fixed variables and the
// caller's exported ones, nothing of the host's. It also answers the
// interpreter's own questions that would otherwise go to the host: its
// TMPDIR, the UID variables, and "~user" home directories (left
// unexpanded).
type sandboxEnv map[string]expand.Variable

// baseEnv returns the starting environment with the exported "NAME=value"
// pairs of extra added.
func baseEnv(extra []string) sandboxEnv {
	env := sandboxEnv{}
	for _, kv := range append(slices.Clone(baseVars), extra...) {
		if k, v, ok := strings.Cut(kv, "="); ok && k != "" {
			env[k] = expand.Variable{Set: true, Exported: true, Kind: expand.String, Str: v}
		}
	}
	hidden := map[string]string{"TMPDIR": noTempDir, "UID": "1000", "EUID": "1000", "GID": "1000"}
	for k, v := range hidden {
		if _, ok := env[k]; !ok {
			env[k] = expand.Variable{Set: true, ReadOnly: k != "TMPDIR", Kind: expand.String, Str: v}
		}
	}
	return env
}

// Get implements expand.Environ.Get.
func (e sandboxEnv) Get(name string) expand.Variable {
	if user, ok := strings.CutPrefix(name, "HOME "); ok {
		return expand.Variable{Set: true, Kind: expand.String, Str: "~" + user}
	}
	return e[name]
}

// Each implements expand.Environ.Each.
func (e sandboxEnv) Each(f func(name string, vr expand.Variable) bool) {
	for _, name := range slices.Sorted(func(yield func(string) bool) {
		for k := range e {
			if !yield(k) {
				return
			}
		}
	}) {
		if !f(name, e[name]) {
			return
		}
	}
}

// exported lists env's exported string variables as "NAME=value", with PWD
// set to dir.
func exported(env expand.Environ, dir string) []string {
	var out []string
	env.Each(func(name string, vr expand.Variable) bool {
		if vr.Exported && vr.Kind == expand.String && name != "PWD" {
			out = append(out, name+"="+vr.Str)
		}
		return true
	})
	return append(out, "PWD="+dir)
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

// devices are the special files the shell offers under /dev.
var devices = map[string]bool{"/dev/null": true, "/dev/stdin": true, "/dev/stdout": true, "/dev/stderr": true}

// openHandler implements interp.OpenHandlerFunc over the sandbox.
func (s *lineState) openHandler(ctx context.Context, name string, flag int, perm os.FileMode) (io.ReadWriteCloser, error) {
	hc := interp.HandlerCtx(ctx)
	if strings.HasPrefix(name, sourceDir+"/") {
		return s.openSource(name)
	}
	p := absPath(hc.Dir, name)
	if devices[p] {
		return device(p, hc.Stdin, hc.Stdout, hc.Stderr), nil
	}
	f, err := s.view.open(p, flag, perm)
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

// readPipe hands a file being read to the interpreter as the read end of a
// pipe: an *os.File it uses directly and closes when the command is done,
// which also ends the copy.
func readPipe(f *file) (io.ReadWriteCloser, error) {
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

// device opens one of the /dev files.
func device(p string, stdin io.Reader, stdout, stderr io.Writer) io.ReadWriteCloser {
	d := devNull{}
	switch p {
	case "/dev/stdin":
		d.r = stdin
	case "/dev/stdout":
		d.w = stdout
	case "/dev/stderr":
		d.w = stderr
	}
	return d
}

// devNull reads from r and writes to w, or reads nothing and discards
// what is written when they are nil.
type devNull struct {
	r io.Reader
	w io.Writer
}

func (d devNull) Read(p []byte) (int, error) {
	if d.r == nil {
		return 0, io.EOF
	}
	return d.r.Read(p)
}

func (d devNull) Write(p []byte) (int, error) {
	if d.w == nil {
		return len(p), nil
	}
	return d.w.Write(p)
}

func (devNull) Close() error { return nil }

// statHandler implements interp.StatHandlerFunc over the sandbox.
func (s *lineState) statHandler(ctx context.Context, name string, follow bool) (fs.FileInfo, error) {
	p := absPath(interp.HandlerCtx(ctx).Dir, name)
	if devices[p] {
		return &fileInfo{name: p[len("/dev/"):], mode: fs.ModeDevice | fs.ModeCharDevice | 0o666}, nil
	}
	return s.view.stat(p, follow)
}

// readDirHandler implements interp.ReadDirHandlerFunc2 over the sandbox.
func (s *lineState) readDirHandler(ctx context.Context, name string) ([]fs.DirEntry, error) {
	return s.view.readDir(absPath(interp.HandlerCtx(ctx).Dir, name))
}

// accessHandler implements interp.AccessHandlerFunc: everything that exists
// is readable, writable where its mount is, and executable if it is a
// directory or has an execute bit.
func (s *lineState) accessHandler(ctx context.Context, name string, mode interp.AccessMode) error {
	p := absPath(interp.HandlerCtx(ctx).Dir, name)
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
			args[1] = sourceDir + absPath(hc.Dir, args[1])
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
func describeCommands(p *proc, builtin string, names []string, short bool) int {
	status := 0
	for _, name := range names {
		var kind, where string
		switch {
		case syntax.IsKeyword(name):
			kind, where = "a shell keyword", name
		case interp.IsBuiltin(name):
			kind, where = "a shell builtin", name
		case commands[name] != nil:
			where = binDir + "/" + name
			kind = where
		default:
			if !short {
				fmt.Fprintf(p.stderr, "%s: %s: not found\n", builtin, name)
			}
			status = 1
			continue
		}
		if short {
			fmt.Fprintln(p.stdout, where)
		} else {
			fmt.Fprintf(p.stdout, "%s is %s\n", name, kind)
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
	var stdin io.Reader = strings.NewReader("")
	if hc.Stdin != nil {
		stdin = ctxReader{ctx, hc.Stdin}
	}
	_, piped := hc.Stdout.(*os.File) // the interpreter's pipes are OS pipes
	p := &proc{
		ctx: ctx, s: s, name: args[0], dir: hc.Dir, env: hc.Env, piped: piped,
		stdin: stdin, stdout: ctxWriter{ctx, hc.Stdout}, stderr: hc.Stderr, written: &written{},
	}
	for _, w := range []io.Writer{hc.Stdout, hc.Stderr} {
		if f := fileOf(w); f != nil {
			f.takeFailure() // the interpreter's own writes': this command's are what it reports
			p.written.add(f)
		}
	}
	defer func() {
		if v := recover(); v != nil {
			fmt.Fprintf(hc.Stderr, "%s: internal error: %v\n", args[0], v)
			err = interp.ExitStatus(ExitUsage)
		}
	}()
	code, prefix := 0, ""
	switch args[0] {
	case builtinCmd:
		// A builtin's own status stands (exit and return end the shell or
		// the function through it); a failed write fails one that succeeded.
		p.name = args[1]
		err := hc.Builtin(ctx, args[1:])
		if code := p.reportWrites(0, "sh: "); code != 0 && err == nil {
			return interp.ExitStatus(uint8(code))
		}
		return err
	case typeCmd:
		p.name, prefix = args[1], "sh: "
		code = describeCommands(p, args[1], args[3:], args[2] == "-v")
	default:
		code = p.run(args)
	}
	if code = p.reportWrites(code, prefix); code != 0 {
		return interp.ExitStatus(uint8(code))
	}
	return nil
}
