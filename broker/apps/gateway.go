package apps

import (
	"cmp"
	"context"
	"crypto/subtle"
	"fmt"
	"io"
	"mime"
	"net"
	"net/http"
	"net/http/httputil"
	"path"
	"strconv"
	"strings"
	"time"

	"github.com/sbx-sandbox/sbx/broker/sessions"
	"github.com/sbx-sandbox/sbx/hostfs"
	"github.com/sbx-sandbox/sbx/provider"
)

// DefaultDomain is the apps' base domain when Options.Domain is
// empty: browsers resolve every name under localhost to the loopback
// address, so apps on a laptop need no DNS.
const DefaultDomain = "localhost"

// appCookie holds an app's token once ?token= has set it.
const appCookie = "sbx_app_token"

// gatewayAddr is where people reach the app gateway: the apps' scheme,
// base domain and port.
type gatewayAddr struct {
	scheme string // http or https
	domain string // lower case, no dot at either end
	port   string // empty for the scheme's default
}

// url is the address of app name of sandbox id.
func (g *gatewayAddr) url(name, id string) string {
	host := name + "." + hostLabel(id) + "." + g.domain
	if g.port != "" {
		host += ":" + g.port
	}
	return g.scheme + "://" + host + "/"
}

// hostLabel is sandbox id as a label of a host name, which may not hold
// an underscore: sb_0123… is sb-0123….
func hostLabel(id string) string { return strings.Replace(id, sessions.IDPrefix, "sb-", 1) }

// parse reads an app's host name (lower case, no port) as its name and
// its sandbox's id. ok is false for any other host under the domain.
func (g *gatewayAddr) parse(host string) (name, id string, ok bool) {
	rest, ok := strings.CutSuffix(host, "."+g.domain)
	if !ok {
		return "", "", false
	}
	name, label, ok := strings.Cut(rest, ".")
	if !ok || !appName.MatchString(name) || !strings.HasPrefix(label, "sb-") || strings.Contains(label, ".") {
		return "", "", false
	}
	return name, sessions.IDPrefix + strings.TrimPrefix(label, "sb-"), true
}

// under reports whether host is the domain or a name under it.
func (g *gatewayAddr) under(host string) bool {
	return strings.HasSuffix(host, "."+g.domain)
}

// Gateway puts the app gateway in front of h, sbx's HTTP handler: a
// request for a host under Options.Domain goes to the app that host
// names (<name>.<sandbox>.<domain>, 404 when there is none), every other
// request to h. Each app request needs its sandbox's token. addr is the
// listener's address, whose port the apps' URLs name. Without a gateway,
// publish_app and expose_port say the server has none.
func (s *Server) Gateway(h http.Handler, addr net.Addr) http.Handler {
	g := &gatewayAddr{scheme: cmp.Or(s.opts.Scheme, "http"), domain: cmp.Or(strings.Trim(strings.ToLower(s.opts.Domain), "."), DefaultDomain)}
	port := s.opts.Port
	if ta, ok := addr.(*net.TCPAddr); ok && port == 0 {
		port = ta.Port
	}
	if port != 0 && port != map[string]int{"http": 80, "https": 443}[g.scheme] {
		g.port = strconv.Itoa(port)
	}
	s.gateway.Store(g)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		host := strings.ToLower(r.Host)
		if h, _, err := net.SplitHostPort(host); err == nil {
			host = h
		}
		host = strings.TrimSuffix(host, ".")
		if !g.under(host) {
			h.ServeHTTP(w, r)
			return
		}
		name, id, ok := g.parse(host)
		if !ok {
			appError(w, http.StatusNotFound, "no app is published at this address; app addresses are http://NAME.SANDBOX."+g.domain+"/")
			return
		}
		s.serveApp(w, r, g, name, id)
	})
}

// serveApp answers one request for app name of sandbox id: 404 when the
// sandbox has ended or never was, 401 without its token, 404 when the
// sandbox publishes no such app.
func (s *Server) serveApp(w http.ResponseWriter, r *http.Request, g *gatewayAddr, name, id string) {
	w.Header().Set("Referrer-Policy", "no-referrer")
	ss, sb, release := s.opts.Sessions.Find(id)
	if sb == nil && s.opts.Cluster.ForwardApp(w, r, id) {
		return
	}
	if sb == nil {
		appError(w, http.StatusNotFound, "no app is published at this address: its sandbox has ended, or never was")
		return
	}
	defer release()
	a, token := s.sets.get(sb).get(name)
	if token == "" {
		appError(w, http.StatusNotFound, "no app is published at this address: the sandbox publishes none")
		return
	}
	if r.TLS != nil {
		r.URL.Scheme = "https"
	} else {
		r.URL.Scheme = g.scheme
	}
	if !appAuth(w, r, token) {
		return
	}
	if a == nil {
		appError(w, http.StatusNotFound, fmt.Sprintf("the sandbox publishes no app called %s (it was unpublished, or never was)", name))
		return
	}
	switch a.kind {
	case appStatic:
		serveStatic(w, r, sb.Box().Workspace(), a.path)
	case appWSGI, appFetch:
		s.serveHandler(w, r, ss, sb, a)
	case appPort:
		a.proxy.ServeHTTP(w, r)
	}
}

// appError answers an app request with status and a line of plain text.
func appError(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	io.WriteString(w, msg+"\n")
}

