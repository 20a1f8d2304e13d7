// Command dist builds sbx for release: a stripped, reproducible binary per
// platform, each with an SPDX 2.3 SBOM beside it (sbx.spdx.json: the Go
// modules linked in, read from the binary's build information, and every
// embedded artefact with the source packages and registries it is built
// from, read from the Provenance table in guests/README.md) and a
// SHA256SUMS; and the npm packages in esbuild's style, filled from the
// templates under npm/: one package per platform holding its binary, and
// @sbx-sandbox/sbx, whose bin runs the one for the platform it is on.
//
//	go run ./build/dist [-o dist] [-platforms linux/amd64,...] [-version V -commit C -date UNIX]
//
// The output, for each platform OS-ARCH (Go's names), where BIN is sbx, or
// sbx.exe on Windows:
//
//	dist/OS-ARCH/BIN               the binary
//	dist/OS-ARCH/BIN.spdx.json     its SBOM
//	dist/OS-ARCH/SHA256SUMS        the two files' sha256, as sha256sum -c reads them
//	dist/npm/@sbx-sandbox/NODEOS-NODEARCH/   its npm package (bin/BIN, bin/BIN.spdx.json)
//	dist/npm/@sbx-sandbox/sbx/     the package people install (npx -y @sbx-sandbox/sbx)
//	dist/SHA256SUMS                every file above
//
// A binary is built with -trimpath, -buildvcs=false, an empty build ID,
// CGO_ENABLED=0 and -ldflags "-s -w", GOAMD64=v1 and GOARM64=v8.0 whatever
// the environment says, and the version, commit and SBOM file name stamped
// in (main.version, main.commit, main.sbom); the SBOM's creation time is the
// commit's. So two builds of one commit with one Go toolchain are the same
// bytes, wherever the checkout is (TestReproducible checks it).
//
// Without -version, the version is the tag vX.Y.Z on HEAD, or else a Go
// pseudo-version of HEAD (v0.0.0-YYYYMMDDhhmmss-abcdefabcdef), with
// "+dirty" when tracked files differ from HEAD; npm packages get it
// without the "v" and the "+dirty".
package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
)

// platforms are the targets of a release, in Go's names.
var platforms = []string{"linux/amd64", "linux/arm64", "darwin/amd64", "darwin/arm64", "windows/amd64", "windows/arm64"}

// binName is the command's name: the npm package's bin, and the binary's
// file but on Windows (see binFile).
const (
	binName  = "sbx"
	sumsName = "SHA256SUMS"
)

// binFile is the binary's file name for platform p, in its directory and
// in its npm package's bin/: sbx, or sbx.exe on Windows, which runs only
// a file named so.
func binFile(p string) string {
	if strings.HasPrefix(p, "windows/") {
		return binName + ".exe"
	}
	return binName
}

// sbomFile is the file name of the SBOM of platform p's binary: the
// binary's with ".spdx.json" added. sbx version finds it by the name
// stamped in.
func sbomFile(p string) string { return binFile(p) + ".spdx.json" }

// stamp is what identifies a build of sbx.
type stamp struct {
	Version string    // v1.2.3, or a Go pseudo-version; "+dirty" if the tree was
	Commit  string    // the full commit hash
	Date    time.Time // the commit's time: the SBOM's creation time
}

// npmVersion is the version as npm wants it: semver without the "v" and
// without build metadata.
func (s stamp) npmVersion() string {
	v := strings.TrimPrefix(s.Version, "v")
	if i := strings.IndexByte(v, '+'); i >= 0 {
		v = v[:i]
	}
	return v
}

func main() {
	out := flag.String("o", "dist", "the output `directory`")
	src := flag.String("C", ".", "the sbx checkout to build")
	only := flag.String("platforms", strings.Join(platforms, ","), "the `OS/ARCH,...` to build")
	version := flag.String("version", "", "the version to stamp; from git if empty")
	commit := flag.String("commit", "", "the commit to stamp; from git if empty")
	date := flag.Int64("date", 0, "the commit time, Unix seconds; from git (or $SOURCE_DATE_EPOCH) if 0")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "Usage: go run ./build/dist [-o DIR] [-platforms OS/ARCH,...] [-version V -commit C -date UNIX]")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() != 0 {
		flag.Usage()
		os.Exit(2)
	}
	err := func() error {
		st, err := stampOf(*src, *version, *commit, *date)
		if err != nil {
			return err
		}
		want := strings.Split(*only, ",")
		for _, p := range want {
			if !slices.Contains(platforms, p) {
				return fmt.Errorf("platform %q: sbx is released for %s", p, strings.Join(platforms, ", "))
			}
		}
		start := time.Now()
		if err := dist(*src, *out, want, st, os.Stderr); err != nil {
			return err
		}
		fmt.Fprintf(os.Stderr, "dist: sbx %s (%s) for %s in %s, %.0f s\n", st.Version, st.Commit, strings.Join(want, ", "), *out, time.Since(start).Seconds())
		return nil
	}()
	if err != nil {
		fmt.Fprintln(os.Stderr, "dist:", err)
		os.Exit(1)
	}
}

