package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"maps"
	"net"
	"net/http"
	"os"
	"os/signal"
	"slices"
	"syscall"
	"time"

	"github.com/sbx-sandbox/sbx"
	"github.com/sbx-sandbox/sbx/config"
)

const serveUsage = `Usage: sbx serve [--config FILE] [--http ADDR [--insecure-no-auth]] [options]

Serves sbx's sandboxes to AI agents over MCP. Without --http it speaks MCP
on stdin and stdout, as desktop hosts expect of a local server; logs go to
stderr. With --http it serves streamable HTTP at http://ADDR/mcp, and every
request must carry a user's bearer token or come from a trusted proxy that
names the user; the config file declares both. --insecure-no-auth serves
HTTP with no identity at all, on a loopback address only.

Settings come from the config file (--config FILE, or $SBX_CONFIG), then
SBX_* environment variables, then these options. docs/operators.md in
sbx's repository lists every key.

Options:
`

// serveFlags maps sbx serve's options to the configuration keys they set.
var serveFlags = []struct{ name, key, usage string }{
	{"http", "server.http", "serve streamable HTTP at `ADDR` (host:port; port 0 picks a free one) instead of stdio"},
	{"insecure-no-auth", "server.insecure_no_auth", "serve HTTP without authentication (loopback addresses only)"},
	{"data-dir", "data_dir", "`DIR` for sandbox workspaces, homes and the audit log"},
	{"idle-timeout", "limits.idle_timeout", "remove a sandbox unused for this `DURATION`"},
	{"ttl", "limits.ttl", "longest life of a sandbox (a `DURATION`: 90s, 15m, 1h)"},
	{"memory", "limits.memory_mb", "memory cap per interpreter, in `MiB`"},
	{"timeout", "limits.timeout_seconds", "time limit of a run, in `SECONDS`, when the call names none"},
	{"max-timeout", "limits.max_timeout_seconds", "the most time a call may ask for, in `SECONDS`"},
	{"max-per-connection", "limits.sandboxes_per_connection", "`N` sandboxes one connection may hold"},
	{"max-sandboxes", "limits.sandboxes", "`N` sandboxes the server may hold"},
	{"concurrency", "limits.concurrency", "`N` runs in progress at once; more wait their turn (0: the number of CPUs)"},
	{"spares", "limits.spares", "`N` sandboxes kept ready, interpreters started, for connections without a user (0: none)"},
}

// keyFlag is an option that sets a configuration key over the file and
// the environment; the value is checked with the rest of the
// configuration.
type keyFlag struct {
	name, key, def string
	bool           bool
	set            *[]sbx.Setting
}

// String implements flag.Value: the default, for -h.
func (f *keyFlag) String() string { return f.def }

// Set implements flag.Value.
func (f *keyFlag) Set(s string) error {
	*f.set = append(*f.set, sbx.Setting{Source: "--" + f.name, Key: f.key, Value: s})
	return nil
}

// IsBoolFlag lets a boolean option go without a value.
func (f *keyFlag) IsBoolFlag() bool { return f.bool }

func runServe(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	opts, code, ok := parseServe(args, stderr)
	if !ok {
		return code
	}
	if code, ok := serveOnServer(args, opts, stdin, stdout, stderr); ok {
		return code
	}
	log := slog.New(slog.NewTextHandler(stderr, nil))
	rt, srv, code, ok := openServer(opts, stderr, log)
	if !ok {
		return code
	}
	defer rt.Close()
	defer srv.Close()
	_, ctx, release := drainOnSignal(srv)
	defer release()

	routes := map[string]http.Handler{"/mcp": srv.Handler()}
	if m := srv.Metrics(); m != nil && srv.MetricsAddr() == "" {
		routes["/metrics"] = m
	} else if m != nil {
		go func() {
			if err := serveHTTP(ctx, srv.MetricsAddr(), map[string]http.Handler{"/metrics": m}, nil, stderr); err != nil {
				log.Error("metrics listener", "addr", srv.MetricsAddr(), "err", err)
			}
		}()
	}
	var err error
	if addr := srv.HTTPAddr(); addr == "" {
		err = srv.Serve(ctx, srv.StdioTransport(stdin, stdout))
	} else {
		err = serveHTTP(ctx, addr, routes, srv.Gateway, stderr)
	}
	if err != nil && !errors.Is(err, context.Canceled) {
		fmt.Fprintln(stderr, "sbx:", err)
		return exitError
	}
	return exitOK
}

