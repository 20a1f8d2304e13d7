package broker

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"maps"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/internal/salestest"
)

// appsClient declares MCP Apps support, as a host that renders them does.
func appsClient() *mcp.ClientOptions {
	caps := &mcp.ClientCapabilities{}
	caps.AddExtension(AppsExtension, map[string]any{"mimeTypes": []string{AppMIMEType}})
	return &mcp.ClientOptions{Capabilities: caps}
}

// TestDashboardResource reads the App through an MCP session and checks
// that the tools point to it and that it loads nothing from anywhere.
func TestDashboardResource(t *testing.T) {
	b := newBroker(t, Options{})
	cs := connect(t, b, appsClient())
	ctx := t.Context()

	ext, ok := cs.InitializeResult().Capabilities.Extensions[AppsExtension].(map[string]any)
	if !ok || !slices.Contains(ext["mimeTypes"].([]any), any(AppMIMEType)) {
		t.Errorf("server capabilities: extensions[%s] = %v, want mimeTypes with %s", AppsExtension, ext, AppMIMEType)
	}

	res, err := cs.ReadResource(ctx, &mcp.ReadResourceParams{URI: DashboardURI})
	if err != nil {
		t.Fatal(err)
	}
	c := res.Contents[0]
	if len(res.Contents) != 1 || c.MIMEType != AppMIMEType || c.URI != DashboardURI {
		t.Fatalf("read %s: %d contents, first %s %s; want one %s", DashboardURI, len(res.Contents), c.URI, c.MIMEType, AppMIMEType)
	}
	csp, _ := json.Marshal(c.Meta["ui"].(map[string]any)["csp"])
	if want := `{"baseUriDomains":[],"connectDomains":[],"frameDomains":[],"resourceDomains":[]}`; string(csp) != want {
		t.Errorf("_meta.ui.csp = %s, want %s", csp, want)
	}
	selfContained(t, c.Text)

	list, err := cs.ListResources(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.ContainsFunc(list.Resources, func(r *mcp.Resource) bool { return r.URI == DashboardURI && r.MIMEType == AppMIMEType }) {
		t.Errorf("resources/list lacks %s", DashboardURI)
	}

	tools := map[string]*mcp.Tool{}
	for tool, err := range cs.Tools(ctx, nil) {
		if err != nil {
			t.Fatal(err)
		}
		tools[tool.Name] = tool
	}
	meta, _ := json.Marshal(tools["data_dashboard"].Meta)
	if want := `{"ui":{"resourceUri":"ui://sbx/dashboard"},"ui/resourceUri":"ui://sbx/dashboard"}`; string(meta) != want {
		t.Errorf("data_dashboard _meta = %s, want %s", meta, want)
	}
	meta, _ = json.Marshal(tools["dashboard_page"].Meta)
	if want := `{"ui":{"resourceUri":"ui://sbx/dashboard","visibility":["app"]}}`; string(meta) != want {
		t.Errorf("dashboard_page _meta = %s, want %s", meta, want)
	}

	plain := connect(t, b, nil)
	for tool, err := range plain.Tools(ctx, nil) {
		if err != nil {
			t.Fatal(err)
		}
		if tool.Name == "dashboard_page" {
			t.Error("a client without MCP Apps lists the App-only dashboard_page")
		}
	}
}

// selfContained fails if page could load anything: its markup and styles
// name no URL, and its script holds none but a few identifiers that are
// never fetched (JSON Schema dialects, a base for resolving $ref).
func selfContained(t *testing.T, page string) {
	t.Helper()
	if !strings.HasPrefix(page, "<!doctype html>") || !strings.Contains(page, "<script>") {
		t.Fatalf("the App is not an HTML page with an inline script: %.80q", page)
	}
	script := regexp.MustCompile(`(?s)<script>.*?</script>`)
	markup := script.ReplaceAllString(page, "")
	if m := regexp.MustCompile(`(?i)https?:|//[a-z]|\b(src|href|action|srcset)\s*=|url\(|@import`).FindString(markup); m != "" {
		t.Errorf("the App's markup or styles refer to %q", m)
	}
	if n := strings.Count(page, "<script"); n != 1 {
		t.Errorf("the App has %d scripts, want one inline script", n)
	}
	allowed := regexp.MustCompile(`^(https?://json-schema\.org/|https://github\.com/cfworker$|https://\*\.example\.com$|http://\[)`)
	for _, u := range regexp.MustCompile(`https?://[^\s"'\x60)\\]*`).FindAllString(script.FindString(page), -1) {
		if !allowed.MatchString(u) {
			t.Errorf("the App's script names %q; if it is fetched, the App is not self-contained", u)
		}
	}
}

// moments returns the count, mean, min, max and sample standard deviation of xs.
func moments(xs []float64) (n int, mean, lo, hi, sd float64) {
	lo, hi = math.Inf(1), math.Inf(-1)
	for _, x := range xs {
		mean += x
		lo, hi = min(lo, x), max(hi, x)
	}
	mean /= float64(len(xs))
	for _, x := range xs {
		sd += (x - mean) * (x - mean)
	}
	return len(xs), mean, lo, hi, math.Sqrt(sd / float64(len(xs)-1))
}

// number parses a number cell.
func number(t *testing.T, cell string) float64 {
	t.Helper()
	f, err := strconv.ParseFloat(cell, 64)
	if err != nil {
		t.Fatalf("cell %q is not a number", cell)
	}
	return f
}

// near reports whether a and b agree to 1e-9 relative.
func near(a, b float64) bool { return math.Abs(a-b) <= 1e-9*math.Max(1, math.Abs(b)) }

// wantNumbers checks a number column's statistics against xs.
func wantNumbers(t *testing.T, c ColumnSummary, xs []float64, missing int) {
	t.Helper()
	n, mean, lo, hi, sd := moments(xs)
	if c.Type != "number" || c.Count != n || c.Missing != missing ||
		!near(c.Mean, mean) || c.Min != lo || c.Max != hi || !near(c.Stdev, sd) {
		got, _ := json.Marshal(c)
		t.Errorf("%s: got %s; want number count %d missing %d mean %v min %v max %v stdev %v", c.Name, got, n, missing, mean, lo, hi, sd)
	}
}

// TestDashboardCSV loads 12,000 rows from a CSV file and checks the first
// page, the statistics, a filter, paging, sorting and grouping against
// values computed here.
func TestDashboardCSV(t *testing.T) {
	b := newBroker(t, Options{})
	cs := connect(t, b, appsClient())
	rows, csv := salestest.Generate(12000, 1)
	call[WriteFileOutput](t, cs, "write_file", args{"path": "sales.csv", "content": csv})

	start := time.Now()
	d := call[DashboardOutput](t, cs, "data_dashboard", args{"path": "sales.csv", "timeout_seconds": 30})
	t.Logf("load and first page of %d rows: %v", len(rows), time.Since(start))
	if d.Dataset != "file:/workspace/sales.csv" || d.TotalRows != len(rows) || d.MatchedRows != len(rows) ||
		d.Pages != 240 || d.View.Page != 1 || d.View.PageSize != DefaultPageSize || len(d.Table.Rows) != DefaultPageSize {
		t.Fatalf("first view: dataset %s, %d/%d rows, page %d/%d of %d rows, %d rows sent",
			d.Dataset, d.MatchedRows, d.TotalRows, d.View.Page, d.Pages, d.View.PageSize, len(d.Table.Rows))
	}
	wantRow := func(t *testing.T, got []string, s salestest.Sale) {
		t.Helper()
		units := ""
		if s.Units != 0 {
			units = strconv.Itoa(s.Units)
		}
		if want := []string{s.Date, s.Region, s.Product, units}; !slices.Equal(got[:4], want) || number(t, got[4]) != s.Price {
			t.Errorf("row %q, want %q and price %v", got, want, s.Price)
		}
	}
	for i, r := range d.Table.Rows {
		wantRow(t, r, rows[i])
	}

	var units, prices []float64
	regions := map[string]int{}
	for _, r := range rows {
		if r.Units != 0 {
			units = append(units, float64(r.Units))
		}
		prices = append(prices, r.Price)
		regions[r.Region]++
	}
	wantNumbers(t, d.Columns[3], units, len(rows)-len(units))
	wantNumbers(t, d.Columns[4], prices, 0)
	top := slices.MaxFunc(slices.Collect(maps.Keys(regions)), func(a, b string) int { return regions[a] - regions[b] })
	if c := d.Columns[1]; c.Type != "text" || c.Distinct != 4 || c.Top != top || c.TopCount != regions[top] {
		t.Errorf("region: %+v, want 4 distinct, top %s (%d)", c, top, regions[top])
	}
	if c := d.Columns[0]; c.Type != "date" || c.First != "2023-01-01" || c.Last != "2024-12-30" {
		t.Errorf("date: %+v, want a date column from 2023-01-01 to 2024-12-30", c)
	}
	if d.Chart.Kind != "line" || d.Chart.X != "date" || d.Chart.Y != "mean units" || len(d.Chart.Points) != 24 {
		t.Errorf("chart: %s of %s by %s with %d points, want a line of mean units by month", d.Chart.Kind, d.Chart.Y, d.Chart.X, len(d.Chart.Points))
	}

	t.Run("filter", func(t *testing.T) {
		var kept []salestest.Sale
		var keptPrices []float64
		for _, r := range rows {
			if r.Region == "West" && r.Units >= 10 {
				kept = append(kept, r)
				keptPrices = append(keptPrices, r.Price)
			}
		}
		f := call[DashboardOutput](t, cs, "dashboard_page", args{"dataset": d.Dataset, "filter": `region = "West" and units >= 10`, "page": 2, "page_size": 100})
		if f.MatchedRows != len(kept) || f.Table.Total != len(kept) || f.View.Page != 2 || len(f.Table.Rows) != min(100, len(kept)-100) {
			t.Fatalf("filter: %d rows match, page %d with %d rows; want %d", f.MatchedRows, f.View.Page, len(f.Table.Rows), len(kept))
		}
		wantRow(t, f.Table.Rows[0], kept[100])
		wantNumbers(t, f.Columns[4], keptPrices, 0)
	})

	t.Run("sort", func(t *testing.T) {
		s := call[DashboardOutput](t, cs, "dashboard_page", args{"dataset": d.Dataset, "sort": "-price", "page_size": 5})
		if got := number(t, s.Table.Rows[0][4]); got != slices.Max(prices) || len(s.Table.Rows) != 5 {
			t.Errorf("sort -price: first price %v of %d rows, want %v of 5", got, len(s.Table.Rows), slices.Max(prices))
		}
	})

	t.Run("group", func(t *testing.T) {
		g := call[DashboardOutput](t, cs, "dashboard_page", args{"dataset": d.Dataset, "group_by": "region", "column": "price"})
		if g.Table.Total != 4 || len(g.Table.Rows) != 4 || g.Chart.Kind != "bar" || len(g.Chart.Points) != 4 {
			t.Fatalf("group_by region: %d groups, chart %s with %d bars; want 4 and 4 bars", g.Table.Total, g.Chart.Kind, len(g.Chart.Points))
		}
		names := []string{}
		for _, c := range g.Table.Columns {
			names = append(names, c.Name)
		}
		if want := []string{"region", "count", "price sum", "price mean", "price min", "price max"}; !slices.Equal(names, want) {
			t.Errorf("group columns %v, want %v", names, want)
		}
		for _, r := range g.Table.Rows {
			var ps []float64
			for _, s := range rows {
				if s.Region == r[0] {
					ps = append(ps, s.Price)
				}
			}
			_, mean, _, _, _ := moments(ps)
			if r[1] != strconv.Itoa(len(ps)) || !near(number(t, r[3]), mean) {
				t.Errorf("group %v: count %v mean %v, want %d and %v", r[0], r[1], r[3], len(ps), mean)
			}
		}
		if g.Table.Rows[0][0] != top {
			t.Errorf("groups sort by count: first %v, want %s", g.Table.Rows[0][0], top)
		}
	})

	t.Run("page limits", func(t *testing.T) {
		p := call[DashboardOutput](t, cs, "dashboard_page", args{"dataset": d.Dataset, "page_size": MaxPageSize, "page": 1000})
		if len(p.Table.Rows) != MaxPageSize || p.View.Page != p.Pages {
			t.Errorf("page 1000 of %d rows: page %d of %d with %d rows", MaxPageSize, p.View.Page, p.Pages, len(p.Table.Rows))
		}
		mustContain(t, callErr(t, cs, "dashboard_page", args{"dataset": d.Dataset, "page_size": MaxPageSize + 1}), "page_size")
	})
}

// TestDashboardCode shows rows that Python code leaves in a variable,
// keeps them in the interpreter, and reports what went wrong in words.
func TestDashboardCode(t *testing.T) {
	b := newBroker(t, Options{})
	cs := connect(t, b, appsClient())
	code := "rows = [{'name': n, 'age': 20 + i} for i, n in enumerate('abcde')]\nprint('made', len(rows))"
	d := call[DashboardOutput](t, cs, "data_dashboard", args{"code": code, "page_size": 2})
	if d.Dataset != "var:rows" || d.TotalRows != 5 || len(d.Table.Rows) != 2 || d.Stdout != "made 5\n" || d.Chart.Kind != "histogram" {
		t.Fatalf("code: dataset %s, %d rows, %d sent, stdout %q, chart %s", d.Dataset, d.TotalRows, len(d.Table.Rows), d.Stdout, d.Chart.Kind)
	}
	wantStdout(t, run(t, cs, "python", "print(rows[-1]['name'])"), "e\n")

	run(t, cs, "python", "people = [('name', 'city'), ('ann', 'Oslo'), ('bo', 'Rome'), ('cy', 'Oslo')]")
	d = call[DashboardOutput](t, cs, "data_dashboard", args{"variable": "people"})
	if c := d.Columns[1]; d.TotalRows != 3 || c.Name != "city" || c.Top != "Oslo" || c.TopCount != 2 || d.Chart.Kind != "bar" {
		t.Errorf("variable people: %d rows, column %+v, chart %s", d.TotalRows, c, d.Chart.Kind)
	}

	call[WriteFileOutput](t, cs, "write_file", args{"path": "t.csv", "content": "a,b\n1,x\n2,y\n"})
	wasmOnly := call[Used](t, cs, "create_sandbox", args{"provider": "wasm"}).SandboxID
	for _, tc := range []struct {
		tool string
		args args
		want []string
	}{
		{"data_dashboard", args{"code": "1/0"}, []string{"ZeroDivisionError", `File "<data_dashboard>", line 1`, "1/0"}},
		{"data_dashboard", args{"code": "x = [1]", "variable": "y"}, []string{"no variable 'y'", "lists defined: people, rows, x"}},
		{"data_dashboard", args{"path": "nope.csv"}, []string{"/workspace/nope.csv: No such file"}},
		{"data_dashboard", args{"path": "../etc/passwd"}, []string{"climbs above /workspace"}},
		{"data_dashboard", args{"path": "t.csv", "code": "rows = []"}, []string{"either path or code"}},
		{"data_dashboard", args{}, []string{"give path"}},
		{"data_dashboard", args{"path": "t.csv", "filter": "c = 1"}, []string{"no column 'c'", "a, b"}},
		{"data_dashboard", args{"path": "t.csv", "filter": "a > two"}, []string{"a is a number column", "'two' is not a number"}},
		{"data_dashboard", args{"path": "t.csv", "filter": "a >> 1"}, []string{"write column op value"}},
		{"data_dashboard", args{"path": "t.csv", "chart": "line"}, []string{"no date column"}},
		{"data_dashboard", args{"path": "t.csv", "group_by": "b", "sort": "a"}, []string{"grouped rows have the columns b, count, a sum"}},
		{"dashboard_page", args{"dataset": "file:/workspace/other.csv"}, []string{"not loaded in this sandbox", "call data_dashboard again"}},
		{"data_dashboard", args{"code": "import scipy", "sandbox_id": wasmOnly}, []string{"ended without a result (exit 1)", "No module named 'scipy'"}},
	} {
		t.Run(fmt.Sprint(tc.tool, tc.args), func(t *testing.T) {
			mustContain(t, callErr(t, cs, tc.tool, tc.args), tc.want...)
		})
	}
}

// TestDashboardText checks the markdown that hosts without MCP Apps show:
// the whole page, the statistics and how to see more; hosts with Apps get
// the first ten rows.
func TestDashboardText(t *testing.T) {
	b := newBroker(t, Options{})
	_, csv := salestest.Generate(40, 1)
	for _, tc := range []struct {
		name string
		opts *mcp.ClientOptions
		rows int
		more bool
	}{
		{"plain", nil, 15, true},
		{"apps", appsClient(), 10, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cs := connect(t, b, tc.opts)
			call[WriteFileOutput](t, cs, "write_file", args{"path": "s.csv", "content": csv})
			text := textOf(callTool(t, cs, "data_dashboard", args{"path": "s.csv", "page_size": 15, "filter": "units ~ 1"}))
			mustContain(t, text, "**/workspace/s.csv**: 40 rows × 5 columns; filter `units ~ 1` keeps",
				"| date | region | product | units | price |", "| column | type | count | missing | mean |", "| price | number | ")
			if got := len(regexp.MustCompile(`(?m)^\| 2023-`).FindAllString(text, -1)); got != tc.rows {
				t.Errorf("%d rows in the text, want %d:\n%s", got, tc.rows, text)
			}
			if got := strings.Contains(text, "call data_dashboard again with page"); got != tc.more {
				t.Errorf("paging hint shown: %v, want %v", got, tc.more)
			}
		})
	}
}

