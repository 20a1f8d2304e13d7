package command_test

import (
	"testing"

	"github.com/sbx-sandbox/sbx/shell/internal/shelltest"
)

// TestMain starts the runtime the tests' sandboxes share.
func TestMain(m *testing.M) { shelltest.Main(m) }

// TestDispatch checks how a line finds what it runs: a command the tier
// lacks, a script by its path, and the environment a command starts with.
func TestDispatch(t *testing.T) {
	shelltest.RunCases(t, shelltest.Fixture(), []shelltest.Case{
		{Name: "pip missing", Cmd: "pip install requests", Stderr: "pip: not available in the WebAssembly sandbox. Available: ", Exit: 127},
		{Name: "unknown command", Cmd: "gcc -o a a.c", Stderr: "create the sandbox with provider auto or docker", Exit: 127},
		{Name: "script by path", Cmd: "chmod +x hello.sh && ./hello.sh world", Stdout: "hello from world\n"},
		{Name: "env fixed", Cmd: "env | grep -v '^PWD' ", Stdout: "HOME=/home/user\nLANG=C.UTF-8\nLOGNAME=user\nPATH=/usr/bin\nSHELL=/bin/sh\nUSER=user\n"},
		{Name: "tilde user", Cmd: "echo ~root ~/x", Stdout: "~root /home/user/x\n"},
	})
}

func TestCommandPathsAndScripts(t *testing.T) {
	files := map[string]string{
		"s.py":    "#!/usr/bin/env python3\nimport sys\nprint('py', sys.argv[1:])\n",
		"s.js":    "#!/usr/bin/env node\nconsole.log('node ok')\n",
		"s.sh":    "#!/bin/sh -e\necho \"$0 $# $1\"\nfalse\necho not reached\n",
		"arg0.sh": "echo $0 $#\n",
	}
	shelltest.RunCases(t, files, []shelltest.Case{
		{Name: "absolute paths", Cmd: `/bin/echo hi; /usr/bin/env python3 -c 'print(1)'; /bin/sh -c 'echo $0'; /usr/bin/python3 -c 'print(2)'`,
			Stdout: "hi\n1\n/bin/sh\n2\n"},
		{Name: "builtins as programs", Cmd: `/usr/bin/test -d / && /bin/true && /usr/bin/printf '%s\n' ok; /bin/false || echo false`, Stdout: "ok\nfalse\n"},
		{Name: "relative path to bin", Cmd: "cd /usr; bin/echo rel", Stdout: "rel\n"},
		{Name: "bin listed", Cmd: "ls /usr; ls /bin | grep -x -e echo -e env -e ls -e python3 -e sh", Stdout: "bin\necho\nenv\nls\npython3\nsh\n"},
		{Name: "bin files", Cmd: "[ -x /usr/bin/python3 ] && [ -f /bin/sh ] && [ ! -e /bin/gcc ] && [ ! -d /bin/ls ] && echo ok", Stdout: "ok\n"},
		{Name: "bin read-only", Cmd: "touch /bin/x; echo > /usr/bin/ls; rm /bin/ls; ls /bin/ls", Stdout: "/bin/ls\n",
			Stderr: "Read-only file system", Exit: 0},
		{Name: "missing under bin", Cmd: "/bin/gcc", Stderr: "No such file or directory", Exit: 127},
		{Name: "shebang python", Cmd: "chmod +x s.py && ./s.py a b", Stdout: "py ['a', 'b']\n"},
		{Name: "shebang node", Cmd: "chmod +x s.js && ./s.js", Stdout: "node ok\n"},
		{Name: "shebang sh with option", Cmd: "chmod +x s.sh && ./s.sh x", Stdout: "./s.sh 1 x\n", Exit: 1},
		{Name: "not executable", Cmd: "./s.py", Stderr: "./s.py: Permission denied", Exit: 126},
		{Name: "bash script sets $0", Cmd: "bash arg0.sh a b; sh ./arg0.sh; echo $0", Stdout: "arg0.sh 2\n./arg0.sh 0\nsh\n"},
	})
}
