package broker

import (
	"bytes"
	"context"
	"encoding/json"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/broker/govern"
	"github.com/sbx-sandbox/sbx/broker/sessions"
)

// auditBuffer collects the audit log.
type auditBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (a *auditBuffer) Write(p []byte) (int, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.buf.Write(p)
}

// records decodes the log so far, failing on a line that is not a record.
func (a *auditBuffer) records(tb testing.TB) []AuditRecord {
	tb.Helper()
	a.mu.Lock()
	defer a.mu.Unlock()
	var out []AuditRecord
	for line := range strings.Lines(a.buf.String()) {
		var r AuditRecord
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			tb.Fatalf("audit line %q: %v", line, err)
		}
		out = append(out, r)
	}
	return out
}

func (a *auditBuffer) String() string {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.buf.String()
}

// testSecret is a value no output holds by chance.
const testSecret = "tok-3f9a7c21e8d4b6"

var testSecrets = []Secret{{Name: "API_TOKEN", Value: testSecret}}

// noSecret fails if v, as JSON, holds any form of testSecret that the
// broker redacts.
func noSecret(tb testing.TB, what string, v any) {
	tb.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		tb.Fatal(err)
	}
	text := string(data)
	if s, ok := v.(string); ok {
		text = s
	}
	if r := govern.NewRedactor(testSecrets); r.String(text) != text {
		tb.Fatalf("%s holds a form of the secret: %s", what, text)
	}
}

