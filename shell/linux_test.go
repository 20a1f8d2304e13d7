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
			if !strings.Contains(res.Stderr, tt.stderr) {
				t.Errorf("stderr %q does not contain %q", res.Stderr, tt.stderr)
			}
			if res.ExitCode != tt.exit {
				t.Errorf("exit %d, want %d (stderr %q)", res.ExitCode, tt.exit, res.Stderr)
			}
			if strings.Contains(res.Stdout+res.Stderr, dir) {
				t.Errorf("output shows the host path %s", dir)
			}
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
