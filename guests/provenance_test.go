// Package guests holds the check that every embedded artefact is built from
// the package registries alone: guests/README.md's Provenance table against
// the build recipes (guests/*/build.sh), the committed checksums and the UI
// bundle's lock files. It reads files only (no network), for make check.
package guests

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// row is one line of the Provenance table.
type row struct {
	artefact, input, pkg, registry, sum string
	line                                int
}

// registries are the only places a recipe may read from.
var registries = []string{"Debian trixie", "Debian bookworm", "npm", "Go module proxy"}

// provenance parses the table under "## Provenance" in README.md.
func provenance(t *testing.T, readme string) []row {
	t.Helper()
	b, err := os.ReadFile(readme)
	if err != nil {
		t.Fatal(err)
	}
	var rows []row
	in := false
	for i, l := range strings.Split(string(b), "\n") {
		switch {
		case strings.HasPrefix(l, "## "):
			in = l == "## Provenance"
			continue
		case !in || !strings.HasPrefix(l, "|") || strings.HasPrefix(l, "|---") || strings.HasPrefix(l, "| artefact "):
			continue
		}
		cells := strings.Split(strings.Trim(l, "|"), "|")
		if len(cells) != 5 {
			t.Errorf("README.md:%d: a Provenance row has %d cells, want 5 (artefact, input, package, registry, sha256)", i+1, len(cells))
			continue
		}
		for j := range cells {
			cells[j] = strings.Trim(strings.TrimSpace(cells[j]), "`")
		}
		rows = append(rows, row{cells[0], cells[1], cells[2], cells[3], cells[4], i + 1})
	}
	if len(rows) == 0 {
		t.Fatalf("%s has no Provenance table", readme)
	}
	return rows
}

var (
	hex64 = regexp.MustCompile(`\b[0-9a-f]{64}\b`)
	// "SHA256  FILE", as sha256sum -c reads it.
	sumLine = regexp.MustCompile(`^\s*([0-9a-f]{64})\s+\*?(\S+)\s*$`)
	// What fetches from somewhere other than a package registry.
	badCommand = regexp.MustCompile(`(?:^|[\s;&|(\x60$])(git|svn|hg|bzr|curl|wget|pip3?|easy_install|npx|fossil)(?:\s|$)`)
	url        = regexp.MustCompile(`[A-Za-z][A-Za-z0-9+.-]*://([^/\s"'$]+)`)
	forges     = regexp.MustCompile(`(?i)github\.com|gitlab\.|bitbucket\.org|sourceforge\.net|codeberg\.org|pypi\.org|pythonhosted\.org|googlesource\.com`)
)

// code drops a shell line's comment (a # at the start or after a blank).
func code(l string) string {
	for i := 0; i < len(l); i++ {
		if l[i] == '#' && (i == 0 || l[i-1] == ' ' || l[i-1] == '\t') {
			return l[:i]
		}
	}
	return l
}

// lintRecipe returns what is wrong with one build recipe: a pinned sha256
// the table does not list (or lists for another file), a fetch from outside
// the registries, or a URL: a recipe reaches Debian's archive through the
// machine's own mirrors (debian.sh), and names no host.
func lintRecipe(name, text string, bySum map[string]row) []string {
	var errs []string
	sc := bufio.NewScanner(strings.NewReader(text))
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		l := sc.Text()
		for _, sum := range hex64.FindAllString(l, -1) {
			r, ok := bySum[sum]
			if !ok {
				errs = append(errs, fmt.Sprintf("%s:%d: pins %s, which guests/README.md's Provenance table does not list", name, n, sum))
				continue
			}
			if m := sumLine.FindStringSubmatch(l); m != nil && m[1] == sum && m[2] != r.input {
				errs = append(errs, fmt.Sprintf("%s:%d: pins %s as %s; the Provenance table says it is %s", name, n, sum, m[2], r.input))
			}
		}
		c := code(l)
		if m := badCommand.FindStringSubmatch(c); m != nil {
			errs = append(errs, fmt.Sprintf("%s:%d: runs %s: recipes read only from Debian's archive, npm and the Go module proxy (apt-get source/download)", name, n, m[1]))
		}
		if forges.MatchString(c) {
			errs = append(errs, fmt.Sprintf("%s:%d: names a source forge or index (%s): recipes read only from the package registries", name, n, forges.FindString(c)))
		}
		for _, m := range url.FindAllStringSubmatch(c, -1) {
			errs = append(errs, fmt.Sprintf("%s:%d: names the host %s: recipes take Debian's archive from the machine's apt configuration (debian_list of guests/debian.sh)", name, n, m[1]))
		}
	}
	return errs
}