// dist builds every platform of want from src into out, then the npm
// packages of those platforms and the SHA256SUMS over all of it.
func dist(src, out string, want []string, st stamp, log io.Writer) error {
	rows, err := readProvenance(filepath.Join(src, "guests", "README.md"))
	if err != nil {
		return err
	}
	arts, err := artefacts(src, rows)
	if err != nil {
		return err
	}
	// Only what this program writes is removed: out may hold other files.
	for _, d := range append([]string{"npm"}, dirNames(platforms)...) {
		if err := os.RemoveAll(filepath.Join(out, d)); err != nil {
			return err
		}
	}
	os.Remove(filepath.Join(out, sumsName))
	var files []string // relative to out, for the SHA256SUMS at the top
	for _, p := range want {
		dir := filepath.Join(out, dirName(p))
		bin := filepath.Join(dir, binFile(p))
		t := time.Now()
		if err := buildBinary(src, p, bin, st); err != nil {
			return err
		}
		doc, err := sbom(bin, p, st, arts)
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dir, sbomFile(p)), doc, 0o644); err != nil {
			return err
		}
		if err := writeSums(dir, binFile(p), sbomFile(p)); err != nil {
			return err
		}
		fi, _ := os.Stat(bin)
		fmt.Fprintf(log, "dist: %s: %d bytes in %.0f s\n", bin, fi.Size(), time.Since(t).Seconds())
		files = append(files, filepath.Join(dirName(p), binFile(p)), filepath.Join(dirName(p), sbomFile(p)))
	}
	npmFiles, err := npmPackages(src, out, want, st)
	if err != nil {
		return err
	}
	return writeSums(out, append(files, npmFiles...)...)
}

// dirName is the directory of platform p ("linux/amd64") under the output.
func dirName(p string) string { return strings.ReplaceAll(p, "/", "-") }

func dirNames(ps []string) []string {
	var ds []string
	for _, p := range ps {
		ds = append(ds, dirName(p))
	}
	return ds
}

// buildBinary builds cmd/sbx of src for platform p into bin.
func buildBinary(src, p, bin string, st stamp) error {
	goos, goarch, _ := strings.Cut(p, "/")
	ldflags := strings.Join([]string{"-s", "-w", "-buildid=",
		"-X", "main.version=" + st.Version,
		"-X", "main.commit=" + st.Commit,
		"-X", "main.sbom=" + sbomFile(p)}, " ")
	abs, err := filepath.Abs(bin)
	if err != nil {
		return err
	}
	cmd := exec.Command("go", "build", "-trimpath", "-buildvcs=false", "-ldflags", ldflags, "-o", abs, "./cmd/sbx")
	cmd.Dir = src
	cmd.Env = buildEnv(os.Environ(), goos, goarch)
	var stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stderr, &stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("go build for %s: %v\n%s", p, err, stderr.Bytes())
	}
	return nil
}

// buildEnv is env with what changes a binary's bytes pinned: the target,
// no cgo, the baseline instruction sets, and no GOFLAGS or experiments
// from the caller. GOCACHE, GOPATH and GOPROXY pass through.
func buildEnv(env []string, goos, goarch string) []string {
	pinned := map[string]string{
		"GOOS": goos, "GOARCH": goarch, "CGO_ENABLED": "0",
		"GOAMD64": "v1", "GOARM64": "v8.0", "GOFLAGS": "", "GOEXPERIMENT": "",
		"GO111MODULE": "on", "GOWORK": "off",
	}
	var out []string
	for _, kv := range env {
		k, _, _ := strings.Cut(kv, "=")
		if _, ok := pinned[k]; !ok {
			out = append(out, kv)
		}
	}
	for _, k := range sortedKeys(pinned) {
		out = append(out, k+"="+pinned[k])
	}
	return out
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// writeSums writes dir/SHA256SUMS over names (paths relative to dir).
func writeSums(dir string, names ...string) error {
	var b strings.Builder
	for _, n := range names {
		sum, err := fileSHA256(filepath.Join(dir, n))
		if err != nil {
			return err
		}
		fmt.Fprintf(&b, "%s  %s\n", sum, filepath.ToSlash(n))
	}
	return os.WriteFile(filepath.Join(dir, sumsName), []byte(b.String()), 0o644)
}

func fileSHA256(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// stampOf completes the given version, commit and date from git in src.
func stampOf(src, version, commit string, date int64) (stamp, error) {
	if date == 0 {
		if s := os.Getenv("SOURCE_DATE_EPOCH"); s != "" {
			d, err := strconv.ParseInt(s, 10, 64)
			if err != nil {
				return stamp{}, fmt.Errorf("SOURCE_DATE_EPOCH=%q: %v", s, err)
			}
			date = d
		}
	}
	if version != "" && commit != "" && date != 0 {
		return stamp{version, commit, time.Unix(date, 0).UTC()}, nil
	}
	git := func(args ...string) (string, error) {
		cmd := exec.Command("git", args...)
		cmd.Dir = src
		b, err := cmd.Output()
		return strings.TrimSpace(string(b)), err
	}
	head, err := git("log", "-1", "--format=%H %ct")
	if err != nil {
		return stamp{}, errors.New("not a git checkout (or git is missing): pass -version, -commit and -date")
	}
	hash, ct, _ := strings.Cut(head, " ")
	if commit == "" {
		commit = hash
	}
	if date == 0 {
		date, _ = strconv.ParseInt(ct, 10, 64)
	}
	t := time.Unix(date, 0).UTC()
	if version == "" {
		if tag, err := git("describe", "--tags", "--exact-match", "--match", "v[0-9]*", "HEAD"); err == nil && tag != "" {
			version = tag
		} else {
			version = "v0.0.0-" + t.Format("20060102150405") + "-" + hash[:12]
		}
		if st, err := git("status", "--porcelain", "--untracked-files=no"); err == nil && st != "" {
			version += "+dirty"
		}
	}
	return stamp{version, commit, t}, nil
}
