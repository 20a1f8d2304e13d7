package shell_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// TestPackageMap holds the shell's packages to their rows of the package
// map in docs/design.md: each has a row, imports only the module's
// packages its row allows, and no row allows a package of a row above it,
// so the imports point down and cannot make a cycle.
func TestPackageMap(t *testing.T) {
	const module = "github.com/sbx-sandbox/sbx/"
	doc, err := os.ReadFile(filepath.Join("..", "docs", "design.md"))
	if err != nil {
		t.Fatal(err)
	}
	var order []string               // the shell's rows, top first
	allowed := map[string][]string{} // what each may import
	names := regexp.MustCompile("`([^`]+)`")
	for _, m := range regexp.MustCompile("(?m)^\\| `(shell[^`]*)` \\|.*\\|(.*)\\|$").FindAllStringSubmatch(string(doc), -1) {
		order = append(order, m[1])
		for _, n := range names.FindAllStringSubmatch(m[2], -1) {
			allowed[m[1]] = append(allowed[m[1]], n[1])
		}
	}
	if len(order) == 0 {
		t.Fatal("docs/design.md has no rows for the shell's packages")
	}
	for i, pkg := range order {
		for _, dep := range allowed[pkg] {
			if j := slices.Index(order, dep); j >= 0 && j <= i {
				t.Errorf("docs/design.md: %s may import %s, which is not below it", pkg, dep)
			}
		}
	}
	goCmd := filepath.Join(runtime.GOROOT(), "bin", "go")
	if _, err := exec.LookPath(goCmd); err != nil {
		t.Skipf("no Go toolchain here to list the packages' imports (%v); the map above was checked", err)
	}
	out, err := exec.Command(goCmd, "list", "-f", "{{.ImportPath}}{{range .Imports}} {{.}}{{end}}", "./...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		imports := strings.Fields(line)
		pkg := strings.TrimPrefix(imports[0], module)
		if !slices.Contains(order, pkg) {
			t.Errorf("%s has no row in the package map of docs/design.md", pkg)
			continue
		}
		for _, imp := range imports[1:] {
			if dep, ours := strings.CutPrefix(imp, module); ours && !slices.Contains(allowed[pkg], dep) {
				t.Errorf("%s imports %s, which its row in docs/design.md does not allow", pkg, dep)
			}
		}
	}
}
