package fallback

import (
	"context"
	"crypto/tls"
	_ "embed"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httputil"
	"net/netip"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/sbx-sandbox/sbx/provider"
)

// Egress is a sandbox's allow-list for outbound traffic. A sandbox with a
// non-empty list reaches the network only through an HTTP proxy sbx runs
// for it, which forwards requests (plain HTTP and CONNECT tunnels) to
// allowed hosts and refuses every other with 403. Without it the sandbox
// has no network at all.
type Egress = provider.Egress

// Credential is a secret the proxy writes in place of its stand-in.
type Credential = provider.Credential

// egressAllowed reports whether host:port matches one of the rules. A
// loopback or private address matches only a rule that names its port
// too: reaching the operator's own network is a choice made port by port.
func egressAllowed(rules []string, host, port string) bool {
	host = strings.ToLower(strings.TrimSuffix(strings.Trim(host, "[]"), "."))
	addr, addrErr := netip.ParseAddr(host)
	local := addrErr == nil && !provider.PublicAddr(addr)
	for _, rule := range rules {
		rhost, rport := splitRule(strings.ToLower(rule))
		if rport != "" && rport != port || rport == "" && local {
			continue
		}
		if p, err := netip.ParsePrefix(rhost); err == nil {
			if addrErr == nil && p.Contains(addr.Unmap()) {
				return true
			}
			continue
		}
		if a, err := netip.ParseAddr(rhost); err == nil {
			if addrErr == nil && a == addr.Unmap() {
				return true
			}
			continue
		}
		if addrErr == nil {
			continue // a name never matches an address
		}
		if domain, ok := strings.CutPrefix(rhost, "*."); ok {
			if strings.HasSuffix(host, "."+domain) {
				return true
			}
			continue
		}
		if host == rhost {
			return true
		}
	}
	return false
}

// splitRule splits an allow-list entry into its host (an IPv6 address
// without brackets) and its port, "" for any.
func splitRule(rule string) (host, port string) {
	host = rule
	if i := strings.LastIndexByte(rule, ':'); i >= 0 && (strings.Count(rule, ":") == 1 || strings.HasPrefix(rule, "[")) {
		host, port = rule[:i], rule[i+1:]
	}
	return strings.Trim(host, "[]"), port
}

// LoopbackForwards are the loopback addresses with a port that rules name,
// as host:port. A sandbox has a loopback of its own, so its relay listens
// at each and tunnels to the host's; the relay's own port is left out.
func LoopbackForwards(rules []string) []string {
	var fwd []string
	for _, rule := range rules {
		host, port := splitRule(rule)
		addr, err := netip.ParseAddr(host)
		if err != nil || !addr.Unmap().IsLoopback() || port == "" || port == EgressPort && addr.Unmap() == netip.AddrFrom4([4]byte{127, 0, 0, 1}) {
			continue
		}
		if fw := net.JoinHostPort(addr.Unmap().String(), port); !slices.Contains(fwd, fw) {
			fwd = append(fwd, fw)
		}
	}
	return fwd
}

// EgressEnv points a sandbox's programs at the relay, at the CA bundle
// that trusts the proxy's certificates (at bundle in the sandbox) when it
// writes credentials, and pip and npm at the operator's index and
// registry if there are.
// pip takes plain http from a loopback index only; another's host is
// named trusted, as the operator chose it.
func EgressEnv(eg Egress, bundle string) []string {
	proxy := "http://127.0.0.1:" + EgressPort
	env := []string{"HTTP_PROXY=" + proxy, "HTTPS_PROXY=" + proxy, "http_proxy=" + proxy, "https_proxy=" + proxy,
		"NO_PROXY=localhost,127.0.0.1,::1", "no_proxy=localhost,127.0.0.1,::1"}
	if Intercepts(eg) {
		for _, k := range []string{"SSL_CERT_FILE", "REQUESTS_CA_BUNDLE", "CURL_CA_BUNDLE", "NODE_EXTRA_CA_CERTS", "PIP_CERT"} {
			env = append(env, k+"="+bundle)
		}
	}
	if eg.NpmRegistry != "" {
		env = append(env, "npm_config_registry="+eg.NpmRegistry)
	}
	if eg.PipIndex == "" {
		return env
	}
	env = append(env, "PIP_INDEX_URL="+eg.PipIndex)
	if u, err := url.Parse(eg.PipIndex); err == nil && u.Scheme == "http" {
		if a, err := netip.ParseAddr(u.Hostname()); err != nil || !a.IsLoopback() {
			env = append(env, "PIP_TRUSTED_HOST="+u.Host)
		}
	}
	return env
}

