package broker

import (
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/hostfs"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// TestScenarioInProcess tells the scenario over in-memory transports.
func TestScenarioInProcess(t *testing.T) {
	b := newBroker(t, Options{})
	scenario(t, func(t *testing.T, opts *mcp.ClientOptions) *mcp.ClientSession {
		return connect(t, b, opts)
	}, b.Options().DataDir)
}

func TestFileTools(t *testing.T) {
	lim := wasmrt.DefaultLimits
	lim.Quota = hostfs.Quota{Bytes: 1000, Files: 10}
	b := newBroker(t, Options{ReadLimit: 100, Limits: lim})
	cs := connect(t, b, nil)
	binary := []byte{0, 1, 2, 0xff, 0xfe}
	call[WriteFileOutput](t, cs, "write_file", args{"path": "notes/a.txt", "content": "héllo\n"})
	call[WriteFileOutput](t, cs, "write_file", args{"path": "/workspace/bin.dat", "content": base64.StdEncoding.EncodeToString(binary), "encoding": "base64"})
	call[WriteFileOutput](t, cs, "write_file", args{"path": "big.txt", "content": strings.Repeat("x", 101)})

	t.Run("read", func(t *testing.T) {
		for _, tc := range []struct {
			path, encoding, wantEnc, want string
		}{
			{"notes/a.txt", "", "text", "héllo\n"},
			{"/workspace/notes/a.txt", "base64", "base64", base64.StdEncoding.EncodeToString([]byte("héllo\n"))},
			{"bin.dat", "", "base64", base64.StdEncoding.EncodeToString(binary)},
		} {
			a := args{"path": tc.path}
			if tc.encoding != "" {
				a["encoding"] = tc.encoding
			}
			got := call[ReadFileOutput](t, cs, "read_file", a)
			if got.Encoding != tc.wantEnc || got.Content != tc.want {
				t.Errorf("read_file(%s, %q) = %s %q, want %s %q", tc.path, tc.encoding, got.Encoding, got.Content, tc.wantEnc, tc.want)
			}
		}
	})

	t.Run("list", func(t *testing.T) {
		got := call[ListFilesOutput](t, cs, "list_files", nil)
		var names []string
		for _, e := range got.Entries {
			names = append(names, e.Name+":"+e.Type)
		}
		if got.Path != "/workspace" || strings.Join(names, " ") != "big.txt:file bin.dat:file notes:directory" {
			t.Fatalf("list_files = %s %v", got.Path, names)
		}
		sub := call[ListFilesOutput](t, cs, "list_files", args{"path": "notes"})
		if len(sub.Entries) != 1 || sub.Entries[0].Path != "/workspace/notes/a.txt" || sub.Entries[0].Size != int64(len("héllo\n")) {
			t.Fatalf("list_files(notes) = %+v", sub.Entries)
		}
	})

	t.Run("refusals", func(t *testing.T) {
		for _, tc := range []struct {
			tool string
			args args
			want string
		}{
			{"read_file", args{"path": "missing.txt"}, "no such file"},
			{"read_file", args{"path": "bin.dat", "encoding": "text"}, "encoding base64"},
			{"read_file", args{"path": "big.txt"}, "present_output"},
			{"read_file", args{"path": "notes"}, "is a directory"},
			{"read_file", args{"path": "x", "encoding": "utf-16"}, "encoding"},
			{"write_file", args{"path": "x.bin", "content": "%%%", "encoding": "base64"}, "not valid base64"},
			{"write_file", args{"path": "huge.txt", "content": strings.Repeat("y", 2000)}, "quota"},
			{"write_file", args{"path": "/workspace", "content": "x"}, "is a directory"},
			{"list_files", args{"path": "big.txt"}, "is a file"},
			{"delete_file", args{"path": "/workspace"}, "refusing"},
			{"delete_file", args{"path": "missing.txt"}, "no such file"},
			{"present_output", args{"path": "notes"}, "is a directory"},
			{"present_output", args{"path": "/workspace"}, "give a file"},
			{"write_file", args{"path": "../x", "content": "x"}, "leaves the sandbox"},
			{"write_file", args{"path": "a\x01b", "content": "x"}, "control character"},
			{"write_file", args{"path": "a.txt"}, "content"},
		} {
			msg := callErr(t, cs, tc.tool, tc.args)
			mustContain(t, msg, tc.want)
			if strings.Contains(msg, b.Options().DataDir) {
				t.Errorf("%s(%v): the message shows a host path: %s", tc.tool, tc.args, msg)
			}
		}
	})

	t.Run("delete", func(t *testing.T) {
		call[DeleteFileOutput](t, cs, "delete_file", args{"path": "notes"})
		mustContain(t, callErr(t, cs, "read_file", args{"path": "notes/a.txt"}), "no such file")
	})

	t.Run("outputs fill up", func(t *testing.T) {
		first := ""
		for i, name := range []string{"o.txt", "p.txt"} {
			call[WriteFileOutput](t, cs, "write_file", args{"path": name, "content": strings.Repeat("o", 600)})
			if i == 0 {
				first = call[PresentOutputOutput](t, cs, "present_output", args{"path": name}).URI
			} else {
				mustContain(t, callErr(t, cs, "present_output", args{"path": name}), "/outputs holds 600 B of at most 1000 B")
			}
			call[DeleteFileOutput](t, cs, "delete_file", args{"path": name})
		}
		// Replacing an output past the quota leaves the old one whole.
		write(t, cs, "r.txt", strings.Repeat("r", 300))
		call[PresentOutputOutput](t, cs, "present_output", args{"path": "r.txt"})
		call[DeleteFileOutput](t, cs, "delete_file", args{"path": "r.txt"})
		write(t, cs, "o.txt", strings.Repeat("n", 750))
		mustContain(t, callErr(t, cs, "present_output", args{"path": "o.txt"}), "/outputs holds 900 B of at most 1000 B")
		kept, err := cs.ReadResource(t.Context(), &mcp.ReadResourceParams{URI: first})
		if err != nil || kept.Contents[0].Text != strings.Repeat("o", 600) {
			t.Errorf("the output a refused replacement left: %v %+v", err, kept)
		}
	})
}

func TestPresentOutput(t *testing.T) {
	b := newBroker(t, Options{})
	cs, other := connect(t, b, nil), connect(t, b, nil)
	ctx := context.Background()
	png := []byte("\x89PNG\r\n\x1a\n\x00\x00 not really")
	call[WriteFileOutput](t, cs, "write_file", args{"path": "plots/chart.png", "content": base64.StdEncoding.EncodeToString(png), "encoding": "base64"})
	res := callTool(t, cs, "present_output", args{"path": "plots/chart.png"})
	out := structured[PresentOutputOutput](t, res)
	if out.MIMEType != "image/png" || out.Size != int64(len(png)) || out.Name != "chart.png" {
		t.Fatalf("present_output = %+v", out)
	}
	link, ok := res.Content[0].(*mcp.ResourceLink)
	if !ok || link.URI != out.URI || link.MIMEType != "image/png" || *link.Size != int64(len(png)) {
		t.Fatalf("content[0] = %#v, want a resource link to %s", res.Content[0], out.URI)
	}

	read, err := cs.ReadResource(ctx, &mcp.ReadResourceParams{URI: out.URI})
	if err != nil {
		t.Fatal(err)
	}
	if c := read.Contents[0]; string(c.Blob) != string(png) || c.Text != "" || c.MIMEType != "image/png" {
		t.Fatalf("resources/read = %+v, want the PNG's bytes as a blob", c)
	}

	// Besides the outputs, the list holds the server's own ui:// App.
	outputs := func(cs *mcp.ClientSession) []string {
		t.Helper()
		list, err := cs.ListResources(ctx, nil)
		if err != nil {
			t.Fatal(err)
		}
		var uris []string
		for _, r := range list.Resources {
			if strings.HasPrefix(r.URI, "sbx://") {
				uris = append(uris, r.URI)
			}
		}
		return uris
	}
	if got := outputs(cs); len(got) != 1 || got[0] != out.URI {
		t.Fatalf("resources/list outputs = %v; want the presented output", got)
	}
	if theirs := outputs(other); len(theirs) != 0 {
		t.Fatalf("another connection's resources/list = %v; want no outputs", theirs)
	}
	templates, err := cs.ListResourceTemplates(ctx, nil)
	if err != nil || len(templates.ResourceTemplates) != 1 || templates.ResourceTemplates[0].URITemplate != outputsTemplate {
		t.Fatalf("resources/templates/list = %+v, %v", templates, err)
	}

	for _, uri := range []string{
		strings.Replace(out.URI, "chart.png", "missing.png", 1),
		"sbx://sandbox/sb_0000000000000000/outputs/chart.png",
		"sbx://sandbox/" + out.SandboxID + "/outputs/..%2Fworkspace%2Fplots%2Fchart.png",
	} {
		if _, err := cs.ReadResource(ctx, &mcp.ReadResourceParams{URI: uri}); err == nil {
			t.Errorf("resources/read(%s) succeeded, want not found", uri)
		}
	}
	if _, err := other.ReadResource(ctx, &mcp.ReadResourceParams{URI: out.URI}); err == nil {
		t.Error("another connection read the output")
	}

	const odd = "a+b (1)&c=ü.txt"
	call[WriteFileOutput](t, cs, "write_file", args{"path": odd, "content": "odd"})
	oddOut := call[PresentOutputOutput](t, cs, "present_output", args{"path": odd})
	if read, err := cs.ReadResource(ctx, &mcp.ReadResourceParams{URI: oddOut.URI}); err != nil || read.Contents[0].Text != "odd" {
		t.Errorf("resources/read(%s) = %v, %v", oddOut.URI, read, err)
	}
}

func TestSandboxLimits(t *testing.T) {
	b := newBroker(t, Options{PerConnection: 2, MaxSandboxes: 3})
	c1, c2 := connect(t, b, nil), connect(t, b, nil)
	def := call[SandboxInfo](t, c1, "get_sandbox_status", nil)
	made := call[SandboxInfo](t, c1, "create_sandbox", args{"ttl_seconds": 60, "memory_mb": 64})
	if !def.Default || made.Default || made.MemoryMB != 64 || made.TTLSeconds != 60 || made.SandboxID == def.SandboxID {
		t.Fatalf("default %+v, created %+v", def, made)
	}
	mustContain(t, callErr(t, c1, "create_sandbox", nil), "already has 2 sandboxes")
	call[SandboxInfo](t, c2, "create_sandbox", nil)
	mustContain(t, callErr(t, c2, "run_code", args{"language": "python", "code": "1"}), "maximum of 3 sandboxes")

	wantStdout(t, run(t, c1, "python", "x = 1"), "")
	wantStdout(t, run(t, c1, "python", "print('x' in dir())", "sandbox_id", made.SandboxID), "False\n")
	if langs := call[SandboxInfo](t, c1, "get_sandbox_status", nil).Languages; len(langs) != 1 || langs[0] != "python" {
		t.Errorf("languages = %v, want [python]", langs)
	}

	call[DestroySandboxOutput](t, c1, "destroy_sandbox", args{"sandbox_id": made.SandboxID})
	mustContain(t, callErr(t, c1, "destroy_sandbox", args{"sandbox_id": made.SandboxID}), "removed because it was destroyed")
	mustContain(t, callErr(t, c1, "run_code", args{"language": "python", "code": "1", "sandbox_id": made.SandboxID}), "not found")
	call[SandboxInfo](t, c2, "get_sandbox_status", nil) // the freed place goes to c2's default
	if gone := call[DestroySandboxOutput](t, c1, "destroy_sandbox", nil); gone.SandboxID != def.SandboxID {
		t.Fatalf("destroy_sandbox with no id destroyed %s, want the default %s", gone.SandboxID, def.SandboxID)
	}
	mustContain(t, callErr(t, connect(t, b, nil), "destroy_sandbox", nil), "no default sandbox")
	wantStdout(t, run(t, c1, "python", "print('x' in dir())"), "False\n") // a fresh default

	for _, tc := range []struct {
		args args
		want string
	}{
		{args{"memory_mb": 100000}, "maximum"},
		{args{"ttl_seconds": 0.5}, "integer"},
		{args{"ttl_seconds": 1e9}, "maximum"},
	} {
		mustContain(t, callErr(t, c1, "create_sandbox", tc.args), tc.want)
	}
	st := call[ServerStatus](t, c1, "sandbox_status", nil)
	if st.Sandboxes != 1 || st.SandboxesOnServer != 3 || st.IsolationLevels[0] != "wasm" || len(st.Guests) != len(wasmrt.Guests()) {
		t.Errorf("sandbox_status = %+v", st)
	}
}

func TestRunCodeRefusals(t *testing.T) {
	lim := wasmrt.DefaultLimits
	lim.Code = 100
	b := newBroker(t, Options{Limits: lim})
	cs := connect(t, b, nil)
	for _, tc := range []struct {
		args args
		want string
	}{
		{args{"language": "cobol", "code": "1"}, "language"},
		{args{"language": "python"}, "code"},
		{args{"language": "python", "code": strings.Repeat("#", 101)}, "write it to a file"},
		{args{"language": "python", "code": "1", "timeout_seconds": 100}, "timeout_seconds is 100; give from 0 (the default, 5 s) to 30 seconds"},
		{args{"language": "python", "code": "1", "timeout_seconds": -1}, "timeout_seconds is -1; give from 0"},
		{args{"language": "python", "code": "1", "timeout_seconds": 1e30}, "timeout_seconds is 1e+30; give from 0 (the default, 5 s) to 30 seconds"},
		{args{"language": "shell", "code": "true", "timeout_seconds": 1e30}, "timeout_seconds is 1e+30; give from 0"},
		{args{"language": "python", "code": "1", "sandbox_id": "sb_0123456789abcdef"}, "not found in this connection"},
		{args{"language": "python", "code": "1", "extra": true}, "extra"},
		{args{"language": "python", "code": 5}, "code"},
		{args{"language": "python", "code": "1", "timeout_seconds": "soon"}, "timeout_seconds"},
	} {
		mustContain(t, callErr(t, cs, "run_code", tc.args), tc.want)
	}
}

// TestSetLogLevel checks that logging/setLevel takes MCP's levels only,
// from a server that declares the logging capability it needs.
func TestSetLogLevel(t *testing.T) {
	cs := connect(t, newBroker(t, Options{}), nil)
	if cs.InitializeResult().Capabilities.Logging == nil {
		t.Fatal("the server takes logging/setLevel without declaring the logging capability")
	}
	ctx := context.Background()
	if err := cs.SetLoggingLevel(ctx, &mcp.SetLoggingLevelParams{Level: "warning"}); err != nil {
		t.Fatalf("warning: %v", err)
	}
	err := cs.SetLoggingLevel(ctx, &mcp.SetLoggingLevelParams{Level: "loud"})
	var rpc *jsonrpc.Error
	if !errors.As(err, &rpc) || rpc.Code != jsonrpc.CodeInvalidParams || !strings.Contains(rpc.Message, `no log level "loud"; the levels are debug, info,`) {
		t.Fatalf("loud: %v; want an invalid-params error listing the levels", err)
	}
}

func TestReaping(t *testing.T) {
	t.Run("idle", func(t *testing.T) {
		b := newBroker(t, Options{IdleTimeout: 200 * time.Millisecond})
		cs := connect(t, b, nil)
		first := call[SandboxInfo](t, cs, "get_sandbox_status", nil)
		waitFor(t, "the idle sandbox removed", func() bool { return len(sandboxDirs(t, b.Options().DataDir)) == 0 })
		mustContain(t, callErr(t, cs, "get_sandbox_status", args{"sandbox_id": first.SandboxID}), "removed because it was idle for 0.2 s")
		if next := call[SandboxInfo](t, cs, "get_sandbox_status", nil); next.SandboxID == first.SandboxID || !next.Default {
			t.Fatalf("after reaping, the default sandbox is %+v", next)
		}
	})
	t.Run("a run is not idle", func(t *testing.T) {
		b := newBroker(t, Options{IdleTimeout: 200 * time.Millisecond})
		cs := connect(t, b, nil)
		wantStdout(t, run(t, cs, "python", "import time; time.sleep(0.6); print('done')"), "done\n")
	})
	t.Run("ttl", func(t *testing.T) {
		warm(t, wasmrt.Python)
		b := newBroker(t, Options{TTL: time.Second})
		cs := connect(t, b, nil)
		made := call[SandboxInfo](t, cs, "create_sandbox", nil)
		res := callTool(t, cs, "run_code", args{"language": "python", "code": "while True: pass", "sandbox_id": made.SandboxID})
		mustContain(t, structured[RunCodeOutput](t, res).Stderr, "closed during the run")
		mustContain(t, callErr(t, cs, "get_sandbox_status", args{"sandbox_id": made.SandboxID}), "reached its TTL of 1 s")
	})
}

// A cancelled run is interrupted and keeps the interpreter, as its time
// limit would; one that has to be stopped hard is reported by the next
// result, the cancelled call's own never reaching the client.
func TestCancel(t *testing.T) {
	for _, tt := range []struct {
		name, code string
		kept       bool
	}{
		{"busy loop", "while True: pass", true},
		{"loop in C", "sum(range(10**15))", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			b := newBroker(t, Options{Concurrency: 1})
			cs := connect(t, b, nil)
			wantStdout(t, run(t, cs, "python", "x = 1"), "")
			ctx, cancel := context.WithTimeout(context.Background(), 500*time.Millisecond)
			defer cancel()
			_, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "run_code", Arguments: args{"language": "python", "code": tt.code, "timeout_seconds": 20}})
			if !errors.Is(err, context.DeadlineExceeded) {
				t.Fatalf("cancelled call returned %v", err)
			}
			start := time.Now()
			got := run(t, cs, "python", "print('x' in dir())")
			if d := time.Since(start); d > 3*time.Second {
				t.Fatalf("the next call took %s: the cancelled run kept going", d)
			}
			if tt.kept {
				wantStdout(t, got, "True\n")
				if got.StateReset {
					t.Error("state_reset after an interrupted run that kept the interpreter")
				}
				return
			}
			wantStdout(t, got, "False\n")
			if !got.StateReset {
				t.Error("the interpreter was restarted but state_reset is false")
			}
			mustContain(t, got.Stderr, "previous run was cancelled")
		})
	}
}

