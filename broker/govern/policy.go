// Package govern is the operator's hold on every request: who makes it
// (Auth), what the policy lets it do (Policy, CommandRules), what it may
// see (secrets lent to runs and redacted from what goes back) and what
// the audit log keeps (AuditRecord). It knows nothing of sandboxes: the
// broker asks it, and acts on the answers.
package govern

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/netip"
	"net/url"
	"path"
	"slices"
	"strings"

	"github.com/sbx-sandbox/sbx/internal/sh/expand"
	"github.com/sbx-sandbox/sbx/internal/sh/interp"
	"mvdan.cc/sh/v3/syntax"

	"github.com/sbx-sandbox/sbx/provider"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// Policy is what the operator allows. The agent cannot change it. The zero
// value allows every tool, language and provider, and lends no secrets.
type Policy struct {
	// Tools are the tools served; nil means all. The others are not listed,
	// and a call to one is refused and audited.
	Tools []string
	// Languages are run_code's languages; nil means all.
	Languages []string
	// Providers are the sandbox providers a call may ask for; nil means all.
	Providers []string
	// Commands restrict the commands of shell lines.
	Commands CommandRules
	// Egress lists the hosts native sandboxes may reach (host, *.domain,
	// IP or CIDR, each with an optional :port); empty means no network.
	// WebAssembly sandboxes have no sockets at all.
	Egress []string
	// PipIndex, if set, is the package index native sandboxes' pip uses
	// instead of PyPI: an http(s) URL, such as an operator's mirror, whose
	// host Egress lets through.
	PipIndex string
	// NpmRegistry, if set, is the registry native sandboxes' npm uses
	// instead of npm's public one: an http(s) URL whose host Egress lets through.
	NpmRegistry string
	// Secrets are the secrets calls may ask for.
	Secrets []Secret
}

// CommandRules restrict the commands a shell line (run_command,
// start_background, run_code in shell) may run. The broker parses the line
// and checks the name of every simple command in it, in pipelines,
// substitutions and functions, and the commands that eval, sh -c, xargs,
// env, timeout, find -exec and the like run. A denied name is refused;
// with an allow-list, so is any name not on it (the shell's own builtins,
// echo, cd, test and so on, are always allowed unless denied). A command
// name the line computes ($cmd, globs, braces) is refused when any rule is
// set. Names compare by their last path element: /usr/bin/curl is curl.
//
// The rules read the line, not what runs: a script file or an allowed
// interpreter (python, sh FILE) can still do anything its sandbox can.
type CommandRules struct {
	Allow []string
	Deny  []string
}

// ErrPolicy marks a configuration the broker cannot serve: a policy it
// cannot apply, or an origin, provider, cluster or S3 store it cannot use.
var ErrPolicy = errors.New("invalid policy")

// providers are the sandbox providers a call can name.
var providers = []string{"wasm", "os", "docker", "microvm", "kubernetes", "local", "auto"}

// Shell is run_code's name for a shell line, a language beside the
// guests'.
const Shell = "shell"

// Languages are the languages run_code takes: the guests' and shell.
func Languages() []string { return append(wasmrt.Languages(), Shell) }

