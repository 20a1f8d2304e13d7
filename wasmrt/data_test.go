package wasmrt

import (
	"context"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sbx-sandbox/sbx/guests/python"
)

func TestImports(t *testing.T) {
	tests := []struct {
		code string
		want []string
	}{
		{"import PIL as pil", []string{"PIL"}},
		{"import os, sys", []string{"os", "sys"}},
		{"import PIL.Image as im, pytz as tz  # comment", []string{"PIL", "pytz"}},
		{"from pytz import timezone", []string{"pytz"}},
		{"from dateutil.parser import parse", []string{"dateutil"}},
		{"from PIL import Image, ImageDraw", []string{"PIL"}},
		{"from . import x", nil},
		{"def f():\n    import pytz\n    return pytz", []string{"pytz"}},
		{"x = 1; import json", nil}, // not at a line's start: left to the fallback
		{"m = __import__('PIL')", []string{"PIL"}},
		{"importlib.import_module(\"dateutil\")", []string{"dateutil"}},
		{"print('PIL')", nil},
		{"important = 1\nimporter()", nil},
	}
	for _, tt := range tests {
		if got := imports(tt.code); !slices.Equal(got, tt.want) {
			t.Errorf("imports(%q) = %q, want %q", tt.code, got, tt.want)
		}
	}
}

func TestCommandImports(t *testing.T) {
	scripts := map[string]string{"job.py": "from PIL import Image\n", "plain.py": "print(1)\n"}
	read := func(name string) string { return scripts[name] }
	tests := []struct {
		args []string
		want []string
	}{
		{[]string{"-c", "import pytz"}, []string{"pytz"}},
		{[]string{"-u", "-c", "print(1)"}, nil},
		{[]string{"-m", "dateutil.tz"}, []string{"dateutil"}},
		{[]string{"-W", "ignore", "job.py", "arg"}, []string{"PIL"}},
		{[]string{"plain.py"}, nil},
		{[]string{"--version"}, nil},
		{[]string{"-c"}, nil},
	}
	for _, tt := range tests {
		if got := commandImports(tt.args, read); !slices.Equal(got, tt.want) {
			t.Errorf("commandImports(%q) = %q, want %q", tt.args, got, tt.want)
		}
	}
}

// TestImagingGuestModules checks Modules and Packages against the guests
// themselves: each module imports in the imaging guest and is missing from
// the plain one, and Packages is exactly what the imaging guest holds.
func TestImagingGuestModules(t *testing.T) {
	ctx := context.Background()
	plain, _ := newSandbox(t, Limits{})
	for _, m := range pythonData.Modules {
		res, err := plain.Exec(ctx, Process{Language: Python, Args: []string{"-c", "import sys\ntry:\n    __import__(sys.argv[1])\nexcept ModuleNotFoundError: print('missing')", m}})
		if err != nil || res.Stdout != "missing\n" {
			t.Errorf("the plain guest has %s: %+v %v", m, res, err)
		}
	}
	if got := Packages(); !maps.Equal(got, python.ImagingPackages) {
		t.Errorf("Packages() = %v, want exactly the imaging guest's %v", got, python.ImagingPackages)
	}
	for _, absent := range []string{"numpy", "pandas"} {
		if _, ok := Packages()[absent]; ok || slices.Contains(pythonData.Modules, absent) {
			t.Errorf("the WebAssembly Python claims %s", absent)
		}
	}
	sb, _ := newSandbox(t, Limits{})
	code := "import " + strings.Join(pythonData.Modules, ", ") + "\nprint(PIL.__version__, pytz.__version__)"
	res := run(t, sb, Python, code, 30*time.Second)
	if want := python.ImagingPackages["pillow"] + " " + python.ImagingPackages["pytz"] + "\n"; res.ExitCode != 0 || res.Stdout != want {
		t.Fatalf("exit %d stdout %q stderr %q, want %q", res.ExitCode, res.Stdout, res.Stderr, want)
	}
	if res.Runtime != "wasm/python-imaging-"+python.Version || res.Isolation != "wasm" || res.StateReset {
		t.Errorf("runtime %q isolation %q state_reset %v", res.Runtime, res.Isolation, res.StateReset)
	}
}

