package main

import (
	"bytes"
	"debug/buildinfo"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// root is the checkout holding this package.
const root = "../.."

var testStamp = stamp{Version: "v0.0.0-20260101000000-0123456789ab", Commit: "0123456789abcdef0123456789abcdef01234567",
	Date: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}

// TestReproducible builds linux/amd64 and windows/amd64 twice, from two
// copies of the checkout at different paths, as make dist does, and fails
// unless every file (binaries, SBOMs, npm packages, checksums) is
// byte-identical, laid out as the npm packages and sha256sum -c want, and
// no binary holds either path. The builds share the Go build cache, so after
// make dist this is mostly two links; SBX_REPRO_COLD=1 gives each build an
// empty cache of its own, so that both compile everything (minutes).
func TestReproducible(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: two builds of sbx take a minute or more")
	}
	if d, ok := t.Deadline(); ok && time.Until(d) < 8*time.Minute {
		t.Skipf("the test deadline is %s away; two builds of sbx need up to 8 min when the build cache is cold", time.Until(d).Round(time.Second))
	}
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command:", err)
	}
	tmp := t.TempDir()
	srcA, srcB := filepath.Join(tmp, "a", "sbx"), filepath.Join(tmp, "b", "elsewhere", "checkout")
	built := []string{"linux/amd64", "windows/amd64"}
	copySources(t, srcA, built...)
	copySources(t, srcB, built...)
	cold := os.Getenv("SBX_REPRO_COLD") == "1"
	outs := map[string]string{srcA: filepath.Join(tmp, "out-a"), srcB: filepath.Join(tmp, "out-b")}
	for _, src := range []string{srcA, srcB} {
		if cold {
			t.Setenv("GOCACHE", outs[src]+"-gocache")
		}
		start := time.Now()
		if err := dist(src, outs[src], built, testStamp, io.Discard); err != nil {
			t.Fatal(err)
		}
		t.Logf("built from %s in %.1f s", src, time.Since(start).Seconds())
	}
	a, b := readTree(t, outs[srcA]), readTree(t, outs[srcB])
	if len(a) != len(b) {
		t.Errorf("the builds wrote %d and %d files", len(a), len(b))
	}
	for name, data := range a {
		if !bytes.Equal(data, b[name]) {
			t.Errorf("%s differs between the builds (%d and %d bytes)", name, len(data), len(b[name]))
		}
	}
	sums := string(a[sumsName])
	for _, p := range built {
		bin := a[dirName(p)+"/"+binFile(p)]
		for _, dir := range []string{tmp, srcA, srcB} {
			if bytes.Contains(bin, []byte(dir)) {
				t.Errorf("the %s binary holds the path %s", p, dir)
			}
		}
		if !bytes.Contains(bin, []byte(testStamp.Commit)) || !bytes.Contains(bin, []byte(sbomFile(p))) {
			t.Errorf("the %s binary does not hold the commit and SBOM name stamped in", p)
		}
		pkg, _, _ := npmPlatform(p)
		for _, f := range []string{binFile(p), sbomFile(p)} {
			in := "npm/" + pkg + "/bin/" + f
			if !bytes.Equal(a[in], a[dirName(p)+"/"+f]) || len(a[in]) == 0 {
				t.Errorf("%s is not %s/%s", in, dirName(p), f)
			}
			for _, name := range []string{dirName(p) + "/" + f, in} {
				if !strings.Contains(sums, "  "+name+"\n") {
					t.Errorf("%s does not list %s", sumsName, name)
				}
			}
		}
		if len(bin) > 0 {
			t.Logf("%s: %d bytes, identical", p, len(bin))
		}
	}
	if _, ok := a["windows-amd64/sbx"]; ok {
		t.Error("windows-amd64 holds a binary named sbx, which Windows does not run")
	}
}

