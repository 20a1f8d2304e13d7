package govern

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"
)

func TestCommandRules(t *testing.T) {
	deny := CommandRules{Deny: []string{"curl", "rm"}}
	allow := CommandRules{Allow: []string{"ls", "grep", "python", "timeout", "xargs", "sh", "find", "env"}}
	tests := []struct {
		rules CommandRules
		line  string
		want  string // part of the refusal; empty when allowed
	}{
		{CommandRules{}, "curl $(rm -rf /)", ""},
		{deny, "ls | grep x && echo ok", ""},
		{deny, "curl example.com", "curl is not allowed"},
		{deny, "ls; /usr/bin/curl x", "curl is not allowed"},
		{deny, "echo $(rm -f a)", "rm is not allowed"},
		{deny, "f() { rm a; }; f", "rm is not allowed"},
		{deny, "'cu''rl' x", "curl is not allowed"},
		{deny, `"curl" x`, "curl is not allowed"},
		{deny, `\curl x`, "curl is not allowed"},
		{deny, "timeout -s KILL 5 curl x", "curl is not allowed"},
		{deny, "env A=1 -u B curl x", "curl is not allowed"},
		{deny, "xargs -n 1 rm < files", "rm is not allowed"},
		{deny, "command -p rm a", "rm is not allowed"},
		{deny, "eval 'rm -rf a'", "rm is not allowed"},
		{deny, `sh -c "ls; rm a"`, "rm is not allowed"},
		{deny, "find . -name x -exec rm {} ;", "rm is not allowed"},
		{deny, "timeout 5 ls", ""},
		{deny, "$cmd x", "computed when the line runs"},
		{deny, "c{url,} x", "computed when the line runs"},
		{deny, "cur? x", "computed when the line runs"},
		{deny, `eval "$x"`, "computed when the line runs"},
		{deny, "ls 'unclosed", "could not be checked"},
		{allow, "ls -l | grep x > out.txt && cd /workspace && echo done", ""},
		{allow, "[ -f x ] && test -d y", ""},
		{allow, "python -c 'print(1)'", ""},
		{allow, "cat x", "cat is not allowed on this server; the allowed commands are ls, grep"},
		{allow, "timeout 5 cat x", "cat is not allowed"},
		{allow, "sh -c 'cat x'", "cat is not allowed"},
	}
	for _, tt := range tests {
		got := tt.rules.check(tt.line)
		if tt.want == "" && got != "" || !strings.Contains(got, tt.want) {
			t.Errorf("%+v check(%q) = %q, want %q", tt.rules, tt.line, got, tt.want)
		}
	}
}

func TestPolicyCheck(t *testing.T) {
	tools := []string{"run_code", "run_command", "read_file"}
	tests := []struct {
		policy Policy
		want   string // part of the error; empty when valid
	}{
		{Policy{}, ""},
		{Policy{Tools: []string{"run_code"}, Languages: []string{"python", "shell"}, Providers: []string{"wasm"}, Egress: []string{"pypi.org", "*.github.com:443", "10.0.0.0/8", "[::1]:8080"}}, ""},
		{Policy{Tools: []string{"run_cod"}}, `policy.tools: unknown tool "run_cod"`},
		{Policy{Languages: []string{"ruby"}}, `policy.languages: unknown language "ruby"`},
		{Policy{Providers: []string{"firecracker"}}, `policy.providers: unknown provider "firecracker"`},
		{Policy{Commands: CommandRules{Deny: []string{"rm -rf"}}}, `policy.commands: "rm -rf" is not a command name`},
		{Policy{Egress: []string{"exa mple.com"}}, `network.egress_allow: "exa mple.com"`},
		{Policy{Egress: []string{"example.com:99999"}}, `port "99999"`},
		{Policy{PipIndex: "127.0.0.1:8080/simple/"}, `network.pip_index_url: "127.0.0.1:8080/simple/" is not an http:// or https:// URL`},
		{Policy{Egress: []string{"127.0.0.1"}}, `"127.0.0.1": a loopback or private address is reached only at a port the entry names`},
		{Policy{Egress: []string{"10.0.0.5:3128", "127.0.0.1:8080", "93.184.215.14"}}, ""},
		{Policy{Secrets: []Secret{{Name: "1X", Value: testSecret}}}, "secrets.1X: a secret's name"},
		{Policy{Secrets: []Secret{{Name: "PATH", Value: testSecret}}}, "secrets.PATH: PATH is set by sbx"},
		{Policy{Secrets: []Secret{{Name: "T", Value: "short"}}}, "secrets.T: the value is 5 bytes"},
		{Policy{Secrets: []Secret{{Name: "T", Value: testSecret, Tools: []string{"read_file"}}}}, `secrets.T.tools: "read_file" does not take secrets`},
		{Policy{Secrets: []Secret{{Name: "T", Value: testSecret}, {Name: "T", Value: testSecret}}}, "secrets.T: declared twice"},
		{Policy{Secrets: []Secret{{Name: "T", Value: testSecret, Hosts: []string{"api.example.com", "exa mple.com"}}}}, `secrets.T.hosts: "exa mple.com"`},
	}
	for _, tt := range tests {
		err := tt.policy.Check(tools)
		switch {
		case tt.want == "" && err != nil:
			t.Errorf("Check(%+v) = %v, want nil", tt.policy, err)
		case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want) || !errors.Is(err, ErrPolicy)):
			t.Errorf("Check(%+v) = %v, want an ErrPolicy naming %q", tt.policy, err, tt.want)
		}
	}
}

