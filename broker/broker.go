// Package broker serves sbx's sandboxes to AI agents over MCP. It defines the
// tools of the contract (run_code, the file tools, present_output, explicit
// sandboxes and status), serves presented outputs as sbx:// resources, and
// keeps each connection's sandboxes apart: a connection sees only the
// sandboxes it made, and they end when it ends.
//
// Everything a tool is refused for — a bad path, a timeout, a quota, an
// unknown sandbox — comes back as a tool result with isError set and a
// message that says what to do, never as a protocol error. Messages name
// sandbox paths only, never the host's.
//
// The broker is the top of a stack of packages, each one concern behind a
// small API, each importing only those below it (docs/design.md, "The
// broker's packages", has the map): the tool families apps and dashboard,
// the tools' shared vocabulary (tool), the sandboxes (sessions), and
// governance, homes, cluster routing, telemetry and the transports.
package broker

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"go.opentelemetry.io/otel/trace"

	"github.com/sbx-sandbox/sbx/broker/apps"
	"github.com/sbx-sandbox/sbx/broker/cluster"
	"github.com/sbx-sandbox/sbx/broker/dashboard"
	"github.com/sbx-sandbox/sbx/broker/govern"
	"github.com/sbx-sandbox/sbx/broker/homes"
	"github.com/sbx-sandbox/sbx/broker/sessions"
	"github.com/sbx-sandbox/sbx/broker/sessions/natives"
	"github.com/sbx-sandbox/sbx/broker/sessions/sched"
	"github.com/sbx-sandbox/sbx/broker/shelf"
	"github.com/sbx-sandbox/sbx/broker/telemetry"
	"github.com/sbx-sandbox/sbx/broker/tool"
	"github.com/sbx-sandbox/sbx/broker/transport"
	"github.com/sbx-sandbox/sbx/fallback"
	"github.com/sbx-sandbox/sbx/fallback/tiers"
	"github.com/sbx-sandbox/sbx/hostfs"
	"github.com/sbx-sandbox/sbx/internal/ownerdir"
	"github.com/sbx-sandbox/sbx/provider"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// Options configure a Broker. The zero value of each field means its default.
