package command

import (
	"slices"
	"strings"

	"github.com/sbx-sandbox/sbx/internal/sh/expand"

	"github.com/sbx-sandbox/sbx/shell/internal/view"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// The environment a line starts with. PATH names a directory that exists
// only in name: the commands are built in.
var baseVars = []string{"HOME=" + wasmrt.HomeMount, "LANG=C.UTF-8", "PATH=" + view.BinDir, "SHELL=/bin/sh", "USER=" + wasmrt.User, "LOGNAME=" + wasmrt.User}

// noTempDir is the interpreter's TMPDIR. mvdan.cc/sh opens files in its
// temporary directory on the host itself, bypassing the open handler (the
// FIFOs of process substitution); nothing can ever be created or opened
// under /dev/null, so that door stays shut.
const noTempDir = "/dev/null/sbx-no-tmp"

// sandboxEnv is a line's starting environment: fixed variables and the
// caller's exported ones, nothing of the host's. It also answers the
// interpreter's own questions that would otherwise go to the host: its
// TMPDIR, the UID variables, and "~name" home directories: the sandbox
// user's is HOME's directory, anyone else's is left unexpanded.
type sandboxEnv map[string]expand.Variable

// BaseEnv returns the starting environment with the exported "NAME=value"
// pairs of extra added.
func BaseEnv(extra []string) expand.Environ {
	env := sandboxEnv{}
	for _, kv := range append(slices.Clone(baseVars), extra...) {
		if k, v, ok := strings.Cut(kv, "="); ok && k != "" {
			env[k] = expand.Variable{Set: true, Exported: true, Kind: expand.String, Str: v}
		}
	}
	hidden := map[string]string{"TMPDIR": noTempDir, "UID": "1000", "EUID": "1000", "GID": "1000"}
	for k, v := range hidden {
		if _, ok := env[k]; !ok {
			env[k] = expand.Variable{Set: true, ReadOnly: k != "TMPDIR", Kind: expand.String, Str: v}
		}
	}
	return env
}

// Get implements expand.Environ.Get.
func (e sandboxEnv) Get(name string) expand.Variable {
	if user, ok := strings.CutPrefix(name, "HOME "); ok {
		home := "~" + user
		if user == wasmrt.User {
			home = wasmrt.HomeMount
		}
		return expand.Variable{Set: true, Kind: expand.String, Str: home}
	}
	return e[name]
}

// Each implements expand.Environ.Each.
func (e sandboxEnv) Each(f func(name string, vr expand.Variable) bool) {
	for _, name := range slices.Sorted(func(yield func(string) bool) {
		for k := range e {
			if !yield(k) {
				return
			}
		}
	}) {
		if !f(name, e[name]) {
			return
		}
	}
}

// exported lists env's exported string variables as "NAME=value", with PWD
// set to dir.
func Environ(env expand.Environ, dir string) []string {
	var out []string
	env.Each(func(name string, vr expand.Variable) bool {
		if vr.Exported && vr.Kind == expand.String && name != "PWD" {
			out = append(out, name+"="+vr.Str)
		}
		return true
	})
	return append(out, "PWD="+dir)
}

// ExportedVars returns env's exported string variables by name.
func ExportedVars(env expand.Environ) map[string]string {
	vars := map[string]string{}
	env.Each(func(name string, vr expand.Variable) bool {
		if vr.Exported && vr.Kind == expand.String {
			vars[name] = vr.Str
		}
		return true
	})
	return vars
}

// Getenv is the value of the command's exported variable name, or "".
func (p *Proc) Getenv(name string) string { return ExportedVars(p.Env)[name] }
