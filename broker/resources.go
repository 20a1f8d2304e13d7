package broker

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"path"
	"strings"
	"unicode/utf8"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/broker/govern"
	"github.com/sbx-sandbox/sbx/broker/sessions"
	"github.com/sbx-sandbox/sbx/broker/tool"
	"github.com/sbx-sandbox/sbx/hostfs"
)

// outputsTemplate is the URI template of presented outputs.
const outputsTemplate = "sbx://sandbox/{sandbox_id}/outputs/{name}"

// outputURI returns the URI of output name of sandbox id. Every byte of the
// name but the unreserved ones is percent-encoded, as the template's simple
// {name} expansion requires.
func outputURI(id, name string) string {
	return "sbx://sandbox/" + id + "/outputs/" + govern.PercentEncode(name)
}

// PresentedAs returns the sbx:// URI and the MIME type that present_output
// gives the output name of sandbox id.
func PresentedAs(id, name string) (uri, mime string) { return outputURI(id, name), mimeType(name) }

// parseOutputURI splits an output URI into its sandbox id and file name.
func parseOutputURI(uri string) (id, name string, ok bool) {
	rest, ok := strings.CutPrefix(uri, "sbx://sandbox/")
	if !ok {
		return "", "", false
	}
	id, escaped, ok := strings.Cut(rest, "/outputs/")
	if !ok || !strings.HasPrefix(id, sessions.IDPrefix) || strings.Contains(id, "/") {
		return "", "", false
	}
	name, err := url.PathUnescape(escaped)
	if err != nil || name == "" || name == "." || name == ".." || strings.Contains(name, "/") {
		return "", "", false
	}
	return id, name, true
}

func (b *Broker) presentOutput(ctx context.Context, req *mcp.CallToolRequest, in PresentOutputInput) (*PresentOutputOutput, error) {
	p, err := resolve(in.Path)
	if err != nil {
		return nil, err
	}
	if p == hostfs.MountPoint {
		return nil, fmt.Errorf("present %s: give a file in /workspace, such as /workspace/report.md", in.Path)
	}
	sb, release, err := b.sessions.Use(req.Session, in.SandboxID)
	if err != nil {
		return nil, err
	}
	defer release()
	data, err := sb.Box().Workspace().ReadFile(p, sb.Outputs().Quota().Bytes)
	if err != nil {
		return nil, err
	}
	name := path.Base(p)
	_, statErr := sb.Outputs().Stat(name)
	if err := sb.Outputs().WriteFile(name, data); errors.Is(err, hostfs.ErrQuota) {
		used, _ := sb.Outputs().Usage()
		return nil, fmt.Errorf("present %s: /outputs holds %s of at most %s and keeps it until the sandbox ends; present a file of the same name to replace one, or use a new sandbox",
			p, hostfs.FormatBytes(used), hostfs.FormatBytes(sb.Outputs().Quota().Bytes))
	} else if err != nil {
		return nil, fmt.Errorf("present %s: %w", p, err)
	}
	if statErr != nil { // a new output: the connection's resource list changed
		b.outputsChanged(ctx, req.Session)
	}
	return &PresentOutputOutput{URI: outputURI(sb.ID(), name), Name: name, MIMEType: mimeType(name),
		Size: int64(len(data)), Used: Used{SandboxID: sb.ID()}}, nil
}

// keepOriginals keeps as outputs of sb what a result links to rather
// than shows: the full-size image of each display that the result shows
// scaled down or leaves out, and each display's HTML and SVG, which the
// result embeds as resources that resources/read reads back. Each is
// named by its content, so that the same content is kept once and
// different contents never share a name. What cannot be kept (the
// outputs' quota) is said in the display's note.
func (b *Broker) keepOriginals(ctx context.Context, ss *mcp.ServerSession, sb *sessions.Sandbox, displays []tool.Display) {
	added := false
	keep := func(d *tool.Display, name string, data []byte) (OutputLink, bool) {
		if _, err := sb.Outputs().Stat(name); err != nil {
			if err := sb.Outputs().WriteFile(name, data); err != nil {
				if errors.Is(err, hostfs.ErrQuota) {
					err = fmt.Errorf("/outputs holds at most %s", hostfs.FormatBytes(sb.Outputs().Quota().Bytes))
				}
				d.Note = strings.TrimPrefix(d.Note+"; "+name+" was not kept: "+err.Error(), "; ")
				return OutputLink{}, false
			}
			added = true
		}
		return OutputLink{URI: outputURI(sb.ID(), name), Name: name, MIMEType: mimeType(name), Size: int64(len(data))}, true
	}
	for i := range displays {
		d := &displays[i]
		if d.Original != nil {
			if link, ok := keep(d, d.OriginalName(), d.Original); ok {
				d.Output = link
			}
		}
		for _, f := range d.Resources() {
			if link, ok := keep(d, f.Name, []byte(f.Text)); ok {
				d.Kept(f.MIMEType, link.URI)
			}
		}
	}
	if added {
		b.outputsChanged(ctx, ss)
	}
}

