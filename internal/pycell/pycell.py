# sbx's notebook cells for Python kernels: how a cell runs, as Jupyter's
# IPython kernel runs it.
#
# Every Python kernel sbx runs (the WebAssembly guest's, and pykernel.py in
# the os, Docker, microVM and pod tiers) loads this once as the module
# _sbx_cell and runs each cell with run():
#
# - the indentation of the cell's first line is taken off every line that
#   has it (IPython's leading_indent);
# - a line that begins a statement with "!" runs the rest through the
#   sandbox's shell ("x = !cmd" keeps its output lines, "!!cmd" shows them),
#   and one with "%" is a line magic: %pip, %cd, %time, %pwd, %env,
#   %matplotlib (accepted: figures are always shown inline); a first line
#   with "%%" a cell magic: %%bash, %%sh, %%writefile, %%time, %%capture.
#   A "!" or "%" inside a string, or inside brackets, is left as it is.
#   In WebAssembly, which has no processes, the lines run in the sandbox's
#   built-in shell, which the host runs (/dev/sbx-shell); %pip is its pip.
#   The transform keeps one line for each line of the cell, so tracebacks
#   point at the lines as written;
# - top-level await, async with and async for run on the kernel's own
#   event loop, kept from cell to cell;
# - a final expression (unless the cell ends with ";") is shown with
#   sys.displayhook;
# - the cell is in linecache, as written and ending with a newline, so
#   tracebacks show its lines, also for functions defined in earlier cells;
# - when it ends, builtins.__sbx_flush__ (the display code's) shows the
#   figures it left open.
#
# run() returns the status of a process: 0, 1 after an uncaught exception
# (its traceback printed without the kernel's frames), or SystemExit's code.
import ast as _ast
import builtins as _builtins
import linecache as _linecache
import os as _os
import re as _re
import sys as _sys


class _State:
    count = 0  # cells run, for their names
    loop = None  # the event loop top-level await runs on
    cwd = None  # where %cd went: kept for the next cells, as a kernel keeps it


class UsageError(Exception):
    """A magic used wrongly: shown as IPython shows it, without a traceback."""


def restart():
    """Makes the next cell <cell-1> again and forgets the cells run so far
    (for a kernel restored from a template, whose set-up cells were run)."""
    for n in range(1, _State.count + 2):
        _linecache.cache.pop(f"<cell-{n}>", None)
    _State.count = 0


def warm():
    """For a cell sbx runs of its own in a forked kernel, to bring in the
    pages a first cell touches before the sandbox's own first cell needs
    them: takes that cell out of the count and the source cache, then
    formats and prints as cells do, to nowhere."""
    _linecache.cache.pop(f"<cell-{_State.count}>", None)
    _State.count -= 1
    import io
    print(*[f"{i:>2}" for i in range(3)], sep=", ", file=io.StringIO())


def run(src, ns, name=None, hide=()):
    """Runs src (bytes or str) in the namespace ns as a notebook cell named
    name (<cell-N> when None). Frames of code in hide (a signal handler's)
    are left out of tracebacks. Returns the cell's status."""
    if name is None:
        _State.count += 1
        name = f"<cell-{_State.count}>"
    try:
        if _State.cwd is not None:
            try:
                _os.chdir(_State.cwd)
            except OSError:
                _State.cwd = None
        text = _decode(src)
        raw, code = transform(text)
        lines = raw.splitlines(True)
        if lines and not lines[-1].endswith("\n"):
            lines[-1] += "\n"
        _linecache.cache[name] = (len(raw), None, lines, name)
        _exec(code, ns, name)
        status = 0
    except SystemExit as e:
        status = e.code if isinstance(e.code, int) else 0 if e.code is None else 1
        if not isinstance(e.code, int) and e.code is not None:
            _quiet(lambda: print(e.code, file=_sys.stderr))
    except BaseException as e:
        _report(e, name, hide)
        status = 1
    flush = getattr(_builtins, "__sbx_flush__", None)
    if flush is not None:
        flush()
    for f in (_sys.stdout, _sys.stderr):
        _quiet(f.flush)
    return status


def _quiet(f):
    try:
        f()
    except BaseException:
        pass  # the caller's output is gone


