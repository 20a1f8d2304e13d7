package sbx

import (
	"context"
	"fmt"

	"github.com/sbx-sandbox/sbx/wasmrt"
)

// Fork makes a new sandbox that starts where s is at rest: its interpreters
// hold exactly the state of s's (variables, imports, open files, and the
// state of their random generators), and its /workspace, /tmp and, for
// a sandbox given no durable home, its own home are copies of s's, in
// directories of its own removed at Close. It shares s's durable home and
// limits, and starts with no outputs. s is not disturbed; a run
// in progress in s is waited for until ctx ends. lost lists what could
// not be carried (a file that could not be opened again), worded for a
// person. A sandbox on a native provider cannot fork: its interpreters are
// live processes.
func (s *Sandbox) Fork(ctx context.Context) (_ *Sandbox, lost []string, err error) {
	if s.closed.Load() {
		return nil, nil, ErrClosed
	}
	if s.native != nil {
		return nil, nil, fmt.Errorf("%w: a sandbox on the %s provider cannot fork: its interpreters are live processes", ErrInvalid, s.nativeCaps.Provider)
	}
	f, _, err := s.rt.newSandbox(s.limits, s.homeDir, "", func(cfg wasmrt.Config) (*wasmrt.Sandbox, error) {
		box, l, err := s.box.Fork(ctx, cfg)
		lost = l
		return box, classify(err)
	})
	if err != nil {
		return nil, nil, err
	}
	if err := s.rt.track(f); err != nil {
		f.release()
		return nil, nil, err
	}
	return f, lost, nil
}

// Suspend writes the state of s's interpreters to dir, which must exist
// (one file per interpreter, checksummed, written atomically), and ends
// them, releasing their memory. The next run resumes them. A later
// process resumes them with Resume in a sandbox over the same workspace
// (SandboxOptions.Workspace): files s made in /tmp are not kept. A run in
// progress is waited for until ctx ends.
func (s *Sandbox) Suspend(ctx context.Context, dir string) error {
	if s.closed.Load() {
		return ErrClosed
	}
	if s.native != nil {
		return fmt.Errorf("%w: a sandbox on the %s provider cannot suspend: its interpreters are live processes", ErrInvalid, s.nativeCaps.Provider)
	}
	return classify(s.box.Suspend(ctx, dir))
}

// Resume restores the interpreters Suspend wrote to dir, and removes their
// files: they are restored once. An interpreter whose file is damaged, or
// was written by another version of sbx, is not loaded: lost says so,
// and it starts afresh at its next run.
func (s *Sandbox) Resume(ctx context.Context, dir string) (lost []string, err error) {
	if s.closed.Load() {
		return nil, ErrClosed
	}
	lost, _, err = s.box.Resume(ctx, dir)
	return lost, classify(err)
}
