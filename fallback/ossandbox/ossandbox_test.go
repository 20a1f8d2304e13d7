package ossandbox

import (
	"bytes"
	"context"
	"io"
	"os"
	"testing"
	"time"
)

// newSandbox starts a sandbox over a new workspace, or skips the test
// where the host cannot make one.
func newSandbox(t *testing.T, cfg Config) *Sandbox {
	t.Helper()
	if err := Supported(); err != nil {
		t.Skipf("os sandboxes need user namespaces here: %v", err)
	}
	if cfg.Workspace == "" {
		cfg.Workspace = t.TempDir()
		uid, gid := UID()
		os.Chown(cfg.Workspace, uid, gid)
	}
	sb, err := Start(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { sb.Close() })
	return sb
}

// run runs a shell line in sb and returns its output and exit code.
func run(t *testing.T, sb *Sandbox, line string) (string, int) {
	t.Helper()
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	p, err := sb.Start(Cmd{Argv: []string{"/bin/sh", "-c", line}, Env: []string{"PATH=/usr/bin:/bin"}, Stdout: w, Stderr: w})
	w.Close()
	if err != nil {
		r.Close()
		t.Fatal(err)
	}
	var out bytes.Buffer
	copied := make(chan struct{})
	go func() { io.Copy(&out, r); close(copied) }()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	ws, err := p.Wait(ctx)
	if err != nil {
		t.Fatalf("%s: %v", line, err)
	}
	select {
	case <-copied:
	case <-time.After(time.Second):
	}
	r.Close()
	return out.String(), ExitCode(ws)
}

func TestRun(t *testing.T) {
	sb := newSandbox(t, Config{})
	out, code := run(t, sb, "echo hello; id -u; hostname; ls /; cat /proc/self/status | grep -E 'Cap(Eff|Bnd)|NoNewPrivs|Seccomp:'; echo x > /workspace/f && cat /workspace/f")
	t.Logf("%d\n%s", code, out)
}
