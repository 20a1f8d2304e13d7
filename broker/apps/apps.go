// Package apps publishes what a sandbox serves at a URL of its own, on the
// listener of sbx's HTTP server: a directory as a static site, a WSGI app
// or a fetch handler that runs in the sandbox's own kernel (the server
// calls into it, one run per request: no sockets), or a port a process
// listens on in a native sandbox. It holds the tools that publish them
// (publish_app, expose_port, list_apps, unexpose_port,
// get_sandbox_access), the gateway that serves them behind each sandbox's
// token, and the apps file the operator's sbx apps reads.
package apps

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"maps"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/broker/cluster"
	"github.com/sbx-sandbox/sbx/broker/govern"
	"github.com/sbx-sandbox/sbx/broker/sessions"
	"github.com/sbx-sandbox/sbx/broker/tool"
	"github.com/sbx-sandbox/sbx/hostfs"
	"github.com/sbx-sandbox/sbx/provider"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// Kinds of published app.
const (
	appStatic = "static" // a directory of the sandbox, served as files
	appWSGI   = "wsgi"   // a WSGI callable in the sandbox's Python kernel
	appFetch  = "fetch"  // a fetch handler in the sandbox's JavaScript kernel
	appPort   = "port"   // a process listening in a native sandbox
)

// Options configure a Server.
type Options struct {
	// Sessions are the server's sandboxes.
	Sessions *sessions.Sessions
	// Cluster, if set, routes a request for an app of another replica's
	// sandbox there.
	Cluster *cluster.Cluster
	// Run runs code in a sandbox of the call's connection as run_code
	// does: a WSGI app's or a fetch handler's request is such a run.
	Run func(context.Context, *mcp.CallToolRequest, tool.RunCodeInput) (*tool.RunCodeOutput, error)
	// Audit, if set, records each request to an app in a kernel.
	Audit *govern.Auditor
	// Redact, if set, replaces the secrets' values in every app response:
	// its headers, its body and the gateway's own errors.
	Redact *govern.Redactor
	// Languages are the languages the policy enables; nil: all.
	Languages []string
	// DataDir holds File.
	DataDir string
	// Limits are the server's: an app's run has its time and output limits.
	Limits wasmrt.Limits
	// Scheme, Domain and Port are what the apps' URLs name (see
	// Server.Gateway).
	Scheme, Domain string
	Port           int
	Logger         *slog.Logger
}

// Server publishes the apps of a server's sandboxes and serves them.
type Server struct {
	opts    Options
	gateway atomic.Pointer[gatewayAddr] // set by Gateway; nil: no apps
	mu      sync.Mutex                  // held while File is written
	sets    appSets
}

// New returns the apps of o.Sessions' sandboxes: none until Gateway gives
// them a listener.
func New(o Options) *Server {
	s := &Server{opts: o}
	s.sets.ended = s.changed
	return s
}

// maxApps bounds the apps one sandbox may publish at once.
const maxApps = 8

// appName is what an app's name may be: one DNS label, as it is one in
// the app's host name.
var appName = regexp.MustCompile(`^[a-z0-9]([a-z0-9-]{0,30}[a-z0-9])?$`)

// wsgiTarget is a WSGI callable: module:attribute, the module dotted.
var wsgiTarget = regexp.MustCompile(`^[A-Za-z_][\w.]*:[A-Za-z_][\w.]*$`)

// fetchTarget is a fetch handler: a module file under /workspace, or a
// global's name.
var fetchTarget = regexp.MustCompile(`^(/workspace/[\w./-]+\.m?js|[A-Za-z_$][\w$]*)$`)

// app is one published app of a sandbox.
type app struct {
	name    string
	kind    string
	path    string // appStatic: the sandbox directory served
	handler string // appWSGI: module:callable; appFetch: module file or global
	port    int    // appPort: the port inside the native sandbox
	created time.Time
	proxy   http.Handler // appPort: the reverse proxy into the sandbox
	close   func()       // releases what proxy holds; nil when nothing
}

// appSet is a sandbox's published apps and the token that opens them. Its
// zero value has neither; the token is made with the first app.
type appSet struct {
	mu    sync.Mutex
	token string
	apps  map[string]*app
}