// TestDashboardFigures: the matplotlib figures data_dashboard's code
// leaves open become PNG outputs the result links to (the App shows them
// through resources/read), once: the dashboard closes them. matplotlib is
// in the native image, so the sandbox is a Docker one.
func TestDashboardFigures(t *testing.T) {
	needDocker(t)
	cs := connect(t, newBroker(t, Options{Policy: onDocker}), appsClient())
	sb := call[SandboxInfo](t, cs, "create_sandbox", args{"provider": "docker"})
	code := `import matplotlib.pyplot as plt
rows = [{"month": m, "sales": s} for m, s in [("Jan", 3), ("Feb", 5), ("Mar", 4)]]
fig, ax = plt.subplots(figsize=(4, 3), dpi=100)
ax.bar([r["month"] for r in rows], [r["sales"] for r in rows])
plt.figure(figsize=(2, 1), dpi=100)
plt.plot([1, 2, 3])`
	res := callTool(t, cs, "data_dashboard", args{"code": code, "sandbox_id": sb.SandboxID, "timeout_seconds": 30})
	out := structured[DashboardOutput](t, res)
	if len(out.Figures) != 2 {
		t.Fatalf("figures = %+v, want two; notes %q stderr %q; %+v", out.Figures, out.Notes, out.Stderr, res.Content[0].(*mcp.TextContent).Text)
	}
	for i, want := range []image.Point{{400, 300}, {200, 100}} {
		f := out.Figures[i]
		if f.Name != fmt.Sprintf("figure-%d.png", i+1) || f.MIMEType != "image/png" {
			t.Errorf("figure %d: %+v", i+1, f)
		}
		read, err := cs.ReadResource(t.Context(), &mcp.ReadResourceParams{URI: f.URI})
		if err != nil {
			t.Fatal(err)
		}
		cfg, err := png.DecodeConfig(bytes.NewReader(read.Contents[0].Blob))
		if err != nil || cfg.Width != want.X || cfg.Height != want.Y {
			t.Errorf("%s: %v, %dx%d; want a %dx%d PNG", f.URI, err, cfg.Width, cfg.Height, want.X, want.Y)
		}
		if !slices.ContainsFunc(out.Outputs, func(o OutputLink) bool { return o.URI == f.URI }) {
			t.Errorf("outputs %+v lack the figure %s", out.Outputs, f.URI)
		}
	}
	// The bytes are a resource, never inlined in the result.
	if raw, _ := json.Marshal(res); bytes.Contains(raw, []byte("iVBORw0KGgo")) {
		t.Error("the result carries a base64 PNG")
	}
	// Shown once: the next call's code leaves no figure open.
	again := call[DashboardOutput](t, cs, "data_dashboard", args{"code": "rows = rows[:2]", "sandbox_id": sb.SandboxID, "timeout_seconds": 30})
	if len(again.Figures) != 0 {
		t.Errorf("figures of a second call = %+v, want none", again.Figures)
	}
}