// TestSecrets checks that a granted secret reaches the run as an
// environment variable, for that run only, and that no form of it reaches
// the client or the audit log, whichever way the code prints it.
func TestSecrets(t *testing.T) {
	audit := &auditBuffer{}
	b := newBroker(t, Options{Audit: audit, Policy: Policy{Secrets: testSecrets}})
	cs := connect(t, b, nil)
	withSecret := func(tool string, a args) *mcp.CallToolResult {
		t.Helper()
		a["secrets"] = []string{"API_TOKEN"}
		res := callTool(t, cs, tool, a)
		noSecret(t, tool+" result", res)
		return res
	}
	const marker = "[redacted:API_TOKEN]"
	tests := []struct {
		name, tool string
		args       args
		want       string // in the result's text
	}{
		{"python print", "run_code", args{"language": "python", "code": "import os\nprint(os.environ['API_TOKEN'])"}, marker},
		{"python base64", "run_code", args{"language": "python", "code": "import os, base64\nprint(base64.b64encode(b'x' + os.environ['API_TOKEN'].encode()).decode())"}, "[redacted"},
		{"python split writes", "run_code", args{"language": "python", "code": "import os, sys\ns = os.environ['API_TOKEN']\nsys.stdout.write(s[:5]); sys.stdout.flush()\nsys.stdout.write(s[5:] + '\\n')"}, marker},
		{"python traceback", "run_code", args{"language": "python", "code": "import os\nraise ValueError(os.environ['API_TOKEN'])"}, "ValueError: " + marker},
		{"javascript", "run_code", args{"language": "javascript", "code": "console.log(process.env.API_TOKEN)"}, marker},
		{"javascript hex", "run_code", args{"language": "javascript", "code": "console.log([...process.env.API_TOKEN].map(c => c.charCodeAt(0).toString(16).padStart(2, '0')).join(''))"}, marker},
		{"shell echo", "run_command", args{"command": `echo "token: $API_TOKEN"; printf %s "$API_TOKEN" | base64`}, "token: " + marker + "\n" + marker},
		{"shell python", "run_command", args{"command": `python -c "import os; print(os.environ['API_TOKEN'])"`}, marker},
		{"run_code shell", "run_code", args{"language": "shell", "code": "echo $API_TOKEN >&2"}, marker},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			mustContain(t, textOf(withSecret(tt.tool, tt.args)), tt.want)
		})
	}

	t.Run("file read back", func(t *testing.T) {
		withSecret("run_code", args{"language": "python", "code": "import os\nopen('/workspace/leak.txt', 'w').write('key=' + os.environ['API_TOKEN'] + '\\n')"})
		for _, enc := range []string{"text", "base64"} {
			res := callTool(t, cs, "read_file", args{"path": "leak.txt", "encoding": enc})
			noSecret(t, "read_file "+enc, res)
		}
		link := call[PresentOutputOutput](t, cs, "present_output", args{"path": "leak.txt"})
		read, err := cs.ReadResource(context.Background(), &mcp.ReadResourceParams{URI: link.URI})
		if err != nil {
			t.Fatal(err)
		}
		noSecret(t, "resources/read", read)
		mustContain(t, read.Contents[0].Text+string(read.Contents[0].Blob), marker)
	})

	t.Run("for that run only", func(t *testing.T) {
		wantStdout(t, run(t, cs, "python", "import os\nprint(os.environ.get('API_TOKEN'))"), "None\n")
		wantStdout(t, run(t, cs, "javascript", "console.log(process.env.API_TOKEN)"), "undefined\n")
		wantStdout(t, call[RunCommandOutput](t, cs, "run_command", args{"command": `echo "[$API_TOKEN]"`}).RunCodeOutput, "[]\n")
		// a value the code kept is still redacted when printed later
		withSecret("run_code", args{"language": "python", "code": "import os\nkept = os.environ['API_TOKEN']"})
		got := run(t, cs, "python", "print(kept)")
		noSecret(t, "a later run", got)
		wantStdout(t, got, marker+"\n")
	})

	t.Run("background job", func(t *testing.T) {
		job := structured[JobOutput](t, withSecret("start_background", args{"command": `echo "job: $API_TOKEN"`, "log_file": "job.log"})).Job
		waitJob(t, cs, job.ID)
		res := callTool(t, cs, "read_file", args{"path": "job.log"})
		noSecret(t, "the job's log", res)
		mustContain(t, textOf(res), "job: "+marker)
		later := callTool(t, cs, "start_background", args{"command": `echo "[$API_TOKEN]"`, "log_file": "later.log"})
		waitJob(t, cs, structured[JobOutput](t, later).Job.ID)
		if got := call[ReadFileOutput](t, cs, "read_file", args{"path": "later.log"}).Content; got != "[]\n" {
			t.Errorf("a job started without the secret logged %q", got)
		}
	})

	t.Run("sandbox_status lists it", func(t *testing.T) {
		p := call[ServerStatus](t, cs, "sandbox_status", nil).Policy
		if !slices.Equal(p.Secrets, []string{"API_TOKEN"}) || !p.Audited || p.Home || p.User != "" {
			t.Errorf("policy %+v", p)
		}
	})

	t.Run("not granted", func(t *testing.T) {
		msg := callErr(t, cs, "run_code", args{"language": "python", "code": "1", "secrets": []string{"OTHER"}})
		mustContain(t, msg, "refused by this server's policy", `the secret "OTHER" is not available to run_code`)
	})

	noSecret(t, "the audit log", audit.String())
	recs := audit.records(t)
	last := recs[len(recs)-1]
	if last.Decision != Denied || last.Tool != "run_code" || !strings.Contains(last.Reason, "OTHER") || last.ExitCode != nil {
		t.Errorf("the refusal's audit record: %+v", last)
	}
	granted := 0
	for _, r := range recs {
		if slices.Equal(r.Secrets, []string{"API_TOKEN"}) {
			granted++
		}
	}
	if want := len(tests) + 3; granted != want { // and the file, the kept value and the job
		t.Errorf("%d audit records name the secret granted, want %d", granted, want)
	}
}

