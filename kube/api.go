package kube

import (
	"bytes"
	"context"
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"reflect"
	"strings"
	"sync"
	"time"
)

// Config says how to reach a Kubernetes API server and who to be there:
// what a kubeconfig's current context, or a pod's service account, gives.
// The provider talks to the API server with net/http and JSON, and execs
// over WebSocket, so that sbx does not carry client-go (about 9 MB of a
// stripped binary and a fifth of a cold build; docs/benchmarks.md).
type Config struct {
	// Host is the API server's URL, https://host:port.
	Host string
	// CAData is the PEM of the certificate authorities to trust; the
	// system's when empty. Insecure skips verifying the server instead.
	CAData   []byte
	Insecure bool
	// ServerName is the name to verify the server's certificate for, if
	// not Host's.
	ServerName string
	// CertData and KeyData are a client certificate and its key, PEM.
	CertData, KeyData []byte
	// BearerToken is sent as the Authorization; TokenFile, if set, is
	// read for each request instead (a service account's token rotates).
	BearerToken string
	TokenFile   string
	// Username and Password are basic authentication.
	Username, Password string
	// Exec is a credential plugin that prints a token or a certificate.
	Exec *ExecConfig
	// Impersonate is the user to act as (Impersonate-User).
	Impersonate string
	// ProxyURL is the proxy to reach the API server through; the
	// environment's (HTTPS_PROXY, NO_PROXY) when empty.
	ProxyURL string
}

// client is a REST client of one API server.
type client struct {
	cfg   *Config
	base  *url.URL
	tls   *tls.Config
	proxy func(*http.Request) (*url.URL, error)
	http  *http.Client
	creds *execCredentials // nil without a credential plugin
}

// newClient checks cfg and returns a client; it connects to nothing.
func newClient(cfg *Config) (*client, error) {
	base, err := url.Parse(cfg.Host)
	if err != nil || (base.Scheme != "https" && base.Scheme != "http") || base.Host == "" {
		return nil, fmt.Errorf("the API server's address %q is not an https:// URL", cfg.Host)
	}
	c := &client{cfg: cfg, base: base, proxy: http.ProxyFromEnvironment}
	if cfg.ProxyURL != "" {
		pu, err := url.Parse(cfg.ProxyURL)
		if err != nil {
			return nil, fmt.Errorf("proxy-url %q: %v", cfg.ProxyURL, err)
		}
		c.proxy = http.ProxyURL(pu)
	}
	c.tls = &tls.Config{InsecureSkipVerify: cfg.Insecure, ServerName: cfg.ServerName, MinVersion: tls.VersionTLS12}
	if len(cfg.CAData) > 0 {
		pool := x509.NewCertPool()
		if !pool.AppendCertsFromPEM(cfg.CAData) {
			return nil, errors.New("the certificate authority data holds no PEM certificate")
		}
		c.tls.RootCAs = pool
	}
	if len(cfg.CertData) > 0 || len(cfg.KeyData) > 0 {
		cert, err := tls.X509KeyPair(cfg.CertData, cfg.KeyData)
		if err != nil {
			return nil, fmt.Errorf("the client certificate: %v", err)
		}
		c.tls.Certificates = []tls.Certificate{cert}
	}
	if cfg.Exec != nil {
		c.creds = &execCredentials{cfg: cfg.Exec, server: cfg.Host, caData: cfg.CAData}
		static := c.tls.Certificates
		c.tls.GetClientCertificate = func(*tls.CertificateRequestInfo) (*tls.Certificate, error) {
			if cert, err := c.creds.certificate(context.Background()); err != nil || cert != nil {
				return cert, err
			}
			if len(static) > 0 {
				return &static[0], nil
			}
			return &tls.Certificate{}, nil
		}
	}
	tr := &http.Transport{
		Proxy: c.proxy, TLSClientConfig: c.tls.Clone(), ForceAttemptHTTP2: true, // the transport adds h2 to its own copy
		DialContext:         (&net.Dialer{Timeout: 30 * time.Second, KeepAlive: 30 * time.Second}).DialContext,
		TLSHandshakeTimeout: 10 * time.Second, IdleConnTimeout: 90 * time.Second, MaxIdleConnsPerHost: 25,
	}
	c.http = &http.Client{Transport: tr}
	return c, nil
}

// userAgent names sbx to the API server (its audit log shows it).
const userAgent = "sbx-kubernetes-provider"

