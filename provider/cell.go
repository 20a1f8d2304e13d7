package provider

import (
	"context"
	"strings"

	"github.com/sbx-sandbox/sbx/internal/display"
	"github.com/sbx-sandbox/sbx/internal/pykernel"
)

// RunPythonCell runs req.Code as one Python cell in a fresh python3 of s
// (pykernel.Cell): a final expression is shown, as in a kernel, and what
// the cell displayed comes back in the result. For sandboxes that keep no
// interpreter between runs; s.Exec runs the cell and the collection.
func RunPythonCell(ctx context.Context, s Sandbox, req Request) (*Result, error) {
	req.Stdin, req.Code = []byte(req.Code), pykernel.Cell
	req.Env = append(req.Env[:len(req.Env):len(req.Env)], pykernel.Var+"="+pykernel.Script)
	res, err := s.Exec(ctx, req)
	if err != nil {
		return nil, err
	}
	f := &execFiles{ctx: ctx, s: s}
	res.Displays, err = display.Collect(f)
	f.removeAll()
	if err != nil {
		res.Stderr += "sbx: " + err.Error() + "\n"
	}
	return res, nil
}

// execFiles is display.Files over a sandbox reached only through Exec
// and ReadFile. Remove only notes a path: removeAll removes them all in
// one Exec once the collection is done.
type execFiles struct {
	ctx     context.Context
	s       Sandbox
	removed []string
}

// List implements display.Files.
func (f *execFiles) List(dir string) ([]string, error) {
	res, err := f.s.Exec(f.ctx, Request{Code: "ls -1A -- " + Quote(dir) + " 2>/dev/null", Timeout: fileTimeout})
	if err != nil || res.ExitCode != 0 {
		return nil, err // a missing dir has none
	}
	return strings.Fields(res.Stdout), nil
}

// ReadFile implements display.Files.
func (f *execFiles) ReadFile(p string, max int64) ([]byte, error) { return f.s.ReadFile(f.ctx, p, max) }

// Remove implements display.Files: p goes when removeAll runs.
func (f *execFiles) Remove(p string) error {
	f.removed = append(f.removed, p)
	return nil
}

// removeAll removes the noted paths in order: files, and directories
// once empty.
func (f *execFiles) removeAll() {
	if len(f.removed) == 0 {
		return
	}
	var b strings.Builder
	for _, p := range f.removed {
		b.WriteString(" " + Quote(p))
	}
	f.s.Exec(f.ctx, Request{Code: `for p in` + b.String() + `; do rm -f -- "$p" 2>/dev/null || rmdir -- "$p" 2>/dev/null; done; true`,
		Timeout: fileTimeout})
}
