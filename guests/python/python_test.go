package python

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"image"
	"image/png"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sbx-sandbox/sbx/guests/internal/artefact"
	"github.com/sbx-sandbox/sbx/guests/internal/guesttest"
)

// guest returns the module and the stdlib mount option, failing the test if
// either embedded artefact is unusable.
func guest(t *testing.T) ([]byte, guesttest.Option) {
	t.Helper()
	wasm, err := Wasm()
	if err != nil {
		t.Fatal(err)
	}
	lib, err := Stdlib()
	if err != nil {
		t.Fatal(err)
	}
	return wasm, guesttest.WithFS(lib, StdlibDir)
}

// kernel returns a fresh instance on which sbx_init has succeeded.
func kernel(t *testing.T, opts ...guesttest.Option) *guesttest.Instance {
	t.Helper()
	wasm, lib := guest(t)
	inst := guesttest.New(t, wasm, append([]guesttest.Option{lib}, opts...)...)
	inst.Init()
	return inst
}

// run executes one cell and fails the test unless it ends with status 0.
func run(t *testing.T, inst *guesttest.Instance, code string) string {
	t.Helper()
	status, stdout, stderr := inst.Exec(code)
	if status != 0 {
		t.Fatalf("Exec(%q) = %d\nstdout:\n%s\nstderr:\n%s", code, status, stdout, stderr)
	}
	return stdout
}

func hexSum(b []byte) string {
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])
}

func TestArtefactsMatchSHA256SUMS(t *testing.T) {
	wasm, err := Wasm()
	if err != nil {
		t.Fatal(err)
	}
	zr, err := gzip.NewReader(bytes.NewReader(wasmGz))
	if err != nil {
		t.Fatal(err)
	}
	raw, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		data []byte
	}{
		{"python.wasm", wasm},
		{"python.wasm", raw},
		{"python.wasm.gz", wasmGz},
		{"stdlib.zip", stdlibZip},
		{"python-imaging.wasm.gz", imagingWasmGz},
		{"pyimaging.zip", imagingZip},
	}
	for _, tt := range tests {
		want, err := artefact.Sum(SHA256SUMS, tt.name)
		if err != nil {
			t.Errorf("%v:\n%s", err, SHA256SUMS)
			continue
		}
		if got := hexSum(tt.data); got != want {
			t.Errorf("sha256(%s) = %s, SHA256SUMS says %s", tt.name, got, want)
		}
	}
}

func TestStdlibLayout(t *testing.T) {
	lib, err := Stdlib()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		path  string
		isDir bool
	}{
		{"os.py", false},
		{"__pycache__/os.cpython-313.pyc", false},
		{"json/__init__.py", false},
		{"lib-dynload", true},
		{"site-packages", true},
	}
	for _, tt := range tests {
		fi, err := fs.Stat(lib, tt.path)
		if err != nil {
			t.Errorf("Stat(%q): %v", tt.path, err)
			continue
		}
		if fi.IsDir() != tt.isDir {
			t.Errorf("%q: IsDir = %v, want %v", tt.path, fi.IsDir(), tt.isDir)
		}
	}
	for _, gone := range []string{"test", "idlelib", "tkinter", "ensurepip", "config-3.13-wasm32-wasi"} {
		if _, err := fs.Stat(lib, gone); err == nil {
			t.Errorf("%q is in stdlib.zip; build.sh should have left it out", gone)
		}
	}
}

func TestVersion(t *testing.T) {
	inst := kernel(t)
	got := run(t, inst, "import sys; print(sys.version); print(sys.platform, sys.argv)")
	// The build date is pinned by build.sh (SOURCE_DATE_EPOCH), so it is
	// part of the reproducible output.
	want := Version + " (main, Aug 10 2026, 12:06:59) [Clang 16.0.6 (15~deb12u1)]\nwasi ['']\n"
	if got != want {
		t.Errorf("sys.version, sys.platform, sys.argv:\n got %q\nwant %q", got, want)
	}
}

