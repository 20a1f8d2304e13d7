package python

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sbx-sandbox/sbx/guests/internal/guesttest"
	"github.com/sbx-sandbox/sbx/internal/overlayfs"
)

// SuitesDirEnv names the environment variable that points
// TestUpstreamSuites at the directory guests/python/suites.sh prepares.
const suitesDirEnv = "SBX_SUITES_DIR"

// knownFailuresFile lists the upstream tests the guest cannot pass, one
// pytest node id (or node id prefix) per line with its reason after " # ".
const knownFailuresFile = "suites/known-failures.txt"

// upstreamSuite is one module (or group of files) of numpy's or pandas'
// own test suite, run by pytest in one data guest instance.
type upstreamSuite struct {
	name  string   // subtest name
	conf  string   // pytest configuration in the suites dir's conf/
	paths []string // test files or directories, relative to DataDir
	args  []string // further pytest arguments that choose the subset
}

var (
	numpyFast = []string{"-m", "not slow"}
	pandasCI  = []string{"-m", "not slow and not network and not db"}
)

// prefixed returns dir+name for each name.
func prefixed(dir string, names ...string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = dir + n
	}
	return out
}

// upstreamSuites is the subset of the suites that TestUpstreamSuites runs
// (README.md, "Upstream test suites", says why these).
var upstreamSuites = []upstreamSuite{
	// numpy's "fast" label (what numpy.test() runs by default): its
	// tests marked slow are left out.
	{name: "numpy/core/multiarray", conf: "numpy.ini", paths: []string{"numpy/_core/tests/test_multiarray.py"}, args: numpyFast},
	{name: "numpy/core/umath", conf: "numpy.ini", paths: []string{"numpy/_core/tests/test_umath.py"}, args: numpyFast},
	{name: "numpy/core/ufunc", conf: "numpy.ini", paths: []string{"numpy/_core/tests/test_ufunc.py"}, args: numpyFast},
	{name: "numpy/linalg", conf: "numpy.ini", paths: []string{"numpy/linalg/tests/test_linalg.py"}, args: numpyFast},
	{name: "numpy/random", conf: "numpy.ini", paths: []string{
		"numpy/random/tests/test_generator_mt19937.py", "numpy/random/tests/test_random.py"}, args: numpyFast},
	// pandas' CI selection (no slow, network or database tests), and in
	// each area the files on the core of it.
	{name: "pandas/frame", conf: "pandas.toml", args: pandasCI, paths: prefixed("pandas/tests/frame/",
		"test_constructors.py", "test_arithmetic.py", "test_reductions.py", "test_repr.py", "test_api.py",
		"test_nonunique_indexes.py", "test_block_internals.py")},
	{name: "pandas/groupby", conf: "pandas.toml", args: pandasCI, paths: prefixed("pandas/tests/groupby/",
		"test_groupby.py", "aggregate", "test_apply.py", "test_grouping.py", "test_counting.py",
		"test_filters.py", "test_cumulative.py")},
	{name: "pandas/reshape", conf: "pandas.toml", args: pandasCI, paths: []string{"pandas/tests/reshape"}},
	{name: "pandas/io/parser", conf: "pandas.toml", args: pandasCI, paths: prefixed("pandas/tests/io/parser/",
		"common", "dtypes", "test_parse_dates.py", "test_na_values.py", "test_header.py", "test_index_col.py")},
	// offsets/test_offsets.py (2,500 cases of the same offset arithmetic)
	// would double the module's time.
	{name: "pandas/tseries", conf: "pandas.toml", args: append([]string{"--ignore",
		DataDir + "/pandas/tests/tseries/offsets/test_offsets.py"}, pandasCI...), paths: []string{"pandas/tests/tseries"}},
}

// suiteResult is what pytest's summary line says about one run.
type suiteResult struct {
	name    string
	counts  map[string]int // "passed", "failed", "skipped", "deselected", "xfailed", "xpassed", "error"
	elapsed time.Duration
}

// summaryCount matches one "N word" of pytest's final summary line.
var summaryCount = regexp.MustCompile(`(\d+) (passed|failed|skipped|deselected|xfailed|xpassed|errors?|warnings?)\b`)

// summaryTime matches the end of pytest's final summary line.
var summaryTime = regexp.MustCompile(` in [0-9.]+s\b`)

// parseSummary reads the counts from pytest's final line, such as
// "2 failed, 4388 passed, 362 skipped, 5 xpassed in 34.66s" (with -q), or
// reports that there is none.
func parseSummary(stdout string) (map[string]int, bool) {
	lines := strings.Split(strings.TrimRight(stdout, "\n"), "\n")
	for i := len(lines) - 1; i >= 0; i-- {
		line := strings.Trim(lines[i], "= ")
		if !summaryTime.MatchString(line) {
			continue
		}
		counts := map[string]int{}
		for _, m := range summaryCount.FindAllStringSubmatch(line, -1) {
			n, _ := strconv.Atoi(m[1])
			counts[strings.TrimSuffix(m[2], "s")] += n
		}
		if len(counts) > 0 || strings.HasPrefix(line, "no tests ran") {
			return counts, true
		}
	}
	return nil, false
}

