package broker

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// dataTasks are everyday pandas and numpy cells, in testdata/datatasks;
// sales.py is the module they share.
var dataTasks = []string{
	"groupby_agg", "pivot_table", "merge", "rolling", "resample", "describe",
	"csv_roundtrip", "numpy_linalg", "numpy_random", "npy_files",
}

// nativePandas runs a task with Debian's python3 and its pandas in a copy of
// testdata/datatasks. It skips the test when that pandas is missing, or
// fails it when SBX_REQUIRE_ENGINES is set (as in CI, which installs it).
func nativePandas(t *testing.T, task string) string {
	t.Helper()
	const python = "/usr/bin/python3"
	if err := exec.Command(python, "-c", "import pandas").Run(); err != nil {
		msg := "native pandas is missing (apt-get install python3-pandas): " + err.Error()
		if os.Getenv("SBX_REQUIRE_ENGINES") != "" {
			t.Fatal(msg + " (SBX_REQUIRE_ENGINES is set)")
		}
		t.Skip(msg)
	}
	dir := t.TempDir()
	copyTasks(t, dir)
	cmd := exec.Command(python, task+".py")
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("native %s: %v\n%s", task, err, out)
	}
	return string(out)
}

// copyTasks copies testdata/datatasks into dir.
func copyTasks(t *testing.T, dir string) {
	t.Helper()
	files, err := filepath.Glob("testdata/datatasks/*.py")
	if err != nil || len(files) == 0 {
		t.Fatalf("testdata/datatasks: %v", err)
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, filepath.Base(f)), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestDataTasksMatchNativePandas runs the pandas and numpy code agents
// write in a WebAssembly-only sandbox and compares every answer with
// native pandas on the same machine.
func TestDataTasksMatchNativePandas(t *testing.T) {
	cs := connect(t, newBroker(t, Options{}), nil)
	sb := call[SandboxInfo](t, cs, "create_sandbox", args{"provider": "wasm"})
	sales, err := os.ReadFile("testdata/datatasks/sales.py")
	if err != nil {
		t.Fatal(err)
	}
	call[WriteFileOutput](t, cs, "write_file", args{"path": "sales.py", "content": string(sales), "sandbox_id": sb.SandboxID})
	for _, task := range dataTasks {
		t.Run(task, func(t *testing.T) {
			want := nativePandas(t, task)
			code, err := os.ReadFile(filepath.Join("testdata/datatasks", task+".py"))
			if err != nil {
				t.Fatal(err)
			}
			got := run(t, cs, "python", string(code), "sandbox_id", sb.SandboxID, "timeout_seconds", 30)
			if got.Isolation != "wasm" {
				t.Errorf("isolation %q, want wasm", got.Isolation)
			}
			if got.ExitCode != 0 || got.Stdout != want {
				t.Errorf("exit %d, stderr:\n%s\nstdout:\n%s\nnative pandas printed:\n%s", got.ExitCode, got.Stderr, got.Stdout, want)
			}
			if strings.Contains(got.Stderr, "went to") {
				t.Errorf("the run left WebAssembly: %s", got.Stderr)
			}
		})
	}
}