type Options struct {
	// DataDir holds the sandboxes' workspaces, one directory per sandbox,
	// removed when the sandbox ends. Empty means os.UserCacheDir()/sbx/sandboxes,
	// or a temporary directory when there is no cache directory.
	DataDir string
	// Limits bound each sandbox; the zero value means wasmrt.DefaultLimits.
	// An agent may ask for less memory, never more.
	Limits wasmrt.Limits
	// PerConnection caps the sandboxes one connection may hold (default 8).
	PerConnection int
	// MaxSandboxes caps the sandboxes of the whole server (default 256).
	MaxSandboxes int
	// Keep keeps sandboxes for a later server over the same DataDir: Close
	// suspends each one's kernels to its directory instead of removing it,
	// and a later server takes a sandbox back when its owner names its
	// sandbox_id, until its TTL; a sandbox whose server was killed comes
	// back with its files and a state_reset result.
	Keep bool
	// SuspendAfter is how long a sandbox may go unused before its
	// WebAssembly interpreters are written to its directory and their
	// memory released; its next call resumes them. At or above
	// IdleTimeout, sandboxes are never suspended for being idle.
	SuspendAfter time.Duration
	// IdleTimeout is how long a sandbox may go unused before it is removed
	// (default 15 min).
	IdleTimeout time.Duration
	// TTL is a sandbox's longest life, and the default of create_sandbox's
	// ttl_seconds (default 60 min).
	TTL time.Duration
	// Concurrency bounds the runs in progress at once; more wait their turn
	// (default runtime.NumCPU()).
	Concurrency int
	// ReadLimit caps the bytes read_file returns (default 5 MiB).
	ReadLimit int64
	// Spares is how many sandboxes are kept ready, kernels restored, so a
	// new sandbox's first run does not wait for its start (0: none). A
	// user's home is given to one when it is taken.
	Spares int
	// OSSpares and OSSpareMemory bound the os provider's spares: sandboxes
	// made ahead, Python kernel started and numpy and pandas imported, for
	// the kinds of sandbox asked for lately (see sessions.Options); 0 for
	// either: none.
	OSSpares      int
	OSSpareMemory int64
	// Version is reported to clients as the server's version.
	Version string
	// Logger receives the server's own events; nil discards them.
	Logger *slog.Logger

	// Policy is the operator's: which tools, languages, providers and
	// commands are allowed, and the secrets calls may ask for.
	Policy Policy
	// EgressRoots, if set, are the roots native sandboxes' egress proxy
	// trusts of the hosts it writes secrets toward, instead of the
	// system's: for tests.
	EgressRoots *x509.CertPool
	// Audit, if set, receives one JSON line (an AuditRecord) per call that
	// runs code and per call the policy refuses.
	Audit io.Writer
	// Auth, if set, identifies the user of every HTTP request and refuses
	// the requests it cannot; nil serves HTTP anonymously.
	Auth *Auth
	// AllowedOrigins are the web origins (https://app.example.com) whose
	// pages may call the HTTP server besides its own; a request with any
	// other Origin gets 403. Requests without Origin, from programs
	// rather than browsers, are not affected.
	AllowedOrigins []string
	// HomeDir, if set, holds a durable home per identified user, shown at
	// /home/user in each of the user's sandboxes. Anonymous connections
	// get an empty, read-only /home/user.
	HomeDir string
	// HomeQuota bounds each home (default hostfs.DefaultQuota).
	HomeQuota hostfs.Quota
	// AppsDomain is the base domain of published apps, served at
	// http://<name>.<sandbox>.<AppsDomain>:<port>/ by Gateway (default
	// DefaultAppsDomain, localhost).
	AppsDomain string
	// AppsScheme and AppsPort are what the apps' URLs name when a proxy
	// in front of sbx serves them (https, 443): the scheme is http and
	// the port the listener's when they are empty and 0. With https the
	// apps' cookies are Secure.
	AppsScheme string
	AppsPort   int
	// HomeS3, if set, keeps each home in S3 as well, under the user's
	// prefix, with HomeDir as this replica's copy.
	HomeS3 *S3Homes
	// Cluster, if set, makes the server one of several replicas that share
	// the routing of their HTTP sessions through Redis. With HomeS3 too,
	// sandboxes move between replicas through the bucket (see
	// sessions.Options.Shelf).
	Cluster *ClusterOptions
	// SaveEvery, with Cluster and HomeS3, is how often at most a sandbox
	// used since its last save is saved to the bucket; 0 saves it after
	// every call (saves of one sandbox never overlap).
	SaveEvery time.Duration

	// Native configures the native providers: the Docker image and
	// whether it may be pulled (tiers.WithImage).
	Native []tiers.Option

	// Metrics keeps Prometheus metrics of the server, served by
	// MetricsHandler; their labels never hold code, output, paths or
	// secrets.
	Metrics bool
	// MetricsUsers labels the run metrics with the user's id too.
	MetricsUsers bool
	// Tracing, if set, receives a span per tool call, with child spans
	// for its wait, kernel start, run, escalation and native
	// provisioning; nil traces nothing.
	Tracing trace.TracerProvider
	// Provider is every sandbox's provider when create_sandbox names none:
	// auto (the default: WebAssembly first, native work escalates), wasm,
	// docker, microvm, or one of Natives. It must be one the policy allows.
	Provider string
	// Natives are native providers beyond Docker and the microVM, such as
	// the Kubernetes provider, by name. The broker closes them.
	Natives map[string]provider.Provider
}

// Defaults of the broker's session policy.
const (
	DefaultPerConnection = 8
	DefaultMaxSandboxes  = 256
	DefaultIdleTimeout   = 15 * time.Minute
	DefaultSuspendAfter  = 5 * time.Minute
	DefaultTTL           = 60 * time.Minute
	DefaultReadLimit     = 5 << 20
)

