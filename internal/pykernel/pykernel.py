# sbx's persistent Python interpreter for native sandboxes.
#
#   python3 -c "$SBX_PY" run    send stdin (a cell) to the sandbox's kernel,
#                               starting it if needed; exit with the cell's status
#   python3 -c "$SBX_PY" serve  the kernel: runs cells one at a time in one
#                               namespace, so variables and imports persist
#   python3 -c "$SBX_PY" serve N  the same, taking each cell's connection over
#                               the inherited socket N instead of a socket path
#   python3 -c "$SBX_PY" cell   run stdin as one cell in this process, as the
#                               kernel runs each of its cells, and exit with its
#                               status: for sandboxes that start a fresh python3
#                               for every run
#
# The client passes its own stdout and stderr to the kernel (SCM_RIGHTS), so a
# cell's output, and that of any process it starts, goes straight to the
# caller. Cells behave like the WebAssembly tier's, as Jupyter's do
# (internal/pycell, which sbx puts in CELL); the status is that of a process
# (SystemExit, 1 after an uncaught exception).
#
# A cell still running at the client's time limit ($SBX_TIMEOUT seconds), or
# when the client gets SIGINT (sbx cancelled the call), is interrupted with
# SIGINT, as Ctrl-C would: KeyboardInterrupt, and the kernel keeps its state.
# One that has not ended GRACE seconds later is killed with the kernel, by the
# client: a loop in C holds the kernel's GIL, so the kernel could not.
#
# Rich results: the kernel runs sbx's display code (internal/display, which
# sbx puts in DISPLAY), so display() exists, a last value with a rich form is sent as a
# MIME bundle, and after each cell the figures it left open are displayed.
# matplotlib's pyplot.show displays the open figures and closes them.
import json
import os
import signal
import socket
import struct
import sys
import threading
import time

SOCK = os.environ.get("SBX_SOCK", "/tmp/.sbx-python.sock")
GRACE = 1.0
DISPLAY = ""  # sbx's display code, put here by sbx (pykernel.go)
CELL = ""  # how a cell runs (internal/pycell), put here by sbx (pykernel.go)
TIMED_OUT = 124  # the cell passed its time limit and was interrupted: the state is kept
LOST = 125  # the kernel died mid-cell: its state is gone
KILLED = 137  # the cell passed its time limit and was killed with the kernel, as timeout -s KILL
# What the client prints first when it had to start a kernel while one was
# expected ($SBX_KERNEL_EXPECTED): sbx reads it as the state being lost.
FRESH = "sbx: the Python interpreter had stopped; a new one was started (variables lost, files kept)"


def client():
    interrupted = False

    def on_sigint(signum, frame):  # once: sbx may signal the client more than once
        nonlocal interrupted
        if not interrupted:
            interrupted = True
            raise KeyboardInterrupt

    signal.signal(signal.SIGINT, on_sigint)
    try:
        talk()
    except KeyboardInterrupt:
        sys.exit(130)  # cancelled before the cell started


