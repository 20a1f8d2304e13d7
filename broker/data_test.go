package broker

import (
	"bytes"
	"context"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/internal/sbxtest"
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
		sbxtest.SkipEngine(t, msg)
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
// write in a provider os sandbox, on the host's own pandas behind the
// kernel's boundaries, and compares every answer with the same pandas run
// natively.
func TestDataTasksMatchNativePandas(t *testing.T) {
	needOS(t)
	cs := connect(t, newBroker(t, Options{}), nil)
	sb := call[SandboxInfo](t, cs, "create_sandbox", args{"provider": "os"})
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
			if got.Isolation != "namespace" {
				t.Errorf("isolation %q, want namespace", got.Isolation)
			}
			if got.ExitCode != 0 || got.Stdout != want {
				t.Errorf("exit %d, stderr:\n%s\nstdout:\n%s\nnative pandas printed:\n%s", got.ExitCode, got.Stderr, got.Stdout, want)
			}
		})
	}
}

// TestPillowImageToResource: in a WebAssembly-only sandbox Pillow opens,
// resizes and saves a PNG, and present_output then resources/read hand
// the host a PNG of the size asked for.
func TestPillowImageToResource(t *testing.T) {
	cs := connect(t, newBroker(t, Options{}), nil)
	st := call[ServerStatus](t, cs, "sandbox_status", nil)
	if !slices.ContainsFunc(st.Guests, func(g GuestInfo) bool { return g.Runtime == "python-imaging" && g.Packages["pillow"] == "11.1.0" }) {
		t.Errorf("sandbox_status guests %+v: none lists pillow 11.1.0", st.Guests)
	}
	sb := call[SandboxInfo](t, cs, "create_sandbox", args{"provider": "wasm"})
	got := run(t, cs, "python", `from PIL import Image, ImageDraw
im = Image.new("RGB", (640, 400), "white")
d = ImageDraw.Draw(im)
for i, h in enumerate([120, 300, 210]):
    d.rectangle([60 + i * 180, 380 - h, 180 + i * 180, 380], fill=(31, 119, 180))
im.save("bars.png")
import os
os.makedirs("plots", exist_ok=True)
with Image.open("bars.png") as src:
    src.resize((320, 200), Image.LANCZOS).save("plots/bars-small.png")
print(Image.open("plots/bars-small.png").size)`, "sandbox_id", sb.SandboxID, "timeout_seconds", 30)
	wantStdout(t, got, "(320, 200)\n")
	if got.Isolation != "wasm" || !strings.HasPrefix(got.Runtime, "wasm/python-imaging-") {
		t.Errorf("ran on %s (%s), want the WebAssembly imaging guest", got.Runtime, got.Isolation)
	}
	out := call[PresentOutputOutput](t, cs, "present_output", args{"path": "plots/bars-small.png", "sandbox_id": sb.SandboxID})
	if out.MIMEType != "image/png" {
		t.Errorf("present_output: MIME type %q", out.MIMEType)
	}
	read, err := cs.ReadResource(context.Background(), &mcp.ReadResourceParams{URI: out.URI})
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(read.Contents[0].Blob))
	if err != nil {
		t.Fatalf("resources/read(%s): not a PNG: %v", out.URI, err)
	}
	if b := img.Bounds(); b.Dx() != 320 || b.Dy() != 200 {
		t.Errorf("the PNG is %dx%d, want 320x200", b.Dx(), b.Dy())
	}
	// A bar's blue survived the resize; the background is white.
	if r, g, b, _ := img.At(60, 180).RGBA(); r>>8 > 60 || g>>8 < 90 || b>>8 < 150 {
		t.Errorf("pixel (60, 180) = %d %d %d, want the bars' blue", r>>8, g>>8, b>>8)
	}
	if r, g, b, _ := img.At(5, 5).RGBA(); r>>8 != 255 || g>>8 != 255 || b>>8 != 255 {
		t.Errorf("pixel (5, 5) = %d %d %d, want white", r>>8, g>>8, b>>8)
	}
}