// withDefaults fills in the zero fields of o.
func (o Options) withDefaults() Options {
	if o.Limits == (wasmrt.Limits{}) {
		o.Limits = wasmrt.DefaultLimits
	}
	if o.PerConnection <= 0 {
		o.PerConnection = DefaultPerConnection
	}
	if o.MaxSandboxes <= 0 {
		o.MaxSandboxes = DefaultMaxSandboxes
	}
	if o.IdleTimeout <= 0 {
		o.IdleTimeout = DefaultIdleTimeout
	}
	if o.SuspendAfter <= 0 {
		o.SuspendAfter = DefaultSuspendAfter
	}
	if o.TTL <= 0 {
		o.TTL = DefaultTTL
	}
	if o.Concurrency <= 0 {
		o.Concurrency = runtime.NumCPU()
	}
	if o.ReadLimit <= 0 {
		o.ReadLimit = DefaultReadLimit
	}
	if o.Version == "" {
		o.Version = "dev"
	}
	if o.Logger == nil {
		o.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	if o.Provider == "" {
		o.Provider = sessions.ProviderAuto
	}
	return o
}

// Broker is sbx's MCP server: the tools, the sbx:// resources and the
// sandboxes of every connection.
type Broker struct {
	opts     Options
	server   *mcp.Server
	tools    *tool.Server // server, with the names of every tool added
	sessions *sessions.Sessions
	runs     *sched.Queue
	gov      governance
	tel      telemetry.Telemetry
	send     mcp.MethodHandler // sends to a client; see outputsChanged
	apps     *apps.Server      // the sandboxes' published apps and their gateway
	cluster  *cluster.Cluster  // nil unless Options.Cluster
	calls    calls             // the tool calls in progress
	stdio    transport.Conns   // the connections of StdioTransport
}

// New returns a broker running its sandboxes in rt. It creates the data
// directory and removes the sandbox directories that no live server holds
// (a killed one's), but for sandboxes kept for a later server within
// their TTL. Close the broker to end every sandbox.
func New(rt *wasmrt.Runtime, opts Options) (*Broker, error) {
	opts = opts.withDefaults()
	origins := make([]string, len(opts.AllowedOrigins))
	for i, o := range opts.AllowedOrigins {
		c, ok := transport.CanonicalOrigin(o)
		if !ok {
			return nil, fmt.Errorf("%w: allowed origin %q is not an origin such as https://app.example.com", ErrPolicy, o)
		}
		origins[i] = c
	}
	opts.AllowedOrigins = origins
	redact := govern.NewRedactor(opts.Policy.Secrets)
	opts.Logger = slog.New(redact.Handler(opts.Logger.Handler())) // what reaches the log passes through it too
	dir, err := dataDir(opts.DataDir)
	if err != nil {
		return nil, err
	}
	opts.DataDir = dir
	if err := natives.CheckProvider(opts.Provider, opts.Natives, opts.Policy); err != nil {
		return nil, err
	}
	ca, err := standIns(&opts)
	if err != nil {
		return nil, err
	}
	tel := telemetry.New(telemetry.Options{Metrics: opts.Metrics, MetricsUsers: opts.MetricsUsers, Tracing: opts.Tracing, Redact: redact.String})
	serverOpts := &mcp.ServerOptions{Instructions: instructions, Logger: opts.Logger, Capabilities: dashboard.WithApps(&mcp.ServerCapabilities{Logging: &mcp.LoggingCapabilities{}})}
	var cl *cluster.Cluster
	if opts.Cluster != nil {
		header := ""
		if opts.Auth != nil {
			header = opts.Auth.Header()
		}
		if cl, err = cluster.New(*opts.Cluster, header, opts.Logger); err != nil {
			return nil, err
		}
		serverOpts.GetSessionID = cl.NewSessionID
	}
	store, err := homes.NewStore(opts.HomeS3)
	if err != nil {
		return nil, err
	}
	b := &Broker{opts: opts, runs: sched.NewQueue(opts.Concurrency), cluster: cl, tel: tel, gov: governance{redact: redact}}
	replica := ""
	if cl != nil {
		replica = cl.Self()
	}
	b.gov.audit = govern.NewAuditor(opts.Audit, opts.Logger, replica, redact)
	so := sessions.Options{
		DataDir: opts.DataDir, Limits: opts.Limits, PerConnection: opts.PerConnection, MaxSandboxes: opts.MaxSandboxes,
		IdleTimeout: opts.IdleTimeout, TTL: opts.TTL, Spares: opts.Spares, OSSpares: opts.OSSpares, OSSpareMemory: opts.OSSpareMemory, Provider: opts.Provider, Logger: opts.Logger, Keep: opts.Keep,
		SuspendAfter: opts.SuspendAfter,
		HomeDir:      opts.HomeDir, HomeQuota: opts.HomeQuota, HomeStore: store,
		Native: opts.Native, Natives: opts.Natives, SingleUser: localServer(opts),
		Policy: opts.Policy, Audit: b.gov.audit, Telemetry: tel, CA: ca, EgressRoots: opts.EgressRoots,
	}
	if cl != nil {
		so.Created, so.Leases = cl.RecordSandbox, cl
		if store != nil {
			so.Shelf, so.SaveEvery = shelf.New(store.Client()), opts.SaveEvery
		}
	}
	b.sessions = sessions.New(rt, so)
	b.apps = apps.New(apps.Options{
		Sessions: b.sessions, Cluster: cl, Run: b.runCode, Audit: b.gov.audit, Redact: redact, Languages: opts.Policy.Languages,
		DataDir: opts.DataDir, Limits: opts.Limits, Scheme: opts.AppsScheme, Domain: opts.AppsDomain, Port: opts.AppsPort, Logger: opts.Logger,
	})
	tel.Collect(b.sessions.Gauges)
	b.server = mcp.NewServer(&mcp.Implementation{Name: "sbx", Title: "sbx code sandbox", Version: opts.Version}, serverOpts)
	b.tools = tool.NewServer(b.server, opts.Logger)
	if cl != nil {
		cl.Start(b.live, b.sessions.Drop)
	}
	b.server.AddReceivingMiddleware(checkLogLevel, b.trackCalls)
	b.addTools()
	b.addResources()
	if err := b.govern(); err != nil {
		b.Close()
		return nil, err
	}
	return b, nil
}

// logLevels are the levels of MCP logging, RFC 5424's.
var logLevels = []string{"debug", "info", "notice", "warning", "error", "critical", "alert", "emergency"}

// checkLogLevel refuses a logging/setLevel to a level MCP does not have,
// which the go-sdk accepts. The server declares the logging capability,
// which that request needs, and sends no log messages at any level.
func checkLogLevel(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		if p, ok := req.GetParams().(*mcp.SetLoggingLevelParams); ok && method == "logging/setLevel" && !slices.Contains(logLevels, string(p.Level)) {
			return nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams,
				Message: fmt.Sprintf("there is no log level %q; the levels are %s", p.Level, strings.Join(logLevels, ", "))}
		}
		return next(ctx, method, req)
	}
}