def _decode(src):
    if isinstance(src, str):
        return src
    if b"coding" in src[:200]:  # PEP 263
        import io
        import tokenize
        try:
            return src.decode(tokenize.detect_encoding(io.BytesIO(src).readline)[0], "replace")
        except (SyntaxError, LookupError):
            pass
    return src.decode("utf-8", "replace")


_TOP_LEVEL_AWAIT = getattr(_ast, "PyCF_ALLOW_TOP_LEVEL_AWAIT", 0)
_CO_COROUTINE = 0x80


def _exec(code, ns, name):
    """Runs code in ns as a cell named name: its final expression, unless
    the code ends with ";", is shown with sys.displayhook."""
    value = _evaluate(code, ns, name)
    if value is not None:
        _sys.displayhook(value)


def _evaluate(code, ns, name):
    """Runs code in ns and returns its final expression's value (None when
    it ends with a statement or ";")."""
    tree = compile(code, name, "exec", _ast.PyCF_ONLY_AST | _TOP_LEVEL_AWAIT)
    last = None
    if tree.body and isinstance(tree.body[-1], _ast.Expr) and not code.rstrip().endswith(";"):
        last = _ast.Expression(tree.body.pop().value)
    if tree.body:
        _call(compile(tree, name, "exec", _TOP_LEVEL_AWAIT), ns)
    if last is not None:
        return _call(compile(last, name, "eval", _TOP_LEVEL_AWAIT), ns)
    return None


def _call(code, ns):
    """Evaluates code in ns; code with a top-level await is a coroutine,
    run to its end on the kernel's event loop."""
    if not code.co_flags & _CO_COROUTINE:
        return eval(code, ns)
    return _loop().run_until_complete(eval(code, ns))


def _loop():
    """The kernel's event loop, made the current one."""
    import asyncio
    if _State.loop is None or _State.loop.is_closed():
        if _sys.platform == "wasi":  # no socketpair for the loop's self-pipe: wake-ups come from timers only
            class Loop(asyncio.SelectorEventLoop):
                def _make_self_pipe(self):
                    pass

                def _close_self_pipe(self):
                    pass

                def _write_to_self(self):
                    pass

            _State.loop = Loop()
        else:
            _State.loop = asyncio.new_event_loop()
    asyncio.set_event_loop(_State.loop)
    return _State.loop


class _AsyncioHook:
    """Makes the kernel's event loop the current one as asyncio is
    imported, so that a cell's asyncio.ensure_future or get_event_loop
    outside a coroutine finds the loop its awaits run on."""

    def find_spec(self, name, path, target=None):
        if name != "asyncio":
            return None
        import importlib.machinery
        spec = importlib.machinery.PathFinder.find_spec(name, path)
        if spec is None or not hasattr(spec.loader, "exec_module"):
            return spec
        exec_module = spec.loader.exec_module

        def exec_and_set(module):
            exec_module(module)
            _loop()

        spec.loader.exec_module = exec_and_set
        return spec


if "asyncio" in _sys.modules:
    _loop()
else:
    _sys.meta_path.insert(0, _AsyncioHook())


def _report(e, name, hide):
    """Prints e's traceback from the cell's first frame on (or, with no
    frame of the cell, such as for a SyntaxError, none), without the frames
    of hide's code."""
    import traceback
    tb = e.__traceback__
    t = tb
    while t is not None and t.tb_frame.f_code.co_filename != name:
        t = t.tb_next
    tb = t
    while t is not None and t.tb_next is not None:
        if t.tb_next.tb_frame.f_code in hide:
            t.tb_next = None
        t = t.tb_next
    e = e.with_traceback(tb)
    _sys.last_exc = _sys.last_value = e
    _sys.last_type, _sys.last_traceback = type(e), tb
    if isinstance(e, UsageError):
        _quiet(lambda: print(f"UsageError: {e}", file=_sys.stderr))
    elif _sys.excepthook is _sys.__excepthook__:
        _quiet(lambda: traceback.print_exception(type(e), e, tb))
    else:
        _quiet(lambda: _sys.excepthook(type(e), e, tb))


