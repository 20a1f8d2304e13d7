package sbx

import (
	"context"
	"fmt"
	"io"
	"time"

	"github.com/sbx-sandbox/sbx/broker/tool"
	"github.com/sbx-sandbox/sbx/fallback/tiers"

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

// openContract opens the native provider name, as the runtime's cache of
// providers does on a name's first use.
func openContract(ctx context.Context, name string) (provider.Provider, provider.Capabilities, error) {
	return tiers.OpenContract(ctx, name)
}

// openNative starts the native side of a new sandbox on provider name,
// over its workspace and home: a durable home read-only, as the broker
// shows one, the sandbox's own read-write.
func (s *Sandbox) openNative(ctx context.Context, name, work, home string, durable bool) error {
	switch name {
	case ProviderDocker, ProviderMicroVM, ProviderOS:
	default:
		return fmt.Errorf("%w: SandboxOptions.Provider %q: give %s, %s, %s or %s", ErrInvalid, name, ProviderWasm, ProviderOS, ProviderDocker, ProviderMicroVM)
	}
	nt := s.rt.natives.Get(ctx, name)
	if nt.Provider == nil {
		return fmt.Errorf("provider %s is not available here: %v; `sbx doctor` says what to install", name, nt.Err)
	}
	l := s.limits
	sb, err := nt.Provider.Create(ctx, provider.Spec{ID: s.id, Workspace: work, Home: home, HomeReadOnly: durable,
		Limits: provider.Limits{Memory: l.Memory, Timeout: l.Timeout, Output: l.Output}})
	if err != nil {
		return fmt.Errorf("start a sandbox on %s: %w", name, err)
	}
	s.native, s.nativeCaps = sb, nt.Caps
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
		DurationMS: r.DurationMS, Runtime: r.Runtime, Isolation: string(r.Isolation), StateReset: r.StateReset,
		Displays: tool.Displays(r.Displays), SandboxID: s.id}, nil
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
