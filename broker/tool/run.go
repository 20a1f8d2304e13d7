package tool

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"image"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/hostfs"
	"github.com/sbx-sandbox/sbx/internal/display"
)

// Target names the sandbox a tool acts on.
type Target struct {
	SandboxID string `json:"sandbox_id,omitempty" jsonschema:"a sandbox from create_sandbox; omit it to use this connection's default sandbox, created on first use"`
}

// Used names the sandbox a tool acted on.
type Used struct {
	SandboxID string `json:"sandbox_id" jsonschema:"the sandbox the call used"`
}

// Grants is the secrets argument of the tools that run code.
type Grants struct {
	Secrets []string `json:"secrets,omitempty" jsonschema:"names of operator-configured secrets to pass to this call only, as environment variables of the same name; their values are redacted from everything returned. sandbox_status lists the secrets you may ask for"`
}

// RunCodeInput is run_code's arguments.
type RunCodeInput struct {
	Language       string  `json:"language" jsonschema:"the interpreter: python (CPython), javascript (QuickJS in WebAssembly, Node.js in a native sandbox) or shell (a POSIX shell line, as run_command)"`
	Code           string  `json:"code" jsonschema:"the source to run; variables, imports and functions persist to the next call in the same sandbox and language"`
	TimeoutSeconds float64 `json:"timeout_seconds,omitempty" jsonschema:"wall-time limit for this call, in seconds"`
	Target
	Grants
}

// RunCodeOutput is what a run produced.
type RunCodeOutput struct {
	ExitCode        int       `json:"exit_code" jsonschema:"0 on success, 1 for an uncaught error (its traceback is in stderr), 124 on timeout"`
	Stdout          string    `json:"stdout" jsonschema:"what the code printed"`
	Stderr          string    `json:"stderr" jsonschema:"errors, tracebacks and notes from sbx"`
	TimedOut        bool      `json:"timed_out" jsonschema:"the run passed its time limit and was interrupted (its traceback is in stderr), or stopped"`
	OutputTruncated bool      `json:"output_truncated" jsonschema:"the output passed its limit: the rest was dropped and the run stopped"`
	DurationMS      float64   `json:"duration_ms" jsonschema:"wall time of the call in milliseconds"`
	Runtime         string    `json:"runtime" jsonschema:"the interpreter and its version"`
	Isolation       string    `json:"isolation" jsonschema:"the isolation boundary the code ran in"`
	StateReset      bool      `json:"state_reset" jsonschema:"the interpreter was restarted since the previous result: variables are lost, files are kept"`
	Displays        []Display `json:"displays,omitempty" jsonschema:"what the cell displayed, in order, as a notebook shows it: rich last values, display(), matplotlib figures; images come as image content beside the text"`
	Used
}

// Display is one thing a cell displayed.
type Display struct {
	Type      string   `json:"type" jsonschema:"what was displayed: a Python type such as matplotlib.Figure, pandas.DataFrame or PIL.Image"`
	MIMETypes []string `json:"mime_types" jsonschema:"the forms it came in, such as image/png, text/html, text/markdown"`
	Text      string   `json:"text" jsonschema:"its plain-text form"`
	Width     int      `json:"width,omitempty" jsonschema:"an image's width in pixels"`
	Height    int      `json:"height,omitempty" jsonschema:"an image's height in pixels"`
	Table     Table    `json:"table,omitzero" jsonschema:"a DataFrame's or Series' first rows"`
	Note      string   `json:"note,omitempty" jsonschema:"what sbx left out of it, and why"`
	// Output is the image at full size, kept as an output when the
	// result shows a scaled-down copy of it or leaves it out.
	Output OutputLink `json:"output,omitzero" jsonschema:"the image at full size, kept as an output of the sandbox when the result shows it scaled down or leaves it out: read it with resources/read"`
	// Image is a PNG of at most ImageSide pixels a side for the result's
	// image content; Markdown, HTML and SVG are its other forms, and JSON
	// and LaTeX the forms shown in place of its plain text.
	Image                            []byte `json:"-"`
	Markdown, HTML, SVG, JSON, LaTeX string `json:"-"`
	// Original is the image as the kernel made it (of type OriginalType),
	// when Image is smaller or missing: what the server keeps as Output.
	Original     []byte `json:"-"`
	OriginalType string `json:"-"`
	// uris are where the HTML and SVG forms were kept (by MIME type), for
	// resources/read.
	uris map[string]string
}

// Resource is a display's form that a result embeds as a resource.
type Resource struct {
	Name, MIMEType, Text string
}

// Resources are d's forms that a result embeds as resources (its HTML and
// SVG), each named by its content.
func (d *Display) Resources() []Resource {
	var out []Resource
	for _, r := range []struct{ mime, ext, text string }{{"text/html", ".html", d.HTML}, {"image/svg+xml", ".svg", d.SVG}} {
		if r.text != "" && d.Markdown == "" {
			sum := sha256.Sum256([]byte(r.text))
			out = append(out, Resource{Name: "display-" + hex.EncodeToString(sum[:6]) + r.ext, MIMEType: r.mime, Text: r.text})
		}
	}
	return out
}