func TestImports(t *testing.T) {
	inst := kernel(t)
	tests := []struct {
		module string
		code   string // prints something that proves the module works
		want   string
	}{
		{"json", `print(json.dumps({"a": [1, 2.5, None]}))`, `{"a": [1, 2.5, null]}`},
		{"csv", `print(next(csv.reader(["a,\"b,c\",d"])))`, `['a', 'b,c', 'd']`},
		{"sqlite3", `print(sqlite3.connect(":memory:").execute("select 6*7").fetchone()[0])`, `42`},
		{"zlib", `print(zlib.decompress(zlib.compress(b"x" * 1000)) == b"x" * 1000)`, `True`},
		{"gzip", `print(gzip.decompress(gzip.compress(b"hello")))`, `b'hello'`},
		{"zipfile", `import io; b = io.BytesIO(); z = zipfile.ZipFile(b, "w", zipfile.ZIP_DEFLATED); z.writestr("a", "b" * 99); z.close(); print(zipfile.ZipFile(b).read("a") == b"b" * 99)`, `True`},
		{"bz2", `print(bz2.decompress(bz2.compress(b"hello")))`, `b'hello'`},
		{"lzma", `print(lzma.decompress(lzma.compress(b"hello")))`, `b'hello'`},
		{"decimal", `print(decimal.Decimal("0.1") + decimal.Decimal("0.2"))`, `0.3`},
		{"hashlib", `print(hashlib.sha256(b"abc").hexdigest()[:16], hashlib.md5(b"").hexdigest()[:8])`, `ba7816bf8f01cfea d41d8cd9`},
		{"re", `print(re.findall(r"\d+", "a1b22c333"))`, `['1', '22', '333']`},
		{"datetime", `print(datetime.date(2024, 2, 28) + datetime.timedelta(days=1))`, `2024-02-29`},
		{"statistics", `print(statistics.median([3, 1, 4, 1, 5]), statistics.mean([1, 2, 3, 4]))`, `3 2.5`},
		{"collections", `print(collections.Counter("abracadabra").most_common(2))`, `[('a', 5), ('b', 2)]`},
		{"itertools", `print(list(itertools.combinations("abc", 2)))`, `[('a', 'b'), ('a', 'c'), ('b', 'c')]`},
		{"math", `print(math.factorial(20), math.isqrt(10**20))`, `2432902008176640000 10000000000`},
		{"random", `r = random.Random(42); print(r.randint(1, 100), r.random() < 1)`, `82 True`},
		{"base64", `print(base64.b64encode(b"sbx"), base64.b64decode("c2J4"))`, `b'c2J4' b'sbx'`},
		{"pathlib", `print(pathlib.PurePosixPath("/workspace/a/b.csv").suffix)`, `.csv`},
		{"io", `s = io.StringIO(); s.write("x"); print(s.getvalue())`, `x`},
		{"textwrap", `print(textwrap.wrap("aaa bbb ccc", 7))`, `['aaa bbb', 'ccc']`},
		{"xml.etree.ElementTree", `print(xml.etree.ElementTree.fromstring("<a><b>hi</b></a>").find("b").text)`, `hi`},
		{"email", `import email.message; m = email.message.EmailMessage(); m["Subject"] = "hi"; print(m["subject"])`, `hi`},
		{"html", `print(html.escape("<a&b>"))`, `&lt;a&amp;b&gt;`},
		{"urllib.parse", `print(urllib.parse.urlparse("https://x.org/p?q=1").query)`, `q=1`},
		{"fractions", `print(fractions.Fraction(1, 3) + fractions.Fraction(1, 6))`, `1/2`},
		{"heapq", `h = [5, 1, 3]; heapq.heapify(h); print(heapq.heappop(h))`, `1`},
		{"bisect", `print(bisect.bisect([1, 2, 4], 3))`, `2`},
		{"struct", `print(struct.pack("<HI", 1, 2).hex())`, `010002000000`},
		{"time", `t = time.monotonic(); time.sleep(0.01); print(time.monotonic() - t >= 0.01)`, `True`},
		{"unicodedata", `print(unicodedata.name("é"))`, `LATIN SMALL LETTER E WITH ACUTE`},
	}
	for _, tt := range tests {
		t.Run(tt.module, func(t *testing.T) {
			got := run(t, inst, "import "+tt.module+"\n"+tt.code)
			if got != tt.want+"\n" {
				t.Errorf("got %q, want %q", got, tt.want+"\n")
			}
		})
	}
}