// appSets are the published apps of every sandbox, each set kept until
// its sandbox ends.
type appSets struct {
	mu    sync.Mutex
	sets  map[*sessions.Sandbox]*appSet
	ended func() // called when a sandbox that published apps ends
}

// of returns sb's apps, made on first use. A sandbox that has ended gets
// a set nothing keeps.
func (r *appSets) of(sb *sessions.Sandbox) *appSet {
	r.mu.Lock()
	defer r.mu.Unlock()
	if s := r.sets[sb]; s != nil {
		return s
	}
	s := &appSet{}
	if sb.OnEnd(func() { r.end(sb) }) {
		if r.sets == nil {
			r.sets = map[*sessions.Sandbox]*appSet{}
		}
		r.sets[sb] = s
	}
	return s
}

// get returns sb's apps; an empty set when it publishes none.
func (r *appSets) get(sb *sessions.Sandbox) *appSet {
	r.mu.Lock()
	defer r.mu.Unlock()
	if s := r.sets[sb]; s != nil {
		return s
	}
	return &appSet{}
}

// end unpublishes the apps of sb, which is ending.
func (r *appSets) end(sb *sessions.Sandbox) {
	r.mu.Lock()
	s := r.sets[sb]
	delete(r.sets, sb)
	r.mu.Unlock()
	if s != nil && s.clear() && r.ended != nil {
		r.ended()
	}
}

// add publishes a, replacing an app of the same name, and returns the
// sandbox's token.
func (s *appSet) add(a *app) (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.apps[a.name] == nil && len(s.apps) >= maxApps {
		return "", fmt.Errorf("%w: this sandbox already publishes %d apps, the most it may; unexpose_port one it no longer needs", sessions.ErrLimit, len(s.apps))
	}
	if s.token == "" {
		var b [24]byte
		if _, err := rand.Read(b[:]); err != nil {
			return "", err
		}
		s.token = "sbxapp_" + hex.EncodeToString(b[:])
	}
	if s.apps == nil {
		s.apps = map[string]*app{}
	}
	if old := s.apps[a.name]; old != nil && old.close != nil {
		old.close()
	}
	s.apps[a.name] = a
	return s.token, nil
}

// remove unpublishes the app called name, reporting whether there was one.
func (s *appSet) remove(name string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	a := s.apps[name]
	if a == nil {
		return false
	}
	if a.close != nil {
		a.close()
	}
	delete(s.apps, name)
	return true
}

// clear unpublishes every app, when the sandbox ends, and reports
// whether there were any.
func (s *appSet) clear() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	had := len(s.apps) > 0
	for _, a := range s.apps {
		if a.close != nil {
			a.close()
		}
	}
	s.apps = nil
	return had
}

// get returns the app called name and the sandbox's token.
func (s *appSet) get(name string) (*app, string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.apps[name], s.token
}

// list returns the apps by name, and the token.
func (s *appSet) list() ([]*app, string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.SortedFunc(maps.Values(s.apps), func(a, b *app) int { return strings.Compare(a.name, b.name) }), s.token
}

// AppInfo describes one published app. It never carries the token.
type AppInfo struct {
	Name      string `json:"name" jsonschema:"the app's name, the first label of its host"`
	Kind      string `json:"kind" jsonschema:"static (a directory served as files), wsgi (a Python WSGI app in the sandbox's kernel), fetch (a JavaScript fetch handler in the sandbox's kernel) or port (a process listening in a native sandbox)"`
	Target    string `json:"target" jsonschema:"what it serves: the directory, the WSGI module:callable, the fetch handler, or the port"`
	URL       string `json:"url" jsonschema:"where a person opens it; every request needs the sandbox's app token, which the operator or a trusted gateway gives them"`
	Created   string `json:"created" jsonschema:"when it was published, RFC 3339"`
	SandboxID string `json:"sandbox_id" jsonschema:"the sandbox that serves it"`
}

