# sbx's rich display for Python kernels: what a notebook cell shows.
#
# Every kernel sbx runs (WebAssembly, os, Docker, microVM) executes this
# once: it defines builtins.display, makes sys.displayhook also send a value
# that has a rich form as a MIME bundle (as Jupyter's display protocol does:
# _repr_png_, _repr_jpeg_, _repr_svg_, _repr_html_, _repr_markdown_,
# _repr_json_, pandas DataFrames and Series, PIL images, matplotlib
# figures), makes matplotlib's pyplot.show display the open figures, and
# defines builtins.__sbx_flush__, which a kernel with matplotlib calls after
# each cell to display the figures the cell left open.
#
# A bundle is {"data": {mime: text or base64}, "metadata": {...}} and goes
# to DIR/NNNNNN.json (written under a temporary name, then renamed), for
# sbx to collect, in order, when the cell ends. A cell keeps at most
# MAX_DISPLAYS bundles of at most MAX_BYTES each; past that, one more
# bundle says how many were left out.
import base64 as _b64
import builtins as _builtins
import json as _json
import os as _os
import sys as _sys

DIR = "/workspace/.sbx/displays"  # Dir in display.go
MAX_DISPLAYS = 20
MAX_BYTES = 8 << 20
MAX_ROWS = 20


class _State:
    seq = 0


# The bundle that says how many displays a cell left out: it sorts last.
TRUNCATED = "zzzzzz.json"


def _reprs(obj):
    """The MIME data of obj's rich forms, without text/plain."""
    data = {}
    for mime, name, binary in (("image/png", "_repr_png_", True), ("image/jpeg", "_repr_jpeg_", True),
                               ("image/svg+xml", "_repr_svg_", False), ("text/html", "_repr_html_", False),
                               ("text/markdown", "_repr_markdown_", False), ("application/json", "_repr_json_", False)):
        method = getattr(obj, name, None)
        if not callable(method) or isinstance(obj, type):
            continue
        try:
            value = method()
        except Exception:
            continue
        if isinstance(value, tuple):  # (data, metadata)
            value = value[0]
        if value is None:
            continue
        if binary:
            if isinstance(value, str):
                value = value.encode("latin-1", "replace")
            value = _b64.b64encode(value).decode()
        elif mime == "application/json":
            value = _json.loads(_json.dumps(value, default=str))
        data[mime] = value
    return data


def _type_name(obj):
    t = type(obj)
    return t.__module__.split(".")[0] + "." + t.__name__


def _pil(obj):
    import io
    buf = io.BytesIO()
    img = obj if obj.mode in ("RGB", "RGBA", "L", "LA", "P", "1", "I;16") else obj.convert("RGBA")
    img.save(buf, format="PNG")
    return {"image/png": _b64.b64encode(buf.getvalue()).decode()}, {"width": obj.width, "height": obj.height}


def _figure(fig):
    import io
    buf = io.BytesIO()
    fig.savefig(buf, format="png")
    w, h = fig.get_size_inches() * fig.dpi
    return {"image/png": _b64.b64encode(buf.getvalue()).decode()}, {"width": int(round(w)), "height": int(round(h))}


def _frame(df):
    """A pandas DataFrame or Series: a markdown table of its first rows, and
    the same rows as data."""
    if _type_name(df) == "pandas.Series":
        df = df.to_frame()
    head = df.head(MAX_ROWS)
    cols = [str(c) for c in head.columns]
    index = [str(i) for i in head.index]
    rows = [[_cell(v) for v in row] for row in head.itertuples(index=False, name=None)]
    lines = ["| " + " | ".join([""] + cols) + " |", "|" + "---|" * (len(cols) + 1)]
    for i, row in zip(index, rows):
        lines.append("| " + " | ".join([i] + row) + " |")
    if len(df) > MAX_ROWS:
        lines.append("")
        lines.append(f"{len(df)} rows × {len(df.columns)} columns; the first {MAX_ROWS} shown")
    table = {"columns": cols, "index": index, "data": rows, "shape": [int(len(df)), int(len(df.columns))]}
    return {"text/markdown": "\n".join(lines), "application/vnd.sbx.table+json": table}, {}


def _cell(v):
    s = str(v).replace("|", "\\|").replace("\n", " ")
    return s if len(s) <= 60 else s[:57] + "..."


# Types whose values have no rich form: a last value of one costs a cell
# nothing more than its repr.
_PLAIN = (int, float, complex, bool, str, bytes, list, tuple, dict, set, frozenset, range)


