package broker

import (
	"bytes"
	"image/png"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// displayed returns a run_code call's images (decoded sizes) and the text
// a client that reads only text sees.
func displayed(t *testing.T, res *mcp.CallToolResult) (sizes [][2]int, text string) {
	t.Helper()
	for _, c := range res.Content {
		switch c := c.(type) {
		case *mcp.ImageContent:
			cfg, err := png.DecodeConfig(bytes.NewReader(c.Data))
			if err != nil || c.MIMEType != "image/png" {
				t.Fatalf("image content %s: %v", c.MIMEType, err)
			}
			sizes = append(sizes, [2]int{cfg.Width, cfg.Height})
		case *mcp.TextContent:
			text += c.Text + "\n"
		}
	}
	return sizes, text
}

// In a WebAssembly sandbox, a PIL image as a cell's last value, and HTML
// and markdown passed to display(), come back as a notebook shows them.
func TestDisplaysWasm(t *testing.T) {
	cs := connect(t, newBroker(t, Options{}), nil)
	id := call[SandboxInfo](t, cs, "create_sandbox", args{"provider": "wasm"}).SandboxID
	res := callTool(t, cs, "run_code", args{"language": "python", "sandbox_id": id, "timeout_seconds": 30, "code": `from PIL import Image
class HTML:
    def _repr_html_(self): return "<b>hi</b>"
class Markdown:
    def _repr_markdown_(self): return "*note*"
display(HTML(), Markdown())
Image.new("RGB", (320, 200), "navy")`})
	if res.IsError {
		t.Fatalf("run_code: %s", textOf(res))
	}
	sizes, text := displayed(t, res)
	if len(sizes) != 1 || sizes[0] != [2]int{320, 200} {
		t.Errorf("images %v, want one 320×200 PNG", sizes)
	}
	mustContain(t, text, "[display 1: __main__.HTML]", "[display 2: __main__.Markdown]\n*note*", "[display 3: PIL.Image, 320×200 image]")
	out := structured[RunCodeOutput](t, res)
	if len(out.Displays) != 3 || out.Displays[2].Width != 320 || !strings.Contains(out.Stdout, "PIL.Image.Image") {
		t.Errorf("structured displays %+v, stdout %q", out.Displays, out.Stdout)
	}
	var html bool
	for _, c := range res.Content {
		if r, ok := c.(*mcp.EmbeddedResource); ok && r.Resource.MIMEType == "text/html" && r.Resource.Text == "<b>hi</b>" {
			html = true
		}
	}
	if !html {
		t.Error("no embedded HTML resource")
	}
	// The next cell displays nothing, and the workspace holds no trace.
	res = callTool(t, cs, "run_code", args{"language": "python", "sandbox_id": id, "code": "import os\nprint(os.listdir('/workspace'))"})
	if sizes, text := displayed(t, res); len(sizes) != 0 || !strings.Contains(text, "[]") || strings.Contains(text, "[display") {
		t.Errorf("the next cell: %q", text)
	}
}

// In a provider os sandbox (the host's matplotlib and pandas): a bar chart
// from plt.show, a figure left open and a DataFrame as the last value.
func TestDisplaysNative(t *testing.T) {
	needOS(t)
	cs := connect(t, newBroker(t, Options{}), nil)
	id := call[SandboxInfo](t, cs, "create_sandbox", args{"provider": "os"}).SandboxID
	res := callTool(t, cs, "run_code", args{"language": "python", "sandbox_id": id, "timeout_seconds": 30, "code": `import matplotlib.pyplot as plt, pandas as pd
plt.figure(figsize=(8, 6), dpi=100); plt.bar(["north", "south"], [14, 8]); plt.show()
plt.figure(figsize=(4, 3), dpi=100); plt.plot([1, 3, 2])
pd.DataFrame({"region": ["north", "south"], "units": [14, 8]})`})
	if res.IsError {
		t.Fatalf("run_code: %s", textOf(res))
	}
	sizes, text := displayed(t, res)
	if len(sizes) != 2 || sizes[0] != [2]int{800, 600} || sizes[1] != [2]int{400, 300} {
		t.Errorf("images %v, want the 800×600 bar chart and the 400×300 figure left open", sizes)
	}
	mustContain(t, text, "[display 1: matplotlib.Figure, 800×600 image]", "[display 2: pandas.DataFrame]\n|  | region | units |",
		"| 0 | north | 14 |", "[display 3: matplotlib.Figure, 400×300 image]")
	out := structured[RunCodeOutput](t, res)
	if len(out.Displays) != 3 || out.Displays[1].Table.Shape == nil || out.Displays[1].Table.Shape[0] != 2 || out.Displays[1].Table.Data[1][1] != "8" {
		t.Errorf("structured displays %+v", out.Displays)
	}
}