func TestQueue(t *testing.T) {
	defer func(d time.Duration) { progressEvery = d }(progressEvery)
	progressEvery = 100 * time.Millisecond
	b := newBroker(t, Options{Concurrency: 1})
	var mu sync.Mutex
	var messages []string
	opts := &mcp.ClientOptions{ProgressNotificationHandler: func(_ context.Context, r *mcp.ProgressNotificationClientRequest) {
		mu.Lock()
		messages = append(messages, r.Params.Message)
		mu.Unlock()
	}}
	clients := []*mcp.ClientSession{connect(t, b, opts), connect(t, b, opts)}
	start := time.Now()
	var wg sync.WaitGroup
	for i, cs := range clients {
		wg.Go(func() {
			p := &mcp.CallToolParams{Name: "run_code", Arguments: args{"language": "python", "code": "import time; time.sleep(0.5)"}}
			p.SetProgressToken(i)
			if res, err := cs.CallTool(context.Background(), p); err != nil || res.IsError {
				t.Errorf("run %d: %v %v %s", i, err, res, textOf(res))
			}
		})
	}
	wg.Wait()
	if took := time.Since(start); took < time.Second {
		t.Errorf("two 0.5 s runs on one slot took %s, want them one after the other", took)
	}
	mu.Lock()
	defer mu.Unlock()
	mustContain(t, strings.Join(messages, "\n"), "waiting for a free run slot", "running python")
}

