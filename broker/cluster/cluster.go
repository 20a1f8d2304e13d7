// Package cluster makes a server one of several replicas behind a load
// balancer, sharing through Redis where each MCP session and sandbox
// lives: a request for one that lands on another replica is forwarded to
// its owner, signed, or answered 404 once the owner is gone.
package cluster

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"maps"
	"net"
	"net/http"
	"net/http/httputil"
	"net/url"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/sbx-sandbox/sbx/broker/govern"
	"github.com/sbx-sandbox/sbx/broker/transport"
)

// Options make a server one of several replicas behind a load
// balancer that share the routing of their sessions through Redis. Each
// MCP session and sandbox stays in the replica that made it; a request
// for it that lands on another replica is forwarded to its owner, or
// answered 404 once the owner is gone, so the client initialises again.
type Options struct {
	// Redis is the routing server's URL: redis://host:6379/0, or
	// rediss:// for TLS.
	Redis string
	// Password authenticates to Redis, if it needs one.
	Password string
	// Advertise is the URL at which the other replicas reach this one
	// (http://10.0.0.2:8080); requests are forwarded to its /mcp.
	Advertise string
	// Lease is how long this replica's records outlive it when it stops
	// renewing them (default 10 s).
	Lease time.Duration
	// Key, if set, is the key the replicas sign forwarded requests with,
	// the same on every replica, at least MinKeyBytes: Redis then holds no
	// key, and whoever reads Redis cannot sign. Empty: the first replica
	// makes one and keeps it in Redis, and every replica keeps the key it
	// read and publishes it again whenever Redis has lost it.
	Key string
}

// MinKeyBytes is the shortest Options.Key accepted.
const MinKeyBytes = 32

// DefaultLease is how long a replica's sessions stay routed to it after
// it stops renewing them.
const DefaultLease = 10 * time.Second

// Keys in Redis. A session's and a sandbox's name the replica (its
// advertised URL) that holds it, each with the lease its owner renews;
// secretKey holds the key replicas sign forwarded requests with.
const (
	sessionKey = "sbx:session:"
	sandboxKey = "sbx:sandbox:"
	replicaKey = "sbx:replica:"
	secretKey  = "sbx:cluster:secret"
)

// keyLabel derives the signing key from Options.Key, so that the value
// configured is never itself the HMAC key of anything else.
const keyLabel = "sbx cluster forward signing key v1"

// ForwardHeader carries a replica's signature on a request it forwards
// to the session's owner. It is the replicas' own: an app never sees it.
const ForwardHeader = "Sbx-Forwarded"

// Cluster is a server's part in a set of replicas: its records in Redis,
// kept alive while it runs, and the forwarding of requests for sessions
// other replicas hold.
type Cluster struct {
	rdb        *redis.Client
	self       string // the advertised URL
	lease      time.Duration
	shared     bool   // the key is kept in Redis rather than configured
	userHeader string // the trusted proxies' user header, bound into signatures
	proxy      *httputil.ReverseProxy
	log        *slog.Logger

	// live lists the ids of this replica's sessions; lost is told of a
	// sandbox whose lease another replica took.
	live func() (sessions []string)
	lost func(sandbox string)

	mu    sync.Mutex
	local map[string]time.Time // session ids made here → when
	held  map[string]bool      // the sandboxes whose lease this replica holds
	key   []byte               // signs what this replica forwards
	old   []byte               // the key before the last change, still accepted
	until time.Time            // until then

	stop      chan struct{}
	done      chan struct{}
	closeOnce sync.Once
}