// TestNumpyIsMissing: no WebAssembly guest has numpy or pandas. A cell or
// a command line importing them fails with ModuleNotFoundError (what the
// tiers above the sandbox escalate on) and the kernel stays where it was.
func TestNumpyIsMissing(t *testing.T) {
	ctx := context.Background()
	sb, _ := newSandbox(t, Limits{})
	run(t, sb, Python, "x = 41", 0)
	for _, code := range []string{"import numpy as np\nprint(np.zeros(2))", "import pandas as pd", "exec('import numpy')"} {
		res := run(t, sb, Python, code, 30*time.Second)
		mod := "numpy"
		if strings.Contains(code, "pandas") {
			mod = "pandas"
		}
		if res.ExitCode != 1 || res.Stdout != "" || MissingModule(res.Stderr) != mod || res.StateReset {
			t.Errorf("%q: exit %d stdout %q state_reset %v stderr %q; want ModuleNotFoundError for %s",
				code, res.ExitCode, res.Stdout, res.StateReset, res.Stderr, mod)
		}
		if res.Runtime != "wasm/python-"+python.Version {
			t.Errorf("%q ran on %q", code, res.Runtime)
		}
	}
	if res := run(t, sb, Python, "print(x + 1)", 0); res.Stdout != "42\n" {
		t.Errorf("the kernel lost its state: %q %q", res.Stdout, res.Stderr)
	}
	res, err := sb.Exec(ctx, Process{Language: Python, Args: []string{"-c", "import pandas"}, Timeout: 30 * time.Second})
	if err != nil || res.ExitCode != 1 || MissingModule(res.Stderr) != "pandas" {
		t.Errorf("python -c 'import pandas': %+v %v", res, err)
	}
}

// TestKernelMovesToImagingGuest: a Python kernel started on the plain
// guest moves to the imaging guest for the first cell that imports PIL,
// its variables that pickle come along, and the result names what stayed
// behind.
func TestKernelMovesToImagingGuest(t *testing.T) {
	sb, _ := newSandbox(t, Limits{})
	if res := run(t, sb, Python, "rows = [1, 2, 3]\nprint(len(rows))", 0); res.Runtime != "wasm/python-"+python.Version {
		t.Fatalf("a plain cell ran on %q", res.Runtime)
	}
	res := run(t, sb, Python, "from PIL import Image\nprint(Image.new('L', (2, 3)).size, rows)", 30*time.Second)
	if res.ExitCode != 0 || res.Stdout != "(2, 3) [1, 2, 3]\n" || res.StateReset || !strings.Contains(res.Stderr, "the variables came along: rows") {
		t.Errorf("exit %d stdout %q state_reset %v stderr %q; want (2, 3) and rows carried", res.ExitCode, res.Stdout, res.StateReset, res.Stderr)
	}
	// The next cells stay on the imaging guest, with its state.
	res = run(t, sb, Python, "im = Image.new('RGB', (4, 4), 'red')\nprint(im.getpixel((0, 0)), len('x'))", 0)
	if res.Stdout != "(255, 0, 0) 1\n" || res.StateReset || res.Runtime != "wasm/python-imaging-"+python.Version {
		t.Errorf("stdout %q state_reset %v runtime %q stderr %q", res.Stdout, res.StateReset, res.Runtime, res.Stderr)
	}
	// An import the first look misses moves the kernel when it fails, and
	// the cell runs again there.
	fresh, _ := newSandbox(t, Limits{})
	run(t, fresh, Python, "x = 1\ndef f(): pass", 0)
	res = run(t, fresh, Python, "exec('import pytz')\nprint(pytz.timezone('Europe/Oslo').zone, x)", 30*time.Second)
	if res.ExitCode != 0 || res.Stdout != "Europe/Oslo 1\n" || strings.Contains(res.Stderr, "ModuleNotFoundError") {
		t.Errorf("exit %d stdout %q stderr %q", res.ExitCode, res.Stdout, res.Stderr)
	}
	// A function defined in a cell does not pickle: it is named, and the
	// state counts as reset.
	if !res.StateReset || !strings.Contains(res.Stderr, "what does not pickle): f;") {
		t.Errorf("state_reset %v stderr %q; want f named as left behind", res.StateReset, res.Stderr)
	}
}

