// Package sessions owns the sandboxes of every MCP connection: their
// lifecycle (created on first use or on demand, ended when idle, at
// their TTL, when destroyed or when the connection closes), the spares
// made ahead, the run queue that shares the server's cores among owners,
// and where each run goes: the WebAssembly tier, or a native provider it
// escalates to. It knows the MCP connection only as the key of its
// sandboxes; the tools that use them are the broker's.
package sessions

import (
	"cmp"
	"context"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/broker/govern"
	"github.com/sbx-sandbox/sbx/broker/homes"
	"github.com/sbx-sandbox/sbx/broker/sessions/dirlock"
	"github.com/sbx-sandbox/sbx/broker/sessions/escalate"
	"github.com/sbx-sandbox/sbx/broker/sessions/natives"
	"github.com/sbx-sandbox/sbx/broker/sessions/sched"
	"github.com/sbx-sandbox/sbx/broker/sessions/wasmtier"
	"github.com/sbx-sandbox/sbx/broker/shelf"
	"github.com/sbx-sandbox/sbx/broker/telemetry"
	"github.com/sbx-sandbox/sbx/fallback"
	"github.com/sbx-sandbox/sbx/fallback/tiers"
	"github.com/sbx-sandbox/sbx/hostfs"
	"github.com/sbx-sandbox/sbx/provider"
	"github.com/sbx-sandbox/sbx/shell"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// Sandbox is one sandbox of a connection: a wasmrt sandbox over its own
// workspace and outputs directories, and the native sandbox its runs
// may move to.
type Sandbox struct {
	m       *Sessions
	id      string
	owner   string // the user who created it; empty for anonymous
	dir     string // host directory holding workspace/ and outputs/; never shown to agents
	box     *wasmrt.Sandbox
	outputs *hostfs.Workspace // the Go side of /outputs; guests see it read-only
	created time.Time
	ttl     time.Duration
	memory  int64
	turn    chan struct{}       // held by the run_code call in progress
	jobs    *shell.Jobs         // background command lines in the WebAssembly shell
	jobSeq  atomic.Int64        // the number of the last job started, in any tier
	tier    *escalate.Escalator // where its runs go: WebAssembly, and a native provider if it has or gets one
	home    func()              // releases the owner's home
	lock    io.Closer           // holds dir as this server's (see owner.go)
	from    string              // the sandbox it was forked from, if any
	mirror  *shelf.Mirror       // what the shelf holds of it (Options.Shelf), else nil
	saveMu  sync.Mutex          // held while it is saved to the shelf or removed from it
	dropped bool                // another replica took its lease: the shelf's copy is that one's (guarded by saveMu)

	endMu  sync.Mutex
	ended  bool     // end has begun
	endWhy string   // why it was removed, for a run it ends
	ends   []func() // run when it ends (OnEnd)
	// ran and resets, in its record when sandboxes are kept (see keep.go):
	// the languages whose interpreters have run, whose state a kill loses,
	// and those whose next result is to say that their state was lost
	// while no server ran the sandbox.
	ran, resets map[string]bool

	// Guarded by Sessions.mu.
	lastUsed time.Time
	busy     int                      // tool calls in progress
	langs    map[wasmrt.Language]bool // interpreters holding state
	unrun    bool                     // a spare handed out that has not run yet
	unpulled bool                     // new: its owner's home is to be brought down before its first call
	asleep   bool                     // its interpreters were suspended for being idle, not yet resumed
	dirty    bool                     // used since it was last saved to the shelf
}

// conn is one MCP connection's share of the sandboxes.
type conn struct {
	user      string // who the connection belongs to (Bind); empty for anonymous
	boxes     map[string]*Sandbox
	making    int // sandboxes being forked, not yet in boxes
	defaultID string
	gone      map[string]string // recently removed sandbox → why, for a clearer "not found"
}

// isolation is the boundary of every sandbox's WebAssembly tier.
const isolation = string(provider.IsolationWasm)

// maxGone bounds the removed sandboxes a connection remembers.
const maxGone = 64

// Options configure Sessions. The broker fills them from its own, every
// default filled in.
type Options struct {
	// DataDir holds the sandboxes' directories, one per sandbox.
	DataDir string
	// Limits bound each sandbox.
	Limits wasmrt.Limits
	// PerConnection and MaxSandboxes cap the sandboxes of one connection
	// and of the server.
	PerConnection, MaxSandboxes int
	// IdleTimeout and TTL end a sandbox unused that long, and one that old.
	IdleTimeout, TTL time.Duration
	// SuspendAfter suspends the interpreters of a sandbox unused that long
	// (0: never).
	SuspendAfter time.Duration
	// Spares is how many sandboxes are kept ready (0: none).
	Spares int
	// OSSpares and OSSpareMemory are the os provider's spares: at most
	// that many sandboxes made ahead, Python kernel started, of at most
	// that many bytes of idle memory in all (0 for either: none). One is
	// made for each kind of sandbox (owner, limits, home) asked for
	// lately; on a server with one user, for each new sandbox, which may
	// move to the os provider.
	OSSpares      int
	OSSpareMemory int64
	// Provider is a new sandbox's provider: auto, wasm or a native one.
	Provider string
	Logger   *slog.Logger

	// HomeDir, HomeQuota and HomeStore are the identified users' homes
	// (see homes.New).
	HomeDir   string
	HomeQuota hostfs.Quota
	HomeStore *homes.Store

	// Native configures Docker and the microVM; Natives are the providers
	// beyond them, by name, which Close closes.
	Native  []tiers.Option
	Natives map[string]provider.Provider
	// SingleUser says the server serves one user: its auto sandboxes try
	// the os provider first, unless the policy disables it.
	SingleUser bool

	// Policy is the operator's: the providers it allows and the hosts
	// native sandboxes may reach.
	Policy govern.Policy
	// CA is the egress proxy's, with which it ends TLS toward the hosts
	// of the policy's secrets; nil when none has hosts. EgressRoots, if
	// set, are the roots it trusts there instead of the system's.
	CA          *tls.Certificate
	EgressRoots *x509.CertPool
	// Audit, if set, records each request a native sandbox's egress proxy
	// refuses.
	Audit     *govern.Auditor
	Telemetry telemetry.Telemetry
	// Keep keeps sandboxes for a later server: when the sessions close,
	// each sandbox's kernels are suspended to its directory, which stays;
	// a later server over the same data directory takes a sandbox back
	// when its owner names it, until its TTL (see keep.go).
	Keep bool
	// Created, if set, is told of each new sandbox, in a goroutine of its
	// own.
	Created func(id string)
	// Leases and Shelf, if set, move sandboxes between the replicas of a
	// cluster (see shelf.go): each runs where its lease is held, and is
	// saved to the shelf after the calls that use it, at most every
	// SaveEvery, and whole when the server stops, so that any replica
	// takes it back. A shelf implies Keep.
	Leases    Leases
	Shelf     *shelf.Store
	SaveEvery time.Duration
}

// Sessions owns every sandbox, by connection. A connection's sandboxes end
// when it closes, when they are idle too long, or at their TTL.
type Sessions struct {
	natives *natives.Set
	esc     *escalate.Server // what its sandboxes' escalators share
	// spares holds sandboxes made ahead, their kernels already restored;
	// one taken gets its owner's home then. refill asks for more.
	spares     chan *Sandbox
	refill     chan struct{} // a spare was taken
	firstRun   chan struct{} // a spare taken has run for the first time
	sparesDone chan struct{}

	rt    *wasmrt.Runtime
	opts  Options
	log   *slog.Logger
	homes *homes.Homes
	tel   telemetry.Telemetry

	mu      sync.Mutex
	conns   map[*mcp.ServerSession]*conn
	count   int
	closed  bool
	fetched map[string]*shelf.Mirror // sandboxes brought down from the shelf, not yet taken back

	fetchMu   sync.Mutex    // one sandbox brought down from the shelf at a time
	saveReq   chan struct{} // a sandbox was used: save it to the shelf
	saverDone chan struct{}

	ending    sync.WaitGroup // sandboxes removed and not yet ended
	preparing sync.WaitGroup // asking the os provider for spares (prepareOS)
	stop      chan struct{}
	done      chan struct{}
}

// New returns the sandboxes of a server running them in rt. It removes
// the sandbox directories a previous process left in the data directory
// for longer than the TTL and starts the reaper (and the spares). Close
// ends every sandbox.
func New(rt *wasmrt.Runtime, opts Options) *Sessions {
	if opts.Shelf != nil {
		opts.Keep = true
	}
	if opts.OSSpares > 0 && opts.OSSpareMemory > 0 {
		opts.Native = append(slices.Clip(opts.Native), tiers.WithOSSpares(opts.OSSpares, opts.OSSpareMemory))
	}
	m := &Sessions{
		rt: rt, opts: opts, log: opts.Logger, homes: homes.New(opts.HomeDir, opts.HomeQuota, opts.HomeStore, opts.Logger), tel: opts.Telemetry,
		natives: natives.New(opts.Native, opts.Natives,
			opts.SingleUser && opts.Policy.DeniesProvider(ProviderOS) == "" || slices.Contains(opts.Policy.Providers, ProviderOS)),
		conns: map[*mcp.ServerSession]*conn{}, fetched: map[string]*shelf.Mirror{},
		stop: make(chan struct{}), done: make(chan struct{}),
		saveReq: make(chan struct{}, 1), saverDone: make(chan struct{}),
	}
	m.esc = &escalate.Server{Natives: m.natives, DeniesProvider: opts.Policy.DeniesProvider, Tel: m.tel, Log: m.log, QuotaBytes: opts.Limits.Quota.Bytes}
	m.sweep()
	go m.reap()
	if opts.Shelf != nil {
		go m.saver()
	} else {
		close(m.saverDone)
	}
	if opts.Spares > 0 {
		m.spares = make(chan *Sandbox, opts.Spares)
		m.refill = make(chan struct{}, 1)
		m.firstRun = make(chan struct{}, 1)
		m.sparesDone = make(chan struct{})
		go m.keepSpares(m.sparesDir())
	}
	return m
}

// Errors for sandboxes an agent cannot have.
var (
	errNotFound = errors.New("not found")
	ErrLimit    = errors.New("limit reached") // a cap on sandboxes, or on what one holds
	errClosed   = errors.New("the server is shutting down; reconnect in a moment")
)

// Use returns the connection's sandbox id, or its default sandbox when id is
// empty (creating it on first use), marked busy until release is called.
func (m *Sessions) Use(ss *mcp.ServerSession, id string) (sb *Sandbox, release func(), err error) {
	sb, release, pull, err := m.useLocking(ss, id)
	if errors.Is(err, errNotFound) && m.opts.Shelf != nil {
		fetched, ferr := m.fetch(m.User(ss), id)
		if ferr != nil {
			return nil, nil, ferr
		}
		if fetched {
			sb, release, pull, err = m.useLocking(ss, id)
			m.dropFetched(id) // if no connection took it back
		}
	}
	if pull {
		m.homes.SyncOpen(sb.owner, true) // outside the lock: it may wait on S3
	}
	return sb, release, err
}

// useLocking is use under the lock; pull says the sandbox is new and its
// owner's home is to be brought down from its store first.
func (m *Sessions) useLocking(ss *mcp.ServerSession, id string) (sb *Sandbox, release func(), pull bool, err error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	c, err := m.connLocked(ss)
	if err != nil {
		return nil, nil, false, err
	}
	if id != "" {
		if sb, err = m.boxLocked(c, id); err != nil {
			return nil, nil, false, err
		}
	} else if sb = c.boxes[c.defaultID]; sb == nil {
		if sb, err = m.createLocked(c, m.opts.TTL, m.opts.Limits.Memory); err != nil {
			return nil, nil, false, err
		}
		c.defaultID = sb.id
		m.tel.SandboxCreated(ProviderAuto, isolation)
	}
	pull, sb.unpulled = sb.unpulled, false
	return sb, m.holdLocked(sb), pull, nil
}

// holdLocked marks sb busy, and so never idle, until release is called.
func (m *Sessions) holdLocked(sb *Sandbox) (release func()) {
	sb.busy++
	sb.lastUsed = time.Now()
	return func() {
		m.homes.SyncOpen(sb.owner, false)
		m.mu.Lock()
		sb.busy--
		sb.lastUsed = time.Now()
		m.saveSoonLocked(sb)
		m.mu.Unlock()
	}
}

// boxLocked returns c's sandbox id, taking it back first when it is one
// a previous server kept (Options.Keep), or says it is not found.
func (m *Sessions) boxLocked(c *conn, id string) (*Sandbox, error) {
	if sb := c.boxes[id]; sb != nil {
		return sb, nil
	}
	if sb := m.claimLocked(c, id); sb != nil {
		return sb, nil
	}
	if m.opts.Keep {
		if sb, err := m.adoptLocked(c, id); sb != nil || err != nil {
			return sb, err
		}
	}
	return nil, notFound(c, id)
}

// claimLocked moves the live sandbox id from another connection of c's
// user to c, as a host that reconnects names it, and returns it; nil when
// no connection of the same user holds it. The user is an identified one:
// anonymous connections, a local server's included, stay apart, each with
// its own sandboxes (a closed one's kept sandboxes are adopted instead).
func (m *Sessions) claimLocked(c *conn, id string) *Sandbox {
	if c.user == "" {
		return nil
	}
	for _, other := range m.conns {
		sb := other.boxes[id]
		if other == c || sb == nil || other.user != c.user {
			continue
		}
		delete(other.boxes, id)
		if other.defaultID == id {
			other.defaultID = ""
		}
		c.boxes[id] = sb
		m.log.Info("sandbox reconnected", "sandbox", id)
		return sb
	}
	return nil
}

// notFound words a missing sandbox for the agent.
func notFound(c *conn, id string) error {
	const next = "omit sandbox_id to use this connection's default sandbox, or make one with create_sandbox"
	if why, ok := c.gone[id]; ok {
		return fmt.Errorf("sandbox %s %w: it was removed because %s; %s", id, errNotFound, why, next)
	}
	return fmt.Errorf("sandbox %q %w in this connection; %s", id, errNotFound, next)
}

// Create makes an explicit sandbox for the connection.
func (m *Sessions) Create(ss *mcp.ServerSession, ttl time.Duration, memory int64) (*Sandbox, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	c, err := m.connLocked(ss)
	if err != nil {
		return nil, err
	}
	return m.createLocked(c, ttl, memory)
}

// Destroy ends the connection's sandbox id, or its default sandbox when id
// is empty, and returns the id destroyed.
func (m *Sessions) Destroy(ss *mcp.ServerSession, id string) (string, error) {
	if id != "" && m.opts.Shelf != nil { // one on the shelf is brought here to end
		if _, err := m.fetch(m.User(ss), id); err != nil {
			return "", err
		}
		defer m.dropFetched(id)
	}
	m.mu.Lock()
	c, err := m.connLocked(ss)
	if err != nil {
		m.mu.Unlock()
		return "", err
	}
	if id == "" && c.defaultID == "" {
		m.mu.Unlock()
		return "", errors.New("this connection has no default sandbox yet; there is nothing to destroy")
	}
	sb, err := m.boxLocked(c, cmp.Or(id, c.defaultID))
	if err != nil {
		m.mu.Unlock()
		return "", err
	}
	m.removeLocked(c, sb, "it was destroyed")
	m.mu.Unlock()
	m.end(sb)
	return sb.id, nil
}

// connLocked returns the connection's state, starting it on first use: a
// goroutine then waits for the connection to close and frees its sandboxes.
func (m *Sessions) connLocked(ss *mcp.ServerSession) (*conn, error) {
	if m.closed {
		return nil, errClosed
	}
	c := m.conns[ss]
	if c == nil {
		c = &conn{boxes: map[string]*Sandbox{}, gone: map[string]string{}}
		m.conns[ss] = c
		go func() {
			ss.Wait()
			m.closeConn(ss)
		}()
	}
	return c, nil
}

// createLocked makes a sandbox in c, within the connection's and the
// server's caps.
func (m *Sessions) createLocked(c *conn, ttl time.Duration, memory int64) (*Sandbox, error) {
	if err := m.roomLocked(c); err != nil {
		return nil, err
	}
	sb, err := m.spare(c.user, ttl, memory)
	if m.spares != nil && err == nil {
		m.tel.Spare(sb != nil)
	}
	if sb == nil && err == nil {
		sb, err = m.newSandbox(m.opts.DataDir, c.user, ttl, memory)
	}
	if err != nil {
		m.log.Error("create sandbox", "err", err)
		return nil, errors.New("the sandbox could not be created on the server; the server's log has the details")
	}
	c.boxes[sb.id] = sb
	m.count++
	m.log.Info("sandbox created", "sandbox", sb.id, "ttl", sb.ttl, "memory", sb.memory)
	if m.natives.Local() && sb.tier.Name() == ProviderAuto {
		m.prepareOSLocked(sb) // its runs may move there
	}
	m.keepRecord(sb)
	m.shelved(sb)
	if m.opts.Created != nil {
		go m.opts.Created(sb.id)
	}
	sb.unpulled = sb.owner != ""
	return sb, nil
}

// roomLocked says why c may not have one more sandbox, if it may not:
// the connection's cap or the server's, counting those being made.
func (m *Sessions) roomLocked(c *conn) error {
	if n := len(c.boxes) + c.making; n >= m.opts.PerConnection {
		return fmt.Errorf("%w: this connection already has %d sandboxes, the most it may hold; destroy_sandbox one it no longer needs",
			ErrLimit, n)
	}
	if m.count >= m.opts.MaxSandboxes {
		return fmt.Errorf("%w: the server is running its maximum of %d sandboxes; try again later", ErrLimit, m.count)
	}
	return nil
}

// ownHomeDir is the directory, in a sandbox's, of its own home: its
// /home/user when its owner has no durable home.
const ownHomeDir = "home"

// newSandbox creates a sandbox's directories under root and opens it, with
// its owner's home.
func (m *Sessions) newSandbox(root, owner string, ttl time.Duration, memory int64) (*Sandbox, error) {
	return m.makeSandbox(root, owner, ttl, memory, m.rt.NewSandbox)
}

// makeSandbox creates a sandbox's directories under root and opens its
// WebAssembly tier over them with open, with its owner's home.
func (m *Sessions) makeSandbox(root, owner string, ttl time.Duration, memory int64,
	open func(wasmrt.Config) (*wasmrt.Sandbox, error)) (_ *Sandbox, err error) {
	id, err := newID()
	if err != nil {
		return nil, err
	}
	return m.openSandbox(id, filepath.Join(root, id), owner, ttl, memory, open)
}

// openSandbox opens sandbox id over dir, making its directories if they
// are missing.
func (m *Sessions) openSandbox(id, dir, owner string, ttl time.Duration, memory int64,
	open func(wasmrt.Config) (*wasmrt.Sandbox, error)) (_ *Sandbox, err error) {
	home, dropHome, err := m.homes.Acquire(owner)
	if err != nil {
		return nil, err
	}
	defer func() {
		if err != nil {
			dropHome()
		}
	}()
	work, out, tmp, ownHome := filepath.Join(dir, "workspace"), filepath.Join(dir, "outputs"), filepath.Join(dir, "tmp"), filepath.Join(dir, ownHomeDir)
	for _, d := range []string{work, out, tmp, ownHome} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			return nil, err
		}
	}
	lock, err := dirlock.Lock(dir)
	if err != nil {
		return nil, err
	}
	limits := m.opts.Limits
	limits.Memory = memory
	box, err := open(wasmrt.Config{Workspace: work, Outputs: out, Home: home, OwnHome: ownHome, Tmp: tmp, Limits: limits})
	if err != nil {
		os.RemoveAll(dir)
		lock.Close()
		return nil, err
	}
	outputs, err := hostfs.Open(out, limits.Quota)
	if err != nil {
		box.Close()
		os.RemoveAll(dir)
		lock.Close()
		return nil, err
	}
	now := time.Now()
	sb := &Sandbox{
		id: id, owner: owner, dir: dir, box: box, outputs: outputs, home: dropHome, lock: lock,
		created: now, lastUsed: now, ttl: ttl, memory: memory,
		turn:  make(chan struct{}, 1),
		jobs:  shell.NewJobs(box, shell.JobLimits{}),
		langs: map[wasmrt.Language]bool{},
		ran:   map[string]bool{}, resets: map[string]bool{},
	}
	sb.m = m
	sb.tier = escalate.New(m.esc, host{m, sb}, wasmtier.New(box, m.pipIndex(sb)), m.opts.Provider)
	return sb, nil
}