// New joins the replicas that share o.Redis. userHeader is the header a
// trusted proxy names the user in, bound into the signature of each
// forwarded request. A URL that is no Redis server's or no replica's is
// an error wrapping govern.ErrPolicy.
func New(o Options, userHeader string, log *slog.Logger) (*Cluster, error) {
	ro, err := redis.ParseURL(o.Redis)
	if err != nil {
		return nil, fmt.Errorf("%w: cluster.redis %q is not a redis://host:port/db or rediss:// URL", govern.ErrPolicy, redactURL(o.Redis))
	}
	if o.Password != "" {
		ro.Password = o.Password
	}
	self, err := advertised(o.Advertise)
	if err != nil {
		return nil, err
	}
	c := &Cluster{
		rdb: redis.NewClient(ro), self: self, lease: o.Lease, userHeader: userHeader, log: log,
		local: map[string]time.Time{}, held: map[string]bool{}, stop: make(chan struct{}), done: make(chan struct{}),
	}
	if c.lease <= 0 {
		c.lease = DefaultLease
	}
	if o.Key != "" {
		if len(o.Key) < MinKeyBytes {
			return nil, fmt.Errorf("%w: cluster.key is %d bytes; it must have at least %d, the same on every replica", govern.ErrPolicy, len(o.Key), MinKeyBytes)
		}
		m := hmac.New(sha256.New, []byte(o.Key))
		m.Write([]byte(keyLabel))
		c.key = m.Sum(nil)
	} else {
		c.shared = true
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := c.join(ctx); err != nil {
		c.rdb.Close()
		return nil, fmt.Errorf("cluster.redis: Redis at %s does not answer: %v", ro.Addr, err)
	}
	c.proxy = &httputil.ReverseProxy{
		Rewrite:       c.rewrite,
		FlushInterval: -1, // streamed responses (SSE) go through as they come
		ErrorHandler:  c.forwardFailed,
		Transport: &http.Transport{
			DialContext:         (&net.Dialer{Timeout: 3 * time.Second}).DialContext,
			MaxIdleConnsPerHost: 64,
			IdleConnTimeout:     90 * time.Second,
		},
	}
	return c, nil
}

// advertised checks a replica's advertised URL and returns it without a
// trailing slash.
func advertised(s string) (string, error) {
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || strings.Trim(u.Path, "/") != "" ||
		u.User != nil || u.RawQuery != "" || u.Fragment != "" {
		return "", fmt.Errorf("%w: cluster.advertise %q is not the URL other replicas reach this one at, such as http://10.0.0.2:8080", govern.ErrPolicy, s)
	}
	return u.Scheme + "://" + u.Host, nil
}

// redactURL hides the password of a URL shown in a message.
func redactURL(s string) string {
	if u, err := url.Parse(s); err == nil {
		return u.Redacted()
	}
	return "(not a URL)"
}

// join records the replica and, with the key kept in Redis, reads the
// replicas' signing key, making it if this replica is the first.
func (c *Cluster) join(ctx context.Context) error {
	if c.shared {
		var b [32]byte
		rand.Read(b[:])
		if err := c.rdb.SetNX(ctx, secretKey, hex.EncodeToString(b[:]), 0).Err(); err != nil {
			return err
		}
		s, err := c.rdb.Get(ctx, secretKey).Result()
		if err != nil {
			return err
		}
		c.key = []byte(s)
	}
	return c.rdb.Set(ctx, replicaKey+c.self, time.Now().UTC().Format(time.RFC3339), c.lease).Err()
}

// keys returns the key this replica signs with and the keys it accepts.
func (c *Cluster) keys() (signing []byte, accepted [][]byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	accepted = [][]byte{c.key}
	if c.old != nil && time.Now().Before(c.until) {
		accepted = append(accepted, c.old)
	}
	return c.key, accepted
}

// adopt makes key, the one Redis holds, this replica's. Redis holds
// another only when it lost the key and a replica that started meanwhile
// made a new one before the others published theirs again: they all take
// the one Redis kept, and accept the one they had for another lease.
func (c *Cluster) adopt(key string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if key == "" || key == string(c.key) {
		return
	}
	c.old, c.until, c.key = c.key, time.Now().Add(c.lease), []byte(key)
	c.log.Warn("cluster: Redis holds another signing key than this replica's, made while it had none; this replica now signs with it")
}

// Start renews the leases until Close: of the sandboxes this replica
// holds, and of its sessions, which live lists. lost is told, in a
// goroutine of its own, of each sandbox whose lease another replica took
// meanwhile (this one could not renew it for a whole lease): this
// replica must stop running it.
func (c *Cluster) Start(live func() (sessions []string), lost func(sandbox string)) {
	c.live, c.lost = live, lost
	go c.renew()
}

// renew rewrites the replica's records every third of a lease.
func (c *Cluster) renew() {
	defer close(c.done)
	t := time.NewTicker(c.lease / 3)
	defer t.Stop()
	for {
		select {
		case <-c.stop:
			return
		case <-t.C:
			if err := c.renewOnce(); err != nil {
				c.log.Warn("cluster: renewing leases in Redis failed; other replicas stop routing here when they run out", "err", err)
			}
		}
	}
}

// renewOnce rewrites every record of the replica with a fresh lease, and
// forgets the session ids made here that have ended.
func (c *Cluster) renewOnce() error {
	sessions := c.live()
	c.mu.Lock()
	sandboxes := slices.Collect(maps.Keys(c.held))
	alive := make(map[string]time.Time, len(sessions))
	for _, id := range sessions {
		alive[id] = c.local[id]
	}
	for id, made := range c.local {
		if time.Since(made) < c.lease { // made, not yet connected
			alive[id] = made
		}
	}
	c.local = alive
	c.mu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), c.lease/3)
	defer cancel()
	var key *redis.StringCmd
	renewed := make([]*redis.Cmd, len(sandboxes))
	signing, _ := c.keys()
	_, err := c.rdb.Pipelined(ctx, func(p redis.Pipeliner) error {
		if c.shared { // published again if Redis lost it (a restart without persistence)
			p.SetNX(ctx, secretKey, string(signing), 0)
			key = p.Get(ctx, secretKey)
		}
		p.Set(ctx, replicaKey+c.self, time.Now().UTC().Format(time.RFC3339), c.lease)
		for _, id := range sessions {
			p.Set(ctx, sessionKey+id, c.self, c.lease)
		}
		for i, id := range sandboxes {
			renewed[i] = renewLease.Eval(ctx, p, []string{sandboxKey + id}, c.self, c.lease.Milliseconds())
		}
		return nil
	})
	if err == nil && key != nil {
		c.adopt(key.Val())
	}
	for i, cmd := range renewed {
		if n, rerr := cmd.Int(); rerr == nil && n == 0 {
			c.log.Error("cluster: another replica took the lease of a sandbox this replica held: its lease ran out while this replica could not renew it; it stops running it here",
				"sandbox", sandboxes[i])
			c.mu.Lock()
			delete(c.held, sandboxes[i])
			c.mu.Unlock()
			go c.lost(sandboxes[i])
		}
	}
	return err
}

