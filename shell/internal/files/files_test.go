package files_test

import (
	"strings"
	"testing"

	"github.com/sbx-sandbox/sbx/shell/internal/shelltest"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// TestMain starts the runtime the tests' sandboxes share.
func TestMain(m *testing.M) { shelltest.Main(m) }

// TestFileCommands runs the file commands as agents use them.
func TestFileCommands(t *testing.T) {
	shelltest.RunCases(t, shelltest.Fixture(), []shelltest.Case{
		{Name: "find", Cmd: "find data -name '*.csv' | sort", Stdout: "data/a.csv\ndata/b.csv\n"},
		{Name: "find type", Cmd: "find . -type d | sort", Stdout: ".\n./data\n"},
		{Name: "find exec", Cmd: "find data -name 'b*' -exec cat {} \\;", Stdout: "x,y\n"},
		{Name: "du", Cmd: "du -s data | cut -f2", Stdout: "data\n"},
		{Name: "du -h", Cmd: "du -sh data", Stdout: "19\tdata\n"},
		{Name: "cp mv rm", Cmd: "cp words.txt w1 && mv w1 w2 && ls w*; rm w2; ls w*", Stdout: "w2\nwords.txt\nwords.txt\n"},
		{Name: "cp -r", Cmd: "cp -r data d2 && ls d2", Stdout: "a.csv\nb.csv\n"},
		{Name: "mkdir rmdir", Cmd: "mkdir -p a/b/c && rmdir a/b/c && ls a/b | wc -l", Stdout: "0\n"},
		{Name: "rm dir needs -r", Cmd: "rm data", Stderr: "Is a directory", Exit: 1},
		{Name: "touch", Cmd: "touch new && ls new", Stdout: "new\n"},
		{Name: "basename dirname", Cmd: "basename /a/b/c.txt .txt; dirname /a/b/c.txt", Stdout: "c\n/a/b\n"},
		{Name: "realpath which", Cmd: "realpath data/../words.txt; which grep", Stdout: "/workspace/words.txt\n/usr/bin/grep\n"},
		{Name: "ls -l", Cmd: "ls -l data | head -1", Stdout: "total 2\n"},
		{Name: "tee -a", Cmd: "echo one | tee -a log >/dev/null; echo two | tee -a log > /dev/null; cat log", Stdout: "one\ntwo\n"},
		{Name: "cat -n", Cmd: "printf 'a\\nb\\n' | cat -n", Stdout: "     1\ta\n     2\tb\n"},
	})
}

// TestFileLongTail runs options agents reach for less often.
func TestFileLongTail(t *testing.T) {
	shelltest.RunCases(t, shelltest.LongTailFixture(), []shelltest.Case{
		{Name: "find -print0 xargs -0 wc -l total", Cmd: "find . -name '*.txt' -print0 | xargs -0 wc -l",
			Stdout: " 3 ./a.txt\n 1 ./b c.txt\n 1 ./notes.txt\n 5 total\n"},
	})
}

// TestLn checks ln's hard links and its refusals, worded as GNU ln words
// them.
func TestLn(t *testing.T) {
	files := map[string]string{"a": "x\n", "b": "y\n", "d/keep": ""}
	shelltest.RunCases(t, files, []shelltest.Case{
		{Name: "a second name", Cmd: "ln a c && echo more >> c && cat a && ls -l a | cut -c1-12", Stdout: "x\nmore\n-rw-r--r-- 2\n"},
		{Name: "into a directory, verbose", Cmd: "ln -v a d && cat d/a", Stdout: "'d/a' => 'a'\nx\n"},
		{Name: "several into a directory", Cmd: "ln a b d && ls d", Stdout: "a\nb\nkeep\n"},
		{Name: "-f replaces a name", Cmd: "ln -f a b && cat b", Stdout: "x\n"},
		{Name: "python sees one file", Cmd: `ln a c && python3 -c 'import os; print(os.path.samefile("a", "c"), os.stat("c").st_nlink)'`, Stdout: "True 2\n"},
		{Name: "a name that exists", Cmd: "ln a b", Stderr: "ln: failed to create hard link 'b': File exists", Exit: 1},
		{Name: "one operand links into the working directory", Cmd: "ln a", Stderr: "ln: failed to create hard link './a': File exists", Exit: 1},
		{Name: "a directory", Cmd: "ln d e", Stderr: "ln: d: hard link not allowed for directory", Exit: 1},
		{Name: "a missing file", Cmd: "ln nope z", Stderr: "ln: failed to access 'nope': No such file or directory", Exit: 1},
		{Name: "between mounts", Cmd: "ln a /tmp/a", Stderr: "ln: failed to create hard link '/tmp/a' => 'a': Invalid cross-device link", Exit: 1},
		{Name: "outside the mounts", Cmd: "ln a /etc/a", Stderr: "ln: failed to create hard link '/etc/a' => 'a': Read-only file system", Exit: 1},
		{Name: "symbolic links are refused", Cmd: "ln -s a s", Stderr: "ln: symbolic links are not available in the sandbox; make a hard link", Exit: 2},
		{Name: "no operand", Cmd: "ln", Stderr: "ln: missing file operand", Exit: 2},
	})
}

// TestLnQuota checks that a file's names count its bytes once against the
// workspace quota, and each name as a file.
func TestLnQuota(t *testing.T) {
	limits := wasmrt.DefaultLimits
	limits.Quota.Bytes, limits.Quota.Files = 64<<10, 4
	sb, err := shelltest.Runtime().NewSandbox(wasmrt.Config{Workspace: t.TempDir(), Limits: limits})
	if err != nil {
		t.Fatal(err)
	}
	defer sb.Close()
	res := shelltest.Run(t, sb, "head -c 40000 /dev/zero > big && ln big b2 && ln big b3 && head -c 20000 /dev/zero > more && echo ok; ln big b4")
	if res.Stdout != "ok\n" || res.ExitCode != 1 {
		t.Errorf("stdout %q exit %d stderr %q; want ok, then the fifth name refused", res.Stdout, res.ExitCode, res.Stderr)
	}
	if want := "ln: failed to create hard link 'b4' => 'big': No space left on device (workspace quota reached: 58.6 KiB in 4 files used"; !strings.Contains(res.Stderr, want) {
		t.Errorf("stderr %q, want %q", res.Stderr, want)
	}
}
