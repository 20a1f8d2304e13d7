package broker

import (
	"bufio"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// module is the import path the package map's names are relative to.
const module = "github.com/sbx-sandbox/sbx/"

// packageRow is one row of the package map in docs/design.md.
type packageRow struct {
	pkg   string   // relative to module: broker/sessions
	allow []string // the module's packages it may import, relative to module
}

// packageMap reads the table of "The broker's packages" in docs/design.md,
// top row first.
func packageMap(t *testing.T) []packageRow {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "docs", "design.md"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	code := regexp.MustCompile("`([^`]+)`")
	var rows []packageRow
	in := false
	for sc := bufio.NewScanner(f); sc.Scan(); {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "#"): // any heading ends the section
			in = line == "## The broker's packages"
			continue
		case !in || !strings.HasPrefix(line, "| `"):
			continue
		}
		cells := strings.Split(strings.Trim(line, "|"), "|")
		if len(cells) != 3 {
			t.Fatalf("docs/design.md: a row of the package map has %d cells, want 3: %s", len(cells), line)
		}
		row := packageRow{pkg: strings.Trim(strings.TrimSpace(cells[0]), "`")}
		for _, m := range code.FindAllStringSubmatch(cells[2], -1) {
			row.allow = append(row.allow, m[1])
		}
		rows = append(rows, row)
	}
	if len(rows) == 0 {
		t.Fatal(`docs/design.md has no table under "## The broker's packages"`)
	}
	return rows
}

// listed is one package as go list -json describes it.
type listed struct {
	ImportPath string
	Imports    []string
}

// goList lists the broker's packages with their imports (not their
// tests').
func goList(t *testing.T) []listed {
	t.Helper()
	cmd := exec.Command(filepath.Join(runtime.GOROOT(), "bin", "go"), "list", "-json", "./...")
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	var pkgs []listed
	for dec := json.NewDecoder(strings.NewReader(string(out))); ; {
		var p listed
		if err := dec.Decode(&p); err == io.EOF {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		pkgs = append(pkgs, p)
	}
	return pkgs
}

// TestPackageMap checks the broker's packages against the map in
// docs/design.md: every package is in it, imports only the module's
// packages its row allows, and no row allows a package of a row above it,
// so the arrows point one way, down, and the import graph has no cycle.
func TestPackageMap(t *testing.T) {
	rows := packageMap(t)
	at := map[string]int{}
	for i, r := range rows {
		at[r.pkg] = i
	}
	for i, r := range rows {
		for _, a := range r.allow {
			if j, ok := at[a]; ok && j <= i {
				t.Errorf("docs/design.md: %s may import %s, which is not below it in the package map", r.pkg, a)
			}
		}
	}
	for _, p := range goList(t) {
		pkg := strings.TrimPrefix(p.ImportPath, module)
		i, ok := at[pkg]
		if !ok {
			t.Errorf("%s is not in the package map of docs/design.md; add a row for it", pkg)
			continue
		}
		for _, imp := range p.Imports {
			dep, ours := strings.CutPrefix(imp, module)
			if ours && !slices.Contains(rows[i].allow, dep) {
				t.Errorf("%s imports %s, which its row of the package map in docs/design.md does not allow", pkg, dep)
			}
		}
	}
}
