package wasmrt

import (
	"context"
	"flag"
	"os"
	"path/filepath"
	"testing"
)

var updateSite = flag.Bool("update-site", false, "rewrite pysite's bytecode from sitecustomize.py")

// sitePyc is sitecustomize.py's bytecode as the guest's CPython writes it.
const sitePyc = "pysite/__pycache__/sitecustomize.cpython-313.pyc"

// TestSiteBytecode checks that every Python start finds sitecustomize's
// bytecode for the sitecustomize.py beside it, instead of compiling the
// source each time (a few milliseconds of every process start): the
// bytecode's source hash must be that of the source, and the guest must
// load it. With -update-site it writes the bytecode first.
func TestSiteBytecode(t *testing.T) {
	sb, dir := newSandbox(t, Limits{})
	ctx := context.Background()
	if *updateSite {
		res, err := sb.Exec(ctx, Process{Language: Python, Args: []string{"-c", `
import py_compile, sitecustomize
py_compile.compile(sitecustomize.__file__, cfile='/workspace/out.pyc', doraise=True,
                   invalidation_mode=py_compile.PycInvalidationMode.CHECKED_HASH)`}})
		if err != nil || res.ExitCode != 0 {
			t.Fatal(err, res)
		}
		b, err := os.ReadFile(filepath.Join(dir, "out.pyc"))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(sitePyc, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	pyc, err := os.ReadFile(sitePyc)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "committed.pyc"), pyc, 0o644); err != nil {
		t.Fatal(err)
	}
	res, err := sb.Exec(ctx, Process{Language: Python, Args: []string{"-c", `
import importlib.util, sitecustomize
src = open(sitecustomize.__file__, 'rb').read()
pyc = open('/workspace/committed.pyc', 'rb').read()
print(pyc[:4] == importlib.util.MAGIC_NUMBER, pyc[4:8] == b'\x03\0\0\0',
      pyc[8:16] == importlib.util.source_hash(src), open(sitecustomize.__cached__, 'rb').read() == pyc)`}})
	if err != nil {
		t.Fatal(err)
	}
	want := "True True True True\n"
	if res.Stdout != want {
		t.Fatalf("magic, checked-hash flags, source hash, the guest sees it: %q, want %q (stderr %q); "+
			"after changing sitecustomize.py run go test ./wasmrt -run TestSiteBytecode -update-site",
			res.Stdout, want, res.Stderr)
	}
}
