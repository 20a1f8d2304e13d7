package config

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sbx-sandbox/sbx/broker"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// write writes a config file and returns its path.
func write(t *testing.T, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "sbx.toml")
	if err := os.WriteFile(p, []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestDefaults(t *testing.T) {
	c, err := Load("", nil, []Override{{"--data-dir", "data_dir", "/srv/sbx"}})
	if err != nil {
		t.Fatal(err)
	}
	opts, err := c.Options()
	if err != nil {
		t.Fatal(err)
	}
	if opts.Limits != wasmrt.DefaultLimits {
		t.Errorf("limits %+v, want wasmrt.DefaultLimits %+v", opts.Limits, wasmrt.DefaultLimits)
	}
	if opts.IdleTimeout != broker.DefaultIdleTimeout || opts.TTL != broker.DefaultTTL || opts.ReadLimit != broker.DefaultReadLimit ||
		opts.PerConnection != broker.DefaultPerConnection || opts.MaxSandboxes != broker.DefaultMaxSandboxes || opts.Concurrency != 0 {
		t.Errorf("session options %+v differ from the broker's defaults", opts)
	}
	if c.Audit.Path != "/srv/sbx/audit.log" || opts.HomeDir != "/srv/sbx/homes" || opts.Auth != nil {
		t.Errorf("audit %q, homes %q, auth %v", c.Audit.Path, opts.HomeDir, opts.Auth)
	}
	if opts.Policy.Tools != nil || opts.Policy.Languages != nil || len(opts.Policy.Secrets) != 0 {
		t.Errorf("default policy %+v, want everything allowed and no secrets", opts.Policy)
	}
}

// TestPrecedence checks file < environment < flags.
func TestPrecedence(t *testing.T) {
	path := write(t, `
data_dir = "/from/file"
[limits]
memory_mb = 128
ttl = "30m"
timeout_seconds = 2
[policy]
languages = ["python"]
`)
	env := []string{"SBX_LIMITS_MEMORY_MB=64", "SBX_POLICY_LANGUAGES=python, shell", "SBX_LIMITS_TTL=20m", "HOME=/x", "SBX_UNRELATED=1"}
	c, err := Load(path, env, []Override{{"--memory", "limits.memory_mb", "32"}})
	if err != nil {
		t.Fatal(err)
	}
	if c.DataDir != "/from/file" || c.Limits.MemoryMB != 32 || c.Limits.TTL.Duration != 20*time.Minute || c.Limits.TimeoutSeconds != 2 ||
		!slices.Equal(c.Policy.Languages, []string{"python", "shell"}) {
		t.Errorf("got %+v", c)
	}
}

// TestInvalid checks that every bad configuration names its key and value.
func TestInvalid(t *testing.T) {
	tests := []struct {
		name, file string
		env        []string
		want       string
	}{
		{"syntax", "[limits\nmemory_mb = 1", nil, "line 2"},
		{"unknown key", "[limits]\nmemroy_mb = 1", nil, "unknown key limits.memroy_mb"},
		{"wrong type", "[limits]\nmemory_mb = \"lots\"", nil, "memory_mb"},
		{"integer duration", "[limits]\nttl = 60", nil, "ttl"},
		{"bad duration", "[limits]\nttl = \"an hour\"", nil, `"an hour" is not a duration`},
		{"negative", "[limits]\nmemory_mb = -5", nil, "limits.memory_mb = -5: must be more than 0"},
		{"too much memory", "[limits]\nmemory_mb = 8192", nil, "limits.memory_mb = 8192"},
		{"max under default", "[limits]\ntimeout_seconds = 10\nmax_timeout_seconds = 5", nil, "limits.max_timeout_seconds = 5: must be at least limits.timeout_seconds (10)"},
		{"env value", "", []string{"SBX_LIMITS_SANDBOXES=many"}, `SBX_LIMITS_SANDBOXES="many": not a whole number`},
		{"proxy", "[server]\ntrusted_proxies = [\"10.0.0.300\"]", nil, `server.trusted_proxies = "10.0.0.300"`},
		{"header", "[server]\nuser_header = \"X User\"", nil, `server.user_header = "X User"`},
		{"http without users", "[server]\nhttp = \"0.0.0.0:8080\"", nil, `server.http = "0.0.0.0:8080": HTTP needs users`},
		{"apps domain", "[apps]\nbase_domain = \"apps..example.com\"", nil, `apps.base_domain = "apps..example.com": not a domain name`},
		{"apps domain env", "", []string{"SBX_APPS_BASE_DOMAIN=http://x"}, `apps.base_domain = "http://x"`},
		{"apps scheme", "[apps]\npublic_scheme = \"ftp\"", nil, `apps.public_scheme = "ftp": must be http or https`},
		{"relative python", "[sandboxes]\npython = \"venv/bin/python\"", nil, `sandboxes.python = "venv/bin/python": not an absolute path`},
		{"apps port", "[apps]\npublic_port = 70000", nil, `apps.public_port = 70000`},
		{"remote without auth", "[server]\nhttp = \"0.0.0.0:8080\"\ninsecure_no_auth = true", nil, "server.insecure_no_auth = true"},
		{"secret in two places", "[secrets.T]\nenv = \"A\"\nfile = \"/b\"", nil, "secrets.T: give exactly one of env"},
		{"secret value in file", "[secrets.T]\nvalue = \"hunter2\"", nil, "unknown key secrets.T.value"},
		{"user id", "[[users]]\nid = \"../root\"\ntoken_env = \"T\"", nil, `users[0].id = "../root"`},
		{"duplicate user", "[[users]]\nid = \"a\"\ntoken_env = \"T\"\n[[users]]\nid = \"a\"\ntoken_env = \"U\"", nil, `users[1].id = "a": another user`},
		{"token hash", "[[users]]\nid = \"a\"\ntoken_sha256 = \"abc\"", nil, `users[0].token_sha256 = "abc"`},
		{"two tokens", "[[users]]\nid = \"a\"\ntoken_sha256 = \"abc\"\ntoken_env = \"T\"", nil, "users[0] (a): give exactly one"},
		{"homes backend", "[homes]\nbackend = \"nfs\"", nil, `homes.backend = "nfs": must be dir`},
		{"s3 without endpoint", "[homes]\nbackend = \"s3\"", nil, `homes.s3.endpoint = "": homes.backend = s3 needs`},
		{"s3 secret in the file", "[homes]\nbackend = \"s3\"\n[homes.s3]\nendpoint = \"http://s3:8333\"\nbucket = \"h\"\naccess_key_id = \"k\"\nsecret_key = \"x\"", nil, "unknown key homes.s3.secret_key"},
		{"s3 without secret", "[homes]\nbackend = \"s3\"\n[homes.s3]\nendpoint = \"http://s3:8333\"\nbucket = \"h\"\naccess_key_id = \"k\"", nil, "exactly one of homes.s3.secret_key_env"},
		{"cluster over stdio", "[cluster]\nredis = \"redis://r:6379/0\"", nil, `cluster.redis = "redis://r:6379/0": replicas share streamable HTTP`},
		{"cluster with dir homes", "[server]\nhttp = \"127.0.0.1:8080\"\ninsecure_no_auth = true\n[cluster]\nredis = \"redis://r:6379/0\"", nil, `homes.backend = "dir": replicas need homes they all reach`},
		{"cluster on every interface", "[server]\nhttp = \"0.0.0.0:8080\"\ntrusted_proxies = [\"10.0.0.5\"]\n[cluster]\nredis = \"redis://r:6379/0\"", nil, `cluster.advertise = "": server.http (0.0.0.0:8080) names no one address`},
		{"short lease", "[server]\nhttp = \"127.0.0.1:8080\"\ninsecure_no_auth = true\n[cluster]\nredis = \"redis://r:6379/0\"\nlease = \"100ms\"", nil, "cluster.lease = 100ms: must be 1s or more"},
		{"negative save_every", "[server]\nhttp = \"127.0.0.1:8080\"\ninsecure_no_auth = true\n[cluster]\nredis = \"redis://r:6379/0\"\nsave_every = \"-1s\"", nil, "cluster.save_every = -1s: must be 0"},
		{"metrics over stdio", "[server]\nmetrics = true", nil, "server.metrics = true: over stdio there is no HTTP listener for /metrics; set server.metrics_addr"},
		{"metrics address", "[server]\nmetrics_addr = \"9090\"", nil, `server.metrics_addr = "9090": not host:port`},
		{"otlp endpoint", "[telemetry]\notlp_endpoint = \"collector:4318\"", nil, `telemetry.otlp_endpoint = "collector:4318": not a URL`},
		{"otlp protocol", "[telemetry]\notlp_protocol = \"thrift\"", nil, `telemetry.otlp_protocol = "thrift": use http/protobuf or grpc`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := ""
			if tt.file != "" {
				path = write(t, tt.file)
			}
			_, err := Load(path, append(tt.env, "SBX_DATA_DIR=/d"), nil)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Load = %v, want an error containing %q", err, tt.want)
			}
		})
	}
}