func TestCSVAnalysis(t *testing.T) {
	inst := kernel(t)
	csvData := "city,month,sales\n" +
		"Oslo,1,120\nOslo,2,80\nOslo,3,100\n" +
		"Rome,1,200\nRome,2,250\nRome,3,150\n"
	if err := os.WriteFile(filepath.Join(inst.Workspace, "sales.csv"), []byte(csvData), 0o644); err != nil {
		t.Fatal(err)
	}
	code := `
import csv, statistics, sqlite3
with open("sales.csv", newline="") as f:
    rows = list(csv.DictReader(f))
sales = [int(r["sales"]) for r in rows]
print(len(rows), sum(sales), statistics.mean(sales), statistics.median(sales))
print(round(statistics.stdev(sales), 4))
db = sqlite3.connect("sales.db")
db.execute("create table s (city text, month int, sales int)")
db.executemany("insert into s values (:city, :month, :sales)", rows)
db.commit()
for city, total, avg in db.execute("select city, sum(sales), avg(sales) from s group by city order by city"):
    print(city, total, avg)
db.close()
`
	got := run(t, inst, code)
	want := "6 900 150 135.0\n64.4981\nOslo 300 100.0\nRome 600 200.0\n"
	if got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
	if fi, err := os.Stat(filepath.Join(inst.Workspace, "sales.db")); err != nil || fi.Size() == 0 {
		t.Errorf("sales.db was not written to the workspace: %v", err)
	}
}

func TestExecStatus(t *testing.T) {
	inst := kernel(t)
	tests := []struct {
		name       string
		code       string
		status     int32
		stdout     string
		stderrHave []string
	}{
		{"ok", "print('hi')", 0, "hi\n", nil},
		{"zero division", "1/0", 1, "", []string{"Traceback (most recent call last):", "<cell-", "1/0", "ZeroDivisionError: division by zero"}},
		{"output before error", "print('before')\nraise ValueError('bad')", 1, "before\n", []string{"ValueError: bad"}},
		{"syntax error", "def f(:\n  pass", 1, "", []string{"SyntaxError"}},
		{"sys.exit(3)", "import sys; sys.exit(3)", 3, "", nil},
		{"sys.exit()", "import sys; print('x'); sys.exit()", 0, "x\n", nil},
		{"sys.exit(0)", "raise SystemExit(0)", 0, "", nil},
		{"sys.exit(str)", "import sys; sys.exit('bye')", 1, "", []string{"bye"}},
		{"KeyboardInterrupt", "raise KeyboardInterrupt", 1, "", []string{"KeyboardInterrupt"}},
		{"recursion", "def f(n): return f(n + 1)\nf(0)", 1, "", []string{"RecursionError"}},
		{"stderr", "import sys; print('warn', file=sys.stderr)", 0, "", []string{"warn"}},
		{"unicode", "print('héllo ✓ 日本')", 0, "héllo ✓ 日本\n", nil},
		{"last expression", "a = 20\na * 2 + 2", 0, "42\n", nil},
		{"last expression None", "None", 0, "", nil},
		{"last expression suppressed", "1 + 1;", 0, "", nil},
		{"repr", "'text'", 0, "'text'\n", nil},
		{"underscore", "_ + '!'", 0, "'text!'\n", nil},
		{"empty", "", 0, "", nil},
		{"comment only", "# nothing", 0, "", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			status, stdout, stderr := inst.Exec(tt.code)
			if status != tt.status || stdout != tt.stdout {
				t.Errorf("Exec(%q) = %d, stdout %q; want %d, %q\nstderr:\n%s",
					tt.code, status, stdout, tt.status, tt.stdout, stderr)
			}
			for _, s := range tt.stderrHave {
				if !strings.Contains(stderr, s) {
					t.Errorf("stderr lacks %q:\n%s", s, stderr)
				}
			}
			if tt.stderrHave == nil && stderr != "" {
				t.Errorf("unexpected stderr:\n%s", stderr)
			}
		})
	}
}