def transform(text):
    """The cell as written, dedented (for linecache), and as Python to
    compile: the same lines with the escapes and magics made calls."""
    lines = text.splitlines(True)
    first = next((line for line in lines if line.strip()), "")
    indent = first[:len(first) - len(first.lstrip(" \t"))]
    if indent:
        lines = [line[len(indent):] if line.startswith(indent) else line for line in lines]
    raw = "".join(lines)
    if "!" not in raw and "%" not in raw:
        return raw, raw
    head = next((i for i, line in enumerate(lines) if line.strip()), 0)
    if lines and lines[head].startswith("%%"):
        magic, _, args = lines[head][2:].strip().partition(" ")
        body = "".join(lines[head + 1:])
        call = f"__import__('_sbx_cell').cell_magic({magic!r}, {args.strip()!r}, {body!r})"
        return raw, "\n" * head + call + "\n" * (len(lines) - head)
    out = []
    for line, start in zip(lines, _starts(lines)):
        out.append(_escape(line) if start else line)
    return raw, "".join(out)


# "x = !cmd", "x, y = %magic args": an assignment of an escape's value.
_ASSIGN = _re.compile(r"([ \t]*)([A-Za-z_][\w.]*(?:[ \t]*,[ \t]*[A-Za-z_][\w.]*)*)[ \t]*=[ \t]*([!%])(.*)", _re.S)


def _escape(line):
    """line as Python when it is a shell escape or a line magic."""
    body = line.rstrip("\r\n")
    end = line[len(body):]
    stripped = body.lstrip(" \t")
    indent = body[:len(body) - len(stripped)]
    target = ""
    m = _ASSIGN.fullmatch(body)
    if m is not None:
        indent, target, kind, rest = m.group(1), m.group(2) + " = ", m.group(3), m.group(4)
    elif stripped[:1] in ("!", "%"):
        kind, rest = stripped[0], stripped[1:]
    else:
        return line
    if kind == "!":
        if rest.startswith("!"):
            call = f"getoutput({rest[1:].strip()!r})"
        elif target:
            call = f"getoutput({rest.strip()!r})"
        else:
            call = f"system({rest.strip()!r})"
    else:
        name, _, args = rest.strip().partition(" ")
        call = f"line_magic({name!r}, {args.strip()!r})"
    return f"{indent}{target}__import__('_sbx_cell').{call}{end}"


def _starts(lines):
    """For each line, whether it begins a statement: not inside a string,
    brackets, or after a backslash continuation."""
    depth, quote, cont = 0, None, False
    for line in lines:
        start = depth == 0 and quote is None and not cont
        yield start
        cont = False
        if start and line.lstrip(" \t")[:1] in ("!", "%"):
            continue  # not Python: its quotes and brackets are the shell's
        i, n = 0, len(line)
        while i < n:
            c = line[i]
            if quote is not None:
                if c == "\\":
                    i += 2
                elif line.startswith(quote, i):
                    i += len(quote)
                    quote = None
                else:
                    i += 1
                continue
            if c == "#":
                break
            if c in "'\"":
                quote = line[i:i + 3] if line[i:i + 3] in ('"""', "'''") else c
                i += len(quote)
                continue
            if c in "([{":
                depth += 1
            elif c in ")]}":
                depth = max(depth - 1, 0)
            i += 1
        if quote in ("'", '"'):
            quote = None  # a one-line string ends with its line
        cont = quote is None and line.rstrip("\r\n").endswith("\\")


def _caller_ns():
    """The namespace of the cell that called the escape or magic."""
    f = _sys._getframe(2)
    return f.f_globals


def _popen(argv, **kwargs):
    import subprocess
    try:
        return subprocess.Popen(argv, **kwargs)
    except (OSError, RuntimeError) as e:  # RuntimeError: no processes here (WebAssembly)
        raise UsageError("this sandbox runs no other program (the WebAssembly sandbox has no "
                         "processes): run the command with language shell, or in a native "
                         f"sandbox ({type(e).__name__}: {e})") from None