// IDPrefix starts every sandbox id.
const IDPrefix = "sb_"

// newID returns an unguessable sandbox id: sb_ and 16 random hex digits.
func newID() (string, error) {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", err
	}
	return IDPrefix + hex.EncodeToString(b[:]), nil
}

// removeLocked takes sb out of c, remembering why; the caller ends it
// with end after unlocking.
func (m *Sessions) removeLocked(c *conn, sb *Sandbox, why string) {
	m.ending.Add(1)
	delete(c.boxes, sb.id)
	m.count--
	if len(c.gone) >= maxGone {
		for id := range c.gone {
			delete(c.gone, id)
			break
		}
	}
	c.gone[sb.id] = why
	sb.endMu.Lock()
	sb.endWhy = why
	sb.endMu.Unlock()
	m.log.Info("sandbox removed", "sandbox", sb.id, "why", why)
}

// end stops a removed sandbox's runs and interpreters and deletes its
// directory, once what OnEnd arranged has run.
func (m *Sessions) end(sb *Sandbox) {
	defer m.ending.Done()
	for _, f := range sb.markEnded() {
		f()
	}
	sb.stop()
	m.unshelve(sb)
	if err := os.RemoveAll(sb.dir); err != nil {
		m.log.Error("remove sandbox directory", "sandbox", sb.id, "err", err)
	}
	sb.lock.Close()
	sched.ReturnMemory()
}

