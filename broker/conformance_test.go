package broker

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sbx-sandbox/sbx/internal/sbxtest"
)

// TestConformance runs the MCP conformance suite's server scenarios, every
// suite of them, against sbx serve --http. The scenarios that need the
// suite's reference fixtures are listed in
// testdata/conformance/expected-failures.yml; the suite fails on any other
// failure and on a listed scenario that passes. It runs when
// SBX_CONFORMANCE holds the command that starts the suite: its
// conformance, preceded by the node to run it with when the node on PATH
// is older than 22 (.ci/run installs both under .ci/npm).
func TestConformance(t *testing.T) {
	suite := nodeTool(t, "SBX_CONFORMANCE", "@modelcontextprotocol/conformance@0.1.16")
	expected, err := filepath.Abs(filepath.Join("testdata", "conformance", "expected-failures.yml"))
	if err != nil {
		t.Fatal(err)
	}
	endpoint, _ := startHTTP(t, sbxtest.Binary(t), "--insecure-no-auth", "--data-dir", t.TempDir())
	cmd := exec.Command(suite[0], slices.Concat(suite[1:], []string{"server", "--url", endpoint, "--suite", "all",
		"--expected-failures", expected, "--output-dir", t.TempDir()})...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("conformance: %v\n%s", err, out)
	}
	if !strings.Contains(string(out), "Baseline check passed") {
		t.Fatalf("conformance did not check the expected failures:\n%s", out)
	}
}

// nodeTool returns the command in the environment variable env that
// starts a Node tool, the package pkg, or skips t saying how to get it.
func nodeTool(t *testing.T, env, pkg string) []string {
	cmd := strings.Fields(os.Getenv(env))
	if len(cmd) == 0 {
		t.Skipf("%s is not set: install %s (Node >= 22; see .ci/run) and set %s to [NODE] COMMAND", env, pkg, env)
	}
	return cmd
}
