package tiertest

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/sbx-sandbox/sbx/provider"
)

// PythonCell runs cells in sb with run, as a sandbox that starts a
// fresh python3 for every run does (provider.RunPythonCell): each shows
// its last value, returns what it displayed, in order, and leaves no trace
// of the displays in the workspace. native says sb's python3 has
// matplotlib and pandas.
func PythonCell(t *testing.T, sb provider.Sandbox, run func(context.Context, provider.Request) (*provider.Result, error), native bool) {
	for _, tc := range []struct {
		name, code     string
		native         bool
		exit           int
		stdout, stderr string   // wanted in full, and in part
		displays       []string // the bundles' types and MIME types
	}{
		{"rich last value", "class Page:\n    def _repr_html_(self): return '<b>hi</b>'\n    def __repr__(self): return 'Page()'\nPage()",
			false, 0, "Page()\n", "", []string{"__main__.Page text/html"}},
		{"display in order", "class Note:\n    def _repr_markdown_(self): return '*n*'\ndisplay(Note(), 'plain')\nprint('done')",
			false, 0, "done\n", "", []string{"__main__.Note text/markdown", "builtins.str text/plain"}},
		{"plain values", "x = 20\nx + 22", false, 0, "42\n", "", nil},
		{"error", "print('before')\n1 / 0", false, 1, "before\n", `File "<stdin>", line 2`, nil},
		{"exit status", "raise SystemExit(3)", false, 3, "", "", nil},
		{"figures and a DataFrame", "import matplotlib.pyplot as plt, pandas as pd\nplt.figure(figsize=(8, 6), dpi=100); plt.bar(['a', 'b'], [3, 5]); plt.show()\n" +
			"plt.figure(figsize=(4, 3)); plt.plot([1, 2])\npd.DataFrame({'k': [1, 2]})",
			true, 0, "", "", []string{"matplotlib.Figure image/png", "pandas.DataFrame text/markdown", "matplotlib.Figure image/png"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.native && !native {
				// what the sandbox holds, not a missing engine: never a failure
				t.Skip("this sandbox's python3 has no matplotlib or pandas")
			}
			res, err := run(context.Background(), provider.Request{Language: "python", Code: tc.code, Timeout: 30 * time.Second})
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, b := range res.Displays {
				mime := "text/plain"
				for _, m := range []string{"image/png", "text/markdown", "text/html"} {
					if _, ok := b.Data[m]; ok {
						mime = m
						break
					}
				}
				got = append(got, b.Metadata["type"].(string)+" "+mime)
			}
			if res.ExitCode != tc.exit || (!tc.native && res.Stdout != tc.stdout) || !strings.Contains(res.Stderr, tc.stderr) ||
				strings.Join(got, ", ") != strings.Join(tc.displays, ", ") {
				t.Errorf("exit %d, stdout %q, stderr %q, displays %q; want exit %d, stdout %q, stderr with %q, displays %q",
					res.ExitCode, res.Stdout, res.Stderr, got, tc.exit, tc.stdout, tc.stderr, tc.displays)
			}
			ls, err := sb.Exec(context.Background(), provider.Request{Code: "ls -A /workspace/.sbx", Timeout: 30 * time.Second})
			if err != nil || ls.ExitCode == 0 {
				t.Errorf("the displays were left in the workspace: %q (%v)", ls.Stdout, err)
			}
		})
	}
}