// authorize sets the headers that say who the request is from.
func (c *client) authorize(ctx context.Context, h http.Header) error {
	h.Set("User-Agent", userAgent)
	if c.cfg.Impersonate != "" {
		h.Set("Impersonate-User", c.cfg.Impersonate)
	}
	switch {
	case c.cfg.TokenFile != "":
		b, err := os.ReadFile(c.cfg.TokenFile)
		if err != nil {
			return fmt.Errorf("the token file: %w", err)
		}
		h.Set("Authorization", "Bearer "+strings.TrimSpace(string(b)))
	case c.cfg.BearerToken != "":
		h.Set("Authorization", "Bearer "+c.cfg.BearerToken)
	case c.cfg.Username != "" || c.cfg.Password != "":
		r := http.Request{Header: http.Header{}}
		r.SetBasicAuth(c.cfg.Username, c.cfg.Password)
		h.Set("Authorization", r.Header.Get("Authorization"))
	case c.creds != nil:
		token, err := c.creds.token(ctx)
		if err != nil {
			return err
		}
		if token != "" {
			h.Set("Authorization", "Bearer "+token)
		}
	}
	return nil
}

// url is the URL of path (from the API root, /api/v1/...) with query.
func (c *client) url(path string, query url.Values) *url.URL {
	u := *c.base
	u.Path = strings.TrimSuffix(u.Path, "/") + path
	u.RawPath = ""
	u.RawQuery = query.Encode()
	return &u
}

// apiError is the API server's answer to a request that failed: its
// HTTP status and the Status object it sent, if any.
type apiError struct {
	Code    int
	Reason  string // NotFound, AlreadyExists, Forbidden, ...
	Message string
}

func (e *apiError) Error() string {
	if e.Message != "" {
		return e.Message
	}
	return fmt.Sprintf("the API server answered %d %s", e.Code, http.StatusText(e.Code))
}

func isNotFound(err error) bool {
	var e *apiError
	return errors.As(err, &e) && e.Code == http.StatusNotFound
}

func isAlreadyExists(err error) bool {
	var e *apiError
	return errors.As(err, &e) && e.Code == http.StatusConflict && e.Reason == "AlreadyExists"
}

// reason is an API error's message, without the request's URL.
func reason(err error) string {
	var e *apiError
	if errors.As(err, &e) {
		return e.Error()
	}
	return "the request failed"
}

// Content types of requests.
const (
	contentJSON  = "application/json"
	contentMerge = "application/merge-patch+json"
)

// do sends a request with in as its JSON body (if not nil) and decodes
// the answer into out (if not nil). A credential plugin's token refused
// with 401 is fetched again once.
func (c *client) do(ctx context.Context, method, path string, query url.Values, contentType string, in, out any) error {
	var body []byte
	if in != nil {
		var err error
		if body, err = json.Marshal(in); err != nil {
			return err
		}
	}
	for attempt := 0; ; attempt++ {
		resp, err := c.send(ctx, method, c.url(path, query), contentType, body)
		if err != nil {
			return err
		}
		if resp.StatusCode == http.StatusUnauthorized && c.creds != nil && attempt == 0 {
			resp.Body.Close()
			c.creds.expire()
			continue
		}
		defer resp.Body.Close()
		if resp.StatusCode < 200 || resp.StatusCode > 299 {
			return readError(resp)
		}
		if out == nil {
			_, err = io.Copy(io.Discard, resp.Body)
			return err
		}
		return json.NewDecoder(resp.Body).Decode(out)
	}
}

func (c *client) send(ctx context.Context, method string, u *url.URL, contentType string, body []byte) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, method, u.String(), bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	if body == nil {
		req.Body, req.ContentLength = http.NoBody, 0
	} else {
		req.Header.Set("Content-Type", contentType)
	}
	req.Header.Set("Accept", contentJSON)
	if err := c.authorize(ctx, req.Header); err != nil {
		return nil, err
	}
	return c.http.Do(req)
}

// readError turns a failed answer into an *apiError.
func readError(resp *http.Response) error {
	b, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	e := &apiError{Code: resp.StatusCode}
	var st status
	if json.Unmarshal(b, &st) == nil && st.Kind == "Status" {
		e.Reason, e.Message = st.Reason, st.Message
	}
	return e
}

func (c *client) get(ctx context.Context, path string, query url.Values, out any) error {
	return c.do(ctx, http.MethodGet, path, query, "", nil, out)
}

func (c *client) create(ctx context.Context, path string, obj, out any) error {
	return c.do(ctx, http.MethodPost, path, nil, contentJSON, obj, out)
}

