# The data_dashboard kernel side: loaded into the sandbox's Python kernel
# once, as module _sbx_dashboard, it keeps each dataset parsed in memory so
# that paging, filtering and grouping never re-read a file or re-run code.
# main(args) prints one line: MARK and the dashboard as JSON. Pure standard
# library, so it runs in the WebAssembly guest.

import __main__
import collections
import contextlib
import csv
import io
import json
import linecache
import math
import operator
import os
import re
import sys
import traceback

MARK = "\x1esbx-dashboard:"
CODE = "<data_dashboard>"  # the file name of the code in tracebacks
CELL = 200  # characters of a text cell sent to the view
CAPTURED = 16 << 10  # characters of the code's stdout and stderr kept
CHART_BARS = 30
NUMBER = re.compile(r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?")
DATE = re.compile(r"\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?")

COMPARE = {"=": operator.eq, "!=": operator.ne, "<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge}
KEEP = 8  # datasets kept loaded per kernel

datasets = {}


class Fail(Exception):
    """A refusal the agent can act on; its message says what to change."""


def main(args):
    """Loads or finds the dataset args name and prints its dashboard: the
    view args ask for, with no more than one page of rows, in at most
    args["budget"] bytes."""
    out, err = io.StringIO(), io.StringIO()
    try:
        ds = load(args, out, err)
        result = {"figures": figures(err) if args.get("code") else []}
    except Fail as e:
        result = {"error": str(e)}
    result["stdout"] = clip(out.getvalue(), CAPTURED)
    result["stderr"] = clip(err.getvalue(), CAPTURED)
    if "error" not in result:
        try:
            result.update(fitted(ds, args, args["budget"] - len(dumps(result))))
        except Fail as e:
            result["error"] = str(e)
    print(MARK + dumps(result))


def dumps(v):
    return json.dumps(v, allow_nan=False, separators=(",", ":"))


def clip(s, n):
    return s if len(s) <= n else s[: n - 1] + "\u2026"


# Loading


def load(a, out, err):
    if a.get("dataset"):
        ds = datasets.get(a["dataset"])
        if ds is None:
            raise Fail(f"dataset {a['dataset']} is not loaded in this sandbox (its interpreter restarted, "
                       "or it was loaded in another one); call data_dashboard again with its path or code")
        return ds
    if a.get("path"):
        return load_file(a["path"])
    ns = __main__.__dict__
    var = a["variable"]
    if a.get("code"):
        linecache.cache[CODE] = (len(a["code"]), None, a["code"].splitlines(True), CODE)  # for tracebacks
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                exec(compile(a["code"], CODE, "exec"), ns)
            except ModuleNotFoundError:
                raise  # the run fails as run_code's would, so that sbx can move it to a native provider
            except Exception as e:
                traceback.print_exception(type(e), e, e.__traceback__.tb_next)  # from the code's own frames
                raise Fail(f"the code raised {type(e).__name__}: {e}")
    if var not in ns:
        lists = sorted(k for k, v in ns.items() if isinstance(v, (list, tuple)) and not k.startswith("_"))
        hint = f"; lists defined: {', '.join(lists)}" if lists else ""
        raise Fail(f"no variable {var!r} holds the rows: assign a list of dicts (or of rows, header first) to {var!r}, "
                   f"or name the variable with variable{hint}")
    cols, rows = tabulate(ns[var], var)
    return remember(Dataset("var:" + var, var, cols, rows))


def figures(err):
    """Saves the matplotlib figures the code left open as PNG files in
    /workspace, figure-N.png for figure number N, and closes them, as a
    notebook shows a cell's figures once: the paths of the files."""
    plt = sys.modules.get("matplotlib.pyplot")
    if plt is None:
        return []
    paths = []
    for n in plt.get_fignums():
        path = f"/workspace/figure-{n}.png"
        try:
            plt.figure(n).savefig(path, format="png")
        except Exception as e:
            print(f"figure {n} was not saved: {type(e).__name__}: {e}", file=err)
            continue
        finally:
            plt.close(n)
        paths.append(path)
    return paths


def remember(ds):
    datasets.pop(ds.id, None)
    datasets[ds.id] = ds
    while len(datasets) > KEEP:
        del datasets[next(iter(datasets))]
    return ds


def load_file(path):
    try:
        st = os.stat(path)
    except OSError as e:
        raise Fail(f"{path}: {e.strerror}; write the file first, or list /workspace with list_files")
    stamp = (st.st_size, st.st_mtime_ns)
    ds = datasets.get("file:" + path)
    if ds is not None and ds.stamp == stamp:
        return ds
    ext = os.path.splitext(path)[1].lower()
    with open(path, newline="", encoding="utf-8-sig", errors="replace") as f:
        if ext in (".csv", ".tsv", ".txt"):
            cols, rows = read_csv(f, ext)
        elif ext == ".json":
            cols, rows = tabulate(json.load(f), path)
        elif ext in (".jsonl", ".ndjson"):
            cols, rows = tabulate([json.loads(line) for line in f if line.strip()], path)
        else:
            raise Fail(f"{path}: data_dashboard reads .csv, .tsv, .json and .jsonl files; "
                       "load other formats with code that leaves the rows in a variable")
    ds = Dataset("file:" + path, path, cols, rows)
    ds.stamp = stamp
    return remember(ds)


def read_csv(f, ext):
    first = f.readline()
    f.seek(0)
    delim = "\t" if ext == ".tsv" else max(",;\t|", key=first.count)
    reader = csv.reader(f, delimiter=delim)
    header = next(reader, None)
    if not header:
        raise Fail("the file is empty: a CSV file needs a header line")
    return header, list(reader)


def tabulate(data, what):
    """Columns and rows of a list of dicts, a list of rows (header first),
    a dict of columns, or a JSON object holding one such list."""
    if isinstance(data, dict):
        lists = [v for v in data.values() if isinstance(v, list)]
        if len(lists) == 1 and lists[0] and isinstance(lists[0][0], dict):
            data = lists[0]
        elif lists and len(lists) == len(data):
            cols = [str(k) for k in data]
            n = max(len(v) for v in lists)
            return cols, [[v[i] if i < len(v) else None for v in data.values()] for i in range(n)]
    if not isinstance(data, (list, tuple)):
        raise Fail(f"{what} is a {type(data).__name__}; give a list of dicts, a list of rows with a header row first, "
                   "or a dict of columns")
    if not data:
        return [], []
    if all(hasattr(r, "keys") for r in data):
        rows = [{str(k): r[k] for k in r.keys()} for r in data]
        cols = list(dict.fromkeys(k for r in rows for k in r))
        return cols, [[r.get(k) for k in cols] for r in rows]
    head = data[0]
    if isinstance(head, (list, tuple)) and all(isinstance(c, str) for c in head):
        return list(head), [list(r) for r in data[1:]]
    if isinstance(head, (list, tuple)):
        return [f"c{i + 1}" for i in range(len(head))], [list(r) for r in data]
    return ["value"], [[v] for v in data]


# Columns


class Dataset:
    def __init__(self, id, source, cols, rows):
        if len(set(cols)) != len(cols):
            cols = unique(cols)
        self.id, self.source, self.names, self.n = id, source, cols, len(rows)
        self.stamp = None
        self.types, self.cols = {}, {}
        for j, name in enumerate(cols):
            self.types[name], self.cols[name] = parse([r[j] if j < len(r) else None for r in rows])
        self.last = None  # (view key, View)

    def column(self, name, what):
        if name not in self.cols:
            raise Fail(f"{what}: no column {name!r}; the columns are {', '.join(self.names)}")
        return self.cols[name]


def unique(cols):
    seen, out = collections.Counter(), []
    for c in cols:
        seen[c] += 1
        out.append(c if seen[c] == 1 else f"{c}_{seen[c]}")
    return out


def parse(raw):
    """The column's type (number, date or text) and its values, None where missing."""
    vals = []
    for v in raw:
        if isinstance(v, str):
            v = v.strip()
            vals.append(v or None)
        elif v is None or isinstance(v, float) and not math.isfinite(v):
            vals.append(None)
        elif isinstance(v, bool):
            vals.append("true" if v else "false")
        elif isinstance(v, (int, float)):
            vals.append(v)
        elif isinstance(v, (dict, list, tuple)):
            vals.append(json.dumps(v, default=str))
        else:
            vals.append(str(v))
    present = [v for v in vals if v is not None]
    if all(isinstance(v, (int, float)) or NUMBER.fullmatch(v) for v in present) and present:
        return "number", [number(v) for v in vals]
    if present and all(isinstance(v, str) and DATE.fullmatch(v) for v in present):
        return "date", vals
    return "text", [v if v is None or isinstance(v, str) else repr(v) for v in vals]


def number(v):
    if v is None or not isinstance(v, str):
        return v
    if "." in v or "e" in v or "E" in v:
        f = float(v)
        return f if math.isfinite(f) else None
    return int(v)


def summary(ds, name, idx):
    col, kind = ds.cols[name], ds.types[name]
    vals = [col[i] for i in idx]
    present = [v for v in vals if v is not None]
    s = {"name": name, "type": kind, "count": len(present), "missing": len(vals) - len(present)}
    if kind == "number":
        if present:
            mean = math.fsum(present) / len(present)
            s.update(mean=mean, min=min(present), max=max(present))
            if len(present) > 1:
                s["stdev"] = math.sqrt(math.fsum((x - mean) ** 2 for x in present) / (len(present) - 1))
        return s
    counts = collections.Counter(present)
    s["distinct"] = len(counts)
    if counts:
        s["top"], s["top_count"] = counts.most_common(1)[0]
    if kind == "date" and present:
        s["first"], s["last"] = min(present), max(present)
    return s


# Views


def fitted(ds, a, budget):
    """The dashboard of ds, its page shrunk until it fits in budget bytes."""
    size, page = a["page_size"], a["page"]
    notes = []
    while True:
        result = dashboard(ds, a, page, size)
        if len(dumps(result)) <= budget or size == 1:
            break
        offset = (result["view"]["page"] - 1) * size
        size = max(1, size // 2)
        page = offset // size + 1
        notes = [f"the page was cut to {size} rows to fit the output limit"]
    result["notes"] += notes
    return result


class View:
    """A filtered, sorted, maybe grouped dataset, before paging."""

    def __init__(self, ds, a):
        self.notes = []
        tests = [test(ds, c) for c in a["filter"]]
        self.idx = idx = [i for i in range(ds.n) if all(t(i) for t in tests)]
        self.stats = [summary(ds, name, idx) for name in ds.names]
        self.value = value_column(ds, a.get("column"), a.get("group_by"))
        if a.get("group_by"):
            self.columns, self.rows = groups(ds, a["group_by"], self.value, idx)
            self.rows = sort_rows(self.rows, self.columns, a.get("sort") or "-count")
            self.chart = bar_chart(self.rows, a["group_by"], self.value)
        else:
            self.columns = [{"name": n, "type": ds.types[n]} for n in ds.names]
            self.rows = sort_idx(ds, idx, a.get("sort"))
            self.chart = chart(ds, idx, a.get("chart") or "auto", self.value)


def dashboard(ds, a, page, size):
    key = dumps([a["filter"], a.get("sort"), a.get("group_by"), a.get("column"), a.get("chart")])
    if ds.last is None or ds.last[0] != key:
        ds.last = (key, View(ds, a))
    v = ds.last[1]
    pages = max(1, -(-len(v.rows) // size))
    page = min(max(page, 1), pages)
    part = v.rows[(page - 1) * size: page * size]
    if a.get("group_by"):
        part = [[cell(v) for v in r] for r in part]
    else:
        part = [[cell(ds.cols[n][i]) for n in ds.names] for i in part]
    return {
        "dataset": ds.id, "source": ds.source, "total_rows": ds.n, "matched_rows": len(v.idx),
        "columns": v.stats,
        "table": {"columns": v.columns, "rows": part, "total": len(v.rows)},
        "pages": pages,
        "view": {"filter": a.get("filter_text", ""), "sort": a.get("sort", ""), "group_by": a.get("group_by", ""),
                 "column": v.value or "", "chart": a.get("chart") or "auto", "page": page, "page_size": size},
        "chart": v.chart, "notes": list(v.notes),
    }


def cell(v):
    """A table cell as the view gets it: text, a number in its shortest
    exact form, or "" when missing."""
    if v is None:
        return ""
    return clip(v, CELL) if isinstance(v, str) else repr(v)


def test(ds, cond):
    """A predicate on row numbers for one filter condition. A missing value
    matches only != (and = "", which finds missing values)."""
    name, op, want = cond["column"], cond["op"], cond["value"]
    col, kind = ds.column(name, "filter"), ds.types[name]
    if op == "~":
        needle = want.lower()
        return lambda i: col[i] is not None and needle in str(col[i]).lower()
    if want == "":
        if op not in ("=", "!="):
            raise Fail(f"filter {name} {op} \"\": compare with a value, or use = \"\" to find missing values")
        return lambda i: (col[i] is None) == (op == "=")
    if kind == "number":
        if not NUMBER.fullmatch(want):
            raise Fail(f"filter {name} {op} {want}: {name} is a number column and {want!r} is not a number")
        want = float(want)
    cmp = COMPARE[op]
    return lambda i: op == "!=" if col[i] is None else cmp(col[i], want)


def value_column(ds, name, group_by):
    """The column the chart and groups summarise: name, else the first
    number column other than group_by, else the first text column."""
    if name:
        ds.column(name, "column")
        return name
    numbers = [n for n in ds.names if ds.types[n] == "number" and n != group_by]
    texts = [n for n in ds.names if ds.types[n] == "text" and n != group_by]
    return (numbers or texts or [None])[0]


def sort_idx(ds, idx, sort):
    if not sort:
        return idx
    name, desc = (sort[1:], True) if sort.startswith("-") and sort not in ds.cols else (sort, False)
    col = ds.column(name, "sort")
    present = sorted((i for i in idx if col[i] is not None), key=col.__getitem__, reverse=desc)
    return present + [i for i in idx if col[i] is None]


def sort_rows(rows, columns, sort):
    names = [c["name"] for c in columns]
    name, desc = (sort[1:], True) if sort.startswith("-") and sort not in names else (sort, False)
    if name not in names:
        raise Fail(f"sort: grouped rows have the columns {', '.join(names)}; no {name!r}")
    j = names.index(name)
    present = sorted((r for r in rows if r[j] is not None), key=lambda r: r[j], reverse=desc)
    return present + [r for r in rows if r[j] is None]


def groups(ds, by, value, idx):
    keys = ds.column(by, "group_by")
    members = collections.defaultdict(list)
    for i in idx:
        members[keys[i]].append(i)
    columns = [{"name": by, "type": ds.types[by]}, {"name": "count", "type": "number"}]
    numeric = value if value and ds.types[value] == "number" and value != by else None
    if numeric:
        columns += [{"name": f"{numeric} {f}", "type": "number"} for f in ("sum", "mean", "min", "max")]
    rows = []
    for k, m in members.items():
        row = [k, len(m)]
        if numeric:
            xs = [ds.cols[numeric][i] for i in m if ds.cols[numeric][i] is not None]
            row += [math.fsum(xs), math.fsum(xs) / len(xs), min(xs), max(xs)] if xs else [0, None, None, None]
        rows.append(row)
    return columns, rows


def bar_chart(rows, by, value):
    """Bars of the first groups: the value column's mean, else the count."""
    mean = len(rows[0]) > 2 if rows else False
    j = 3 if mean else 1
    shown = rows[:CHART_BARS]
    title = f"{'mean ' + value if mean else 'rows'} by {by}"
    if len(rows) > len(shown):
        title += f" (first {len(shown)} of {len(rows)} groups)"
    return {"kind": "bar", "title": title, "x": by, "y": f"mean {value}" if mean else "count",
            "points": [{"label": label(r[0]), "value": r[j] or 0} for r in shown]}


def label(v):
    return "(missing)" if v is None else str(v)


def chart(ds, idx, kind, value):
    """The chart that suits the data: a line over time when there is a date
    column, a histogram of a number column, bars of a text column."""
    dates = [n for n in ds.names if ds.types[n] == "date"]
    vtype = ds.types.get(value)
    if kind == "auto":
        kind = "line" if dates and vtype in ("number", "date") else "histogram" if vtype == "number" else "bar"
    if kind == "line":
        if not dates:
            raise Fail("chart line: the data has no date column (dates look like 2024-01-31)")
        return line_chart(ds, idx, value if value in dates else dates[0], value if vtype == "number" else None)
    if kind == "histogram":
        if vtype != "number":
            raise Fail("chart histogram: choose a number column with column")
        return histogram(ds.cols[value], idx, value)
    if kind == "bar":
        if vtype is None:
            return {"kind": "none", "title": "nothing to chart", "x": "", "y": "", "points": []}
        counts = collections.Counter(label(ds.cols[value][i]) for i in idx)
        return {"kind": "bar", "title": f"most common values of {value}", "x": value, "y": "count",
                "points": [{"label": k, "value": c} for k, c in counts.most_common(CHART_BARS)]}
    raise Fail(f"chart {kind}: use auto, histogram, bar or line")


def line_chart(ds, idx, date, value):
    dcol = ds.cols[date]
    present = [i for i in idx if dcol[i] is not None]
    width = 10
    for width in (10, 7, 4):  # day, month, year
        if len({dcol[i][:width] for i in present}) <= 120:
            break
    unit = {10: "day", 7: "month", 4: "year"}[width]
    buckets = collections.defaultdict(list)
    if value is None:
        for i in present:
            buckets[dcol[i][:width]].append(1)
        return {"kind": "line", "title": f"rows by {unit} of {date}", "x": date, "y": "count",
                "points": [{"label": k, "value": len(xs)} for k, xs in sorted(buckets.items())]}
    vcol = ds.cols[value]
    for i in present:
        if vcol[i] is not None:
            buckets[dcol[i][:width]].append(vcol[i])
    return {"kind": "line", "title": f"mean {value} by {unit} of {date}", "x": date, "y": f"mean {value}",
            "points": [{"label": k, "value": math.fsum(xs) / len(xs)} for k, xs in sorted(buckets.items())]}


def histogram(col, idx, name):
    xs = [col[i] for i in idx if col[i] is not None]
    if not xs:
        return {"kind": "histogram", "title": f"distribution of {name}", "x": name, "y": "count", "points": []}
    lo, hi = min(xs), max(xs)
    bins = 1 if lo == hi else min(30, max(5, math.ceil(math.log2(len(xs))) + 1))
    width = (hi - lo) / bins or 1
    counts = [0] * bins
    for x in xs:
        counts[min(bins - 1, int((x - lo) / width))] += 1
    points = []
    for b, c in enumerate(counts):
        a, z = lo + b * width, lo + (b + 1) * width if b < bins - 1 else hi
        points.append({"label": f"{a:g}\u2013{z:g}", "value": c})
    return {"kind": "histogram", "title": f"distribution of {name}", "x": name, "y": "count", "points": points}