// Check validates the policy against the tools the broker registered.
func (p Policy) Check(tools []string) error {
	languages := Languages()
	for _, c := range []struct {
		key         string
		got, valid  []string
		description string
	}{
		{"policy.tools", p.Tools, tools, "tool"},
		{"policy.languages", p.Languages, languages, "language"},
		{"policy.providers", p.Providers, providers, "provider"},
	} {
		for _, v := range c.got {
			if !slices.Contains(c.valid, v) {
				return fmt.Errorf("%w: %s: unknown %s %q; the %ss are %s", ErrPolicy, c.key, c.description, v, c.description, strings.Join(c.valid, ", "))
			}
		}
	}
	for _, name := range append(slices.Clone(p.Commands.Allow), p.Commands.Deny...) {
		if name == "" || strings.ContainsAny(name, "/ \t\n") {
			return fmt.Errorf("%w: policy.commands: %q is not a command name", ErrPolicy, name)
		}
	}
	for _, e := range p.Egress {
		if err := checkEgress(e); err != nil {
			return fmt.Errorf("%w: network.egress_allow: %q: %v", ErrPolicy, e, err)
		}
	}
	for _, c := range [][2]string{{"network.pip_index_url", p.PipIndex}, {"network.npm_registry", p.NpmRegistry}} {
		if u, err := url.Parse(c[1]); c[1] != "" && (err != nil || u.Scheme != "http" && u.Scheme != "https" || u.Host == "") {
			return fmt.Errorf("%w: %s: %q is not an http:// or https:// URL", ErrPolicy, c[0], c[1])
		}
	}
	seen := map[string]bool{}
	for _, s := range p.Secrets {
		switch {
		case !validEnvName(s.Name):
			return fmt.Errorf("%w: secrets.%s: a secret's name is an environment variable name: letters, digits and _, not starting with a digit", ErrPolicy, s.Name)
		case slices.Contains(reservedEnv, s.Name):
			return fmt.Errorf("%w: secrets.%s: %s is set by sbx itself; name the secret differently", ErrPolicy, s.Name, s.Name)
		case seen[s.Name]:
			return fmt.Errorf("%w: secrets.%s: declared twice", ErrPolicy, s.Name)
		case len(s.Value) < MinSecretBytes:
			return fmt.Errorf("%w: secrets.%s: the value is %d bytes; a secret must have at least %d so that redacting it does not mangle ordinary output",
				ErrPolicy, s.Name, len(s.Value), MinSecretBytes)
		}
		seen[s.Name] = true
		for _, h := range s.Hosts {
			if err := checkEgress(h); err != nil {
				return fmt.Errorf("%w: secrets.%s.hosts: %q: %v", ErrPolicy, s.Name, h, err)
			}
		}
		for _, t := range s.Tools {
			if !slices.Contains(secretTools, t) {
				return fmt.Errorf("%w: secrets.%s.tools: %q does not take secrets; the tools that do are %s", ErrPolicy, s.Name, t, strings.Join(secretTools, ", "))
			}
		}
	}
	return nil
}

// reservedEnv are the variables sbx sets in every sandbox.
var reservedEnv = []string{"HOME", "LANG", "PATH", "PWD", "SHELL", "USER", "TMPDIR"}

