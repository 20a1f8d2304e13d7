package broker

import (
	"bytes"
	"cmp"
	"context"
	"encoding/base64"
	"fmt"
	"path"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/broker/sessions"
	"github.com/sbx-sandbox/sbx/broker/tool"
	"github.com/sbx-sandbox/sbx/hostfs"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// Encodings of file content in tool arguments and results.
const (
	encText   = "text"
	encBase64 = "base64"
)

// WriteFileInput is write_file's arguments.
type WriteFileInput struct {
	Path     string `json:"path" jsonschema:"the file to write, as a sandbox path: under /workspace (absolute, or relative to it), /home/user (HOME; ~/ stands for it) or /tmp; missing directories are created"`
	Content  string `json:"content" jsonschema:"the file's content, as text or base64 (see encoding)"`
	Encoding string `json:"encoding,omitempty" jsonschema:"how content is encoded: text (the default) or base64 for binary data"`
	Target
}

// WriteFileOutput describes the file written.
type WriteFileOutput struct {
	Path string `json:"path" jsonschema:"the file written, as an absolute sandbox path"`
	Size int    `json:"size" jsonschema:"bytes written"`
	Used
}

// Blocks implements tool.Reply.
func (o *WriteFileOutput) Blocks() []mcp.Content {
	return tool.Text(fmt.Sprintf("wrote %s to %s in %s", hostfs.FormatBytes(int64(o.Size)), o.Path, o.SandboxID))
}

// ReadFileInput is read_file's arguments.
type ReadFileInput struct {
	Path     string `json:"path" jsonschema:"the file to read, as a sandbox path: under /workspace (absolute, or relative to it), /home/user (~/) or /tmp"`
	Encoding string `json:"encoding,omitempty" jsonschema:"text or base64; omitted, text files come back as text and other files as base64"`
	Target
}

// ReadFileOutput is a file's content.
type ReadFileOutput struct {
	Path     string `json:"path" jsonschema:"the file read, as an absolute sandbox path"`
	Encoding string `json:"encoding" jsonschema:"how content is encoded: text or base64"`
	Content  string `json:"content" jsonschema:"the file's content"`
	Size     int    `json:"size" jsonschema:"the file's size in bytes"`
	Used
}

// Blocks implements tool.Reply.
func (o *ReadFileOutput) Blocks() []mcp.Content {
	if o.Encoding == encText {
		return tool.Text(o.Content)
	}
	return tool.Text(fmt.Sprintf("%s is binary (%s); base64:\n%s", o.Path, hostfs.FormatBytes(int64(o.Size)), o.Content))
}

// ListFilesInput is list_files' arguments.
type ListFilesInput struct {
	Path string `json:"path,omitempty" jsonschema:"the directory to list, as a sandbox path under /workspace (the default), /home/user (~) or /tmp"`
	Target
}

// FileEntry is one entry of a directory.
type FileEntry struct {
	Name     string `json:"name" jsonschema:"the entry's name"`
	Path     string `json:"path" jsonschema:"the entry's absolute sandbox path"`
	Type     string `json:"type" jsonschema:"file or directory"`
	Size     int64  `json:"size" jsonschema:"size in bytes (files only)"`
	Modified string `json:"modified" jsonschema:"last modification, RFC 3339"`
}

// ListFilesOutput is a directory's entries.
type ListFilesOutput struct {
	Path    string      `json:"path" jsonschema:"the directory listed, as an absolute sandbox path"`
	Entries []FileEntry `json:"entries" jsonschema:"the directory's entries, sorted by name"`
	Used
}

// Blocks implements tool.Reply.
func (o *ListFilesOutput) Blocks() []mcp.Content {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %d entries\n", o.Path, len(o.Entries))
	for _, e := range o.Entries {
		if e.Type == "directory" {
			fmt.Fprintf(&b, "  %s/\n", e.Name)
		} else {
			fmt.Fprintf(&b, "  %s  %s\n", e.Name, hostfs.FormatBytes(e.Size))
		}
	}
	return tool.Text(b.String())
}

// DeleteFileInput is delete_file's arguments.
type DeleteFileInput struct {
	Path string `json:"path" jsonschema:"the file or directory to delete, as a sandbox path under /workspace, /home/user (~/) or /tmp; a directory goes with everything in it"`
	Target
}

// DeleteFileOutput confirms a deletion.
type DeleteFileOutput struct {
	Path    string `json:"path" jsonschema:"the path deleted, as an absolute sandbox path"`
	Deleted bool   `json:"deleted" jsonschema:"true: the path is gone"`
	Used
}

// Blocks implements tool.Reply.
func (o *DeleteFileOutput) Blocks() []mcp.Content {
	return tool.Text(fmt.Sprintf("deleted %s in %s", o.Path, o.SandboxID))
}

// resolve checks a sandbox path and returns it in absolute form.
func resolve(p string) (string, error) {
	rel, err := hostfs.Resolve(p)
	if err != nil {
		return "", err
	}
	return path.Join(hostfs.MountPoint, rel), nil
}

// open finds the sandbox a file tool's call names and the workspace of
// the mount f lies under. The caller defers release.
func (b *Broker) open(req *mcp.CallToolRequest, sandboxID string, f wasmrt.FilePath) (sb *sessions.Sandbox, ws *hostfs.Workspace, release func(), err error) {
	if sb, release, err = b.sessions.Use(req.Session, sandboxID); err != nil {
		return nil, nil, nil, err
	}
	return sb, sb.Box().Files(f.Mount), release, nil
}

func (b *Broker) writeFile(_ context.Context, req *mcp.CallToolRequest, in WriteFileInput) (*WriteFileOutput, error) {
	p, err := wasmrt.ParseFilePath(in.Path)
	if err != nil {
		return nil, err
	}
	data := []byte(in.Content)
	if in.Encoding == encBase64 {
		if data, err = base64.StdEncoding.DecodeString(in.Content); err != nil {
			return nil, fmt.Errorf("content is not valid base64 (%v); send standard base64 with padding, or encoding text", err)
		}
	}
	sb, ws, release, err := b.open(req, in.SandboxID, p)
	if err != nil {
		return nil, err
	}
	defer release()
	if err := ws.WriteFile(p.Name, data); err != nil {
		return nil, p.Wrap(err)
	}
	return &WriteFileOutput{Path: p.Abs, Size: len(data), Used: Used{SandboxID: sb.ID()}}, nil
}

func (b *Broker) readFile(_ context.Context, req *mcp.CallToolRequest, in ReadFileInput) (*ReadFileOutput, error) {
	fp, err := wasmrt.ParseFilePath(in.Path)
	if err != nil {
		return nil, err
	}
	sb, ws, release, err := b.open(req, in.SandboxID, fp)
	if err != nil {
		return nil, err
	}
	defer release()
	p := fp.Abs
	data, err := ws.ReadFile(fp.Name, b.opts.ReadLimit)
	if err != nil {
		if e, serr := ws.Stat(fp.Name); serr == nil && !e.IsDir && e.Size > b.opts.ReadLimit {
			return nil, fmt.Errorf("read %s: file is %s, read_file returns at most %s; use present_output to publish it as a resource, or work on it with run_code",
				p, hostfs.FormatBytes(e.Size), hostfs.FormatBytes(b.opts.ReadLimit))
		}
		return nil, fp.Wrap(err)
	}
	isText := utf8.Valid(data) && !bytes.ContainsRune(data, 0)
	enc := in.Encoding
	switch {
	case enc == "" && isText:
		enc = encText
	case enc == "":
		enc = encBase64
	case enc == encText && !isText:
		return nil, fmt.Errorf("read %s: the file is binary, not UTF-8 text; read it with encoding base64", p)
	}
	out := &ReadFileOutput{Path: p, Encoding: enc, Content: string(data), Size: len(data), Used: Used{SandboxID: sb.ID()}}
	if enc == encBase64 {
		out.Content = base64.StdEncoding.EncodeToString(data)
	}
	return out, nil
}

func (b *Broker) listFiles(_ context.Context, req *mcp.CallToolRequest, in ListFilesInput) (*ListFilesOutput, error) {
	fp, err := wasmrt.ParseFilePath(cmp.Or(in.Path, hostfs.MountPoint))
	if err != nil {
		return nil, err
	}
	sb, ws, release, err := b.open(req, in.SandboxID, fp)
	if err != nil {
		return nil, err
	}
	defer release()
	p := fp.Abs
	entries, err := ws.List(fp.Name)
	if err != nil {
		if e, serr := ws.Stat(fp.Name); serr == nil && !e.IsDir {
			return nil, fmt.Errorf("list %s: is a file, not a directory; read it with read_file", p)
		}
		return nil, fp.Wrap(err)
	}
	out := &ListFilesOutput{Path: p, Entries: make([]FileEntry, 0, len(entries)), Used: Used{SandboxID: sb.ID()}}
	for _, e := range entries {
		fe := FileEntry{Name: e.Name, Path: path.Join(p, e.Name), Type: "file", Size: e.Size,
			Modified: e.ModTime.UTC().Format(time.RFC3339)}
		if e.IsDir {
			fe.Type, fe.Size = "directory", 0
		}
		out.Entries = append(out.Entries, fe)
	}
	return out, nil
}

func (b *Broker) deleteFile(_ context.Context, req *mcp.CallToolRequest, in DeleteFileInput) (*DeleteFileOutput, error) {
	p, err := wasmrt.ParseFilePath(in.Path)
	if err != nil {
		return nil, err
	}
	sb, ws, release, err := b.open(req, in.SandboxID, p)
	if err != nil {
		return nil, err
	}
	defer release()
	if err := ws.Remove(p.Name); err != nil {
		return nil, p.Wrap(err)
	}
	return &DeleteFileOutput{Path: p.Abs, Deleted: true, Used: Used{SandboxID: sb.ID()}}, nil
}

// addFileTools registers the file tools and present_output.
func (b *Broker) addFileTools() {
	encodings := func(p map[string]*jsonschema.Schema) { p["encoding"].Enum = tool.Enum(encText, encBase64) }
	tool.Add(b.tools, &mcp.Tool{
		Name:        "write_file",
		Title:       "Write a file",
		Description: "Write a file into the sandbox's /workspace (or its /home/user or /tmp), replacing any file of that name. Code run with run_code sees it.",
		InputSchema: tool.InputSchema[WriteFileInput](encodings),
		Annotations: &mcp.ToolAnnotations{Title: "Write a file", IdempotentHint: true, OpenWorldHint: tool.ClosedWorld},
	}, b.writeFile)
	tool.Add(b.tools, &mcp.Tool{
		Name:  "read_file",
		Title: "Read a file",
		Description: fmt.Sprintf("Read a file from the sandbox's /workspace (or its /home/user or /tmp): text as text, anything else as base64; at most %s "+
			"(publish larger files with present_output).", hostfs.FormatBytes(b.opts.ReadLimit)),
		InputSchema: tool.InputSchema[ReadFileInput](encodings),
		Annotations: &mcp.ToolAnnotations{Title: "Read a file", ReadOnlyHint: true, OpenWorldHint: tool.ClosedWorld},
	}, b.readFile)
	tool.Add(b.tools, &mcp.Tool{
		Name:        "list_files",
		Title:       "List files",
		Description: "List a directory of the sandbox's /workspace (or its /home/user or /tmp): names, types, sizes and modification times.",
		InputSchema: tool.InputSchema[ListFilesInput](nil),
		Annotations: &mcp.ToolAnnotations{Title: "List files", ReadOnlyHint: true, OpenWorldHint: tool.ClosedWorld},
	}, b.listFiles)
	tool.Add(b.tools, &mcp.Tool{
		Name:        "delete_file",
		Title:       "Delete a file",
		Description: "Delete a file, or a directory with everything in it, from the sandbox's /workspace (or its /home/user or /tmp).",
		InputSchema: tool.InputSchema[DeleteFileInput](nil),
		Annotations: &mcp.ToolAnnotations{Title: "Delete a file", DestructiveHint: tool.Destructive, IdempotentHint: true, OpenWorldHint: tool.ClosedWorld},
	}, b.deleteFile)
	tool.Add(b.tools, &mcp.Tool{
		Name:  "present_output",
		Title: "Present an output",
		Description: "Publish a file from /workspace as a result for the user: it is copied to the sandbox's /outputs " +
			"and returned as an sbx:// resource link (read its bytes with resources/read). A file of the same name replaces the earlier one.",
		InputSchema: tool.InputSchema[PresentOutputInput](nil),
		Annotations: &mcp.ToolAnnotations{Title: "Present an output", IdempotentHint: true, OpenWorldHint: tool.ClosedWorld},
	}, b.presentOutput)
}