// Lease scripts. A sandbox's lease names the replica that holds it;
// only that replica renews or releases it, and another takes it only
// once it has run out (or was released).
var (
	// renewLease extends KEYS[1] if ARGV[1] holds it, or takes it again if
	// Redis lost it; 0 when another replica holds it.
	renewLease = redis.NewScript(`local v = redis.call('GET', KEYS[1])
if v == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
if not v then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]); return 1 end
return 0`)
	// releaseLease deletes KEYS[1] if ARGV[1] holds it.
	releaseLease = redis.NewScript(`if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`)
	// takeLease takes KEYS[1] for ARGV[1] if it is free, and returns
	// who holds it then, cut to 512 bytes.
	takeLease = redis.NewScript(`redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2])
return redis.call('GETRANGE', KEYS[1], 0, 511)`)
)

// Hold takes the lease of sandbox id for this replica, which renews it
// until Release, and reports whether it did: when the lease was free or
// this replica's already, not while another replica holds it.
func (c *Cluster) Hold(ctx context.Context, id string) (bool, error) {
	holder, err := takeLease.Run(ctx, c.rdb, []string{sandboxKey + id}, c.self, c.lease.Milliseconds()).Text()
	if err != nil {
		return false, fmt.Errorf("cluster: taking the sandbox's lease in Redis: %w", err)
	}
	if holder != c.self {
		return false, nil
	}
	c.mu.Lock()
	c.held[id] = true
	c.mu.Unlock()
	return true, nil
}

// Release gives up the lease of sandbox id, if this replica holds it, so
// that another replica may take the sandbox at once.
func (c *Cluster) Release(id string) {
	c.mu.Lock()
	delete(c.held, id)
	c.mu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if err := releaseLease.Run(ctx, c.rdb, []string{sandboxKey + id}, c.self).Err(); err != nil {
		c.log.Warn("cluster: releasing a sandbox's lease in Redis failed; it runs out by itself", "sandbox", id, "err", err)
	}
}