// copySources copies what building cmd/sbx for platforms and make dist
// read from the checkout: go.mod, go.sum, the guests' README, the npm
// templates, and each package's Go, assembly and embedded files.
func copySources(t *testing.T, dst string, platforms ...string) {
	t.Helper()
	var out []byte
	for _, p := range platforms {
		goos, goarch, _ := strings.Cut(p, "/")
		cmd := exec.Command("go", "list", "-deps", "-json=Dir,Module,GoFiles,SFiles,EmbedFiles", "./cmd/sbx")
		cmd.Dir = root
		cmd.Env = buildEnv(os.Environ(), goos, goarch)
		b, err := cmd.Output()
		if err != nil {
			t.Fatalf("go list for %s: %v", p, err)
		}
		out = append(out, b...)
	}
	abs, _ := filepath.Abs(root)
	files := []string{"go.mod", "go.sum", "guests/README.md"}
	dec := json.NewDecoder(bytes.NewReader(out))
	for dec.More() {
		var p struct {
			Dir                         string
			Module                      *struct{ Main bool }
			GoFiles, SFiles, EmbedFiles []string
		}
		if err := dec.Decode(&p); err != nil {
			t.Fatal(err)
		}
		if p.Module == nil || !p.Module.Main {
			continue
		}
		rel, err := filepath.Rel(abs, p.Dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range append(append(p.GoFiles, p.SFiles...), p.EmbedFiles...) {
			files = append(files, filepath.Join(rel, f))
		}
	}
	filepath.WalkDir(filepath.Join(root, "npm"), func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(root, path)
			files = append(files, rel)
		}
		return err
	})
	for _, f := range files {
		b, err := os.ReadFile(filepath.Join(root, f))
		if err != nil {
			t.Fatal(err)
		}
		fi, _ := os.Stat(filepath.Join(root, f))
		if err := writeFile(filepath.Join(dst, f), b, fi.Mode().Perm()); err != nil {
			t.Fatal(err)
		}
	}
}

func readTree(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	files := map[string][]byte{}
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, path)
		files[filepath.ToSlash(rel)], err = os.ReadFile(path)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// TestSBOM writes the SBOM of this test binary (it has build information
