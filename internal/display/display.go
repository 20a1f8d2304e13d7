// Package display is sbx's side of the rich results a Python cell shows,
// as a notebook would: the kernels' display code (Python, run once in
// every kernel) and the reading of the MIME bundles it leaves, in order,
// in the sandbox's displays directory.
package display

import (
	_ "embed"
	"fmt"
	"strconv"
)

// Python is the display code every Python kernel runs once: it defines
// display(), sends values with a rich form and matplotlib figures as
// bundles, and defines __sbx_flush__(), to call after each cell.
//
//go:embed display.py
var Python string

// Setup is a cell that runs Python (the display code) in a namespace of
// its own, leaving no name in the cell's: for kernels whose first cells
// share the user's namespace.
var Setup = fmt.Sprintf("exec(compile(%s, '<sbx display>', 'exec'), {'__name__': 'sbx_display'})", strconv.Quote(Python))

// Dir is where kernels leave a cell's bundles, a sandbox path.
const Dir = "/workspace/.sbx/displays"
