package display

import (
	"bytes"
	"errors"
	"fmt"
	"image/png"
	"io/fs"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// hostFiles is Root over ws, closed when t ends.
func hostFiles(t *testing.T, ws string) *Root {
	t.Helper()
	r, err := OpenRoot(ws)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { r.Close() })
	return r
}

// cell runs code after the display code in the host's python3, with the
// bundles going to ws, then ends the cell as a kernel does.
func cell(t testing.TB, ws, code string) string {
	t.Helper()
	const python = "/usr/bin/python3"
	if _, err := os.Stat(python); err != nil {
		t.Skip("no /usr/bin/python3")
	}
	prog := strings.Replace(Python, `"/workspace/.sbx/displays"`, `"`+ws+`/.sbx/displays"`, 1) +
		"\nimport sys\nexec(compile(sys.stdin.read(), '<cell>', 'exec'))\n__sbx_flush__()\n"
	cmd := exec.Command(python, "-c", prog)
	cmd.Stdin = strings.NewReader(code)
	cmd.Env = []string{"MPLBACKEND=Agg", "HOME=" + ws}
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	return string(out)
}

// need skips t unless the host's python3 imports mods.
func need(t testing.TB, mods string) {
	t.Helper()
	if err := exec.Command("/usr/bin/python3", "-c", "import "+mods).Run(); err != nil {
		t.Skipf("the host's python3 lacks %s (apt-get install python3-pandas python3-matplotlib python3-pil)", mods)
	}
}

func TestBundles(t *testing.T) {
	need(t, "pandas, matplotlib, PIL")
	ws := t.TempDir()
	out := cell(t, ws, `import matplotlib.pyplot as plt, pandas as pd
from PIL import Image
class Chart:
    def _repr_svg_(self): return "<svg/>"
display(Chart(), Image.new("RGB", (64, 32), "red"))
class Md:
    def _repr_markdown_(self): return "**bold**"
display(Md())
plt.figure(figsize=(8, 6), dpi=100); plt.bar(["a", "b"], [1, 2]); plt.show()
plt.figure(figsize=(4, 3), dpi=100); plt.plot([1, 2])
sys.displayhook(pd.DataFrame({"k": [1, 2], "v": ["x", "y|z"]}))
sys.displayhook(41 + 1)
`)
	if !strings.HasSuffix(out, "42\n") || !strings.Contains(out, "y|z") {
		t.Errorf("the cell printed %q; want the last values' reprs, as before", out)
	}
	got, err := Collect(hostFiles(t, ws))
	if err != nil {
		t.Fatal(err)
	}
	var kinds []string
	for _, b := range got {
		kinds = append(kinds, b.Metadata["type"].(string))
	}
	want := "__main__.Chart PIL.Image __main__.Md matplotlib.Figure pandas.DataFrame matplotlib.Figure"
	if strings.Join(kinds, " ") != want {
		t.Fatalf("bundles %q, want %q, in order", kinds, want)
	}
	if got[0].Text("image/svg+xml") != "<svg/>" || got[2].Text("text/markdown") != "**bold**" {
		t.Errorf("svg %q, markdown %q", got[0].Text("image/svg+xml"), got[2].Text("text/markdown"))
	}
	for i, size := range map[int][2]int{1: {64, 32}, 3: {800, 600}, 5: {400, 300}} {
		data, ok := got[i].Binary("image/png")
		if !ok {
			t.Fatalf("bundle %d has no PNG", i)
		}
		cfg, err := png.DecodeConfig(bytes.NewReader(data))
		if err != nil || cfg.Width != size[0] || cfg.Height != size[1] {
			t.Errorf("bundle %d: %dx%d, %v; want %v", i, cfg.Width, cfg.Height, err, size)
		}
	}
	if md := got[4].Text("text/markdown"); !strings.Contains(md, "| 1 | 2 | y\\|z |") {
		t.Errorf("the DataFrame's table:\n%s", md)
	}
	if _, err := os.Stat(filepath.Join(ws, ".sbx")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the displays directory is left in the workspace: %v", err)
	}
}

// A cell that makes 500 figures gets the first 20 and a note saying how
// many were left out.
func TestTooManyDisplays(t *testing.T) {
	need(t, "matplotlib")
	ws := t.TempDir()
	cell(t, ws, "import matplotlib.pyplot as plt\nfor i in range(500):\n    plt.figure(figsize=(1, 1), dpi=10); plt.show()")
	got, _ := Collect(hostFiles(t, ws))
	if len(got) != 21 || got[20].Metadata["type"] != "sbx.truncated" || !strings.Contains(got[20].Text("text/plain"), "480 more displays") {
		t.Fatalf("%d bundles, the last %+v", len(got), got[len(got)-1].Metadata)
	}
}

// A display over MAX_BYTES is kept as its text, with a note saying why;
// the ones around it are whole.
func TestDisplayTooLarge(t *testing.T) {
	ws := t.TempDir()
	cell(t, ws, `class Big:
    def _repr_html_(self): return "x" * (9 << 20)
    def __repr__(self): return "Big()"
display("before", Big(), "after")`)
	got, err := Collect(hostFiles(t, ws))
	if err != nil || len(got) != 3 {
		t.Fatalf("%d bundles, %v; want 3", len(got), err)
	}
	big := got[1]
	if _, ok := big.Data["text/html"]; ok || big.Text("text/plain") != "Big()" || big.Metadata["type"] != "__main__.Big" ||
		!strings.Contains(fmt.Sprint(big.Metadata["error"]), "over the limit of 8388608") {
		t.Errorf("the large display: %v %+v", slices.Collect(maps.Keys(big.Data)), big.Metadata)
	}
	if got[0].Text("text/plain") != "'before'" || got[2].Text("text/plain") != "'after'" {
		t.Errorf("the displays around it: %q, %q", got[0].Text("text/plain"), got[2].Text("text/plain"))
	}
}

