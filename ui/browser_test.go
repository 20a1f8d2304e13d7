package ui

import (
	"bufio"
	"cmp"
	"encoding/json"
	"fmt"
	"math"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sbx-sandbox/sbx/fallback/tiers"
	"github.com/sbx-sandbox/sbx/internal/salestest"
	"github.com/sbx-sandbox/sbx/internal/sbxtest"
)

// TestDashboardBrowser runs the dashboard in Chromium against a real
// `sbx serve --http`: a test host page (dashboard/testdata/host) calls
// data_dashboard on 12,000 rows and renders the App with ext-apps'
// AppBridge; dashboard/testdata/browser.mjs (playwright-core) filters,
// pages, groups and switches to the dark theme, and reports what it saw.
// Screenshots go to $CI_OUTPUT, or to dashboard/testdata/screenshots.
// Without Chromium or node_modules it skips, or fails when
// SBX_REQUIRE_BROWSER is set (as CI does).
func TestDashboardBrowser(t *testing.T) {
	rows, csv := salestest.Generate(12000, 3)
	report, hostURL, out, sbxLog := browse(t, csv, "")
	var seen struct {
		LoadMS   int                 `json:"loadMs"`
		Requests []string            `json:"requests"`
		Console  []string            `json:"console"`
		Calls    []string            `json:"calls"`
		Contexts int                 `json:"contexts"`
		Renders  int                 `json:"renders"`
		Steps    map[string]snapshot `json:"steps"`
	}
	if err := json.Unmarshal(report, &seen); err != nil {
		t.Fatalf("browser.mjs printed %s: %v\nsbx serve's log:\n%s", report, err, sbxLog())
	}
	t.Logf("dashboard of %d rows shown %d ms after the host page was opened; %d KiB bundle; screenshots in %s",
		len(rows), seen.LoadMS, len(DashboardHTML)>>10, out)
	sameOrigin(t, hostURL, seen.Requests, seen.Console)

	first := seen.Steps["first"]
	first.want(t, "first page", 1, len(rows), rows[:50])
	var units, prices []float64
	for _, r := range rows {
		if r.Units > 0 {
			units = append(units, float64(r.Units))
		}
		prices = append(prices, r.Price)
	}
	first.wantStats(t, "units", units, len(rows)-len(units))
	first.wantStats(t, "price", prices, 0)
	if first.Chart.Kind != "line" || len(first.Chart.Labels) != 24 || first.Theme != "light" || first.Background != "rgb(255, 255, 255)" {
		t.Errorf("first view: %s chart with %d points, theme %q on %s; want a line by month, light on white",
			first.Chart.Kind, len(first.Chart.Labels), first.Theme, first.Background)
	}

	var kept []salestest.Sale
	var keptPrices []float64
	regions := map[string]int{}
	for _, r := range rows {
		if r.Units >= 10 && r.Price < 50 {
			kept = append(kept, r)
			keptPrices = append(keptPrices, r.Price)
			regions[r.Region]++
		}
	}
	filtered := seen.Steps["filtered"]
	filtered.want(t, "filtered", 1, len(kept), kept[:50])
	filtered.wantStats(t, "price", keptPrices, 0)
	seen.Steps["next"].want(t, "next page", 2, len(kept), kept[50:100])

	grouped := seen.Steps["grouped"]
	if want := []string{"region", "count", "units sum", "units mean", "units min", "units max"}; !slices.Equal(grouped.Header, want) {
		t.Errorf("grouped header %v, want %v", grouped.Header, want)
	}
	for _, r := range grouped.Rows {
		if r[1] != strconv.Itoa(regions[r[0]]) {
			t.Errorf("group %s: count %s, want %d", r[0], r[1], regions[r[0]])
		}
	}
	if len(grouped.Rows) != 4 || grouped.Chart.Kind != "bar" || len(grouped.Chart.Labels) != 4 {
		t.Errorf("grouped: %d rows, %s chart with %d bars; want 4 groups as 4 bars", len(grouped.Rows), grouped.Chart.Kind, len(grouped.Chart.Labels))
	}

	dark := seen.Steps["dark"]
	if dark.Theme != "dark" || dark.Background != "rgb(23, 25, 29)" || dark.Filter != "units >= 10 and price < 50" {
		t.Errorf("after the host switched to dark: theme %q, background %s, filter %q", dark.Theme, dark.Background, dark.Filter)
	}
	if want := []string{"dashboard_page", "dashboard_page", "dashboard_page", "dashboard_page"}; !slices.Equal(seen.Calls, want) ||
		seen.Contexts != len(want) || seen.Renders != len(want)+1 {
		t.Errorf("the App called %v, updated the model's context %d times and rendered %d times; want %v, as many updates and one more render",
			seen.Calls, seen.Contexts, seen.Renders, want)
	}
}