func TestProvenance(t *testing.T) {
	rows := provenance(t, "README.md")
	bySum := map[string]row{}
	for _, r := range rows {
		if !slices.Contains(registries, r.registry) {
			t.Errorf("README.md:%d: registry %q is none of %q", r.line, r.registry, registries)
		}
		if r.sum == "" || r.input == "" || r.pkg == "" || r.artefact == "" {
			t.Errorf("README.md:%d: an empty cell", r.line)
		}
		if strings.HasPrefix(r.sum, "sha512-") || strings.HasPrefix(r.sum, "h1:") {
			continue // npm's and Go's own pins: checked against the lock files below
		}
		if !hex64.MatchString(r.sum) || len(r.sum) != 64 {
			t.Errorf("README.md:%d: %q is no sha256", r.line, r.sum)
		}
		if o, dup := bySum[r.sum]; dup && o.input != r.input {
			t.Errorf("README.md:%d and %d: one sha256 for %s and %s", o.line, r.line, o.input, r.input)
		}
		bySum[r.sum] = r
	}

	// Every recipe's pins are in the table, and it fetches from registries
	// only, through the machine's own mirrors (debian.sh, which they share).
	recipes, err := filepath.Glob("*/build.sh")
	if err != nil || len(recipes) == 0 {
		t.Fatalf("no recipes: %v", err)
	}
	recipes = append(recipes, "debian.sh")
	used := map[string]bool{}
	for _, name := range recipes {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range lintRecipe(name, string(b), bySum) {
			t.Error(e)
		}
		for _, s := range hex64.FindAllString(string(b), -1) {
			used[s] = true
		}
	}
	// And the table lists nothing the recipes do not read (a stale row).
	for _, r := range rows {
		if len(r.sum) == 64 && !used[r.sum] {
			t.Errorf("README.md:%d: %s (%s) is pinned by no recipe", r.line, r.input, r.sum)
		}
	}

	// Every committed guest artefact has rows.
	sums, _ := filepath.Glob("*/SHA256SUMS")
	readme, _ := os.ReadFile("README.md")
	for _, f := range sums {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range strings.Split(strings.TrimSpace(string(b)), "\n") {
			name := l[strings.LastIndex(l, " ")+1:]
			if (strings.HasSuffix(name, ".gz") || strings.HasSuffix(name, ".zip")) && !slices.ContainsFunc(rows, func(r row) bool { return strings.Contains(r.artefact, name) }) {
				t.Errorf("%s: %s is embedded but has no row in guests/README.md's Provenance table", f, name)
			}
		}
	}
	if !strings.Contains(string(readme), "ui/dashboard/dist/dashboard.html") {
		t.Error("the Provenance table does not cover the UI bundle ui/dashboard/dist/dashboard.html")
	}
	checkUI(t, rows)
}