func TestKernelKeepsState(t *testing.T) {
	inst := kernel(t)
	steps := []struct {
		code   string
		status int32
		stdout string
	}{
		{"x = 41", 0, ""},
		{"1/0", 1, ""},
		{"import sys; sys.exit(5)", 5, ""},
		{"print(x + 1)", 0, "42\n"},
		{"def f():\n    return undefined_name", 0, ""},
		{"f()", 1, ""},
		{"undefined_name = 'now defined'\nprint(f())", 0, "now defined\n"},
	}
	for _, s := range steps {
		status, stdout, stderr := inst.Exec(s.code)
		if status != s.status || stdout != s.stdout {
			t.Fatalf("Exec(%q) = %d, %q; want %d, %q\nstderr:\n%s", s.code, status, stdout, s.status, s.stdout, stderr)
		}
	}
}

func TestKernelEnvironment(t *testing.T) {
	inst := kernel(t)
	if err := os.WriteFile(filepath.Join(inst.Workspace, "helper.py"), []byte("VALUE = 7\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, code, want string
	}{
		{"clean namespace", "print(sorted(k for k in globals() if not k.startswith('__')))", "[]"},
		{"cwd", "import os; print(os.getcwd())", "/workspace"},
		{"import from workspace", "import helper; print(helper.VALUE)", "7"},
		{"preimported", "import sys; print(all(m in sys.modules for m in ['json', 'csv', 'statistics', 'decimal', 'dataclasses']))", "True"},
		{"prefix", "import sys; print(sys.prefix, sys.flags.isolated, sys.dont_write_bytecode)", "/usr/local 1 True"},
		{"stdlib from mount", "import json; print(json.__file__)", StdlibDir + "/json/__init__.py"},
		{"write file", "open('out.txt', 'w').write('done'); print(open('/workspace/out.txt').read())", "done"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := run(t, inst, tt.code); got != tt.want+"\n" {
				t.Errorf("got %q, want %q", got, tt.want+"\n")
			}
		})
	}
}

func TestProcessMode(t *testing.T) {
	wasm, lib := guest(t)
	dir := t.TempDir()
	files := map[string]string{
		"script.py": "import sys\nprint('args', sys.argv[1:])\nsys.exit(int(sys.argv[1]))\n",
		"data.json": `{"b": 1, "a": [1, 2]}`,
		"fail.py":   "print('start')\n1/0\n",
	}
	for name, content := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		name       string
		args       []string
		stdin      string
		code       int
		stdout     string
		stderrHave string
	}{
		{"-c", []string{"python", "-c", "print(6 * 7)"}, "", 0, "42\n", ""},
		{"-c sys.exit(3)", []string{"python", "-c", "import sys; sys.exit(3)"}, "", 3, "", ""},
		{"-c error", []string{"python", "-c", "1/0"}, "", 1, "", "ZeroDivisionError"},
		{"file with args", []string{"python", "script.py", "0", "x"}, "", 0, "args ['0', 'x']\n", ""},
		{"file exit code", []string{"python", "script.py", "4"}, "", 4, "args ['4']\n", ""},
		{"file traceback", []string{"python", "/workspace/fail.py"}, "", 1, "start\n", "ZeroDivisionError"},
		{"-m json.tool file", []string{"python", "-m", "json.tool", "--sort-keys", "--compact", "data.json"}, "", 0, `{"a":[1,2],"b":1}` + "\n", ""},
		{"-m json.tool stdin", []string{"python", "-m", "json.tool", "--compact"}, `[1, {"x": null}]`, 0, `[1,{"x":null}]` + "\n", ""},
		{"- reads stdin", []string{"python", "-"}, "import sys\nprint(sys.argv, 'from stdin')\n", 0, "['-'] from stdin\n", ""},
		{"--version", []string{"python", "--version"}, "", 0, "Python " + Version + "\n", ""},
		{"bad option", []string{"python", "--no-such-option"}, "", 2, "", "unknown option"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := guesttest.Main(t, wasm, tt.args, tt.stdin, lib,
				guesttest.WithDir(dir, guesttest.Workspace))
			if code != tt.code || stdout != tt.stdout {
				t.Errorf("%q: code %d, stdout %q; want %d, %q\nstderr:\n%s", tt.args, code, stdout, tt.code, tt.stdout, stderr)
			}
			if !strings.Contains(stderr, tt.stderrHave) {
				t.Errorf("%q: stderr lacks %q:\n%s", tt.args, tt.stderrHave, stderr)
			}
		})
	}
}