def talk():
    code = sys.stdin.buffer.read()
    s = socket.socket(socket.AF_UNIX)
    try:
        s.connect(SOCK)
    except OSError:
        if os.environ.get("SBX_KERNEL_EXPECTED"):
            print(FRESH, file=sys.stderr, flush=True)
        start_kernel()
        s = connect_retrying()
    keys = [k for k in os.environ.get("SBX_PASS", "").split(",") if k]
    head = json.dumps({"cwd": os.getcwd(), "env": {k: os.environ[k] for k in keys if k in os.environ},
                       "len": len(code)}).encode()
    socket.send_fds(s, [struct.pack("!I", len(head)) + head], [1, 2])
    s.sendall(code)
    limit = float(os.environ.get("SBX_TIMEOUT") or 0) or None
    timed_out = False
    try:
        status = read_status(s, limit)
        timed_out = status is None
    except KeyboardInterrupt:
        status = None
    if status is not None:
        sys.exit(status)
    # The kernel's pid from the file it wrote before it took the socket:
    # gVisor answers SO_PEERCRED with the caller's own pid.
    with open(SOCK + ".pid") as f:
        pid = int(f.read())
    os.kill(pid, signal.SIGINT)
    try:
        status = read_status(s, GRACE)
    except KeyboardInterrupt:
        status = read_status(s, GRACE)
    what = f"took longer than its time limit of {limit:g} s" if timed_out else "was cancelled"
    if status is None:
        os.killpg(pid, signal.SIGKILL)  # the kernel leads its own session
        print(f"sbx: the run {what} and did not stop within {GRACE:g} s of being interrupted; "
              "the interpreter was stopped (variables lost, files kept)", file=sys.stderr)
        sys.exit(KILLED if timed_out else LOST)
    if timed_out:
        print(f"sbx: the run {what} and was interrupted; the interpreter kept its variables", file=sys.stderr)
        sys.exit(TIMED_OUT)
    sys.exit(status)


def read_status(s, timeout):
    """The cell's status, or None if it is still running after timeout seconds."""
    deadline = None if timeout is None else time.monotonic() + timeout
    status = b""
    while len(status) < 4:
        s.settimeout(None if deadline is None else max(deadline - time.monotonic(), 0))
        try:
            chunk = s.recv(4 - len(status))
        except TimeoutError:
            return None
        if not chunk:
            print("sbx: the Python interpreter stopped (out of memory, or killed); its variables are lost",
                  file=sys.stderr)
            sys.exit(LOST)
        status += chunk
    return struct.unpack("!i", status)[0]


def start_kernel():
    import subprocess
    env = {k: v for k, v in os.environ.items() if not k.startswith("SBX_")}
    env["SBX_KERNEL"] = "1"  # how sbx finds the kernel and its children to kill them
    subprocess.Popen([sys.executable, "-c", os.environ["SBX_PY"], "serve", SOCK], env=env, cwd="/",
                     stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                     start_new_session=True, close_fds=True)


def connect_retrying():
    deadline = time.monotonic() + 10
    while True:
        s = socket.socket(socket.AF_UNIX)
        try:
            s.connect(SOCK)
            return s
        except OSError:
            s.close()
            if time.monotonic() > deadline:
                raise
            time.sleep(0.01)


def watch(conn, wake):
    """Interrupts the cell if the client goes away mid-cell (sbx stopped the
    call), and kills the kernel, and all it started, if the cell has not
    ended GRACE seconds later."""
    import select
    p = select.poll()
    p.register(conn, select.POLLIN | select.POLLHUP)
    p.register(wake, select.POLLIN)
    events = p.poll()
    if not any(fd == wake for fd, _ in events):
        signal.pthread_kill(threading.main_thread().ident, signal.SIGINT)
        p.unregister(conn)
        if not p.poll(GRACE * 1000):
            os.killpg(0, 9)
    os.close(wake)


def listen(sock):
    """Returns a function that waits for the next cell's connection: accepted
    on the Unix socket at the path sock, or, when sock is a number, received
    over that inherited socket (SCM_RIGHTS), for sandboxes that reach the
    kernel through descriptors only. The kernel ends when that socket closes."""
    if sock.isdigit():
        ctl = socket.socket(fileno=int(sock))

        def receive():
            _, fds, _, _ = socket.recv_fds(ctl, 1, 1)
            if not fds:
                sys.exit(0)
            return socket.socket(fileno=fds[0])

        return receive
    try:
        os.unlink(sock)
    except FileNotFoundError:
        pass
    srv = socket.socket(socket.AF_UNIX)
    srv.bind(sock + ".new")
    srv.listen(16)
    with open(sock + ".pid.new", "w") as f:  # for clients to interrupt a cell
        f.write(str(os.getpid()))
    os.rename(sock + ".pid.new", sock + ".pid")
    os.rename(sock + ".new", sock)  # clients see a socket that accepts, or none
    return lambda: srv.accept()[0]


