# sbx's persistent Python interpreter for native sandboxes.
#
#   python3 -c "$SBX_PY" run    send stdin (a cell) to the sandbox's kernel,
#                               starting it if needed; exit with the cell's status
#   python3 -c "$SBX_PY" serve  the kernel: runs cells one at a time in one
#                               namespace, so variables and imports persist
#
# The client passes its own stdout and stderr to the kernel (SCM_RIGHTS), so a
# cell's output, and that of any process it starts, goes straight to the
# caller. Cells behave like the WebAssembly tier's: a final expression is shown
# with sys.displayhook; the status is that of a process (SystemExit, 1 after
# an uncaught exception).
import json
import os
import socket
import struct
import sys
import threading
import time

SOCK = "/tmp/.sbx-python.sock"
LOST = 125  # the kernel died mid-cell: its state is gone


def client():
    code = sys.stdin.buffer.read()
    s = socket.socket(socket.AF_UNIX)
    try:
        s.connect(SOCK)
    except OSError:
        start_kernel()
        s = connect_retrying()
    keys = [k for k in os.environ.get("SBX_PASS", "").split(",") if k]
    head = json.dumps({"cwd": os.getcwd(), "env": {k: os.environ[k] for k in keys if k in os.environ},
                       "len": len(code)}).encode()
    socket.send_fds(s, [struct.pack("!I", len(head)) + head], [1, 2])
    s.sendall(code)
    status = b""
    while len(status) < 4:
        chunk = s.recv(4 - len(status))
        if not chunk:
            print("sbx: the Python interpreter stopped (out of memory, or killed); its variables are lost",
                  file=sys.stderr)
            sys.exit(LOST)
        status += chunk
    sys.exit(struct.unpack("!i", status)[0])


def start_kernel():
    import subprocess
    env = {k: v for k, v in os.environ.items() if not k.startswith("SBX_")}
    env["SBX_KERNEL"] = "1"  # how sbx finds the kernel and its children to kill them
    subprocess.Popen([sys.executable, "-c", os.environ["SBX_PY"], "serve"], env=env, cwd="/",
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
    """Kills the kernel, and all it started, if the client goes away mid-cell
    (sbx stopped the call): the cell's state is lost either way, and this
    way the caller's output is released at once."""
    import select
    p = select.poll()
    p.register(conn, select.POLLIN | select.POLLHUP)
    p.register(wake, select.POLLIN)
    events = p.poll()
    os.close(wake)
    if not any(fd == wake for fd, _ in events):
        os.killpg(0, 9)


def serve():
    import ast
    import linecache

    try:
        os.unlink(SOCK)
    except FileNotFoundError:
        pass
    srv = socket.socket(socket.AF_UNIX)
    srv.bind(SOCK + ".new")
    srv.listen(16)
    os.rename(SOCK + ".new", SOCK)  # clients see a socket that accepts, or none
    ns = {"__name__": "__main__", "__builtins__": __builtins__}
    sys.path.insert(0, "")
    count = 0

    def run(src):
        nonlocal count
        count += 1
        name = f"<cell-{count}>"
        try:
            text = src.decode("utf-8", "replace")
            linecache.cache[name] = (len(text), None, text.splitlines(True), name)
            tree = compile(src, name, "exec", ast.PyCF_ONLY_AST)
            last = None
            if tree.body and isinstance(tree.body[-1], ast.Expr) and not text.rstrip().endswith(";"):
                last = ast.Expression(tree.body.pop().value)
            if tree.body:
                exec(compile(tree, name, "exec"), ns)
            if last is not None:
                value = eval(compile(last, name, "eval"), ns)
                if value is not None:
                    sys.displayhook(value)
            return 0
        except SystemExit as e:
            if e.code is None:
                return 0
            if isinstance(e.code, int):
                return e.code
            print(e.code, file=sys.stderr)
            return 1
        except BaseException as e:
            tb = e.__traceback__
            if tb is not None and tb.tb_frame.f_code is run.__code__:
                tb = tb.tb_next
            sys.excepthook(type(e), e, tb)
            return 1

    devnull = os.open(os.devnull, os.O_WRONLY)
    while True:
        conn, _ = srv.accept()
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
            status = run(code)
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
    serve() if sys.argv[1:] == ["serve"] else client()
