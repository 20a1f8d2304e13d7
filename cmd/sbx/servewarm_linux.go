//go:build linux && !portable

package main

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/sbx-sandbox/sbx/config"
)

// The serve server: `sbx serve` over stdio hands its MCP connection to a
// warm server started with the same command line, environment, working
// directory, configuration file and build of sbx, and relays stdin and
// stdout, so that a host starting sbx serve on demand gets its first
// run_code result in milliseconds rather than after loading the guests.
// The server serves each such connection as `sbx serve` would serve its
// stdio: a session with its own sandboxes, removed when it closes (docs/
// design.md, "Warm servers").

// serveServerCommand is the hidden subcommand a client starts the serve
// server with: sbx serve-server SOCKET IDLE SERVE-ARGS...
const serveServerCommand = "serve-server"

// serveOnServer serves this stdio connection through the serve server of
// its command line, starting one if needed. ok is false when there is
// none to use (SBX_RUN_SERVER=off, --http, a configuration the server
// would refuse), and the caller serves in this process.
func serveOnServer(args []string, opts serveOptions, stdin io.Reader, stdout, stderr io.Writer) (code int, ok bool) {
	idle, err := runServerIdle()
	if err != nil || idle == 0 || !runServerAllowed {
		return 0, false
	}
	cfg, ok := stdioConfig(opts)
	if !ok {
		return 0, false
	}
	sock := serveServerSocket(args, opts.configFile, cfg.EnvNames(), stderr)
	if sock == "" {
		return 0, false
	}
	dir, err := os.Getwd()
	if err != nil {
		return 0, false
	}
	c := startWarm(sock, dir, append([]string{serveServerCommand, sock, idle.String()}, args...)...)
	if c == nil {
		return 0, false
	}
	defer c.Close()
	return relay(c, stdin, stdout, stderr), true
}

// stdioConfig is the configuration of opts when it serves stdio; ok is
// false otherwise, and for a configuration that cannot load, which the
// caller reports.
func stdioConfig(opts serveOptions) (cfg *config.Config, ok bool) {
	overrides := make([]config.Override, len(opts.settings))
	for i, s := range opts.settings {
		overrides[i] = config.Override{Source: s.Source, Key: s.Key, Value: s.Value}
	}
	cfg, err := config.Load(opts.configFile, os.Environ(), overrides)
	return cfg, err == nil && cfg.Server.HTTP == ""
}

// relay copies stdin to c and c to stdout until the server ends the
// session, which it does when stdin ends.
func relay(c *net.UnixConn, stdin io.Reader, stdout, stderr io.Writer) int {
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(sigs)
	inDone := make(chan struct{})
	go func() {
		io.Copy(c, stdin)
		c.CloseWrite()
		close(inDone)
	}()
	outDone := make(chan struct{})
	go func() {
		io.Copy(stdout, c)
		close(outDone)
	}()
	select {
	case <-outDone:
	case <-sigs:
		return exitOK // closing c ends the session and its sandboxes
	}
	// The server ends the session when stdin ends: the copy of stdin may
	// finish a moment after the server's answer to it.
	select {
	case <-inDone:
		return exitOK
	case <-time.After(closeWait):
		fmt.Fprintln(stderr, "sbx: the serve server ended the session; start sbx serve again, or set SBX_RUN_SERVER=off to serve in this process")
		return exitError
	}
}

// closeWait is how long the relay waits, once the server has ended the
// session, for its own copy of stdin to end before calling it the server's
// doing.
const closeWait = time.Second

// serveServerSocket is the socket of the serve server for this command
// line, or "" when there can be none. Its name is a key of everything the
// server's behaviour depends on: the executable, the command line, the
// working directory, the configuration file's contents and the
// environment variables that can change what it does (keyVar; named: the
// ones the configuration reads secrets and tokens from). Variables a host
// sets per process, such as a session id, are not in it, so every process
// of the host shares one server.
func serveServerSocket(args []string, configFile string, named []string, stderr io.Writer) string {
	return warmSocket(func(exe string) string {
		cwd, err := os.Getwd()
		if err != nil {
			return ""
		}
		h := sha256.New()
		fmt.Fprintf(h, "serve\x00%d\x00%s\x00%s\x00%d\x00", runProtocol, exe, cwd, len(args))
		for _, a := range args {
			fmt.Fprintf(h, "%s\x00", a)
		}
		env := slices.DeleteFunc(os.Environ(), func(kv string) bool {
			name, _, _ := strings.Cut(kv, "=")
			return !keyVar(name, named)
		})
		slices.Sort(env)
		for _, kv := range env {
			fmt.Fprintf(h, "%s\x00", kv)
		}
		if configFile != "" {
			b, err := os.ReadFile(configFile)
			if err != nil {
				return "" // sbx serve says why
			}
			h.Write(b)
		}
		return "serve-" + hex.EncodeToString(h.Sum(nil))[:16]
	}, stderr)
}

// keyVar reports whether the environment variable name can change what a
// serve server does: sbx's own (SBX_RUN_SERVER, which only sets how long
// the server stays, aside), one of named, or one the libraries sbx uses
// read (where files and caches go, Docker, Kubernetes, proxies, TLS roots,
// OpenTelemetry).
func keyVar(name string, named []string) bool {
	switch {
	case name == "SBX_RUN_SERVER":
		return false
	case slices.Contains(named, name), slices.Contains(keyVars, name):
		return true
	}
	for _, p := range keyPrefixes {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// The variables, and the prefixes of variables, in a serve server's key
// besides those the configuration names.
var (
	keyVars = []string{"HOME", "PATH", "TMPDIR", "KUBECONFIG", "HTTP_PROXY", "HTTPS_PROXY", "NO_PROXY",
		"http_proxy", "https_proxy", "no_proxy", "ALL_PROXY", "all_proxy"}
	keyPrefixes = []string{"SBX_", "XDG_", "DOCKER_", "OTEL_", "SSL_CERT_"}
)

// serveSessions is the hidden subcommand: sbx serve-server SOCKET IDLE
// SERVE-ARGS... It opens the server the arguments configure, then listens
// and serves each connection as a stdio session, logging to the socket's
// .log file. It exits quietly when another server holds the socket's lock,
// and with an error when the server cannot be opened (the client then
// serves in its own process, and reports why).
func serveSessions(args []string) int {
	if len(args) < 2 {
		return exitUsage
	}
	sock := args[0]
	idle, err := time.ParseDuration(args[1])
	if err != nil || idle <= 0 {
		return exitUsage
	}
	logFile, err := openLog(strings.TrimSuffix(sock, ".sock") + ".log")
	if err != nil {
		return exitError
	}
	defer logFile.Close()
	opts, code, ok := parseServe(args[2:], logFile)
	if !ok {
		return code
	}
	log := slog.New(slog.NewTextHandler(logFile, nil))
	rt, srv, code, ok := openServer(opts, logFile, log)
	if !ok {
		return code
	}
	w, held, err := listenWarm(sock)
	if held || err != nil {
		srv.Close()
		rt.Close()
		if held {
			return exitOK
		}
		return exitError
	}
	defer w.release() // last: after the runtime has written what it leaves the next start
	defer rt.Close()
	defer srv.Close()
	sig, drained, release := drainOnSignal(srv)
	defer release()
	log.Info("serve server listening", "idle", idle)
	w.serve(sig, idle, func(c *net.UnixConn) {
		if err := srv.Serve(drained, srv.StdioTransport(c, c)); err != nil && sig.Err() == nil {
			log.Info("session ended", "err", err)
		}
	})
	return exitOK
}
