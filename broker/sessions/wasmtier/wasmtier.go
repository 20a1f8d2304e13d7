// Package wasmtier is the WebAssembly tier behind the provider contract:
// a sandbox's persistent kernels, sbx's shell over the same files, and the
// package index its pip installs from.
package wasmtier

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/sbx-sandbox/sbx/broker/sessions/natives"
	"github.com/sbx-sandbox/sbx/fallback"
	"github.com/sbx-sandbox/sbx/internal/display"
	"github.com/sbx-sandbox/sbx/provider"
	"github.com/sbx-sandbox/sbx/shell"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// Sandbox is the WebAssembly tier behind the provider contract: code
// runs in the sandbox's persistent kernels, shell lines in sbx's shell
// over the same files; its pip installs from index.
type Sandbox struct {
	box   *wasmrt.Sandbox
	index *Index
}

// New returns box's tier, whose pip installs from index (nil: none).
func New(box *wasmrt.Sandbox, index *Index) Sandbox { return Sandbox{box: box, index: index} }

// wasmCaps is what the WebAssembly tier can do: always available, in
// process, over the sandbox's own workspace.
var wasmCaps = provider.Capabilities{Provider: natives.Wasm, Isolation: provider.IsolationWasm, Available: true,
	Runtime: "wazero", SharedWorkspace: true}

// Capabilities implements provider.Sandbox.
func (w Sandbox) Capabilities() provider.Capabilities { return wasmCaps }

// Run implements provider.Sandbox.
func (w Sandbox) Run(ctx context.Context, req provider.Request) (*provider.Result, error) {
	lang, err := wasmrt.ParseLanguage(req.Language)
	if err != nil {
		return nil, err
	}
	res, err := runKernel(ctx, w.box, wasmrt.Request{Language: lang, Code: req.Code, Timeout: req.Timeout,
		Stdout: req.Stdout, Stderr: req.Stderr, Shell: shell.Guest(w.box, shell.Options{Env: req.Env, Index: w.index.get()})}, req.Env)
	if err != nil {
		return nil, err
	}
	out := &provider.Result{
		ExitCode: res.ExitCode, Stdout: res.Stdout, Stderr: res.Stderr, TimedOut: res.TimedOut, OutputTruncated: res.OutputTruncated,
		StateReset: res.StateReset, DurationMS: res.DurationMS, Runtime: res.Runtime, Isolation: provider.Isolation(res.Isolation),
	}
	// Both kernels have the display code.
	if out.Displays, err = display.Collect(display.Workspace{WS: w.box.Workspace()}); err != nil {
		out.Stderr += "sbx: " + err.Error() + "\n"
	}
	return out, nil
}

// Exec implements provider.Sandbox.
func (w Sandbox) Exec(ctx context.Context, req provider.Request) (*provider.Result, error) {
	res, err := shell.Run(ctx, w.box, shell.Options{Command: req.Code, Workdir: req.Workdir, Timeout: req.Timeout, Env: req.Env,
		Index: w.index.get()})
	if err != nil {
		return nil, err
	}
	return &provider.Result{
		ExitCode: res.ExitCode, Stdout: res.Stdout, Stderr: res.Stderr, TimedOut: res.TimedOut, OutputTruncated: res.OutputTruncated,
		DurationMS: res.DurationMS, Runtime: res.Runtime, Isolation: provider.Isolation(res.Isolation), MissingCommand: res.MissingCommand,
	}, nil
}

// ReadFile implements provider.Sandbox.
func (w Sandbox) ReadFile(_ context.Context, path string, max int64) ([]byte, error) {
	return w.box.Workspace().ReadFile(path, max)
}

// WriteFile implements provider.Sandbox.
func (w Sandbox) WriteFile(_ context.Context, path string, data []byte) error {
	return w.box.Workspace().WriteFile(path, data)
}

// Close implements provider.Sandbox.
func (w Sandbox) Close() error {
	w.index.close()
	return w.box.Close()
}

// Index is where a WebAssembly sandbox's pip installs from: the
// policy's index (PyPI's when it names none), reached through the
// sandbox's egress allow-list by a proxy started on first use.
type Index struct {
	url string
	eg  func() *fallback.Egress

	once   sync.Once
	idx    *shell.PackageIndex
	closer func()
}

// NewIndex returns the index at url, reached through the allow-list eg
// returns.
func NewIndex(url string, eg func() *fallback.Egress) *Index {
	return &Index{url: url, eg: eg}
}

// get returns the index, starting its proxy; nil for a nil p.
func (p *Index) get() *shell.PackageIndex {
	if p == nil {
		return nil
	}
	p.once.Do(func() {
		client, closer := fallback.EgressClient(*p.eg())
		p.idx, p.closer = &shell.PackageIndex{URL: p.url, Client: client}, closer
	})
	return p.idx
}

// close stops the index's proxy, if it started.
func (p *Index) close() {
	if p == nil {
		return
	}
	p.once.Do(func() {})
	if p.closer != nil {
		p.closer()
	}
}

// envCode is the code that puts secrets into a kernel's environment, and
// the code that takes them out again, per language.
var envCode = map[wasmrt.Language]struct{ set, unset string }{
	wasmrt.Python:     {"__import__('os').environ.update(%s)", "[__import__('os').environ.pop(k, None) for k in %s]"},
	wasmrt.JavaScript: {"Object.assign(process.env, %s)", "for (const k of %s) delete process.env[k]"},
}

// errSecretsNotSet is returned when a kernel could not take its secrets.
var errSecretsNotSet = errors.New("the secrets could not be passed to the interpreter; the run did not start")

// runKernel runs req in sb's persistent kernel with env (the call's secrets) in
// its environment: a short call sets them first (os.environ in Python,
// process.env in JavaScript) and another removes them after, so they exist
// for this run only. Neither call's output is kept. A run that restarts the
// interpreter leaves nothing to remove.
func runKernel(ctx context.Context, box *wasmrt.Sandbox, req wasmrt.Request, env []string) (*wasmrt.Result, error) {
	code, ok := envCode[req.Language]
	if len(env) == 0 || !ok {
		return box.Run(ctx, req)
	}
	vars, names := map[string]string{}, []string{}
	for _, kv := range env {
		k, v, _ := strings.Cut(kv, "=")
		vars[k] = v
		names = append(names, k)
	}
	set, _ := json.Marshal(vars)
	unset, _ := json.Marshal(names)
	if res, err := box.Run(ctx, wasmrt.Request{Language: req.Language, Code: fmt.Sprintf(code.set, set)}); err != nil || res.ExitCode != 0 {
		return nil, errSecretsNotSet
	}
	res, err := box.Run(ctx, req)
	if err == nil && !res.StateReset {
		box.Run(context.WithoutCancel(ctx), wasmrt.Request{Language: req.Language, Code: fmt.Sprintf(code.unset, unset)})
	}
	return res, err
}