// shutdownGrace is how long a SIGINT or SIGTERM leaves the tool calls in
// progress to finish before they are stopped: within the 10 s that
// `docker stop` and Kubernetes' default leave before they kill.
const shutdownGrace = 5 * time.Second

// drainOnSignal returns sig, which ends at the first SIGINT or SIGTERM,
// and drained, which ends once srv has then shut down gracefully
// (sbx.Server.Shutdown): serve connections until drained ends. release
// stops listening for the signals.
func drainOnSignal(srv *sbx.Server) (sig, drained context.Context, release func()) {
	sig, stopSignals := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	drained, cancel := context.WithCancel(context.Background())
	stopDrain := context.AfterFunc(sig, func() {
		srv.Shutdown(shutdownGrace)
		cancel()
	})
	return sig, drained, func() {
		stopDrain()
		stopSignals()
		cancel()
	}
}

// serveOptions are sbx serve's command line, parsed.
type serveOptions struct {
	configFile string
	settings   []sbx.Setting
}

// parseServe parses sbx serve's command line; ok is false when it is
// done, with the exit code (usage, or -h).
func parseServe(args []string, stderr io.Writer) (opts serveOptions, code int, ok bool) {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, serveUsage); fs.PrintDefaults() }
	fs.StringVar(&opts.configFile, "config", os.Getenv("SBX_CONFIG"), "read settings from the TOML `FILE`")
	defaults := config.Default()
	for _, f := range serveFlags {
		def, _ := defaults.Get(f.key)
		fs.Var(&keyFlag{name: f.name, key: f.key, def: def, bool: def == "false", set: &opts.settings}, f.name, f.usage)
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return opts, exitOK, false
		}
		return opts, exitUsage, false
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "sbx: serve takes no arguments, got %q\n", fs.Args())
		return opts, exitUsage, false
	}
	return opts, 0, true
}

// openServer opens a resident runtime and the server opts configure, or
// says why it cannot on stderr (ok false, with the exit code).
func openServer(opts serveOptions, stderr io.Writer, log *slog.Logger) (*sbx.Runtime, *sbx.Server, int, bool) {
	rt, err := sbx.Open(context.Background(), sbx.Options{Progress: stderr, Logger: log, Resident: true})
	if err != nil {
		fmt.Fprintln(stderr, "sbx:", err)
		return nil, nil, exitError, false
	}
	srv, err := rt.NewServer(sbx.ServerOptions{ConfigFile: opts.configFile, Environ: os.Environ(), Settings: opts.settings,
		Version: sbxVersion(), Logger: log})
	if err != nil {
		rt.Close()
		fmt.Fprintln(stderr, "sbx:", err)
		if errors.Is(err, sbx.ErrInvalid) {
			return nil, nil, exitUsage, false
		}
		return nil, nil, exitError, false
	}
	return rt, srv, 0, true
}

// httpShutdownWait is how long an HTTP server that ctx ended waits for
// its requests in progress: once the tool calls are answered (Shutdown),
// what is left is mostly the clients' event streams, which never end by
// themselves.
const httpShutdownWait = 2 * time.Second

// idleConnTimeout is how long a kept-alive connection may wait for its
// next request before the server closes it.
const idleConnTimeout = 30 * time.Second

// serveHTTP serves routes (a path and its handler each) on addr until
// ctx ends, through wrap when it is set (the gateway of published apps).
// It prints each bound address, which tells a caller that passed port 0
// where to connect.
func serveHTTP(ctx context.Context, addr string, routes map[string]http.Handler, wrap func(http.Handler, net.Addr) http.Handler, stderr io.Writer) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	mux := http.NewServeMux()
	for _, path := range slices.Sorted(maps.Keys(routes)) {
		mux.Handle(path, routes[path])
		what := map[string]string{"/mcp": "MCP", "/metrics": "metrics"}[path]
		fmt.Fprintf(stderr, "sbx: serving %s at http://%s%s\n", what, ln.Addr(), path)
	}
	var h http.Handler = mux
	if wrap != nil {
		h = wrap(mux, ln.Addr())
	}
	hs := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second, IdleTimeout: idleConnTimeout}
	done := make(chan error, 1)
	go func() { done <- hs.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
		shutdown, cancel := context.WithTimeout(context.Background(), httpShutdownWait)
		defer cancel()
		hs.Shutdown(shutdown)
		return nil
	}
}
