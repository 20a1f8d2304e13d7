package wasmrt

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"
)

// A resident runtime (Options.Resident) serves many runs, so it keeps each
// guest's kernel template in memory. There, a Python process whose command
// line is plain (-c CODE or a .py FILE, then its arguments) starts from
// that template too: a kernel is restored, runs the program once the way
// the python command would, and ends with it. Restoring takes a couple of
// milliseconds where booting CPython takes tens (and importing PIL in the
// imaging guest tens more, which its template has done already).
//
// What the program sees is what python would show it: sys.argv and
// sys.orig_argv, a fresh __main__ module with the attributes python gives
// it, sys.path[0], unbuffered stdout and stderr (as PYTHONUNBUFFERED),
// tracebacks and exit statuses (SystemExit, an uncaught exception, 130 for
// KeyboardInterrupt), atexit handlers, and __main__'s objects finalised at
// the end (so a file left open is flushed). It differs where the kernel
// does: the modules the template imported are imported already, and
// sys.flags are those of the kernel's isolated configuration. A time limit
// or a cancel stops it as it stops a booted process. Anything else on the
// command line (interpreter options, -m, a directory, a PYTHON* variable
// in the environment) boots a real interpreter.

// pythonProcessModule defines, in the template, the module _sbx_process,
// whose run runs a program in a restored kernel as python would run it.
var pythonProcessModule = fmt.Sprintf("__import__('sys').modules['_sbx_process'] = _m = __import__('types').ModuleType('_sbx_process')\n"+
	"exec(%q, _m.__dict__)\ndel _m", pythonProcess)

const pythonProcess = `def run(argv, orig_argv, source, env):
    import atexit, builtins, gc, io, linecache, os, sys, types
    import _frozen_importlib, _frozen_importlib_external
    global kept
    here = sys._getframe()
    kept = (sys.stdout, sys.stderr)
    for name, fd in (('stdout', 1), ('stderr', 2)):
        old = getattr(sys, name)
        new = io.TextIOWrapper(io.FileIO(fd, 'w', closefd=False), encoding=old.encoding,
                               errors=old.errors, write_through=True)
        setattr(sys, name, new)
        setattr(sys, '__' + name + '__', new)
    os.environ.update(env)
    if 'PWD' in env:
        try:
            os.chdir(env['PWD'])
        except OSError:
            os.chdir('/workspace')
    main = types.ModuleType('__main__')
    ns = main.__dict__
    ns['__builtins__'] = builtins
    ns['__annotations__'] = {}
    sys.argv, sys.orig_argv = argv, orig_argv
    if source is not None:
        filename = '<string>'
        ns['__loader__'] = _frozen_importlib.BuiltinImporter
        linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
        sys.path[0] = ''
    else:
        filename = os.path.abspath(argv[0])
        try:
            with open(filename, 'rb') as f:
                source = f.read()
        except OSError as e:
            print(f"python: can't open file {filename!r}: [Errno {e.errno}] {e.strerror}", file=sys.stderr)
            raise SystemExit(2)
        ns['__file__'], ns['__cached__'] = filename, None
        ns['__loader__'] = _frozen_importlib_external.SourceFileLoader('__main__', filename)
        sys.path[0] = os.path.dirname(argv[0])
    sys.modules['__main__'] = main
    status = 0
    try:
        exec(compile(source, filename, 'exec', dont_inherit=True), ns)
    except SystemExit as e:
        if e.code is None:
            status = 0
        elif isinstance(e.code, int):
            status = e.code
        else:
            try:
                print(e.code, file=sys.stderr)
            except BaseException:
                pass
            status = 1
    except BaseException as e:
        tb = e.__traceback__
        if tb is not None and tb.tb_frame is here:
            tb = tb.tb_next
        e = e.with_traceback(tb)
        try:
            sys.excepthook(type(e), e, tb)
        except BaseException:
            pass
        status = 130 if isinstance(e, KeyboardInterrupt) else 1
    try:
        atexit._run_exitfuncs()
        del main
        sys.modules.pop('__main__', None)
        ns.clear()
        gc.collect()
    except BaseException:
        pass
    raise SystemExit(status)
`

// plainPython reports whether a python command line is one a resident
// runtime runs in a restored kernel: -c CODE or a .py FILE, each with any
// arguments after it. code is CODE, or nil for a FILE.
func plainPython(args []string) (code *string, ok bool) {
	switch {
	case len(args) >= 2 && args[0] == "-c":
		return &args[1], true
	case len(args) >= 1 && strings.HasSuffix(args[0], ".py") && !strings.HasPrefix(args[0], "-"):
		return nil, true
	}
	return nil, false
}

// pythonVariable reports whether kv sets a variable CPython reads at start
// (PYTHONPATH and the like), which a restored kernel has read already.
func pythonVariable(kv string) bool { return strings.HasPrefix(kv, "PYTHON") }

// residentProcess restores a kernel for p alone when p is a plain python
// command line of guest in a resident runtime, and puts the cell that runs
// it in the kernel's memory: params are sbx_exec's for that cell. ok is
// false when p is no such line (Exec boots an interpreter for it then).
func (s *Sandbox) residentProcess(ctx context.Context, guest *Guest, p Process, stdin io.Reader) (inst *instance, params []uint64, ok bool, err error) {
	code, ok := plainPython(p.Args)
	if !ok || !s.rt.resident || s.rt.noSnapshots || guest.Language != Python || slices.ContainsFunc(p.Env, pythonVariable) {
		return nil, nil, false, nil
	}
	argv := p.Args
	if code != nil {
		argv = append([]string{"-c"}, p.Args[2:]...)
	}
	env := map[string]string{}
	for _, kv := range slices.Concat(guest.ProcessEnv, p.Env) {
		if k, v, ok := strings.Cut(kv, "="); ok {
			env[k] = v
		}
	}
	call, err := json.Marshal([]any{argv, append([]string{guest.Program}, p.Args...), code, env})
	if err != nil {
		return nil, nil, true, err
	}
	g, err := s.rt.load(ctx, guest)
	if err != nil {
		return nil, nil, true, err
	}
	if inst, err = s.restoreKernel(ctx, g, stdin); err != nil {
		return nil, nil, true, err
	}
	inst.interrupt = nil // a process is stopped at its limit, as a booted one is, never interrupted
	cell := "__import__('_sbx_process').run(*" + pyLiteral(call) + ")\n"
	ptr, err := inst.put(ctx, cell)
	if err != nil {
		inst.close()
		return nil, nil, true, err
	}
	return inst, []uint64{ptr, uint64(len(cell))}, true, nil
}

// pyLiteral is Python code whose value is the JSON document js. (Go's
// quoting of valid UTF-8 is a valid Python string literal.)
func pyLiteral(js []byte) string { return fmt.Sprintf("__import__('json').loads(%q)", js) }
