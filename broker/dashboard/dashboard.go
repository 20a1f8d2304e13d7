// Package dashboard is the data_dashboard tool and its MCP App: a dataset
// loaded in a sandbox's Python kernel, shown as a page of a filterable,
// sortable table with statistics and a chart, another view of it a call
// of dashboard_page away. It runs its kernel side the way run_code runs
// code, through the Host the broker gives it.
package dashboard

import (
	"cmp"
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"path"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/broker/tool"
	"github.com/sbx-sandbox/sbx/hostfs"
	"github.com/sbx-sandbox/sbx/ui"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// The MCP Apps extension (io.modelcontextprotocol/ui, spec 2026-01-26) as
// the dashboard uses it.
const (
	// AppsExtension is the extension's identifier in capabilities.
	AppsExtension = "io.modelcontextprotocol/ui"
	// AppMIMEType marks a resource as an MCP App's HTML.
	AppMIMEType = "text/html;profile=mcp-app"
	// URI is the data_dashboard App's resource.
	URI = "ui://sbx/dashboard"
)

// Page sizes of the dashboard's table.
const (
	DefaultPageSize = 50
	MaxPageSize     = 500
)

// View chooses what the dashboard shows of a dataset.
type View struct {
	Filter   string `json:"filter,omitempty" jsonschema:"rows to keep: conditions joined by 'and', each 'column op value' with op one of = != < <= > >= and ~ (contains, any case); quote names and values that hold spaces or operators, e.g. region = \"North East\" and units >= 10; = \"\" finds missing values"`
	Sort     string `json:"sort,omitempty" jsonschema:"the column to sort the table by; a leading - sorts descending (grouped tables sort by their own columns, by default -count)"`
	GroupBy  string `json:"group_by,omitempty" jsonschema:"a column to group rows by: the table then has one row per value with its count and the sum, mean, min and max of the chosen column"`
	Column   string `json:"column,omitempty" jsonschema:"the column the chart and the groups summarise (default: the first number column)"`
	Chart    string `json:"chart,omitempty" jsonschema:"the chart: auto (default) picks a line over time when there is a date column, a histogram of a number column, bars of groups or of a text column's values"`
	Page     int    `json:"page,omitempty" jsonschema:"the table page to return, from 1"`
	PageSize int    `json:"page_size,omitempty" jsonschema:"table rows per page"`
}

// Input is data_dashboard's arguments.
type Input struct {
	Path           string  `json:"path,omitempty" jsonschema:"a .csv, .tsv, .json (a list of objects) or .jsonl file in /workspace to load; it stays loaded, and is read again only when it changes"`
	Code           string  `json:"code,omitempty" jsonschema:"Python to run in the sandbox's interpreter that leaves the rows in a variable (a list of dicts, or of rows with a header row first); its output is shown with the dashboard"`
	Variable       string  `json:"variable,omitempty" jsonschema:"the variable holding the rows (default rows); without path or code, a variable an earlier run_code left"`
	TimeoutSeconds float64 `json:"timeout_seconds,omitempty" jsonschema:"wall-time limit for loading and the code, in seconds"`
	View
	tool.Target
}

// PageInput is dashboard_page's arguments: another view of a
// dataset that data_dashboard loaded.
type PageInput struct {
	Dataset string `json:"dataset" jsonschema:"the dataset, as data_dashboard named it"`
	View
	tool.Target
}

// ColumnSummary is one column's statistics over the rows the filter keeps.
// Which statistics apply depends on the type; an absent one is zero or
// does not apply.
type ColumnSummary struct {
	Name     string  `json:"name" jsonschema:"the column's name"`
	Type     string  `json:"type" jsonschema:"number, date (ISO 8601 text) or text"`
	Count    int     `json:"count" jsonschema:"values present"`
	Missing  int     `json:"missing" jsonschema:"values missing (empty)"`
	Mean     float64 `json:"mean,omitempty" jsonschema:"numbers: the mean"`
	Min      float64 `json:"min,omitempty" jsonschema:"numbers: the smallest"`
	Max      float64 `json:"max,omitempty" jsonschema:"numbers: the largest"`
	Stdev    float64 `json:"stdev,omitempty" jsonschema:"numbers: the sample standard deviation (of two values or more)"`
	Distinct int     `json:"distinct,omitempty" jsonschema:"text and dates: distinct values"`
	Top      string  `json:"top,omitempty" jsonschema:"text and dates: the most common value"`
	TopCount int     `json:"top_count,omitempty" jsonschema:"text and dates: how often the most common value occurs"`
	First    string  `json:"first,omitempty" jsonschema:"dates: the earliest"`
	Last     string  `json:"last,omitempty" jsonschema:"dates: the latest"`
}

// TableColumn is a column of the dashboard's table.
type TableColumn struct {
	Name string `json:"name" jsonschema:"the column's name"`
	Type string `json:"type" jsonschema:"number, date or text"`
}

// Table is one page of the table: the dataset's rows, or its
// groups when grouped.
type Table struct {
	Columns []TableColumn `json:"columns" jsonschema:"the table's columns"`
	Rows    [][]string    `json:"rows" jsonschema:"this page's rows, one cell per column: text, a number in its shortest exact form, or empty when missing"`
	Total   int           `json:"total" jsonschema:"rows (or groups) on all pages together"`
}

// Chart is a chart of the view, drawn by the App.
type Chart struct {
	Kind   string       `json:"kind" jsonschema:"histogram, bar, line, or none"`
	Title  string       `json:"title" jsonschema:"what the chart shows"`
	X      string       `json:"x" jsonschema:"the x axis"`
	Y      string       `json:"y" jsonschema:"the y axis"`
	Points []ChartPoint `json:"points" jsonschema:"bars, bins or points in x order"`
}

// ChartPoint is a bar, a histogram bin or a point of a line.
type ChartPoint struct {
	Label string  `json:"label" jsonschema:"the category, period or bin (lower–upper bound)"`
	Value float64 `json:"value" jsonschema:"its height"`
}

// OutputLink is a presented output of the sandbox.
type OutputLink = tool.OutputLink

// Output is the dashboard: one page of rows, statistics, a chart,
// the run's output and the sandbox's presented outputs.
type Output struct {
	Dataset     string          `json:"dataset" jsonschema:"names the loaded dataset for dashboard_page"`
	Source      string          `json:"source" jsonschema:"the file or variable the rows came from"`
	TotalRows   int             `json:"total_rows" jsonschema:"rows in the dataset"`
	MatchedRows int             `json:"matched_rows" jsonschema:"rows the filter keeps"`
	Columns     []ColumnSummary `json:"columns" jsonschema:"every column with its statistics over the rows the filter keeps"`
	Table       Table           `json:"table" jsonschema:"the page of the table the view asked for"`
	Pages       int             `json:"pages" jsonschema:"pages of the table"`
	View        View            `json:"view" jsonschema:"the view shown, defaults filled in"`
	Chart       Chart           `json:"chart" jsonschema:"the chart of the view"`
	Stdout      string          `json:"stdout" jsonschema:"what the code printed"`
	Stderr      string          `json:"stderr" jsonschema:"the code's errors and warnings"`
	Figures     []OutputLink    `json:"figures" jsonschema:"the matplotlib figures the code left open, saved as /workspace/figure-N.png, presented as outputs and closed"`
	Displays    []tool.Display  `json:"displays" jsonschema:"what the code displayed, in order, as run_code returns it: display() of tables, images, HTML or SVG, and figures plt.show() showed; images come as image content beside the text"`
	Outputs     []OutputLink    `json:"outputs" jsonschema:"files present_output published from this sandbox"`
	Notes       []string        `json:"notes" jsonschema:"what sbx changed in the request, such as a page cut to fit the output limit"`
	tool.Used

	apps bool // the client renders MCP Apps: the text can be brief
}

// condition is one clause of a filter, as the kernel takes it.
type condition struct {
	Column string `json:"column"`
	Op     string `json:"op"`
	Value  string `json:"value"`
}

// kernelArgs is what the kernel side of the dashboard (dashboard.py) takes.
type kernelArgs struct {
	Path       string      `json:"path,omitempty"`
	Code       string      `json:"code,omitempty"`
	Variable   string      `json:"variable,omitempty"`
	Dataset    string      `json:"dataset,omitempty"`
	Filter     []condition `json:"filter"`
	FilterText string      `json:"filter_text"`
	Sort       string      `json:"sort,omitempty"`
	GroupBy    string      `json:"group_by,omitempty"`
	Column     string      `json:"column,omitempty"`
	Chart      string      `json:"chart,omitempty"`
	Page       int         `json:"page"`
	PageSize   int         `json:"page_size"`
	Budget     int         `json:"budget"`
}

// kernelSource is the dashboard's Python side, loaded once per kernel.
//
//go:embed dashboard.py
var kernelSource string

// kernelMark starts the line carrying the kernel's result.
const kernelMark = "\x1esbx-dashboard:"

// Host is what the dashboard needs of the server it runs in.
type Host struct {
	// Run runs code in a sandbox of the call's connection as run_code
	// does: taking its turn, under the limits, audited with the call.
	Run func(context.Context, *mcp.CallToolRequest, tool.RunCodeInput) (*tool.RunCodeOutput, error)
	// Present presents a file of the sandbox as present_output does.
	Present func(context.Context, *mcp.CallToolRequest, tool.PresentOutputInput) (*tool.PresentOutputOutput, error)
	// Outputs lists the outputs sandbox id of connection ss presented.
	Outputs func(ss *mcp.ServerSession, id string) []*mcp.Resource
	// Limits are the server's: a run's time limit and output limit.
	Limits wasmrt.Limits
}

// Add registers data_dashboard, its App-only helper dashboard_page and
// the App's resource on s, and hides App-only tools from clients that
// cannot render Apps.
func Add(s *tool.Server, h Host) {
	s.MCP.AddResource(&mcp.Resource{
		URI: URI, Name: "data-dashboard", Title: "Data dashboard", MIMEType: AppMIMEType,
		Description: "The interactive view of data_dashboard: table, statistics, chart, output.",
		Meta:        mcp.Meta{"ui": appResourceMeta()},
	}, readDashboard)
	view := func(p map[string]*jsonschema.Schema) {
		p["chart"].Enum = tool.Enum("auto", "histogram", "bar", "line")
		p["page"].Minimum = new(1.0)
		p["page_size"].Minimum, p["page_size"].Maximum = new(1.0), new(float64(MaxPageSize))
		p["page_size"].Description = fmt.Sprintf("table rows per page (default %d, at most %d)", DefaultPageSize, MaxPageSize)
	}
	tool.Add(s, &mcp.Tool{
		Name:  "data_dashboard",
		Title: "Data dashboard",
		Description: "Load a dataset in the sandbox's Python interpreter — a CSV/JSON file in /workspace, or the rows that " +
			"some Python code leaves in a variable — and show it as an interactive dashboard: a sortable, filterable " +
			"table, per-column statistics, a chart chosen from the data, and the code's output. Only one page of rows " +
			"is returned; the data stays loaded, so calling again with another filter, group_by, sort or page is fast. " +
			"Hosts without MCP Apps get the same as markdown.",
		InputSchema: tool.InputSchema[Input](func(p map[string]*jsonschema.Schema) {
			view(p)
			p["timeout_seconds"].Description = fmt.Sprintf("wall-time limit for loading and the code, in seconds (default %g, at most %g)",
				h.Limits.Timeout.Seconds(), h.Limits.MaxTimeout.Seconds())
		}),
		Annotations: &mcp.ToolAnnotations{Title: "Data dashboard", OpenWorldHint: tool.ClosedWorld},
		Meta:        mcp.Meta{"ui": map[string]any{"resourceUri": URI}, "ui/resourceUri": URI},
	}, h.dataDashboard)
	tool.Add(s, &mcp.Tool{
		Name:  "dashboard_page",
		Title: "Dashboard page",
		Description: "Another view of a dataset data_dashboard loaded — a page, filter, sort, grouping or chart — " +
			"without reading the file or running code again. Called by the dashboard App.",
		InputSchema: tool.InputSchema[PageInput](view),
		Annotations: &mcp.ToolAnnotations{Title: "Dashboard page", ReadOnlyHint: true, OpenWorldHint: tool.ClosedWorld},
		Meta:        mcp.Meta{"ui": map[string]any{"resourceUri": URI, "visibility": []string{"app"}}},
	}, h.dashboardPage)
	s.MCP.AddReceivingMiddleware(hideAppOnlyTools)
}

// appResourceMeta is the App resource's _meta.ui: a content security
// policy that allows no origin at all (the page inlines everything and
// talks only to its host) and a request for the host's border.
func appResourceMeta() map[string]any {
	return map[string]any{
		"csp": map[string]any{
			"connectDomains": []string{}, "resourceDomains": []string{},
			"frameDomains": []string{}, "baseUriDomains": []string{},
		},
		"prefersBorder": true,
	}
}

// WithApps adds the MCP Apps extension to caps and returns it.
func WithApps(caps *mcp.ServerCapabilities) *mcp.ServerCapabilities {
	caps.AddExtension(AppsExtension, map[string]any{"mimeTypes": []string{AppMIMEType}})
	return caps
}

// rendersApps reports whether the client of ss declared that it renders
// MCP Apps (HTML ones) in its initialize request.
func rendersApps(ss *mcp.ServerSession) bool {
	p := ss.InitializeParams()
	if p == nil || p.Capabilities == nil {
		return false
	}
	ext, _ := p.Capabilities.Extensions[AppsExtension].(map[string]any)
	types, _ := ext["mimeTypes"].([]any)
	return slices.Contains(types, any(AppMIMEType))
}

// hideAppOnlyTools drops the tools only an App may call from the
// tools/list of clients that do not render Apps.
func hideAppOnlyTools(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		res, err := next(ctx, method, req)
		lr, ok := res.(*mcp.ListToolsResult)
		ss, isServer := req.GetSession().(*mcp.ServerSession)
		if err != nil || !ok || !isServer || rendersApps(ss) {
			return res, err
		}
		out := *lr
		out.Tools = slices.DeleteFunc(slices.Clone(lr.Tools), appOnly)
		return &out, nil
	}
}

