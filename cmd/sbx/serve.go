package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"github.com/sbx-sandbox/sbx/broker"
	"github.com/sbx-sandbox/sbx/config"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

const serveUsage = `Usage: sbx serve [--config FILE] [--http ADDR [--insecure-no-auth]] [options]

Serves sbx's sandboxes to AI agents over MCP. Without --http it speaks MCP
on stdin and stdout, as desktop hosts expect of a local server; logs go to
stderr. With --http it serves streamable HTTP at http://ADDR/mcp, and every
request must carry a user's bearer token or come from a trusted proxy that
names the user; the config file declares both. --insecure-no-auth serves
HTTP with no identity at all, on a loopback address only.

Settings come from the config file (--config FILE, or $SBX_CONFIG), then
SBX_* environment variables, then these options. The README's "Running sbx
for a team" lists every key.

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
	set            *[]config.Override
}

// String implements flag.Value: the default, for -h.
func (f *keyFlag) String() string { return f.def }

// Set implements flag.Value.
func (f *keyFlag) Set(s string) error {
	*f.set = append(*f.set, config.Override{Source: "--" + f.name, Key: f.key, Value: s})
	return nil
}

// IsBoolFlag lets a boolean option go without a value.
func (f *keyFlag) IsBoolFlag() bool { return f.bool }

func runServe(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, serveUsage); fs.PrintDefaults() }
	configFile := fs.String("config", os.Getenv("SBX_CONFIG"), "read settings from the TOML `FILE`")
	var overrides []config.Override
	defaults := config.Default()
	for _, f := range serveFlags {
		def, _ := defaults.Get(f.key)
		fs.Var(&keyFlag{name: f.name, key: f.key, def: def, bool: def == "false", set: &overrides}, f.name, f.usage)
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "sbx: serve takes no arguments, got %q\n", fs.Args())
		return exitUsage
	}
	cfg, err := config.Load(*configFile, os.Environ(), overrides)
	if err != nil {
		fmt.Fprintln(stderr, "sbx:", err)
		return exitUsage
	}
	opts, err := cfg.Options()
	if err != nil {
		fmt.Fprintln(stderr, "sbx:", err)
		return exitUsage
	}

	log := slog.New(slog.NewTextHandler(stderr, nil))
	opts.Version, opts.Logger = sbxVersion(), log
	if cfg.Audit.Enabled {
		audit, err := openAudit(cfg.Audit.Path)
		if err != nil {
			fmt.Fprintln(stderr, "sbx: audit.path:", err)
			return exitError
		}
		defer audit.Close()
		opts.Audit = audit
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	rt, err := wasmrt.New(ctx, wasmrt.Options{Progress: stderr})
	if err != nil {
		fmt.Fprintln(stderr, "sbx:", err)
		return exitError
	}
	defer rt.Close(context.Background())
	b, err := broker.New(rt, opts)
	if err != nil {
		fmt.Fprintln(stderr, "sbx:", err)
		if errors.Is(err, broker.ErrPolicy) {
			return exitUsage
		}
		return exitError
	}
	defer b.Close()
	go prepareGuests(ctx, rt, log)

	addr := cfg.Server.HTTP
	if addr == "" {
		err = b.Server().Run(ctx, b.StdioTransport(stdin, stdout))
	} else {
		if a := opts.Auth; a != nil {
			log.Info("HTTP requests need a user", "users", len(a.Tokens), "trusted_proxies", len(a.TrustedProxies))
			if !config.IsLoopback(addr) {
				log.Warn("bearer tokens cross the network in the clear unless a TLS proxy fronts this address", "addr", addr)
			}
		}
		err = serveHTTP(ctx, addr, b, stderr)
	}
	if err != nil && !errors.Is(err, context.Canceled) {
		fmt.Fprintln(stderr, "sbx:", err)
		return exitError
	}
	return exitOK
}

// openAudit opens the audit log for appending, creating it and its
// directory, readable by the server's user only.
func openAudit(path string) (*os.File, error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, err
	}
	return os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o600)
}

// serveHTTP serves b's MCP at /mcp on addr, and its published apps, until
// ctx ends. It prints the bound address, which tells a caller that passed
// port 0 where to connect.
func serveHTTP(ctx context.Context, addr string, b *broker.Broker, stderr io.Writer) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	mux := http.NewServeMux()
	mux.Handle("/mcp", b.Handler())
	srv := &http.Server{Handler: b.Gateway(mux, ln.Addr()), ReadHeaderTimeout: 10 * time.Second}
	fmt.Fprintf(stderr, "sbx: serving MCP at http://%s/mcp\n", ln.Addr())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
		shutdown, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		srv.Shutdown(shutdown)
		return nil
	}
}

// prepareGuests loads the guests, side by side, while the client
// initialises: a run_code that comes first waits for its guest, which once
// cached takes a tenth of a second. The data guest loads when a run first
// needs it.
func prepareGuests(ctx context.Context, rt *wasmrt.Runtime, log *slog.Logger) {
	for _, g := range wasmrt.Guests() {
		if g.OnDemand {
			continue
		}
		go func() {
			took, err := rt.Prepare(ctx, g)
			if err != nil {
				log.Error("guest not ready", "guest", g.Name, "err", err)
				return
			}
			log.Info("guest ready", "guest", g.Name, "version", g.Version, "took", took.Round(time.Millisecond))
		}()
	}
}
