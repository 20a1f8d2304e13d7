package broker

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"golang.org/x/tools/txtar"
)

var update = flag.Bool("update", false, "rewrite the golden transcripts in testdata/transcripts")

// TestTranscripts replays the JSON-RPC messages in each transcript's
// "client" file against a real broker and compares what the server sends
// back with its "server" file, after normalising what varies from run to
// run (sandbox ids, times, durations). In a client message, {{sandbox}}
// stands for the last sandbox id the server returned. Run with -update to
// rewrite the "server" files.
func TestTranscripts(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "transcripts", "*.txtar"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no transcripts: %v", err)
	}
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".txtar"), func(t *testing.T) {
			ar, err := txtar.ParseFile(file)
			if err != nil {
				t.Fatal(err)
			}
			got := replay(t, section(t, ar, "client"))
			if *update {
				setSection(ar, "server", got)
				if err := os.WriteFile(file, txtar.Format(ar), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			if want := section(t, ar, "server"); !bytes.Equal(got, want) {
				t.Errorf("server messages differ from %s (rerun with -update to accept):\n%s", file, lineDiff(string(want), string(got)))
			}
		})
	}
}

// replay sends the client messages, one per line, to a new broker and
// returns the server's messages, normalised and indented. Every tool
// result's structured content must match the tool's output schema.
func replay(t *testing.T, client []byte) []byte {
	b := newBroker(t, Options{Version: "test", Concurrency: 2})
	ctx := context.Background()
	outputs := outputSchemas(t, b)
	ct, st := mcp.NewInMemoryTransports()
	ss, err := b.Server().Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	conn, err := ct.Connect(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	var sandbox string
	for line := range strings.Lines(string(client)) {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		msg, err := jsonrpc.DecodeMessage([]byte(strings.ReplaceAll(line, "{{sandbox}}", sandbox)))
		if err != nil {
			t.Fatalf("client message %s: %v", line, err)
		}
		if err := conn.Write(ctx, msg); err != nil {
			t.Fatal(err)
		}
		req, ok := msg.(*jsonrpc.Request)
		if !ok || !req.IsCall() {
			continue
		}
		for done := false; !done; {
			reply, err := conn.Read(ctx)
			if err != nil {
				t.Fatal(err)
			}
			var resp *jsonrpc.Response
			resp, done = reply.(*jsonrpc.Response)
			if done && req.Method == "tools/call" {
				checkOutput(t, outputs, req, resp)
			}
			data, err := jsonrpc.EncodeMessage(reply)
			if err != nil {
				t.Fatal(err)
			}
			if ids := sandboxIDRE.FindAllString(string(data), -1); len(ids) > 0 {
				sandbox = ids[len(ids)-1]
			}
			out.Write(normalise(t, data))
		}
	}
	conn.Close()
	ss.Wait()
	return out.Bytes()
}

// outputSchemas returns the output schema of each of b's tools, as a
// client lists them.
func outputSchemas(t *testing.T, b *Broker) map[string]*jsonschema.Resolved {
	res, err := connect(t, b, nil).ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	schemas := map[string]*jsonschema.Resolved{}
	for _, tool := range res.Tools {
		data, err := json.Marshal(tool.OutputSchema)
		var s jsonschema.Schema
		if err == nil {
			err = json.Unmarshal(data, &s)
		}
		var r *jsonschema.Resolved
		if err == nil {
			r, err = s.Resolve(nil)
		}
		if err != nil {
			t.Fatalf("output schema of %s: %v", tool.Name, err)
		}
		schemas[tool.Name] = r
	}
	return schemas
}

// checkOutput checks a tools/call result's structured content against the
// tool's output schema.
func checkOutput(t *testing.T, schemas map[string]*jsonschema.Resolved, req *jsonrpc.Request, resp *jsonrpc.Response) {
	t.Helper()
	var params struct{ Name string }
	var result struct{ StructuredContent json.RawMessage }
	if json.Unmarshal(req.Params, &params) != nil || json.Unmarshal(resp.Result, &result) != nil || result.StructuredContent == nil {
		return // refused, or a failure without structured output
	}
	schema := schemas[params.Name]
	if schema == nil {
		return // an app-only tool, not listed
	}
	var v any
	if err := json.Unmarshal(result.StructuredContent, &v); err != nil {
		t.Fatal(err)
	}
	if err := schema.Validate(v); err != nil {
		t.Errorf("%s's structured output does not match its output schema: %v\n%s", params.Name, err, result.StructuredContent)
	}
}

// What varies between runs, and what it is replaced with.
var (
	sandboxIDRE = regexp.MustCompile(`sb_[0-9a-f]{16}`)
	volatile    = []struct {
		re   *regexp.Regexp
		with string
	}{
		{sandboxIDRE, "sb_ID"},
		{regexp.MustCompile(`\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ`), "TIME"},
		{regexp.MustCompile(`\b\d+(\.\d+)? ms\b`), "N ms"},
		// Native providers depend on the host's engines.
		{regexp.MustCompile(`isolation: [a-z+\-, ]+, network:`), "isolation: LEVELS, network:"},
		{regexp.MustCompile(`\nnative provider [^\n]*`), ""},
	}
	// hostDependent are structured fields that depend on the host's engines.
	hostDependent = map[string]bool{"providers": true, "isolation_levels": true}
)

// normalise replaces a message's volatile values and indents it.
func normalise(t *testing.T, data []byte) []byte {
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		t.Fatal(err)
	}
	var walk func(v any) any
	walk = func(v any) any {
		switch v := v.(type) {
		case map[string]any:
			for k, x := range v {
				switch {
				case k == "duration_ms":
					v[k] = 0
				case hostDependent[k]:
					v[k] = "HOST"
				default:
					v[k] = walk(x)
				}
			}
		case []any:
			for i, x := range v {
				v[i] = walk(x)
			}
		case string:
			for _, r := range volatile {
				v = r.re.ReplaceAllString(v, r.with)
			}
			return v
		}
		return v
	}
	out, err := json.MarshalIndent(walk(v), "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	return append(out, '\n')
}

// section returns the named file of a transcript.
func section(t *testing.T, ar *txtar.Archive, name string) []byte {
	for _, f := range ar.Files {
		if f.Name == name {
			return f.Data
		}
	}
	if name == "server" && *update {
		return nil
	}
	t.Fatalf("transcript has no %q file", name)
	return nil
}

// setSection replaces or adds the named file of a transcript.
func setSection(ar *txtar.Archive, name string, data []byte) {
	for i, f := range ar.Files {
		if f.Name == name {
			ar.Files[i].Data = data
			return
		}
	}
	ar.Files = append(ar.Files, txtar.File{Name: name, Data: data})
}

// lineDiff shows where want and got first part, with some context.
func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	i := 0
	for i < len(w) && i < len(g) && w[i] == g[i] {
		i++
	}
	lo := max(i-3, 0)
	return fmt.Sprintf("at line %d:\n--- want\n%s\n--- got\n%s", i+1,
		strings.Join(w[lo:min(i+4, len(w))], "\n"), strings.Join(g[lo:min(i+4, len(g))], "\n"))
}