// Blocks implements tool.Reply.
func (o *AppInfo) Blocks() []mcp.Content {
	return tool.Text(fmt.Sprintf("%s (%s %s) is published at %s\nEvery request needs this sandbox's app token: the person opening it gets the token from the server's operator (sbx apps) or the gateway in front of it, never from this conversation.",
		o.Name, o.Kind, o.Target, o.URL))
}

// info describes a as sandbox id publishes it.
func (g *gatewayAddr) info(id string, a *app) AppInfo {
	target := a.path
	switch a.kind {
	case appWSGI, appFetch:
		target = a.handler
	case appPort:
		target = strconv.Itoa(a.port)
	}
	return AppInfo{Name: a.name, Kind: a.kind, Target: target, URL: g.url(a.name, id), Created: a.created.UTC().Format(time.RFC3339), SandboxID: id}
}

// PublishInput is publish_app's arguments.
type PublishInput struct {
	Name  string `json:"name" jsonschema:"the app's name: lower-case letters, digits and -, at most 32; it becomes the first label of the app's host name"`
	Path  string `json:"path,omitempty" jsonschema:"a directory under /workspace to serve as a static site (index.html for a directory, MIME types from file names, no listings); give one of path, wsgi and fetch"`
	WSGI  string `json:"wsgi,omitempty" jsonschema:"a WSGI application as module:callable, run in this sandbox's Python kernel for each request: a module in /workspace (app:app for /workspace/app.py) or __main__:name for one run_code defined"`
	Fetch string `json:"fetch,omitempty" jsonschema:"a JavaScript fetch handler, run in this sandbox's JavaScript kernel for each request: a module file whose default export has fetch(request) returning a Response (/workspace/server.mjs; imported once per interpreter), or the name of a global run_code defined"`
	tool.Target
}

// ExposeInput is expose_port's arguments.
type ExposeInput struct {
	Name         string `json:"name" jsonschema:"the app's name: lower-case letters, digits and -, at most 32; it becomes the first label of the app's host name"`
	InternalPort int    `json:"internal_port" jsonschema:"the port a process listens on inside the native sandbox, such as 8000 for python3 -m http.server"`
	tool.Target
}

// UnexposeInput is unexpose_port's arguments.
type UnexposeInput struct {
	Name string `json:"name" jsonschema:"the app to unpublish, as list_apps names it"`
	tool.Target
}

// UnexposeOutput confirms an app's end.
type UnexposeOutput struct {
	Name        string `json:"name" jsonschema:"the app unpublished"`
	Unpublished bool   `json:"unpublished" jsonschema:"true: its URL answers 404 from now on"`
	tool.Used
}

// Blocks implements tool.Reply.
func (o *UnexposeOutput) Blocks() []mcp.Content {
	return tool.Text(fmt.Sprintf("unpublished %s of %s: its URL answers 404 now", o.Name, o.SandboxID))
}

// List is list_apps' result.
type List struct {
	Apps []AppInfo `json:"apps" jsonschema:"the sandbox's published apps, by name"`
	tool.Used
}

// Blocks implements tool.Reply.
func (o *List) Blocks() []mcp.Content {
	if len(o.Apps) == 0 {
		return tool.Text(fmt.Sprintf("%s publishes no apps; publish_app or expose_port publishes one", o.SandboxID))
	}
	var b strings.Builder
	for _, a := range o.Apps {
		fmt.Fprintf(&b, "%s\t%s %s\t%s\n", a.Name, a.Kind, a.Target, a.URL)
	}
	return tool.Text(strings.TrimSuffix(b.String(), "\n"))
}

// Access is get_sandbox_access' result: the token, for a trusted
// gateway to hand to the person it serves.
type Access struct {
	Token string    `json:"token" jsonschema:"the sandbox's app token: Authorization: Bearer TOKEN, or ?token=TOKEN once, which sets a cookie"`
	Apps  []AppURLs `json:"apps" jsonschema:"the sandbox's apps with the URL that opens each in a browser"`
	tool.Used
}

// AppURLs is one app's URLs for a trusted gateway.
type AppURLs struct {
	Name    string `json:"name" jsonschema:"the app's name"`
	URL     string `json:"url" jsonschema:"the app's URL"`
	OpenURL string `json:"open_url" jsonschema:"the URL with ?token=, which sets the app's cookie and redirects to url"`
}

