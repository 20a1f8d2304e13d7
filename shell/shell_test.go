package shell_test

import (
	"strings"
	"testing"

	"github.com/sbx-sandbox/sbx/shell/internal/shelltest"
)

// TestMain starts the runtime the tests' sandboxes share.
func TestMain(m *testing.M) { shelltest.Main(m) }

// TestShell runs lines that exercise the shell itself: redirections,
// pipelines and their status, set -e, set -u with the arrays mapfile fills,
// here-documents, the builtins that would look at the host, and what the
// parser refuses.
func TestShell(t *testing.T) {
	shelltest.RunCases(t, shelltest.Fixture(), []shelltest.Case{
		{Name: "redirect append count", Cmd: "echo 'a,b' > t.csv && echo '1,2' >> t.csv && cat t.csv | wc -l", Stdout: "2\n"},
		{Name: "glob loop", Cmd: `cd data; for f in *.csv; do wc -l "$f"; done`, Stdout: "3 a.csv\n1 b.csv\n"},
		{Name: "errexit", Cmd: "set -e; false; echo no", Stdout: "", Exit: 1},
		{Name: "pipeline status", Cmd: "false | true; echo $?", Stdout: "0\n"},
		{Name: "pipefail", Cmd: "set -o pipefail; false | true; echo $?", Stdout: "1\n"},
		{Name: "mapfile under set -u", Cmd: `set -euo pipefail; mapfile -t b < words.txt; echo "${b[0]} ${#b[@]}"`, Stdout: "pear 6\n"},
		{Name: "readarray under set -u", Cmd: `set -u; readarray -t b < nums.txt; printf '%s,' "${b[@]}"`, Stdout: "10,9,100,"},
		{Name: "mapfile of nothing under set -u", Cmd: `set -u; mapfile -t e < /dev/null; echo "${#e[@]}"`, Stdout: "0\n"},
		{Name: "printf -v", Cmd: `printf -v x '%05d|%s' 42 a; printf -v y '%s,' 1 2 3; echo "$x $y"`, Stdout: "00042|a 1,2,3,\n"},
		{Name: "here-doc", Cmd: "cat > h.txt <<EOF\nline $((1+1))\nEOF\ncat h.txt", Stdout: "line 2\n"},
		{Name: "command -v", Cmd: "command -v ls python gcc; echo $?", Stdout: "/usr/bin/ls\n/usr/bin/python\n1\n"},
		{Name: "type", Cmd: "type echo cat", Stdout: "echo is a shell builtin\ncat is /usr/bin/cat\n"},
		{Name: "test -f", Cmd: "[ -f words.txt ] && [ ! -e nope ] && [ -d / ] && echo yes", Stdout: "yes\n"},
		{Name: "test -O does not crash", Cmd: "[ -O words.txt ] && echo mine", Stdout: "mine\n"},
		{Name: "dev null", Cmd: "echo x > /dev/null; cat /etc/x 2>/dev/null; echo $?", Stdout: "1\n"},
		{Name: "syntax error", Cmd: "echo 'unclosed", Stderr: "sh: 1:6: reached EOF without closing quote", Exit: 2},
		{Name: "process substitution", Cmd: "cat <(echo hi)", Stderr: "process substitution", Exit: 2},
		{Name: "pwd -P", Cmd: "cd data && pwd -P", Stdout: "/workspace/data\n"},
		{Name: "exit code", Cmd: "exit 7", Exit: 7},
		{Name: "background in a line", Cmd: "sleep 0.1 & wait; echo done", Stdout: "done\n"},
	})
}

// TestLongTailOptions checks what a line says when a command feeding a
// pipe stops on a usage error, and that a line without one says nothing.
func TestLongTailOptions(t *testing.T) {
	files := shelltest.LongTailFixture()
	shelltest.RunCases(t, files, []shelltest.Case{
		{Name: "bad option feeding a pipe", Cmd: "ls --bogus | wc -l", Stdout: "0\n",
			Stderr: "ls stopped on a usage error (exit 2) while writing into a pipe, yet the line exits 0"},
		{Name: "bad option with pipefail", Cmd: "set -o pipefail; ls --bogus | wc -l", Stdout: "0\n", Stderr: "unrecognized option '--bogus'", Exit: 2},
	})
	sb, _ := shelltest.NewSandbox(t, files)
	if res := shelltest.Run(t, sb, "ls a.txt | wc -l; grep -c zzz a.txt | cat"); strings.Contains(res.Stderr, "usage error") {
		t.Errorf("a line without a usage error got the note: %q", res.Stderr)
	}
}

// TestUnsupportedOption checks a built-in command given an option it
// lacks: a usage error naming the option and where the real program runs,
// and the line's MissingCommand naming the command and the option, so an
// auto sandbox runs the line again where the real program is. A usage
// error that is not a missing option moves nothing.
func TestUnsupportedOption(t *testing.T) {
	for _, tt := range []struct {
		line, missing, stderr string
	}{
		{"tar --sort=name -czf w.tgz words.txt", "tar --sort", "tar: --sort is not available in the WebAssembly sandbox's built-in tar; the real tar runs in a native sandbox: create the sandbox with provider auto (the line moves there) or os"},
		{"gzip -N words.txt", "gzip -N", "gzip: invalid option -- 'N'\ngzip: -N is not available"},
		{"tar cjf w.tbz words.txt", "tar -j", "tar: -j is not available"},
		{"ls --bogus | wc -l", "ls --bogus", "ls: unrecognized option '--bogus'"},
		{"sort -k; tar -c", "", "option requires an argument -- 'k'"},
	} {
		t.Run(tt.line, func(t *testing.T) {
			sb, _ := shelltest.NewSandbox(t, shelltest.Fixture())
			res := shelltest.Run(t, sb, tt.line)
			if res.MissingCommand != tt.missing || !strings.Contains(res.Stderr, tt.stderr) {
				t.Errorf("missing_command %q stderr %q; want %q and %q", res.MissingCommand, res.Stderr, tt.missing, tt.stderr)
			}
		})
	}
}
