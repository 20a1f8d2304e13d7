// Package display is sbx's side of the rich results a cell shows, as a
// notebook would: the kernels' display code (Python, and JavaScript's
// display(), run once in every kernel) and the reading of the MIME
// bundles it leaves, in order, in the sandbox's displays directory.
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

// JavaScript is the display code of JavaScript kernels: a function
// expression to call once with node's fs module and util.inspect, which
// defines display().
//
//go:embed display.js
var JavaScript string

// SetupJS is a cell that runs JavaScript (the display code) with the
// kernel's fs and util modules, leaving no name in the cell's scope but
// display.
var SetupJS = JavaScript + "(require('fs'), require('util').inspect);"

// Dir is where kernels leave a cell's bundles, a sandbox path.
const Dir = "/workspace/.sbx/displays"