// markEnded marks sb ended, so OnEnd arranges nothing more, and returns
// what OnEnd arranged.
func (sb *Sandbox) markEnded() (ends []func()) {
	sb.endMu.Lock()
	defer sb.endMu.Unlock()
	sb.ended = true
	ends, sb.ends = sb.ends, nil
	return ends
}

// stop stops sb's jobs and interpreters and lets go of its outputs and
// home; its directory stays.
func (sb *Sandbox) stop() {
	sb.jobs.StopAll()
	sb.tier.Close()
	sb.outputs.Close()
	sb.home()
}

// closeConn ends a closed connection's sandboxes.
func (m *Sessions) closeConn(ss *mcp.ServerSession) {
	m.mu.Lock()
	c := m.conns[ss]
	delete(m.conns, ss)
	var ended []*Sandbox
	if c != nil {
		for _, sb := range c.boxes {
			m.removeLocked(c, sb, "its connection closed")
			ended = append(ended, sb)
		}
	}
	m.mu.Unlock()
	for _, sb := range ended {
		m.end(sb)
	}
}

// ran records which interpreters of sb hold state after a run.
func (m *Sessions) ran(sb *Sandbox, lang wasmrt.Language, alive bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	sb.asleep = false // the run resumed its interpreters
	if alive {
		sb.langs[lang] = true
	} else {
		delete(sb.langs, lang)
	}
	if sb.unrun {
		sb.unrun = false
		signal(m.firstRun)
	}
}

