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


# The rich forms of Jupyter's display protocol: MIME type, method, whether
# the data is binary (sent as base64).
_FORMS = (("image/png", "_repr_png_", True), ("image/jpeg", "_repr_jpeg_", True),
          ("image/svg+xml", "_repr_svg_", False), ("text/html", "_repr_html_", False),
          ("text/markdown", "_repr_markdown_", False), ("text/latex", "_repr_latex_", False),
          ("application/json", "_repr_json_", False), ("application/javascript", "_repr_javascript_", False),
          ("application/pdf", "_repr_pdf_", True))
_BINARY = {mime for mime, _, binary in _FORMS if binary} | {"image/gif", "image/webp"}


def _reprs(obj):
    """The MIME data of obj's rich forms, and their metadata: those of its
    _repr_mimebundle_, then of its _repr_*_ methods."""
    data, meta = {}, {}
    method = getattr(obj, "_repr_mimebundle_", None)
    if callable(method) and not isinstance(obj, type):
        try:
            value = method(include=None, exclude=None)
        except Exception:
            value = None
        if isinstance(value, tuple):
            value, meta = value[0], dict(value[1] or {})
        for mime, v in (value or {}).items():
            data[mime] = _encode(mime, v)
    for mime, name, _ in _FORMS:
        method = getattr(obj, name, None)
        if mime in data or not callable(method) or isinstance(obj, type):
            continue
        try:
            value = method()
        except Exception:
            continue
        if isinstance(value, tuple):  # (data, metadata)
            value, m = value
            if isinstance(m, dict):
                meta.update(m)
        if value is not None:
            data[mime] = _encode(mime, value)
    return data, meta


def _encode(mime, value):
    """value as a bundle holds data of type mime: base64 for binary types,
    JSON for JSON types, else text."""
    if mime in _BINARY:
        if isinstance(value, str):
            return value  # base64 already, as Jupyter's raw bundles have it
        return _b64.b64encode(value).decode()
    if mime == "application/json" or mime.endswith("+json"):
        return _json.loads(_json.dumps(value, default=str))
    return value if isinstance(value, str) else str(value)


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
            data, meta = _reprs(obj)
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


def display(*objs, include=None, exclude=None, metadata=None, transient=None, display_id=None,
            raw=False, clear=False, **kwargs):
    """Displays each object as a notebook would: its richest form (an
    image, a table, HTML, markdown), else its repr. With raw=True each
    object is a bundle's data already, {mime: data}. As IPython's, it
    returns a DisplayHandle when given a display_id."""
    if clear:
        clear_output()
    for obj in objs:
        if raw:
            send(lambda: {"data": {k: _encode(k, v) for k, v in dict(obj).items()},
                          "metadata": dict(metadata or {}, type="raw")})
            continue
        send(lambda: _only(bundle(obj), include, exclude, metadata) or
             {"data": {"text/plain": repr(obj)}, "metadata": {"type": _type_name(obj)}})
    if display_id:
        return DisplayHandle(None if display_id is True else display_id)
    return None


def _only(b, include, exclude, metadata):
    """b with only the MIME types in include and none in exclude, and
    metadata added."""
    if b is None:
        return None
    b["data"] = {k: v for k, v in b["data"].items()
                 if (include is None or k in include or k == "text/plain") and k not in (exclude or ())}
    b["metadata"].update(metadata or {})
    return b


def clear_output(wait=False):
    """Drops what the cell displayed so far, as a notebook clears a cell's
    output (what it printed is sent already)."""
    try:
        for name in _os.listdir(DIR):
            _os.remove(f"{DIR}/{name}")
    except OSError:
        pass


class DisplayHandle:
    """IPython's handle on a display: here, updating it displays again."""

    def __init__(self, display_id=None):
        import uuid
        self.display_id = display_id or uuid.uuid4().hex

    def display(self, obj, **kwargs):
        display(obj, **kwargs)

    def update(self, obj, **kwargs):
        display(obj, **kwargs)


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


def _patch_pyplot(module):
    module.show = _show


def _patch_pil(module):
    module.Image.show = lambda self, *args, **kwargs: display(self)


