package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestServeRefusesBadConfig checks that a configuration sbx cannot serve
// stops start-up with exit 2 and a message naming the key and the value.
func TestServeRefusesBadConfig(t *testing.T) {
	data := t.TempDir()
	tests := []struct {
		name, file string
		args       []string
		env        []string
		want       string
	}{
		{"unknown key", "[limits]\nmemroy_mb = 1\n", nil, nil, "unknown key limits.memroy_mb"},
		{"bad value", "[limits]\nttl = \"-1m\"\n", nil, nil, "limits.ttl = -1m0s: must be more than 0"},
		{"bad environment", "", nil, []string{"SBX_LIMITS_MEMORY_MB=lots"}, `SBX_LIMITS_MEMORY_MB="lots": not a whole number`},
		{"bad flag", "", []string{"--memory", "lots"}, nil, `--memory "lots": not a whole number`},
		{"unknown tool", "[policy]\ntools = [\"run_code\", \"run_cod\"]\n", nil, nil, `policy.tools: unknown tool "run_cod"`},
		{"unknown language", "[policy]\nlanguages = [\"ruby\"]\n", nil, nil, `policy.languages: unknown language "ruby"`},
		{"missing secret", "[secrets.API_KEY]\nenv = \"SBX_TEST_UNSET_VARIABLE\"\n", nil, nil, `secrets.API_KEY.env = "SBX_TEST_UNSET_VARIABLE"`},
		{"http without users", "", []string{"--http", "0.0.0.0:0"}, nil, `server.http = "0.0.0.0:0": HTTP needs users`},
		{"bad origin", "[server]\nallowed_origins = [\"app.example.com\"]\n", nil, nil, `server.allowed_origins = "app.example.com": not an origin`},
		{"remote without auth", "", []string{"--http", "192.0.2.1:8080", "--insecure-no-auth"}, nil, "server.insecure_no_auth = true"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, kv := range tt.env {
				k, v, _ := strings.Cut(kv, "=")
				t.Setenv(k, v)
			}
			path := filepath.Join(t.TempDir(), "sbx.toml")
			os.WriteFile(path, []byte(tt.file), 0o600)
			code, _, stderr := runCLI(t, "", append([]string{"serve", "--config", path, "--data-dir", data}, tt.args...)...)
			if code != exitUsage || !strings.Contains(stderr, tt.want) {
				t.Errorf("exit %d, stderr %q; want exit 2 naming %q", code, stderr, tt.want)
			}
		})
	}
}