// holds reports whether sb's interpreter of lang holds state.
func (m *Sessions) holds(sb *Sandbox, lang wasmrt.Language) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	return sb.langs[lang]
}

// signal wakes whoever waits on c without blocking: c has room for one
// wake-up, and one pending is as good as several.
func signal(c chan struct{}) {
	select {
	case c <- struct{}{}:
	default:
	}
}

// Status is a snapshot of a sandbox's bookkeeping.
type Status struct {
	LastUsed  time.Time
	Languages []string // the interpreters holding state
	Default   bool     // the connection's default sandbox
	Suspended bool     // its interpreters are on disk until its next run
}

// Status returns sb's bookkeeping as the connection ss sees it.
func (m *Sessions) Status(ss *mcp.ServerSession, sb *Sandbox) Status {
	m.mu.Lock()
	defer m.mu.Unlock()
	st := Status{LastUsed: sb.lastUsed, Languages: []string{}, Suspended: sb.asleep}
	for _, l := range wasmrt.Languages() {
		if sb.langs[wasmrt.Language(l)] {
			st.Languages = append(st.Languages, l)
		}
	}
	if c := m.conns[ss]; c != nil {
		st.Default = c.defaultID == sb.id
	}
	return st
}

// List returns the connection's sandboxes, oldest first.
func (m *Sessions) List(ss *mcp.ServerSession) []*Sandbox {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []*Sandbox
	if c := m.conns[ss]; c != nil {
		out = slices.SortedFunc(maps.Values(c.boxes), func(a, b *Sandbox) int { return a.created.Compare(b.created) })
	}
	return out
}