func TestPolicyDecide(t *testing.T) {
	p := &Policy{
		Languages: []string{"python", "shell"},
		Commands:  CommandRules{Deny: []string{"curl"}},
		Secrets: []Secret{
			{Name: "ANY", Value: testSecret},
			{Name: "ALICE_CMD", Value: testSecret + "2", Tools: []string{"run_command"}, Users: []string{"alice"}},
		},
	}
	tests := []struct {
		user, tool, args string
		denied           string
		secrets          []string
	}{
		{"", "run_code", `{"language":"python","code":"1"}`, "", nil},
		{"", "run_code", `{"language":"javascript","code":"1"}`, "the language javascript is disabled", nil},
		{"", "run_code", `{"language":"javascript","language":"python","code":"1"}`, "", nil},
		{"", "run_code", `{"language":"shell","code":"curl x"}`, "curl is not allowed", nil},
		{"", "start_background", `{"command":"curl x"}`, "curl is not allowed", nil},
		{"", "run_code", `{"language":"python","code":"1","secrets":["ANY","ANY"]}`, "", []string{"ANY"}},
		{"bob", "run_command", `{"command":"ls","secrets":["ALICE_CMD"]}`, `the secret "ALICE_CMD" is not available to run_command`, nil},
		{"alice", "run_code", `{"language":"python","code":"1","secrets":["ALICE_CMD"]}`, `the secret "ALICE_CMD" is not available to run_code`, nil},
		{"alice", "run_command", `{"command":"ls","secrets":["ALICE_CMD","ANY"]}`, "", []string{"ALICE_CMD", "ANY"}},
		{"alice", "run_command", `{"command":"ls","secrets":["NOPE"]}`, `the secret "NOPE" is not available`, nil},
		{"", "data_dashboard", `{"code":"rows = []"}`, "", nil},
	}
	for _, tt := range tests {
		c, canonical := ParseCall(tt.tool, json.RawMessage(tt.args))
		var fields map[string]any
		if err := json.Unmarshal(canonical, &fields); err != nil {
			t.Fatalf("canonical arguments %s: %v", canonical, err)
		}
		if c.Language != "" && fields["language"] != nil && fields["language"] != c.Language {
			t.Errorf("%s: the tool would see language %v, the policy read %s", tt.args, fields["language"], c.Language)
		}
		d := p.Decide(tt.user, c)
		if tt.denied == "" && d.Denied != "" || !strings.Contains(d.Denied, tt.denied) {
			t.Errorf("%s %s %s: denied %q, want %q", tt.user, tt.tool, tt.args, d.Denied, tt.denied)
		}
		if !slices.Equal(d.Secrets, tt.secrets) || len(d.Env) != len(d.Secrets) {
			t.Errorf("%s %s %s: secrets %v (env %d), want %v", tt.user, tt.tool, tt.args, d.Secrets, len(d.Env), tt.secrets)
		}
	}
	if got := p.Available("bob"); !slices.Equal(got, []string{"ANY"}) {
		t.Errorf("Available(bob) = %v", got)
	}
}
