package sbx

import (
	"fmt"
	"slices"

	"github.com/sbx-sandbox/sbx/broker"
)

// Policy is what the program allows its sandboxes. Code in a sandbox
// cannot change it. The zero value allows every language, command,
// provider and tool.
type Policy struct {
	// Languages are the languages runs may use (python, javascript,
	// shell); nil means all. A run in another fails with ErrRefused. A
	// shell line's python and node are commands: Commands denies them.
	Languages []Language
	// Commands restrict, by name, the commands of shell lines.
	Commands Commands
	// Tools are the MCP tools a Server serves; nil means all. Sandboxes of
	// the Go API ignore it.
	Tools []string
	// Providers are the providers a sandbox may run on
	// (SandboxOptions.Provider), and create_sandbox may name on a Server
	// (wasm, auto, docker, microvm); nil means all. A sandbox on another
	// fails with ErrRefused.
	Providers []string
}

// Commands restrict the commands a shell line may run. sbx parses the line
// and checks the name of every simple command in it: in pipelines,
// substitutions and functions, and the commands that eval, sh -c, xargs,
// env, timeout or find -exec would run. A name in Deny is refused; with
// Allow set, so is any name not in it (the shell's builtins, such as echo,
// cd and test, are allowed unless denied). A command name the line
// computes ($cmd, globs) is refused when either list is set. Names compare
// by their last path element: /usr/bin/curl is curl.
//
// The rules read the line, not what runs: a script file or an allowed
// interpreter (python, sh FILE) can still do anything its sandbox can.
type Commands struct {
	Allow []string
	Deny  []string
}

// normal returns p with its languages' canonical names (js is
// javascript), or fails naming a language sbx does not have.
func (p Policy) normal() (Policy, error) {
	if p.Languages == nil {
		return p, nil
	}
	langs := make([]Language, len(p.Languages))
	for i, l := range p.Languages {
		var err error
		if langs[i], err = ParseLanguage(string(l)); err != nil {
			return p, fmt.Errorf("Policy.Languages: %w", err)
		}
	}
	p.Languages = langs
	return p, nil
}

// allows returns nil when the policy lets code run in lang, or why not.
func (p Policy) allows(lang Language, code string) error {
	if p.Languages != nil && !slices.Contains(p.Languages, lang) {
		return fmt.Errorf("%w: %s is not among the languages this program allows (%v)", ErrRefused, lang, p.Languages)
	}
	if lang == Shell {
		if why := p.rules().Refuses(code); why != "" {
			return fmt.Errorf("%w: %s", ErrRefused, why)
		}
	}
	return nil
}

// rules is the policy's command rules as the broker checks them.
func (p Policy) rules() broker.CommandRules {
	return broker.CommandRules{Allow: p.Commands.Allow, Deny: p.Commands.Deny}
}

// internal is the policy as the broker takes it.
func (p Policy) internal() broker.Policy {
	var langs []string
	if p.Languages != nil {
		langs = []string{}
		for _, l := range p.Languages {
			langs = append(langs, string(l))
		}
	}
	return broker.Policy{Tools: p.Tools, Languages: langs, Providers: p.Providers, Commands: p.rules()}
}
