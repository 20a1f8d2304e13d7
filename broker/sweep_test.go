package broker

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/internal/sbxtest"
)

// TestSweepKilledServer runs two sbx serve over one data directory, kills
// one (SIGKILL) and starts a third: the killed server's sandbox and spares
// directories are gone at once, the live server's stay, whatever their age.
func TestSweepKilledServer(t *testing.T) {
	bin, dir := sbxtest.Binary(t), t.TempDir()
	serve := func() (*exec.Cmd, *mcp.ClientSession) {
		cmd := exec.Command(bin, "serve", "--data-dir", dir)
		cs, err := mcp.NewClient(&mcp.Implementation{Name: "sbx-test", Version: "1"}, nil).Connect(t.Context(), &mcp.CommandTransport{Command: cmd}, nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { cs.Close() })
		return cmd, cs
	}
	_, live := serve()
	wantStdout(t, run(t, live, "python", "print(1)"), "1\n")
	kept := dataEntries(t, dir)
	killed, cs := serve()
	wantStdout(t, run(t, cs, "python", "print(2)"), "2\n")
	left := slices.DeleteFunc(dataEntries(t, dir), func(e string) bool { return slices.Contains(kept, e) })
	if len(left) == 0 {
		t.Fatal("the second server made no directory")
	}
	killed.Process.Kill()
	killed.Wait()
	_, third := serve()
	wantStdout(t, run(t, third, "python", "print(3)"), "3\n")
	now := dataEntries(t, dir)
	for _, e := range kept {
		if !slices.Contains(now, e) {
			t.Errorf("the live server's %s was removed", e)
		}
	}
	for _, e := range left {
		if slices.Contains(now, e) {
			t.Errorf("the killed server's %s is still there", e)
		}
	}
	wantStdout(t, run(t, live, "python", "print(4)"), "4\n")
}

// dataEntries lists the sandbox and spares directories of a data
// directory, and the sandboxes in each spares directory.
func dataEntries(t *testing.T, dir string) []string {
	t.Helper()
	var out []string
	for _, top := range sandboxDirs(t, dir) {
		out = append(out, top)
	}
	spares, _ := filepath.Glob(filepath.Join(dir, ".spares-*"))
	for _, s := range spares {
		out = append(out, filepath.Base(s))
		inside, _ := os.ReadDir(s)
		for _, e := range inside {
			if strings.HasPrefix(e.Name(), "sb_") {
				out = append(out, filepath.Base(s)+"/"+e.Name())
			}
		}
	}
	return out
}
