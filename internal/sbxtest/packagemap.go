package sbxtest

import (
	"bufio"
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// module is the import path the package maps' names are relative to.
const module = "github.com/sbx-sandbox/sbx/"

// design is the document that holds the package maps, from the module's
// root.
const design = "docs/design.md"

// PackageMap checks the packages under the test's directory (go list
// ./...) against the table under heading (a whole line, "## The broker's
// packages") in docs/design.md, whose rows are a package, what it owns
// and the module's packages it may import, top row first: every package
// has a row, imports only what its row allows, and no row allows a
// package of a row above it, so the imports point one way, down, and make
// no cycle.
func PackageMap(t *testing.T, heading string) {
	t.Helper()
	root, err := moduleRoot()
	if err != nil {
		t.Fatal(err)
	}
	doc, err := os.ReadFile(filepath.Join(root, design))
	if err != nil {
		t.Fatal(err)
	}
	order, allowed := packageRows(t, doc, heading)
	for i, pkg := range order {
		for _, dep := range allowed[pkg] {
			if j := slices.Index(order, dep); j >= 0 && j <= i {
				t.Errorf("%s: %s may import %s, which is not below it in the package map", design, pkg, dep)
			}
		}
	}
	goCmd := filepath.Join(runtime.GOROOT(), "bin", "go")
	if _, err := exec.LookPath(goCmd); err != nil {
		t.Skipf("no Go toolchain here to list the packages' imports (%v); the map above was checked", err)
	}
	cmd := exec.Command(goCmd, "list", "-f", "{{.ImportPath}}{{range .Imports}} {{.}}{{end}}", "./...")
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		imports := strings.Fields(line)
		pkg := strings.TrimPrefix(imports[0], module)
		if !slices.Contains(order, pkg) {
			t.Errorf("%s is not in the package map under %q in %s; add a row for it", pkg, heading, design)
			continue
		}
		for _, imp := range imports[1:] {
			if dep, ours := strings.CutPrefix(imp, module); ours && !slices.Contains(allowed[pkg], dep) {
				t.Errorf("%s imports %s, which its row of the package map in %s does not allow", pkg, dep, design)
			}
		}
	}
}

// packageRows reads the table under heading in doc, up to the next
// heading: its packages top first, and what each may import.
func packageRows(t *testing.T, doc []byte, heading string) (order []string, allowed map[string][]string) {
	t.Helper()
	allowed = map[string][]string{}
	code := regexp.MustCompile("`([^`]+)`")
	in := false
	for sc := bufio.NewScanner(bytes.NewReader(doc)); sc.Scan(); {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "#"): // any heading ends the section
			in = line == heading
			continue
		case !in || !strings.HasPrefix(line, "| `"):
			continue
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		if len(cells) != 3 {
			t.Fatalf("%s: a row of the package map has %d cells, want 3: %s", design, len(cells), line)
		}
		pkg := strings.Trim(strings.TrimSpace(cells[0]), "`")
		order = append(order, pkg)
		for _, m := range code.FindAllStringSubmatch(cells[2], -1) {
			allowed[pkg] = append(allowed[pkg], m[1])
		}
	}
	if len(order) == 0 {
		t.Fatalf("%s has no package map under %q", design, heading)
	}
	return order, allowed
}

// moduleRoot is the directory of the go.mod above the working directory.
func moduleRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		up := filepath.Dir(dir)
		if up == dir {
			return "", os.ErrNotExist
		}
		dir = up
	}
}