// Counts returns the sandboxes of connection ss and of the whole server.
func (m *Sessions) Counts(ss *mcp.ServerSession) (mine, all int) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if c := m.conns[ss]; c != nil {
		mine = len(c.boxes)
	}
	return mine, m.count
}

// reap removes idle and expired sandboxes until close.
func (m *Sessions) reap() {
	defer close(m.done)
	shortest := min(m.opts.IdleTimeout, m.opts.TTL)
	if m.opts.SuspendAfter > 0 {
		shortest = min(shortest, m.opts.SuspendAfter)
	}
	every := min(max(shortest/4, 10*time.Millisecond), 30*time.Second)
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-m.stop:
			return
		case now := <-t.C:
			m.reapAt(now)
		}
	}
}

// reapAt removes the sandboxes that, at now, are past their TTL or idle for
// longer than the idle timeout. A sandbox in use is never idle.
func (m *Sessions) reapAt(now time.Time) {
	var ended, idle []*Sandbox
	m.mu.Lock()
	for _, c := range m.conns {
		for _, sb := range c.boxes {
			var why string
			switch {
			case now.Sub(sb.created) >= sb.ttl:
				why = "it reached its TTL of " + FormatDuration(sb.ttl)
			case sb.busy == 0 && now.Sub(sb.lastUsed) >= m.opts.IdleTimeout:
				why = "it was idle for " + FormatDuration(m.opts.IdleTimeout)
			case sb.busy == 0 && !sb.asleep && len(sb.langs) > 0 && m.opts.SuspendAfter > 0 && now.Sub(sb.lastUsed) >= m.opts.SuspendAfter:
				sb.asleep = true
				idle = append(idle, sb)
				continue
			default:
				continue
			}
			m.removeLocked(c, sb, why)
			ended = append(ended, sb)
		}
	}
	m.mu.Unlock()
	for _, sb := range ended {
		go m.end(sb) // one that takes long to end holds up no other
	}
	for _, sb := range idle {
		m.sleep(sb)
	}
}