func TestThumbnail(t *testing.T) {
	need(t, "PIL")
	ws := t.TempDir()
	cell(t, ws, `from PIL import Image
display(Image.new("RGB", (1600, 400), (31, 119, 180)))`)
	got, _ := Collect(hostFiles(t, ws))
	data, _ := got[0].Binary("image/png")
	small, w, h, err := Thumbnail(data, 800)
	if err != nil || w != 800 || h != 200 {
		t.Fatalf("%dx%d, %v", w, h, err)
	}
	img, err := png.Decode(bytes.NewReader(small))
	if err != nil {
		t.Fatal(err)
	}
	if r, g, b, _ := img.At(400, 100).RGBA(); r>>8 != 31 || g>>8 != 119 || b>>8 != 180 {
		t.Errorf("pixel %d %d %d", r>>8, g>>8, b>>8)
	}
	if _, _, _, err := Thumbnail([]byte("not an image"), 800); err == nil {
		t.Error("a non-image made a thumbnail")
	}
}

// A link the sandbox leaves in place of the displays directory, or of a
// bundle, does not lead sbx outside the workspace.
func TestCollectFollowsNoLinkOut(t *testing.T) {
	ws, outside := t.TempDir(), t.TempDir()
	os.WriteFile(filepath.Join(outside, "000001.json"), []byte(`{"data":{"text/plain":"host secret"}}`), 0o644)
	os.MkdirAll(filepath.Join(ws, ".sbx"), 0o755)
	if err := os.Symlink(outside, filepath.Join(ws, ".sbx", "displays")); err != nil {
		t.Fatal(err)
	}
	got, _ := Collect(hostFiles(t, ws))
	if len(got) != 0 {
		t.Fatalf("collected %+v through a link out of the workspace", got)
	}
	os.Remove(filepath.Join(ws, ".sbx", "displays"))
	os.MkdirAll(filepath.Join(ws, ".sbx", "displays"), 0o755)
	os.Symlink(filepath.Join(outside, "000001.json"), filepath.Join(ws, ".sbx", "displays", "000001.json"))
	if got, _ := Collect(hostFiles(t, ws)); len(got) != 0 {
		t.Fatalf("collected %+v through a linked bundle", got)
	}
	if _, err := os.Stat(filepath.Join(outside, "000001.json")); err != nil {
		t.Errorf("the file the link pointed at was removed: %v", err)
	}
}

// BenchmarkCollect is what sbx adds to every Python cell: looking for
// displays where there are none, and collecting one 800×600 figure and
// scaling it for the result.
func BenchmarkCollect(b *testing.B) {
	ws := b.TempDir()
	r, err := OpenRoot(ws)
	if err != nil {
		b.Fatal(err)
	}
	defer r.Close()
	b.Run("none", func(b *testing.B) {
		for b.Loop() {
			if got, _ := Collect(r); got != nil {
				b.Fatal(got)
			}
		}
	})
	b.Run("figure-800x600", func(b *testing.B) {
		need(b, "matplotlib")
		cell(b, ws, "import matplotlib.pyplot as plt\nplt.figure(figsize=(8, 6), dpi=100); plt.bar(['a', 'b'], [1, 2])")
		bundle, err := os.ReadFile(filepath.Join(ws, ".sbx/displays/000001.json"))
		if err != nil {
			b.Fatal(err)
		}
		for b.Loop() {
			os.MkdirAll(filepath.Join(ws, ".sbx/displays"), 0o755)
			os.WriteFile(filepath.Join(ws, ".sbx/displays/000001.json"), bundle, 0o644)
			got, _ := Collect(r)
			data, _ := got[0].Binary("image/png")
			if _, _, _, err := Thumbnail(data, 1024); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkKernelHook is what the display code adds to a kernel's cell
// that displays nothing: its display hook on a plain last value and the
// end-of-cell flush, against the plain hook alone, timed in the host's
// python3 over b.N cells and reported as ns-added/cell.
func BenchmarkKernelHook(b *testing.B) {
	out := cell(b, b.TempDir(), fmt.Sprintf(`import contextlib, io, sys, time
def per(f, n=%d):
    with contextlib.redirect_stdout(io.StringIO()):
        t = time.perf_counter()
        for _ in range(n):
            f()
        return (time.perf_counter() - t) / n * 1e9
hook, plain = sys.displayhook, sys.__displayhook__
per(lambda: (hook(2), __sbx_flush__()), 1000)  # warm up
print(per(lambda: (hook(2), __sbx_flush__())) - per(lambda: plain(2)))`, b.N))
	added, err := strconv.ParseFloat(strings.TrimSpace(out), 64)
	if err != nil {
		b.Fatalf("the cell printed %q", out)
	}
	b.ReportMetric(added, "ns-added/cell")
}
