package shell

import (
	"strings"
	"testing"

	"github.com/sbx-sandbox/sbx/wasmrt"
)

// TestLn checks ln's hard links and its refusals, worded as GNU ln words
// them.
func TestLn(t *testing.T) {
	files := map[string]string{"a": "x\n", "b": "y\n", "d/keep": ""}
	runLinuxCases(t, files, []linuxCase{
		{name: "a second name", cmd: "ln a c && echo more >> c && cat a && ls -l a | cut -c1-12", stdout: "x\nmore\n-rw-r--r-- 2\n"},
		{name: "into a directory, verbose", cmd: "ln -v a d && cat d/a", stdout: "'d/a' => 'a'\nx\n"},
		{name: "several into a directory", cmd: "ln a b d && ls d", stdout: "a\nb\nkeep\n"},
		{name: "-f replaces a name", cmd: "ln -f a b && cat b", stdout: "x\n"},
		{name: "python sees one file", cmd: `ln a c && python3 -c 'import os; print(os.path.samefile("a", "c"), os.stat("c").st_nlink)'`, stdout: "True 2\n"},
		{name: "a name that exists", cmd: "ln a b", stderr: "ln: failed to create hard link 'b': File exists", exit: 1},
		{name: "one operand links into the working directory", cmd: "ln a", stderr: "ln: failed to create hard link './a': File exists", exit: 1},
		{name: "a directory", cmd: "ln d e", stderr: "ln: d: hard link not allowed for directory", exit: 1},
		{name: "a missing file", cmd: "ln nope z", stderr: "ln: failed to access 'nope': No such file or directory", exit: 1},
		{name: "between mounts", cmd: "ln a /tmp/a", stderr: "ln: failed to create hard link '/tmp/a' => 'a': Invalid cross-device link", exit: 1},
		{name: "outside the mounts", cmd: "ln a /etc/a", stderr: "ln: failed to create hard link '/etc/a' => 'a': Read-only file system", exit: 1},
		{name: "symbolic links are refused", cmd: "ln -s a s", stderr: "ln: symbolic links are not available in the sandbox; make a hard link", exit: 2},
		{name: "no operand", cmd: "ln", stderr: "ln: missing file operand", exit: 2},
	})
}

// TestLnQuota checks that a file's names count its bytes once against the
// workspace quota, and each name as a file.
func TestLnQuota(t *testing.T) {
	limits := wasmrt.DefaultLimits
	limits.Quota.Bytes, limits.Quota.Files = 64<<10, 4
	sb, err := testRT.NewSandbox(wasmrt.Config{Workspace: t.TempDir(), Limits: limits})
	if err != nil {
		t.Fatal(err)
	}
	defer sb.Close()
	res := run(t, sb, "head -c 40000 /dev/zero > big && ln big b2 && ln big b3 && head -c 20000 /dev/zero > more && echo ok; ln big b4")
	if res.Stdout != "ok\n" || res.ExitCode != 1 {
		t.Errorf("stdout %q exit %d stderr %q; want ok, then the fifth name refused", res.Stdout, res.ExitCode, res.Stderr)
	}
	if want := "ln: failed to create hard link 'b4' => 'big': No space left on device (workspace quota reached: 58.6 KiB in 4 files used"; !strings.Contains(res.Stderr, want) {
		t.Errorf("stderr %q, want %q", res.Stderr, want)
	}
}