// appOnly reports whether t is visible to Apps only.
func appOnly(t *mcp.Tool) bool {
	u, _ := t.Meta["ui"].(map[string]any)
	v, _ := u["visibility"].([]string)
	return slices.Equal(v, []string{"app"})
}

// readDashboard serves the App's HTML.
func readDashboard(context.Context, *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
	return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{{
		URI: URI, MIMEType: AppMIMEType, Text: string(ui.DashboardHTML),
		Meta: mcp.Meta{"ui": appResourceMeta()},
	}}}, nil
}

func (h Host) dataDashboard(ctx context.Context, req *mcp.CallToolRequest, in Input) (*Output, error) {
	if in.Path != "" && in.Code != "" {
		return nil, errors.New("give either path or code, not both")
	}
	args := kernelArgs{Code: in.Code, Variable: in.Variable}
	if args.Variable == "" {
		args.Variable = "rows"
	}
	if in.Path != "" {
		rel, err := hostfs.Resolve(in.Path)
		if err != nil {
			return nil, err
		}
		args.Path = path.Join(hostfs.MountPoint, rel)
	} else if in.Code == "" && in.Variable == "" {
		return nil, errors.New("give path (a CSV or JSON file in /workspace), code (Python that leaves the rows in a variable) or variable (one an earlier run_code left)")
	}
	return h.dashboard(ctx, req, in.Target, in.TimeoutSeconds, args, in.View)
}