func TestWorkdir(t *testing.T) {
	wasm, lib := guest(t)
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		env  []guesttest.Option
		want string
	}{
		{"default", nil, "/workspace\n"},
		{"PWD", []guesttest.Option{guesttest.WithEnv("PWD", "/workspace/sub")}, "/workspace/sub\n"},
		{"PWD missing", []guesttest.Option{guesttest.WithEnv("PWD", "/nonexistent")}, "/workspace\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			opts := append([]guesttest.Option{lib, guesttest.WithDir(dir, guesttest.Workspace)}, tt.env...)
			code, stdout, stderr := guesttest.Main(t, wasm, []string{"python", "-c", "import os; print(os.getcwd())"}, "", opts...)
			if code != 0 || stdout != tt.want {
				t.Errorf("process mode: %d, %q; want 0, %q\nstderr:\n%s", code, stdout, tt.want, stderr)
			}
			inst := kernel(t, append([]guesttest.Option{guesttest.WithDir(dir, guesttest.Workspace)}, tt.env...)...)
			if got := run(t, inst, "import os; print(os.getcwd())"); got != tt.want {
				t.Errorf("kernel: %q, want %q", got, tt.want)
			}
		})
	}
}

func TestExecBeforeInit(t *testing.T) {
	wasm, lib := guest(t)
	inst := guesttest.New(t, wasm, lib)
	status, stdout, stderr := inst.Exec("print(1)")
	if status != 1 || stdout != "" || !strings.Contains(stderr, "sbx_init") {
		t.Errorf("Exec before Init = %d, %q, %q; want 1 and a message naming sbx_init", status, stdout, stderr)
	}
	inst.Init()
	if got := run(t, inst, "print(1)"); got != "1\n" {
		t.Errorf("after Init: %q", got)
	}
}

// imagingKernel returns a fresh imaging guest instance (python-imaging.wasm
// with stdlib.zip and pyimaging.zip mounted) on which sbx_init has
// succeeded.
func imagingKernel(t *testing.T, opts ...guesttest.Option) *guesttest.Instance {
	t.Helper()
	wasm, lib, site := imagingGuest(t)
	inst := guesttest.New(t, wasm, append([]guesttest.Option{
		guesttest.WithFS(lib, StdlibDir), guesttest.WithFS(site, SitePackagesDir)}, opts...)...)
	inst.Init()
	return inst
}

// imagingGuest returns the imaging guest's module, Stdlib and ImagingLib,
// failing the test if an embedded artefact is unusable.
func imagingGuest(t *testing.T) (wasm []byte, lib, site fs.FS) {
	t.Helper()
	wasm, err := ImagingWasm()
	if err != nil {
		t.Fatal(err)
	}
	if lib, err = Stdlib(); err != nil {
		t.Fatal(err)
	}
	if site, err = ImagingLib(); err != nil {
		t.Fatal(err)
	}
	return wasm, lib, site
}