// instructions tell the client what the server is for.
const instructions = `sbx runs Python and JavaScript in sandboxes: WebAssembly first, with no network; work that needs more
(numpy, pandas, a compiler, a server) moves to a native sandbox, which reaches only the hosts the server allows.
Each connection gets a default sandbox on first use: variables, imports and files survive between run_code calls.
Files live under /workspace; present_output publishes one as an sbx:// resource link.
publish_app gives a page or a WSGI app you built its own URL for a person to open (over HTTP).`

// dataDir resolves and creates the directory holding sandbox workspaces.
// standIns gives each secret with hosts its stand-in, and returns the
// egress proxy's CA (kept in the data directory), nil when no secret has
// hosts.
func standIns(opts *Options) (*tls.Certificate, error) {
	if !slices.ContainsFunc(opts.Policy.Secrets, func(s Secret) bool { return len(s.Hosts) > 0 }) {
		return nil, nil
	}
	ca, err := fallback.LoadCA(opts.DataDir)
	if err != nil {
		return nil, err
	}
	opts.Policy.Secrets = slices.Clone(opts.Policy.Secrets)
	for i, s := range opts.Policy.Secrets {
		if len(s.Hosts) > 0 {
			opts.Policy.Secrets[i].StandIn = fallback.StandIn(ca, s.Name, s.Value)
		}
	}
	return ca, nil
}