class _PatchOnImport:
    """Patches a module as it is imported: pyplot.show and PIL's
    Image.show display."""

    patches = {"matplotlib.pyplot": _patch_pyplot, "PIL.Image": _patch_pil}

    def find_spec(self, name, path, target=None):
        patch = self.patches.get(name)
        if patch is None:
            return None
        import importlib.machinery
        spec = importlib.machinery.PathFinder.find_spec(name, path)
        if spec is None or spec.loader is None or not hasattr(spec.loader, "exec_module"):
            return spec
        exec_module = spec.loader.exec_module

        def exec_and_patch(module):
            exec_module(module)
            patch(module)

        spec.loader.exec_module = exec_and_patch
        return spec


class DisplayObject:
    """IPython.display's base of displayable data: data, or the content of
    filename (a sandbox path), with its metadata."""

    _binary = False

    def __init__(self, data=None, url=None, filename=None, metadata=None):
        if isinstance(data, str) and filename is None and url is None and _os.path.isfile(data) and not self._binary:
            filename, data = data, None
        self.data, self.url, self.filename = data, url, filename
        self.metadata = dict(metadata or {})
        if filename is not None and data is None:
            with open(filename, "rb" if self._binary else "r") as f:
                self.data = f.read()

    def __repr__(self):
        return f"<IPython.core.display.{type(self).__name__} object>"

    def _data_and_metadata(self):
        return (self.data, self.metadata) if self.metadata else self.data


def _text_class(name, method):
    return type(name, (DisplayObject,), {method: DisplayObject._data_and_metadata,
                                         "__doc__": f"IPython.display's {name}: its data as {method[6:-1]}."})


HTML = _text_class("HTML", "_repr_html_")
Markdown = _text_class("Markdown", "_repr_markdown_")
Latex = _text_class("Latex", "_repr_latex_")
SVG = _text_class("SVG", "_repr_svg_")
Javascript = _text_class("Javascript", "_repr_javascript_")


class Pretty(DisplayObject):
    """IPython.display's Pretty: its data as plain text."""

    def __repr__(self):
        return str(self.data)


class Code(Pretty):
    """IPython.display's Code: source text."""

    def __init__(self, data=None, url=None, filename=None, language=None):
        super().__init__(data, url, filename)
        self.language = language


class JSON(DisplayObject):
    """IPython.display's JSON: data (or a JSON string) as application/json."""

    def __init__(self, data=None, url=None, filename=None, expanded=False, metadata=None, root="root", **kwargs):
        super().__init__(data, url, filename, metadata)
        if isinstance(self.data, str):
            self.data = _json.loads(self.data)
        self.metadata.update(expanded=expanded, root=root, **kwargs)

    def _repr_json_(self):
        return self.data, self.metadata


class Image(DisplayObject):
    """IPython.display's Image: PNG, JPEG or GIF bytes, or a file of them;
    a URL not embedded is shown as an <img> tag."""

    _binary = True
    _sniff = ((b"\x89PNG", "png"), (b"\xff\xd8", "jpeg"), (b"GIF8", "gif"), (b"RIFF", "webp"))

    def __init__(self, data=None, url=None, filename=None, format=None, embed=None, width=None, height=None,
                 retina=False, unconfined=False, metadata=None, alt=None):
        if isinstance(data, str) and filename is None and url is None:
            if data.startswith(("http://", "https://", "data:")):
                url, data = data, None
            else:
                filename, data = data, None
        if isinstance(data, bytes) and format is None:
            format = next((f for magic, f in self._sniff if data.startswith(magic)), None)
        if format is None and (filename or url):
            format = (filename or url).rsplit(".", 1)[-1].lower().replace("jpg", "jpeg")
        self.format, self.embed = format, embed if embed is not None else url is None
        self.width, self.height, self.alt = width, height, alt
        super().__init__(data, url if not self.embed else None, filename if self.embed else None, metadata)
        if url is not None:
            self.url = url
        for key in ("width", "height", "alt"):
            if getattr(self, key) is not None:
                self.metadata[key] = getattr(self, key)

    def _repr_mimebundle_(self, include=None, exclude=None):
        if not self.embed:
            size = "".join(f' {k}="{getattr(self, k)}"' for k in ("width", "height") if getattr(self, k) is not None)
            return {"text/html": f'<img src="{self.url}"{size}/>'}, self.metadata
        mime = "image/" + (self.format or "png")
        return {mime: self.data}, self.metadata


