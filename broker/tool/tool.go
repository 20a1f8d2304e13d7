// Package tool is what sbx's MCP tools share: how a typed tool is
// registered (its schemas derived from Go types, its arguments checked,
// its reply worded for a reader, a panic turned into an error), the
// arguments that name a sandbox, and what a run and a presented output
// are. The broker's tools and the tool families beside it (apps, the
// dashboard) are written against it, so that none imports another.
package tool

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"maps"
	"reflect"
	"runtime/debug"
	"slices"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Reply is a tool's structured output that can also word itself for a
// reader: Blocks are the content blocks of the tool's result.
type Reply interface {
	Blocks() []mcp.Content
}

// Failure is implemented by replies that report a failed call while still
// carrying their structured output, such as a run that timed out.
type Failure interface {
	Failed() bool
}

// Text is a reply's content as one text block.
func Text(s string) []mcp.Content { return []mcp.Content{&mcp.TextContent{Text: s}} }

// Server is the MCP server tools are added to, with the name of every
// tool added, served or not.
type Server struct {
	MCP   *mcp.Server
	log   *slog.Logger
	names []string
}

// NewServer returns s, to add tools to; log receives the stack of a
// handler that panics.
func NewServer(s *mcp.Server, log *slog.Logger) *Server { return &Server{MCP: s, log: log} }

// Names are the tools added, in the order they were.
func (s *Server) Names() []string { return s.names }

// Add registers a typed tool whose reply (a pointer to the output
// struct) supplies the readable content next to the structured output, and
// marks failed replies as errors. Arguments are checked against the input
// schema; the output needs no check, its schema being derived from Out
// (unless t has one, which OutputSchema derived). A
// handler that panics fails its call, not the server.
func Add[In any, Out Reply](s *Server, t *mcp.Tool, h func(context.Context, *mcp.CallToolRequest, In) (Out, error)) {
	if t.InputSchema == nil {
		t.InputSchema = schemaOf(reflect.TypeFor[In]())
	}
	if t.OutputSchema == nil {
		t.OutputSchema = schemaOf(reflect.TypeFor[Out]().Elem())
	}
	args, err := t.InputSchema.(*jsonschema.Schema).Resolve(nil)
	if err != nil {
		panic(fmt.Sprintf("input schema of %s: %v", t.Name, err))
	}
	s.names = append(s.names, t.Name)
	s.MCP.AddTool(t, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		in, err := decodeArguments[In](req.Params.Arguments, args)
		if err != nil {
			return failedResult(err), nil
		}
		out, err := handle(s, t.Name, func() (Out, error) { return h(ctx, req, in) })
		if err != nil {
			return failedResult(err), nil
		}
		structured, err := json.Marshal(out)
		if err != nil {
			return nil, fmt.Errorf("marshal the output of %s: %w", t.Name, err)
		}
		res := &mcp.CallToolResult{Content: forClient(req.Session, out.Blocks()), StructuredContent: json.RawMessage(structured)}
		if f, ok := any(out).(Failure); ok && f.Failed() {
			res.IsError = true
		}
		return res, nil
	})
}

// decodeArguments checks a call's arguments against a tool's input schema
// and decodes them.
func decodeArguments[In any](raw json.RawMessage, schema *jsonschema.Resolved) (in In, err error) {
	var m map[string]any
	if len(raw) > 0 {
		if err := json.Unmarshal(raw, &m); err != nil {
			return in, fmt.Errorf("validating \"arguments\": %v", err)
		}
	}
	if m == nil {
		m = map[string]any{}
	}
	for _, name := range slices.Sorted(maps.Keys(m)) {
		if p := schema.Schema().Properties[name]; m[name] == nil && p != nil {
			return in, fmt.Errorf("validating \"arguments\": %s is null; give %s, or leave it out", name, withArticle(p.Type))
		}
	}
	if err := schema.Validate(m); err != nil {
		return in, fmt.Errorf("validating \"arguments\": %v", err)
	}
	if len(raw) > 0 {
		err = json.Unmarshal(raw, &in)
	}
	return in, err
}

// withArticle names a JSON type with its article: "a string", "an integer".
func withArticle(typ string) string {
	switch typ {
	case "":
		return "a value"
	case "integer", "array", "object":
		return "an " + typ
	}
	return "a " + typ
}

// failedResult is a tool result reporting err to the agent.
func failedResult(err error) *mcp.CallToolResult {
	var res mcp.CallToolResult
	res.SetError(err)
	return &res
}

// handle runs one handler, turning a panic into an error for the agent and
// a stack trace in the log.
func handle[Out any](s *Server, what string, h func() (Out, error)) (out Out, err error) {
	defer s.Recover(what, &err)
	return h()
}

// Recover, deferred, turns a panic in a handler into an error for the
// agent, in *err, and a stack trace in the log.
func (s *Server) Recover(what string, err *error) {
	if v := recover(); v != nil {
		s.log.Error("panic", "in", what, "value", v, "stack", string(debug.Stack()))
		*err = fmt.Errorf("internal error in %s; the server's log has the details", what)
	}
}

// InputSchema derives T's schema and lets edit adjust its properties
// (enums, limits that depend on the options).
func InputSchema[T any](edit func(props map[string]*jsonschema.Schema)) *jsonschema.Schema {
	s := schemaOf(reflect.TypeFor[T]())
	if edit != nil {
		edit(s.Properties)
	}
	return s
}

// OutputSchema derives T's schema and lets edit adjust its properties (the
// enums that depend on the server); T is the tool's output without its
// pointer.
func OutputSchema[T any](edit func(props map[string]*jsonschema.Schema)) *jsonschema.Schema {
	return InputSchema[T](edit)
}

// schemaOf derives t's JSON schema. Slices are declared as plain arrays,
// not as "array or null": the broker never returns null for one, and
// single-type schemas are the portable kind. A type without a schema is a
// programming error, reported at start-up.
func schemaOf(t reflect.Type) *jsonschema.Schema {
	s, err := jsonschema.ForType(t, nil)
	if err != nil {
		panic(fmt.Sprintf("schema of %s: %v", t, err))
	}
	var notNull func(*jsonschema.Schema)
	notNull = func(s *jsonschema.Schema) {
		if s == nil {
			return
		}
		if slices.Equal(s.Types, []string{"null", "array"}) {
			s.Type, s.Types = "array", nil
		}
		for _, p := range s.Properties {
			notNull(p)
		}
		notNull(s.Items)
	}
	notNull(s)
	return s
}

// Enum lists a property's allowed values.
func Enum(values ...string) []any {
	out := make([]any, len(values))
	for i, v := range values {
		out[i] = v
	}
	return out
}

// Tool hints shared by several tools.
var (
	ClosedWorld = new(bool)
	Destructive = func() *bool { t := true; return &t }()
)

// forClient returns content as the client of ss can take it: resource_link
// content came with MCP 2025-06-18 and earlier clients reject the result
// that holds one, so they get the rest alone, whose text names the link.
func forClient(ss *mcp.ServerSession, content []mcp.Content) []mcp.Content {
	if p := ss.InitializeParams(); p == nil || p.ProtocolVersion >= "2025-06-18" {
		return content
	}
	return slices.DeleteFunc(content, func(c mcp.Content) bool {
		_, link := c.(*mcp.ResourceLink)
		return link
	})
}
