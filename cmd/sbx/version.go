package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"

	"github.com/sbx-sandbox/sbx"
)

// What make dist (go run ./build/dist) stamps into a release binary with
// -ldflags -X; empty in every other build.
var (
	version string // the release's version: v1.2.3, or a Go pseudo-version
	commit  string // the commit it was built from
	sbom    string // the file name of its SPDX SBOM, shipped beside the binary
)

// sbxVersion is the stamped version of a release build, else the module
// version when built by `go install ...@version`, else "dev".
func sbxVersion() string {
	if version != "" {
		return version
	}
	if info, ok := debug.ReadBuildInfo(); ok && info.Main.Version != "" && info.Main.Version != "(devel)" {
		return info.Main.Version
	}
	return "dev"
}

// sbxCommit is the stamped commit, else the one Go recorded when building
// in a git checkout ("-dirty" if files differed from it), else "".
func sbxCommit() string {
	if commit != "" {
		return commit
	}
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return ""
	}
	var rev, modified string
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			modified = s.Value
		}
	}
	if rev != "" && modified == "true" {
		rev += "-dirty"
	}
	return rev
}

// buildLine names this build: version, commit, platform and Go release.
func buildLine() string {
	c := sbxCommit()
	if c == "" {
		c = "unknown"
	}
	return fmt.Sprintf("sbx %s (commit %s, %s/%s, %s)", sbxVersion(), c, runtime.GOOS, runtime.GOARCH, runtime.Version())
}

// sbomLine says where this binary's SBOM is: a release build's lies beside
// it (dist/OS-ARCH/sbx.spdx.json, bin/sbx.spdx.json in the npm package).
func sbomLine() string {
	exe, err := os.Executable()
	if err == nil {
		exe, err = filepath.EvalSymlinks(exe)
	}
	if sbom == "" {
		if err != nil {
			return "sbom: none (not a release build); go version -m on the binary lists its Go modules"
		}
		return fmt.Sprintf("sbom: none (not a release build); go version -m %s lists its Go modules", exe)
	}
	if err != nil {
		return fmt.Sprintf("sbom: %s, beside the binary (which cannot be found: %v)", sbom, err)
	}
	path := filepath.Join(filepath.Dir(exe), sbom)
	if _, err := os.Stat(path); err != nil {
		return fmt.Sprintf("sbom: %s, not beside %s: it ships with the binary, in the release's directory and in the npm package's bin/", sbom, exe)
	}
	return "sbom: " + path
}

func runVersion(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("version", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "Usage: sbx version\n\nPrints the build (version, commit, platform, Go release), where its SBOM is, and each guest's version.")
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	fmt.Fprintln(stdout, buildLine())
	fmt.Fprintln(stdout, sbomLine())
	for _, g := range sbx.Guests() {
		fmt.Fprintf(stdout, "  %-15s %s (wasm32-wasi)\n", g.Name, g.Version)
	}
	return exitOK
}
