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
