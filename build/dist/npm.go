package main

import (
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// The npm packages: templates under npm/ in the checkout, filled into
// dist/npm/. The templates' version is a placeholder that every filled
// package.json has replaced with the release's.
const (
	npmScope       = "@sbx-sandbox"
	npmMain        = npmScope + "/sbx"
	npmPlaceholder = "0.0.0-template"
)

// npmPlatform is the package holding the binary of Go platform p
// ("linux/amd64" -> "@sbx-sandbox/linux-x64", "windows/arm64" ->
// "@sbx-sandbox/win32-arm64"), and Node's os and cpu for it
// (process.platform and process.arch).
func npmPlatform(p string) (pkg, os, cpu string) {
	goos, goarch, _ := strings.Cut(p, "/")
	os = cmp.Or(map[string]string{"windows": "win32"}[goos], goos)
	cpu = map[string]string{"amd64": "x64", "arm64": "arm64"}[goarch]
	return npmScope + "/" + os + "-" + cpu, os, cpu
}

// packageJSON is what dist reads of a template's package.json.
type packageJSON struct {
	Name                 string            `json:"name"`
	Version              string            `json:"version"`
	Bin                  map[string]string `json:"bin"`
	OS                   []string          `json:"os"`
	CPU                  []string          `json:"cpu"`
	Files                []string          `json:"files"`
	OptionalDependencies map[string]string `json:"optionalDependencies"`
}

// npmPackages fills the package of each platform of want and the main
// package into out/npm, from the templates in src/npm, and returns the
// files written, relative to out.
func npmPackages(src, out string, want []string, st stamp) ([]string, error) {
	if err := checkTemplates(src); err != nil {
		return nil, err
	}
	var files []string
	fill := func(pkg, bin string, extra map[string]string) error {
		from, to := filepath.Join(src, "npm", pkg), filepath.Join(out, "npm", pkg)
		err := filepath.WalkDir(from, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			rel, _ := filepath.Rel(from, path)
			b, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			if rel == "package.json" {
				b = bytes.ReplaceAll(b, []byte(npmPlaceholder), []byte(st.npmVersion()))
			}
			fi, _ := d.Info()
			return writeFile(filepath.Join(to, rel), b, fi.Mode().Perm())
		})
		if err != nil {
			return err
		}
		for rel, from := range extra {
			b, err := os.ReadFile(from)
			if err != nil {
				return err
			}
			mode := os.FileMode(0o644)
			if rel == "bin/"+bin {
				mode = 0o755
			}
			if err := writeFile(filepath.Join(to, rel), b, mode); err != nil {
				return err
			}
		}
		return filepath.WalkDir(to, func(path string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() {
				rel, _ := filepath.Rel(out, path)
				files = append(files, rel)
			}
			return err
		})
	}
	for _, p := range want {
		pkg, _, _ := npmPlatform(p)
		dir := filepath.Join(out, dirName(p))
		if err := fill(pkg, binFile(p), map[string]string{
			"bin/" + binFile(p):  filepath.Join(dir, binFile(p)),
			"bin/" + sbomFile(p): filepath.Join(dir, sbomFile(p)),
		}); err != nil {
			return nil, err
		}
	}
	if err := fill(npmMain, binName, nil); err != nil {
		return nil, err
	}
	slices.Sort(files)
	return files, nil
}

func writeFile(path string, b []byte, mode os.FileMode) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(path, b, mode); err != nil {
		return err
	}
	return os.Chmod(path, mode) // whatever the umask
}

// checkTemplates fails unless the templates agree with each other and
// with the platforms: one package per platform with its os and cpu, each
// an optional dependency of the main package at the release's version,
// each named in the main package's bin script.
func checkTemplates(src string) error {
	read := func(pkg string) (packageJSON, error) {
		var p packageJSON
		b, err := os.ReadFile(filepath.Join(src, "npm", pkg, "package.json"))
		if err == nil {
			err = json.Unmarshal(b, &p)
		}
		if err == nil && (p.Name != pkg || p.Version != npmPlaceholder) {
			err = fmt.Errorf("name %q and version %q, want %q and %q", p.Name, p.Version, pkg, npmPlaceholder)
		}
		if err != nil {
			return p, fmt.Errorf("npm/%s/package.json: %w", pkg, err)
		}
		return p, nil
	}
	main, err := read(npmMain)
	if err != nil {
		return err
	}
	script, err := os.ReadFile(filepath.Join(src, "npm", npmMain, main.Bin[binName]))
	if err != nil {
		return fmt.Errorf("npm/%s: the bin %q: %w", npmMain, binName, err)
	}
	var deps []string
	for _, p := range platforms {
		name, nodeOS, cpu := npmPlatform(p)
		pj, err := read(name)
		if err != nil {
			return err
		}
		if !slices.Equal(pj.OS, []string{nodeOS}) || !slices.Equal(pj.CPU, []string{cpu}) {
			return fmt.Errorf("npm/%s/package.json: os %q, cpu %q, want [%s] and [%s]", name, pj.OS, pj.CPU, nodeOS, cpu)
		}
		if !slices.Equal(pj.Files, []string{"bin/" + binFile(p), "bin/" + sbomFile(p)}) {
			return fmt.Errorf("npm/%s/package.json: files %q, want [bin/%s bin/%s]", name, pj.Files, binFile(p), sbomFile(p))
		}
		if main.OptionalDependencies[name] != npmPlaceholder {
			return fmt.Errorf("npm/%s/package.json: optionalDependencies needs %q: %q", npmMain, name, npmPlaceholder)
		}
		if !bytes.Contains(script, []byte(fmt.Sprintf("%q: %q", nodeOS+" "+cpu, name))) {
			return fmt.Errorf("npm/%s/%s does not map %q to %s", npmMain, main.Bin[binName], nodeOS+" "+cpu, name)
		}
		deps = append(deps, name)
	}
	for name := range main.OptionalDependencies {
		if !slices.Contains(deps, name) {
			return fmt.Errorf("npm/%s/package.json: optional dependency %s is no platform sbx is built for", npmMain, name)
		}
	}
	return nil
}