// Close stops the reaper, ends every sandbox (or, with Keep, suspends it)
// and returns once all their directories are gone (or kept); then it
// closes the homes and the native providers.
func (m *Sessions) Close() {
	m.mu.Lock()
	if m.closed {
		m.mu.Unlock()
		return
	}
	m.closed = true
	var ended []*Sandbox
	for ss, c := range m.conns {
		for _, sb := range c.boxes {
			m.removeLocked(c, sb, "the server shut down")
			ended = append(ended, sb)
		}
		delete(m.conns, ss)
	}
	m.mu.Unlock()
	close(m.stop)
	<-m.done
	<-m.saverDone
	if m.sparesDone != nil {
		<-m.sparesDone
	}
	if m.opts.Keep {
		m.suspendAll(ended)
	} else {
		for _, sb := range ended {
			m.end(sb)
		}
	}
	m.ending.Wait() // sandboxes that other goroutines are ending
	if m.spares != nil {
		os.Remove(m.sparesDir()) // once empty: not while it holds kept sandboxes
	}
	m.homes.Close()
	m.preparing.Wait()
	m.natives.Close()
}

// take acquires one unit of the semaphore ch, or fails when ctx ends first.
func take(ctx context.Context, ch chan struct{}) (release func(), err error) {
	select {
	case ch <- struct{}{}:
		return func() { <-ch }, nil
	case <-ctx.Done():
		return nil, context.Cause(ctx)
	}
}