// validEnvName reports whether s is a portable environment variable name.
func validEnvName(s string) bool {
	if s == "" || s[0] >= '0' && s[0] <= '9' {
		return false
	}
	for _, c := range s {
		if !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// checkEgress validates one egress rule: host, *.domain, IP or CIDR, each
// with an optional :port.
func checkEgress(rule string) error {
	host := rule
	if h, port, err := splitPort(rule); err == nil {
		host = h
		if !validPort(port) {
			return fmt.Errorf("port %q is not a number from 1 to 65535", port)
		}
	}
	if _, err := netip.ParsePrefix(host); err == nil {
		return nil
	}
	if a, err := netip.ParseAddr(strings.Trim(host, "[]")); err == nil {
		if host == rule && !provider.PublicAddr(a) {
			return errors.New("a loopback or private address is reached only at a port the entry names, as in 127.0.0.1:8080")
		}
		return nil
	}
	name := strings.TrimPrefix(host, "*.")
	labels := strings.Split(name, ".")
	for _, l := range labels {
		if l == "" || len(l) > 63 || strings.HasPrefix(l, "-") || strings.HasSuffix(l, "-") ||
			strings.IndexFunc(l, func(r rune) bool {
				return !(r == '-' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9')
			}) >= 0 {
			return errors.New("not a host name, *.domain, IP address or CIDR")
		}
	}
	return nil
}

// splitPort splits "host:port", leaving a bare IPv6 address or CIDR whole.
func splitPort(s string) (host, port string, err error) {
	i := strings.LastIndexByte(s, ':')
	if i < 0 || strings.Count(s, ":") > 1 && !strings.HasPrefix(s, "[") {
		return "", "", errors.New("no port")
	}
	return strings.Trim(s[:i], "[]"), s[i+1:], nil
}

func validPort(p string) bool {
	n := 0
	for _, c := range p {
		if c < '0' || c > '9' || n > 65535 {
			return false
		}
		n = n*10 + int(c-'0')
	}
	return p != "" && n >= 1 && n <= 65535
}

// Call is what the policy reads of a tools/call request.
type Call struct {
	Tool      string
	Language  string
	Code      string // run_code's code, data_dashboard's Python
	Command   string // a shell line
	Secrets   []string
	Provider  string
	SandboxID string
}

// Decision is the policy's answer to a call.
type Decision struct {
	Denied  string   // why the call is refused; empty when allowed
	Risk    string   // the OWASP agentic risk the refusal guards against (AuditRecord.OWASP)
	Secrets []string // names of the secrets granted
	Env     []string // their NAME=value pairs
}

// callArgs are the arguments the policy reads, with their types.
type callArgs struct {
	Language  *string   `json:"language"`
	Code      *string   `json:"code"`
	Command   *string   `json:"command"`
	Secrets   *[]string `json:"secrets"`
	Provider  *string   `json:"provider"`
	SandboxID *string   `json:"sandbox_id"`
}

// ParseCall reads a call's arguments. It returns them in a canonical
// encoding, one value per key, which the call then proceeds with, so the
// tool sees exactly what the policy read. Arguments the policy cannot read
// come back unchanged, for the tool's own validation to refuse.
func ParseCall(tool string, raw json.RawMessage) (Call, json.RawMessage) {
	c := Call{Tool: tool}
	var fields map[string]json.RawMessage
	if len(raw) == 0 || json.Unmarshal(raw, &fields) != nil || fields == nil {
		return c, raw
	}
	canonical, err := json.Marshal(fields)
	if err != nil {
		return c, raw
	}
	var a callArgs
	for key, dst := range map[string]any{"language": &a.Language, "code": &a.Code, "command": &a.Command,
		"secrets": &a.Secrets, "provider": &a.Provider, "sandbox_id": &a.SandboxID} {
		if v, ok := fields[key]; ok {
			json.Unmarshal(v, dst) // a wrong type fails the tool's validation
		}
	}
	deref := func(p *string) string {
		if p == nil {
			return ""
		}
		return *p
	}
	c.Language, c.Code, c.Command = deref(a.Language), deref(a.Code), deref(a.Command)
	c.Provider, c.SandboxID = deref(a.Provider), deref(a.SandboxID)
	if a.Secrets != nil {
		c.Secrets = *a.Secrets
	}
	if tool == "run_code" && c.Language == Shell {
		c.Command = c.Code
	}
	if tool == "data_dashboard" && c.Code != "" {
		c.Language = string(wasmrt.Python)
	}
	return c, canonical
}

// Decide applies the policy to call c by user.
func (p *Policy) Decide(user string, c Call) Decision {
	if !p.Serves(c.Tool) {
		return Decision{Denied: fmt.Sprintf("the tool %s is disabled on this server", c.Tool), Risk: RiskToolMisuse}
	}
	if c.Language != "" && p.Languages != nil && !slices.Contains(p.Languages, c.Language) {
		return Decision{Denied: fmt.Sprintf("the language %s is disabled on this server; the enabled ones are %s", c.Language, orNone(p.Languages)),
			Risk: RiskCodeExecution}
	}
	if why := p.DeniesProvider(c.Provider); why != "" {
		return Decision{Denied: why, Risk: RiskCodeExecution}
	}
	if c.Command != "" {
		if why := p.Commands.check(c.Command); why != "" {
			return Decision{Denied: why, Risk: RiskCodeExecution}
		}
	}
	var d Decision
	for _, name := range c.Secrets {
		s := p.grant(user, c.Tool, name)
		if s == nil {
			return Decision{Denied: fmt.Sprintf("the secret %q is not available to %s here; sandbox_status lists the secrets you may ask for", name, c.Tool),
				Risk: RiskPrivilegeAbuse}
		}
		if !slices.Contains(d.Secrets, name) {
			value := s.Value
			if len(s.Hosts) > 0 {
				value = s.StandIn // the egress proxy writes the value
			}
			d.Secrets = append(d.Secrets, name)
			d.Env = append(d.Env, name+"="+value)
		}
	}
	return d
}

// DeniesProvider says why sandboxes may not run on provider, or "".
func (p *Policy) DeniesProvider(provider string) string {
	if provider == "" || p.Providers == nil || slices.Contains(p.Providers, provider) {
		return ""
	}
	return fmt.Sprintf("the provider %s is disabled on this server; the enabled ones are %s", provider, orNone(p.Providers))
}

// grant returns the secret name if user may have it in tool, else nil.
func (p *Policy) grant(user, tool, name string) *Secret {
	for i := range p.Secrets {
		s := &p.Secrets[i]
		if s.Name == name && grants(s.Tools, tool, secretTools) && grants(s.Users, user, nil) {
			return s
		}
	}
	return nil
}

// grants reports whether list names v; an empty list names all of all (or
// anything, when all is nil).
func grants(list []string, v string, all []string) bool {
	if len(list) == 0 {
		return all == nil || slices.Contains(all, v)
	}
	return slices.Contains(list, v)
}

// Available lists the secrets user may ask for in any tool.
func (p *Policy) Available(user string) []string {
	out := []string{}
	for _, s := range p.Secrets {
		if grants(s.Users, user, nil) {
			out = append(out, s.Name)
		}
	}
	return out
}

// optIn are the tools served only when policy.tools names them: they give
// what a model must not see.
var optIn = []string{"get_sandbox_access"}

// Serves reports whether the policy serves tool: every tool but the
// opt-in ones when it names none, else those it names.
func (p *Policy) Serves(tool string) bool {
	if p.Tools == nil {
		return !slices.Contains(optIn, tool)
	}
	return slices.Contains(p.Tools, tool)
}

// orNone joins a list for a message, or says none.
func orNone(s []string) string {
	if len(s) == 0 {
		return "none"
	}
	return strings.Join(s, ", ")
}

// active reports whether any command rule is set.
func (r CommandRules) active() bool { return len(r.Allow) > 0 || len(r.Deny) > 0 }

// Refuses returns why the rules do not let the shell line run, or "" when
// they do.
func (r CommandRules) Refuses(line string) string { return r.check(line) }

// check returns why the shell line may not run, or "".
func (r CommandRules) check(line string) string {
	if !r.active() {
		return ""
	}
	return r.checkLine(line, 0)
}

// maxNesting bounds eval and sh -c inside one another.
const maxNesting = 8

func (r CommandRules) checkLine(line string, depth int) string {
	if depth > maxNesting {
		return "the command line nests eval or sh -c too deeply to check"
	}
	file, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(line), "")
	if err != nil {
		return fmt.Sprintf("the command line could not be checked against the command policy: %v", err)
	}
	var why string
	syntax.Walk(file, func(n syntax.Node) bool {
		if ce, ok := n.(*syntax.CallExpr); ok && why == "" && len(ce.Args) > 0 {
			why = r.checkCall(ce.Args, depth)
		}
		return why == ""
	})
	return why
}

// checkCall checks one simple command: its name and what it runs in turn.
func (r CommandRules) checkCall(args []*syntax.Word, depth int) string {
	name, ok := staticWord(args[0])
	if !ok {
		return fmt.Sprintf("the command name %q is computed when the line runs; with a command policy in force, name commands literally", wordText(args[0]))
	}
	name = path.Base(name)
	if slices.Contains(r.Deny, name) {
		return fmt.Sprintf("the command %s is not allowed on this server", name)
	}
	if len(r.Allow) > 0 && !slices.Contains(r.Allow, name) && !interp.IsBuiltin(name) {
		return fmt.Sprintf("the command %s is not allowed on this server; the allowed commands are %s", name, strings.Join(r.Allow, ", "))
	}
	rest := args[1:]
	switch name {
	case "eval":
		return r.checkScript(rest, depth)
	case "sh", "bash":
		for i, w := range rest {
			if s, _ := staticWord(w); s == "-c" && i+1 < len(rest) {
				return r.checkScript(rest[i+1:i+2], depth)
			}
		}
		return ""
	case "find":
		for i, w := range rest {
			if s, _ := staticWord(w); strings.HasPrefix(s, "-exec") || strings.HasPrefix(s, "-ok") {
				if i+1 < len(rest) {
					if why := r.checkCall(rest[i+1:], depth); why != "" {
						return why
					}
				}
			}
		}
		return ""
	}
	skip, ok := wrappers[name]
	if !ok {
		return ""
	}
	for i := 0; i < len(rest); i++ {
		s, ok := staticWord(rest[i])
		switch {
		case !ok:
			return r.checkCall(rest[i:], depth) // refused as computed
		case slices.Contains(skip.valued, s):
			i++
		case strings.HasPrefix(s, "-") || skip.assignments && strings.Contains(s, "="):
		case skip.operands > 0:
			skip.operands--
		default:
			return r.checkCall(rest[i:], depth)
		}
	}
	return ""
}

// checkScript checks the words of eval or sh -c as a line of their own.
func (r CommandRules) checkScript(words []*syntax.Word, depth int) string {
	var parts []string
	for _, w := range words {
		s, ok := staticWord(w)
		if !ok {
			return fmt.Sprintf("the script %q is computed when the line runs; with a command policy in force, eval and sh -c take literal text", wordText(w))
		}
		parts = append(parts, s)
	}
	return r.checkLine(strings.Join(parts, " "), depth+1)
}

// wrapper describes a command that runs another: the arguments before the
// command it runs.
type wrapper struct {
	valued      []string // options that take a value
	assignments bool     // NAME=value arguments come first
	operands    int      // plain arguments before the command (timeout's duration)
}

// wrappers are the commands that run the command named in their arguments.
var wrappers = map[string]wrapper{
	"command": {}, "builtin": {}, "exec": {}, "nohup": {}, "time": {},
	"nice":    {valued: []string{"-n"}},
	"env":     {valued: []string{"-u", "-C", "-S"}, assignments: true},
	"timeout": {valued: []string{"-s", "-k", "--signal", "--kill-after"}, operands: 1},
	"xargs":   {valued: []string{"-n", "-I", "-i", "-d", "-L", "-l", "-P", "-s", "-E", "-e", "-a"}},
}

// staticWord returns w's value when it has no expansions, globs or braces.
func staticWord(w *syntax.Word) (string, bool) {
	for _, p := range w.Parts {
		switch p := p.(type) {
		case *syntax.Lit:
			if strings.ContainsAny(p.Value, "{*?[~") && p.Value != "[" && p.Value != "[[" {
				return "", false
			}
		case *syntax.SglQuoted:
			if p.Dollar {
				return "", false
			}
		case *syntax.DblQuoted:
			for _, q := range p.Parts {
				if _, ok := q.(*syntax.Lit); !ok {
					return "", false
				}
			}
		default:
			return "", false
		}
	}
	fields, err := expand.Fields(&expand.Config{}, w) // quote removal only
	if err != nil || len(fields) != 1 {
		return "", false
	}
	return fields[0], true
}

// wordText is w as written, for a message.
func wordText(w *syntax.Word) string {
	var b strings.Builder
	syntax.NewPrinter().Print(&b, w)
	return b.String()
}