// failedTests returns the FAILED and ERROR lines of pytest's short test
// summary (-rfE) with the node ids relative to DataDir.
func failedTests(stdout string) []string {
	var out []string
	for _, line := range strings.Split(stdout, "\n") {
		kind, rest, ok := strings.Cut(line, " ")
		if !ok || (kind != "FAILED" && kind != "ERROR") {
			continue
		}
		out = append(out, kind+" "+strings.TrimPrefix(rest, workspaceToDataDir))
	}
	return out
}

// workspaceToDataDir is how pytest names DataDir relative to the working
// directory (/workspace) in its reports.
var workspaceToDataDir = func() string {
	rel, _ := filepath.Rel(guesttest.Workspace, DataDir)
	return rel + "/"
}()

// readKnownFailures parses knownFailuresFile into node id prefixes.
func readKnownFailures(t *testing.T) []string {
	t.Helper()
	f, err := os.Open(knownFailuresFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var ids []string
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		id, reason, ok := strings.Cut(line, " # ")
		if !ok || strings.TrimSpace(reason) == "" || strings.ContainsAny(strings.TrimSpace(id), " \t") {
			t.Fatalf("%s:%d: want \"NODE_ID # reason\", got %q", knownFailuresFile, n, line)
		}
		ids = append(ids, strings.TrimSpace(id))
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return ids
}

// TestUpstreamSuites runs a chosen subset of numpy's and pandas' own test
// suites with pytest inside the data guest, prints the counts per module
// and in total, and fails on any failure the known-failures file does not
// list (those are deselected). Prepare the directory with suites.sh:
//
//	guests/python/suites.sh /tmp/suites
//	SBX_SUITES_DIR=/tmp/suites go test ./guests/python/ -run TestUpstreamSuites -v -timeout 30m
func TestUpstreamSuites(t *testing.T) {
	dir := os.Getenv(suitesDirEnv)
	if dir == "" {
		t.Skipf("%s is not set: run guests/python/suites.sh DIR (or make suites) to prepare the suites", suitesDirEnv)
	}
	for _, sub := range []string{"site/numpy", "pylib/pytest", "conf"} {
		if _, err := os.Stat(filepath.Join(dir, sub)); err != nil {
			t.Fatalf("%s=%s has no %s: run guests/python/suites.sh %s", suitesDirEnv, dir, sub, dir)
		}
	}
	wasm, lib, data := dataGuest(t)
	known := readKnownFailures(t)
	site := overlayfs.New(data, os.DirFS(filepath.Join(dir, "site")))
	// pytest's logging plugin opens /dev/null; the guest gets an empty
	// file by that name.
	dev := t.TempDir()
	if err := os.WriteFile(filepath.Join(dev, "null"), nil, 0o666); err != nil {
		t.Fatal(err)
	}

	// Each module's output, as it runs.
	logs := filepath.Join(dir, "logs")
	if err := os.MkdirAll(logs, 0o755); err != nil {
		t.Fatal(err)
	}

	var mu sync.Mutex
	var results []suiteResult
	t.Run("suites", func(t *testing.T) {
		for _, s := range upstreamSuites {
			t.Run(s.name, func(t *testing.T) {
				t.Parallel()
				if strings.HasPrefix(s.name, "pandas/") {
					if _, ok := DataPackages["pandas"]; !ok {
						t.Skip("the data guest has no pandas yet")
					}
				}
				args := []string{"python", "-m", "pytest", "-q", "-rfE",
					// No cache files; no fd-level capture or faulthandler
					// (WASI has no dup); a base temporary directory given,
					// since pytest's default one needs os.getuid.
					"-p", "no:cacheprovider", "-p", "no:faulthandler", "--capture=sys",
					"--basetemp=" + guesttest.Workspace + "/pytest",
					"-c", "/suites/conf/" + s.conf, "-o", "addopts=",
					"--rootdir=" + DataDir, "--confcutdir=" + DataDir}
				for _, id := range known {
					for _, p := range s.paths {
						if strings.HasPrefix(id, p) {
							args = append(args, "--deselect", id)
							break
						}
					}
				}
				args = append(args, s.args...)
				for _, p := range s.paths {
					args = append(args, DataDir+"/"+p)
				}
				logPath := filepath.Join(logs, strings.ReplaceAll(s.name, "/", "-")+".log")
				log, err := os.Create(logPath)
				if err != nil {
					t.Fatal(err)
				}
				defer log.Close()
				start := time.Now()
				code, stdout, stderr := guesttest.Main(t, wasm, args, "", guesttest.WithOutput(log),
					guesttest.WithFS(lib, StdlibDir), guesttest.WithFS(site, DataDir),
					guesttest.WithReadOnlyDir(dir, "/suites"), guesttest.WithDir(dev, "/dev"),
					guesttest.WithEnv("PYTHONPATH", "/suites/pylib"))
				elapsed := time.Since(start)
				counts, ok := parseSummary(stdout)
				if !ok {
					t.Fatalf("pytest exited with %d without a summary line (whole output in %s)\nstdout (end):\n%s\nstderr (end):\n%s",
						code, logPath, tail(stdout, 60), tail(stderr, 30))
				}
				mu.Lock()
				results = append(results, suiteResult{name: s.name, counts: counts, elapsed: elapsed})
				mu.Unlock()
				t.Logf("%s (%.0f s)", formatCounts(counts), elapsed.Seconds())
				if failed := failedTests(stdout); code != 0 || len(failed) > 0 {
					t.Errorf("pytest exit status %d; failures not in %s (whole output in %s):\n%s",
						code, knownFailuresFile, logPath, strings.Join(failed, "\n"))
				}
			})
		}
	})
	if len(results) == 0 {
		return
	}
	total := map[string]int{}
	var elapsed time.Duration
	var table strings.Builder
	fmt.Fprintf(&table, "%-26s %8s %8s %8s %8s %8s %8s %7s\n", "module", "passed", "failed", "skipped",
		"deselect", "xfailed", "xpassed", "seconds")
	for _, s := range upstreamSuites {
		for _, r := range results {
			if r.name != s.name {
				continue
			}
			writeRow(&table, r.name, r.counts, r.elapsed)
			for k, v := range r.counts {
				total[k] += v
			}
			elapsed += r.elapsed
		}
	}
	writeRow(&table, "total", total, elapsed)
	t.Logf("upstream test suites in the data guest:\n%s", table.String())
}

func writeRow(b *strings.Builder, name string, c map[string]int, elapsed time.Duration) {
	fmt.Fprintf(b, "%-26s %8d %8d %8d %8d %8d %8d %7.0f\n", name, c["passed"], c["failed"]+c["error"],
		c["skipped"], c["deselected"], c["xfailed"], c["xpassed"], elapsed.Seconds())
}

// formatCounts renders counts in pytest's order.
func formatCounts(c map[string]int) string {
	var parts []string
	for _, k := range []string{"passed", "failed", "error", "skipped", "deselected", "xfailed", "xpassed", "warning"} {
		if c[k] > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", c[k], k))
		}
	}
	if len(parts) == 0 {
		return "no tests ran"
	}
	return strings.Join(parts, ", ")
}

