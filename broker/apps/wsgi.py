# The publish_app kernel side: loaded into the sandbox's Python kernel once,
# as module _sbx_wsgi, it calls a published WSGI application (PEP 3333) for
# one HTTP request the gateway passes in, and prints one line: MARK and the
# response as JSON, the body in base64. What the application prints is not
# part of the response. Pure standard library.

import base64
import contextlib
import importlib
import io
import json
import sys
import traceback

MARK = "\x1esbx-app:"
ERRORS = 16 << 10  # characters of wsgi.errors and tracebacks kept


def load(target, fresh=False):
    """Returns the callable target names (module:attribute). fresh imports
    the module anew, so a publish after an edit serves the edited file."""
    module, _, attr = target.partition(":")
    if "/workspace" not in sys.path:
        sys.path.insert(0, "/workspace")
    if module == "__main__":
        obj = sys.modules["__main__"]
    else:
        if fresh:
            for name in [m for m in sys.modules if m == module or m.startswith(module + ".")]:
                del sys.modules[name]
            importlib.invalidate_caches()
        obj = importlib.import_module(module)
    for part in attr.split("."):
        obj = getattr(obj, part)
    if not callable(obj):
        raise TypeError(f"{target} is a {type(obj).__name__}, not a WSGI callable (a function of environ and start_response)")
    return obj


def check(target):
    """Imports target afresh and says whether it is a callable."""
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            load(target, fresh=True)
        result = {"ok": True}
    except BaseException:
        result = {"error": clip(traceback.format_exc())}
    print(MARK + json.dumps(result))


def call(target, req, budget):
    """Calls target for request req and prints the response in at most
    budget bytes."""
    errors = io.StringIO()
    environ = {
        "REQUEST_METHOD": req["method"],
        "SCRIPT_NAME": "",
        "PATH_INFO": req["path"],
        "QUERY_STRING": req["query"],
        "SERVER_NAME": req["server_name"],
        "SERVER_PORT": req["server_port"],
        "SERVER_PROTOCOL": "HTTP/1.1",
        "wsgi.version": (1, 0),
        "wsgi.url_scheme": req["scheme"],
        "wsgi.input": io.BytesIO(base64.b64decode(req["body"])),
        "wsgi.errors": errors,
        "wsgi.multithread": False,
        "wsgi.multiprocess": False,
        "wsgi.run_once": False,
    }
    for name, value in req["headers"]:
        key = name.upper().replace("-", "_")
        if key in ("CONTENT_TYPE", "CONTENT_LENGTH"):
            environ[key] = value
        elif "HTTP_" + key in environ:
            environ["HTTP_" + key] += "," + value
        else:
            environ["HTTP_" + key] = value
    started = []
    body = []

    def start_response(status, headers, exc_info=None):
        if exc_info and started:
            raise exc_info[1].with_traceback(exc_info[2])
        started[:] = [status, headers]
        return body.append

    try:
        with contextlib.redirect_stdout(io.StringIO()):
            result = load(target)(environ, start_response)
            try:
                for chunk in result:
                    body.append(chunk)
            finally:
                if hasattr(result, "close"):
                    result.close()
        if not started:
            raise RuntimeError("the application returned without calling start_response")
        data = b"".join(bytes(c) for c in body)
        out = {
            "status": str(started[0]),
            "headers": [[str(k), str(v)] for k, v in started[1]],
            "body": base64.b64encode(data).decode(),
        }
    except BaseException as e:
        if isinstance(e, (KeyboardInterrupt, SystemExit)):
            raise
        out = {"error": clip(traceback.format_exc())}
    line = json.dumps(out)
    if len(line) > budget:
        size = len(base64.b64decode(out.get("body", "")))
        line = json.dumps({"too_large": f"the response is {size} bytes, more than a request's output limit allows "
                           f"(about {budget * 3 // 4 >> 10} KiB); publish large files as a static app"})
    print(MARK + line)


def clip(s):
    return s if len(s) <= ERRORS else s[:ERRORS] + "\n[...]"
