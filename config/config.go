// Package config is sbx serve's operator configuration: one TOML file,
// whose every key an SBX_* environment variable overrides, which a flag of
// sbx serve overrides in turn. Load reads and validates it; a bad key or
// value stops start-up with a message naming both. Options turns it into
// the broker's options, reading the secrets and tokens it points to.
//
// Secrets and tokens never live in the file itself: the file names the
// environment variable or file holding each one (tokens may also be given
// as their SHA-256).
package config

import (
	"bytes"
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"net"
	"net/netip"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/BurntSushi/toml"

	"github.com/sbx-sandbox/sbx/broker"
	"github.com/sbx-sandbox/sbx/fallback/docker"
	"github.com/sbx-sandbox/sbx/fallback/ostier"
	"github.com/sbx-sandbox/sbx/fallback/tiers"
	"github.com/sbx-sandbox/sbx/hostfs"
	"github.com/sbx-sandbox/sbx/provider"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// Config is the whole configuration. Its toml tags are the file's keys; the
// environment variable of a key is SBX_ and the key in capitals with _ for
// each dot (limits.memory_mb is SBX_LIMITS_MEMORY_MB). Lists are given to
// environment variables and flags as comma-separated values.
type Config struct {
	// DataDir holds sandbox workspaces, and by default the homes and the
	// audit log.
	DataDir string  `toml:"data_dir"`
	Server  Server  `toml:"server"`
	Limits  Limits  `toml:"limits"`
	Policy  Policy  `toml:"policy"`
	Network Network `toml:"network"`
	Audit   Audit   `toml:"audit"`
	Homes   Homes   `toml:"homes"`
	Apps    Apps    `toml:"apps"`
	Cluster Cluster `toml:"cluster"`
	// Telemetry is where traces go.
	Telemetry Telemetry `toml:"telemetry"`
	// Sandboxes is what native sandboxes start from.
	Sandboxes Sandboxes `toml:"sandboxes"`
	// Kubernetes configures the Kubernetes provider.
	Kubernetes Kubernetes `toml:"kubernetes"`
	// Secrets are the named secrets calls may ask for, by name.
	Secrets map[string]Secret `toml:"secrets"`
	// Users are the people who may use the HTTP server, with their tokens.
	Users []User `toml:"users"`
}

// Server is how sbx serve listens and who it lets in.
type Server struct {
	HTTP           string   `toml:"http"`             // host:port for streamable HTTP; empty serves stdio
	InsecureNoAuth bool     `toml:"insecure_no_auth"` // HTTP without identity; loopback addresses only
	TrustedProxies []string `toml:"trusted_proxies"`  // IPs or CIDRs whose requests name the user in UserHeader
	UserHeader     string   `toml:"user_header"`      // the header a trusted proxy names the user in
	AllowedOrigins []string `toml:"allowed_origins"`  // web origins whose pages may call the HTTP server besides its own
	Metrics        bool     `toml:"metrics"`          // serve Prometheus metrics at /metrics
	MetricsAddr    string   `toml:"metrics_addr"`     // host:port of their own for /metrics; empty: beside /mcp
	MetricsUsers   bool     `toml:"metrics_users"`    // label run metrics with user ids
}

// Sandboxes is where sandboxes run and what native ones start from.
type Sandboxes struct {
	// Provider is where a sandbox runs when create_sandbox names none:
	// auto, wasm, os, docker, microvm or kubernetes; policy.providers
	// must allow it.
	Provider string `toml:"provider"`
	Image    string `toml:"image"` // the Docker image, best pinned by digest: name@sha256:...
	Pull     bool   `toml:"pull"`  // pull the image when Docker lacks it
	// Python is the interpreter os sandboxes run as python3: the host's
	// /usr/bin/python3, or a virtual environment's.
	Python string `toml:"python"`
	// Keep keeps an HTTP server's sandboxes across restarts: a clean stop
	// suspends them to the data directory, and a later server takes one
	// back when its owner names its sandbox_id, until its TTL.
	Keep bool `toml:"keep"`
}

// Telemetry is where traces go.
type Telemetry struct {
	OTLPEndpoint string `toml:"otlp_endpoint"` // http://collector:4318 (OTLP/HTTP) or, with OTLPProtocol grpc, http://collector:4317
	OTLPProtocol string `toml:"otlp_protocol"` // http/protobuf (default) or grpc
}

// Limits bound each sandbox and the server.
type Limits struct {
	MemoryMB               int64    `toml:"memory_mb"`
	TimeoutSeconds         float64  `toml:"timeout_seconds"`
	MaxTimeoutSeconds      float64  `toml:"max_timeout_seconds"`
	CodeKiB                int64    `toml:"code_kib"`
	OutputKiB              int64    `toml:"output_kib"`
	WorkspaceMB            int64    `toml:"workspace_mb"`
	WorkspaceFiles         int64    `toml:"workspace_files"`
	ReadFileMB             int64    `toml:"read_file_mb"`
	SandboxesPerConnection int64    `toml:"sandboxes_per_connection"`
	Sandboxes              int64    `toml:"sandboxes"`
	IdleTimeout            Duration `toml:"idle_timeout"`
	SuspendAfter           Duration `toml:"suspend_after"` // idle this long, a sandbox's interpreters are written to disk
	TTL                    Duration `toml:"ttl"`
	Concurrency            int64    `toml:"concurrency"` // 0: the number of CPUs
	Spares                 int64    `toml:"spares"`      // sandboxes kept ready, interpreters started
	OSSpares               int64    `toml:"os_spares"`   // os sandboxes kept ready, Python kernel started
	OSSpareMemoryMB        int64    `toml:"os_spare_memory_mb"`
}

// Policy is what calls may do. An absent list allows everything it lists.
type Policy struct {
	Tools     []string `toml:"tools"`
	Languages []string `toml:"languages"`
	Providers []string `toml:"providers"`
	Commands  Commands `toml:"commands"`
}

// Commands restrict the commands of shell lines; see broker.CommandRules.
type Commands struct {
	Allow []string `toml:"allow"`
	Deny  []string `toml:"deny"`
}

// Network is what native sandboxes may reach.
type Network struct {
	EgressAllow []string `toml:"egress_allow"`
	PipIndexURL string   `toml:"pip_index_url"` // instead of PyPI; egress_allow names its host
	NpmRegistry string   `toml:"npm_registry"`  // instead of npm's public one; egress_allow names its host
}

// Audit is the audit log.
type Audit struct {
	Enabled bool   `toml:"enabled"`
	Path    string `toml:"path"` // default DataDir/audit.log
}

// Homes are the users' durable homes.
type Homes struct {
	Enabled    bool    `toml:"enabled"`
	Backend    string  `toml:"backend"` // dir or s3
	Dir        string  `toml:"dir"`     // default DataDir/homes; with s3, this server's copy
	QuotaMB    int64   `toml:"quota_mb"`
	QuotaFiles int64   `toml:"quota_files"`
	S3         HomesS3 `toml:"s3"`
}

// HomesS3 is the bucket of the s3 backend of homes.
type HomesS3 struct {
	Endpoint      string `toml:"endpoint"` // https://s3.example.com, or http://host:port
	Bucket        string `toml:"bucket"`
	Region        string `toml:"region"`
	AccessKeyID   string `toml:"access_key_id"`
	SecretKeyEnv  string `toml:"secret_key_env"`  // the environment variable holding the secret key
	SecretKeyFile string `toml:"secret_key_file"` // or the file holding it
}

// Cluster makes the server one of several replicas sharing the routing
// of their sessions through Redis.
type Cluster struct {
	Redis             string   `toml:"redis"`               // redis://host:6379/0; empty: a single server
	RedisPasswordEnv  string   `toml:"redis_password_env"`  // the environment variable holding Redis's password
	RedisPasswordFile string   `toml:"redis_password_file"` // or the file holding it
	Advertise         string   `toml:"advertise"`           // the URL other replicas reach this one at
	Lease             Duration `toml:"lease"`
	KeyEnv            string   `toml:"key_env"`  // the environment variable holding the replicas' signing key
	KeyFile           string   `toml:"key_file"` // or the file holding it; neither: the key is kept in Redis
	// SaveEvery: with homes in S3, how often at most a used sandbox is
	// saved to the bucket for another replica to take back after a kill;
	// 0 (the default) saves it after every call.
	SaveEvery Duration `toml:"save_every"`
}

// Apps are how published apps are addressed.
type Apps struct {
	// BaseDomain: apps are served at http://<name>.<sandbox>.<base_domain>:<port>/.
	BaseDomain string `toml:"base_domain"`
	// PublicScheme and PublicPort are the scheme and port of the apps'
	// URLs, for a TLS proxy in front of sbx; port 0 is the listener's.
	PublicScheme string `toml:"public_scheme"`
	PublicPort   int64  `toml:"public_port"`
}

// Kubernetes configures the Kubernetes provider: one pod per native
// sandbox. It is on when sandboxes.provider is kubernetes or an image is
// set.
type Kubernetes struct {
	Namespace    string `toml:"namespace"`     // where the sandbox pods run
	RuntimeClass string `toml:"runtime_class"` // the pods' RuntimeClass; "" for the cluster default
	Image        string `toml:"image"`         // the sandbox image, from a registry the cluster pulls from
	Kubeconfig   string `toml:"kubeconfig"`    // a kubeconfig file; default $KUBECONFIG, then in-cluster
	HomeClaim    string `toml:"home_claim"`    // a PersistentVolumeClaim holding users' homes, one directory each
}

// KubernetesEnabled reports whether the Kubernetes provider is configured.
func (c *Config) KubernetesEnabled() bool {
	return c.Sandboxes.Provider == "kubernetes" || c.Kubernetes.Image != ""
}

// Secret says where a secret's value is and who may have it.
type Secret struct {
	Env   string   `toml:"env"`  // the environment variable of sbx serve holding the value
	File  string   `toml:"file"` // or the file holding it (one trailing newline is dropped)
	Tools []string `toml:"tools"`
	Users []string `toml:"users"`
	Hosts []string `toml:"hosts"` // the value never enters a sandbox: its egress proxy writes it toward these hosts only
}

// User is one user of the HTTP server and where their token is.
type User struct {
	ID          string `toml:"id"`
	TokenSHA256 string `toml:"token_sha256"` // hex SHA-256 of the token
	TokenEnv    string `toml:"token_env"`    // or the environment variable holding it
	TokenFile   string `toml:"token_file"`   // or the file holding it
}

// Duration is a duration written as text: "90s", "15m", "1h".
type Duration struct{ time.Duration }

// UnmarshalText implements encoding.TextUnmarshaler.
func (d *Duration) UnmarshalText(b []byte) error {
	v, err := time.ParseDuration(string(b))
	if err != nil {
		return fmt.Errorf("%q is not a duration such as 90s, 15m or 1h", b)
	}
	d.Duration = v
	return nil
}

// MarshalText implements encoding.TextMarshaler.
func (d Duration) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

// MinTokenBytes is the shortest bearer token accepted from a file or the
// environment.
const MinTokenBytes = 16

// DefaultSpares is how many sandboxes a server keeps ready: enough that a
// new sandbox's first run does not wait for an interpreter to start.
const DefaultSpares = 2

// DefaultOSSpares and DefaultOSSpareMemoryMB bound the os provider's
// spares: one for each of the last kinds of sandbox asked for (a user's,
// with given limits), each about 70 MiB with numpy and pandas imported.
const (
	DefaultOSSpares        = 2
	DefaultOSSpareMemoryMB = 512
)

// Default returns the defaults of every key.
func Default() *Config {
	lim := wasmrt.DefaultLimits
	return &Config{
		Server:    Server{UserHeader: broker.DefaultUserHeader},
		Telemetry: Telemetry{OTLPProtocol: "http/protobuf"},
		Sandboxes: Sandboxes{Provider: "auto", Image: docker.DefaultImage, Python: ostier.DefaultPython, Keep: true},
		Limits: Limits{
			MemoryMB: lim.Memory >> 20, TimeoutSeconds: lim.Timeout.Seconds(), MaxTimeoutSeconds: lim.MaxTimeout.Seconds(),
			CodeKiB: int64(lim.Code >> 10), OutputKiB: int64(lim.Output >> 10),
			WorkspaceMB: lim.Quota.Bytes >> 20, WorkspaceFiles: lim.Quota.Files, ReadFileMB: broker.DefaultReadLimit >> 20,
			SandboxesPerConnection: broker.DefaultPerConnection, Sandboxes: broker.DefaultMaxSandboxes,
			IdleTimeout: Duration{broker.DefaultIdleTimeout}, SuspendAfter: Duration{broker.DefaultSuspendAfter}, TTL: Duration{broker.DefaultTTL},
			Spares: DefaultSpares, OSSpares: DefaultOSSpares, OSSpareMemoryMB: DefaultOSSpareMemoryMB,
		},
		Audit:      Audit{Enabled: true},
		Kubernetes: Kubernetes{Namespace: "sbx", RuntimeClass: "gvisor"},
		Homes:      Homes{Enabled: true, Backend: "dir", QuotaMB: hostfs.DefaultQuota.Bytes >> 20, QuotaFiles: hostfs.DefaultQuota.Files},
		Apps:       Apps{BaseDomain: broker.DefaultAppsDomain, PublicScheme: "http"},
		Cluster:    Cluster{Lease: Duration{broker.DefaultLease}},
	}
}

// Load returns the defaults, overridden by the file at path (none when
// path is empty), then by the SBX_* variables of environ (os.Environ's
// form), then by overrides (key → value, as flags give them); validated.
func Load(path string, environ []string, overrides []Override) (*Config, error) {
	c := Default()
	if path != "" {
		if err := c.readFile(path); err != nil {
			return nil, err
		}
	}
	for _, kv := range environ {
		name, value, _ := strings.Cut(kv, "=")
		key, ok := keyOfEnv(name)
		if !ok {
			continue
		}
		if err := c.Set(key, value); err != nil {
			return nil, fmt.Errorf("%s=%q: %w", name, value, err)
		}
	}
	for _, o := range overrides {
		if err := c.Set(o.Key, o.Value); err != nil {
			return nil, fmt.Errorf("%s %q: %w", o.Source, o.Value, err)
		}
	}
	if err := c.resolve(); err != nil {
		return nil, err
	}
	return c, c.Validate()
}

// Override is one key set from outside the file and the environment.
type Override struct {
	Source     string // what set it, for a message: "--memory"
	Key, Value string
}

// readFile decodes the TOML file at path over c, refusing unknown keys.
func (c *Config) readFile(path string) error {
	md, err := toml.DecodeFile(path, c)
	if err != nil {
		return fmt.Errorf("config %s: %s", path, strings.TrimPrefix(err.Error(), "toml: "))
	}
	if unknown := md.Undecoded(); len(unknown) > 0 {
		keys := make([]string, len(unknown))
		for i, k := range unknown {
			keys[i] = k.String()
		}
		return fmt.Errorf("config %s: unknown key %s; the keys are listed in docs/operators.md", path, strings.Join(keys, ", "))
	}
	return nil
}

// Keys lists every key that SBX_* variables and flags can set.
func Keys() []string {
	var out []string
	walk(reflect.ValueOf(Default()).Elem(), "", func(key string, _ reflect.Value) { out = append(out, key) })
	return out
}

// EnvName returns the environment variable of key.
func EnvName(key string) string {
	return "SBX_" + strings.ToUpper(strings.ReplaceAll(key, ".", "_"))
}

// keyOfEnv returns the key an SBX_* variable sets.
func keyOfEnv(name string) (string, bool) {
	if !strings.HasPrefix(name, "SBX_") {
		return "", false
	}
	for _, k := range Keys() {
		if EnvName(k) == name {
			return k, true
		}
	}
	return "", false
}

// walk calls f for each settable key of v: scalars and lists of strings,
// not the secrets and users tables.
func walk(v reflect.Value, prefix string, f func(key string, field reflect.Value)) {
	t := v.Type()
	for i := range t.NumField() {
		key := prefix + t.Field(i).Tag.Get("toml")
		field := v.Field(i)
		switch {
		case field.Type() == reflect.TypeFor[Duration]():
			f(key, field)
		case field.Kind() == reflect.Struct:
			walk(field, key+".", f)
		case field.Kind() == reflect.Map, field.Kind() == reflect.Slice && field.Type().Elem().Kind() != reflect.String:
		default:
			f(key, field)
		}
	}
}

// Get returns key's value in the text form Set takes.
func (c *Config) Get(key string) (string, bool) {
	var out string
	found := false
	walk(reflect.ValueOf(c).Elem(), "", func(k string, v reflect.Value) {
		if k != key {
			return
		}
		found = true
		switch x := v.Interface().(type) {
		case []string:
			out = strings.Join(x, ",")
		case Duration:
			out = x.String()
		default:
			out = fmt.Sprint(x)
		}
	})
	return out, found
}

// Set sets key from its text form, as an environment variable or a flag
// gives it.
func (c *Config) Set(key, value string) error {
	var field reflect.Value
	walk(reflect.ValueOf(c).Elem(), "", func(k string, v reflect.Value) {
		if k == key {
			field = v
		}
	})
	if !field.IsValid() {
		return fmt.Errorf("unknown key %s", key)
	}
	switch p := field.Addr().Interface().(type) {
	case *string:
		*p = value
	case *bool:
		b, err := strconv.ParseBool(value)
		if err != nil {
			return errors.New("not true or false")
		}
		*p = b
	case *int64:
		n, err := strconv.ParseInt(value, 10, 64)
		if err != nil {
			return errors.New("not a whole number")
		}
		*p = n
	case *float64:
		n, err := strconv.ParseFloat(value, 64)
		if err != nil {
			return errors.New("not a number")
		}
		*p = n
	case *[]string:
		*p = []string{}
		for _, s := range strings.Split(value, ",") {
			if s = strings.TrimSpace(s); s != "" {
				*p = append(*p, s)
			}
		}
	case *Duration:
		return p.UnmarshalText([]byte(value))
	default:
		return fmt.Errorf("key %s cannot be set from text", key)
	}
	return nil
}

// resolve fills in the paths that default to places in the data directory.
func (c *Config) resolve() error {
	if c.DataDir == "" {
		base, err := os.UserCacheDir()
		if err != nil {
			return fmt.Errorf("data_dir: there is no default here (%v); set data_dir", err)
		}
		c.DataDir = filepath.Join(base, "sbx", "sandboxes")
	}
	c.Audit.Path = cmp.Or(c.Audit.Path, filepath.Join(c.DataDir, "audit.log"))
	c.Homes.Dir = cmp.Or(c.Homes.Dir, filepath.Join(c.DataDir, "homes"))
	return nil
}

// invalid words an invalid value of key.
func invalid(key string, value any, why string) error {
	return fmt.Errorf("config: %s = %v: %s", key, value, why)
}

// Validate checks every value. The policy's tool and provider names are
// checked by the broker, which knows its tools.
func (c *Config) Validate() error {
	l := c.Limits
	for _, n := range []struct {
		key      string
		positive bool
		shown    any
	}{
		{"limits.memory_mb", l.MemoryMB > 0, l.MemoryMB}, {"limits.timeout_seconds", l.TimeoutSeconds > 0, l.TimeoutSeconds},
		{"limits.max_timeout_seconds", l.MaxTimeoutSeconds > 0, l.MaxTimeoutSeconds}, {"limits.code_kib", l.CodeKiB > 0, l.CodeKiB},
		{"limits.output_kib", l.OutputKiB > 0, l.OutputKiB}, {"limits.workspace_mb", l.WorkspaceMB > 0, l.WorkspaceMB},
		{"limits.workspace_files", l.WorkspaceFiles > 0, l.WorkspaceFiles}, {"limits.read_file_mb", l.ReadFileMB > 0, l.ReadFileMB},
		{"limits.sandboxes_per_connection", l.SandboxesPerConnection > 0, l.SandboxesPerConnection},
		{"limits.sandboxes", l.Sandboxes > 0, l.Sandboxes},
		{"limits.idle_timeout", l.IdleTimeout.Duration > 0, l.IdleTimeout}, {"limits.ttl", l.TTL.Duration > 0, l.TTL},
		{"limits.suspend_after", l.SuspendAfter.Duration > 0, l.SuspendAfter},
		{"homes.quota_mb", c.Homes.QuotaMB > 0, c.Homes.QuotaMB}, {"homes.quota_files", c.Homes.QuotaFiles > 0, c.Homes.QuotaFiles},
	} {
		if !n.positive {
			return invalid(n.key, n.shown, "must be more than 0")
		}
	}
	switch {
	case l.MemoryMB > 4096:
		return invalid("limits.memory_mb", l.MemoryMB, "a WebAssembly interpreter addresses at most 4096 MiB")
	case l.MaxTimeoutSeconds < l.TimeoutSeconds:
		return invalid("limits.max_timeout_seconds", l.MaxTimeoutSeconds, fmt.Sprintf("must be at least limits.timeout_seconds (%g)", l.TimeoutSeconds))
	case l.Concurrency < 0:
		return invalid("limits.concurrency", l.Concurrency, "must be 0 (the number of CPUs) or more")
	case l.Spares < 0 || l.Spares > 64:
		return invalid("limits.spares", l.Spares, "must be from 0 (none) to 64")
	case l.OSSpares < 0 || l.OSSpares > 64:
		return invalid("limits.os_spares", l.OSSpares, "must be from 0 (none) to 64")
	case l.OSSpareMemoryMB < 0:
		return invalid("limits.os_spare_memory_mb", l.OSSpareMemoryMB, "must be 0 (none) or more")
	}
	if err := c.validateServer(); err != nil {
		return err
	}
	if c.Sandboxes.Provider == "kubernetes" && c.Kubernetes.Image == "" {
		return invalid("sandboxes.provider", "kubernetes", "needs kubernetes.image, the sandbox image in a registry the cluster pulls from")
	}
	if err := c.validateScaleOut(); err != nil {
		return err
	}
	if !validDomain(c.Apps.BaseDomain) {
		return invalid("apps.base_domain", strconv.Quote(c.Apps.BaseDomain), "not a domain name such as localhost or apps.example.com")
	}
	if a := c.Apps; a.PublicScheme != "http" && a.PublicScheme != "https" {
		return invalid("apps.public_scheme", strconv.Quote(a.PublicScheme), "must be http or https")
	} else if a.PublicPort < 0 || a.PublicPort > 65535 {
		return invalid("apps.public_port", a.PublicPort, "must be 0 (the listener's port) or a port, 1 to 65535")
	}
	for _, name := range slices.Sorted(func(yield func(string) bool) {
		for k := range c.Secrets {
			if !yield(k) {
				return
			}
		}
	}) {
		s := c.Secrets[name]
		if (s.Env == "") == (s.File == "") {
			return fmt.Errorf("config: secrets.%s: give exactly one of env (a variable of sbx serve's environment) or file; a value never goes in the file itself", name)
		}
		for _, u := range s.Users {
			if !broker.ValidUserID(u) {
				return invalid("secrets."+name+".users", strconv.Quote(u), "not a user id")
			}
		}
	}
	ids := map[string]bool{}
	for i, u := range c.Users {
		key := fmt.Sprintf("users[%d]", i)
		switch {
		case !broker.ValidUserID(u.ID):
			return invalid(key+".id", strconv.Quote(u.ID), "a user id is 1 to 128 letters, digits and . _ @ + -, starting with a letter or digit")
		case ids[u.ID]:
			return invalid(key+".id", strconv.Quote(u.ID), "another user has this id")
		case countSet(u.TokenSHA256, u.TokenEnv, u.TokenFile) != 1:
			return fmt.Errorf("config: %s (%s): give exactly one of token_sha256, token_env or token_file", key, u.ID)
		case u.TokenSHA256 != "" && !isSHA256(u.TokenSHA256):
			return invalid(key+".token_sha256", strconv.Quote(u.TokenSHA256), "not 64 hex digits (printf %s \"$TOKEN\" | sha256sum)")
		}
		ids[u.ID] = true
	}
	return nil
}

// validateServer checks the server keys and that HTTP has an identity.
func (c *Config) validateServer() error {
	s := c.Server
	for _, p := range s.TrustedProxies {
		if _, err := parsePrefix(p); err != nil {
			return invalid("server.trusted_proxies", strconv.Quote(p), "not an IP address or CIDR")
		}
	}
	for _, o := range s.AllowedOrigins {
		if _, ok := broker.CanonicalOrigin(o); !ok {
			return invalid("server.allowed_origins", strconv.Quote(o), "not an origin: a scheme, a host and an optional port, such as https://app.example.com")
		}
	}
	if !validHeader(s.UserHeader) {
		return invalid("server.user_header", strconv.Quote(s.UserHeader), "not an HTTP header name")
	}
	if err := c.validateTelemetry(); err != nil {
		return err
	}
	if p := c.Sandboxes.Python; p != "" && !path.IsAbs(p) { // a path in a Linux sandbox, whatever the host
		return invalid("sandboxes.python", strconv.Quote(p), "not an absolute path to a python interpreter, such as /opt/venv/bin/python")
	}
	if _, err := docker.ParseImage(c.Sandboxes.Image); err != nil {
		return invalid("sandboxes.image", strconv.Quote(c.Sandboxes.Image), "not name[:tag] or name[:tag]@sha256: and 64 hex digits")
	}
	if s.HTTP == "" {
		return nil
	}
	if _, _, err := net.SplitHostPort(s.HTTP); err != nil {
		return invalid("server.http", strconv.Quote(s.HTTP), "not host:port")
	}
	switch {
	case s.InsecureNoAuth && !IsLoopback(s.HTTP):
		return invalid("server.insecure_no_auth", true, fmt.Sprintf("serving %s without authentication would let anyone who reaches it run code; only a loopback address (127.0.0.1, ::1, localhost) may go without", s.HTTP))
	case !s.InsecureNoAuth && len(c.Users) == 0 && len(s.TrustedProxies) == 0:
		return invalid("server.http", strconv.Quote(s.HTTP), "HTTP needs users with tokens ([[users]]) or server.trusted_proxies; for a quick local try, --insecure-no-auth on a loopback address")
	}
	return nil
}

// validateScaleOut checks the homes' backend and the cluster keys.
func (c *Config) validateScaleOut() error {
	h, s3 := c.Homes, c.Homes.S3
	switch {
	case h.Backend != "dir" && h.Backend != "s3":
		return invalid("homes.backend", strconv.Quote(h.Backend), "must be dir (a directory per user under homes.dir) or s3 (a prefix per user in homes.s3.bucket)")
	case h.Backend == "s3" && s3.Endpoint == "":
		return invalid("homes.s3.endpoint", `""`, "homes.backend = s3 needs the S3 server's URL, such as https://s3.example.com")
	case h.Backend == "s3" && s3.Bucket == "":
		return invalid("homes.s3.bucket", `""`, "homes.backend = s3 needs the bucket that holds the homes")
	case h.Backend == "s3" && (s3.AccessKeyID == "" || countSet(s3.SecretKeyEnv, s3.SecretKeyFile) != 1):
		return errors.New("config: homes.backend = s3 needs homes.s3.access_key_id and exactly one of homes.s3.secret_key_env or homes.s3.secret_key_file; the secret key never goes in the file itself")
	}
	cl := c.Cluster
	switch {
	case cl.Redis == "":
		return nil
	case c.Server.HTTP == "":
		return invalid("cluster.redis", strconv.Quote(cl.Redis), "replicas share streamable HTTP sessions; set server.http too")
	case cl.Lease.Duration < time.Second:
		return invalid("cluster.lease", cl.Lease, "must be 1s or more")
	case cl.SaveEvery.Duration < 0:
		return invalid("cluster.save_every", cl.SaveEvery, "must be 0 (after every call) or more")
	case countSet(cl.RedisPasswordEnv, cl.RedisPasswordFile) > 1:
		return errors.New("config: give at most one of cluster.redis_password_env or cluster.redis_password_file")
	case countSet(cl.KeyEnv, cl.KeyFile) > 1:
		return errors.New("config: give at most one of cluster.key_env or cluster.key_file")
	case cl.Advertise == "" && advertiseOf(c.Server.HTTP) == "":
		return invalid("cluster.advertise", `""`, fmt.Sprintf("server.http (%s) names no one address of this machine; set the URL other replicas reach this one at, such as http://10.0.0.2:8080", c.Server.HTTP))
	case c.Homes.Enabled && h.Backend == "dir":
		return invalid("homes.backend", `"dir"`, "replicas need homes they all reach: set homes.backend = s3 (or homes.enabled = false)")
	}
	return nil
}

// validateTelemetry checks the metrics and trace keys.
func (c *Config) validateTelemetry() error {
	s, t := c.Server, c.Telemetry
	if s.MetricsAddr != "" {
		if _, _, err := net.SplitHostPort(s.MetricsAddr); err != nil {
			return invalid("server.metrics_addr", strconv.Quote(s.MetricsAddr), "not host:port")
		}
	}
	if s.Metrics && s.HTTP == "" && s.MetricsAddr == "" {
		return invalid("server.metrics", true, "over stdio there is no HTTP listener for /metrics; set server.metrics_addr (host:port)")
	}
	if t.OTLPProtocol != "http/protobuf" && t.OTLPProtocol != "grpc" {
		return invalid("telemetry.otlp_protocol", strconv.Quote(t.OTLPProtocol), "use http/protobuf or grpc")
	}
	if t.OTLPEndpoint != "" {
		u, err := url.Parse(t.OTLPEndpoint)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return invalid("telemetry.otlp_endpoint", strconv.Quote(t.OTLPEndpoint), "not a URL such as http://collector:4318")
		}
	}
	return nil
}