def bundle(obj):
    """The MIME bundle of obj, or None when it has no rich form."""
    if type(obj) in _PLAIN:
        return None
    name = _type_name(obj)
    meta = {}
    try:
        if name in ("pandas.DataFrame", "pandas.Series"):
            data, meta = _frame(obj)
        elif hasattr(obj, "im") and name.startswith("PIL.") and hasattr(obj, "save"):
            data, meta = _pil(obj)
        elif name == "matplotlib.Figure":
            data, meta = _figure(obj)
        else:
            data = _reprs(obj)
    except Exception as e:
        data = {}
        meta = {"error": f"{type(e).__name__}: {e}"}
    if not data:
        return None
    try:
        text = repr(obj)
    except Exception:
        text = f"<{name}>"
    data["text/plain"] = text if len(text) <= 2000 else text[:2000] + "..."
    meta["type"] = name
    return {"data": data, "metadata": meta}


def send(make):
    """Writes the bundle make() returns (None for none) for sbx, unless the
    cell has kept MAX_DISPLAYS already: then it counts one more left out,
    without making it. What sbx has not collected yet counts against the
    cell's limit, so the count starts again with each cell."""
    try:
        _os.makedirs(DIR, exist_ok=True)
        kept = [n for n in _os.listdir(DIR) if n.endswith(".json") and n != TRUNCATED]
        if len(kept) >= MAX_DISPLAYS:
            _truncated()
            return
        b = make()
        if b is None:
            return
        text = _json.dumps(b)
        if len(text) > MAX_BYTES:
            b = {"data": {"text/plain": b["data"].get("text/plain", "")},
                 "metadata": {"type": b["metadata"].get("type"),
                              "error": f"the display was {len(text)} bytes, over the limit of {MAX_BYTES}"}}
            text = _json.dumps(b)
        _State.seq += 1
        _write(f"{_State.seq:06d}.json", text)
    except OSError as e:
        print(f"sbx: a display could not be kept: {e}", file=_sys.stderr)


def _truncated():
    """Counts one more display left out, in the TRUNCATED bundle."""
    n = 1
    try:
        with open(f"{DIR}/{TRUNCATED}") as f:
            n += _json.load(f)["metadata"]["dropped"]
    except (OSError, ValueError, KeyError):
        pass
    _write(TRUNCATED, _json.dumps({"data": {"text/plain": f"{n} more displays were left out: a cell keeps at most {MAX_DISPLAYS}"},
                                   "metadata": {"type": "sbx.truncated", "dropped": n}}))


def _write(name, text):
    path = f"{DIR}/{name}"
    with open(path + ".tmp", "w") as f:
        f.write(text)
    _os.replace(path + ".tmp", path)


def display(*objs, **_):
    """Displays each object as a notebook would: its richest form (an
    image, a table, HTML, markdown), else its repr."""
    for obj in objs:
        send(lambda: bundle(obj) or {"data": {"text/plain": repr(obj)}, "metadata": {"type": _type_name(obj)}})


_plain_hook = _sys.displayhook


def _displayhook(value):
    """Shows a cell's last value as before, its repr on stdout (which every
    client reads), and sends its rich form too when it has one."""
    _plain_hook(value)
    b = None if value is None else bundle(value)
    if b is not None:
        send(lambda: b)


def _open_figures():
    plt = _sys.modules.get("matplotlib.pyplot")
    if plt is None:
        return []
    return [plt.figure(n) for n in plt.get_fignums()]


def _show(*args, **kwargs):
    """pyplot.show: displays every open figure, then closes it."""
    plt = _sys.modules.get("matplotlib.pyplot")
    for fig in _open_figures():
        display(fig)
        plt.close(fig)


def flush():
    """Ends a cell: displays the figures it left open, and closes them."""
    try:
        _show()
    except Exception as e:
        print(f"sbx: the open figures could not be displayed: {e}", file=_sys.stderr)


class _PyplotHook:
    """Makes matplotlib.pyplot.show display, whenever pyplot is imported."""

    def find_spec(self, name, path, target=None):
        if name != "matplotlib.pyplot":
            return None
        import importlib.machinery
        spec = importlib.machinery.PathFinder.find_spec(name, path)
        if spec is None or spec.loader is None:
            return spec
        exec_module = spec.loader.exec_module

        def exec_and_patch(module):
            exec_module(module)
            module.show = _show

        spec.loader.exec_module = exec_and_patch
        return spec


_builtins.display = display
_builtins.__sbx_flush__ = flush
_sys.displayhook = _displayhook
if "matplotlib.pyplot" in _sys.modules:
    _sys.modules["matplotlib.pyplot"].show = _show
else:
    _sys.meta_path.insert(0, _PyplotHook())