// FormatDuration renders d for a message: "15 min", "1 h", "2.5 s".
func FormatDuration(d time.Duration) string {
	switch {
	case d >= time.Hour && d%time.Hour == 0:
		return fmt.Sprintf("%d h", d/time.Hour)
	case d >= time.Minute && d%time.Minute == 0:
		return fmt.Sprintf("%d min", d/time.Minute)
	}
	return fmt.Sprintf("%g s", d.Seconds())
}

// errOtherUser refuses a request on a connection another user started.
var errOtherUser = errors.New("this connection belongs to another user; start a new one")

// Bind ties connection ss to user on its first request; a request from
// anyone else is refused from then on. Once the server is shutting down
// there is nothing to bind: the tools say so themselves.
func (m *Sessions) Bind(ss *mcp.ServerSession, user string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if c := m.conns[ss]; c != nil {
		if c.user != user {
			return errOtherUser
		}
		return nil
	}
	if c, err := m.connLocked(ss); err == nil {
		c.user = user
	}
	return nil
}

// Gauges report, at a scrape of the metrics, what the server holds now:
// its sandboxes, spares, workspace and home bytes, and the guests it loaded.
func (m *Sessions) Gauges() telemetry.Gauges {
	g := telemetry.Gauges{Live: map[telemetry.Tier]int{}, Spares: len(m.spares), Home: m.homes.Usage(), Loads: m.rt.Loads()}
	if st, ok := m.OSSpares(); ok {
		g.OSSpares, g.OSSpareBytes = st.Ready, st.Memory
	}
	for _, sb := range m.All() {
		iso := sb.tier.Isolation()
		if iso == "" {
			iso = isolation
		}
		g.Live[telemetry.Tier{Provider: sb.tier.Name(), Isolation: iso}]++
		used, _ := sb.box.Workspace().Usage()
		g.Workspace += used
	}
	return g
}