func (h Host) dashboardPage(ctx context.Context, req *mcp.CallToolRequest, in PageInput) (*Output, error) {
	if in.Dataset == "" {
		return nil, errors.New("give the dataset that data_dashboard returned")
	}
	return h.dashboard(ctx, req, in.Target, 0, kernelArgs{Dataset: in.Dataset}, in.View)
}

// dashboard runs the kernel side with args and view in the target sandbox,
// as a run_code call does, and adds the sandbox's presented outputs.
func (h Host) dashboard(ctx context.Context, req *mcp.CallToolRequest, target tool.Target, timeoutSeconds float64, args kernelArgs, v View) (*Output, error) {
	conds, err := parseFilter(v.Filter)
	if err != nil {
		return nil, err
	}
	args.Filter, args.FilterText = conds, v.Filter
	args.Sort, args.GroupBy, args.Column, args.Chart = v.Sort, v.GroupBy, v.Column, v.Chart
	args.Page, args.PageSize = max(v.Page, 1), min(max(v.PageSize, 0), MaxPageSize)
	if args.PageSize == 0 {
		args.PageSize = DefaultPageSize
	}
	args.Budget = h.Limits.Output - 1024 // the mark, the newline and room to spare
	data, err := json.Marshal(args)
	if err != nil {
		return nil, err
	}
	code := tool.ModuleCall("_sbx_dashboard", kernelSource, `__import__("_sbx_dashboard").main(__import__("json").loads(`+strconv.Quote(string(data))+`))`)
	run, err := h.Run(ctx, req, tool.RunCodeInput{Language: "python", Code: code, TimeoutSeconds: timeoutSeconds, Target: target})
	if err != nil {
		return nil, err
	}
	out, figures, err := kernelResult(run)
	if err != nil {
		return nil, err
	}
	out.Used = run.Used
	out.Displays = append(out.Displays, run.Displays...)
	out.apps = rendersApps(req.Session)
	for _, p := range figures {
		fig, err := h.Present(ctx, req, tool.PresentOutputInput{Path: p, Target: tool.Target{SandboxID: run.SandboxID}})
		if err != nil {
			out.Notes = append(out.Notes, "a figure was saved but not shown: "+err.Error())
			continue
		}
		out.Figures = append(out.Figures, OutputLink{URI: fig.URI, Name: fig.Name, MIMEType: fig.MIMEType, Size: fig.Size})
	}
	for _, r := range h.Outputs(req.Session, run.SandboxID) {
		out.Outputs = append(out.Outputs, OutputLink{URI: r.URI, Name: r.Name, MIMEType: r.MIMEType, Size: r.Size})
	}
	return out, nil
}

