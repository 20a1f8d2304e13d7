// Package display is sbx's side of the rich results a Python cell shows,
// as a notebook would: the kernels' display code (Python, run once in
// every kernel) and the reading of the MIME bundles it leaves, in order,
// in the sandbox's displays directory.
package display

import _ "embed"

// Python is the display code every Python kernel runs once: it defines
// display(), sends values with a rich form and matplotlib figures as
// bundles, and defines __sbx_flush__(), to call after each cell.
//
//go:embed display.py
var Python string

// Dir is where kernels leave a cell's bundles, a sandbox path.
const Dir = "/workspace/.sbx/displays"