// Kept records that d's form of type mime was kept at uri, which a result
// then gives it, for resources/read.
func (d *Display) Kept(mime, uri string) {
	if d.uris == nil {
		d.uris = map[string]string{}
	}
	d.uris[mime] = uri
}

// OutputLink is a presented output of a sandbox.
type OutputLink struct {
	URI      string `json:"uri" jsonschema:"the output's sbx:// URI, for resources/read"`
	Name     string `json:"name" jsonschema:"its file name in /outputs"`
	MIMEType string `json:"mime_type" jsonschema:"its MIME type"`
	Size     int64  `json:"size" jsonschema:"its size in bytes"`
}

// OriginalName is the name in /outputs of a display's full-size image:
// named by its content, so that the same image is kept once.
func (d *Display) OriginalName() string {
	sum := sha256.Sum256(d.Original)
	ext := ".png"
	if d.OriginalType == "image/jpeg" {
		ext = ".jpg"
	}
	return "display-" + hex.EncodeToString(sum[:6]) + ext
}

// Table is a DataFrame's first rows, as text.
type Table struct {
	Columns []string   `json:"columns"`
	Index   []string   `json:"index"`
	Data    [][]string `json:"data"`
	Shape   []int      `json:"shape" jsonschema:"rows and columns of the whole table"`
}

// ImageSide bounds a displayed image's width and height in a result; the
// kernel's image is scaled down to fit.
const ImageSide = 1024

// Blocks are d's contents in a result, the n-th display: always a line of
// text (hosts may drop the rest), then the image and a link to its full
// size, the table as markdown, or the HTML or SVG as an embedded resource.
func (d *Display) Blocks(n int) []mcp.Content {
	line := fmt.Sprintf("[display %d: %s", n, d.Type)
	if d.Width > 0 {
		line += fmt.Sprintf(", %d×%d image", d.Width, d.Height)
	}
	if d.Note != "" {
		line += "; " + d.Note
	}
	if d.Output.URI != "" {
		line += "; full size: " + d.Output.URI
	}
	line += "]"
	switch {
	case d.Markdown != "":
		line += "\n" + d.Markdown
	case d.Image != nil || d.HTML != "" || d.SVG != "":
	case d.JSON != "":
		line += "\n" + d.JSON
	case d.LaTeX != "":
		line += "\n" + d.LaTeX
	default:
		line += "\n" + d.Text
	}
	out := []mcp.Content{&mcp.TextContent{Text: line}}
	if d.Image != nil {
		out = append(out, &mcp.ImageContent{Data: d.Image, MIMEType: "image/png"})
	}
	if o := d.Output; o.URI != "" {
		out = append(out, &mcp.ResourceLink{URI: o.URI, Name: o.Name, MIMEType: o.MIMEType, Size: &o.Size})
	}
	for _, r := range d.Resources() {
		uri := d.uris[r.MIMEType]
		if uri == "" { // not kept: a name no other content has
			uri = "sbx://display/" + strings.TrimPrefix(r.Name, "display-")
		}
		out = append(out, &mcp.EmbeddedResource{Resource: &mcp.ResourceContents{URI: uri, MIMEType: r.MIMEType, Text: r.Text}})
	}
	return out
}

// Blocks implements Reply.
func (o *RunCodeOutput) Blocks() []mcp.Content {
	var b strings.Builder
	b.WriteString(o.Stdout)
	if o.Stderr != "" {
		if o.Stdout != "" && !strings.HasSuffix(o.Stdout, "\n") {
			b.WriteByte('\n')
		}
		b.WriteString("--- stderr ---\n")
		b.WriteString(o.Stderr)
	}
	if b.Len() > 0 && !strings.HasSuffix(b.String(), "\n") {
		b.WriteByte('\n')
	}
	notes := []string{fmt.Sprintf("exit %d", o.ExitCode), fmt.Sprintf("%.0f ms", o.DurationMS), o.Runtime, o.SandboxID}
	for _, n := range []struct {
		on   bool
		text string
	}{
		{o.TimedOut, "timed out"},
		{o.OutputTruncated, "output truncated"},
		{o.StateReset, "interpreter restarted: variables lost, files kept"},
	} {
		if n.on {
			notes = append(notes, n.text)
		}
	}
	fmt.Fprintf(&b, "[%s]", strings.Join(notes, " · "))
	out := Text(b.String())
	for i := range o.Displays {
		out = append(out, o.Displays[i].Blocks(i+1)...)
	}
	return out
}

// Failed implements Failure: sbx stopped the run, so the call did not
// do what was asked.
func (o *RunCodeOutput) Failed() bool { return o.TimedOut || o.OutputTruncated }

// PresentOutputInput is present_output's arguments.
type PresentOutputInput struct {
	Path string `json:"path" jsonschema:"the file to present, as a sandbox path under /workspace; its name becomes the output's name"`
	Target
}