// TestImagingProcess: a python command line that imports PIL runs on the
// imaging guest, as the shell's python3 and sbx run do, and Pillow opens,
// resizes and saves a PNG in /workspace.
func TestImagingProcess(t *testing.T) {
	sb, dir := newSandbox(t, Limits{})
	script := "from PIL import Image\n" +
		"Image.new('RGB', (64, 48), (10, 20, 30)).save('in.png')\n" +
		"with Image.open('in.png') as im:\n" +
		"    im.resize((32, 24)).save('out.png')\n" +
		"print(Image.open('out.png').size)\n"
	if err := os.WriteFile(filepath.Join(dir, "job.py"), []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"job.py"}, {"-c", "import PIL; print(PIL.__version__)"}} {
		res, err := sb.Exec(context.Background(), Process{Language: Python, Args: args, Timeout: 30 * time.Second})
		if err != nil {
			t.Fatal(err)
		}
		want := "(32, 24)\n"
		if args[0] == "-c" {
			want = python.ImagingPackages["pillow"] + "\n"
		}
		if res.ExitCode != 0 || res.Stdout != want {
			t.Errorf("python %q: exit %d stdout %q stderr %q", args, res.ExitCode, res.Stdout, res.Stderr)
		}
	}
	if b, err := os.ReadFile(filepath.Join(dir, "out.png")); err != nil || !strings.HasPrefix(string(b), "\x89PNG") {
		t.Errorf("out.png: %v, %d bytes", err, len(b))
	}
}

// TestHostileCodeWithTheStack runs hostile cells in kernels that have
// Pillow loaded: the limits hold as they do without it.
func TestHostileCodeWithTheStack(t *testing.T) {
	tests := []struct {
		name  string
		code  string
		check func(t *testing.T, res *Result)
	}{
		{"1 GiB image", "im = Image.new('RGBA', (16384, 16384))", failsWith("MemoryError")},
		{"image output", "print(Image.new('RGB', (1000, 1000), 'red').tobytes().hex())", truncated},
		{"open /etc/passwd", "Image.open('/etc/passwd')", failsWith("FileNotFoundError")},
		{"open escape", "Image.open('../../../../etc/passwd')", failsWith("Error")},
		{"pixel loop", "im = Image.new('L', (8, 8))\nwhile True: im.getpixel((1, 1))", func(t *testing.T, res *Result) {
			t.Helper()
			if !res.TimedOut || res.ExitCode != ExitTimeout {
				t.Errorf("timed_out %v exit %d; want true, 124", res.TimedOut, res.ExitCode)
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sb, dir := newSandbox(t, Limits{
				Memory: 256 << 20, Timeout: time.Second, MaxTimeout: 30 * time.Second,
				Code: 64 << 10, Output: 128 << 10, Quota: DefaultLimits.Quota,
			})
			run(t, sb, Python, "from PIL import Image", 30*time.Second)
			start := time.Now()
			res := run(t, sb, Python, tt.code, 0)
			if d := time.Since(start); d > 3*time.Second {
				t.Errorf("took %s, more than the 1 s timeout + grace + 1 s", d)
			}
			tt.check(t, res)
			if strings.Contains(res.Stdout+res.Stderr, dir) {
				t.Errorf("output leaks the host path %s", dir)
			}
			next := run(t, sb, Python, "from PIL import Image\nprint(Image.new('L', (2, 3)).size)", 30*time.Second)
			if next.Stdout != "(2, 3)\n" {
				t.Errorf("after: stdout %q stderr %q", next.Stdout, next.Stderr)
			}
		})
	}
}
