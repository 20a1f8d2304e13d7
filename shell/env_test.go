package shell_test

import (
	"context"
	"testing"

	"github.com/sbx-sandbox/sbx/shell"
	"github.com/sbx-sandbox/sbx/shell/internal/shelltest"
)

// TestOptionsEnv checks that shell.Options.Env reaches the line and the guests it
// runs, and only that line.
func TestOptionsEnv(t *testing.T) {
	sb, _ := shelltest.NewSandbox(t, nil)
	line := `echo "$GREETING"; python -c "import os; print(os.environ['GREETING'])"; node -e "console.log(process.env.GREETING)"`
	res, err := shell.Run(context.Background(), sb, shell.Options{Command: line, Env: []string{"GREETING=hi there"}})
	if err != nil {
		t.Fatal(err)
	}
	if want := "hi there\nhi there\nhi there\n"; res.Stdout != want || res.ExitCode != 0 {
		t.Errorf("stdout %q exit %d stderr %q; want %q", res.Stdout, res.ExitCode, res.Stderr, want)
	}
	if res := shelltest.Run(t, sb, `echo "[$GREETING]"`); res.Stdout != "[]\n" {
		t.Errorf("the next line sees %q; want the variable gone", res.Stdout)
	}
}

// TestHome checks the sandbox user's home as a line sees it: HOME, "~"
// and "~user" name /home/user, cd goes there, dotfiles land there and not
// in /workspace, which stays the working directory.
func TestHome(t *testing.T) {
	shelltest.RunCases(t, nil, []shelltest.Case{
		{Name: "HOME", Cmd: `printenv HOME`, Stdout: "/home/user\n"},
		{Name: "tilde", Cmd: `echo ~ ~/notes ~user/x`, Stdout: "/home/user /home/user/notes /home/user/x\n"},
		{Name: "other user", Cmd: `echo ~root`, Stdout: "~root\n"},
		{Name: "working directory", Cmd: `pwd`, Stdout: "/workspace\n"},
		{Name: "cd", Cmd: `cd && pwd && cd - >/dev/null && pwd`, Stdout: "/home/user\n/workspace\n"},
		{Name: "dotfile", Cmd: `echo x=1 > ~/.toolrc && cat ~/.toolrc && ls -A ~ && ls -A`, Stdout: "x=1\n.toolrc\n"},
		{Name: "guests", Cmd: `python -c "import os; print(os.path.expanduser('~'))"; node -e "console.log(require('os').homedir())"`, Stdout: "/home/user\n/home/user\n"},
	})
}
