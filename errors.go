package sbx

import (
	"context"
	"errors"
	"io/fs"

	"github.com/sbx-sandbox/sbx/hostfs"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// Errors the API returns, to test with [errors.Is]. Every error sbx returns
// wraps at most one of them and says, in its message, what to change.
// Messages name sandbox paths (/workspace/data.csv), never the host's.
var (
	// ErrTimeout: the run passed its time limit. Run returns the result
	// too: TimedOut is set, the output so far is kept, and the interpreter
	// keeps its variables unless StateReset says otherwise.
	ErrTimeout = errors.New("time limit reached")
	// ErrOutputLimit: the run printed more than Limits.Output and was
	// stopped. Run returns the result too, with OutputTruncated set.
	ErrOutputLimit = errors.New("output limit reached")
	// ErrQuota: a write did not fit in the workspace's quota
	// (Limits.WorkspaceBytes, Limits.WorkspaceFiles).
	ErrQuota = errors.New("workspace quota exceeded")
	// ErrRefused: the runtime's Policy does not allow the language or a
	// command of the shell line.
	ErrRefused = errors.New("refused by policy")
	// ErrNotFound: no such file or directory in the sandbox, or no such
	// presented output.
	ErrNotFound = errors.New("not found")
	// ErrInvalid: the request cannot be run as given: an unknown language,
	// code past Limits.Code, a timeout past Limits.MaxTimeout, a path that
	// leaves the sandbox, options or a configuration sbx cannot use.
	ErrInvalid = errors.New("invalid request")
	// ErrClosed: the sandbox, server or runtime was closed.
	ErrClosed = errors.New("closed")
)

// kindError is an error of one of the kinds above that keeps the error it
// came from, and its message.
type kindError struct {
	kind error
	err  error
}

// Error implements error: the underlying message, which already says what
// went wrong and what to do.
func (e *kindError) Error() string { return e.err.Error() }

// Unwrap lets errors.Is find both the kind and the cause.
func (e *kindError) Unwrap() []error { return []error{e.kind, e.err} }

// invalid marks err as ErrInvalid, keeping its message.
func invalid(err error) error { return &kindError{kind: ErrInvalid, err: err} }

// classify wraps err in the kind it belongs to, or returns it as it is.
func classify(err error) error {
	var kind error
	switch {
	case err == nil:
		return nil
	case errors.Is(err, ErrTimeout), errors.Is(err, ErrOutputLimit), errors.Is(err, ErrQuota), errors.Is(err, ErrRefused),
		errors.Is(err, ErrNotFound), errors.Is(err, ErrInvalid), errors.Is(err, ErrClosed):
		return err
	case errors.Is(err, hostfs.ErrQuota):
		kind = ErrQuota
	case errors.Is(err, fs.ErrNotExist):
		kind = ErrNotFound
	case errors.Is(err, wasmrt.ErrInput), errors.Is(err, hostfs.ErrEscape), errors.Is(err, hostfs.ErrBadName),
		errors.Is(err, fs.ErrInvalid), errors.Is(err, fs.ErrExist):
		kind = ErrInvalid
	case errors.Is(err, context.DeadlineExceeded):
		kind = ErrTimeout
	default:
		return err
	}
	return &kindError{kind: kind, err: err}
}