func TestClose(t *testing.T) {
	b := newBroker(t, Options{})
	cs := connect(t, b, nil)
	call[SandboxInfo](t, cs, "create_sandbox", nil)
	call[SandboxInfo](t, cs, "get_sandbox_status", nil)
	b.Close()
	if dirs := sandboxDirs(t, b.Options().DataDir); len(dirs) != 0 {
		t.Fatalf("after Close, %v remain", dirs)
	}
	mustContain(t, callErr(t, cs, "get_sandbox_status", nil), "shutting down")
}

// TestSweep starts a broker over a data directory holding what other
// servers left: the directories no live server holds (a killed server's,
// young or old, its spares too) are removed, the one a live server holds
// stays, and with Keep so does a kept sandbox within its TTL.
func TestSweep(t *testing.T) {
	for _, tc := range []struct {
		keep bool
		want string
	}{
		{false, "other sb_live"},
		{true, "other sb_kept sb_live"},
	} {
		t.Run(fmt.Sprintf("keep=%v", tc.keep), func(t *testing.T) {
			dir := t.TempDir()
			for _, d := range []string{"sb_stale", "sb_killed", "sb_live", "sb_kept", ".spares-1/sb_spare", "other"} {
				if err := os.MkdirAll(filepath.Join(dir, d, "workspace"), 0o700); err != nil {
					t.Fatal(err)
				}
			}
			if err := os.WriteFile(filepath.Join(dir, "sb_kept", "record.json"), []byte("{}"), 0o600); err != nil {
				t.Fatal(err)
			}
			old := time.Now().Add(-2 * time.Hour)
			if err := os.Chtimes(filepath.Join(dir, "sb_stale"), old, old); err != nil {
				t.Fatal(err)
			}
			holdDir(t, filepath.Join(dir, "sb_live")) // as a live server holds its sandbox
			newBroker(t, Options{DataDir: dir, Keep: tc.keep})
			entries, _ := os.ReadDir(dir)
			var names []string
			for _, e := range entries {
				names = append(names, e.Name())
			}
			if got := strings.Join(names, " "); got != tc.want {
				t.Fatalf("after the sweep: %s, want %s", got, tc.want)
			}
		})
	}
}