// appAuth checks that r carries token: as ?token=, which sets a cookie
// (Secure when r.URL.Scheme, the scheme people use, is https)
// for the app's host and redirects a GET to the URL without it, as
// Authorization: Bearer, or in the cookie. It answers 401 and returns
// false otherwise. The token is taken out of what reaches the app.
func appAuth(w http.ResponseWriter, r *http.Request, token string) bool {
	valid := func(s string) bool { return subtle.ConstantTimeCompare([]byte(s), []byte(token)) == 1 }
	if q := r.URL.Query(); q.Has("token") {
		if !valid(q.Get("token")) {
			appUnauthorized(w, "the token in ?token= does not open this app")
			return false
		}
		http.SetCookie(w, &http.Cookie{Name: appCookie, Value: token, Path: "/", HttpOnly: true,
			SameSite: http.SameSiteLaxMode, Secure: r.URL.Scheme == "https"})
		q.Del("token")
		r.URL.RawQuery = q.Encode()
		if r.Method == http.MethodGet || r.Method == http.MethodHead {
			w.Header().Set("Cache-Control", "no-store")
			http.Redirect(w, r, r.URL.RequestURI(), http.StatusSeeOther)
			return false
		}
		return true
	}
	if bearer, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer "); ok {
		if !valid(strings.TrimSpace(bearer)) {
			appUnauthorized(w, "the bearer token does not open this app")
			return false
		}
		r.Header.Del("Authorization")
		return true
	}
	ok := false
	var kept []string
	for _, c := range r.Cookies() {
		if c.Name == appCookie {
			ok = ok || valid(c.Value)
			continue
		}
		kept = append(kept, c.String())
	}
	if !ok {
		appUnauthorized(w, "this app needs its sandbox's app token")
		return false
	}
	r.Header.Del("Cookie")
	if len(kept) > 0 {
		r.Header.Set("Cookie", strings.Join(kept, "; "))
	}
	return true
}

// appUnauthorized answers 401, saying how to pass the token.
func appUnauthorized(w http.ResponseWriter, why string) {
	w.Header().Set("WWW-Authenticate", `Bearer realm="sbx app"`)
	appError(w, http.StatusUnauthorized, why+": open the app's URL with ?token=TOKEN once (it sets a cookie for the app) "+
		"or send Authorization: Bearer TOKEN; the server's operator (sbx apps) or the gateway in front of it has the token")
}

// extraTypes are MIME types of files agents publish that Go's table and
// the system's may lack.
var extraTypes = map[string]string{
	".txt": "text/plain; charset=utf-8", ".md": "text/markdown; charset=utf-8", ".csv": "text/csv; charset=utf-8",
	".ico": "image/x-icon", ".map": "application/json",
}

// serveStatic serves r's path from the sandbox directory dir: files with
// the MIME type of their name, index.html for a directory, never a
// listing, and nothing outside dir, whatever the path or a link says.
func serveStatic(w http.ResponseWriter, r *http.Request, ws *hostfs.Workspace, dir string) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		appError(w, http.StatusMethodNotAllowed, "a static app answers GET and HEAD only")
		return
	}
	root, err := ws.OpenRoot(dir)
	if err != nil {
		appError(w, http.StatusNotFound, "the app's directory is gone from the sandbox")
		return
	}
	defer root.Close()
	clean := path.Clean("/" + r.URL.Path)
	name := strings.TrimPrefix(clean, "/")
	if name == "" {
		name = "."
	}
	notFound := func() { appError(w, http.StatusNotFound, "not found: "+clean) }
	f, err := root.Open(name)
	if err != nil {
		notFound()
		return
	}
	defer func() { f.Close() }()
	st, err := f.Stat()
	if err != nil {
		notFound()
		return
	}
	if st.IsDir() {
		if !strings.HasSuffix(r.URL.Path, "/") {
			target := strings.TrimSuffix(clean, "/") + "/"
			if r.URL.RawQuery != "" {
				target += "?" + r.URL.RawQuery
			}
			http.Redirect(w, r, target, http.StatusFound)
			return
		}
		f.Close()
		name = path.Join(name, "index.html")
		if f, err = root.Open(name); err != nil {
			notFound()
			return
		}
		if st, err = f.Stat(); err != nil {
			notFound()
			return
		}
	}
	if !st.Mode().IsRegular() {
		notFound()
		return
	}
	ext := strings.ToLower(path.Ext(name))
	ctype := mime.TypeByExtension(ext)
	if ctype == "" {
		ctype = extraTypes[ext]
	}
	if ctype == "" {
		ctype = "application/octet-stream"
	}
	w.Header().Set("Content-Type", ctype)
	w.Header().Set("X-Content-Type-Options", "nosniff")
	http.ServeContent(w, r, name, st.ModTime(), f)
}

// portProxy is a reverse proxy to port inside a native sandbox, each
// connection dialled through its provider, and a func releasing its idle
// connections. A response must start within timeout.
func portProxy(d provider.PortDialer, port int, timeout time.Duration) (http.Handler, func()) {
	tr := &http.Transport{
		DialContext: func(ctx context.Context, _, _ string) (net.Conn, error) {
			return d.DialPort(ctx, port)
		},
		MaxIdleConnsPerHost:   4,
		IdleConnTimeout:       30 * time.Second,
		ResponseHeaderTimeout: timeout,
	}
	rp := &httputil.ReverseProxy{
		Rewrite: func(pr *httputil.ProxyRequest) {
			pr.Out.URL.Scheme, pr.Out.URL.Host = "http", "127.0.0.1:"+strconv.Itoa(port)
			pr.Out.Host = pr.In.Host
			pr.SetXForwarded()
		},
		Transport: tr,
		ErrorHandler: func(w http.ResponseWriter, _ *http.Request, err error) {
			appError(w, http.StatusBadGateway, fmt.Sprintf("nothing answered on port %d in the sandbox: %v; start the app's server there, listening on that port", port, err))
		},
	}
	return rp, tr.CloseIdleConnections
}