// advertiseOf is the URL other replicas reach a server listening on addr
// (host:port) at, when addr names one address and a port; "" otherwise.
func advertiseOf(addr string) string {
	host, port, err := net.SplitHostPort(addr)
	if ip := net.ParseIP(host); err != nil || host == "" || port == "0" || ip != nil && ip.IsUnspecified() {
		return ""
	}
	return "http://" + addr
}

// IsLoopback reports whether addr (host:port) names a loopback interface.
func IsLoopback(addr string) bool {
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

// parsePrefix reads an IP address or a CIDR as a prefix.
func parsePrefix(s string) (netip.Prefix, error) {
	if p, err := netip.ParsePrefix(s); err == nil {
		return p.Masked(), nil
	}
	a, err := netip.ParseAddr(s)
	if err != nil {
		return netip.Prefix{}, err
	}
	return netip.PrefixFrom(a, a.BitLen()), nil
}

// validDomain reports whether s is a domain name: dot-separated labels of
// letters, digits and -.
func validDomain(s string) bool {
	if s == "" || len(s) > 200 {
		return false
	}
	for label := range strings.SplitSeq(s, ".") {
		if label == "" || strings.HasPrefix(label, "-") || strings.HasSuffix(label, "-") || strings.IndexFunc(label, func(r rune) bool {
			return !(r == '-' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9')
		}) >= 0 {
			return false
		}
	}
	return true
}

// validHeader reports whether s is an HTTP header field name.
func validHeader(s string) bool {
	return s != "" && strings.IndexFunc(s, func(r rune) bool {
		return !(r == '-' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9')
	}) < 0
}

func countSet(s ...string) int {
	n := 0
	for _, v := range s {
		if v != "" {
			n++
		}
	}
	return n
}

func isSHA256(s string) bool {
	b, err := hex.DecodeString(s)
	return err == nil && len(b) == sha256.Size
}

// Options returns the broker's options, reading each secret and token from
// where the configuration says it is. The audit log is the caller's to
// open (Audit.Path, when Audit.Enabled).
func (c *Config) Options() (broker.Options, error) {
	l := c.Limits
	opts := broker.Options{
		DataDir: c.DataDir,
		Limits: wasmrt.Limits{
			Memory:     l.MemoryMB << 20,
			Timeout:    time.Duration(l.TimeoutSeconds * float64(time.Second)),
			MaxTimeout: time.Duration(l.MaxTimeoutSeconds * float64(time.Second)),
			Code:       int(l.CodeKiB << 10), Output: int(l.OutputKiB << 10),
			Quota: hostfs.Quota{Bytes: l.WorkspaceMB << 20, Files: l.WorkspaceFiles},
		},
		PerConnection: int(l.SandboxesPerConnection), MaxSandboxes: int(l.Sandboxes), Provider: c.Sandboxes.Provider,
		Keep:        c.Sandboxes.Keep && c.Server.HTTP != "",
		IdleTimeout: l.IdleTimeout.Duration, SuspendAfter: l.SuspendAfter.Duration, TTL: l.TTL.Duration, Concurrency: int(l.Concurrency), Spares: int(l.Spares),
		OSSpares: int(l.OSSpares), OSSpareMemory: l.OSSpareMemoryMB << 20,
		ReadLimit: l.ReadFileMB << 20, AllowedOrigins: c.Server.AllowedOrigins, AppsDomain: c.Apps.BaseDomain,
		AppsScheme: c.Apps.PublicScheme, AppsPort: int(c.Apps.PublicPort),
		Metrics: c.Server.Metrics, MetricsUsers: c.Server.MetricsUsers,
		Native: []tiers.Option{tiers.WithImage(c.Sandboxes.Image, c.Sandboxes.Pull), tiers.WithPython(c.Sandboxes.Python)},
		Policy: broker.Policy{
			Tools: c.Policy.Tools, Languages: c.Policy.Languages, Providers: c.Policy.Providers,
			Commands: broker.CommandRules{Allow: c.Policy.Commands.Allow, Deny: c.Policy.Commands.Deny},
			Egress:   c.Network.EgressAllow, PipIndex: c.Network.PipIndexURL, NpmRegistry: c.Network.NpmRegistry,
		},
	}
	if c.KubernetesEnabled() {
		k := c.Kubernetes
		p, err := provider.Open("kubernetes", map[string]string{"namespace": k.Namespace, "runtime_class": k.RuntimeClass,
			"image": k.Image, "kubeconfig": k.Kubeconfig, "home_claim": k.HomeClaim})
		if err != nil {
			return opts, fmt.Errorf("config: kubernetes: %w", err)
		}
		opts.Natives = map[string]provider.Provider{"kubernetes": p}
	}
	if c.Homes.Enabled {
		opts.HomeDir = c.Homes.Dir
		opts.HomeQuota = hostfs.Quota{Bytes: c.Homes.QuotaMB << 20, Files: c.Homes.QuotaFiles}
		if s3 := c.Homes.S3; c.Homes.Backend == "s3" {
			key, err := readValue("homes.s3.secret_key_env", "homes.s3.secret_key_file", s3.SecretKeyEnv, s3.SecretKeyFile)
			if err != nil {
				return opts, err
			}
			opts.HomeS3 = &broker.S3Homes{Endpoint: s3.Endpoint, Bucket: s3.Bucket, Region: s3.Region, AccessKeyID: s3.AccessKeyID, SecretKey: key}
		}
	}
	if cl := c.Cluster; cl.Redis != "" {
		opts.Cluster = &broker.ClusterOptions{Redis: cl.Redis, Advertise: cmp.Or(cl.Advertise, advertiseOf(c.Server.HTTP)), Lease: cl.Lease.Duration}
		opts.SaveEvery = cl.SaveEvery.Duration
		if cl.RedisPasswordEnv != "" || cl.RedisPasswordFile != "" {
			p, err := readValue("cluster.redis_password_env", "cluster.redis_password_file", cl.RedisPasswordEnv, cl.RedisPasswordFile)
			if err != nil {
				return opts, err
			}
			opts.Cluster.Password = p
		}
		if cl.KeyEnv != "" || cl.KeyFile != "" {
			k, err := readValue("cluster.key_env", "cluster.key_file", cl.KeyEnv, cl.KeyFile)
			if err != nil {
				return opts, err
			}
			opts.Cluster.Key = k
		}
	}
	for _, name := range slices.Sorted(func(yield func(string) bool) {
		for k := range c.Secrets {
			if !yield(k) {
				return
			}
		}
	}) {
		s := c.Secrets[name]
		value, err := readValue("secrets."+name+".env", "secrets."+name+".file", s.Env, s.File)
		if err != nil {
			return opts, err
		}
		opts.Policy.Secrets = append(opts.Policy.Secrets, broker.Secret{Name: name, Value: value, Tools: s.Tools, Users: s.Users, Hosts: s.Hosts})
	}
	if c.Server.HTTP != "" && !c.Server.InsecureNoAuth {
		a, err := c.auth()
		if err != nil {
			return opts, err
		}
		opts.Auth = a
	}
	return opts, nil
}

// auth reads the users' tokens and the trusted proxies.
func (c *Config) auth() (*broker.Auth, error) {
	a := &broker.Auth{UserHeader: c.Server.UserHeader}
	for _, p := range c.Server.TrustedProxies {
		prefix, _ := parsePrefix(p) // checked by Validate
		a.TrustedProxies = append(a.TrustedProxies, prefix)
	}
	seen := map[[sha256.Size]byte]string{}
	for i, u := range c.Users {
		key := fmt.Sprintf("users[%d]", i)
		t := broker.Token{User: u.ID}
		if u.TokenSHA256 != "" {
			b, _ := hex.DecodeString(u.TokenSHA256) // checked by Validate
			copy(t.SHA256[:], b)
		} else {
			token, err := readValue(key+".token_env", key+".token_file", u.TokenEnv, u.TokenFile)
			if err != nil {
				return nil, err
			}
			if len(token) < MinTokenBytes {
				return nil, fmt.Errorf("config: %s (%s): the token is %d bytes; use at least %d random ones (openssl rand -hex 32)", key, u.ID, len(token), MinTokenBytes)
			}
			t.SHA256 = sha256.Sum256([]byte(token))
		}
		if other, ok := seen[t.SHA256]; ok {
			return nil, fmt.Errorf("config: %s (%s): the same token as user %s; each user needs their own", key, u.ID, other)
		}
		seen[t.SHA256] = u.ID
		a.Tokens = append(a.Tokens, t)
	}
	return a, nil
}

// EnvNames lists the environment variables c reads values from: its
// secrets', users' tokens' and the cluster's keys.
func (c *Config) EnvNames() []string {
	names := []string{c.Homes.S3.SecretKeyEnv, c.Cluster.RedisPasswordEnv, c.Cluster.KeyEnv}
	for _, s := range c.Secrets {
		names = append(names, s.Env)
	}
	for _, u := range c.Users {
		names = append(names, u.TokenEnv)
	}
	return slices.DeleteFunc(names, func(n string) bool { return n == "" })
}

// readValue reads a value from the environment variable env (the key
// envKey) or else from file (fileKey). Messages name where the value was
// looked for, never the value.
func readValue(envKey, fileKey, env, file string) (string, error) {
	if env != "" {
		v, ok := os.LookupEnv(env)
		if !ok || v == "" {
			return "", invalid(envKey, strconv.Quote(env), "that environment variable of sbx serve is not set")
		}
		return v, nil
	}
	b, err := os.ReadFile(file)
	if err != nil {
		return "", invalid(fileKey, strconv.Quote(file), "cannot be read: "+err.Error())
	}
	b = bytes.TrimSuffix(bytes.TrimSuffix(b, []byte("\n")), []byte("\r"))
	if len(b) == 0 {
		return "", invalid(fileKey, strconv.Quote(file), "the file is empty")
	}
	return string(b), nil
}
