package shell

import (
	"strings"
	"testing"
)

// linuxCase is one line an agent writes for "a Linux box" and what that
// box would answer.
type linuxCase struct {
	name, cmd string
	stdout    string // exact
	stderr    string // in stderr
	exit      int
}

func runLinuxCases(t *testing.T, files map[string]string, tests []linuxCase) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sb, dir := newSandbox(t, files)
			res := run(t, sb, tt.cmd)
			if res.Stdout != tt.stdout {
				t.Errorf("stdout %q, want %q (stderr %q)", res.Stdout, tt.stdout, res.Stderr)
			}
			wantEnd(t, res, tt.stderr, tt.exit, dir)
		})
	}
}

func TestCommandPathsAndScripts(t *testing.T) {
	files := map[string]string{
		"s.py":    "#!/usr/bin/env python3\nimport sys\nprint('py', sys.argv[1:])\n",
		"s.js":    "#!/usr/bin/env node\nconsole.log('node ok')\n",
		"s.sh":    "#!/bin/sh -e\necho \"$0 $# $1\"\nfalse\necho not reached\n",
		"arg0.sh": "echo $0 $#\n",
	}
	runLinuxCases(t, files, []linuxCase{
		{name: "absolute paths", cmd: `/bin/echo hi; /usr/bin/env python3 -c 'print(1)'; /bin/sh -c 'echo $0'; /usr/bin/python3 -c 'print(2)'`,
			stdout: "hi\n1\n/bin/sh\n2\n"},
		{name: "builtins as programs", cmd: `/usr/bin/test -d / && /bin/true && /usr/bin/printf '%s\n' ok; /bin/false || echo false`, stdout: "ok\nfalse\n"},
		{name: "relative path to bin", cmd: "cd /usr; bin/echo rel", stdout: "rel\n"},
		{name: "bin listed", cmd: "ls /usr; ls /bin | grep -x -e echo -e env -e ls -e python3 -e sh", stdout: "bin\necho\nenv\nls\npython3\nsh\n"},
		{name: "bin files", cmd: "[ -x /usr/bin/python3 ] && [ -f /bin/sh ] && [ ! -e /bin/gcc ] && [ ! -d /bin/ls ] && echo ok", stdout: "ok\n"},
		{name: "bin read-only", cmd: "touch /bin/x; echo > /usr/bin/ls; rm /bin/ls; ls /bin/ls", stdout: "/bin/ls\n",
			stderr: "Read-only file system", exit: 0},
		{name: "missing under bin", cmd: "/bin/gcc", stderr: "No such file or directory", exit: 127},
		{name: "shebang python", cmd: "chmod +x s.py && ./s.py a b", stdout: "py ['a', 'b']\n"},
		{name: "shebang node", cmd: "chmod +x s.js && ./s.js", stdout: "node ok\n"},
		{name: "shebang sh with option", cmd: "chmod +x s.sh && ./s.sh x", stdout: "./s.sh 1 x\n", exit: 1},
		{name: "not executable", cmd: "./s.py", stderr: "./s.py: Permission denied", exit: 126},
		{name: "bash script sets $0", cmd: "bash arg0.sh a b; sh ./arg0.sh; echo $0", stdout: "arg0.sh 2\n./arg0.sh 0\nsh\n"},
	})
}

func TestLongTailOptions(t *testing.T) {
	files := map[string]string{
		"a.txt":     "1\n2\n3\n",
		"b c.txt":   "x\n",
		"notes.txt": "old\n",
	}
	runLinuxCases(t, files, []linuxCase{
		{name: "printenv", cmd: "export FOO=bar; printenv FOO HOME; printenv NOPE; echo $?; printenv | grep -c '^FOO=bar$'",
			stdout: "bar\n/workspace\n1\n1\n"},
		{name: "date -r", cmd: "touch -d '2024-02-29 12:34:56' a.txt && date -r a.txt +%F-%T && touch -r a.txt new && date --reference=new -u +%s",
			stdout: "2024-02-29-12:34:56\n1709210096\n"},
		{name: "date -r missing", cmd: "date -r nope", stderr: "nope: No such file or directory", exit: 1},
		{name: "sed -i.bak keeps the backup", cmd: "sed -i.bak s/old/new/ notes.txt && cat notes.txt notes.txt.bak && sed --in-place=.orig s/new/x/ notes.txt && cat notes.txt.orig",
			stdout: "new\nold\nnew\n"},
		{name: "unzip -l summary", cmd: "zip -q z.zip a.txt notes.txt && unzip -l z.zip | sed -E 's/[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}/DATE/'",
			stdout: "Archive:  z.zip\n  Length      Date    Time    Name\n---------  ---------- -----   ----\n" +
				"        6  DATE   a.txt\n        4  DATE   notes.txt\n---------                     -------\n       10                     2 files\n"},
		{name: "unzip extracts with its archive line", cmd: "zip -q z.zip a.txt && mkdir o && unzip -d o z.zip", stdout: "Archive:  z.zip\n  inflating: a.txt\n"},
		{name: "find -print0 xargs -0 wc -l total", cmd: "find . -name '*.txt' -print0 | xargs -0 wc -l",
			stdout: " 3 ./a.txt\n 1 ./b c.txt\n 1 ./notes.txt\n 5 total\n"},
		{name: "xargs wc -l total", cmd: "ls a.txt notes.txt | xargs wc -l", stdout: " 3 a.txt\n 1 notes.txt\n 4 total\n"},
		{name: "bad option feeding a pipe", cmd: "ls --bogus | wc -l", stdout: "0\n",
			stderr: "ls stopped on a usage error (exit 2) while writing into a pipe, yet the line exits 0"},
		{name: "bad option with pipefail", cmd: "set -o pipefail; ls --bogus | wc -l", stdout: "0\n", stderr: "unrecognized option '--bogus'", exit: 2},
	})
	sb, _ := newSandbox(t, files)
	if res := run(t, sb, "ls a.txt | wc -l; grep -c zzz a.txt | cat"); strings.Contains(res.Stderr, "usage error") {
		t.Errorf("a line without a usage error got the note: %q", res.Stderr)
	}
}

