package shell

import (
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
