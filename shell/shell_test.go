package shell

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/sbx-sandbox/sbx/wasmrt"
)

var testRT *wasmrt.Runtime

func TestMain(m *testing.M) {
	ctx := context.Background()
	rt, err := wasmrt.New(ctx, wasmrt.Options{})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	testRT = rt
	code := m.Run()
	rt.Close(ctx)
	os.Exit(code)
}

// newSandbox opens a sandbox over a fresh workspace holding files.
func newSandbox(t testing.TB, files map[string]string) (*wasmrt.Sandbox, string) {
	t.Helper()
	dir := t.TempDir()
	for name, content := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	sb, err := testRT.NewSandbox(wasmrt.Config{Workspace: dir, Limits: wasmrt.DefaultLimits})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { sb.Close() })
	return sb, dir
}

// wantEnd checks what a line's result says beyond its stdout: stderr
// holds stderr, the exit status is exit, and nothing shows the host
// directory dir.
func wantEnd(t *testing.T, res *Result, stderr string, exit int, dir string) {
	t.Helper()
	if !strings.Contains(res.Stderr, stderr) {
		t.Errorf("stderr %q does not contain %q", res.Stderr, stderr)
	}
	if res.ExitCode != exit {
		t.Errorf("exit %d, want %d (stderr %q)", res.ExitCode, exit, res.Stderr)
	}
	if strings.Contains(res.Stdout+res.Stderr, dir) {
		t.Errorf("output shows the host path %s", dir)
	}
}

func run(t testing.TB, sb *wasmrt.Sandbox, command string) *Result {
	t.Helper()
	res, err := Run(context.Background(), sb, Options{Command: command, Timeout: 10 * time.Second})
	if err != nil {
		t.Fatalf("Run(%q): %v", command, err)
	}
	return res
}