// PresentOutputOutput describes a presented output. The bytes are read
// with resources/read on the URI; they are never inlined.
type PresentOutputOutput struct {
	URI      string `json:"uri" jsonschema:"the output's sbx:// resource URI, for resources/read"`
	Name     string `json:"name" jsonschema:"the output's file name in /outputs"`
	MIMEType string `json:"mime_type" jsonschema:"the output's MIME type, from its extension"`
	Size     int64  `json:"size" jsonschema:"the output's size in bytes"`
	Used
}

// Blocks implements Reply.
func (o *PresentOutputOutput) Blocks() []mcp.Content {
	return []mcp.Content{
		&mcp.ResourceLink{URI: o.URI, Name: o.Name, MIMEType: o.MIMEType, Size: &o.Size},
		&mcp.TextContent{Text: fmt.Sprintf("presented %s (%s, %s) as %s", o.Name, o.MIMEType, hostfs.FormatBytes(o.Size), o.URI)},
	}
}

// moduleInstall makes module name from src in the kernel.
const moduleInstall = `import sys, types
m = types.ModuleType(name)
exec(compile(src, "<" + name + ">", "exec"), m.__dict__)
sys.modules[name] = m`

// ModuleCall is Python that runs call with module name (whose source is
// src) loaded in the kernel, installing it on first use, without adding
// names to the user's namespace.
func ModuleCall(name, src, call string) string {
	return fmt.Sprintf("if %[1]s not in __import__(\"sys\").modules: exec(%[2]s, {\"src\": %[3]s, \"name\": %[1]s})\n%[4]s",
		strconv.Quote(name), strconv.Quote(moduleInstall), strconv.Quote(src), call)
}

// maxImage bounds a displayed image's PNG in a result, once scaled.
const maxImage = 2 << 20

// MaxDisplayBytes bounds the images, HTML and SVG of one result's displays
// together; past it, a display keeps only its line of text, its table and
// a note, and its image is kept at full size as an output.
const MaxDisplayBytes = 8 << 20

// Displays are a cell's display bundles as a result shows them: images
// scaled to fit ImageSide, a DataFrame's table, HTML and SVG, within
// MaxDisplayBytes.
func Displays(bundles []display.Bundle) []Display {
	var out []Display
	total := 0
	for _, b := range bundles {
		typ, _ := b.Metadata["type"].(string)
		d := Display{Type: typ, Text: b.Text("text/plain"), MIMETypes: slices.Sorted(maps.Keys(b.Data)),
			Markdown: b.Text("text/markdown"), HTML: b.Text("text/html"), SVG: b.Text("image/svg+xml"), LaTeX: b.Text("text/latex")}
		if raw, ok := b.Data["application/json"]; ok {
			var v any
			if json.Unmarshal(raw, &v) == nil {
				j, _ := json.MarshalIndent(v, "", "  ")
				d.JSON = string(j)
			}
		}
		d.Note, _ = b.Metadata["error"].(string)
		src, mime, scaled := d.image(b)
		if n := len(d.Image) + len(d.HTML) + len(d.SVG) + len(d.JSON) + len(d.LaTeX); total+n > MaxDisplayBytes {
			d.Image, d.HTML, d.SVG, d.JSON, d.LaTeX = nil, "", "", "", ""
			d.Note = strings.TrimPrefix(d.Note+"; left out: this result's displays passed "+hostfs.FormatBytes(MaxDisplayBytes), "; ")
		} else {
			total += n
		}
		if src != nil && (d.Image == nil || scaled) {
			d.Original, d.OriginalType = src, mime
		}
		if raw, ok := b.Data["application/vnd.sbx.table+json"]; ok {
			var t Table
			if json.Unmarshal(raw, &t) == nil {
				d.Table = t
			}
		}
		out = append(out, d)
	}
	return out
}

// image sets d's image from b's PNG or JPEG: its size, and a PNG scaled to
// fit ImageSide unless that is over maxImage, with a note saying why not
// or that it is scaled. It returns the readable image as b has it, and
// its type.
func (d *Display) image(b display.Bundle) (src []byte, mime string, scaled bool) {
	for _, mime := range []string{"image/png", "image/jpeg"} {
		data, ok := b.Binary(mime)
		if !ok {
			continue
		}
		if cfg, _, err := image.DecodeConfig(bytes.NewReader(data)); err == nil {
			d.Width, d.Height = cfg.Width, cfg.Height
		}
		img, w, h, err := display.Thumbnail(data, ImageSide)
		switch {
		case err != nil:
			d.Note = "the image could not be read: " + err.Error()
			return nil, "", false
		case len(img) > maxImage:
			d.Note = fmt.Sprintf("the image is left out: %s once scaled, over the limit of %s", hostfs.FormatBytes(int64(len(img))), hostfs.FormatBytes(maxImage))
		case w != d.Width:
			d.Image = img
			d.Note = strings.TrimPrefix(d.Note+fmt.Sprintf("; shown scaled to %d×%d", w, h), "; ")
		default:
			d.Image = img
		}
		return data, mime, w != d.Width
	}
	return nil, "", false
}