// Blocks implements tool.Reply.
func (o *Access) Blocks() []mcp.Content {
	var b strings.Builder
	fmt.Fprintf(&b, "app token of %s: %s", o.SandboxID, o.Token)
	for _, a := range o.Apps {
		fmt.Fprintf(&b, "\n%s\t%s", a.Name, a.OpenURL)
	}
	return tool.Text(b.String())
}

// errNoGateway refuses apps on a server with no HTTP listener.
var errNoGateway = errors.New("apps are served on sbx's HTTP listener, and this server runs over stdio; " +
	"the operator starts it with sbx serve --http ADDR to publish apps")

// publish checks that the server has a gateway and publishes a in sb.
func (s *Server) publish(sb *sessions.Sandbox, a *app) (*AppInfo, error) {
	g := s.gateway.Load()
	if g == nil {
		return nil, errNoGateway
	}
	if !appName.MatchString(a.name) {
		return nil, fmt.Errorf("app name %q: use 1 to 32 lower-case letters, digits and -, not starting or ending with -, such as %q", a.name, "site")
	}
	a.created = time.Now()
	if _, err := s.sets.of(sb).add(a); err != nil {
		return nil, err
	}
	s.changed()
	info := g.info(sb.ID(), a)
	s.opts.Logger.Info("app published", "sandbox", sb.ID(), "app", a.name, "kind", a.kind)
	return &info, nil
}

func (s *Server) publishApp(ctx context.Context, req *mcp.CallToolRequest, in PublishInput) (*AppInfo, error) {
	given := 0
	for _, v := range []string{in.Path, in.WSGI, in.Fetch} {
		if v != "" {
			given++
		}
	}
	if given != 1 {
		return nil, errors.New("give one of path (a directory under /workspace to serve as files), wsgi (module:callable of a Python WSGI app) and fetch (a JavaScript fetch handler)")
	}
	if s.gateway.Load() == nil {
		return nil, errNoGateway
	}
	sb, release, err := s.opts.Sessions.Use(req.Session, in.SandboxID)
	if err != nil {
		return nil, err
	}
	defer release()
	a := &app{name: in.Name}
	switch {
	case in.Path != "":
		rel, err := hostfs.Resolve(in.Path)
		if err != nil {
			return nil, err
		}
		root, err := sb.Box().Workspace().OpenRoot(in.Path)
		if err != nil {
			return nil, fmt.Errorf("%w; publish an existing directory under /workspace, such as one write_file made", err)
		}
		root.Close()
		a.kind, a.path = appStatic, strings.TrimSuffix(hostfs.MountPoint+"/"+rel, "/.")
	case in.WSGI != "":
		if !wsgiTarget.MatchString(in.WSGI) {
			return nil, fmt.Errorf("wsgi %q: give module:callable, such as app:app for the callable app in /workspace/app.py, or __main__:app for one run_code defined", in.WSGI)
		}
		a.kind, a.handler = appWSGI, in.WSGI
	default:
		target := in.Fetch
		if strings.ContainsAny(target, "/.") {
			rel, err := hostfs.Resolve(target)
			if err != nil {
				return nil, err
			}
			target = hostfs.MountPoint + "/" + rel
		}
		if !fetchTarget.MatchString(target) {
			return nil, fmt.Errorf("fetch %q: give a module file under /workspace whose default export has fetch(request), such as /workspace/server.mjs, or the name of a global that run_code defined", in.Fetch)
		}
		a.kind, a.handler = appFetch, target
	}
	if a.kind != appStatic {
		if err := s.checkHandler(ctx, req, sb, a); err != nil {
			return nil, err
		}
	}
	return s.publish(sb, a)
}