// kernelResult decodes the dashboard from a run of its tool.ModuleCall, with
// the paths of the figures the kernel saved, or says why there is none.
func kernelResult(run *tool.RunCodeOutput) (*Output, []string, error) {
	withStderr := func(msg, stderr string) error {
		if stderr = strings.TrimSpace(stderr); stderr != "" {
			msg += "\n--- stderr ---\n" + stderr
		}
		return errors.New(msg)
	}
	switch {
	case run.TimedOut:
		return nil, nil, withStderr("the dashboard's run timed out and the interpreter restarted, so data loaded in it is gone; "+
			"give a larger timeout_seconds, or load less data", run.Stderr)
	case run.OutputTruncated:
		return nil, nil, withStderr("the dashboard passed the output limit; ask for a smaller page_size", run.Stderr)
	}
	_, line, ok := strings.Cut(run.Stdout, kernelMark)
	if !ok {
		return nil, nil, withStderr(fmt.Sprintf("the dashboard's run ended without a result (exit %d)", run.ExitCode), run.Stderr)
	}
	var res struct {
		Output
		Error   string   `json:"error"`
		Figures []string `json:"figures"`
	}
	if err := json.Unmarshal([]byte(line), &res); err != nil {
		return nil, nil, fmt.Errorf("the dashboard's result is not valid JSON: %w", err)
	}
	if res.Error != "" {
		return nil, nil, withStderr(res.Error, res.Stderr)
	}
	if note := strings.TrimSpace(run.Stderr); note != "" { // from sbx, such as a move to a native provider
		res.Notes = append(res.Notes, note)
	}
	res.Outputs, res.Output.Figures, res.Output.Displays = []OutputLink{}, []OutputLink{}, []tool.Display{}
	return &res.Output, res.Figures, nil
}