// NewSessionID makes the id of a session starting here and records this
// replica as its owner before the client learns the id.
func (c *Cluster) NewSessionID() string {
	id := rand.Text()
	c.mu.Lock()
	c.local[id] = time.Now()
	c.mu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if err := c.rdb.Set(ctx, sessionKey+id, c.self, c.lease).Err(); err != nil {
		c.log.Warn("cluster: recording a new session in Redis failed; until the next renewal only this replica serves it", "err", err)
	}
	return id
}

// isLocal reports whether session id was made here.
func (c *Cluster) isLocal(id string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	_, ok := c.local[id]
	return ok
}

// forget drops an ended session's record.
func (c *Cluster) forget(id string) {
	c.mu.Lock()
	delete(c.local, id)
	c.mu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	c.rdb.Del(ctx, sessionKey+id)
}

// Close stops renewing and removes the replica's records, so its
// sessions get 404 elsewhere at once rather than after their lease, and
// its sandboxes may run elsewhere. Closing again does nothing.
func (c *Cluster) Close() { c.closeOnce.Do(c.close) }

func (c *Cluster) close() {
	close(c.stop)
	if c.live != nil {
		<-c.done
		sessions := c.live()
		c.mu.Lock()
		sandboxes := slices.Collect(maps.Keys(c.held))
		c.mu.Unlock()
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		c.rdb.Pipelined(ctx, func(p redis.Pipeliner) error {
			p.Del(ctx, replicaKey+c.self)
			for _, id := range sessions {
				p.Del(ctx, sessionKey+id)
			}
			for _, id := range sandboxes {
				releaseLease.Eval(ctx, p, []string{sandboxKey + id}, c.self)
			}
			return nil
		})
	}
	c.rdb.Close()
}

// sign returns the signature of a request for session id forwarded with
// user as the trusted proxies' user header (empty when it has none).
func (c *Cluster) sign(id, user string) string {
	key, _ := c.keys()
	return signature(key, id, user)
}

// valid reports whether sig signs a request for session id with user,
// with a key this replica accepts.
func (c *Cluster) valid(sig, id, user string) bool {
	_, keys := c.keys()
	ok := false
	for _, k := range keys {
		ok = hmac.Equal([]byte(sig), []byte(signature(k, id, user))) || ok
	}
	return ok
}

// signature is the HMAC of a forwarded request's session id and user
// under key.
func signature(key []byte, id, user string) string {
	m := hmac.New(sha256.New, key)
	m.Write([]byte(id + "\n" + user))
	return hex.EncodeToString(m.Sum(nil))
}

// Accept marks the requests other replicas forward, after checking their
// signature; a request with a bad one gets 403. A nil cluster accepts
// none.
func (c *Cluster) Accept(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		sig := r.Header.Get(ForwardHeader)
		if sig == "" {
			h.ServeHTTP(w, r)
			return
		}
		r.Header.Del(ForwardHeader)
		if c == nil || !c.valid(sig, r.Header.Get("Mcp-Session-Id"), r.Header.Get(c.userHeader)) {
			transport.WriteRPCError(w, http.StatusForbidden, nil, -32600, "the request claims to come from another replica but its signature is not valid here")
			return
		}
		h.ServeHTTP(w, r.WithContext(govern.WithPeer(r.Context())))
	})
}

// Route serves a request for a session made here, or one another replica
// forwarded, with h; a request for another replica's session goes to that
// replica, and one for a session no live replica holds gets 404, which
// tells the client to initialise again. A nil cluster serves everything
// with h.
func (c *Cluster) Route(h http.Handler) http.Handler {
	if c == nil {
		return h
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := r.Header.Get("Mcp-Session-Id")
		if id == "" || govern.FromPeer(r) || c.isLocal(id) {
			c.serveLocal(h, w, r, id)
			return
		}
		owner, err := c.rdb.Get(r.Context(), sessionKey+id).Result()
		switch {
		case errors.Is(err, redis.Nil):
			http.Error(w, "session not found: the replica that held it is gone; initialize a new session", http.StatusNotFound)
		case err != nil:
			c.log.Error("cluster: looking up a session's replica in Redis failed", "err", err)
			http.Error(w, "this server cannot find which replica holds the session right now; retry in a moment", http.StatusServiceUnavailable)
		case owner == c.self:
			c.serveLocal(h, w, r, id)
		default:
			c.forward(w, r, owner, c.sign(id, r.Header.Get(c.userHeader)))
		}
	})
}

