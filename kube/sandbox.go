package kube

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/sbx-sandbox/sbx/internal/capture"
	"github.com/sbx-sandbox/sbx/provider"
)

// Sandbox is one pod. It implements provider.Sandbox, and provider.Jobber
// with jobs run in the pod.
type Sandbox struct {
	p      *Provider
	name   string
	limits provider.Limits
	caps   provider.Capabilities
	*provider.ExecJobs

	mu      sync.Mutex
	phase   phase
	ran     bool          // the pod has run: a failure now ends what it held
	changed chan struct{} // closed and replaced when the watch sees a change
}

// Name is the sandbox's pod.
func (s *Sandbox) Name() string { return s.name }

// Capabilities implements provider.Sandbox.
func (s *Sandbox) Capabilities() provider.Capabilities { return s.caps }

// observe records what the watch saw of the pod.
func (s *Sandbox) observe(ph phase) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.phase = ph
	s.ran = s.ran || ph.running
	close(s.changed)
	s.changed = make(chan struct{})
}

// Failed says why the watch saw the pod fail, or "".
func (s *Sandbox) Failed() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.phase.failed
}

// ready waits until the pod runs, failing at once when it has failed: with
// provider.ErrGone when it had run (the server then starts another pod in
// its place), else saying what to do. A
// pod that does not run within the start timeout (from the first run that
// waits for it) is failed from then on.
func (s *Sandbox) ready(ctx context.Context) error {
	limit := s.p.opts.StartTimeout
	wait := time.NewTimer(limit)
	defer wait.Stop()
	for {
		s.mu.Lock()
		ph, changed, ran := s.phase, s.changed, s.ran
		s.mu.Unlock()
		switch {
		case ph.failed != "" && ran:
			return fmt.Errorf("%s: %w: its pod failed: %s", Name, provider.ErrGone, ph.failed)
		case ph.failed != "":
			return fmt.Errorf("%s: the sandbox's pod failed: %s; its files and state are gone: destroy the sandbox and create a new one", Name, ph.failed)
		case ph.running:
			return nil
		}
		select {
		case <-changed:
		case <-ctx.Done():
			return fmt.Errorf("%s: the sandbox's pod is not running yet: %w", Name, context.Cause(ctx))
		case <-wait.C:
			s.observe(phase{failed: fmt.Sprintf("it did not start within %v (kubectl describe pod -n %s %s says why)", limit, s.p.opts.Namespace, s.name)})
		}
	}
}

// Run implements provider.Sandbox: each run is a fresh python3 (one
// cell, see provider.RunPythonCell) or node in the pod, so files persist
// between runs and variables do not.
func (s *Sandbox) Run(ctx context.Context, req provider.Request) (*provider.Result, error) {
	switch req.Language {
	case "python":
		res, err := provider.RunPythonCell(ctx, s, req)
		if res != nil {
			res.Runtime = "python3 (pod)"
		}
		return res, err
	case "javascript":
		req.Stdin, req.Code = []byte(req.Code), "node -"
		return s.Exec(ctx, req)
	default:
		return nil, fmt.Errorf("%s: no kernel for language %q (python, javascript)", Name, req.Language)
	}
}

// Exec implements provider.Sandbox: the line runs under /bin/sh in the
// pod through the API server, with the process limit, under timeout(1)
// for the time limit, and its output is kept up to the output limit.
func (s *Sandbox) Exec(ctx context.Context, req provider.Request) (*provider.Result, error) {
	if strings.TrimSpace(req.Code) == "" {
		return nil, fmt.Errorf("%s: empty command", Name)
	}
	timeout := req.Timeout
	if timeout <= 0 {
		timeout = s.limits.Timeout
	}
	workdir := "/workspace"
	if req.Workdir != "" {
		w, err := provider.SandboxPath(req.Workdir)
		if err != nil {
			return nil, err
		}
		workdir = w
	}
	if err := s.ready(ctx); err != nil {
		return nil, err
	}
	argv := []string{"env"}
	for _, kv := range req.Env {
		if k, _, ok := strings.Cut(kv, "="); ok && k != "" {
			argv = append(argv, kv)
		}
	}
	secs := strconv.FormatFloat(timeout.Seconds(), 'f', 3, 64)
	script := "ulimit -u " + strconv.FormatInt(s.limits.Pids, 10) + " 2>/dev/null; cd " + provider.Quote(workdir) +
		" && exec timeout -k 1 " + secs + " /bin/sh -c " + provider.Quote(req.Code)
	argv = append(argv, "/bin/sh", "-c", script)

	start := time.Now()
	ctx, cancel := context.WithTimeout(ctx, timeout+5*time.Second)
	defer cancel()
	out := capture.New(s.limits.Output, cancel)
	code, err := s.stream(ctx, argv, req.Stdin, out)
	out.Close()
	stdout, stderr, truncated := out.Result()
	res := &provider.Result{ExitCode: code, Stdout: string(stdout), Stderr: string(stderr), OutputTruncated: truncated,
		DurationMS: float64(time.Since(start).Microseconds()) / 1000, Runtime: "sh (pod)", Isolation: s.caps.Isolation}
	switch {
	case truncated:
		res.ExitCode = 1
		res.Stderr += fmt.Sprintf("sbx: the output passed its limit of %d bytes; the run was stopped\n", s.limits.Output)
	case err != nil && ctx.Err() != nil:
		res.ExitCode, res.TimedOut = 124, true
		res.Stderr += fmt.Sprintf("sbx: the run took longer than its time limit of %s s and was stopped\n", secs)
	case err != nil:
		return nil, err
	case code == 124:
		res.TimedOut = true
		res.Stderr += fmt.Sprintf("sbx: the run took longer than its time limit of %s s and was stopped\n", secs)
	}
	return res, nil
}

// stream runs argv in the pod and returns its exit status.
func (s *Sandbox) stream(ctx context.Context, argv []string, stdin []byte, out *capture.Output) (int, error) {
	code, err := s.p.c.exec(ctx, s.p.opts.Namespace, s.name, argv, stdin, out.Stdout(), out.Stderr())
	if err != nil && ctx.Err() == nil {
		if f := s.Failed(); f != "" {
			return 0, fmt.Errorf("%s: the sandbox's pod failed: %s", Name, f)
		}
		return 0, fmt.Errorf("%s: exec in the sandbox's pod: %w", Name, err)
	}
	return code, err
}

// ReadFile implements provider.Sandbox.
func (s *Sandbox) ReadFile(ctx context.Context, path string, max int64) ([]byte, error) {
	return provider.ReadFileByExec(ctx, s, path, max)
}

// WriteFile implements provider.Sandbox.
func (s *Sandbox) WriteFile(ctx context.Context, path string, data []byte) error {
	return provider.WriteFileByExec(ctx, s, path, data)
}

// Close implements provider.Sandbox: the pod and its NetworkPolicy are
// deleted.
func (s *Sandbox) Close() error {
	s.p.forget(s.name)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	return s.p.remove(ctx, s.name)
}