func TestAwk(t *testing.T) {
	files := map[string]string{
		"sales.txt":  "west 10 2.5\neast 7 1\nwest 5 4\n",
		"users.csv":  "name:uid\nann:1000\nbob:1001\n",
		"lookup.txt": "east E\nwest W\n",
		"prog.awk":   "BEGIN { FS = \":\" } NR > 1 { print toupper($1) }\n",
	}
	runLinuxCases(t, files, []linuxCase{
		{name: "sum a column", cmd: `awk '{s+=$2} END {print s}' sales.txt`, stdout: "22\n"},
		{name: "-F and -v", cmd: `awk -F: -v min=1001 'NR > 1 && $2 >= min {print $1}' users.csv`, stdout: "bob\n"},
		{name: "printf", cmd: `awk '{printf "%-5s|%6.2f\n", $1, $2*$3}' sales.txt`, stdout: "west | 25.00\neast |  7.00\nwest | 20.00\n"},
		{name: "arrays", cmd: `awk '{n[$1]+=$2} END {for (k in n) print k, n[k]}' sales.txt | sort`, stdout: "east 7\nwest 15\n"},
		{name: "getline from a file", cmd: `awk 'BEGIN {while ((getline l < "lookup.txt") > 0) {split(l, f, " "); m[f[1]] = f[2]}} {print m[$1]}' sales.txt`,
			stdout: "W\nE\nW\n"},
		{name: "stdin and -f", cmd: `cat users.csv | awk -f prog.awk`, stdout: "ANN\nBOB\n"},
		{name: "by path, in a pipe, from a subdirectory", cmd: `mkdir d && cp sales.txt d/ && cd d && /usr/bin/awk '$1 == "east"' sales.txt | wc -l`, stdout: "1\n"},
		{name: "writes a file", cmd: `awk '{print $1 > "regions.txt"}' sales.txt && sort -u regions.txt`, stdout: "east\nwest\n"},
		{name: "syntax error", cmd: `awk '{print $1' sales.txt`, stderr: "awk: line 2: missing } near end of file", exit: 2},
		{name: "bad regular expression", cmd: `awk '/(/' sales.txt`, stderr: "regular expression compile failed (missing ')')", exit: 2},
		{name: "pipes refused", cmd: `awk '{print | "sort"}' sales.txt`, stderr: "pipe in the shell instead", exit: 2},
		{name: "system refused", cmd: `awk 'BEGIN {r = system("ls"); print r}'`, stdout: "-1\n", stderr: "runs no other programs"},
		{name: "no such file", cmd: `awk '{print}' nope.txt`, stderr: "nope.txt", exit: 2},
		{name: "host files out of reach", cmd: `awk 'BEGIN {while ((getline l < "/etc/passwd") > 0) n++; print n+0; print "x" > "/etc/evil"}'`,
			stdout: "0\n", stderr: "/etc/evil", exit: 2},
		{name: "a runaway loop stops", cmd: `timeout 0.5 awk 'BEGIN {while (1) {}}'; echo $?`, stdout: "124\n"},
	})
}

func TestSortZero(t *testing.T) {
	files := map[string]string{"b.txt": "2\n", "a b.txt": "1\n", "c.txt": "3\n"}
	runLinuxCases(t, files, []linuxCase{
		{name: "records end in NUL", cmd: `printf 'b\0a\0c d\0' | sort -z | tr '\0' '\n'`, stdout: "a\nb\nc d\n"},
		{name: "newlines inside records", cmd: `printf 'x\ny\0a\nb\0' | sort -z | tr '\0\n' '|_'`, stdout: "a_b|x_y|"},
		{name: "find -print0 into sort -z into xargs -0", cmd: `find . -name '*.txt' -print0 | sort -z | xargs -0 cat`, stdout: "1\n2\n3\n"},
		{name: "with keys, reversed and unique", cmd: `printf '1 b\0002 a\0001 b\0' | sort -zru -k2 | tr '\0' '\n'`, stdout: "1 b\n2 a\n"},
		{name: "the last record without its NUL", cmd: `printf 'b\0a' | sort --zero-terminated | tr '\0' ,`, stdout: "a,b,"},
	})
}
