package invoke_test

import (
	"testing"

	"github.com/sbx-sandbox/sbx/shell/internal/shelltest"
)

// TestMain starts the runtime the tests' sandboxes share.
func TestMain(m *testing.M) { shelltest.Main(m) }

// TestInvokeCommands runs the commands that run others: the interpreters,
// sh, env, xargs and timeout.
func TestInvokeCommands(t *testing.T) {
	shelltest.RunCases(t, shelltest.Fixture(), []shelltest.Case{
		{Name: "python into pipe", Cmd: "python -c 'print(1)' | cat", Stdout: "1\n"},
		{Name: "python redirects", Cmd: "python script.py > out.txt 2> err.txt; echo $?; cat out.txt err.txt", Stdout: "3\nout\nerr\n"},
		{Name: "env runs", Cmd: "env FOO=bar python -c 'import os; print(os.environ[\"FOO\"])'", Stdout: "bar\n"},
		{Name: "exported to python", Cmd: "export X=1; cd data; python -c 'import os; print(os.environ[\"X\"], os.getcwd())'", Stdout: "1 /workspace/data\n"},
		{Name: "python stdin", Cmd: "echo 5 | python -c 'print(int(input())*2)'", Stdout: "10\n"},
		{Name: "python -m", Cmd: "python -m json.tool <<< '{\"a\":1}'", Stdout: "{\n    \"a\": 1\n}\n"},
		{Name: "node", Cmd: "cd data; node ../main.js", Stdout: "js ok\n"},
		{Name: "node -e", Cmd: "node -e 'console.log(2+2)'", Stdout: "4\n"},
		{Name: "xargs", Cmd: "printf 'a\\nb\\n' | xargs echo got", Stdout: "got a b\n"},
		{Name: "xargs -I", Cmd: "ls data | xargs -I{} echo file {}", Stdout: "file a.csv\nfile b.csv\n"},
		{Name: "sh script", Cmd: "sh noshebang.sh; bash -c 'echo $((2*3))'", Stdout: "plain script\n6\n"},
		{Name: "timeout command", Cmd: "timeout 0.2 python -c 'while True: pass'; echo $?; timeout 5 echo quick", Stdout: "124\nquick\n"},
	})
}

// TestInvokeLongTail runs options agents reach for less often.
func TestInvokeLongTail(t *testing.T) {
	shelltest.RunCases(t, shelltest.LongTailFixture(), []shelltest.Case{
		{Name: "xargs wc -l total", Cmd: "ls a.txt notes.txt | xargs wc -l", Stdout: " 3 a.txt\n 1 notes.txt\n 4 total\n"},
	})
}

func TestAwk(t *testing.T) {
	files := map[string]string{
		"sales.txt":  "west 10 2.5\neast 7 1\nwest 5 4\n",
		"users.csv":  "name:uid\nann:1000\nbob:1001\n",
		"lookup.txt": "east E\nwest W\n",
		"prog.awk":   "BEGIN { FS = \":\" } NR > 1 { print toupper($1) }\n",
	}
	shelltest.RunCases(t, files, []shelltest.Case{
		{Name: "sum a column", Cmd: `awk '{s+=$2} END {print s}' sales.txt`, Stdout: "22\n"},
		{Name: "-F and -v", Cmd: `awk -F: -v min=1001 'NR > 1 && $2 >= min {print $1}' users.csv`, Stdout: "bob\n"},
		{Name: "printf", Cmd: `awk '{printf "%-5s|%6.2f\n", $1, $2*$3}' sales.txt`, Stdout: "west | 25.00\neast |  7.00\nwest | 20.00\n"},
		{Name: "arrays", Cmd: `awk '{n[$1]+=$2} END {for (k in n) print k, n[k]}' sales.txt | sort`, Stdout: "east 7\nwest 15\n"},
		{Name: "getline from a file", Cmd: `awk 'BEGIN {while ((getline l < "lookup.txt") > 0) {split(l, f, " "); m[f[1]] = f[2]}} {print m[$1]}' sales.txt`,
			Stdout: "W\nE\nW\n"},
		{Name: "stdin and -f", Cmd: `cat users.csv | awk -f prog.awk`, Stdout: "ANN\nBOB\n"},
		{Name: "by path, in a pipe, from a subdirectory", Cmd: `mkdir d && cp sales.txt d/ && cd d && /usr/bin/awk '$1 == "east"' sales.txt | wc -l`, Stdout: "1\n"},
		{Name: "writes a file", Cmd: `awk '{print $1 > "regions.txt"}' sales.txt && sort -u regions.txt`, Stdout: "east\nwest\n"},
		{Name: "syntax error", Cmd: `awk '{print $1' sales.txt`, Stderr: "awk: line 2: missing } near end of file", Exit: 2},
		{Name: "bad regular expression", Cmd: `awk '/(/' sales.txt`, Stderr: "regular expression compile failed (missing ')')", Exit: 2},
		{Name: "pipes refused", Cmd: `awk '{print | "sort"}' sales.txt`, Stderr: "pipe in the shell instead", Exit: 2},
		{Name: "system refused", Cmd: `awk 'BEGIN {r = system("ls"); print r}'`, Stdout: "-1\n", Stderr: "runs no other programs"},
		{Name: "no such file", Cmd: `awk '{print}' nope.txt`, Stderr: "nope.txt", Exit: 2},
		{Name: "host files out of reach", Cmd: `awk 'BEGIN {while ((getline l < "/etc/passwd") > 0) n++; print n+0; print "x" > "/etc/evil"}'`,
			Stdout: "0\n", Stderr: "/etc/evil", Exit: 2},
		{Name: "a runaway loop stops", Cmd: `timeout 0.5 awk 'BEGIN {while (1) {}}'; echo $?`, Stdout: "124\n"},
	})
}
