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
	"net/url"
	"path"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/sbx-sandbox/sbx/broker/cluster"
	"github.com/sbx-sandbox/sbx/broker/govern"
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
func (s *Server) serveApp(rw http.ResponseWriter, r *http.Request, g *gatewayAddr, name, id string) {
	w := &appWriter{ResponseWriter: rw, redact: s.opts.Redact}
	defer w.close()
	ss, sb, release := s.opts.Sessions.Find(id)
	if sb == nil && s.opts.Cluster.ForwardApp(w, r, id) {
		return
	}
	r.Header.Del(cluster.ForwardHeader)
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
	if w.redact != nil {
		r.Header.Del("Range") // a part of a body could hold a part of a secret
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

// appWriter is the writer an app's response goes through. When the
// response starts, after the app has set its headers, it sets the
// gateway's own: Referrer-Policy, and the token's cookie only as the
// gateway sets it (an app's Set-Cookie of that name is dropped). With
// secrets, it redacts the headers' values and the body, whose length then
// changes, and drops a header whose name holds a secret.
type appWriter struct {
	http.ResponseWriter
	redact *govern.Redactor
	cookie string         // the gateway's Set-Cookie for the token, if any
	body   io.WriteCloser // the body's redacting writer, once started
	wrote  bool
}

// setCookie has the response set the app token's cookie.
func (w *appWriter) setCookie(c *http.Cookie) { w.cookie = c.String() }

// WriteHeader implements http.ResponseWriter.
func (w *appWriter) WriteHeader(status int) {
	if w.wrote {
		return
	}
	h := w.Header()
	h.Set("Referrer-Policy", "no-referrer")
	cookies := slices.DeleteFunc(h.Values("Set-Cookie"), func(c string) bool {
		name, _, _ := strings.Cut(c, "=")
		return strings.TrimSpace(name) == appCookie
	})
	if w.cookie != "" {
		cookies = append(cookies, w.cookie)
	}
	h.Del("Set-Cookie")
	if len(cookies) > 0 {
		h["Set-Cookie"] = cookies
	}
	if w.redact != nil {
		for k, vs := range h {
			if w.redact.HoldsFold(k) { // a name is sent in its canonical case: no marker would stay whole
				delete(h, k)
				continue
			}
			for i, v := range vs {
				vs[i] = w.redact.String(v)
			}
		}
		h.Del("Content-Length")
	}
	if status < 200 { // an interim response: the final one comes later
		w.ResponseWriter.WriteHeader(status)
		return
	}
	w.wrote = true
	if w.redact != nil {
		w.body = w.redact.Writer(w.ResponseWriter)
	}
	w.ResponseWriter.WriteHeader(status)
}

// Write implements http.ResponseWriter.
func (w *appWriter) Write(p []byte) (int, error) {
	if !w.wrote {
		w.WriteHeader(http.StatusOK)
	}
	if w.body != nil {
		return w.body.Write(p)
	}
	return w.ResponseWriter.Write(p)
}

// close writes out what the redacting writer held back.
func (w *appWriter) close() {
	if w.body != nil {
		w.body.Close()
	}
}

// Unwrap gives http.ResponseController the response underneath.
func (w *appWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

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
// false otherwise. The token is then taken out of every part of the
// request that reaches the app (see stripToken).
func appAuth(w *appWriter, r *http.Request, token string) bool {
	valid := func(s string) bool { return subtle.ConstantTimeCompare([]byte(s), []byte(token)) == 1 }
	bearer, hasBearer := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	switch q := r.URL.Query(); {
	case q.Has("token"):
		if !valid(q.Get("token")) {
			appUnauthorized(w, "the token in ?token= does not open this app")
			return false
		}
		w.setCookie(&http.Cookie{Name: appCookie, Value: token, Path: "/", HttpOnly: true,
			SameSite: http.SameSiteLaxMode, Secure: r.URL.Scheme == "https"})
		stripToken(r, token)
		if r.Method == http.MethodGet || r.Method == http.MethodHead {
			w.Header().Set("Cache-Control", "no-store")
			http.Redirect(w, r, r.URL.RequestURI(), http.StatusSeeOther)
			return false
		}
		return true
	case hasBearer:
		if !valid(strings.TrimSpace(bearer)) {
			appUnauthorized(w, "the bearer token does not open this app")
			return false
		}
	default:
		if !slices.ContainsFunc(r.CookiesNamed(appCookie), func(c *http.Cookie) bool { return valid(c.Value) }) {
			appUnauthorized(w, "this app needs its sandbox's app token")
			return false
		}
	}
	stripToken(r, token)
	return true
}

// stripToken takes token (lower case, as the server makes them) out of r
// wherever it may be: the query's token parameters (and any other holding
// it), the token's cookie (and any other holding it), the query of the
// Referer, and every other header holding it in its value or its name,
// Authorization among them, which goes whole.
func stripToken(r *http.Request, token string) {
	r.URL.RawQuery = dropParams(r.URL.RawQuery, token)
	r.URL.ForceQuery = false
	r.RequestURI = r.URL.RequestURI()
	var kept []string
	for _, c := range r.Cookies() {
		if c.Name != appCookie && !strings.Contains(c.Value, token) {
			kept = append(kept, c.Name+"="+c.Value)
		}
	}
	r.Header.Del("Cookie")
	if len(kept) > 0 {
		r.Header.Set("Cookie", strings.Join(kept, "; "))
	}
	if ref, err := url.Parse(r.Header.Get("Referer")); err == nil && ref.RawQuery != "" {
		ref.RawQuery = dropParams(ref.RawQuery, token)
		r.Header.Set("Referer", ref.String())
	}
	for k, vs := range r.Header {
		if strings.Contains(strings.ToLower(k), token) || slices.ContainsFunc(vs, func(v string) bool { return strings.Contains(v, token) }) {
			r.Header.Del(k)
		}
	}
}

// dropParams returns the query raw without its token parameters and
// without any parameter whose name or value holds token, the others
// kept as they were sent, in their order.
func dropParams(raw, token string) string {
	params := strings.Split(raw, "&")
	params = slices.DeleteFunc(params, func(p string) bool {
		if p == "" {
			return true
		}
		k, v, _ := strings.Cut(p, "=")
		k, _ = url.QueryUnescape(k)
		v, _ = url.QueryUnescape(v)
		return k == "token" || strings.Contains(k, token) || strings.Contains(v, token)
	})
	return strings.Join(params, "&")
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
	// Opened as hostfs.OpenIn opens: a FIFO the sandbox left there would
	// otherwise hold this request, and a thread, until a writer came.
	f, st, err := hostfs.OpenIn(root, name)
	if err != nil {
		notFound()
		return
	}
	defer func() { f.Close() }()
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
		if f, st, err = hostfs.OpenIn(root, name); err != nil {
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
