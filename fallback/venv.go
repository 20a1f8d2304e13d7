package fallback

import (
	_ "embed"
	"strings"
	"time"
)

// SandboxVenv is where each os and Docker sandbox has a Python
// environment of its own, over the system's interpreter and packages: in
// /workspace, which a fork copies and a suspended sandbox keeps, and which
// is writable even where the home is a durable one shown read-only. pip
// installs there (no PEP 668 refusal: it is not the system's), under the
// workspace's quota, through the egress proxy like any other request.
const SandboxVenv = "/workspace/.venv"

// VenvScript makes the sandbox's environment: python3 -c VenvScript DIR
// makes it at DIR if it has none, and prints its python3.
//
//go:embed venv.py
var VenvScript string

// VenvTimeout bounds making the environment.
const VenvTimeout = 20 * time.Second

// VenvEnv is env with the sandbox's environment first on PATH.
func VenvEnv(env []string) []string {
	out := []string{"VIRTUAL_ENV=" + SandboxVenv}
	for _, kv := range env {
		if path, ok := strings.CutPrefix(kv, "PATH="); ok {
			kv = "PATH=" + SandboxVenv + "/bin:" + path
		}
		out = append(out, kv)
	}
	return out
}
