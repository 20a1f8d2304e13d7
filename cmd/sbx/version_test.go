package main

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestBuildLine checks that sbx version names the build: the version and
// commit make dist stamps in, the platform, and where the SBOM is, beside
// the binary when it is there and with where to find it when it is not.
func TestBuildLine(t *testing.T) {
	defer func(v, c, s string) { version, commit, sbom = v, c, s }(version, commit, sbom)
	version, commit, sbom = "", "", ""
	if l := sbomLine(); !strings.HasPrefix(l, "sbom: none (not a release build)") {
		t.Errorf("sbomLine of a plain build = %q", l)
	}
	version, commit, sbom = "v1.2.3", "0123456789abcdef0123456789abcdef01234567", "sbx-test-version.spdx.json"
	want := "sbx v1.2.3 (commit 0123456789abcdef0123456789abcdef01234567, " + runtime.GOOS + "/" + runtime.GOARCH + ", " + runtime.Version() + ")"
	if l := buildLine(); l != want {
		t.Errorf("buildLine = %q, want %q", l, want)
	}
	if l := sbomLine(); !strings.Contains(l, "sbx-test-version.spdx.json, not beside ") {
		t.Errorf("sbomLine without the file = %q", l)
	}
	exe, err := os.Executable()
	if err == nil {
		exe, err = filepath.EvalSymlinks(exe)
	}
	if err != nil {
		t.Skip("no path to the test binary:", err)
	}
	path := filepath.Join(filepath.Dir(exe), sbom)
	if err := os.WriteFile(path, []byte("{}\n"), 0o644); err != nil {
		t.Skip("cannot write beside the test binary:", err)
	}
	defer os.Remove(path)
	if l := sbomLine(); l != "sbom: "+path {
		t.Errorf("sbomLine = %q, want %q", l, "sbom: "+path)
	}
	code, stdout, _ := runCLI(t, "", "version")
	if code != 0 || !strings.HasPrefix(stdout, want+"\nsbom: "+path+"\n") {
		t.Errorf("sbx version: exit %d,\n%s", code, stdout)
	}
}