class IFrame:
    """IPython.display's IFrame: a page shown in an <iframe>."""

    def __init__(self, src, width, height, extras=None, **kwargs):
        self.src, self.width, self.height = src, width, height

    def _repr_html_(self):
        return f'<iframe width="{self.width}" height="{self.height}" src="{self.src}" frameborder="0" allowfullscreen></iframe>'


class FileLink:
    """IPython.display's FileLink: a link to a file of the sandbox."""

    def __init__(self, path, url_prefix="", result_html_prefix="", result_html_suffix="<br>"):
        self.path = _os.fsdecode(path)
        self.url_prefix = url_prefix

    def __repr__(self):
        return _os.path.abspath(self.path)

    def _repr_html_(self):
        return f"<a href='{self.url_prefix}{self.path}' target='_blank'>{self.path}</a><br>"


def publish_display_data(data, metadata=None, source=None, *, transient=None, **kwargs):
    """Displays a bundle's data, {mime: data}, as it is."""
    display(data, raw=True, metadata=metadata)


def update_display(obj, *, display_id, **kwargs):
    """IPython's update_display: here, displays obj again."""
    display(obj, **kwargs)


def _display_as(mime):
    def show(*objs, raw=False, metadata=None):
        for obj in objs:
            display({mime: obj} if raw else obj, raw=raw, metadata=metadata)
    show.__name__ = "display_" + mime.split("/")[1].split("+")[0]
    return show


def _ipython():
    """The modules IPython, IPython.display, IPython.core and
    IPython.core.display, for sandboxes without IPython: one module of
    IPython.display's classes and functions, over this display code."""
    import types
    names = ("display", "clear_output", "update_display", "publish_display_data", "DisplayHandle", "DisplayObject",
             "HTML", "Markdown", "Latex", "SVG", "Javascript", "JSON", "Image", "Pretty", "Code", "IFrame", "FileLink")
    disp = types.ModuleType("IPython.display", "sbx's IPython.display: what cells display, as Jupyter shows it.")
    for name in names:
        obj = globals()[name]
        if isinstance(obj, type):
            obj.__module__ = "IPython.core.display"
        setattr(disp, name, obj)
    for mime in ("text/html", "text/markdown", "text/latex", "image/svg+xml", "application/json",
                 "application/javascript", "image/png", "image/jpeg", "application/pdf"):
        f = _display_as(mime)
        setattr(disp, f.__name__, f)
    core = types.ModuleType("IPython.core")
    core.display = disp
    top = types.ModuleType("IPython", "sbx's stand-in for IPython: IPython.display only.")
    top.display, top.core, top.__path__ = disp, core, []
    top.get_ipython = lambda: None  # not an IPython shell: libraries then use their plain forms
    top.version_info, top.__version__ = (8, 0, 0), "8.0.0 (sbx)"
    return {"IPython": top, "IPython.display": disp, "IPython.core": core, "IPython.core.display": disp}


class _IPythonFinder:
    """Imports sbx's IPython.display where IPython is not installed."""

    modules = None

    def find_spec(self, name, path, target=None):
        if name.split(".")[0] != "IPython":
            return None
        import importlib.machinery
        import importlib.util
        if self.modules is None:
            if importlib.machinery.PathFinder.find_spec("IPython") is not None:
                _sys.meta_path.remove(self)  # the real one
                return None
            self.modules = _ipython()
        module = self.modules.get(name)
        if module is None:
            return None
        return importlib.util.spec_from_loader(name, _Loaded(module))


class _Loaded:
    """A loader of a module made already."""

    def __init__(self, module):
        self.module = module

    def create_module(self, spec):
        return self.module

    def exec_module(self, module):
        pass


_builtins.display = display
_builtins.__sbx_flush__ = flush
_sys.displayhook = _displayhook
for _name, _patch in _PatchOnImport.patches.items():
    if _name in _sys.modules:
        _patch(_sys.modules[_name])
_sys.meta_path.insert(0, _PatchOnImport())
_sys.meta_path.append(_IPythonFinder())
