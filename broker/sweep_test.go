package broker

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/broker/sessions"
	"github.com/sbx-sandbox/sbx/internal/sbxtest"
)

// TestSweepKilledServer runs two sbx serve over one data directory, kills
// one (SIGKILL) and starts a third: the killed server's sandbox and spares
// directories are gone at once, the live server's stay, whatever their age.
func TestSweepKilledServer(t *testing.T) {
	dir := t.TempDir()
	serve := func() (*exec.Cmd, *mcp.ClientSession) { return serveStdio(t, dir) }
	liveCmd, live := serve()
	wantStdout(t, run(t, live, "python", "print(1)"), "1\n")
	kept := dataEntries(t, dir)
	killed, cs := serve()
	wantStdout(t, run(t, cs, "python", "print(2)"), "2\n")
	// What the second server made: new entries, but for the spares the
	// live one may have made meanwhile.
	liveSpares := fmt.Sprintf("%s%d", sessions.SparesPrefix, liveCmd.Process.Pid)
	left := slices.DeleteFunc(dataEntries(t, dir), func(e string) bool {
		return slices.Contains(kept, e) || strings.HasPrefix(e, liveSpares)
	})
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
	out := sandboxDirs(t, dir)
	spares, _ := filepath.Glob(filepath.Join(dir, sessions.SparesPrefix+"*"))
	for _, s := range spares {
		out = append(out, filepath.Base(s))
		inside, _ := os.ReadDir(s)
		for _, e := range inside {
			if strings.HasPrefix(e.Name(), sessions.IDPrefix) {
				out = append(out, filepath.Base(s)+"/"+e.Name())
			}
		}
	}
	return out
}

// serveStdio starts sbx serve over stdio with data directory dir and
// connects to it; the connection is closed when t ends.
func serveStdio(t *testing.T, dir string) (*exec.Cmd, *mcp.ClientSession) {
	t.Helper()
	cmd := exec.Command(sbxtest.Binary(t), "serve", "--data-dir", dir)
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "sbx-test", Version: "1"}, nil).Connect(t.Context(), &mcp.CommandTransport{Command: cmd}, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cmd, cs
}