func dataDir(dir string) (string, error) {
	if dir == "" {
		base, err := os.UserCacheDir()
		if err != nil {
			return os.MkdirTemp("", "sbx-sandboxes-")
		}
		dir = filepath.Join(base, "sbx", "sandboxes")
	}
	if err := ownerdir.MkdirAll(dir); err != nil {
		return "", fmt.Errorf("sandbox data directory: %w", err)
	}
	return filepath.Abs(dir)
}

// Server returns the MCP server, to run over any transport (stdio, in-memory).
func (b *Broker) Server() *mcp.Server { return b.server }

// Handler serves MCP over streamable HTTP. Each HTTP session is one
// connection; a session that makes no request for the TTL is closed. A
// request from a web page of a foreign origin gets 403; with Options.Auth,
// a request that names no known user gets 401. A POST the server refuses
// is answered with a JSON-RPC error (see transport.RPCPOST). Bodies are
// read first, bounded in time and in the memory they hold (see
// transport.Bodies).
func (b *Broker) Handler() http.Handler {
	sdk := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return b.server },
		&mcp.StreamableHTTPOptions{SessionTimeout: b.opts.TTL, Logger: b.opts.Logger})
	return transport.Bodies(transport.CheckOrigin(b.opts.AllowedOrigins, b.cluster.Accept(b.opts.Auth.Wrap(transport.RPCPOST(b.cluster.Route(sdk))))))
}

// Options returns the broker's options with their defaults filled in.
func (b *Broker) Options() Options { return b.opts }

// Close ends every sandbox and removes its directory (or, with Keep,
// suspends it). Connections still open then find their sandboxes gone.
// A replica's leases are renewed until its sandboxes are suspended and
// saved, then released.
func (b *Broker) Close() error {
	b.sessions.Close()
	if b.cluster != nil {
		b.cluster.Close()
	}
	return nil
}

// live lists the ids of the broker's MCP sessions, whose leases the
// cluster renews.
func (b *Broker) live() (sessions []string) {
	for ss := range b.server.Sessions() {
		if id := ss.ID(); id != "" {
			sessions = append(sessions, id)
		}
	}
	return sessions
}

// StdioTransport returns the transport of MCP over a host's pipes, as sbx
// serve speaks it on stdin and stdout (see transport.Stdio).
func (b *Broker) StdioTransport(in io.Reader, out io.Writer) mcp.Transport {
	return transport.Stdio(in, out, b.opts.Logger, &b.stdio)
}

// MetricsHandler serves the server's metrics in Prometheus' text format,
// or answers 404 when Options.Metrics is off. It asks for no identity:
// mount it beside the MCP handler, or on an address of its own.
func (b *Broker) MetricsHandler() http.Handler { return b.tel.Handler() }

// localServer reports whether opts serve one user: no tokens, or all of
// them one user's, and no proxy naming users. Such a server's auto
// sandboxes may use the os provider without the policy naming it.
func localServer(opts Options) bool {
	if opts.Cluster != nil {
		return false
	}
	if opts.Auth == nil {
		return true
	}
	users := map[string]bool{}
	for _, t := range opts.Auth.Tokens {
		users[t.User] = true
	}
	return len(users) <= 1 && len(opts.Auth.TrustedProxies) == 0
}

// Gateway puts the app gateway in front of h, sbx's HTTP handler: a
// request for a host under Options.AppsDomain goes to the app that host
// names (<name>.<sandbox>.<domain>, 404 when there is none), every other
// request to h. Each app request needs its sandbox's token. addr is the
// listener's address, whose port the apps' URLs name. Without a gateway,
// publish_app and expose_port say the server has none.
func (b *Broker) Gateway(h http.Handler, addr net.Addr) http.Handler { return b.apps.Gateway(h, addr) }
