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
	"syscall"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/broker"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

const serveUsage = `Usage: sbx serve [--http ADDR [--allow-remote]] [options]

Serves sbx's sandboxes to AI agents over MCP. Without --http it speaks MCP
on stdin and stdout, as desktop hosts expect of a local server; logs go to
stderr. With --http it serves streamable HTTP at http://ADDR/mcp; ADDR must
be a loopback address (127.0.0.1:8080, [::1]:8080, localhost:8080) unless
--allow-remote is given. There is no authentication yet: with
--allow-remote, anyone who can reach ADDR can run code on this machine.

Options:
`

func runServe(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, serveUsage); fs.PrintDefaults() }
	def := wasmrt.DefaultLimits
	addr := fs.String("http", "", "serve streamable HTTP at `ADDR` (host:port; port 0 picks a free one) instead of stdio")
	allowRemote := fs.Bool("allow-remote", false, "allow a non-loopback --http address (no authentication yet: anyone who can reach it can run code)")
	dataDir := fs.String("data-dir", "", "`DIR` for sandbox workspaces (default $XDG_CACHE_HOME/sbx/sandboxes)")
	idle := fs.Duration("idle-timeout", broker.DefaultIdleTimeout, "remove a sandbox unused for this long")
	ttl := fs.Duration("ttl", broker.DefaultTTL, "longest life of a sandbox")
	memory := fs.Int("memory", int(def.Memory>>20), "memory cap per interpreter, in MiB")
	timeout := fs.Float64("timeout", def.Timeout.Seconds(), "time limit of a run, in seconds, when the call names none")
	maxTimeout := fs.Float64("max-timeout", def.MaxTimeout.Seconds(), "the most time a call may ask for, in seconds")
	perConn := fs.Int("max-per-connection", broker.DefaultPerConnection, "sandboxes one connection may hold")
	maxBoxes := fs.Int("max-sandboxes", broker.DefaultMaxSandboxes, "sandboxes the server may hold")
	concurrency := fs.Int("concurrency", 0, "runs in progress at once; more wait their turn (default: the number of CPUs)")
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
	if *memory <= 0 || *timeout <= 0 || *maxTimeout < *timeout {
		fmt.Fprintln(stderr, "sbx: --memory and --timeout must be positive, and --max-timeout at least --timeout")
		return exitUsage
	}
	if *addr != "" && !*allowRemote && !isLoopback(*addr) {
		fmt.Fprintf(stderr, "sbx: --http %s is not a loopback address; sbx serve has no authentication yet, so it listens on 127.0.0.1 or ::1 only. Add --allow-remote to serve anyway.\n", *addr)
		return exitUsage
	}

	log := slog.New(slog.NewTextHandler(stderr, nil))
	limits := def
	limits.Memory = int64(*memory) << 20
	limits.Timeout = time.Duration(*timeout * float64(time.Second))
	limits.MaxTimeout = time.Duration(*maxTimeout * float64(time.Second))

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	rt, err := wasmrt.New(ctx, wasmrt.Options{})
	if err != nil {
		fmt.Fprintln(stderr, "sbx:", err)
		return exitError
	}
	defer rt.Close(context.Background())
	b, err := broker.New(rt, broker.Options{
		DataDir: *dataDir, Limits: limits, PerConnection: *perConn, MaxSandboxes: *maxBoxes,
		IdleTimeout: *idle, TTL: *ttl, Concurrency: *concurrency, Version: sbxVersion(), Logger: log,
	})
	if err != nil {
		fmt.Fprintln(stderr, "sbx:", err)
		return exitError
	}
	defer b.Close()
	go prepareGuests(ctx, rt, log)

	if *addr == "" {
		err = b.Server().Run(ctx, &mcp.IOTransport{Reader: io.NopCloser(stdin), Writer: nopCloser{stdout}})
	} else {
		if *allowRemote && !isLoopback(*addr) {
			log.Warn("serving on a non-loopback address without authentication: anyone who can reach it can run code", "addr", *addr)
		}
		err = serveHTTP(ctx, *addr, b.Handler(), stderr)
	}
	if err != nil && !errors.Is(err, context.Canceled) {
		fmt.Fprintln(stderr, "sbx:", err)
		return exitError
	}
	return exitOK
}

// serveHTTP serves h at /mcp on addr until ctx ends. It prints the bound
// address, which tells a caller that passed port 0 where to connect.
func serveHTTP(ctx context.Context, addr string, h http.Handler, stderr io.Writer) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	mux := http.NewServeMux()
	mux.Handle("/mcp", h)
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
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

// isLoopback reports whether addr (host:port) names a loopback interface.
func isLoopback(addr string) bool {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return false
	}
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// prepareGuests compiles the guests in the background so that the first
// run_code does not wait for it (once cached on disk this takes milliseconds).
func prepareGuests(ctx context.Context, rt *wasmrt.Runtime, log *slog.Logger) {
	for _, g := range wasmrt.Guests() {
		took, err := rt.Prepare(ctx, g.Language)
		if err != nil {
			log.Error("guest not ready", "guest", g.Name, "err", err)
			continue
		}
		log.Info("guest ready", "guest", g.Name, "version", g.Version, "took", took.Round(time.Millisecond))
	}
}

// nopCloser makes stdout an io.WriteCloser that the transport cannot close.
type nopCloser struct{ io.Writer }

// Close implements io.Closer.
func (nopCloser) Close() error { return nil }