func TestShell(t *testing.T) {
	files := map[string]string{
		"script.py":    "import sys\nprint('out')\nprint('err', file=sys.stderr)\nsys.exit(3)\n",
		"data/a.csv":   "name,n\nb,2\na,1\n",
		"data/b.csv":   "x,y\n",
		"words.txt":    "pear\napple\npear\nfig\napple\npear\n",
		"nums.txt":     "10\n9\n100\n",
		"main.js":      "console.log(process.argv.length > 1 ? 'js ok' : 'js ok')\n",
		"hello.sh":     "#!/bin/sh\necho hello from $1\n",
		"noshebang.sh": "echo plain script\n",
	}
	tests := []struct {
		name, cmd string
		stdout    string // exact, unless contains is set
		contains  string // in stdout
		stderr    string // in stderr
		exit      int
	}{
		{name: "redirect append count", cmd: "echo 'a,b' > t.csv && echo '1,2' >> t.csv && cat t.csv | wc -l", stdout: "2\n"},
		{name: "python into pipe", cmd: "python -c 'print(1)' | cat", stdout: "1\n"},
		{name: "glob loop", cmd: `cd data; for f in *.csv; do wc -l "$f"; done`, stdout: "3 a.csv\n1 b.csv\n"},
		{name: "python redirects", cmd: "python script.py > out.txt 2> err.txt; echo $?; cat out.txt err.txt", stdout: "3\nout\nerr\n"},
		{name: "root holds only the sandbox", cmd: "cd /; ls", stdout: "bin\ndev\ntmp\nusr\nworkspace\n"},
		{name: "ls / -la", cmd: "ls -a /", stdout: ".\n..\nbin\ndev\ntmp\nusr\nworkspace\n"},
		{name: "etc passwd", cmd: "cat /etc/passwd", stderr: "/etc/passwd: No such file or directory", exit: 1},
		{name: "dot dot passwd", cmd: "cat ../../etc/passwd", stderr: "No such file or directory", exit: 1},
		{name: "redirect outside", cmd: "echo x > /etc/evil", stderr: "/etc/evil: Read-only file system", exit: 1},
		{name: "cd stays inside", cmd: "cd ../../..; pwd; cd /etc", stdout: "/\n", stderr: "no such file", exit: 1},
		{name: "errexit", cmd: "set -e; false; echo no", stdout: "", exit: 1},
		{name: "pipeline status", cmd: "false | true; echo $?", stdout: "0\n"},
		{name: "pipefail", cmd: "set -o pipefail; false | true; echo $?", stdout: "1\n"},
		{name: "here-doc", cmd: "cat > h.txt <<EOF\nline $((1+1))\nEOF\ncat h.txt", stdout: "line 2\n"},
		{name: "tar round trip", cmd: "mkdir -p d/e && echo hi > d/e/f.txt && tar czf a.tgz d && tar tzf a.tgz", stdout: "d/\nd/e/\nd/e/f.txt\n"},
		{name: "tar extract", cmd: "tar czf a.tgz data && mkdir x && tar xzf a.tgz -C x && cat x/data/b.csv", stdout: "x,y\n"},
		{name: "pip missing", cmd: "pip install requests", stderr: "pip: not available in the WebAssembly sandbox. Available: ", exit: 127},
		{name: "unknown command", cmd: "gcc -o a a.c", stderr: "create the sandbox with provider auto or docker", exit: 127},
		{name: "grep", cmd: "grep -n pear words.txt", stdout: "1:pear\n3:pear\n6:pear\n"},
		{name: "grep -c -v -i", cmd: "grep -civ PEAR words.txt", stdout: "3\n"},
		{name: "grep -E -o", cmd: "echo 'a1b22c333' | grep -Eo '[0-9]+'", stdout: "1\n22\n333\n"},
		{name: "grep -F", cmd: "echo 'a.b' | grep -F .", stdout: "a.b\n"},
		{name: "grep BRE group", cmd: `echo 'abab' | grep -o '\(ab\)\{2\}'`, stdout: "abab\n"},
		{name: "grep -r -l", cmd: "grep -rl x data", stdout: "data/b.csv\n"},
		{name: "grep no match", cmd: "grep zzz words.txt", exit: 1},
		{name: "grep include", cmd: "grep -r --include='*.csv' -h name .", stdout: "name,n\n"},
		{name: "sort uniq count", cmd: "sort words.txt | uniq -c | sort -rn | head -1", stdout: "      3 pear\n"},
		{name: "sort -n", cmd: "sort -n nums.txt", stdout: "9\n10\n100\n"},
		{name: "sort -t -k", cmd: "tail -n +2 data/a.csv | sort -t, -k2,2n", stdout: "a,1\nb,2\n"},
		{name: "sort -u", cmd: "sort -u words.txt", stdout: "apple\nfig\npear\n"},
		{name: "cut", cmd: "cut -d, -f1 data/a.csv", stdout: "name\nb\na\n"},
		{name: "cut chars", cmd: "echo abcdef | cut -c2-4", stdout: "bcd\n"},
		{name: "tr", cmd: "echo hello | tr a-z A-Z | tr -d L", stdout: "HEO\n"},
		{name: "tr squeeze", cmd: "echo 'a   b' | tr -s ' '", stdout: "a b\n"},
		{name: "head tail", cmd: "seq 10 | head -3; seq 10 | tail -2; seq 5 | tail -n +4", stdout: "1\n2\n3\n9\n10\n4\n5\n"},
		{name: "head -c", cmd: "echo abcdef | head -c 3", stdout: "abc"},
		{name: "find", cmd: "find data -name '*.csv' | sort", stdout: "data/a.csv\ndata/b.csv\n"},
		{name: "find type", cmd: "find . -type d | sort", stdout: ".\n./data\n"},
		{name: "find exec", cmd: "find data -name 'b*' -exec cat {} \\;", stdout: "x,y\n"},
		{name: "du", cmd: "du -s data | cut -f2", stdout: "data\n"},
		{name: "du -h", cmd: "du -sh data", stdout: "19\tdata\n"},
		{name: "diff", cmd: "printf 'a\\nb\\n' > 1; printf 'a\\nc\\n' > 2; diff 1 2", stdout: "2c2\n< b\n---\n> c\n", exit: 1},
		{name: "diff -u", cmd: "printf 'a\\nb\\n' > 1; printf 'a\\nc\\n' > 2; diff -u 1 2 | tail -n +3", stdout: "@@ -1,2 +1,2 @@\n a\n-b\n+c\n", exit: 0},
		{name: "diff same", cmd: "diff words.txt words.txt", stdout: ""},
		{name: "sha256sum", cmd: "printf abc | sha256sum", stdout: "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad  -\n"},
		{name: "md5sum check", cmd: "md5sum words.txt > sums && md5sum -c sums", stdout: "words.txt: OK\n"},
		{name: "base64 round trip", cmd: "echo 'hi there' | base64 | tee b64 | base64 -d; cat b64", stdout: "hi there\naGkgdGhlcmUK\n"},
		{name: "gzip round trip", cmd: "cp words.txt w && gzip w && ls w.gz && [ ! -e w ] && gunzip w.gz && diff w words.txt && echo ok", stdout: "w.gz\nok\n"},
		{name: "zcat", cmd: "gzip -c words.txt | zcat | head -1", stdout: "pear\n"},
		{name: "zip unzip", cmd: "zip -qr z.zip data && unzip -q -d out z.zip && cat out/data/b.csv", stdout: "x,y\n"},
		{name: "cp mv rm", cmd: "cp words.txt w1 && mv w1 w2 && ls w*; rm w2; ls w*", stdout: "w2\nwords.txt\nwords.txt\n"},
		{name: "cp -r", cmd: "cp -r data d2 && ls d2", stdout: "a.csv\nb.csv\n"},
		{name: "mkdir rmdir", cmd: "mkdir -p a/b/c && rmdir a/b/c && ls a/b | wc -l", stdout: "0\n"},
		{name: "rm dir needs -r", cmd: "rm data", stderr: "Is a directory", exit: 1},
		{name: "touch", cmd: "touch new && ls new", stdout: "new\n"},
		{name: "basename dirname", cmd: "basename /a/b/c.txt .txt; dirname /a/b/c.txt", stdout: "c\n/a/b\n"},
		{name: "env fixed", cmd: "env | grep -v '^PWD' ", stdout: "HOME=/workspace\nLANG=C.UTF-8\nLOGNAME=user\nPATH=/usr/bin\nSHELL=/bin/sh\nUSER=user\n"},
		{name: "env runs", cmd: "env FOO=bar python -c 'import os; print(os.environ[\"FOO\"])'", stdout: "bar\n"},
		{name: "exported to python", cmd: "export X=1; cd data; python -c 'import os; print(os.environ[\"X\"], os.getcwd())'", stdout: "1 /workspace/data\n"},
		{name: "python stdin", cmd: "echo 5 | python -c 'print(int(input())*2)'", stdout: "10\n"},
		{name: "python -m", cmd: "python -m json.tool <<< '{\"a\":1}'", stdout: "{\n    \"a\": 1\n}\n"},
		{name: "node", cmd: "cd data; node ../main.js", stdout: "js ok\n"},
		{name: "node -e", cmd: "node -e 'console.log(2+2)'", stdout: "4\n"},
		{name: "seq", cmd: "seq -s, 3; seq 2 2 6", stdout: "1,2,3\n2\n4\n6\n"},
		{name: "xargs", cmd: "printf 'a\\nb\\n' | xargs echo got", stdout: "got a b\n"},
		{name: "xargs -I", cmd: "ls data | xargs -I{} echo file {}", stdout: "file a.csv\nfile b.csv\n"},
		{name: "script by path", cmd: "chmod +x hello.sh && ./hello.sh world", stdout: "hello from world\n"},
		{name: "sh script", cmd: "sh noshebang.sh; bash -c 'echo $((2*3))'", stdout: "plain script\n6\n"},
		{name: "command -v", cmd: "command -v ls python gcc; echo $?", stdout: "/usr/bin/ls\n/usr/bin/python\n1\n"},
		{name: "type", cmd: "type echo cat", stdout: "echo is a shell builtin\ncat is /usr/bin/cat\n"},
		{name: "tilde user", cmd: "echo ~root ~/x", stdout: "~root /workspace/x\n"},
		{name: "test -f", cmd: "[ -f words.txt ] && [ ! -e nope ] && [ -d / ] && echo yes", stdout: "yes\n"},
		{name: "test -O does not crash", cmd: "[ -O words.txt ] && echo mine", stdout: "mine\n"},
		{name: "dev null", cmd: "echo x > /dev/null; cat /etc/x 2>/dev/null; echo $?", stdout: "1\n"},
		{name: "syntax error", cmd: "echo 'unclosed", stderr: "sh: 1:6: reached EOF without closing quote", exit: 2},
		{name: "process substitution", cmd: "cat <(echo hi)", stderr: "process substitution", exit: 2},
		{name: "pwd -P", cmd: "cd data && pwd -P", stdout: "/workspace/data\n"},
		{name: "exit code", cmd: "exit 7", exit: 7},
		{name: "chmod and date", cmd: "chmod +x hello.sh && date +%Y | wc -c", stdout: "5\n"},
		{name: "realpath which", cmd: "realpath data/../words.txt; which grep", stdout: "/workspace/words.txt\n/usr/bin/grep\n"},
		{name: "ls -l", cmd: "ls -l data | head -1", stdout: "total 2\n"},
		{name: "tee -a", cmd: "echo one | tee -a log >/dev/null; echo two | tee -a log > /dev/null; cat log", stdout: "one\ntwo\n"},
		{name: "cat -n", cmd: "printf 'a\\nb\\n' | cat -n", stdout: "     1\ta\n     2\tb\n"},
		{name: "wc", cmd: "wc words.txt", stdout: " 6  6 31 words.txt\n"},
		{name: "sed s", cmd: "sed 's/pear/PEAR/' words.txt | head -2", stdout: "PEAR\napple\n"},
		{name: "sed -n range p", cmd: "sed -n '2,3p' words.txt", stdout: "apple\npear\n"},
		{name: "sed /re/d and $", cmd: "sed '/apple/d' words.txt | sed '$d' | wc -l", stdout: "3\n"},
		{name: "sed -E groups and &", cmd: `echo 'ab-cd' | sed -E 's/(a)(b)/\2\1/; s/c/[&]/g'`, stdout: "ba-[c]d\n"},
		{name: "sed nth and delimiter", cmd: `echo hello | sed 's/l/L/2'; echo a.b | sed 's|\.|/|'`, stdout: "helLo\na/b\n"},
		{name: "sed -i", cmd: "sed -i 's/fig/FIG/' words.txt && grep -c FIG words.txt", stdout: "1\n"},
		{name: "sed -e and y", cmd: "echo abc | sed -e 's/a/b/' -e 'y/bc/xy/'", stdout: "xxy\n"},
		{name: "sed i a q =", cmd: "printf '1\n2\n3\n' | sed -e '1i top' -e '2a after' -e '2q'", stdout: "top\n1\n2\nafter\n"},
		{name: "sed negation and =", cmd: "printf 'a\nb\n' | sed -n '/a/!='", stdout: "2\n"},
		{name: "sed bad script", cmd: "sed 's/a/b' words.txt", stderr: "unterminated 's' command", exit: 2},
		{name: "timeout command", cmd: "timeout 0.2 python -c 'while True: pass'; echo $?; timeout 5 echo quick", stdout: "124\nquick\n"},
		{name: "background in a line", cmd: "sleep 0.1 & wait; echo done", stdout: "done\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sb, dir := newSandbox(t, files)
			res := run(t, sb, tt.cmd)
			if tt.contains != "" {
				if !strings.Contains(res.Stdout, tt.contains) {
					t.Errorf("stdout %q does not contain %q", res.Stdout, tt.contains)
				}
			} else if res.Stdout != tt.stdout {
				t.Errorf("stdout %q, want %q (stderr %q)", res.Stdout, tt.stdout, res.Stderr)
			}
			wantEnd(t, res, tt.stderr, tt.exit, dir)
		})
	}
}