// like sbx's) and checks it: valid SPDX 2.3, every package but the
// embedded files named by a purl of its registry's type and by no
// registry host, every Go module of the build information, and every row
// of the Provenance table as an input an embedded artefact is generated
// from, with its hash.
func TestSBOM(t *testing.T) {
	rows, err := readProvenance(filepath.Join(root, "guests", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	arts, err := artefacts(root, rows)
	if err != nil {
		t.Fatal(err)
	}
	exe, err := os.Executable()
	if err != nil {
		t.Skip("no path to the test binary:", err)
	}
	b, err := sbom(exe, "linux/amd64", testStamp, arts)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range validateSPDX23(b) {
		t.Errorf("not valid SPDX 2.3: %s", e)
	}
	var doc spdxDoc
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	if doc.CreationInfo.Created != "2026-01-01T00:00:00Z" {
		t.Errorf("created %s, want the commit's time", doc.CreationInfo.Created)
	}
	for _, host := range []string{"deb.debian.org", "debian.org/", "registry.npmjs.org", "npmjs", "proxy.golang.org", "sum.golang.org"} {
		if bytes.Contains(b, []byte(host)) {
			t.Errorf("the SBOM names the registry host %s; it names packages by purl", host)
		}
	}
	ids := map[string]spdxPackage{}
	for _, p := range doc.Packages {
		ids[p.SPDXID] = p
		var purls []string
		for _, r := range p.ExternalRefs {
			if r.Type == "purl" {
				purls = append(purls, r.Locator)
			}
		}
		switch {
		case p.Purpose == "FILE":
			continue // sbx's own embedded files: named by path and hash
		case len(purls) != 1:
			t.Errorf("%s (%s) has purls %q, want one", p.Name, p.SPDXID, purls)
		case p.VersionInfo == "":
			t.Errorf("%s (%s) has no versionInfo", p.Name, p.SPDXID)
		}
		want := "pkg:golang/"
		switch {
		case strings.HasPrefix(p.Comment, "registry: Debian"):
			want = "pkg:deb/debian/"
		case p.Comment == "registry: npm":
			want = "pkg:npm/"
		}
		if len(purls) == 1 && !strings.HasPrefix(purls[0], want) {
			t.Errorf("%s's purl %s, want %s...", p.Name, purls[0], want)
		}
		if p.Purpose != "APPLICATION" && p.DownloadLocation != noAssertion {
			t.Errorf("%s's downloadLocation %q, want NOASSERTION", p.Name, p.DownloadLocation)
		}
	}
	generated := map[string]bool{} // input file names something is generated from
	for _, r := range doc.Relationships {
		if r.Type == "GENERATED_FROM" {
			generated[ids[r.Related].PackageFileName] = true
		}
	}
	for _, r := range rows {
		if !generated[r.input] {
			t.Errorf("the SBOM has no artefact generated from %s (%s, %s)", r.input, r.pkg, r.registry)
		}
		if r.registry != "Go module proxy" && !bytes.Contains(b, []byte(r.sum)) && !strings.HasPrefix(r.sum, "sha512-") {
			t.Errorf("the SBOM lacks %s's hash %s", r.input, r.sum)
		}
	}
	info, err := buildinfo.ReadFile(exe)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range info.Deps {
		if m.Replace != nil {
			m = m.Replace
		}
		if !bytes.Contains(b, []byte(`"name": "`+m.Path+`"`)) {
			t.Errorf("the SBOM lacks the module %s", m.Path)
		}
	}
	for _, p := range platforms {
		b, err := sbom(exe, p, testStamp, arts)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range validateSPDX23(b) {
			t.Errorf("%s: not valid SPDX 2.3: %s", p, e)
		}
		var doc spdxDoc
		if err := json.Unmarshal(b, &doc); err != nil {
			t.Fatal(err)
		}
		if i := slices.IndexFunc(doc.Packages, func(p spdxPackage) bool { return p.Purpose == "APPLICATION" }); i < 0 || doc.Packages[i].PackageFileName != binFile(p) {
			t.Errorf("%s: the SBOM does not describe the binary %s", p, binFile(p))
		}
	}
	if len(arts) < 7 {
		t.Errorf("%d embedded artefacts, want python, stdlib, the imaging guest and its zip, js, awk, tzdata and the dashboard", len(arts))
	}
}

// TestTemplates checks the npm templates against each other and against
// the platforms make dist builds.
func TestTemplates(t *testing.T) {
	if err := checkTemplates(root); err != nil {
		t.Fatal(err)
	}
	if v := testStamp.npmVersion(); v != "0.0.0-20260101000000-0123456789ab" {
		t.Errorf("npmVersion = %q", v)
	}
	if v := (stamp{Version: "v1.2.3+dirty"}).npmVersion(); v != "1.2.3" {
		t.Errorf("npmVersion of v1.2.3+dirty = %q", v)
	}
}

// TestNoMethodLookupByName holds what keeps the binary small: no package
// of sbx's build imports text/template (html/template imports it), whose
// method lookup by name at run time makes the linker keep every exported
// method of every type in the binary. gRPC brought it in through
// golang.org/x/net/trace, and with it 17 MB (docs/benchmarks.md, "The
// dependency diet").
func TestNoMethodLookupByName(t *testing.T) {
	cmd := exec.Command("go", "list", "-deps", "-f", "{{.ImportPath}}: {{join .Imports \" \"}}", "./cmd/sbx")
	cmd.Dir = root
	cmd.Env = buildEnv(os.Environ(), "linux", "amd64")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, l := range strings.Split(string(out), "\n") {
		pkg, imports, _ := strings.Cut(l, ": ")
		for _, imp := range strings.Fields(imports) {
			if imp == "text/template" || imp == "html/template" {
				t.Errorf("%s imports %s: every exported method of every type stays in the binary (megabytes); find another way", pkg, imp)
			}
		}
	}
}