// browse starts `sbx serve --http` behind the test host page
// (dashboard/testdata/host), which serves csv as /sales.csv, and runs
// browser.mjs on it with the host page's query ("", or code and provider).
// It returns what browser.mjs printed, the host's URL, the screenshot
// directory and sbx serve's log.
// Without Chromium or node_modules it skips, or fails when
// SBX_REQUIRE_BROWSER is set (as CI does).
func browse(t *testing.T, csv, query string) (report []byte, hostURL, out string, sbxLog func() string) {
	t.Helper()
	chromium, node := needBrowser(t, "dashboard/node_modules/@modelcontextprotocol/ext-apps")
	tmp := t.TempDir()
	gorun(t, "build", "-o", filepath.Join(tmp, "sbx"), "../cmd/sbx")
	gorun(t, "run", "../build", "dashboard/testdata/host/host.ts", filepath.Join(tmp, "host", "host.html"))
	hostPage, err := os.ReadFile(filepath.Join(tmp, "host", "host.html"))
	if err != nil {
		t.Fatal(err)
	}
	sbx, sbxLog := serve(t, filepath.Join(tmp, "sbx"), tmp)

	mux := http.NewServeMux()
	mux.Handle("/mcp", httputil.NewSingleHostReverseProxy(sbx))
	mux.HandleFunc("/sales.csv", func(w http.ResponseWriter, _ *http.Request) { w.Write([]byte(csv)) })
	mux.HandleFunc("/{$}", func(w http.ResponseWriter, _ *http.Request) { w.Write(hostPage) })
	host := httptest.NewServer(mux)
	t.Cleanup(host.Close)

	out = cmp.Or(os.Getenv("CI_OUTPUT"), "dashboard/testdata/screenshots")
	if err := os.MkdirAll(out, 0o755); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(node, "dashboard/testdata/browser.mjs", host.URL, out, query)
	cmd.Env = append(os.Environ(), "CHROMIUM="+chromium)
	cmd.Stderr = os.Stderr
	report, err = cmd.Output()
	if err != nil {
		t.Fatalf("browser.mjs: %v\n%s\nsbx serve's log:\n%s", err, report, sbxLog())
	}
	return report, host.URL, out, sbxLog
}

// sameOrigin checks that the pages reached only the host's origin and
// logged no error.
func sameOrigin(t *testing.T, hostURL string, requests, console []string) {
	t.Helper()
	for _, u := range requests {
		if !strings.HasPrefix(u, hostURL+"/") && !strings.HasPrefix(u, "about:") {
			t.Errorf("the page requested %s: only the host's own origin may be reached", u)
		}
	}
	for _, m := range console {
		if strings.HasPrefix(m, "error") || strings.HasPrefix(m, "pageerror") || strings.Contains(m, "Content Security Policy") {
			t.Errorf("console: %s", m)
		}
	}
}