// content words the dashboard as markdown: a summary line, a table of the
// page's first rows, the statistics and the chart, then what the code
// displayed, as run_code shows it. Clients that render
// the App get ten rows; others get the whole page and how to ask for more.
func (o *Output) Blocks() []mcp.Content {
	var b strings.Builder
	fmt.Fprintf(&b, "**%s**: %d rows × %d columns", o.Source, o.TotalRows, len(o.Columns))
	if o.View.Filter != "" {
		fmt.Fprintf(&b, "; filter `%s` keeps %d", o.View.Filter, o.MatchedRows)
	}
	if o.View.GroupBy != "" {
		fmt.Fprintf(&b, "; %d groups by %s", o.Table.Total, o.View.GroupBy)
	}
	fmt.Fprintf(&b, "; page %d of %d (dataset `%s` in %s)\n\n", o.View.Page, o.Pages, o.Dataset, o.SandboxID)
	rows, cols := o.Table.Rows, o.Table.Columns
	if o.apps && len(rows) > 10 {
		rows = rows[:10]
	}
	names := make([]string, len(cols))
	for i, c := range cols {
		names[i] = c.Name
	}
	writeTable(&b, names, len(rows), func(i, j int) string { return formatCell(rows[i][j], cols[j].Type) })
	if len(rows) < len(o.Table.Rows) {
		fmt.Fprintf(&b, "(first %d of this page's %d rows)\n", len(rows), len(o.Table.Rows))
	}
	b.WriteString("\n")
	stats := []string{"column", "type", "count", "missing", "mean", "min", "max", "stdev", "distinct", "top"}
	writeTable(&b, stats, len(o.Columns), func(i, j int) string { return o.Columns[i].cell(stats[j]) })
	if len(o.Chart.Points) > 0 {
		fmt.Fprintf(&b, "\nChart: %s %s (%d points)\n", o.Chart.Kind, o.Chart.Title, len(o.Chart.Points))
	}
	for _, n := range o.Notes {
		fmt.Fprintf(&b, "\nNote: %s\n", n)
	}
	for _, s := range []struct{ name, text string }{{"stdout", o.Stdout}, {"stderr", o.Stderr}} {
		if s.text != "" {
			fmt.Fprintf(&b, "\n%s:\n```\n%s\n```\n", s.name, strings.TrimRight(s.text, "\n"))
		}
	}
	for _, l := range o.Outputs {
		fmt.Fprintf(&b, "\nOutput: [%s](%s)\n", l.Name, l.URI)
	}
	if !o.apps && o.Pages > 1 {
		fmt.Fprintf(&b, "\nMore: call data_dashboard again with page (up to %d), filter, sort or group_by; the data stays loaded.\n", o.Pages)
	}
	out := tool.Text(b.String())
	for i := range o.Displays {
		out = append(out, o.Displays[i].Blocks(i+1)...)
	}
	return out
}