// checkUI: the UI bundle's rows are the packages of
// ui/dashboard/package-lock.json that go into it (not the dev ones), at the
// lock's versions and integrity, and esbuild at go.mod's version.
func checkUI(t *testing.T, rows []row) {
	t.Helper()
	b, err := os.ReadFile("../ui/dashboard/package-lock.json")
	if err != nil {
		t.Fatal(err)
	}
	var lock struct {
		Packages map[string]struct {
			Version   string `json:"version"`
			Integrity string `json:"integrity"`
			Dev       bool   `json:"dev"`
		} `json:"packages"`
	}
	if err := json.Unmarshal(b, &lock); err != nil {
		t.Fatal(err)
	}
	npm := map[string]row{}
	for _, r := range rows {
		if r.registry == "npm" {
			npm[r.input] = r
		}
	}
	for path, p := range lock.Packages {
		name, ok := strings.CutPrefix(path, "node_modules/")
		if !ok || p.Dev {
			continue
		}
		r, ok := npm[name]
		switch {
		case !ok:
			t.Errorf("package-lock.json has %s %s; the Provenance table does not", name, p.Version)
		case r.pkg != name+" "+p.Version || r.sum != p.Integrity:
			t.Errorf("README.md:%d: %s is %q %s in the table, %s %s in package-lock.json", r.line, name, r.pkg, r.sum, p.Version, p.Integrity)
		}
		delete(npm, name)
	}
	for name, r := range npm {
		t.Errorf("README.md:%d: npm package %s is not in ui/dashboard/package-lock.json (or only as a dev dependency)", r.line, name)
	}
	mod, err := os.ReadFile("../go.mod")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^\s*github\.com/evanw/esbuild (v\S+)`).FindSubmatch(mod)
	if m == nil {
		t.Fatal("go.mod requires no esbuild")
	}
	gosum, err := os.ReadFile("../go.sum")
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, r := range rows {
		if r.registry == "Go module proxy" && r.input == "github.com/evanw/esbuild" {
			found = true
			if r.pkg != "esbuild "+string(m[1]) || !strings.Contains(string(gosum), "github.com/evanw/esbuild "+string(m[1])+" "+r.sum) {
				t.Errorf("README.md:%d: esbuild %q %s; go.mod/go.sum say %s", r.line, r.pkg, r.sum, m[1])
			}
		}
	}
	if !found {
		t.Error("the Provenance table has no row for esbuild (Go module proxy), which bundles the UI")
	}
}

// TestLintRecipeFails: the recipe check catches what it is for.
func TestLintRecipeFails(t *testing.T) {
	known := map[string]row{strings.Repeat("a", 64): {input: "x_1.orig.tar.xz"}}
	bad := map[string]string{
		"unlisted pin": strings.Repeat("b", 64) + "  y_1.orig.tar.xz",
		"renamed pin":  strings.Repeat("a", 64) + "  z.tar.xz",
		"git clone":    "\tgit clone https://example.org/x.git",
		"git archive":  "git -C \"$dir\" archive HEAD | gzip >x.tar.gz",
		"curl":         "curl -fsSL -o x.tgz \"$URL\"",
		"wget":         "(cd src && wget \"$u\")",
		"pip":          "pip download numpy==2.2.4",
		"forge":        "die \"clone https://github.com/numpy/numpy\"",
		"other URL":    "echo \"deb http://example.org/debian trixie main\" >list",
		"registry URL": "echo \"deb [signed-by=$key] http://deb.debian.org/debian trixie main\" >list",
		"tarball URL":  "tar -xf <(python3 -c 'import urllib.request; urllib.request.urlopen(\"https://files.example.net/x.tgz\")')",
	}
	for name, l := range bad {
		if errs := lintRecipe("build.sh", "set -e\n"+l+"\n", known); len(errs) == 0 {
			t.Errorf("%s: %q passes the check", name, l)
		}
	}
	good := strings.Join([]string{
		strings.Repeat("a", 64) + "  x_1.orig.tar.xz",
		"debian_list deb-src trixie trixie-security >list",
		"apt-get \"${opts[@]}\" source --download-only \"x=$V\"  # not from a git clone",
		"wasi-libc=0.0~git20220510.9886d3d-2 ((${#missing[@]}))",
	}, "\n")
	if errs := lintRecipe("build.sh", good, known); len(errs) != 0 {
		t.Errorf("a good recipe fails: %q", errs)
	}
}
