package shell

import (
	"path"
	"strings"

	"mvdan.cc/sh/v3/syntax"

	"github.com/sbx-sandbox/sbx/internal/sh/interp"
	"github.com/sbx-sandbox/sbx/shell/internal/archive"
	"github.com/sbx-sandbox/sbx/shell/internal/command"
	"github.com/sbx-sandbox/sbx/shell/internal/files"
	"github.com/sbx-sandbox/sbx/shell/internal/invoke"
	"github.com/sbx-sandbox/sbx/shell/internal/pip"
	"github.com/sbx-sandbox/sbx/shell/internal/system"
	"github.com/sbx-sandbox/sbx/shell/internal/text"
)

// programs is the sandbox's program table: every family's commands.
var programs = command.Merge(files.Commands(), text.Commands(), archive.Commands(), invoke.Commands(), pip.Commands(), system.Commands())

// Commands lists the programs the wasm tier's shell offers beyond the
// shell's builtins (echo, printf, test, cd, pwd, read ...), sorted.
func Commands() []string { return programs.Names() }

// runsOthers are the programs that run code the line does not show: the
// interpreters, whose code may reach for the network or a socket, and
// those that run other commands.
var runsOthers = map[string]bool{"python": true, "python3": true, "node": true, "js": true, "sh": true, "bash": true,
	"env": true, "xargs": true, "timeout": true}

// MayNeedNative reports whether only running line shows whether it needs
// what the WebAssembly sandbox lacks: it runs an interpreter or another
// program that runs commands, a command the sandbox does not have, or one
// named by an expansion. A line of builtins and the shell's own programs
// does not.
func MayNeedNative(line string) bool {
	file, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(line), "")
	if err != nil {
		return false
	}
	may := false
	syntax.Walk(file, func(n syntax.Node) bool {
		call, ok := n.(*syntax.CallExpr)
		if !ok || may {
			return !may
		}
		args := call.Args
		for len(args) > 1 && (args[0].Lit() == "exec" || args[0].Lit() == "command") {
			args = args[1:]
		}
		if len(args) == 0 {
			return true
		}
		name := path.Base(args[0].Lit())
		may = args[0].Lit() == "" || runsOthers[name] || programs[name] == nil && !interp.IsBuiltin(name)
		return !may
	})
	return may
}