// EgressProxy is the forward proxy of one sandbox, listening on a unix
// socket that is bind-mounted into its container.
type EgressProxy struct {
	eg   Egress
	dir  string // holds the socket; removed on close
	ln   net.Listener
	srv  *http.Server
	rp   *httputil.ReverseProxy
	once sync.Once

	tlsUp  *http.Transport // toward the hosts it ends TLS for
	leafMu sync.Mutex
	leaves map[string]*tls.Certificate // by host
}

// EgressSocket is the proxy's socket in the directory mounted at /run/sbx.
const EgressSocket = "egress.sock"

// EgressPort is where the relay inside the container listens.
const EgressPort = "3128"

// StartEgress starts a proxy for eg on a socket in a new directory.
func StartEgress(eg Egress) (*EgressProxy, error) {
	dir, err := os.MkdirTemp("", "sbx-egress-")
	if err != nil {
		return nil, err
	}
	if err := os.Chmod(dir, 0o755); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	sock := filepath.Join(dir, EgressSocket)
	ln, err := net.Listen("unix", sock)
	if err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	// The sandbox's user, whoever it is, must be able to connect.
	if err := os.Chmod(sock, 0o666); err != nil {
		ln.Close()
		os.RemoveAll(dir)
		return nil, err
	}
	p := ServeEgress(eg, ln)
	p.dir = dir
	return p, nil
}

// ServeEgress starts a proxy for eg on the connections ln accepts.
func ServeEgress(eg Egress, ln net.Listener) *EgressProxy {
	p := &EgressProxy{eg: eg, ln: ln}
	p.rp = &httputil.ReverseProxy{
		Rewrite: func(pr *httputil.ProxyRequest) {
			pr.Out.URL = pr.In.URL
			pr.Out.Host = ""
			pr.Out.Header.Del("Proxy-Authorization")
		},
		Transport: &http.Transport{
			Proxy:                 nil,
			DialContext:           p.dial,
			ResponseHeaderTimeout: time.Minute,
			MaxIdleConnsPerHost:   4,
		},
		ErrorHandler: func(w http.ResponseWriter, r *http.Request, err error) {
			http.Error(w, "sbx egress proxy: "+err.Error(), http.StatusBadGateway)
		},
	}
	if len(eg.Credentials) > 0 {
		p.tlsUp = &http.Transport{DialContext: p.dial, TLSClientConfig: &tls.Config{RootCAs: eg.RootCAs},
			ResponseHeaderTimeout: time.Minute, MaxIdleConnsPerHost: 4}
	}
	p.srv = &http.Server{Handler: p, ReadHeaderTimeout: 30 * time.Second}
	go p.srv.Serve(ln)
	return p
}

// Dir is the directory holding the proxy's socket (EgressSocket), empty
// for one ServeEgress started.
func (p *EgressProxy) Dir() string { return p.dir }

// Egress is the allow-list and credentials the proxy applies.
func (p *EgressProxy) Egress() Egress { return p.eg }

// Close stops the proxy and removes its socket, if it has one.
func (p *EgressProxy) Close() {
	p.once.Do(func() {
		p.srv.Close()
		if p.dir != "" {
			os.RemoveAll(p.dir)
		}
	})
}

// dial connects to addr (host:port). A name is resolved here and only its
// public addresses are dialled, so that no allowed name leads to the host's
// own services, a private network or a cloud metadata service, whatever its
// DNS answers (also if the answer changes between two lookups). An address
// is dialled as given: only the allow-list naming it lets it through.
// Egress.Resolve (for tests) maps a name to the address to dial instead.
func (p *EgressProxy) dial(ctx context.Context, _, addr string) (net.Conn, error) {
	d := net.Dialer{Timeout: 30 * time.Second}
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return nil, err
	}
	if to, ok := p.eg.Resolve[addr]; ok {
		return d.DialContext(ctx, "tcp", to)
	} else if to, ok := p.eg.Resolve[host]; ok {
		return d.DialContext(ctx, "tcp", to)
	}
	if _, err := netip.ParseAddr(strings.Trim(host, "[]")); err == nil {
		return d.DialContext(ctx, "tcp", addr)
	}
	ips, err := net.DefaultResolver.LookupNetIP(ctx, "ip", host)
	if err != nil {
		return nil, err
	}
	err = fmt.Errorf("%s has no address", host)
	for _, ip := range ips {
		if !provider.PublicAddr(ip) {
			err = fmt.Errorf("%s resolves to %s, a private or local address; sandboxes reach public addresses only (network.egress_allow may name the address itself, with its port)", host, ip)
			continue
		}
		var conn net.Conn
		if conn, err = d.DialContext(ctx, "tcp", net.JoinHostPort(ip.String(), port)); err == nil {
			return conn, nil
		}
	}
	return nil, err
}