func TestOutputURI(t *testing.T) {
	for _, tc := range []struct {
		uri      string
		id, name string
		ok       bool
	}{
		{"sbx://sandbox/sb_0123456789abcdef/outputs/report.md", "sb_0123456789abcdef", "report.md", true},
		{"sbx://sandbox/sb_0123456789abcdef/outputs/my%20report.md", "sb_0123456789abcdef", "my report.md", true},
		{"sbx://sandbox/sb_0123456789abcdef/outputs/a%2Fb", "", "", false},
		{"sbx://sandbox/sb_0123456789abcdef/outputs/..", "", "", false},
		{"sbx://sandbox/sb_0123456789abcdef/outputs/", "", "", false},
		{"sbx://sandbox/other/outputs/x", "", "", false},
		{"sbx://sandbox/sb_x/y/outputs/x", "", "", false},
		{"file:///etc/passwd", "", "", false},
		{"sbx://sandbox/sb_0123456789abcdef/outputs/%zz", "", "", false},
	} {
		id, name, ok := parseOutputURI(tc.uri)
		if id != tc.id || name != tc.name || ok != tc.ok {
			t.Errorf("parseOutputURI(%s) = %q, %q, %v; want %q, %q, %v", tc.uri, id, name, ok, tc.id, tc.name, tc.ok)
		}
	}
}