// TestDashboardFigureBrowser: the matplotlib figure that data_dashboard's
// code leaves open shows inside the App in Chromium, its PNG read through
// the host from sbx's resource. matplotlib runs in a Docker sandbox (the
// WebAssembly Python has none); without Docker the test skips, or fails
// when SBX_REQUIRE_ENGINES is set.
func TestDashboardFigureBrowser(t *testing.T) {
	needProvider(t, "docker", "sandbox-image/engines.sh installs and starts it")
	report, hostURL, out, sbxLog := browse(t, "", "code=figure&provider=docker")
	var seen struct {
		Requests []string `json:"requests"`
		Console  []string `json:"console"`
		Figures  []struct {
			Name          string `json:"name"`
			Width, Height int
			Src           string `json:"src"`
		} `json:"figures"`
		Steps map[string]snapshot `json:"steps"`
	}
	if err := json.Unmarshal(report, &seen); err != nil {
		t.Fatalf("browser.mjs printed %s: %v\nsbx serve's log:\n%s", report, err, sbxLog())
	}
	sameOrigin(t, hostURL, seen.Requests, seen.Console)
	if len(seen.Figures) != 1 || seen.Figures[0].Name != "figure-1.png" || seen.Figures[0].Width != 500 ||
		seen.Figures[0].Height != 300 || seen.Figures[0].Src != "data:image/png;base64," {
		t.Errorf("the App shows figures %+v; want figure-1.png, a 500x300 PNG", seen.Figures)
	}
	if first := seen.Steps["first"]; first.Error != "" || len(first.Rows) != 4 {
		t.Errorf("the dashboard beside the figure: error %q, %d rows; want the code's 4 rows", first.Error, len(first.Rows))
	}
	t.Logf("screenshot in %s/dashboard-figure.png", out)
}

// needProvider skips the test when the native provider name cannot run
// Python with matplotlib and pandas here (fix says what to do), or fails
// it when SBX_REQUIRE_ENGINES is set.
func needProvider(t *testing.T, name, fix string) {
	t.Helper()
	p, caps, err := tiers.Open(t.Context(), name)
	if p != nil {
		p.Close()
	}
	if err == nil && caps.Available && caps.Native {
		return
	}
	msg := fmt.Sprintf("the %s provider cannot run matplotlib and pandas here (%s): %v %v", name, fix, err, caps.Missing)
	sbxtest.SkipEngine(t, msg)
}