// TestAuditRecords checks that each run_code call, failed or not, leaves
// exactly one audit line with every field, and other tools none.
func TestAuditRecords(t *testing.T) {
	audit := &auditBuffer{}
	b := newBroker(t, Options{Audit: audit})
	cs := connect(t, b, nil)
	codes := []struct {
		lang, code string
		exit       int
	}{
		{"python", "print('x' * 10)", 0},
		{"python", "1/0", 1},
		{"javascript", "console.log(1)", 0},
		{"python", "while True: pass", 124},
	}
	for _, c := range codes {
		callTool(t, cs, "run_code", args{"language": c.lang, "code": c.code, "timeout_seconds": 1})
	}
	call[WriteFileOutput](t, cs, "write_file", args{"path": "a.txt", "content": "a"})
	call[SandboxInfo](t, cs, "get_sandbox_status", nil)
	recs := audit.records(t)
	if len(recs) != len(codes) {
		t.Fatalf("%d audit records for %d run_code calls:\n%s", len(recs), len(codes), audit)
	}
	for i, r := range recs {
		c := codes[i]
		if r.Tool != "run_code" || r.Language != c.lang || r.Decision != Allowed || r.User != "" || !strings.HasPrefix(r.Sandbox, sessions.IDPrefix) ||
			r.Provider != "wasm" || r.Isolation != "wasm" || r.ExitCode == nil || *r.ExitCode != c.exit || r.DurationMS <= 0 || r.Time.IsZero() {
			t.Errorf("record %d for %+v: %+v", i, c, r)
		}
	}
	if recs[0].BytesOut != 11 {
		t.Errorf("bytes_out %d, want 11", recs[0].BytesOut)
	}
	var fields map[string]any
	json.Unmarshal([]byte(strings.SplitN(audit.String(), "\n", 2)[0]), &fields)
	for _, k := range []string{"ts", "tool", "user", "sandbox", "provider", "isolation", "exit_code", "duration_ms", "bytes_out", "decision"} {
		if _, ok := fields[k]; !ok {
			t.Errorf("an audit line lacks %q: %v", k, fields)
		}
	}
}

// TestPolicyRefusals checks that disabled tools and languages and denied
// commands are refused with the policy's reason, and audited.
func TestPolicyRefusals(t *testing.T) {
	audit := &auditBuffer{}
	b := newBroker(t, Options{Audit: audit, Policy: Policy{
		Tools:     []string{"run_code", "start_background", "sandbox_status", "create_sandbox"},
		Languages: []string{"python", "shell"},
		Providers: []string{"wasm", "auto"},
		Commands:  CommandRules{Deny: []string{"rm"}},
	}})
	cs := connect(t, b, nil)
	tools, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tool := range tools.Tools {
		names = append(names, tool.Name)
	}
	if !slices.Equal(names, []string{"create_sandbox", "run_code", "sandbox_status", "start_background"}) {
		t.Errorf("tools/list = %v, want only the enabled tools", names)
	}
	wantStdout(t, run(t, cs, "python", "print(1)"), "1\n")
	for _, c := range []struct {
		tool string
		args args
		want string
	}{
		{"write_file", args{"path": "a", "content": "b"}, "the tool write_file is disabled on this server"},
		{"run_code", args{"language": "javascript", "code": "1"}, "the language javascript is disabled on this server; the enabled ones are python, shell"},
		{"run_code", args{"language": "shell", "code": "ls; rm -rf /workspace"}, "the command rm is not allowed on this server"},
		{"start_background", args{"command": "sleep 1 && rm x"}, "the command rm is not allowed"},
		{"create_sandbox", args{"provider": "docker"}, "the provider docker is disabled on this server; the enabled ones are wasm, auto"},
	} {
		mustContain(t, callErr(t, cs, c.tool, c.args), "refused by this server's policy: "+c.want)
	}
	recs := audit.records(t)
	if len(recs) != 6 || recs[0].Decision != Allowed {
		t.Fatalf("audit:\n%s", audit)
	}
	for _, r := range recs[1:] {
		if r.Decision != Denied || r.Reason == "" || r.ExitCode != nil {
			t.Errorf("refusal record %+v", r)
		}
	}
}
