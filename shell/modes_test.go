package shell_test

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/sbx-sandbox/sbx/shell/internal/shelltest"
)

// TestNewFileModes checks that the files and directories a line creates
// get 0644 and 0755 (less the umask), whichever language made them.
func TestNewFileModes(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("Windows files have no POSIX modes to check: the host shows 0666 or 0444")
	}
	sb, dir := shelltest.NewSandbox(t, map[string]string{"in.txt": "x\n"})
	res := shelltest.Run(t, sb, `echo x > sh-redirect.txt; touch sh-touch.txt; cp in.txt sh-cp.txt; echo x | tee sh-tee.txt >/dev/null
mkdir sh-dir; mkdir -p sh-parent/sh-child
python -c "import os; open('py-open.txt', 'w').write('x'); os.mkdir('py-dir'); os.makedirs('py-parent/py-child')"
node -e "const fs = require('fs'); fs.writeFileSync('js-write.txt', 'x'); fs.mkdirSync('js-dir'); fs.mkdirSync('js-parent/js-child', { recursive: true })"`)
	if res.ExitCode != 0 {
		t.Fatalf("exit %d, stderr %q", res.ExitCode, res.Stderr)
	}
	probe := filepath.Join(t.TempDir(), "probe")
	os.WriteFile(probe, nil, 0o666)
	info, err := os.Stat(probe)
	if err != nil {
		t.Fatal(err)
	}
	umask := 0o666 &^ info.Mode().Perm()
	for _, tt := range []struct {
		names []string
		want  os.FileMode
	}{
		{[]string{"sh-redirect.txt", "sh-touch.txt", "sh-cp.txt", "sh-tee.txt", "py-open.txt", "js-write.txt"}, 0o644},
		{[]string{"sh-dir", "sh-parent", "sh-parent/sh-child", "py-dir", "py-parent", "py-parent/py-child", "js-dir", "js-parent", "js-parent/js-child"}, 0o755},
	} {
		for _, name := range tt.names {
			info, err := os.Stat(filepath.Join(dir, name))
			if err != nil {
				t.Error(err)
				continue
			}
			if got := info.Mode().Perm(); got != tt.want&^umask {
				t.Errorf("%s: mode %04o, want %04o", name, got, tt.want&^umask)
			}
		}
	}
}
