package sbx_test

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// TestEmbed builds and runs testdata/embed, a program of its own module
// that requires this one through a replace, as a program of another
// repository would: it may import only the public package, and through it
// runs Python, JavaScript and a shell line and serves MCP to the go-sdk's
// client in memory.
func TestEmbed(t *testing.T) {
	if testing.Short() {
		t.Skip("builds another module: not with -short")
	}
	root, err := filepath.Abs(".")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS("testdata/embed")); err != nil {
		t.Fatal(err)
	}
	// The checkout's go.sum holds the sums of everything the program can
	// need, so nothing is looked up that the checkout's build did not.
	sums, err := os.ReadFile("go.sum")
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.OpenFile(filepath.Join(dir, "go.sum"), os.O_APPEND|os.O_WRONLY|os.O_CREATE, 0o644)
	if err == nil {
		_, err = f.Write(sums)
		err = errors.Join(err, f.Close())
	}
	if err != nil {
		t.Fatal(err)
	}
	goTool := filepath.Join(runtime.GOROOT(), "bin", "go")
	gomod := func(args ...string) string {
		t.Helper()
		cmd := exec.Command(goTool, args...)
		cmd.Dir = dir
		// -mod=mod: the copy's requirements follow this checkout's, which
		// may have moved on since testdata/embed/go.mod was written.
		cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return string(out)
	}
	gomod("mod", "edit", "-replace", "github.com/sbx-sandbox/sbx="+root)

	for _, imp := range strings.Fields(gomod("list", "-f", `{{join .Imports " "}}`, ".")) {
		if strings.HasPrefix(imp, "github.com/sbx-sandbox/sbx/") {
			t.Errorf("the program imports %s; the public API must be enough", imp)
		}
	}
	got := strings.Split(strings.TrimSpace(gomod("run", ".")), "\n")
	want := []string{"python 3.13", "javascript 2,4,6", "SHELL 3", "timeout: true", "mcp 42"}
	if len(got) == len(want) && strings.HasPrefix(got[0], want[0]+".") {
		got[0] = want[0] // the guest's patch release
	}
	if !slices.Equal(got, want) {
		t.Errorf("the program printed\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