func (s *Server) exposePort(ctx context.Context, req *mcp.CallToolRequest, in ExposeInput) (*AppInfo, error) {
	if in.InternalPort < 1 || in.InternalPort > 65535 {
		return nil, fmt.Errorf("internal_port %d: give the port from 1 to 65535 a process listens on in the sandbox", in.InternalPort)
	}
	if s.gateway.Load() == nil {
		return nil, errNoGateway
	}
	sb, release, err := s.opts.Sessions.Use(req.Session, in.SandboxID)
	if err != nil {
		return nil, err
	}
	defer release()
	dial := sb.PortDialer()
	if dial == nil {
		return nil, errors.New("expose_port reaches a process listening in a native sandbox, and this sandbox has none running: " +
			"create_sandbox with provider docker or os and start the server there (start_background 'python3 -m http.server 8000'); " +
			"a WebAssembly sandbox has no sockets, and publishes a directory or a WSGI app with publish_app instead")
	}
	probe, err := dial.DialPort(ctx, in.InternalPort)
	if errors.Is(err, provider.ErrUnavailable) {
		return nil, err
	}
	if err != nil {
		return nil, fmt.Errorf("%w; start the server in the sandbox first, in the background with its output in a file", err)
	}
	probe.Close()
	proxy, closeProxy := portProxy(dial, in.InternalPort, s.opts.Limits.MaxTimeout)
	return s.publish(sb, &app{name: in.Name, kind: appPort, port: in.InternalPort, proxy: proxy, close: closeProxy})
}

func (s *Server) unexposePort(_ context.Context, req *mcp.CallToolRequest, in UnexposeInput) (*UnexposeOutput, error) {
	sb, release, err := s.opts.Sessions.Use(req.Session, in.SandboxID)
	if err != nil {
		return nil, err
	}
	defer release()
	if !s.sets.get(sb).remove(in.Name) {
		return nil, fmt.Errorf("%s publishes no app %q; list_apps names its apps", sb.ID(), in.Name)
	}
	s.changed()
	s.opts.Logger.Info("app unpublished", "sandbox", sb.ID(), "app", in.Name)
	return &UnexposeOutput{Name: in.Name, Unpublished: true, Used: tool.Used{SandboxID: sb.ID()}}, nil
}

func (s *Server) listApps(_ context.Context, req *mcp.CallToolRequest, in tool.Target) (*List, error) {
	sb, release, err := s.opts.Sessions.Use(req.Session, in.SandboxID)
	if err != nil {
		return nil, err
	}
	defer release()
	out := &List{Apps: []AppInfo{}, Used: tool.Used{SandboxID: sb.ID()}}
	if g := s.gateway.Load(); g != nil {
		apps, _ := s.sets.get(sb).list()
		for _, a := range apps {
			out.Apps = append(out.Apps, g.info(sb.ID(), a))
		}
	}
	return out, nil
}

func (s *Server) getSandboxAccess(_ context.Context, req *mcp.CallToolRequest, in tool.Target) (*Access, error) {
	sb, release, err := s.opts.Sessions.Use(req.Session, in.SandboxID)
	if err != nil {
		return nil, err
	}
	defer release()
	g := s.gateway.Load()
	if g == nil {
		return nil, errNoGateway
	}
	out := &Access{Apps: []AppURLs{}, Used: tool.Used{SandboxID: sb.ID()}}
	apps, token := s.sets.get(sb).list()
	if token == "" {
		return nil, fmt.Errorf("%s publishes no apps yet, so it has no app token", sb.ID())
	}
	out.Token = token
	for _, a := range apps {
		u := g.url(a.name, sb.ID())
		out.Apps = append(out.Apps, AppURLs{Name: a.name, URL: u, OpenURL: u + "?token=" + token})
	}
	return out, nil
}

// File, in the data directory, lists every published app with its
// sandbox's token, for the operator's sbx apps; it is the server's user's
// alone.
const File = "apps.json"

// Published is one app in File.
type Published struct {
	AppInfo
	User  string `json:"user,omitempty"`
	Token string `json:"token"`
}

// changed rewrites File after an app was published or ended.
func (s *Server) changed() {
	g := s.gateway.Load()
	if g == nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	all := []Published{}
	for _, sb := range s.opts.Sessions.All() {
		apps, token := s.sets.get(sb).list()
		for _, a := range apps {
			all = append(all, Published{AppInfo: g.info(sb.ID(), a), User: sb.Owner(), Token: token})
		}
	}
	data, _ := json.MarshalIndent(all, "", "  ")
	file := filepath.Join(s.opts.DataDir, File)
	tmp := file + ".tmp"
	err := os.WriteFile(tmp, append(data, '\n'), 0o600)
	if err == nil {
		err = os.Rename(tmp, file)
	}
	if err != nil {
		s.opts.Logger.Error("write the list of apps", "err", err)
	}
}

