package tool

import (
	"context"
	"encoding/json"
	"log/slog"
	"reflect"
	"strings"
	"testing"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// listOut is a reply with a list, whose schema says array, never null.
type listOut struct {
	Items []string `json:"items"`
}

func (o *listOut) Blocks() []mcp.Content { return Text(strings.Join(o.Items, ",")) }

// TestAdd checks what a tool added with Add does: its arguments are
// checked against its schema, its reply carries both the structured
// output and its words, and a panic in its handler fails the call, not
// the server.
func TestAdd(t *testing.T) {
	s := NewServer(mcp.NewServer(&mcp.Implementation{Name: "test"}, nil), slog.New(slog.DiscardHandler))
	type in struct {
		N int `json:"n" jsonschema:"how many"`
	}
	Add(s, &mcp.Tool{Name: "list", InputSchema: InputSchema[in](func(p map[string]*jsonschema.Schema) { p["n"].Maximum = new(3.0) })},
		func(_ context.Context, _ *mcp.CallToolRequest, a in) (*listOut, error) {
			if a.N == 0 {
				panic("boom")
			}
			return &listOut{Items: make([]string, a.N)}, nil
		})
	if got := s.Names(); len(got) != 1 || got[0] != "list" {
		t.Fatalf("Names = %v", got)
	}
	ct, st := mcp.NewInMemoryTransports()
	ctx := context.Background()
	ss, err := s.MCP.Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ss.Close()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "client"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer cs.Close()
	tools, err := cs.ListTools(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	out, _ := json.Marshal(tools.Tools[0].OutputSchema)
	if !strings.Contains(string(out), `"items":{"items":{"type":"string"},"type":"array"}`) {
		t.Errorf("output schema %s: want items as an array, not array or null", out)
	}
	for _, tc := range []struct {
		n       int
		isError bool
		text    string
	}{
		{2, false, ","},
		{4, true, "validating"},
		{0, true, "internal error in list"},
	} {
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "list", Arguments: map[string]any{"n": tc.n}})
		if err != nil {
			t.Fatalf("n=%d: %v", tc.n, err)
		}
		text := res.Content[0].(*mcp.TextContent).Text
		if res.IsError != tc.isError || !strings.Contains(text, tc.text) {
			t.Errorf("n=%d: isError %v, %q; want %v, %q", tc.n, res.IsError, text, tc.isError, tc.text)
		}
	}
}

// A null argument gets a message naming the argument and the type it
// wants, not the validator's internals.
func TestNullArguments(t *testing.T) {
	type in struct {
		Code    string  `json:"code"`
		Timeout float64 `json:"timeout_seconds,omitempty"`
		Items   []int   `json:"items,omitempty"`
	}
	schema, err := schemaOf(reflect.TypeFor[in]()).Resolve(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ args, want string }{
		{`{"code": null}`, "code is null; give a string, or leave it out"},
		{`{"code": "x", "timeout_seconds": null}`, "timeout_seconds is null; give a number, or leave it out"},
		{`{"code": "x", "items": null}`, "items is null; give an array, or leave it out"},
	} {
		_, err := decodeArguments[in](json.RawMessage(tc.args), schema)
		if err == nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "reflect") {
			t.Errorf("%s: %v, want %q", tc.args, err, tc.want)
		}
	}
}