// TestDashboardDisplaysBrowser: what data_dashboard's code displays shows
// in the App in Chromium, in order under its output: the bar chart
// plt.show() displayed, a DataFrame as a table, HTML in a frame that runs
// no script, and SVG as an image. The code runs in a provider os sandbox (the host's
// matplotlib and pandas).
func TestDashboardDisplaysBrowser(t *testing.T) {
	needProvider(t, "os", "apt-get install python3-pandas python3-matplotlib")
	report, hostURL, out, sbxLog := browse(t, "", "code=displays&provider=os")
	type shown struct {
		N       int    `json:"n"`
		Type    string `json:"type"`
		Caption string `json:"caption"`
		Image   *struct {
			Width, Height int
			Src           string `json:"src"`
		} `json:"image"`
		Table [][]string `json:"table"`
		Frame *struct {
			Sandbox, Srcdoc string
		} `json:"frame"`
		After string `json:"after"`
	}
	var seen struct {
		Requests  []string            `json:"requests"`
		Console   []string            `json:"console"`
		Displays  []shown             `json:"displays"`
		HTMLShown string              `json:"htmlShown"`
		Steps     map[string]snapshot `json:"steps"`
	}
	if err := json.Unmarshal(report, &seen); err != nil {
		t.Fatalf("browser.mjs printed %s: %v\nsbx serve's log:\n%s", report, err, sbxLog())
	}
	// Chromium says it blocked the HTML display's script: no other error.
	blocked := slices.IndexFunc(seen.Console, func(m string) bool {
		return strings.Contains(m, "Blocked script execution in 'about:srcdoc'")
	})
	if blocked < 0 {
		t.Errorf("Chromium did not say it blocked the HTML display's script; console: %q", seen.Console)
	} else {
		seen.Console = slices.Delete(seen.Console, blocked, blocked+1)
	}
	sameOrigin(t, hostURL, seen.Requests, seen.Console)
	if first := seen.Steps["first"]; first.Error != "" || len(first.Rows) != 4 {
		t.Errorf("the dashboard beside the displays: error %q, %d rows; want the code's 4 rows", first.Error, len(first.Rows))
	}
	if len(seen.Displays) != 4 {
		t.Fatalf("the App shows %d displays, want 4: %+v", len(seen.Displays), seen.Displays)
	}
	for i, d := range seen.Displays {
		if d.N != i+1 || d.After != "output" {
			t.Errorf("display %d is numbered %d, under #%s; want in order, under the run's output", i+1, d.N, d.After)
		}
	}
	fig, df, html, svg := seen.Displays[0], seen.Displays[1], seen.Displays[2], seen.Displays[3]
	if fig.Type != "matplotlib.Figure" || fig.Image == nil || fig.Image.Width != 600 || fig.Image.Height != 400 || fig.Image.Src != "data:image/png;base64," {
		t.Errorf("first display %+v (image %+v); want the 600×400 matplotlib figure as a PNG", fig, fig.Image)
	}
	want := [][]string{{"", "month", "sales"}, {"0", "Jan", "3"}, {"1", "Feb", "5"}, {"2", "Mar", "4"}, {"3", "Apr", "6"}}
	if df.Type != "pandas.DataFrame" || !slices.EqualFunc(df.Table, want, slices.Equal) {
		t.Errorf("second display: %s as %q; want the DataFrame as %q", df.Type, df.Table, want)
	}
	if html.Type != "__main__.Note" || html.Frame == nil || html.Frame.Sandbox != "" || !strings.Contains(html.Frame.Srcdoc, "<b>Apr</b>") {
		t.Errorf("third display %+v (frame %+v); want the HTML in a frame sandboxed with no allow-scripts", html, html.Frame)
	}
	if svg.Type != "__main__.Dot" || svg.Image == nil || svg.Image.Width != 40 || svg.Image.Height != 30 || !strings.HasPrefix(svg.Image.Src, "data:image/svg+xml") {
		t.Errorf("fourth display %+v (image %+v); want the 40×30 SVG as an image", svg, svg.Image)
	}
	if seen.HTMLShown != "Best month: Apr" {
		t.Errorf("the HTML display's frame shows %q, want its markup's text and nothing its script would add", seen.HTMLShown)
	}
	t.Logf("screenshot in %s/dashboard-displays.png", out)
}

// snapshot is the dashboard as browser.mjs saw it.
type snapshot struct {
	Summary  string                       `json:"summary"`
	PageInfo string                       `json:"pageInfo"`
	Error    string                       `json:"error"`
	Header   []string                     `json:"header"`
	Rows     [][]string                   `json:"rows"`
	Stats    map[string]map[string]string `json:"stats"`
	Chart    struct {
		Kind   string   `json:"kind"`
		Labels []string `json:"labels"`
	} `json:"chart"`
	Theme      string `json:"theme"`
	Background string `json:"background"`
	Filter     string `json:"filter"`
}

// want checks the table's page against the rows it should show.
func (s snapshot) want(t *testing.T, step string, page, total int, rows []salestest.Sale) {
	t.Helper()
	if s.Error != "" {
		t.Fatalf("%s: the dashboard shows an error: %s", step, s.Error)
	}
	info := fmt.Sprintf("Page %d of %s · rows %s–%s of %s", page, thousands((total+49)/50),
		thousands((page-1)*50+1), thousands((page-1)*50+len(rows)), thousands(total))
	if s.PageInfo != info || !slices.Equal(s.Header, []string{"date", "region", "product", "units", "price"}) || len(s.Rows) != len(rows) {
		t.Fatalf("%s: %q, header %v, %d rows; want %q, 5 columns, %d rows", step, s.PageInfo, s.Header, len(s.Rows), info, len(rows))
	}
	for i, r := range rows {
		units := "—"
		if r.Units > 0 {
			units = strconv.Itoa(r.Units)
		}
		if want := []string{r.Date, r.Region, r.Product, units, strconv.FormatFloat(r.Price, 'f', -1, 64)}; !slices.Equal(s.Rows[i], want) {
			t.Errorf("%s: row %d is %v, want %v", step, i, s.Rows[i], want)
		}
	}
}