// TestSecretsAndTokens checks that values come from the environment and
// files, and that a missing one names where it was looked for, not a value.
func TestSecretsAndTokens(t *testing.T) {
	dir := t.TempDir()
	tokenFile := filepath.Join(dir, "bob.token")
	os.WriteFile(tokenFile, []byte("bob-token-0123456789abcdef\n"), 0o600)
	secretFile := filepath.Join(dir, "db")
	os.WriteFile(secretFile, []byte("postgres://u:p@db/x\n"), 0o600)
	t.Setenv("TEST_GH_TOKEN", "ghp_0123456789abcdef")
	t.Setenv("TEST_ALICE_TOKEN", "alice-token-0123456789abcdef")
	carol := sha256.Sum256([]byte("carol-token-0123456789abcdef"))
	path := write(t, `
[server]
http = "0.0.0.0:8080"
trusted_proxies = ["10.1.0.0/16", "192.0.2.7"]

[secrets.GITHUB_TOKEN]
env = "TEST_GH_TOKEN"
tools = ["run_command"]
users = ["alice"]

[secrets.DATABASE_URL]
file = "`+secretFile+`"

[[users]]
id = "alice"
token_env = "TEST_ALICE_TOKEN"

[[users]]
id = "bob"
token_file = "`+tokenFile+`"

[[users]]
id = "carol"
token_sha256 = "`+hex.EncodeToString(carol[:])+`"
`)
	c, err := Load(path, []string{"SBX_DATA_DIR=" + dir}, nil)
	if err != nil {
		t.Fatal(err)
	}
	opts, err := c.Options()
	if err != nil {
		t.Fatal(err)
	}
	want := []broker.Secret{
		{Name: "DATABASE_URL", Value: "postgres://u:p@db/x"},
		{Name: "GITHUB_TOKEN", Value: "ghp_0123456789abcdef", Tools: []string{"run_command"}, Users: []string{"alice"}},
	}
	if len(opts.Policy.Secrets) != 2 || opts.Policy.Secrets[0].Value != want[0].Value || opts.Policy.Secrets[1].Value != want[1].Value ||
		!slices.Equal(opts.Policy.Secrets[1].Users, want[1].Users) {
		t.Errorf("secrets %+v, want %+v", opts.Policy.Secrets, want)
	}
	a := opts.Auth
	if a == nil || len(a.Tokens) != 3 || len(a.TrustedProxies) != 2 || a.UserHeader != broker.DefaultUserHeader {
		t.Fatalf("auth %+v", a)
	}
	for i, token := range []string{"alice-token-0123456789abcdef", "bob-token-0123456789abcdef", "carol-token-0123456789abcdef"} {
		if a.Tokens[i].SHA256 != sha256.Sum256([]byte(token)) {
			t.Errorf("token of %s is not the SHA-256 of its source", a.Tokens[i].User)
		}
	}

	os.Unsetenv("TEST_GH_TOKEN")
	if _, err := c.Options(); err == nil || !strings.Contains(err.Error(), `secrets.GITHUB_TOKEN.env = "TEST_GH_TOKEN"`) {
		t.Errorf("with the variable unset: %v", err)
	}
	t.Setenv("TEST_GH_TOKEN", "ghp_0123456789abcdef")
	t.Setenv("TEST_ALICE_TOKEN", "short")
	if _, err := c.Options(); err == nil || !strings.Contains(err.Error(), "users[0] (alice): the token is 5 bytes") || strings.Contains(err.Error(), "short") {
		t.Errorf("with a short token: %v", err)
	}
}

func TestKeys(t *testing.T) {
	keys := Keys()
	for _, k := range []string{"data_dir", "server.http", "limits.memory_mb", "limits.ttl", "policy.tools", "policy.commands.deny", "network.egress_allow", "audit.path", "homes.quota_mb"} {
		if !slices.Contains(keys, k) {
			t.Errorf("Keys() lacks %s", k)
		}
	}
	for _, k := range keys {
		if strings.HasPrefix(k, "secrets") || strings.HasPrefix(k, "users") {
			t.Errorf("Keys() has %s: secrets and users come only from the file", k)
		}
		if err := Default().Set(k, "1"); err != nil && !strings.Contains(err.Error(), "not") {
			t.Errorf("Set(%s): %v", k, err)
		}
	}
	if got := EnvName("policy.commands.allow"); got != "SBX_POLICY_COMMANDS_ALLOW" {
		t.Errorf("EnvName = %s", got)
	}
}
