package command

import (
	"net/http"
	"sync"

	"github.com/sbx-sandbox/sbx/shell/internal/view"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// Line is what the commands of one command line or background job share:
// the sandbox, its file view, the programs they may run, and what the
// line's result reports about them.
type Line struct {
	Sandbox  *wasmrt.Sandbox
	View     *view.View
	Programs Table // what the line's commands may run, by name
	// Script runs shell text in a new interpreter over the same sandbox,
	// for sh: as a script named name ($0), with the shell options opts and
	// the positional parameters params. It returns the exit status.
	Script func(p *Proc, script, name string, opts, params []string) int
	// Index, if set, is where the line's pip takes packages from.
	Index *PackageIndex

	mu      sync.Mutex
	missing string // the first command (or command and option) the line needed that the tier lacks
	misused string // the first command that refused its usage while writing into a pipe
}

// PackageIndex is a Python package index (PEP 503) and the client that
// reaches it through the server's egress policy.
type PackageIndex struct {
	URL    string // the index's root, the URL pip's --index-url takes
	Client *http.Client
}

// NewLine returns the shared state of a line over sb that runs programs,
// and scripts with script.
func NewLine(sb *wasmrt.Sandbox, programs Table, script func(p *Proc, script, name string, opts, params []string) int) *Line {
	return &Line{Sandbox: sb, View: view.New(sb, programs.programs()), Programs: programs, Script: script}
}

// noteMissing records name as missing unless one was recorded already.
func (l *Line) noteMissing(name string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.missing == "" {
		l.missing = name
	}
}

// noteMisused records name as a command that refused its arguments while
// its output went into a pipe, unless one was recorded already.
func (l *Line) noteMisused(name string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.misused == "" {
		l.misused = name
	}
}

// MisusedNote words why a line that exits 0 may not have worked: a
// command feeding a pipe refused its arguments. It is empty when none did.
func (l *Line) MisusedNote() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.misused == "" {
		return ""
	}
	return l.misused + " stopped on a usage error (exit 2) while writing into a pipe, yet the line exits 0: " +
		"a pipeline's status is its last command's. Fix the " + l.misused + " command; set -o pipefail makes such a line fail"
}

// MissingCommand is the first command the line needed that the tier
// lacks, or a command and the option its built-in lacks ("tar --foo"),
// or "".
func (l *Line) MissingCommand() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.missing
}
