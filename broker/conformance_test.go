package broker

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
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
	suite := strings.Fields(os.Getenv("SBX_CONFORMANCE"))
	if len(suite) == 0 {
		t.Skip("SBX_CONFORMANCE is not set: install @modelcontextprotocol/conformance@0.1.16 (Node >= 22; see .ci/run) and set SBX_CONFORMANCE to [NODE] CONFORMANCE")
	}
	expected, err := filepath.Abs(filepath.Join("testdata", "conformance", "expected-failures.yml"))
	if err != nil {
		t.Fatal(err)
	}
	endpoint, _ := startHTTP(t, sbxBinary(t), "--insecure-no-auth", "--data-dir", t.TempDir())
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