// wantStats checks a number column's statistics against xs.
func (s snapshot) wantStats(t *testing.T, col string, xs []float64, missing int) {
	t.Helper()
	mean, lo, hi := 0.0, math.Inf(1), math.Inf(-1)
	for _, x := range xs {
		mean, lo, hi = mean+x, min(lo, x), max(hi, x)
	}
	mean /= float64(len(xs))
	sd := 0.0
	for _, x := range xs {
		sd += (x - mean) * (x - mean)
	}
	sd = math.Sqrt(sd / float64(len(xs)-1))
	for stat, want := range map[string]float64{"count": float64(len(xs)), "missing": float64(missing), "mean": mean, "min": lo, "max": hi, "stdev": sd} {
		got, err := strconv.ParseFloat(s.Stats[col][stat], 64)
		if err != nil || math.Abs(got-want) > 1e-9*math.Max(1, math.Abs(want)) {
			t.Errorf("%s %s: shown %q, want %v", col, stat, s.Stats[col][stat], want)
		}
	}
}

// thousands formats n as en-US does: 12,000.
func thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// gorun runs the go command in this directory.
func gorun(t *testing.T, args ...string) {
	t.Helper()
	if out, err := exec.Command("go", args...).CombinedOutput(); err != nil {
		t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
	}
}

// needBrowser returns Chromium and node, with playwright-core and the
// other node modules named (paths under ui/) installed; without them it
// skips t, or fails it when SBX_REQUIRE_BROWSER is set (as CI does), and
// so it does with -short.
func needBrowser(t *testing.T, modules ...string) (chromium, node string) {
	t.Helper()
	if testing.Short() {
		t.Skip("starts sbx and Chromium; skipped with -short")
	}
	chromium = cmp.Or(os.Getenv("CHROMIUM"), "/usr/bin/chromium")
	node, err := exec.LookPath("node")
	for _, need := range append([]string{chromium, "dashboard/node_modules/playwright-core"}, modules...) {
		if _, serr := os.Stat(need); serr != nil || err != nil {
			msg := fmt.Sprintf("chromium, node or node_modules not found (%s): apt-get install chromium; npm ci in ui/dashboard", need)
			if os.Getenv("SBX_REQUIRE_BROWSER") != "" {
				t.Fatal(msg)
			}
			t.Skip(msg)
		}
	}
	return chromium, node
}

// serve starts `sbx serve --http 127.0.0.1:0 --insecure-no-auth` with env
// added to its environment, and returns its base URL and a reader of its
// log so far; it is interrupted when the test ends.
func serve(t *testing.T, bin, dir string, env ...string) (*url.URL, func() string) {
	t.Helper()
	cmd := exec.Command(bin, "serve", "--http", "127.0.0.1:0", "--insecure-no-auth", "--data-dir", filepath.Join(dir, "data"))
	cmd.Env = append(os.Environ(), env...)
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Signal(os.Interrupt)
		cmd.Wait()
	})
	found, ended := make(chan string, 1), make(chan struct{})
	var mu sync.Mutex
	var lines strings.Builder
	go func() {
		defer close(ended)
		re := regexp.MustCompile(`serving MCP at (http://\S+)/mcp`)
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			mu.Lock()
			lines.WriteString(sc.Text() + "\n")
			mu.Unlock()
			if m := re.FindStringSubmatch(sc.Text()); m != nil {
				found <- m[1]
			}
		}
	}()
	log := func() string {
		mu.Lock()
		defer mu.Unlock()
		return lines.String()
	}
	select {
	case u := <-found:
		base, err := url.Parse(u)
		if err != nil {
			t.Fatal(err)
		}
		return base, log
	case <-ended:
		t.Fatalf("sbx serve ended:\n%s", log())
	case <-time.After(30 * time.Second):
		t.Fatal("sbx serve did not print its address")
	}
	return nil, nil
}
