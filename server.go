package sbx

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/broker"
	"github.com/sbx-sandbox/sbx/config"
)

// ServerOptions configure a Server with the settings of `sbx serve`.
// Settings are read, each over the one before: the defaults, ConfigFile,
// the SBX_* variables of Environ, Settings, then the fields below that are
// set (non-zero). docs/operators.md lists every key.
type ServerOptions struct {
	// ConfigFile is a TOML file of sbx serve's configuration (users and
	// their tokens, secrets, homes, audit log, limits, policy); empty for
	// none.
	ConfigFile string
	// Environ holds SBX_* variables in os.Environ's form
	// (SBX_LIMITS_MEMORY_MB=512). Nil reads none: not even the process's,
	// unless the program passes os.Environ().
	Environ []string
	// Settings set keys of the configuration, as sbx serve's options do.
	Settings []Setting

	// DataDir holds the sandboxes' workspaces (removed with each sandbox)
	// and by default the users' homes and the audit log. Empty means the
	// configuration's data_dir: os.UserCacheDir()/sbx/sandboxes.
	DataDir string
	// Limits bound each sandbox of the server; set fields win over the
	// configuration's limits.
	Limits Limits
	// Policy, if set, replaces the configuration's policy (tools,
	// languages, providers, commands).
	Policy *Policy
	// SandboxesPerConnection and MaxSandboxes cap the sandboxes of one
	// connection and of the server.
	SandboxesPerConnection, MaxSandboxes int
	// IdleTimeout removes a sandbox unused this long; TTL is a sandbox's
	// longest life.
	IdleTimeout, TTL time.Duration
	// Concurrency bounds the runs in progress at once; more take turns.
	Concurrency int
	// Audit, if set, receives the audit log (one JSON line per run and
	// per refusal) instead of the file the configuration names.
	Audit io.Writer
	// Version is what the server tells clients it is.
	Version string
	// Logger receives the server's events; nil means the runtime's.
	Logger *slog.Logger
}

// Setting is one key of sbx serve's configuration set by the program.
type Setting struct {
	// Source is what set it, for an error's message: "--memory".
	Source string
	// Key is the configuration key: limits.memory_mb, server.http.
	Key string
	// Value is the key's value as text: "512", "15m", "python,shell".
	Value string
}

// Server is sbx's MCP server: the tools of `sbx serve` over sandboxes of
// its runtime, and presented outputs as sbx:// resources. Each MCP
// connection has its own sandboxes, which end when it closes. It is safe
// for concurrent use and serves any number of connections, over any mix
// of transports. Close it when done.
type Server struct {
	rt          *Runtime
	b           *broker.Broker
	http        string
	metricsAddr string
	audit       io.Closer // the audit file the server opened, if any
	flush       func()    // sends the spans not yet exported
	cancel      context.CancelFunc
	once        sync.Once
}

// NewServer returns an MCP server over the runtime's guests. It reads the
// configuration, opens the audit log and starts compiling the guests in
// the background, so the first run_code does not wait for them. A setting
// it cannot use fails with ErrInvalid, naming the key and the value.
func (r *Runtime) NewServer(opts ServerOptions) (*Server, error) {
	if err := r.track(nil); err != nil {
		return nil, err
	}
	settings := opts.Settings
	if opts.DataDir != "" {
		settings = append(settings, Setting{Source: "ServerOptions.DataDir", Key: "data_dir", Value: opts.DataDir})
	}
	overrides := make([]config.Override, len(settings))
	for i, s := range settings {
		overrides[i] = config.Override{Source: s.Source, Key: s.Key, Value: s.Value}
	}
	cfg, err := config.Load(opts.ConfigFile, opts.Environ, overrides)
	if err != nil {
		return nil, invalid(err)
	}
	bo, err := cfg.Options()
	if err != nil {
		return nil, invalid(err)
	}
	limits := opts.Limits.or(publicLimits(bo.Limits))
	if err := limits.check(); err != nil {
		return nil, err
	}
	bo.Limits = limits.internal()
	if opts.Policy != nil {
		p, err := opts.Policy.normal()
		if err != nil {
			return nil, err
		}
		ip := p.internal()
		ip.Egress, ip.Secrets = bo.Policy.Egress, bo.Policy.Secrets
		bo.Policy = ip
	}
	setIf(&bo.PerConnection, opts.SandboxesPerConnection)
	setIf(&bo.MaxSandboxes, opts.MaxSandboxes)
	setIf(&bo.IdleTimeout, opts.IdleTimeout)
	setIf(&bo.TTL, opts.TTL)
	setIf(&bo.Concurrency, opts.Concurrency)
	bo.Version = opts.Version
	bo.Logger = opts.Logger
	if bo.Logger == nil {
		bo.Logger = r.log
	}
	s := &Server{rt: r, http: cfg.Server.HTTP, metricsAddr: cfg.Server.MetricsAddr, flush: func() {}}
	tp, flush, err := startTracing(context.Background(), cfg.Telemetry, bo.Version)
	if err != nil {
		return nil, err
	}
	if tp != nil {
		bo.Tracing, s.flush = tp, flush
	}
	switch {
	case opts.Audit != nil:
		bo.Audit = opts.Audit
	case cfg.Audit.Enabled:
		f, err := openAudit(cfg.Audit.Path)
		if err != nil {
			s.flush()
			return nil, fmt.Errorf("audit.path: %w", err)
		}
		bo.Audit, s.audit = f, f
	}
	if s.b, err = broker.New(r.rt, bo); err != nil {
		s.closeAudit()
		s.flush()
		if errors.Is(err, broker.ErrPolicy) {
			err = invalid(err)
		}
		return nil, err
	}
	if a := bo.Auth; a != nil {
		bo.Logger.Info("HTTP requests need a user", "users", len(a.Tokens), "trusted_proxies", len(a.TrustedProxies))
		if !config.IsLoopback(s.http) {
			bo.Logger.Warn("bearer tokens cross the network in the clear unless a TLS proxy fronts this address", "addr", s.http)
		}
	}
	if err := r.track(s); err != nil {
		s.b.Close()
		s.closeAudit()
		s.flush()
		return nil, err
	}
	var ctx context.Context
	ctx, s.cancel = context.WithCancel(context.Background())
	go r.Prepare(ctx)
	return s, nil
}