func (c *client) delete(ctx context.Context, path string, query url.Values) error {
	return c.do(ctx, http.MethodDelete, path, query, "", nil, nil)
}

// watch streams the events of a watch of path: fn sees each until the
// server ends the watch, ctx ends, or fn returns false.
func (c *client) watch(ctx context.Context, path string, query url.Values, fn func(watchEvent) bool) error {
	q := url.Values{}
	for k, v := range query {
		q[k] = v
	}
	q.Set("watch", "true")
	resp, err := c.send(ctx, http.MethodGet, c.url(path, q), "", nil)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return readError(resp)
	}
	dec := json.NewDecoder(resp.Body)
	for {
		var ev watchEvent
		if err := dec.Decode(&ev); err != nil {
			if errors.Is(err, io.EOF) {
				return nil
			}
			return err
		}
		if ev.Type == "ERROR" {
			var st status
			json.Unmarshal(ev.Object, &st)
			return &apiError{Code: st.Code, Reason: st.Reason, Message: st.Message}
		}
		if !fn(ev) {
			return nil
		}
	}
}

// Paths of the objects the provider uses.
func podsPath(ns string) string   { return "/api/v1/namespaces/" + url.PathEscape(ns) + "/pods" }
func podPath(ns, n string) string { return podsPath(ns) + "/" + url.PathEscape(n) }
func policiesPath(ns string) string {
	return "/apis/networking.k8s.io/v1/namespaces/" + url.PathEscape(ns) + "/networkpolicies"
}
func leasesPath(ns string) string {
	return "/apis/coordination.k8s.io/v1/namespaces/" + url.PathEscape(ns) + "/leases"
}
func namespacePath(ns string) string { return "/api/v1/namespaces/" + url.PathEscape(ns) }
func runtimeClassPath(name string) string {
	return "/apis/node.k8s.io/v1/runtimeclasses/" + url.PathEscape(name)
}

const accessReviewsPath = "/apis/authorization.k8s.io/v1/selfsubjectaccessreviews"

// selectorQuery asks for the objects with the labels of selector.
func selectorQuery(selector string) url.Values { return url.Values{"labelSelector": {selector}} }

// configOf reads Options.Config: a *Config, or a *rest.Config of
// k8s.io/client-go (which tests of sbx hold, from the API server they
// start), read by its fields' names so that this package does not import
// client-go.
func configOf(v any) (*Config, error) {
	if c, ok := v.(*Config); ok {
		if c == nil {
			return nil, errors.New("a nil *kube.Config")
		}
		return c, nil
	}
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() || rv.Elem().Kind() != reflect.Struct || rv.Elem().FieldByName("Host").Kind() != reflect.String {
		return nil, fmt.Errorf("kubernetes: Options.Config is a %T, want a *kube.Config or client-go's *rest.Config", v)
	}
	s := rv.Elem()
	field := func(path ...string) reflect.Value {
		f := s
		for _, name := range path {
			if f = f.FieldByName(name); !f.IsValid() {
				return reflect.Value{}
			}
		}
		return f
	}
	str := func(path ...string) string {
		if f := field(path...); f.Kind() == reflect.String {
			return f.String()
		}
		return ""
	}
	data := func(dataField, fileField string) ([]byte, error) {
		if f := field(dataField); f.Kind() == reflect.Slice && f.Len() > 0 {
			return f.Bytes(), nil
		}
		if name := str(fileField); name != "" {
			return os.ReadFile(name)
		}
		return nil, nil
	}
	c := &Config{Host: str("Host"), ServerName: str("ServerName"), BearerToken: str("BearerToken"),
		TokenFile: str("BearerTokenFile"), Username: str("Username"), Password: str("Password"),
		Impersonate: str("Impersonate", "UserName")}
	if f := field("Insecure"); f.Kind() == reflect.Bool {
		c.Insecure = f.Bool()
	}
	var err error
	if c.CAData, err = data("CAData", "CAFile"); err != nil {
		return nil, err
	}
	if c.CertData, err = data("CertData", "CertFile"); err != nil {
		return nil, err
	}
	if c.KeyData, err = data("KeyData", "KeyFile"); err != nil {
		return nil, err
	}
	if !strings.Contains(c.Host, "://") && c.Host != "" {
		c.Host = "https://" + c.Host
	}
	return c, nil
}

// execMu serialises runs of credential plugins, as one at a time is
// enough and some prompt or lock.
var execMu sync.Mutex