def _pipe(argv, stdin=None):
    """Runs argv with its output, both streams, copied to the cell's
    stdout as it comes; returns its exit status."""
    import subprocess
    for f in (_sys.stdout, _sys.stderr):
        _quiet(f.flush)
    p = _popen(argv, stdin=subprocess.PIPE if stdin is not None else subprocess.DEVNULL,
               stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    if stdin is not None:
        try:
            p.stdin.write(stdin.encode())
            p.stdin.close()
        except OSError:
            pass
    try:
        for chunk in iter(lambda: p.stdout.read1(65536), b""):
            _sys.stdout.write(chunk.decode("utf-8", "replace"))
            _sys.stdout.flush()
    except KeyboardInterrupt:
        p.kill()
        raise
    finally:
        p.stdout.close()
        status = p.wait()
    return status


def _shell():
    return "/bin/sh" if _os.path.exists("/bin/sh") else "sh"


# The WebAssembly sandbox has no processes: its host runs the lines a cell
# asks for in the sandbox's built-in shell, through this device
# (hostfs/shelldev.go).
_HOST_SHELL = "/dev/sbx-shell"


def _hosted():
    """Whether shell lines go to the host's built-in shell (WebAssembly)."""
    return _sys.platform == "wasi"


def _host(line, sink, stdin=None):
    """Runs line in the sandbox's built-in shell, through the host: each
    piece of its output (both streams) goes to sink as it comes. Returns
    its exit status."""
    import io
    import json
    try:
        fd = _os.open(_HOST_SHELL, _os.O_RDWR)
    except OSError as e:
        raise UsageError("this sandbox runs no other program (the WebAssembly sandbox has no "
                         "processes, and its host runs no shell lines here): run the command with "
                         f"language shell, or in a native sandbox ({e.strerror})") from None
    with io.FileIO(fd, "r+b") as raw:
        req = (json.dumps({"line": line, "cwd": _os.getcwd(), "stdin": stdin or ""}) + "\n").encode()
        while req:
            req = req[raw.write(req):]
        answer = io.BufferedReader(raw)
        while True:
            head = answer.readline()
            if head.startswith(b"="):
                return int(head[1:])
            if not head:
                return 1  # the host went away
            sink(answer.read(int(head, 16)))


def _show(chunk):
    """Writes a piece of a line's output to the cell's stdout at once."""
    _sys.stdout.write(chunk.decode("utf-8", "replace"))
    _sys.stdout.flush()


def _line(line, stdin=None):
    """Runs the shell line with its output copied to the cell's stdout as
    it comes; returns its exit status."""
    if not _hosted():
        return _pipe([_shell(), "-c", line], stdin=stdin)
    for f in (_sys.stdout, _sys.stderr):
        _quiet(f.flush)
    return _host(line, _show, stdin)


def expand(cmd, ns):
    """cmd with {expression} and $name replaced by their values in ns, and
    $$ by $, as IPython does; unchanged when any of them fails (so that
    the shell sees its own $HOME, or awk its {print $1})."""
    if "{" not in cmd and "$" not in cmd:
        return cmd
    try:
        out = _re.sub(r"\{([^{}]+)\}", lambda m: str(eval(m.group(1), ns)), cmd)
        return _re.sub(r"\$\$|\$([A-Za-z_]\w*)", lambda m: "$" if m.group(1) is None else str(ns[m.group(1)]), out)
    except Exception:
        return cmd


def system(cmd):
    """!cmd: runs cmd through the sandbox's shell, its output shown as it
    comes; the status goes in _exit_code, as IPython does."""
    ns = _caller_ns()
    ns["_exit_code"] = _line(expand(cmd, ns))


def getoutput(cmd):
    """x = !cmd: cmd's output lines (stderr included), as a list."""
    import subprocess
    ns = _caller_ns()
    if _hosted():
        out = []
        ns["_exit_code"] = _host(expand(cmd, ns), out.append)
        return b"".join(out).decode("utf-8", "replace").splitlines()
    p = _popen([_shell(), "-c", expand(cmd, ns)], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    out, _ = p.communicate()
    ns["_exit_code"] = p.returncode
    return out.decode("utf-8", "replace").splitlines()


def _format_time(t):
    """t seconds as IPython's %time prints it."""
    import math
    if t >= 60.0:
        m, s = divmod(t, 60.0)
        return f"{int(m)}min {s:.0f}s" if m < 60 else f"{int(m // 60)}h {int(m % 60)}min {s:.0f}s"
    units, scaling = ["s", "ms", "\xb5s", "ns"], [1, 1e3, 1e6, 1e9]
    order = min(-int(math.floor(math.log10(t)) // 3), 3) if t > 0.0 else 3
    return "%.*g %s" % (3, t * scaling[order], units[order])


def _timed(code, ns):
    """%time and %%time: runs code, prints its CPU and wall times as
    IPython does, and returns its final expression's value."""
    import time
    try:
        import resource
        cpu = lambda: resource.getrusage(resource.RUSAGE_SELF)[:2]  # noqa: E731
    except ImportError:  # WebAssembly
        cpu = lambda: _os.times()[:2]  # noqa: E731
    t0, c0 = time.perf_counter(), cpu()
    try:
        return _evaluate(code, ns, "<timed exec>")
    finally:
        wall, c1 = time.perf_counter() - t0, cpu()
        user, system_ = c1[0] - c0[0], c1[1] - c0[1]
        print(f"CPU times: user {_format_time(user)}, sys: {_format_time(system_)}, "
              f"total: {_format_time(user + system_)}\nWall time: {_format_time(wall)}")


def line_magic(name, args):
    """%name args."""
    ns = _caller_ns()
    if name == "pip":
        import shlex
        if _hosted():
            # the built-in shell's pip, as run_command runs it
            status = _line(f"pip {expand(args, ns)}")
            import importlib
            importlib.invalidate_caches()
        else:
            status = _line(f"{shlex.quote(_sys.executable)} -m pip {expand(args, ns)}")
        print("Note: you may need to restart the kernel to use updated packages.")
        ns["_exit_code"] = status
        return None
    if name == "cd":
        quiet = args.startswith("-q")
        path = args[2:].strip() if quiet else args
        target = _os.path.expanduser(path.strip("'\"") or "~")
        try:
            _os.chdir(target)
        except OSError as e:
            raise UsageError(f"{e.strerror}: {target!r}") from None
        _State.cwd = _os.getcwd()
        if not quiet:
            print(_State.cwd)
        return None
    if name == "pwd":
        return _os.getcwd()
    if name == "time":
        return _timed(args, ns)
    if name == "env":
        if not args:
            return dict(_os.environ)
        key, sep, value = args.replace("=", " ", 1).partition(" ") if "=" in args else (args, "", "")
        if not sep:
            return _os.environ.get(key.strip())
        _os.environ[key.strip()] = value.strip()
        print(f"env: {key.strip()}={value.strip()}")
        return None
    if name in ("matplotlib", "load_ext", "config", "autoreload"):
        return None  # figures are always shown inline; no extensions to load
    raise UsageError(f"Line magic function `%{name}` not found.")


def cell_magic(name, args, body):
    """%%name args, then the cell's other lines as body."""
    ns = _caller_ns()
    if name in ("bash", "sh"):
        if _hosted():
            status = _line(body)  # the built-in shell, bash's syntax
        else:
            status = _pipe([name if name == "bash" else _shell()], stdin=body)
        if status:
            import subprocess
            raise subprocess.CalledProcessError(status, name)
        return None
    if name == "writefile":
        import shlex
        argv = shlex.split(args)
        append = bool(argv) and argv[0] in ("-a", "--append")
        if append:
            argv = argv[1:]
        if len(argv) != 1:
            raise UsageError("%%writefile takes one file name, and -a to append")
        path = _os.path.expanduser(argv[0])
        exists = _os.path.exists(path)
        print(("Appending to " if append else "Overwriting " if exists else "Writing ") + argv[0])
        with open(path, "a" if append else "w", encoding="utf-8") as f:
            f.write(body)
        return None
    if name == "time":
        value = _timed(transform(body)[1], ns)
        if value is not None:
            _sys.displayhook(value)
        return None
    if name == "capture":
        import contextlib
        import io
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            _exec(transform(body)[1], ns, "<capture>")
        return None
    raise UsageError(f"Cell magic `%%{name}` not found.")
