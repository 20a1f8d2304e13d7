package broker

import (
	"context"
	"encoding/json"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// opener opens a new connection to the server under test.
type opener func(t *testing.T, opts *mcp.ClientOptions) *mcp.ClientSession

// The CSV analysis of the scenario and the report it must produce.
const (
	temperaturesCSV = "city,temp\nOslo,3.5\nRome,18.25\nCairo,27.0\nLima,19.75\n"
	analysis        = `import csv, statistics
with open("/workspace/temps.csv", newline="") as f:
    rows = list(csv.DictReader(f))
temps = [float(r["temp"]) for r in rows]
report = f"# Temperatures\n\ncities: {len(rows)}\nmean: {statistics.mean(temps):.3f}\nmedian: {statistics.median(temps):.3f}\n"
with open("/workspace/out/report.md", "w") as f:
    f.write(report)
print(report, end="")
`
	wantReport = "# Temperatures\n\ncities: 4\nmean: 17.125\nmedian: 19.000\n"
)

// toolNames are the tools of the contract.
// listType finds a schema type given as a list.
var listType = regexp.MustCompile(`"type":\[[^\]]*\]`)

var toolNames = []string{"create_sandbox", "data_dashboard", "delete_file", "destroy_sandbox", "expose_port", "fork_sandbox", "get_sandbox_status", "list_apps",
	"list_files", "list_jobs", "present_output", "publish_app", "read_file", "run_code", "run_command", "sandbox_status", "start_background",
	"stop_job", "unexpose_port", "write_file"}

// scenario is the story every transport must tell the same way. Every
// connection it opens is closed by the end, and then the server must have
// removed every sandbox directory from dataDir.
func scenario(t *testing.T, open opener, dataDir string) {
	var progressMu sync.Mutex
	var progress []*mcp.ProgressNotificationParams
	cs := open(t, &mcp.ClientOptions{ProgressNotificationHandler: func(_ context.Context, r *mcp.ProgressNotificationClientRequest) {
		progressMu.Lock()
		progress = append(progress, r.Params)
		progressMu.Unlock()
	}})
	ctx := context.Background()

	t.Run("tools have schemas", func(t *testing.T) {
		res, err := cs.ListTools(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, tool := range res.Tools {
			names = append(names, tool.Name)
			if tool.InputSchema == nil || tool.OutputSchema == nil || tool.Description == "" {
				t.Errorf("%s: want a description, an input and an output schema", tool.Name)
			}
			// A type that is a list (["null", "object"]) is legal JSON Schema
			// but not portable: clients that map schemas to one type per
			// property (Gemini's function declarations) refuse the tool.
			for _, schema := range []any{tool.InputSchema, tool.OutputSchema} {
				if b, _ := json.Marshal(schema); listType.Match(b) {
					t.Errorf("%s: a schema has a list of types: %s", tool.Name, listType.Find(b))
				}
			}
		}
		slices.Sort(names)
		if !slices.Equal(names, toolNames) {
			t.Errorf("tools = %v, want %v", names, toolNames)
		}
	})

	t.Run("python keeps state", func(t *testing.T) {
		wantStdout(t, run(t, cs, "python", "import json; data = [1,2,3]"), "")
		wantStdout(t, run(t, cs, "python", "print(sum(data))"), "6\n")
	})

	t.Run("javascript keeps state", func(t *testing.T) {
		wantStdout(t, run(t, cs, "javascript", "globalThis.data=[1,2,3]"), "[ 1, 2, 3 ]\n")
		wantStdout(t, run(t, cs, "javascript", "console.log(data.reduce((a,b)=>a+b))"), "6\n")
	})

	var reportURI string
	t.Run("analyse a CSV and present the report", func(t *testing.T) {
		w := call[WriteFileOutput](t, cs, "write_file", args{"path": "temps.csv", "content": temperaturesCSV})
		if w.Path != "/workspace/temps.csv" || w.Size != len(temperaturesCSV) {
			t.Fatalf("write_file = %+v", w)
		}
		call[WriteFileOutput](t, cs, "write_file", args{"path": "/workspace/out/.keep", "content": ""})
		wantStdout(t, run(t, cs, "python", analysis), wantReport)
		p := call[PresentOutputOutput](t, cs, "present_output", args{"path": "/workspace/out/report.md"})
		if p.Name != "report.md" || p.MIMEType != "text/markdown" || p.Size != int64(len(wantReport)) ||
			p.URI != "sbx://sandbox/"+p.SandboxID+"/outputs/report.md" {
			t.Fatalf("present_output = %+v", p)
		}
		reportURI = p.URI
		res, err := cs.ReadResource(ctx, &mcp.ReadResourceParams{URI: p.URI})
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Contents) != 1 || res.Contents[0].Text != wantReport || res.Contents[0].MIMEType != "text/markdown" {
			t.Fatalf("resources/read = %+v, want the report", res.Contents)
		}
	})

	t.Run("a cell displays as a notebook", func(t *testing.T) { wasmCell(t, cs, "") })

	t.Run("an exception is a result", func(t *testing.T) {
		got := run(t, cs, "python", "1/0")
		if got.ExitCode != 1 || !strings.Contains(got.Stderr, "ZeroDivisionError") || !strings.Contains(got.Stderr, "Traceback") {
			t.Fatalf("1/0: exit %d, stderr %q", got.ExitCode, got.Stderr)
		}
	})

	t.Run("a timeout is a result and the next call keeps the variables", func(t *testing.T) {
		wantStdout(t, run(t, cs, "python", "kept = 'alive'"), "")
		res := callTool(t, cs, "run_code", args{"language": "python", "code": "while True: pass", "timeout_seconds": 1})
		got := structured[RunCodeOutput](t, res)
		if !res.IsError || !got.TimedOut || got.ExitCode != 124 || got.StateReset || !strings.Contains(got.Stderr, "KeyboardInterrupt") {
			t.Fatalf("timeout: isError %v, %+v", res.IsError, got)
		}
		wantStdout(t, run(t, cs, "python", "print(kept)"), "alive\n")
	})

	t.Run("long runs report progress", func(t *testing.T) {
		params := &mcp.CallToolParams{Name: "run_code",
			Arguments: args{"language": "python", "code": "import time; time.sleep(2.5); print('slept')"}}
		params.SetProgressToken("p1")
		res, err := cs.CallTool(ctx, params)
		if err != nil || res.IsError {
			t.Fatalf("run: %v %v", err, res)
		}
		progressMu.Lock()
		defer progressMu.Unlock()
		if len(progress) < 2 || progress[0].ProgressToken != "p1" || !strings.Contains(progress[0].Message, "running python") {
			t.Fatalf("progress = %+v, want two or more notifications for token p1", progress)
		}
	})

	t.Run("connections are isolated", func(t *testing.T) {
		other := open(t, nil)
		mine := call[SandboxInfo](t, cs, "get_sandbox_status", nil)
		theirs := call[SandboxInfo](t, other, "get_sandbox_status", nil)
		if mine.SandboxID == theirs.SandboxID || !mine.Default || !theirs.Default {
			t.Fatalf("default sandboxes %s and %s, want two distinct defaults", mine.SandboxID, theirs.SandboxID)
		}
		mustContain(t, callErr(t, other, "get_sandbox_status", args{"sandbox_id": mine.SandboxID}), "not found")
		mustContain(t, callErr(t, other, "run_code", args{"language": "python", "code": "1", "sandbox_id": mine.SandboxID}), "not found")
		if _, err := other.ReadResource(ctx, &mcp.ReadResourceParams{URI: reportURI}); err == nil {
			t.Fatal("another connection read this connection's output")
		}
		got := run(t, other, "python", "print(data)")
		mustContain(t, got.Stderr, "NameError")
		other.Close()
	})

	t.Run("paths cannot escape", func(t *testing.T) {
		for _, p := range []string{"../../etc/passwd", "/etc/passwd"} {
			for _, tool := range []string{"read_file", "write_file", "list_files", "delete_file", "present_output"} {
				a := args{"path": p}
				if tool == "write_file" {
					a["content"] = "x"
				}
				msg := callErr(t, cs, tool, a)
				mustContain(t, msg, "leaves the sandbox")
				if strings.Contains(msg, dataDir) {
					t.Fatalf("%s(%s): the error shows a host path: %s", tool, p, msg)
				}
			}
		}
	})

	cs.Close()
	waitFor(t, "every sandbox directory removed", func() bool { return len(sandboxDirs(t, dataDir)) == 0 })
}

// waitFor polls cond for up to 10 s.
func waitFor(t testing.TB, what string, cond func() bool) {
	t.Helper()
	waitUntil(t, what, 10*time.Second, cond)
}

// waitUntil polls cond for up to within.
func waitUntil(t testing.TB, what string, within time.Duration, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(within); !cond(); {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting: %s", what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}
