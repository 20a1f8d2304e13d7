package wasmrt

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRestoredSandboxesAreFresh checks that two sandboxes restored from one
// snapshot share nothing that must differ: random state, variables, files.
func TestRestoredSandboxesAreFresh(t *testing.T) {
	if testRT.RestoreMode() == "boot" {
		t.Skip("snapshots are off")
	}
	a, dirA := newSandbox(t, Limits{})
	b, _ := newSandbox(t, Limits{})
	os.WriteFile(filepath.Join(dirA, "only-a.txt"), []byte("a"), 0o644)
	ra := run(t, a, Python, "import random; print(random.random()); secret = 'a'", 0)
	rb := run(t, b, Python, "import random; print(random.random())", 0)
	if ra.Stdout == rb.Stdout || ra.ExitCode != 0 || rb.ExitCode != 0 {
		t.Errorf("random.random() in two restored sandboxes: %q and %q", ra.Stdout, rb.Stdout)
	}
	ja := run(t, a, JavaScript, "console.log(Math.random())", 0)
	jb := run(t, b, JavaScript, "console.log(Math.random())", 0)
	if ja.Stdout == jb.Stdout {
		t.Errorf("Math.random() in two restored sandboxes: %q and %q", ja.Stdout, jb.Stdout)
	}
	res := run(t, b, Python, "import os; print(os.listdir('.')); print(secret)", 0)
	if strings.Contains(res.Stdout, "only-a") || !strings.Contains(res.Stderr, "NameError") {
		t.Errorf("sandbox b sees a's files or variables: %q %q", res.Stdout, res.Stderr)
	}
}

// TestRestoredKernelLooksBooted checks that what the template ran before
// its snapshot (the warm-up) and what every restored kernel runs (the
// re-seed) leave nothing a cell can see: the same names, the same cell
// numbers in tracebacks, nothing bound to _, the same results from the
// stdlib's C modules, as in a kernel booted afresh.
func TestRestoredKernelLooksBooted(t *testing.T) {
	if testRT.RestoreMode() == "boot" {
		t.Skip("snapshots are off")
	}
	boot, err := New(context.Background(), Options{NoSnapshots: true})
	if err != nil {
		t.Fatal(err)
	}
	defer boot.Close(context.Background())
	for _, tc := range []struct {
		lang        Language
		look, crash string
	}{
		{Python, "import builtins, linecache; print(sorted(globals()), hasattr(builtins, '_'), sorted(linecache.cache))", "1/0"},
		// the stdlib's C modules and data, as the guest's own import tests use them
		{Python, `import sqlite3, zlib, bz2, lzma, decimal, hashlib, unicodedata, json, csv, io, statistics, xml.etree.ElementTree as ET
print(sqlite3.connect(":memory:").execute("select 6*7").fetchone()[0], len(zlib.compress(b"x" * 999)), bz2.decompress(bz2.compress(b"b")),
      lzma.decompress(lzma.compress(b"l")), decimal.Decimal("0.1") + decimal.Decimal("0.2"), hashlib.sha256(b"abc").hexdigest()[:8],
      unicodedata.name("é"), json.dumps({"a": [1, None]}), next(csv.reader(io.StringIO("a,b"))), statistics.median([3, 1, 2]),
      ET.fromstring("<a><b>hi</b></a>").find("b").text)`, "import nosuchmodule"},
		{JavaScript, "console.log(Object.getOwnPropertyNames(globalThis).sort().join())", "null.x"},
	} {
		t.Run(string(tc.lang)+"/"+tc.crash, func(t *testing.T) {
			var seen [2][2]*Result
			for i, rt := range []*Runtime{testRT, boot} {
				sb, err := rt.NewSandbox(Config{Workspace: t.TempDir()})
				if err != nil {
					t.Fatal(err)
				}
				defer sb.Close()
				seen[i] = [2]*Result{run(t, sb, tc.lang, tc.crash, 0), run(t, sb, tc.lang, tc.look, 0)}
			}
			restored, booted := seen[0], seen[1]
			if restored[0].Stderr != booted[0].Stderr {
				t.Errorf("first cell's error, restored:\n%s\nbooted:\n%s", restored[0].Stderr, booted[0].Stderr)
			}
			if restored[1].Stdout != booted[1].Stdout || restored[1].ExitCode != 0 {
				t.Errorf("names in a restored kernel:\n%s%s\nin a booted one:\n%s", restored[1].Stdout, restored[1].Stderr, booted[1].Stdout)
			}
		})
	}
}

// TestBootAndRestoreBehaveAlike runs the kernel and hostile-code suites on
// a runtime that boots every kernel, so both start paths are held to the
// same behaviour (the default runtime restores from snapshots).
func TestBootAndRestoreBehaveAlike(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the suites twice")
	}
	boot, err := New(context.Background(), Options{NoSnapshots: true})
	if err != nil {
		t.Fatal(err)
	}
	defer boot.Close(context.Background())
	saved := testRT
	testRT = boot
	defer func() { testRT = saved }()
	t.Run("KernelKeepsState", TestKernelKeepsState)
	t.Run("HostileCode", TestHostileCode)
}
