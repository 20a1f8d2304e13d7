package wasmrt

import (
	"context"
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
		{"import numpy as np", []string{"numpy"}},
		{"import os, sys", []string{"os", "sys"}},
		{"import numpy.linalg as la, pandas as pd  # comment", []string{"numpy", "pandas"}},
		{"from pandas import DataFrame", []string{"pandas"}},
		{"from dateutil.parser import parse", []string{"dateutil"}},
		{"from PIL import Image, ImageDraw", []string{"PIL"}},
		{"from . import x", nil},
		{"def f():\n    import pandas\n    return pandas", []string{"pandas"}},
		{"x = 1; import json", nil}, // not at a line's start: left to the fallback
		{"m = __import__('numpy')", []string{"numpy"}},
		{"importlib.import_module(\"pandas\")", []string{"pandas"}},
		{"print('numpy')", nil},
		{"important = 1\nimporter()", nil},
	}
	for _, tt := range tests {
		if got := imports(tt.code); !slices.Equal(got, tt.want) {
			t.Errorf("imports(%q) = %q, want %q", tt.code, got, tt.want)
		}
	}
}

func TestCommandImports(t *testing.T) {
	scripts := map[string]string{"job.py": "import pandas as pd\n", "plain.py": "print(1)\n"}
	read := func(name string) string { return scripts[name] }
	tests := []struct {
		args []string
		want []string
	}{
		{[]string{"-c", "import numpy"}, []string{"numpy"}},
		{[]string{"-u", "-c", "print(1)"}, nil},
		{[]string{"-m", "pandas.util"}, []string{"pandas"}},
		{[]string{"-W", "ignore", "job.py", "arg"}, []string{"pandas"}},
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

// TestDataGuestModules checks Modules against the guests themselves: each
// imports in the data guest and is missing from the plain one.
func TestDataGuestModules(t *testing.T) {
	ctx := context.Background()
	plain, _ := newSandbox(t, Limits{})
	for _, m := range pythonData.Modules {
		res, err := plain.Exec(ctx, Process{Language: Python, Args: []string{"-c", "import sys\ntry:\n    __import__(sys.argv[1])\nexcept ModuleNotFoundError: print('missing')", m}})
		if err != nil || res.Stdout != "missing\n" {
			t.Errorf("the plain guest has %s: %+v %v", m, res, err)
		}
	}
	data, _ := newSandbox(t, Limits{})
	for dist, version := range python.DataPackages {
		if Packages()[dist] != version {
			t.Errorf("Packages()[%s] = %q, want %q", dist, Packages()[dist], version)
		}
	}
	code := "import " + strings.Join(pythonData.Modules, ", ") + "\nprint(numpy.__version__, pandas.__version__)"
	res := run(t, data, Python, code, 30*time.Second)
	if want := python.DataPackages["numpy"] + " " + python.DataPackages["pandas"] + "\n"; res.ExitCode != 0 || res.Stdout != want {
		t.Fatalf("exit %d stdout %q stderr %q, want %q", res.ExitCode, res.Stdout, res.Stderr, want)
	}
	if res.Runtime != "wasm/python-data-"+python.Version || res.Isolation != "wasm" || res.StateReset {
		t.Errorf("runtime %q isolation %q state_reset %v", res.Runtime, res.Isolation, res.StateReset)
	}
}

// TestKernelMovesToDataGuest: a Python kernel started on the plain guest
// moves to the data guest for the first cell that imports pandas, and the
// result says what stayed behind.
func TestKernelMovesToDataGuest(t *testing.T) {
	sb, _ := newSandbox(t, Limits{})
	if res := run(t, sb, Python, "rows = [1, 2, 3]\nprint(len(rows))", 0); res.Runtime != "wasm/python-"+python.Version {
		t.Fatalf("a plain cell ran on %q", res.Runtime)
	}
	res := run(t, sb, Python, "import pandas as pd\nprint(pd.Series([1, 2, 3]).sum())", 30*time.Second)
	if res.ExitCode != 0 || res.Stdout != "6\n" || !res.StateReset || !strings.Contains(res.Stderr, "not in it: rows") {
		t.Errorf("exit %d stdout %q state_reset %v stderr %q; want 6, a reset naming rows", res.ExitCode, res.Stdout, res.StateReset, res.Stderr)
	}
	// The next cells stay on the data guest, with its state.
	res = run(t, sb, Python, "df = pd.DataFrame({'a': [1, 2]})\nprint(int(df.a.sum()), len('x'))", 0)
	if res.Stdout != "3 1\n" || res.StateReset || res.Runtime != "wasm/python-data-"+python.Version {
		t.Errorf("stdout %q state_reset %v runtime %q stderr %q", res.Stdout, res.StateReset, res.Runtime, res.Stderr)
	}
	// An import the first look misses moves the kernel when it fails, and
	// the cell runs again there.
	fresh, _ := newSandbox(t, Limits{})
	run(t, fresh, Python, "x = 1", 0)
	res = run(t, fresh, Python, "exec('import numpy')\nprint(numpy.zeros(2).tolist())", 30*time.Second)
	if res.ExitCode != 0 || res.Stdout != "[0.0, 0.0]\n" || strings.Contains(res.Stderr, "ModuleNotFoundError") {
		t.Errorf("exit %d stdout %q stderr %q", res.ExitCode, res.Stdout, res.Stderr)
	}
}

// TestDataProcess: a python command line that imports pandas runs on the
// data guest, as the shell's python3 and sbx run do.
func TestDataProcess(t *testing.T) {
	sb, dir := newSandbox(t, Limits{})
	if err := os.WriteFile(filepath.Join(dir, "job.py"), []byte("import pandas as pd\nprint(pd.__version__)\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"job.py"}, {"-c", "import pandas as pd; print(pd.__version__)"}} {
		res, err := sb.Exec(context.Background(), Process{Language: Python, Args: args, Timeout: 30 * time.Second})
		if err != nil {
			t.Fatal(err)
		}
		if res.ExitCode != 0 || res.Stdout != python.DataPackages["pandas"]+"\n" {
			t.Errorf("python %q: exit %d stdout %q stderr %q", args, res.ExitCode, res.Stdout, res.Stderr)
		}
	}
}

// TestHostileCodeWithTheStack runs hostile cells in kernels that have
// numpy and pandas loaded: the limits hold as they do without them.
func TestHostileCodeWithTheStack(t *testing.T) {
	tests := []struct {
		name  string
		code  string
		check func(t *testing.T, res *Result)
	}{
		{"numpy 512 MiB", "x = np.ones(1 << 26)", failsWith("MemoryError")},
		{"numpy past wasm32", "x = np.ones(1 << 29)", failsWith("array is too big")},
		{"pandas 1 GiB frame", "df = pd.DataFrame(np.zeros((1 << 14, 1 << 13)))", failsWith("MemoryError")},
		{"numpy output", "print(np.arange(10**6).tobytes().hex())", truncated},
		{"read_csv /etc/passwd", "pd.read_csv('/etc/passwd')", failsWith("FileNotFoundError")},
		{"numpy fromfile escape", "np.fromfile('../../../../etc/passwd', dtype=np.uint8)", failsWith("Error")},
		{"numpy loop", "while True: np.add(1, 2)", func(t *testing.T, res *Result) {
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
			run(t, sb, Python, "import numpy as np, pandas as pd", 30*time.Second)
			start := time.Now()
			res := run(t, sb, Python, tt.code, 0)
			if d := time.Since(start); d > 3*time.Second {
				t.Errorf("took %s, more than the 1 s timeout + grace + 1 s", d)
			}
			tt.check(t, res)
			if strings.Contains(res.Stdout+res.Stderr, dir) {
				t.Errorf("output leaks the host path %s", dir)
			}
			next := run(t, sb, Python, "import pandas as pd\nprint(pd.Series([2, 3]).prod())", 30*time.Second)
			if next.Stdout != "6\n" {
				t.Errorf("after: stdout %q stderr %q", next.Stdout, next.Stderr)
			}
		})
	}
}