// ForwardApp forwards a request for a published app of sandbox id, which
// this replica does not hold, to the replica that does, and reports
// whether there is one. The app checks its token there. A request another
// replica forwarded is never forwarded again.
func (c *Cluster) ForwardApp(w http.ResponseWriter, r *http.Request, id string) bool {
	if c == nil || r.Header.Get(ForwardHeader) != "" {
		return false
	}
	owner, err := c.rdb.Get(r.Context(), sandboxKey+id).Result()
	if err != nil || owner == c.self {
		return false
	}
	c.forward(w, r, owner, c.sign("app:"+id, ""))
	return true
}

// RecordSandbox takes the lease of a new sandbox, so that its apps are
// reachable through every replica at once.
func (c *Cluster) RecordSandbox(id string) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if _, err := c.Hold(ctx, id); err != nil {
		c.mu.Lock()
		c.held[id] = true // a new id is nobody else's: the next renewal takes it
		c.mu.Unlock()
		c.log.Warn("cluster: recording a new sandbox in Redis failed; the next renewal tries again", "err", err)
	}
}

// forwarded is where a forwarded request goes and its signature.
type forwarded struct{ owner, sig string }

// forward sends r to the replica owner, signed with sig.
func (c *Cluster) forward(w http.ResponseWriter, r *http.Request, owner, sig string) {
	c.proxy.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), ownerKey{}, forwarded{owner, sig})))
}

// serveLocal serves r here, and drops the record of a session its client
// ended.
func (c *Cluster) serveLocal(h http.Handler, w http.ResponseWriter, r *http.Request, id string) {
	if r.Method != http.MethodDelete || id == "" {
		h.ServeHTTP(w, r)
		return
	}
	sw := &statusWriter{ResponseWriter: w}
	h.ServeHTTP(sw, r)
	if sw.status/100 == 2 {
		c.forget(id)
	}
}

// ownerKey is the context key of the replica a request is forwarded to.
type ownerKey struct{}

// rewrite addresses a forwarded request to its owner, keeping the Host
// the client named (the owner checks Origin against it, and its gateway
// finds apps by it) and signing it.
func (c *Cluster) rewrite(pr *httputil.ProxyRequest) {
	to := pr.In.Context().Value(ownerKey{}).(forwarded)
	owner, _ := url.Parse(to.owner)
	pr.SetURL(owner)
	pr.Out.Host = pr.In.Host
	pr.Out.Header.Set(ForwardHeader, to.sig)
}

// forwardFailed answers a request the owner did not take: the session
// ends (404) if the owner's lease has run out meanwhile, else the client
// may retry (502).
func (c *Cluster) forwardFailed(w http.ResponseWriter, r *http.Request, err error) {
	if r.Context().Err() != nil {
		return // the client went away
	}
	owner := r.Context().Value(ownerKey{}).(forwarded).owner
	n, rerr := c.rdb.Exists(context.WithoutCancel(r.Context()), replicaKey+owner).Result()
	if rerr == nil && n == 0 {
		http.Error(w, "session not found: the replica that held it is gone; initialize a new session", http.StatusNotFound)
		return
	}
	c.log.Warn("cluster: forwarding to the session's replica failed", "replica", owner, "err", err)
	http.Error(w, "the replica holding this session did not answer; retry, and initialize a new session if it stays away", http.StatusBadGateway)
}

// statusWriter notes the status of a response.
type statusWriter struct {
	http.ResponseWriter
	status int
}

// WriteHeader implements http.ResponseWriter.
func (w *statusWriter) WriteHeader(status int) {
	if w.status == 0 {
		w.status = status
	}
	w.ResponseWriter.WriteHeader(status)
}

// Write implements http.ResponseWriter.
func (w *statusWriter) Write(p []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	return w.ResponseWriter.Write(p)
}

// Unwrap gives http.ResponseController the response underneath.
func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// Self is the URL at which the other replicas reach this one.
func (c *Cluster) Self() string { return c.self }