// outputsChanged tells the client of ss that its resource list changed.
// The go-sdk says so itself only of the resources registered with the
// server, which every connection shares; outputs are each connection's
// own, so the notification goes through the sending handler that
// addResources keeps.
func (b *Broker) outputsChanged(ctx context.Context, ss *mcp.ServerSession) {
	_, err := b.send(ctx, "notifications/resources/list_changed",
		&mcp.ServerRequest[*mcp.ResourceListChangedParams]{Session: ss, Params: &mcp.ResourceListChangedParams{}})
	if err != nil {
		b.opts.Logger.Warn("notify resources/list_changed", "err", err)
	}
}

// addResources registers the outputs template, lists each connection's
// own outputs in resources/list and keeps the handler that sends to
// clients, for outputsChanged.
func (b *Broker) addResources() {
	b.server.AddSendingMiddleware(func(next mcp.MethodHandler) mcp.MethodHandler {
		b.send = next
		return next
	})
	b.server.AddResourceTemplate(&mcp.ResourceTemplate{
		Name:        "sandbox-output",
		Title:       "Sandbox output",
		Description: "A file that present_output published from a sandbox of this connection.",
		URITemplate: outputsTemplate,
	}, b.readOutput)
	b.server.AddReceivingMiddleware(func(next mcp.MethodHandler) mcp.MethodHandler {
		return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
			res, err := next(ctx, method, req)
			if lr, ok := res.(*mcp.ListResourcesResult); ok && err == nil && method == "resources/list" {
				if ss, ok := req.GetSession().(*mcp.ServerSession); ok {
					lr.Resources = append(lr.Resources, b.listOutputs(ss)...)
				}
			}
			return res, err
		}
	})
}

// listOutputs describes the outputs of every sandbox of connection ss.
func (b *Broker) listOutputs(ss *mcp.ServerSession) []*mcp.Resource {
	var out []*mcp.Resource
	for _, sb := range b.sessions.List(ss) {
		entries, err := sb.Outputs().List(hostfs.MountPoint)
		if err != nil {
			continue // ended meanwhile
		}
		for _, e := range entries {
			if !e.IsDir {
				out = append(out, &mcp.Resource{URI: outputURI(sb.ID(), e.Name), Name: e.Name, MIMEType: mimeType(e.Name), Size: e.Size})
			}
		}
	}
	return out
}

// sandboxOutputs describes the outputs of sandbox id of connection ss.
func (b *Broker) sandboxOutputs(ss *mcp.ServerSession, id string) []*mcp.Resource {
	prefix := outputURI(id, "")
	var out []*mcp.Resource
	for _, r := range b.listOutputs(ss) {
		if strings.HasPrefix(r.URI, prefix) {
			out = append(out, r)
		}
	}
	return out
}

// readOutput serves resources/read for an output of one of the
// connection's sandboxes; anything else is "not found".
func (b *Broker) readOutput(_ context.Context, req *mcp.ReadResourceRequest) (_ *mcp.ReadResourceResult, err error) {
	defer b.tools.Recover("resources/read", &err)
	uri := req.Params.URI
	id, name, ok := parseOutputURI(uri)
	if !ok {
		return nil, mcp.ResourceNotFoundError(uri)
	}
	sb, release, err := b.sessions.Use(req.Session, id)
	if err != nil {
		return nil, mcp.ResourceNotFoundError(uri)
	}
	defer release()
	data, err := sb.Outputs().ReadFile(name, sb.Outputs().Quota().Bytes)
	if err != nil {
		return nil, mcp.ResourceNotFoundError(uri)
	}
	c := &mcp.ResourceContents{URI: uri, MIMEType: mimeType(name)}
	if isText(c.MIMEType) && utf8.Valid(data) {
		c.Text = string(data)
	} else {
		c.Blob = data
	}
	return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{c}}, nil
}

// mimeTypes maps the extensions of common outputs to their MIME types. The
// table is sbx's own so that a type never depends on the host's mime.types.
var mimeTypes = map[string]string{
	".csv": "text/csv", ".css": "text/css", ".htm": "text/html", ".html": "text/html",
	".js": "text/javascript", ".log": "text/plain", ".md": "text/markdown", ".py": "text/x-python",
	".tsv": "text/tab-separated-values", ".txt": "text/plain",
	".json": "application/json", ".ipynb": "application/x-ipynb+json", ".xml": "application/xml",
	".yaml": "application/yaml", ".yml": "application/yaml", ".svg": "image/svg+xml",
	".gif": "image/gif", ".jpeg": "image/jpeg", ".jpg": "image/jpeg", ".png": "image/png", ".webp": "image/webp",
	".gz": "application/gzip", ".parquet": "application/vnd.apache.parquet", ".pdf": "application/pdf",
	".sqlite": "application/vnd.sqlite3", ".wasm": "application/wasm", ".zip": "application/zip",
}

// mimeType returns the MIME type of a file name by its extension.
func mimeType(name string) string {
	if t, ok := mimeTypes[strings.ToLower(path.Ext(name))]; ok {
		return t
	}
	return "application/octet-stream"
}

// isText reports whether content of MIME type t is text.
func isText(t string) bool {
	return strings.HasPrefix(t, "text/") || strings.HasSuffix(t, "+json") || strings.HasSuffix(t, "+xml") ||
		t == "application/json" || t == "application/xml" || t == "application/yaml"
}
