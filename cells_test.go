package sbx_test

import (
	"context"
	"encoding/json"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/sbx-sandbox/sbx"
)

// cellCase is cells run one after another in a fresh sandbox, with what
// the last of them gives in Jupyter (with IPython's kernel, or node's
// REPL), the behaviour it reproduces named in Jupyter.
type cellCase struct {
	Name    string   `json:"name"`
	Jupyter string   `json:"jupyter"`
	Cells   []string `json:"cells"`
	Exit    int      `json:"exit"`
	// Stdout is the cells' output, Stderr the last cell's, in full ("" for
	// none, unless a *Has is given); StdoutHas and StderrHas parts of it.
	Stdout    string   `json:"stdout"`
	StdoutHas []string `json:"stdout_has"`
	Stderr    string   `json:"stderr"`
	StderrHas []string `json:"stderr_has"`
	// Displays are the last cell's displays, in order: each one's MIME
	// types but text/plain, joined by "+".
	Displays []string `json:"displays"`
	// Native cases run in the native tiers only (they need processes, or
	// what the WebAssembly kernels lack); WasmOnly ones
	// say what the WebAssembly tier does instead. Needs is a module the
	// case needs, which a tier may lack.
	Native   bool   `json:"native"`
	WasmOnly bool   `json:"wasm_only"`
	Needs    string `json:"needs"`
}

func loadCells(t *testing.T, name string) []cellCase {
	t.Helper()
	data, err := os.ReadFile("testdata/cells/" + name)
	if err != nil {
		t.Fatal(err)
	}
	var cases []cellCase
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return cases
}

// cellTiers are the providers TestCellsAsJupyter runs the cells on: the
// WebAssembly tier, and the os tier where it runs here.
var cellTiers = []string{sbx.ProviderWasm, sbx.ProviderOS}

// TestCellsAsJupyter runs the same cells in the WebAssembly and os tiers
// and checks that each gives what Jupyter gives for it (testdata/cells).
func TestCellsAsJupyter(t *testing.T) {
	rt := openRuntime(t, sbx.Options{})
	for _, lang := range []sbx.Language{sbx.Python, sbx.JavaScript} {
		cases := loadCells(t, string(lang)+".json")
		for _, tier := range cellTiers {
			t.Run(string(lang)+"/"+tier, func(t *testing.T) {
				probe := cellSandbox(t, rt, tier)
				for _, tc := range cases {
					t.Run(tc.Name, func(t *testing.T) {
						if tc.Native && tier == sbx.ProviderWasm || tc.WasmOnly && tier != sbx.ProviderWasm {
							t.Skipf("not a case of the %s tier", tier)
						}
						if tc.Needs != "" {
							if res, err := probe.Run(context.Background(), lang, "import "+tc.Needs); err != nil || res.ExitCode != 0 {
								t.Skipf("the %s tier's Python here has no %s", tier, tc.Needs)
							}
						}
						runCells(t, cellSandbox(t, rt, tier), lang, tc)
					})
				}
			})
		}
	}
}

// cellSandbox is a new sandbox of rt on provider tier, or t skipped when
// the tier does not run here (failed, when SBX_REQUIRE_ENGINES is set).
func cellSandbox(t *testing.T, rt *sbx.Runtime, tier string) *sbx.Sandbox {
	t.Helper()
	sb, err := rt.NewSandbox(context.Background(), sbx.SandboxOptions{Provider: tier})
	if err != nil && tier != sbx.ProviderWasm && os.Getenv("SBX_REQUIRE_ENGINES") == "" {
		t.Skipf("no %s sandbox here: %v", tier, err)
	}
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { sb.Close() })
	return sb
}

// runCells runs tc's cells in sb and checks the last one's result.
func runCells(t *testing.T, sb *sbx.Sandbox, lang sbx.Language, tc cellCase) {
	t.Helper()
	var res *sbx.Result
	var stdout strings.Builder
	for i, code := range tc.Cells {
		var err error
		res, err = sb.Run(context.Background(), lang, code, sbx.WithTimeout(30*time.Second))
		if err != nil {
			t.Fatal(err)
		}
		stdout.WriteString(res.Stdout)
		if i < len(tc.Cells)-1 && res.ExitCode != 0 {
			t.Fatalf("cell %d: exit %d, stderr %q", i+1, res.ExitCode, res.Stderr)
		}
	}
	var displays []string
	for _, d := range res.Displays {
		displays = append(displays, strings.Join(slices.DeleteFunc(slices.Clone(d.MIMETypes), func(m string) bool { return m == "text/plain" }), "+"))
	}
	ok := res.ExitCode == tc.Exit && slices.Equal(displays, tc.Displays) &&
		(stdout.String() == tc.Stdout || tc.StdoutHas != nil) && (res.Stderr == tc.Stderr || tc.StderrHas != nil)
	for _, part := range tc.StdoutHas {
		ok = ok && strings.Contains(stdout.String(), part)
	}
	for _, part := range tc.StderrHas {
		ok = ok && strings.Contains(res.Stderr, part)
	}
	if !ok {
		t.Errorf("%s\ngot exit %d, stdout %q, stderr %q, displays %q\nwant exit %d, stdout %q (with %q), stderr %q (with %q), displays %q",
			tc.Jupyter, res.ExitCode, stdout.String(), res.Stderr, displays, tc.Exit, tc.Stdout, tc.StdoutHas, tc.Stderr, tc.StderrHas, tc.Displays)
	}
}
