// Package pycell is how sbx's Python kernels run a cell, as Jupyter's
// IPython kernel runs it (pycell.py): dedented, with top-level await,
// shell escapes and the common magics, its final expression shown and its
// lines in tracebacks. Every Python kernel loads it once as the module
// _sbx_cell: pykernel.py in the native tiers, and, through Setup, the
// WebAssembly guest's kernel, whose own cell runner (built into the guest)
// it replaces, so that changing it needs no guest rebuild.
package pycell

import (
	_ "embed"
	"fmt"
	"strconv"
)

// Python is pycell.py: the source of the module _sbx_cell.
//
//go:embed pycell.py
var Python string

// Load is Python that makes Python the module _sbx_cell, once.
var Load = fmt.Sprintf(`if '_sbx_cell' not in __import__('sys').modules:
    _m = __import__('sys').modules['_sbx_cell'] = type(__import__('sys'))('_sbx_cell')
    exec(compile(%s, '<sbx cell>', 'exec'), _m.__dict__)
    del _m
`, strconv.Quote(Python))

// Setup is a cell for the WebAssembly guest's kernel (guests/python's
// kernel_source, whose run(src, ns) the guest calls for every cell): it
// loads _sbx_cell and makes the kernel's run call _sbx_cell.run. It must
// be the kernel's first cell, run by the guest's own run, whose frame is
// the cell's caller. It leaves no name in the cell's namespace.
var Setup = Load + `_k = __import__('sys')._getframe(1).f_globals
_k['_sbx_cell'] = __import__('sys').modules['_sbx_cell']
_k['run'].__code__ = eval(compile('lambda src, ns: _sbx_cell.run(src, ns)', '<sbx kernel>', 'eval')).__code__
del _k
`

// Warm is a cell that runs a cell's paths in a forked kernel and leaves
// nothing a later cell could see, not even its number.
const Warm = "__import__('_sbx_cell').warm()\nNone\n"

// Restart is Python that makes the kernel's next cell <cell-1>, for a
// kernel restored from a template that ran cells of its own.
const Restart = "__import__('_sbx_cell').restart()\n"