// Find returns sandbox id of any connection, marked busy until release,
// with the connection that holds it; nil when no connection does.
func (m *Sessions) Find(id string) (*mcp.ServerSession, *Sandbox, func()) {
	m.mu.Lock()
	defer m.mu.Unlock()
	for ss, c := range m.conns {
		if sb := c.boxes[id]; sb != nil {
			return ss, sb, m.holdLocked(sb)
		}
	}
	return nil, nil, nil
}

// All returns every connection's sandboxes.
func (m *Sessions) All() []*Sandbox {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []*Sandbox
	for _, c := range m.conns {
		out = slices.AppendSeq(out, maps.Values(c.boxes))
	}
	return out
}

// Spares reports how many spare sandboxes are ready.
func (m *Sessions) Spares() int { return len(m.spares) }

// OSSpares reports the os provider's spares, if it keeps them and has
// been opened.
func (m *Sessions) OSSpares() (fallback.SpareStats, bool) {
	if np := m.natives.Peek(ProviderOS); np != nil {
		if k, ok := np.Provider.(fallback.SpareKeeper); ok {
			return k.Spares(), true
		}
	}
	return fallback.SpareStats{}, false
}

// prepareOS asks the os provider, in the background, for a spare for
// sandboxes like sb, when it keeps spares and the policy allows it.
func (m *Sessions) prepareOS(sb *Sandbox) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.prepareOSLocked(sb)
}

// prepareOSLocked is prepareOS under m.mu.
func (m *Sessions) prepareOSLocked(sb *Sandbox) {
	if m.closed || m.opts.OSSpares <= 0 || m.opts.OSSpareMemory <= 0 || m.opts.Policy.DeniesProvider(ProviderOS) != "" {
		return
	}
	spec := m.nativeSpec(sb, ProviderOS)
	m.preparing.Add(1) // Close waits for it before it closes the providers
	go func() {
		defer m.preparing.Done()
		if k, ok := m.natives.Get(context.Background(), ProviderOS).Provider.(fallback.SpareKeeper); ok {
			k.Prepare(spec)
		}
	}()
}

// User returns the user connection ss belongs to (see Bind): "" for
// anonymous, or before its first request.
func (m *Sessions) User(ss *mcp.ServerSession) string {
	m.mu.Lock()
	defer m.mu.Unlock()
	if c := m.conns[ss]; c != nil {
		return c.user
	}
	return ""
}