// Read reads the apps a server with data directory dir publishes.
func Read(dir string) ([]Published, error) {
	data, err := os.ReadFile(filepath.Join(dir, File))
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var apps []Published
	if err := json.Unmarshal(data, &apps); err != nil {
		return nil, fmt.Errorf("%s: %w", File, err)
	}
	return apps, nil
}

// AddTools registers the tools that publish apps on ts.
func (s *Server) AddTools(ts *tool.Server) {
	tool.Add(ts, &mcp.Tool{
		Name:  "publish_app",
		Title: "Publish an app",
		Description: "Publish a directory of the sandbox as a static site (path), a Python WSGI app (wsgi: module:callable) or a JavaScript " +
			"fetch handler (fetch: a module whose default export has fetch(request)) that runs in the sandbox's own kernel, sharing its variables " +
			"with run_code, at its own URL http://NAME.SANDBOX.DOMAIN:PORT/. " +
			"Each request to a WSGI app or fetch handler is one run, under run_code's time and output limits. No sockets are needed: the server calls into the sandbox. " +
			"Every request needs the sandbox's app token, which the person opening the URL gets from the operator, never from this conversation. " +
			"Publishing again under the same name replaces the app; apps end with their sandbox.",
		InputSchema: tool.InputSchema[PublishInput](nil),
		Annotations: &mcp.ToolAnnotations{Title: "Publish an app", OpenWorldHint: tool.ClosedWorld},
	}, s.publishApp)
	tool.Add(ts, &mcp.Tool{
		Name:  "expose_port",
		Title: "Expose a port of a native sandbox",
		Description: "Publish a process listening on internal_port inside a native sandbox (os or docker; WebAssembly cannot listen) at its own URL, " +
			"reached through sbx's gateway, never through a host port. Start the process first with start_background " +
			"('python3 -m http.server 8000'; in an auto sandbox it moves the sandbox to the native tier). Every request needs the sandbox's app token.",
		InputSchema: tool.InputSchema[ExposeInput](nil),
		Annotations: &mcp.ToolAnnotations{Title: "Expose a port of a native sandbox", OpenWorldHint: tool.ClosedWorld},
	}, s.exposePort)
	tool.Add(ts, &mcp.Tool{
		Name:        "list_apps",
		Title:       "List a sandbox's apps",
		Description: "List the apps a sandbox publishes, with their URLs.",
		InputSchema: tool.InputSchema[tool.Target](nil),
		Annotations: &mcp.ToolAnnotations{Title: "List a sandbox's apps", ReadOnlyHint: true, OpenWorldHint: tool.ClosedWorld},
	}, s.listApps)
	tool.Add(ts, &mcp.Tool{
		Name:        "unexpose_port",
		Title:       "Unpublish an app",
		Description: "Unpublish an app of the sandbox, whether publish_app or expose_port published it: its URL answers 404 from then on.",
		InputSchema: tool.InputSchema[UnexposeInput](nil),
		Annotations: &mcp.ToolAnnotations{Title: "Unpublish an app", DestructiveHint: tool.Destructive, IdempotentHint: true, OpenWorldHint: tool.ClosedWorld},
	}, s.unexposePort)
	tool.Add(ts, &mcp.Tool{
		Name:  "get_sandbox_access",
		Title: "A sandbox's app token",
		Description: "For trusted gateways only, never for models: the sandbox's app token and the URLs that open its apps. " +
			"Served only when the operator's policy.tools names it.",
		InputSchema: tool.InputSchema[tool.Target](func(p map[string]*jsonschema.Schema) {
			p["sandbox_id"].Description = "the sandbox whose token to return; omit it for this connection's default sandbox"
		}),
		Annotations: &mcp.ToolAnnotations{Title: "A sandbox's app token", ReadOnlyHint: true, OpenWorldHint: tool.ClosedWorld},
	}, s.getSandboxAccess)
}