// tail returns the last n lines of s.
func tail(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

func TestPytestReport(t *testing.T) {
	tests := []struct {
		name   string
		stdout string
		counts map[string]int
		ok     bool
		failed []string
	}{
		{"quiet", "....x.s\n" +
			"FAILED ../usr/local/lib/python3.13/site-packages/numpy/_core/tests/test_umath.py::TestX::test_y[a b] - AssertionError: x - y\n" +
			"ERROR ../usr/local/lib/python3.13/site-packages/numpy/_core/tests/test_io.py\n" +
			"SKIPPED [3] ../usr/local/lib/python3.13/site-packages/numpy/random/tests/test_random.py:1652: can't start thread\n" +
			"2 failed, 4388 passed, 362 skipped, 3 deselected, 5 xpassed, 1 xfailed, 1 error, 7 warnings in 34.66s (0:00:34)\n",
			map[string]int{"failed": 2, "passed": 4388, "skipped": 362, "deselected": 3, "xpassed": 5, "xfailed": 1, "error": 1, "warning": 7},
			true, []string{"FAILED numpy/_core/tests/test_umath.py::TestX::test_y[a b] - AssertionError: x - y",
				"ERROR numpy/_core/tests/test_io.py"}},
		{"verbose", "=================== 416 passed, 21 skipped in 92.80s (0:01:32) ===================\n",
			map[string]int{"passed": 416, "skipped": 21}, true, nil},
		{"no tests", "no tests ran in 0.01s\n", map[string]int{}, true, nil},
		{"interrupted", "!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!\n", nil, false, nil},
		{"crashed", "......", nil, false, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			counts, ok := parseSummary(tt.stdout)
			if ok != tt.ok || fmt.Sprint(counts) != fmt.Sprint(tt.counts) {
				t.Errorf("parseSummary = %v, %v; want %v, %v", counts, ok, tt.counts, tt.ok)
			}
			if got := failedTests(tt.stdout); fmt.Sprint(got) != fmt.Sprint(tt.failed) {
				t.Errorf("failedTests = %q, want %q", got, tt.failed)
			}
		})
	}
}

// TestKnownFailuresFile checks that every entry of the known-failures file
// names a test in one of the modules TestUpstreamSuites runs.
func TestKnownFailuresFile(t *testing.T) {
	for _, id := range readKnownFailures(t) {
		if !slices.ContainsFunc(upstreamSuites, func(s upstreamSuite) bool {
			return slices.ContainsFunc(s.paths, func(p string) bool { return strings.HasPrefix(id, p) })
		}) {
			t.Errorf("%s: %s is in none of the modules TestUpstreamSuites runs", knownFailuresFile, id)
		}
	}
}
