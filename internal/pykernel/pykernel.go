// Package pykernel is sbx's Python kernel for native sandboxes
// (pykernel.py, with sbx's display code and cell runner in it): a persistent interpreter
// and its client, for sandboxes that keep one (the os and Docker tiers),
// and a runner of one cell in a fresh python3, for those that start one
// for every run (the microVM, pods).
package pykernel

import (
	_ "embed"
	"strconv"
	"strings"

	"github.com/sbx-sandbox/sbx/internal/display"
	"github.com/sbx-sandbox/sbx/internal/pycell"
)

//go:embed pykernel.py
var script string

// Script is pykernel.py with display.Python and pycell.Python in it: the
// argument of python3 -c, and the value of Var for the commands that
// start it.
var Script = strings.NewReplacer(`DISPLAY = ""`, "DISPLAY = "+strconv.Quote(display.Python),
	`CELL = ""`, "CELL = "+strconv.Quote(pycell.Python)).Replace(script)

// Var is the environment variable through which Cell and the kernel's
// client find Script.
const Var = "SBX_PY"

// Cell is a shell line that runs its standard input as one Python cell in
// a fresh python3, as the kernel runs each of its cells: a final
// expression is shown, what the cell displays is left in display.Dir,
// and its status is the process's. It needs Var set to Script.
const Cell = `exec python3 -c "$` + Var + `" cell`
