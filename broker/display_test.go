package broker

import (
	"bytes"
	"encoding/json"
	"image/png"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// displayed returns a run_code call's images (decoded sizes) and the text
// a client that reads only text sees.
func displayed(t testing.TB, res *mcp.CallToolResult) (sizes [][2]int, text string) {
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
	wasmCell(t, cs, id)
	// The next cell displays nothing, and the workspace holds no trace.
	res := callTool(t, cs, "run_code", args{"language": "python", "sandbox_id": id, "code": "import os\nprint(os.listdir('/workspace'))"})
	if sizes, text := displayed(t, res); len(sizes) != 0 || !strings.Contains(text, "[]") || strings.Contains(text, "[display") {
		t.Errorf("the next cell: %q", text)
	}
}

// wasmCell runs a cell in the WebAssembly sandbox id ("" for the
// connection's default) that displays HTML and markdown and leaves a PIL
// image as its last value, and checks what each kind of client sees: the
// image content, the lines of text, the embedded HTML and the structured
// result, valid against run_code's output schema.
func wasmCell(t *testing.T, cs *mcp.ClientSession, id string) {
	t.Helper()
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
	validOutput(t, cs, "run_code", res)
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
}

// validOutput checks res's structured content against the output schema
// cs lists for tool, as a client that validates does.
func validOutput(t *testing.T, cs *mcp.ClientSession, tool string, res *mcp.CallToolResult) {
	t.Helper()
	tools, err := cs.ListTools(t.Context(), nil)
	if err != nil {
		t.Fatal(err)
	}
	i := slices.IndexFunc(tools.Tools, func(x *mcp.Tool) bool { return x.Name == tool })
	if i < 0 {
		t.Fatalf("no tool %s", tool)
	}
	var schema jsonschema.Schema
	var v any
	data, err := json.Marshal(tools.Tools[i].OutputSchema)
	if err == nil {
		err = json.Unmarshal(data, &schema)
	}
	if err == nil {
		data, err = json.Marshal(res.StructuredContent)
	}
	if err == nil {
		err = json.Unmarshal(data, &v)
	}
	var resolved *jsonschema.Resolved
	if err == nil {
		resolved, err = schema.Resolve(nil)
	}
	if err == nil {
		err = resolved.Validate(v)
	}
	if err != nil {
		t.Errorf("%s's structured result does not validate against its output schema: %v", tool, err)
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
	validOutput(t, cs, "run_code", res)
	out := structured[RunCodeOutput](t, res)
	if len(out.Displays) != 3 || out.Displays[1].Table.Shape == nil || out.Displays[1].Table.Shape[0] != 2 || out.Displays[1].Table.Data[1][1] != "8" {
		t.Errorf("structured displays %+v", out.Displays)
	}
}

// An image larger than the result shows comes back scaled down, and the
// full-size file is kept as an output that resources/read returns; one
// that fits has no such output.
func TestDisplayFullSize(t *testing.T) {
	cs := connect(t, newBroker(t, Options{}), nil)
	id := call[SandboxInfo](t, cs, "create_sandbox", args{"provider": "wasm"}).SandboxID
	for _, tc := range []struct {
		name, code  string
		shown, full [2]int
		kept        string // the output's MIME type; "" for none
	}{
		{"wide PNG", `Image.new("RGB", (2000, 1000), "teal")`, [2]int{1024, 512}, [2]int{2000, 1000}, "image/png"},
		{"tall PNG", `Image.new("L", (300, 1500), 128)`, [2]int{204, 1024}, [2]int{300, 1500}, "image/png"},
		{"fits", `Image.new("RGB", (640, 480), "navy")`, [2]int{640, 480}, [2]int{640, 480}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := callTool(t, cs, "run_code", args{"language": "python", "sandbox_id": id, "timeout_seconds": 30,
				"code": "from PIL import Image\n" + tc.code})
			sizes, text := displayed(t, res)
			if len(sizes) != 1 || sizes[0] != tc.shown {
				t.Fatalf("images %v, want one of %v\n%s", sizes, tc.shown, text)
			}
			out := structured[RunCodeOutput](t, res)
			var links []*mcp.ResourceLink
			for _, c := range res.Content {
				if l, ok := c.(*mcp.ResourceLink); ok {
					links = append(links, l)
				}
			}
			if tc.kept == "" {
				if len(links) != 0 || out.Displays[0].Output.URI != "" {
					t.Fatalf("an image that fits is kept as an output: %v, %+v", links, out.Displays[0].Output)
				}
				return
			}
			o := out.Displays[0].Output
			if len(links) != 1 || o.URI == "" || links[0].URI != o.URI || o.MIMEType != tc.kept || !strings.HasPrefix(o.Name, "display-") {
				t.Fatalf("links %v, structured output %+v; want one %s output display-…", links, o, tc.kept)
			}
			mustContain(t, text, "full size: "+o.URI)
			read, err := cs.ReadResource(t.Context(), &mcp.ReadResourceParams{URI: o.URI})
			if err != nil {
				t.Fatal(err)
			}
			cfg, err := png.DecodeConfig(bytes.NewReader(read.Contents[0].Blob))
			if err != nil || [2]int{cfg.Width, cfg.Height} != tc.full || int64(len(read.Contents[0].Blob)) != o.Size {
				t.Errorf("the kept output: %d×%d, %d bytes (%v); want %v, %d bytes", cfg.Width, cfg.Height, len(read.Contents[0].Blob), err, tc.full, o.Size)
			}
		})
	}
}

// A cell that makes 500 figures gets the first 20 and a line saying how
// many were left out, as a result, not an error; the next cell works.
func TestDisplaysTooMany(t *testing.T) {
	needOS(t)
	cs := connect(t, newBroker(t, Options{}), nil)
	id := call[SandboxInfo](t, cs, "create_sandbox", args{"provider": "os"}).SandboxID
	res := callTool(t, cs, "run_code", args{"language": "python", "sandbox_id": id, "timeout_seconds": 30, "code": `import matplotlib.pyplot as plt
for i in range(500):
    plt.figure(figsize=(2, 2), dpi=50); plt.show()`})
	if res.IsError {
		t.Fatalf("run_code: %s", textOf(res))
	}
	sizes, text := displayed(t, res)
	mustContain(t, text, "[display 21: sbx.truncated]\n480 more displays were left out: a cell keeps at most 20")
	if out := structured[RunCodeOutput](t, res); len(sizes) != 20 || len(out.Displays) != 21 {
		t.Errorf("%d images, %d displays; want 20 images and the note", len(sizes), len(out.Displays))
	}
	if sizes, text := displayed(t, callTool(t, cs, "run_code", args{"language": "python", "sandbox_id": id, "code": "display('next')"})); len(sizes) != 0 || !strings.Contains(text, "[display 1: builtins.str]\n'next'") {
		t.Errorf("the next cell: %q", text)
	}
}

// JavaScript's display() (WebAssembly and os kernels): a MIME bundle as
// such, a value with a Jupyter.display method as its bundle, anything else
// as its text; in the os tier's node kernel, a final value with that
// method is displayed too.
func TestDisplaysJavaScript(t *testing.T) {
	const chart = `class Chart { [Symbol.for("Jupyter.display")]() { return {"image/svg+xml": "<svg xmlns='http://www.w3.org/2000/svg' width='4' height='4'/>"}; } }
display({"text/html": "<b>hi</b>"});
display(new Chart(), "plain", [1, 2]);
`
	for _, tc := range []struct {
		provider, code string
		lines          []string
	}{
		{"wasm", chart, []string{"[display 1: bundle]", "[display 2: Chart]", "[display 3: string]\nplain", "[display 4: Array]\n[ 1, 2 ]"}},
		{"os", chart + "new Chart()", []string{"[display 1: bundle]", "[display 2: Chart]", "[display 3: string]\nplain", "[display 4: Array]\n[ 1, 2 ]", "[display 5: Chart]"}},
	} {
		t.Run(tc.provider, func(t *testing.T) {
			if tc.provider == "os" {
				needOS(t)
			}
			cs := connect(t, newBroker(t, Options{}), nil)
			id := call[SandboxInfo](t, cs, "create_sandbox", args{"provider": tc.provider}).SandboxID
			res := callTool(t, cs, "run_code", args{"language": "javascript", "sandbox_id": id, "timeout_seconds": 30, "code": tc.code})
			if res.IsError {
				t.Fatalf("run_code: %s", textOf(res))
			}
			_, text := displayed(t, res)
			mustContain(t, text, tc.lines...)
			validOutput(t, cs, "run_code", res)
			kinds := embedded(t, cs, res)
			want := []string{"text/html <b>hi</b>", "image/svg+xml <svg xmlns='http://www.w3.org/2000/svg' width='4' height='4'/>"}
			if tc.provider == "os" {
				want = append(want, want[1])
			}
			if !slices.Equal(kinds, want) {
				t.Errorf("embedded resources %q, want %q", kinds, want)
			}
			if out := structured[RunCodeOutput](t, res); len(out.Displays) != len(tc.lines) {
				t.Errorf("%d structured displays, want %d", len(out.Displays), len(tc.lines))
			}
		})
	}
}

// embedded returns the MIME type and text of each resource res embeds,
// after checking that resources/read reads each one back from its URI.
func embedded(t *testing.T, cs *mcp.ClientSession, res *mcp.CallToolResult) []string {
	t.Helper()
	var out []string
	for _, c := range res.Content {
		r, ok := c.(*mcp.EmbeddedResource)
		if !ok {
			continue
		}
		out = append(out, r.Resource.MIMEType+" "+r.Resource.Text)
		read, err := cs.ReadResource(t.Context(), &mcp.ReadResourceParams{URI: r.Resource.URI})
		if err != nil || len(read.Contents) != 1 || read.Contents[0].Text != r.Resource.Text || read.Contents[0].MIMEType != r.Resource.MIMEType {
			t.Errorf("resources/read %s: %+v, %v; want the embedded %s", r.Resource.URI, read, err, r.Resource.MIMEType)
		}
	}
	return out
}

// Each cell's HTML display is embedded under a URI of its own, which
// resources/read reads back: a later cell's different HTML never takes
// an earlier one's name.
func TestDisplayResourcesUnique(t *testing.T) {
	cs := connect(t, newBroker(t, Options{}), nil)
	id := call[SandboxInfo](t, cs, "create_sandbox", args{}).SandboxID
	uris := map[string]string{}
	for _, html := range []string{"<b>one</b>", "<i>two</i>"} {
		res := callTool(t, cs, "run_code", args{"language": "python", "sandbox_id": id,
			"code": "from IPython.display import HTML\nHTML(" + strconv.Quote(html) + ")"})
		if got := embedded(t, cs, res); !slices.Equal(got, []string{"text/html " + html}) {
			t.Fatalf("embedded %q, want %q", got, html)
		}
		for _, c := range res.Content {
			if r, ok := c.(*mcp.EmbeddedResource); ok {
				if other, ok := uris[r.Resource.URI]; ok {
					t.Errorf("%s names both %q and %q", r.Resource.URI, other, html)
				}
				uris[r.Resource.URI] = html
			}
		}
	}
}

// A display whose rich form is JSON or LaTeX shows that form in a result's
// text, in place of its plain text.
func TestDisplayJSONAndLaTeX(t *testing.T) {
	cs := connect(t, newBroker(t, Options{}), nil)
	res := callTool(t, cs, "run_code", args{"language": "python",
		"code": "from IPython.display import JSON, Latex, display\ndisplay(JSON({'rows': [1, 2]}), Latex(r'$\\alpha$'))"})
	_, text := displayed(t, res)
	mustContain(t, text, "[display 1: IPython.JSON]\n{\n  \"rows\": [\n    1,\n    2\n  ]\n}", "[display 2: IPython.Latex]\n$\\alpha$")
}
