package provider

import (
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"path"
	"strings"
	"time"
)

// ErrPath means a file path is not one a sandbox has: empty, or holding
// a NUL byte.
var ErrPath = errors.New("invalid sandbox path")

// Execer runs shell lines in a sandbox.
type Execer interface {
	Exec(ctx context.Context, req Request) (*Result, error)
}

// fileTimeout bounds one file transfer through Exec.
const fileTimeout = 30 * time.Second

// SandboxPath cleans p, a sandbox path absolute or relative to /workspace.
func SandboxPath(p string) (string, error) {
	if strings.TrimSpace(p) == "" || strings.ContainsRune(p, 0) {
		return "", fmt.Errorf("%w: %q", ErrPath, p)
	}
	if !path.IsAbs(p) {
		p = path.Join("/workspace", p)
	}
	return path.Clean(p), nil
}

// ReadFileByExec reads path in s, at most max bytes, with head and base64:
// for providers whose sandboxes have coreutils and no other way in. Only
// a regular file is read: a FIFO would hold the call until its timeout.
func ReadFileByExec(ctx context.Context, s Execer, p string, max int64) ([]byte, error) {
	p, err := SandboxPath(p)
	if err != nil {
		return nil, err
	}
	q := Quote(p)
	res, err := s.Exec(ctx, Request{Code: fmt.Sprintf(`if [ -e %s ] && [ ! -f %s ]; then echo "not a regular file" >&2; exit 1; fi; head -c %d -- %s | base64 -w0`, q, q, max, q),
		Timeout: fileTimeout})
	if err != nil {
		return nil, err
	}
	if res.ExitCode != 0 {
		return nil, fmt.Errorf("read %s: %s", p, strings.TrimSpace(res.Stderr))
	}
	return base64.StdEncoding.DecodeString(strings.TrimSpace(res.Stdout))
}

// WriteFileByExec writes data to path in s, creating parent directories,
// as ReadFileByExec reads.
func WriteFileByExec(ctx context.Context, s Execer, p string, data []byte) error {
	p, err := SandboxPath(p)
	if err != nil {
		return err
	}
	q := Quote(p)
	res, err := s.Exec(ctx, Request{Code: fmt.Sprintf(`mkdir -p -- "$(dirname -- %s)" && base64 -d > %s`, q, q),
		Stdin: []byte(base64.StdEncoding.EncodeToString(data)), Timeout: fileTimeout})
	if err != nil {
		return err
	}
	if res.ExitCode != 0 {
		return fmt.Errorf("write %s: %s", p, strings.TrimSpace(res.Stderr))
	}
	return nil
}

// Quote quotes s as one word for a POSIX shell.
func Quote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }
