package sbx

import (
	"context"
	"errors"
	"fmt"
	"io"
	"sync"
	"time"

	"github.com/sbx-sandbox/sbx/fallback"
	"github.com/sbx-sandbox/sbx/provider"
)

// The providers a sandbox can run on (SandboxOptions.Provider).
const (
	// ProviderWasm runs the sandbox in WebAssembly in this process: the
	// default, and the only one with no engine to install.
	ProviderWasm = "wasm"
	// ProviderDocker runs it in a hardened container, under gVisor when
	// the host has runsc: native Python with numpy, pandas, scipy and
	// matplotlib, node, gcc and pip. The workspace is shared live.
	ProviderDocker = "docker"
	// ProviderMicroVM runs it in a QEMU microVM with python3 only. Its
	// files are its own: WriteFile and ReadFile reach them, the other file
	// calls do not.
	ProviderMicroVM = "microvm"
	// ProviderOS runs it on the host's own python3, node and tools, in
	// Linux namespaces behind Landlock and seccomp, with no daemon and no
	// VM (Linux only). The workspace is shared live.
	ProviderOS = "os"
)

// natives holds the runtime's native providers, each opened on first use
// and kept until the runtime closes.
type natives struct {
	mu    sync.Mutex
	found map[string]*native
}

// native is one provider, or why it cannot run here.
type native struct {
	p    provider.Provider
	caps provider.Capabilities
	err  error
}

// get opens the provider name on its first use.
func (n *natives) get(ctx context.Context, name string) *native {
	n.mu.Lock()
	defer n.mu.Unlock()
	if nt := n.found[name]; nt != nil {
		return nt
	}
	if n.found == nil {
		n.found = map[string]*native{}
	}
	nt := &native{}
	nt.p, nt.caps, nt.err = fallback.OpenContract(ctx, name)
	n.found[name] = nt
	return nt
}

// close releases every provider opened, ending what they still run.
func (n *natives) close() error {
	n.mu.Lock()
	defer n.mu.Unlock()
	var errs []error
	for _, nt := range n.found {
		if nt.p != nil {
			errs = append(errs, nt.p.Close())
		}
	}
	n.found = nil
	return errors.Join(errs...)
}

// openNative starts the native side of a new sandbox on provider name.
func (s *Sandbox) openNative(ctx context.Context, name, work, home string) error {
	switch name {
	case ProviderDocker, ProviderMicroVM, ProviderOS:
	default:
		return fmt.Errorf("%w: SandboxOptions.Provider %q: give %s, %s, %s or %s", ErrInvalid, name, ProviderWasm, ProviderOS, ProviderDocker, ProviderMicroVM)
	}
	nt := s.rt.natives.get(ctx, name)
	if nt.p == nil {
		return fmt.Errorf("provider %s is not available here: %v; `sbx doctor` says what to install", name, nt.err)
	}
	l := s.limits
	sb, err := nt.p.Create(ctx, provider.Spec{ID: s.id, Workspace: work, Home: home,
		Limits: provider.Limits{Memory: l.Memory, Timeout: l.Timeout, Output: l.Output}})
	if err != nil {
		return fmt.Errorf("start a sandbox on %s: %w", name, err)
	}
	s.native, s.nativeCaps = sb, nt.caps
	return nil
}

// Isolation reports the boundary the sandbox's code runs behind: wasm,
// container, container+gvisor, microvm or microvm-emulated.
func (s *Sandbox) Isolation() string {
	if s.native != nil {
		return string(s.nativeCaps.Isolation)
	}
	return string(provider.IsolationWasm)
}

// runNative runs code on the sandbox's native side.
func (s *Sandbox) runNative(ctx context.Context, lang Language, code, workdir string, timeout time.Duration) (*Result, error) {
	if timeout > s.limits.MaxTimeout {
		return nil, fmt.Errorf("%w: a timeout of %v is over the maximum of %v", ErrInvalid, timeout, s.limits.MaxTimeout)
	}
	if len(code) > s.limits.Code {
		return nil, fmt.Errorf("%w: the code is %d bytes, the limit is %d; write it to a file in /workspace and run that", ErrInvalid, len(code), s.limits.Code)
	}
	req := provider.Request{Language: string(lang), Code: code, Workdir: workdir, Timeout: timeout}
	var r *provider.Result
	var err error
	if lang == Shell {
		r, err = s.native.Exec(ctx, req)
	} else {
		r, err = s.native.Run(ctx, req)
	}
	if err != nil {
		return nil, s.fail(err)
	}
	return &Result{ExitCode: r.ExitCode, Stdout: r.Stdout, Stderr: r.Stderr, TimedOut: r.TimedOut, OutputTruncated: r.OutputTruncated,
		DurationMS: r.DurationMS, Runtime: r.Runtime, Isolation: string(r.Isolation), StateReset: r.StateReset, SandboxID: s.id}, nil
}

// execNative runs a Process on the native side, as a shell line; its
// output reaches Stdout and Stderr when it ends.
func (s *Sandbox) execNative(ctx context.Context, p Process) (*Result, error) {
	if p.Stdin != nil {
		return nil, fmt.Errorf("%w: Process.Stdin reaches WebAssembly sandboxes only; write the input to a file in /workspace", ErrInvalid)
	}
	var line string
	var err error
	switch p.Language {
	case Shell:
		line, err = shellLine(p.Args)
	case Python:
		line, err = shellLine(append([]string{"-c", `exec python3 "$@"`}, p.Args...))
	case JavaScript:
		line, err = shellLine(append([]string{"-c", `exec node "$@"`}, p.Args...))
	default:
		_, err = ParseLanguage(string(p.Language))
	}
	if err != nil {
		return nil, err
	}
	res, err := s.runNative(ctx, Shell, line, "", p.Timeout)
	if err != nil {
		return nil, err
	}
	for _, o := range []struct {
		w    io.Writer
		text string
	}{{p.Stdout, res.Stdout}, {p.Stderr, res.Stderr}} {
		if o.w != nil {
			io.WriteString(o.w, o.text)
		}
	}
	return res, nil
}