def prepare():
    """Sets the interpreter up as a kernel: sbx's display code and the
    working directory on sys.path, and the module _sbx_cell, which runs
    the cells. The namespace of the cells: a fresh __main__ module's, as
    IPython's, so that what a cell defines pickles by reference (__main__.f)
    and multiprocessing's workers find it. The kernel's own module stays
    loaded as sbx_kernel."""
    m = sys.modules["_sbx_cell"] = type(sys)("_sbx_cell")
    exec(compile(CELL, "<sbx cell>", "exec"), m.__dict__)
    if DISPLAY:
        exec(compile(DISPLAY, "<sbx display>", "exec"), {"__name__": "sbx_display"})
    sys.path.insert(0, "")
    sys.modules["sbx_kernel"] = sys.modules["__main__"]
    main = type(sys)("__main__")
    main.__builtins__ = __builtins__
    sys.modules["__main__"] = main
    return main.__dict__


def run_cell(src, ns, name, handler=None):
    """Runs src (bytes) in ns as a notebook cell named name (pycell.py);
    frames of the function whose code is handler (a signal handler) are
    left out of tracebacks. Its status, as a process's."""
    return sys.modules["_sbx_cell"].run(src, ns, name, (handler,) if handler else ())


def cell():
    """Runs stdin as one cell in this process and exits with its status."""
    ns = prepare()
    status = run_cell(sys.stdin.buffer.read(), ns, "<stdin>")
    sys.stdout.flush()
    sys.exit(status)


def serve(sock):
    running = False

    def interrupt(signum, frame):
        if running:  # a SIGINT that comes as a cell ends is for that cell
            raise KeyboardInterrupt

    signal.signal(signal.SIGINT, interrupt)
    ns = prepare()
    accept = listen(sock)
    count = 0

    devnull = os.open(os.devnull, os.O_WRONLY)
    while True:
        conn = accept()
        with conn:
            try:
                msg, fds, _, _ = socket.recv_fds(conn, 4 + 65536, 2)
                (n,) = struct.unpack("!I", msg[:4])
                head = json.loads(msg[4:4 + n])
                code = msg[4 + n:]
                while len(code) < head["len"]:
                    chunk = conn.recv(head["len"] - len(code))
                    if not chunk:
                        break
                    code += chunk
                os.dup2(fds[0], 1)
                os.dup2(fds[1], 2)
                for fd in fds:
                    os.close(fd)
            except Exception:
                continue
            sys.stdout = open(1, "w", buffering=1, encoding="utf-8", errors="backslashreplace", closefd=False)
            sys.stderr = open(2, "w", buffering=1, encoding="utf-8", errors="backslashreplace", closefd=False)
            saved = dict(os.environ)
            os.environ.update(head["env"])
            try:
                os.chdir(head["cwd"])
            except OSError:
                pass
            wake_r, wake_w = os.pipe()
            threading.Thread(target=watch, args=(conn, wake_r), daemon=True).start()
            running = True
            count += 1
            try:
                status = run_cell(code, ns, f"<cell-{count}>", interrupt.__code__)
            except KeyboardInterrupt:  # it came as the cell ended
                status = 1
            running = False
            os.write(wake_w, b"x")
            os.close(wake_w)
            for f in (sys.stdout, sys.stderr):
                try:
                    f.flush()
                except Exception:
                    pass
            os.environ.clear()
            os.environ.update(saved)
            # Let go of the caller's output so its call can end.
            os.dup2(devnull, 1)
            os.dup2(devnull, 2)
            try:
                conn.sendall(struct.pack("!i", status & 0xFF))  # as a process exit status
            except OSError:
                pass


if __name__ == "__main__":
    {"serve": lambda: serve(sys.argv[2]), "cell": cell}.get(sys.argv[1] if sys.argv[1:] else "", client)()