// writeTable writes a markdown table of n rows whose cells cell returns.
func writeTable(b *strings.Builder, head []string, n int, cell func(i, j int) string) {
	b.WriteString("| " + strings.Join(head, " | ") + " |\n|" + strings.Repeat("---|", len(head)) + "\n")
	for i := range n {
		b.WriteString("|")
		for j := range head {
			b.WriteString(" " + cell(i, j) + " |")
		}
		b.WriteString("\n")
	}
}

// cell returns statistic name of the column as markdown, empty where it
// does not apply.
func (s ColumnSummary) cell(name string) string {
	number, some := s.Type == "number", s.Count > 0
	num := func(f float64, applies bool) string {
		if !applies {
			return ""
		}
		return formatNumber(f)
	}
	switch name {
	case "column":
		return escapeCell(s.Name)
	case "type":
		return s.Type
	case "count":
		return strconv.Itoa(s.Count)
	case "missing":
		return strconv.Itoa(s.Missing)
	case "mean":
		return num(s.Mean, number && some)
	case "min":
		return cmp.Or(num(s.Min, number && some), escapeCell(s.First))
	case "max":
		return cmp.Or(num(s.Max, number && some), escapeCell(s.Last))
	case "stdev":
		return num(s.Stdev, number && s.Count > 1)
	case "distinct":
		return num(float64(s.Distinct), !number)
	case "top":
		if !number && some {
			return fmt.Sprintf("%s (%d)", escapeCell(s.Top), s.TopCount)
		}
	}
	return ""
}

