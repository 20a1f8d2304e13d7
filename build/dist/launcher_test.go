package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestLauncher runs the npm launcher, npm/@sbx-sandbox/sbx/bin/sbx, under
// node in a node_modules laid out as npm installs the packages, telling
// it each platform's process.platform and process.arch: it must run the
// binary of that platform's package (bin/sbx.exe on win32) with its
// arguments, and name the platforms it has builds for on any other.
func TestLauncher(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("no node:", err)
	}
	tmp := t.TempDir()
	mods := filepath.Join(tmp, "node_modules")
	launcher := filepath.Join(mods, npmMain, "bin", binName)
	for _, f := range []string{"package.json", "bin/" + binName} {
		b, err := os.ReadFile(filepath.Join(root, "npm", npmMain, f))
		if err != nil {
			t.Fatal(err)
		}
		if err := writeFile(filepath.Join(mods, npmMain, f), b, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, p := range platforms {
		pkg, _, _ := npmPlatform(p)
		b, err := os.ReadFile(filepath.Join(root, "npm", pkg, "package.json"))
		if err != nil {
			t.Fatal(err)
		}
		if err := writeFile(filepath.Join(mods, pkg, "package.json"), b, 0o644); err != nil {
			t.Fatal(err)
		}
		// A stand-in for the binary that says which file ran, and with what.
		if err := writeFile(filepath.Join(mods, pkg, "bin", binFile(p)), []byte("#!/bin/sh\necho \"$0 $*\"\n"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	// as.js PLATFORM ARCH LAUNCHER ARGS... runs LAUNCHER ARGS... as node on
	// PLATFORM ARCH would.
	as := filepath.Join(tmp, "as.js")
	if err := os.WriteFile(as, []byte(`const [platform, arch, launcher] = process.argv.splice(2, 3);
Object.defineProperty(process, "platform", { value: platform });
Object.defineProperty(process, "arch", { value: arch });
require(launcher);
`), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		platform, arch string
		want           string // the binary run, relative to node_modules
	}{
		{"win32", "x64", "@sbx-sandbox/win32-x64/bin/sbx.exe"},
		{"win32", "arm64", "@sbx-sandbox/win32-arm64/bin/sbx.exe"},
		{"linux", "x64", "@sbx-sandbox/linux-x64/bin/sbx"},
		{"linux", "arm64", "@sbx-sandbox/linux-arm64/bin/sbx"},
		{"darwin", "arm64", "@sbx-sandbox/darwin-arm64/bin/sbx"},
		{"darwin", "x64", "@sbx-sandbox/darwin-x64/bin/sbx"},
		{"win32", "ia32", ""},
		{"freebsd", "x64", ""},
	}
	for _, tt := range tests {
		cmd := exec.Command(node, as, tt.platform, tt.arch, launcher, "run", "python", "-c", "print(42)")
		cmd.Env = append(os.Environ(), "SBX_BINARY=")
		out, err := cmd.CombinedOutput()
		got := strings.TrimSpace(string(out))
		switch {
		case tt.want == "" && (err == nil || !strings.Contains(got, "there is no sbx build for "+tt.platform+" "+tt.arch) || !strings.Contains(got, "win32 x64")):
			t.Errorf("%s %s: %v, %q; want a failure naming the builds there are", tt.platform, tt.arch, err, got)
		case tt.want != "" && (err != nil || got != filepath.Join(mods, tt.want)+" run python -c print(42)"):
			t.Errorf("%s %s: %v, %q; want %s run with the arguments", tt.platform, tt.arch, err, got, tt.want)
		}
	}
}