// check decides a request for host:port and reports the decision.
func (p *EgressProxy) check(w http.ResponseWriter, hostport, defPort string) (string, bool) {
	host, port, err := net.SplitHostPort(hostport)
	if err != nil {
		host, port = hostport, defPort
	}
	target := net.JoinHostPort(strings.Trim(host, "[]"), port)
	ok := host != "" && egressAllowed(p.eg.Allow, host, port)
	if p.eg.OnDecision != nil {
		p.eg.OnDecision(target, ok)
	}
	if !ok {
		http.Error(w, "sbx egress proxy: "+target+" is not on this server's egress allow-list (network.egress_allow)", http.StatusForbidden)
	}
	return target, ok
}

// ServeHTTP forwards one proxied request or CONNECT tunnel.
func (p *EgressProxy) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method == http.MethodConnect {
		target, ok := p.check(w, r.Host, "443")
		if !ok {
			return
		}
		// Toward a credential's host the proxy ends the sandbox's TLS and
		// dials for each request; toward any other it joins a tunnel.
		host, port, _ := net.SplitHostPort(target)
		var up net.Conn
		if !p.credentialHost(host, port) {
			var err error
			if up, err = p.dial(r.Context(), "tcp", target); err != nil {
				http.Error(w, "sbx egress proxy: "+err.Error(), http.StatusBadGateway)
				return
			}
		}
		hj, ok := w.(http.Hijacker)
		if !ok {
			if up != nil {
				up.Close()
			}
			http.Error(w, "sbx egress proxy: cannot tunnel", http.StatusInternalServerError)
			return
		}
		w.WriteHeader(http.StatusOK)
		conn, buf, err := hj.Hijack()
		switch {
		case err != nil:
			if up != nil {
				up.Close()
			}
		case up == nil:
			p.intercept(conn, buf, host, port)
		default:
			splice(conn, buf, up)
		}
		return
	}
	if !r.URL.IsAbs() || r.URL.Scheme != "http" {
		http.Error(w, "sbx egress proxy: send absolute http:// URLs, or CONNECT for https", http.StatusBadRequest)
		return
	}
	target, ok := p.check(w, r.URL.Host, "80")
	if !ok {
		return
	}
	host, port, _ := net.SplitHostPort(target)
	p.substitute(r, host, port)
	p.rp.ServeHTTP(w, r)
}

// splice copies between the client and upstream until both are done.
func splice(conn net.Conn, buf io.Reader, up net.Conn) {
	defer conn.Close()
	defer up.Close()
	done := make(chan struct{}, 2)
	go func() {
		io.Copy(up, buf)
		closeWrite(up)
		done <- struct{}{}
	}()
	go func() {
		io.Copy(conn, up)
		closeWrite(conn)
		done <- struct{}{}
	}()
	<-done
	<-done
}

func closeWrite(c net.Conn) {
	if cw, ok := c.(interface{ CloseWrite() error }); ok {
		cw.CloseWrite()
	}
}

// EgressReady is the file the relay creates once it listens.
const EgressReady = "/tmp/.sbx-egress-ready"

// EgressRelay is the relay in a sandbox (osrelay.py): run as python3 -c
// EgressRelay PORT UPSTREAM FORWARD...
//
//go:embed osrelay.py
var EgressRelay string

// ConnListener is a net.Listener whose connections are pushed to it.
type ConnListener struct {
	ch   chan net.Conn
	done chan struct{}
	once sync.Once
}

// NewConnListener returns a ConnListener with nothing pushed yet.
func NewConnListener() *ConnListener {
	return &ConnListener{ch: make(chan net.Conn), done: make(chan struct{})}
}

// Push hands c to Accept, or closes it once the listener is closed.
func (l *ConnListener) Push(c net.Conn) {
	select {
	case l.ch <- c:
	case <-l.done:
		c.Close()
	}
}

// Accept implements net.Listener.
func (l *ConnListener) Accept() (net.Conn, error) {
	select {
	case c := <-l.ch:
		return c, nil
	case <-l.done:
		return nil, net.ErrClosed
	}
}

// Close implements net.Listener.
func (l *ConnListener) Close() error {
	l.once.Do(func() { close(l.done) })
	return nil
}

// Addr implements net.Listener.
func (l *ConnListener) Addr() net.Addr { return relayAddr{} }

// relayAddr names the relay's end.
type relayAddr struct{}

func (relayAddr) Network() string { return "sandbox" }
func (relayAddr) String() string  { return "sandbox egress relay" }