// formatCell renders a table cell of a column of type typ as markdown.
func formatCell(cell, typ string) string {
	if f, err := strconv.ParseFloat(cell, 64); err == nil && typ == "number" {
		return formatNumber(f)
	}
	return escapeCell(cell)
}

// formatNumber renders whole numbers in full and others to 6 significant
// digits.
func formatNumber(v float64) string {
	if v == math.Trunc(v) && math.Abs(v) < 1e15 {
		return strconv.FormatFloat(v, 'f', -1, 64)
	}
	digits := max(0, 5-int(math.Floor(math.Log10(math.Abs(v)))))
	return strings.TrimRight(strings.TrimRight(strconv.FormatFloat(v, 'f', digits, 64), "0"), ".")
}

// escapeCell keeps s inside one markdown table cell.
func escapeCell(s string) string {
	return strings.NewReplacer("|", `\|`, "\n", " ", "\r", " ").Replace(s)
}

// filterOps are the operators of a filter condition, longest first.
var filterOps = []string{"!=", "<=", ">=", "==", "=", "<", ">", "~"}

// parseFilter splits a filter into its conditions: 'column op value'
// clauses joined by 'and' (any case). Names and values may be quoted with
// " or ' to hold spaces, operators or the word and; == is =.
func parseFilter(s string) ([]condition, error) {
	conds := []condition{}
	for _, clause := range splitAnd(s) {
		toks, err := tokens(clause)
		if err != nil {
			return nil, fmt.Errorf("filter %q: %w", clause, err)
		}
		if len(toks) != 3 || !slices.Contains(filterOps, toks[1].text) || toks[1].quoted || toks[0].text == "" {
			return nil, fmt.Errorf("filter %q: write column op value, with op one of = != < <= > >= ~ (contains), "+
				"and quote names or values that hold spaces, e.g. city ~ \"new york\"", strings.TrimSpace(clause))
		}
		op := toks[1].text
		if op == "==" {
			op = "="
		}
		conds = append(conds, condition{Column: toks[0].text, Op: op, Value: toks[2].text})
	}
	return conds, nil
}

// token is a name, an operator or a value of a filter clause.
type token struct {
	text   string
	quoted bool
}

// splitAnd splits s at the word "and" outside quotes.
func splitAnd(s string) []string {
	var parts []string
	start, quote := 0, rune(0)
	for i, r := range s {
		switch {
		case quote != 0:
			if r == quote {
				quote = 0
			}
		case r == '"' || r == '\'':
			quote = r
		case (r == 'a' || r == 'A') && strings.EqualFold(s[i:min(i+3, len(s))], "and") &&
			(i == 0 || unicode.IsSpace(rune(s[i-1]))) && (i+3 == len(s) || unicode.IsSpace(rune(s[i+3]))):
			parts = append(parts, s[start:i])
			start = i + 3
		}
	}
	parts = append(parts, s[start:])
	if len(parts) == 1 && strings.TrimSpace(s) == "" {
		return nil
	}
	return parts
}

// tokens splits a clause into quoted strings, operators and the bare
// words between them.
func tokens(clause string) ([]token, error) {
	var toks []token
	rest := strings.TrimSpace(clause)
	for rest != "" {
		if q := rest[0]; q == '"' || q == '\'' {
			end := strings.IndexByte(rest[1:], q)
			if end < 0 {
				return nil, fmt.Errorf("%c has no closing %c", q, q)
			}
			toks = append(toks, token{text: rest[1 : end+1], quoted: true})
			rest = strings.TrimSpace(rest[end+2:])
			continue
		}
		if i := slices.IndexFunc(filterOps, func(op string) bool { return strings.HasPrefix(rest, op) }); i >= 0 {
			toks = append(toks, token{text: filterOps[i]})
			rest = strings.TrimSpace(rest[len(filterOps[i]):])
			continue
		}
		end := strings.IndexFunc(rest, func(r rune) bool { return strings.ContainsRune("!<>=~\"'", r) })
		switch end {
		case 0:
			return nil, fmt.Errorf("%q is not an operator", rest[:1])
		case -1:
			end = len(rest)
		}
		toks = append(toks, token{text: strings.TrimSpace(rest[:end])})
		rest = rest[end:]
	}
	return toks, nil
}