func TestImagingArtefacts(t *testing.T) {
	wasm, err := ImagingWasm()
	if err != nil {
		t.Fatal(err)
	}
	if got, want := hexSum(wasm), func() string { s, _ := artefact.Sum(SHA256SUMS, "python-imaging.wasm"); return s }(); got != want {
		t.Errorf("sha256(python-imaging.wasm) = %s, SHA256SUMS says %s", got, want)
	}
	site, err := ImagingLib()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{"PIL/__init__.py", "PIL/__pycache__/Image.cpython-313.pyc",
		"dateutil/__init__.py", "pytz/zoneinfo/Europe/Oslo", "six.py"} {
		if _, err := fs.Stat(site, p); err != nil {
			t.Errorf("pyimaging.zip: %v", err)
		}
	}
	// Only what ImagingPackages lists: no test suites, stubs, extension
	// module files (they are built in), and nothing of numpy or pandas.
	for _, gone := range []string{"numpy", "pandas", "mmap.py", "pytz/tests", "PIL/_imaging.pyi"} {
		if _, err := fs.Stat(site, gone); err == nil {
			t.Errorf("%q is in pyimaging.zip; build.sh should have left it out", gone)
		}
	}
	tops := map[string]bool{}
	err = fs.WalkDir(site, ".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && strings.HasSuffix(p, ".so") {
			t.Errorf("pyimaging.zip holds the extension module file %s", p)
		}
		if err == nil && p != "." && !strings.Contains(p, "/") {
			tops[p] = true
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	for top := range tops {
		switch top {
		case "PIL", "dateutil", "pytz", "six.py", "__pycache__":
		default:
			t.Errorf("pyimaging.zip has %s at its top, which ImagingPackages does not account for", top)
		}
	}
}

func TestImagingPackages(t *testing.T) {
	for _, absent := range []string{"numpy", "pandas"} {
		if _, ok := ImagingPackages[absent]; ok {
			t.Errorf("ImagingPackages lists %s: no WebAssembly guest has it", absent)
		}
	}
	inst := imagingKernel(t)
	modules := map[string]string{"python-dateutil": "dateutil", "pytz": "pytz", "six": "six", "pillow": "PIL"}
	for dist, version := range ImagingPackages {
		mod, ok := modules[dist]
		if !ok {
			t.Errorf("ImagingPackages lists %s, which the test does not know how to import", dist)
			continue
		}
		got := run(t, inst, "import "+mod+"; print("+mod+".__version__)")
		if got != version+"\n" {
			t.Errorf("%s.__version__ = %q, ImagingPackages says %q", mod, got, version)
		}
	}
	// The extension modules are built in, registered under their dotted names.
	for _, m := range []string{"PIL._imaging", "PIL._imagingft", "PIL._imagingmath", "PIL._imagingmorph"} {
		got := run(t, inst, "import sys, "+m+"\nprint('"+m+"' in sys.builtin_module_names, "+m+".__spec__.origin)")
		if got != "True built-in\n" {
			t.Errorf("%s: in sys.builtin_module_names, origin: %q", m, got)
		}
	}
}

// TestNoNumpy: numpy and pandas are in neither WebAssembly guest; importing
// them fails with ModuleNotFoundError, as for any module the guests lack,
// and the kernel goes on.
func TestNoNumpy(t *testing.T) {
	for name, inst := range map[string]*guesttest.Instance{"plain": kernel(t), "imaging": imagingKernel(t)} {
		for _, mod := range []string{"numpy", "pandas"} {
			status, stdout, stderr := inst.Exec("import " + mod)
			if want := "ModuleNotFoundError: No module named '" + mod + "'"; status != 1 || stdout != "" || !strings.Contains(stderr, want) {
				t.Errorf("%s guest: import %s = %d, %q, %q; want 1 and %q", name, mod, status, stdout, stderr, want)
			}
		}
		if got := run(t, inst, "print(6 * 7)"); got != "42\n" {
			t.Errorf("%s guest after the failed imports: %q", name, got)
		}
	}
}

// TestImagingDates: dateutil (with six) and pytz's own zone database.
func TestImagingDates(t *testing.T) {
	inst := imagingKernel(t)
	got := run(t, inst, `import datetime, pytz
from dateutil import parser, relativedelta, rrule
d = parser.parse("2024-01-31 12:00")
print(d + relativedelta.relativedelta(months=1), parser.isoparse("2024-07-01T12:00:00Z").tzname())
print([x.day for x in rrule.rrule(rrule.WEEKLY, count=3, dtstart=d)])
t = pytz.utc.localize(datetime.datetime(2024, 7, 1, 12)).astimezone(pytz.timezone("Europe/Oslo"))
print(t.hour, t.tzname(), len(pytz.all_timezones) > 500)`)
	if want := "2024-02-29 12:00:00 UTC\n[31, 7, 14]\n14 CEST True\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestImagingPillow: Pillow opens, resizes, draws on and saves images in
// /workspace, and what it writes decodes in Go.
func TestImagingPillow(t *testing.T) {
	inst := imagingKernel(t)
	run(t, inst, `from PIL import Image, ImageDraw, ImageFont, ImageFilter
im = Image.new("RGB", (320, 200), "white")
d = ImageDraw.Draw(im)
for i, h in enumerate([40, 120, 80, 160]):
    d.rectangle([20 + i * 70, 190 - h, 70 + i * 70, 190], fill=(31, 119, 180))
d.text((10, 5), "sales by city", fill="black", font=ImageFont.load_default(size=18))
im.save("chart.png")`)
	tests := []struct {
		name, code, want string
	}{
		{"open resize save", `with Image.open("chart.png") as src:
    print(src.format, src.size, src.mode)
    small = src.resize((160, 100), Image.LANCZOS).filter(ImageFilter.GaussianBlur(1))
small.save("small.png")
print(Image.open("small.png").size)`, "PNG (320, 200) RGB\n(160, 100)"},
		// The text is drawn with FreeType (load_default's TrueType font).
		{"text with FreeType", `from PIL import features
box = ImageDraw.Draw(im).textbbox((10, 5), "sales by city", font=ImageFont.load_default(size=18))
print(features.check("freetype2"), features.version("freetype2"), features.check("zlib"), box[3] - box[1] > 10)`,
			"True 2.13.3 True True"},
		// At 1000 px a glyph needs more cells than FreeType's pool holds, so
		// its rasterizer bisects bands (patches/freetype-raster-no-longjmp.patch):
		// the ink still scales with the square of the size.
		{"big text bisects the raster bands", `def ink(size):
    im = Image.new("L", (4 * size, 2 * size))
    ImageDraw.Draw(im).text((0, 0), "W@M", fill=255, font=ImageFont.load_default(size=size))
    return sum(im.histogram()[128:])
r = ink(1000) / ink(500)
print(3.8 < r < 4.2)`, "True"},
		// What is not built says so, and the kernel goes on.
		{"no JPEG, bad files", `open("junk.png", "wb").write(b"not an image")
for f in (lambda: im.save("x.jpg"), lambda: Image.open("junk.png")):
    try:
        f()
    except Exception as e:
        print(type(e).__name__, str(e).replace("/workspace/", ""))`,
			"OSError encoder jpeg not available\nUnidentifiedImageError cannot identify image file 'junk.png'"},
		// A raw-tiled file is where Pillow tries mmap: WASI has none, and
		// Pillow reads the file instead.
		{"raw tiles without mmap", `Image.new("RGB", (40, 30), (1, 2, 3)).save("raw.ppm")
with Image.open("raw.ppm") as p:
    print(p.tile[0][0], p.getpixel((39, 29)), p.map)`, "raw (1, 2, 3) None"},
		{"pixels and modes", `g = im.convert("L").rotate(90, expand=True)
print(g.size, g.mode, im.getpixel((40, 180)), Image.open("chart.png").getpixel((5, 195)))`,
			"(200, 320) L (31, 119, 180) (255, 255, 255)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := run(t, inst, tt.code); got != tt.want+"\n" {
				t.Errorf("got %q, want %q", got, tt.want+"\n")
			}
		})
	}
	for name, size := range map[string]image.Point{"chart.png": {320, 200}, "small.png": {160, 100}} {
		f, err := os.Open(filepath.Join(inst.Workspace, name))
		if err != nil {
			t.Fatal(err)
		}
		cfg, err := png.DecodeConfig(f)
		f.Close()
		if err != nil || cfg.Width != size.X || cfg.Height != size.Y {
			t.Errorf("%s: %v %dx%d, want a %dx%d PNG", name, err, cfg.Width, cfg.Height, size.X, size.Y)
		}
	}
}
