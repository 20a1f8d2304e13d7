package shell

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/sbx-sandbox/sbx/hostfs"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// TestHomeMount checks that the shell shows a sandbox's home at /home/user,
// with /home a read-only directory leading to it.
func TestHomeMount(t *testing.T) {
	dir := t.TempDir()
	home, err := hostfs.Open(dir, hostfs.DefaultQuota)
	if err != nil {
		t.Fatal(err)
	}
	defer home.Close()
	sb, err := testRT.NewSandbox(wasmrt.Config{Workspace: t.TempDir(), Home: home, Limits: wasmrt.DefaultLimits})
	if err != nil {
		t.Fatal(err)
	}
	defer sb.Close()
	for _, tt := range []struct{ line, want string }{
		{"ls /", "bin\ndev\nhome\ntmp\nusr\nworkspace\n"},
		{"ls /home", "user\n"},
		{"echo kept > /home/user/notes.txt && cat ~/../../home/user/notes.txt", "kept\n"},
		{"cd /home/user && ls && python -c 'print(open(\"notes.txt\").read().strip())'", "notes.txt\nkept\n"},
		{"test -d /home && test ! -e /home/userx && echo ok", "ok\n"},
		{"mkdir /home/other 2>/dev/null || echo refused", "refused\n"},
	} {
		if res := run(t, sb, tt.line); res.Stdout != tt.want {
			t.Errorf("%s: stdout %q, stderr %q; want %q", tt.line, res.Stdout, res.Stderr, tt.want)
		}
	}
	if got, _ := os.ReadFile(filepath.Join(dir, "notes.txt")); string(got) != "kept\n" {
		t.Errorf("the home directory holds %q", got)
	}
}