// templateName is what a URI template's simple {name} expansion matches.
var templateName = regexp.MustCompile(`^([A-Za-z0-9._~-]|%[0-9A-F]{2})+$`)

func FuzzOutputURI(f *testing.F) {
	for _, s := range []string{"report.md", "my report (1).csv", "ü.txt", "%41", "a?b#c", "a+b&c=d@e$f:g"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		if name == "" || name == "." || name == ".." || strings.Contains(name, "/") {
			return
		}
		uri := outputURI("sb_0123456789abcdef", name)
		if !templateName.MatchString(strings.TrimPrefix(uri, "sbx://sandbox/sb_0123456789abcdef/outputs/")) {
			t.Fatalf("%s does not match the template's {name}", uri)
		}
		id, got, ok := parseOutputURI(uri)
		if !ok || id != "sb_0123456789abcdef" || got != name {
			t.Fatalf("round trip of %q: %q, %q, %v", name, id, got, ok)
		}
	})
}

func TestMIMEType(t *testing.T) {
	for _, tc := range []struct {
		name, want string
		text       bool
	}{
		{"report.md", "text/markdown", true},
		{"DATA.CSV", "text/csv", true},
		{"result.json", "application/json", true},
		{"chart.png", "image/png", false},
		{"chart.svg", "image/svg+xml", true},
		{"paper.pdf", "application/pdf", false},
		{"archive.tar.gz", "application/gzip", false},
		{"noext", "application/octet-stream", false},
	} {
		if got := mimeType(tc.name); got != tc.want || isText(got) != tc.text {
			t.Errorf("mimeType(%s) = %s (text %v), want %s (text %v)", tc.name, got, isText(got), tc.want, tc.text)
		}
	}
}