// setIf sets *dst to v when v is set.
func setIf[T int | time.Duration](dst *T, v T) {
	if v > 0 {
		*dst = v
	}
}

// openAudit opens the audit log for appending, creating it and its
// directory, readable by the server's user only.
func openAudit(path string) (*os.File, error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, err
	}
	return os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o600)
}

// MCP returns the server as the MCP Go SDK's, to run on any transport
// with its Run or Connect: an in-memory transport
// (mcp.NewInMemoryTransports), a command's pipes, a custom one.
func (s *Server) MCP() *mcp.Server { return s.b.Server() }

// Serve serves one MCP connection over t until it closes or ctx ends.
func (s *Server) Serve(ctx context.Context, t mcp.Transport) error { return s.b.Server().Run(ctx, t) }

// StdioTransport returns MCP over a host's pipes, as `sbx serve` speaks it
// on stdin and stdout: one JSON-RPC message per line. A line that is no
// JSON-RPC message gets a JSON-RPC error and the connection goes on.
func (s *Server) StdioTransport(in io.Reader, out io.Writer) mcp.Transport {
	return s.b.StdioTransport(in, out)
}

// Handler serves MCP over streamable HTTP, to mount in the program's own
// mux (mux.Handle("/mcp", srv.Handler())). Each HTTP session is a
// connection with its own sandboxes, closed after it makes no request for
// the TTL. With users in the configuration, a request that names no known
// user gets 401; one from a web page of an origin not allowed gets 403.
func (s *Server) Handler() http.Handler { return s.b.Handler() }

// Gateway puts the gateway of published apps (the publish_app and
// expose_port tools) in front of h, the program's handler that mounts
// Handler: a request for a host under the configuration's apps domain
// goes to the app that host names, with its sandbox's token checked, and
// every other request to h. addr is the listener's address, whose port
// the apps' URLs name. Without a gateway, publish_app says the server
// has none.
func (s *Server) Gateway(h http.Handler, addr net.Addr) http.Handler { return s.b.Gateway(h, addr) }

// Metrics serves the server's Prometheus metrics (server.metrics in the
// configuration), or is nil when they are off. It asks for no identity:
// mount it at /metrics beside Handler, or on MetricsAddr.
func (s *Server) Metrics() http.Handler {
	if !s.b.Options().Metrics {
		return nil
	}
	return s.b.MetricsHandler()
}

// MetricsAddr is the configuration's server.metrics_addr: the host:port
// that serves Metrics on its own, or "" to serve it beside /mcp.
func (s *Server) MetricsAddr() string { return s.metricsAddr }

// HTTPAddr is the configuration's server.http: the host:port `sbx serve`
// would listen on, or "" for stdio.
func (s *Server) HTTPAddr() string { return s.http }

// Shutdown ends the server's work gracefully, as a SIGTERM asks: it takes
// no new tool call, gives the calls in progress up to grace to finish,
// stops those still running then (their results say why), and closes every
// connection once the results have been sent. Close the server after it.
func (s *Server) Shutdown(grace time.Duration) { s.b.Shutdown(grace) }

// Close ends every sandbox of every connection and removes their
// directories; connections still open find their sandboxes gone. Calls
// after the first do nothing.
func (s *Server) Close() error {
	s.once.Do(func() {
		s.rt.untrack(s)
		s.cancel()
		s.b.Close()
		s.closeAudit()
		s.flush()
	})
	return nil
}

// closeAudit closes the audit file the server opened, if any, once.
func (s *Server) closeAudit() {
	if s.audit != nil {
		s.audit.Close()
		s.audit = nil
	}
}
