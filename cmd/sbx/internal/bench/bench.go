package bench

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/fallback"
	"github.com/sbx-sandbox/sbx/fallback/tiers"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

const benchUsage = `Usage: sbx bench [--quick] [--only SECTION,...]

Measures sbx on this machine and prints the figures side by side with the
alternatives: guest compile and cached load, whole sbx processes (sbx run through
its run server and in-process, a fresh sbx serve to its first run_code, the first run on an empty cache)
against spawning /usr/bin/python3, new sandbox to ready, to
first output and the second call (snapshot restore and full boot),
CPU-bound kernels in Python against Debian's /usr/bin/python3 and the same
python.wasm under Node's node:wasi (V8), and in JavaScript against
QuickJS built natively ($SBX_QJS, or qjs on PATH) and node, numpy and
pandas in the os tier (the host's python3 in namespaces) against the same
Debian python3 with its python3-pandas run bare, the first image in a new
sandbox (Pillow, and matplotlib where a provider has it) against a new
Docker sandbox, the cost of enforcing time limits, and memory per idle
sandbox (also with Pillow and dateutil imported).
`

// workload is one program, in each language, that stresses time-limit
// enforcement (tight loops, calls) and prints the milliseconds its own work
// took. The JavaScript runs in a block: a kernel keeps top-level let and
// const.
type workload struct {
	name   string
	py, js string
}

var workloads = []workload{
	{"fib(25) / fib(30)", `
import time
def fib(n): return n if n < 2 else fib(n - 1) + fib(n - 2)
t = time.perf_counter(); fib(25); print((time.perf_counter() - t) * 1000)`, `
function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2) }
let t = Date.now(); fib(30); console.log(Date.now() - t)`},
	{"loop 3M", `
import time
t = time.perf_counter()
n = 0
for i in range(3_000_000): n += i
print((time.perf_counter() - t) * 1000)`, `
let t = Date.now(), n = 0;
for (let i = 0; i < 3000000; i++) n += i;
console.log(Date.now() - t)`},
}

// dataWorkloads are numpy and pandas programs that print the milliseconds
// their own work took; they run in an os sandbox's kernel and in Debian's
// python3 with its numpy and pandas, run bare.
var dataWorkloads = []struct{ name, py string }{
	{"pandas groupby 1M rows", `
import time, numpy as np, pandas as pd
n = 1_000_000
df = pd.DataFrame({"k": np.arange(n) % 1000, "v": np.arange(n) * 0.5, "w": np.arange(n) % 7})
t = time.perf_counter()
df.groupby("k").agg(v=("v", "sum"), w=("w", "mean"), c=("v", "size"))
print((time.perf_counter() - t) * 1000)`},
	{"pandas merge 1M rows", `
import time, numpy as np, pandas as pd
n = 1_000_000
left = pd.DataFrame({"k": np.arange(n) % 50_000, "v": np.arange(n) * 1.0})
right = pd.DataFrame({"k": np.arange(50_000), "name": np.arange(50_000) * 3})
t = time.perf_counter()
left.merge(right, on="k", how="left")
print((time.perf_counter() - t) * 1000)`},
	{"numpy matmul 500×500", `
import time, numpy as np
a = np.arange(250_000, dtype=float).reshape(500, 500) / 250_000
t = time.perf_counter()
a @ a
print((time.perf_counter() - t) * 1000)`},
}

// imageWorkloads make a first picture in a new sandbox: the imports, the
// drawing and a PNG in /workspace.
var imageWorkloads = []struct{ name, py string }{
	{"Pillow: import, bar chart 640×400, save PNG", `
from PIL import Image, ImageDraw
im = Image.new("RGB", (640, 400), "white")
d = ImageDraw.Draw(im)
for i, h in enumerate([120, 300, 210, 260]):
    d.rectangle([40 + i * 150, 380 - h, 150 + i * 150, 380], fill=(31, 119, 180))
d.text((20, 10), "sales by region", fill="black")
im.save("chart.png")`},
	{"matplotlib: import pyplot, bar chart, savefig PNG", `
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
fig, ax = plt.subplots(figsize=(6.4, 4))
ax.bar(["North", "South", "East", "West"], [120, 300, 210, 260])
ax.set_title("sales by region")
fig.savefig("chart.png")`},
}

// Run is the sbx bench command: args are its own, after "bench".
func Run(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, benchUsage); fs.PrintDefaults() }
	quick := fs.Bool("quick", false, "fewer iterations (a rough check, not figures to publish)")
	only := fs.String("only", "", "run only these sections (comma-separated): "+strings.Join(benchSections, ", "))
	if err := fs.Parse(args); err != nil {
		return exitUsage
	}
	b := &bench{out: stdout, n: 200, idle: 1000, reps: 5}
	if *quick {
		b.n, b.idle, b.reps = 20, 100, 1
	}
	fmt.Fprintf(stdout, "sbx bench — %s, %d cores, %s/%s\n", cpuModel(), runtime.NumCPU(), runtime.GOOS, runtime.GOARCH)
	steps := map[string]func(context.Context) error{"compile": b.compile, "processes": b.processes,
		"startup": b.startup, "fork": b.fork, "cpu": b.cpu, "data": b.data, "images": b.images, "overhead": b.overhead, "memory": b.memory}
	run := benchSections
	if *only != "" {
		run = strings.Split(*only, ",")
		for _, name := range run {
			if steps[name] == nil {
				fmt.Fprintf(stderr, "sbx bench: no section %q (the sections: %s)\n", name, strings.Join(benchSections, ", "))
				return exitUsage
			}
		}
	}
	for _, name := range run {
		if err := steps[name](context.Background()); err != nil {
			fmt.Fprintln(stderr, "sbx bench:", err)
			return exitError
		}
	}
	return exitOK
}

// benchSections are the sections of sbx bench, in the order they run.
var benchSections = []string{"compile", "processes", "startup", "fork", "cpu", "data", "images", "overhead", "memory"}

// bench holds the driver's settings and output.
type bench struct {
	out  io.Writer
	n    int // iterations of quick operations
	idle int // sandboxes held for the memory figure
	reps int // repetitions of CPU-bound workloads (the minimum is shown)
}

func (b *bench) section(title string, header ...string) {
	fmt.Fprintf(b.out, "\n## %s\n\n| %s |\n|%s\n", title, strings.Join(header, " | "), strings.Repeat("---|", len(header)))
}

func (b *bench) row(cells ...string) { fmt.Fprintf(b.out, "| %s |\n", strings.Join(cells, " | ")) }

// compile measures the first-ever compile of each guest and a cached load.
func (b *bench) compile(ctx context.Context) error {
	b.section("Guest compile", "guest", "first run (no cache)", "cached load")
	for _, g := range wasmrt.Guests() {
		dir, err := os.MkdirTemp("", "sbx-bench-cache-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(dir)
		var took [2]time.Duration
		for i := range took {
			rt, err := wasmrt.New(ctx, wasmrt.Options{CacheDir: dir})
			if err != nil {
				return err
			}
			took[i], err = rt.Prepare(ctx, g)
			rt.Close(ctx)
			if err != nil {
				return err
			}
		}
		b.row(g.Name+" "+g.Version, ms(took[0]), ms(took[1]))
	}
	return nil
}

// processes times whole sbx processes against spawning the machine's
// python3: a warm `sbx run` through the run server and in its own process,
// a fresh `sbx serve` until its first run_code
// result, and the first run on a machine, with an empty cache.
func (b *bench) processes(ctx context.Context) error {
	self, err := os.Executable()
	if err != nil {
		return err
	}
	python := "/usr/bin/python3"
	native := spawnTimes(b.n/4, python, "-c", "print(1)")
	b.section("Whole processes against spawning "+python+" (median, p99)", "process", "sbx", python+" -c 'print(1)'", "×")
	modes := []struct {
		name string
		env  []string
	}{
		{"through its warm server", nil},
		{"in one process, `SBX_RUN_SERVER=off`", []string{"SBX_RUN_SERVER=off"}},
	}
	for _, mode := range modes {
		run, err := timeProcesses(1, b.n/4, func() error {
			return runProcess(nil, mode.env, self, "run", "python", "-c", "print(1)")
		})
		if err != nil {
			return fmt.Errorf("sbx run %s: %w", mode.name, err)
		}
		b.row("warm `sbx run python -c 'print(1)'` "+mode.name, spread(run), spread(native), medianRatio(run, native))
	}
	// One data directory for every start, as a host starts sbx serve with
	// one command line: its warm server is the same each time.
	data, err := os.MkdirTemp("", "sbx-bench-serve-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(data)
	for _, mode := range modes {
		var serve []time.Duration
		_, err = timeProcesses(1, max(b.n/20, 3), func() error {
			took, err := firstRunCode(ctx, self, data, mode.env)
			serve = append(serve, took)
			return err
		})
		if err != nil {
			return fmt.Errorf("sbx serve %s: %w", mode.name, err)
		}
		serve = serve[1:] // the warm-up
		b.row("fresh `sbx serve` → first run_code result, "+mode.name, spread(serve), spread(native), medianRatio(serve, native))
	}
	var progress strings.Builder
	first, err := timeProcesses(0, 1, func() error {
		cache, err := os.MkdirTemp("", "sbx-bench-cache-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(cache)
		progress.Reset()
		return runProcess(&progress, []string{"XDG_CACHE_HOME=" + cache}, self, "run", "python", "-c", "print(6*7)")
	})
	if err != nil {
		return fmt.Errorf("first run: %w", err)
	}
	b.row("first `sbx run python -c 'print(6*7)'` on an empty cache", ms(first[0]), spread(native), medianRatio(first, native))
	fmt.Fprintf(b.out, "\nThe first run's stderr:\n\n    %s\n", strings.ReplaceAll(strings.TrimSpace(progress.String()), "\n", "\n    "))
	return nil
}

// runProcess runs prog with args and env added to its environment, and
// fails unless it exits 0 having printed something; stderr, if set,
// receives its stderr.
func runProcess(stderr io.Writer, env []string, prog string, args ...string) error {
	cmd := exec.Command(prog, args...)
	cmd.Env = append(os.Environ(), env...)
	cmd.Stderr = stderr
	out, err := cmd.Output()
	if err == nil && len(bytes.TrimSpace(out)) == 0 {
		err = errors.New("printed nothing")
	}
	return err
}

// timeProcesses times n calls of fn after warm ones that are not counted
// (they fill the caches).
func timeProcesses(warm, n int, fn func() error) ([]time.Duration, error) {
	var times []time.Duration
	for i := -warm; i < n; i++ {
		start := time.Now()
		if err := fn(); err != nil {
			return nil, err
		}
		if i >= 0 {
			times = append(times, time.Since(start))
		}
	}
	return times, nil
}

// spawnTimes times n runs of a native program; nil when it is missing.
func spawnTimes(n int, prog string, args ...string) []time.Duration {
	times, err := timeProcesses(1, n, func() error { return exec.Command(prog, args...).Run() })
	if err != nil {
		return nil
	}
	return times
}

// firstRunCode starts `sbx serve` over stdio on the data directory data,
// with env added to its environment, calls run_code as soon as it is
// initialised, and reports the time from the start to the result. It then
// closes the server and waits for it to exit (finishing what it does for
// the next start), which the time does not count.
func firstRunCode(ctx context.Context, self, data string, env []string) (time.Duration, error) {
	start := time.Now()
	cmd := exec.Command(self, "serve", "--data-dir", data)
	cmd.Env = append(os.Environ(), env...)
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "sbx-bench", Version: "1"}, nil).
		Connect(ctx, &mcp.CommandTransport{Command: cmd, TerminateDuration: 30 * time.Second}, nil)
	if err != nil {
		return 0, err
	}
	defer cs.Close()
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "run_code", Arguments: map[string]any{"language": "python", "code": "print(1)"}})
	if err == nil && res.IsError {
		err = errors.New("run_code failed")
	}
	return time.Since(start), err
}

// medianRatio is how many times the median of a is the median of b.
func medianRatio(a, b []time.Duration) string {
	if len(a) == 0 || len(b) == 0 {
		return "n/a"
	}
	med := func(d []time.Duration) float64 {
		d = slices.Sorted(slices.Values(d))
		return float64(d[len(d)/2])
	}
	return ratio(med(a), med(b))
}

// startup measures, for restored and booted kernels, a new sandbox until
// its kernel is ready, until the first output, and the second call.
func (b *bench) startup(ctx context.Context) error {
	b.section("New sandbox and the calls that follow (median, p99)", "guest", "kernel", "new sandbox → ready", "→ first output", "second call")
	restore, err := wasmrt.New(ctx, wasmrt.Options{})
	if err != nil {
		return err
	}
	defer restore.Close(ctx)
	boot, err := wasmrt.New(ctx, wasmrt.Options{NoSnapshots: true})
	if err != nil {
		return err
	}
	defer boot.Close(ctx)
	for _, g := range wasmrt.Guests() {
		for _, mode := range []struct {
			name string
			rt   *wasmrt.Runtime
			n    int
		}{{"restore", restore, b.n}, {"boot", boot, max(b.n/10, 5)}} {
			t, err := newSandboxTimes(ctx, mode.rt, g, SmokeTests[g.Name].Code, mode.n)
			if err != nil {
				return err
			}
			b.row(g.Name, mode.name, spread(t.ready), spread(t.first), spread(t.second))
		}
	}
	return nil
}

// sandboxTimes are the steps of new sandboxes: ready is creation until the
// kernel runs, first until its first output, second the next call.
type sandboxTimes struct{ ready, first, second []time.Duration }

// newSandboxTimes times n new sandboxes.
func newSandboxTimes(ctx context.Context, rt *wasmrt.Runtime, g *wasmrt.Guest, code string, n int) (*sandboxTimes, error) {
	lang := g.Language
	dir, err := os.MkdirTemp("", "sbx-bench-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	var t sandboxTimes
	for i := -1; i < n; i++ { // the first round warms up (compile, snapshot)
		start := time.Now()
		sb, err := rt.NewSandbox(wasmrt.Config{Workspace: dir})
		if err != nil {
			return nil, err
		}
		err = sb.StartGuest(ctx, g)
		ready := time.Now()
		var first, second *wasmrt.Result
		if err == nil {
			first, err = sb.Run(ctx, wasmrt.Request{Language: lang, Code: code})
		}
		output := time.Now()
		if err == nil {
			second, err = sb.Run(ctx, wasmrt.Request{Language: lang, Code: code})
		}
		done := time.Now()
		sb.Close()
		if err != nil || first.ExitCode != 0 || second.ExitCode != 0 {
			return nil, fmt.Errorf("new %s sandbox: %v %v %v", lang, err, first, second)
		}
		if i >= 0 {
			t.ready = append(t.ready, ready.Sub(start))
			t.first = append(t.first, output.Sub(start))
			t.second = append(t.second, done.Sub(output))
		}
	}
	return &t, nil
}

// data runs the numpy and pandas workloads in an os sandbox (the host's
// own /usr/bin/python3 behind namespaces, seccomp and Landlock) and in the
// same python3 run bare (python3-pandas; the columns are empty without it
// or where the os tier cannot run).
func (b *bench) data(ctx context.Context) error {
	b.section("numpy and pandas, ms (best of runs)", "workload", "os sandbox", "/usr/bin/python3", "×")
	p, _, err := tiers.Open(ctx, "os")
	var id string
	if err == nil {
		defer p.Close()
		dir, derr := os.MkdirTemp("", "sbx-bench-")
		if derr != nil {
			return derr
		}
		defer os.RemoveAll(dir)
		if id, err = p.Create(ctx, fallback.Spec{Workspace: dir, Limits: fallback.Limits{Memory: 1 << 30, Timeout: time.Minute, MaxTimeout: time.Minute}}); err != nil {
			return err
		}
		defer p.Destroy(ctx, id)
	}
	for _, w := range dataWorkloads {
		inOS := -1.0
		if id != "" {
			for range b.reps {
				res, err := p.(fallback.Interpreter).RunPython(ctx, id, fallback.ExecRequest{Stdin: []byte(w.py)})
				if err != nil || res.ExitCode != 0 {
					return fmt.Errorf("%s in the os sandbox: %v %s", w.name, err, res.Stderr)
				}
				if v, err := strconv.ParseFloat(strings.TrimSpace(res.Stdout), 64); err == nil && (inOS < 0 || v < inOS) {
					inOS = v
				}
			}
		}
		npy := b.nativeMS("/usr/bin/python3", "-c", w.py)
		b.row(w.name, f1(inOS), f1(npy), ratio(inOS, npy))
	}
	return nil
}

// images times a first picture in new sandboxes: the WebAssembly data
// guest (n/a where it lacks the library: matplotlib) against a new Docker
// sandbox of the native image (n/a without Docker).
func (b *bench) images(ctx context.Context) error {
	b.section("First image in a new sandbox, ms (median of runs; new sandbox → PNG written)", "workload", "wasm", "docker", "×")
	rt, err := wasmrt.New(ctx, wasmrt.Options{})
	if err != nil {
		return err
	}
	defer rt.Close(ctx)
	docker, _, derr := tiers.Open(ctx, "docker")
	if derr == nil {
		defer docker.Close()
	}
	limits := wasmrt.DefaultLimits
	limits.Timeout, limits.MaxTimeout = time.Minute, time.Minute
	for _, w := range imageWorkloads {
		wasm, err := b.firstImage(func(dir string) (func(), error) {
			sb, err := rt.NewSandbox(wasmrt.Config{Workspace: dir, Limits: limits})
			if err != nil {
				return nil, err
			}
			res, err := sb.Run(ctx, wasmrt.Request{Language: wasmrt.Python, Code: w.py})
			if err == nil && res.ExitCode != 0 {
				err = errors.New(res.Stderr)
			}
			return func() { sb.Close() }, err
		})
		if err != nil {
			return err
		}
		native := -1.0
		if derr == nil {
			native, err = b.firstImage(func(dir string) (func(), error) {
				id, err := docker.Create(ctx, fallback.Spec{Workspace: dir})
				if err != nil {
					return nil, err
				}
				res, err := docker.(fallback.Interpreter).RunPython(ctx, id, fallback.ExecRequest{Stdin: []byte(w.py)})
				if err == nil && res.ExitCode != 0 {
					err = errors.New(res.Stderr)
				}
				return func() { docker.Destroy(ctx, id) }, err
			})
			if err != nil {
				return err
			}
		}
		b.row(w.name, f1(wasm), f1(native), ratio(wasm, native))
	}
	return nil
}

// firstImage returns the median milliseconds that start takes to make a
// new sandbox on a new empty workspace and write a PNG there (the sandbox
// is closed after the clock stops), after one run that warms caches up
// (compile, snapshot, image); -1 when the sandbox lacks the library.
func (b *bench) firstImage(start func(dir string) (closeSandbox func(), err error)) (float64, error) {
	var times []time.Duration
	for i := -1; i < b.reps; i++ {
		dir, err := os.MkdirTemp("", "sbx-bench-image-")
		if err != nil {
			return 0, err
		}
		t0 := time.Now()
		closeSandbox, err := start(dir)
		took := time.Since(t0)
		_, serr := os.Stat(filepath.Join(dir, "chart.png"))
		if closeSandbox != nil {
			closeSandbox()
		}
		os.RemoveAll(dir)
		if err != nil && strings.Contains(err.Error(), "ModuleNotFoundError") {
			return -1, nil
		}
		if err == nil {
			err = serr
		}
		if err != nil {
			return 0, fmt.Errorf("first image: %w", err)
		}
		if i >= 0 {
			times = append(times, took)
		}
	}
	slices.Sort(times)
	return float64(times[len(times)/2].Microseconds()) / 1000, nil
}

// guestMS runs code in a fresh sandbox's kernel reps times and returns the
// smallest time the code reported.
func (b *bench) guestMS(ctx context.Context, rt *wasmrt.Runtime, lang wasmrt.Language, code string, reps int) (float64, error) {
	dir, err := os.MkdirTemp("", "sbx-bench-")
	if err != nil {
		return 0, err
	}
	defer os.RemoveAll(dir)
	limits := wasmrt.DefaultLimits
	limits.Timeout, limits.MaxTimeout = time.Minute, time.Minute
	sb, err := rt.NewSandbox(wasmrt.Config{Workspace: dir, Limits: limits})
	if err != nil {
		return 0, err
	}
	defer sb.Close()
	best := -1.0
	for range reps {
		v, _, err := cellTimes(ctx, sb, lang, code)
		if err != nil {
			return 0, err
		}
		if best < 0 || v < best {
			best = v
		}
	}
	return best, nil
}

// nativeMS is guestMS for a native interpreter; -1 when it is missing.
func (b *bench) nativeMS(prog string, args ...string) float64 {
	best := -1.0
	for range b.reps {
		out, err := exec.Command(prog, args...).Output()
		if err != nil {
			return -1
		}
		v, err := strconv.ParseFloat(strings.TrimSpace(string(out)), 64)
		if err != nil {
			return -1
		}
		if best < 0 || v < best {
			best = v
		}
	}
	return best
}

// overhead compares the ways of enforcing time limits on the workloads
// that stress them most: tight loops and calls. The three take turns, one
// run each, b.reps times, so that all meet the same spells of load; the
// CPU time of the thread that ran the cell counts besides the time the
// workload reports, as a busy machine moves it far less.
func (b *bench) overhead(ctx context.Context) error {
	b.section("Cost of enforcing time limits, ms (best of runs)", "workload", "guest", "no limit", "loop checks (sbx)", "overhead",
		"overhead, CPU time", "wazero close-on-context-done", "overhead", "overhead, CPU time")
	var rts [3]*wasmrt.Runtime
	for i, mode := range []wasmrt.Interrupt{wasmrt.InterruptNone, wasmrt.InterruptLoopChecks, wasmrt.InterruptCloseOnContextDone} {
		rt, err := wasmrt.New(ctx, wasmrt.Options{Interrupt: mode})
		if err != nil {
			return err
		}
		defer rt.Close(ctx)
		rts[i] = rt
	}
	for _, w := range workloads {
		for _, g := range []struct {
			lang wasmrt.Language
			code string
		}{{wasmrt.Python, w.py}, {wasmrt.JavaScript, "{" + w.js + "\n}"}} {
			ms, cpu, err := b.interleaved(ctx, rts[:], g.lang, g.code)
			if err != nil {
				return err
			}
			b.row(w.name, string(g.lang), f1(ms[0]), f1(ms[1]), pct(ms[1], ms[0]), pct(cpu[1], cpu[0]),
				f1(ms[2]), pct(ms[2], ms[0]), pct(cpu[2], cpu[0]))
		}
	}
	return nil
}

// interleaved runs code in a sandbox of each runtime in turn, b.reps
// times after a first run that starts the kernels, and returns the best
// milliseconds each reported and the best CPU time of the thread that ran
// it (-1 where the system does not tell).
func (b *bench) interleaved(ctx context.Context, rts []*wasmrt.Runtime, lang wasmrt.Language, code string) (ms, cpu []float64, err error) {
	limits := wasmrt.DefaultLimits
	limits.Timeout, limits.MaxTimeout = time.Minute, time.Minute
	sbs := make([]*wasmrt.Sandbox, len(rts))
	for i, rt := range rts {
		dir, err := os.MkdirTemp("", "sbx-bench-")
		if err != nil {
			return nil, nil, err
		}
		defer os.RemoveAll(dir)
		if sbs[i], err = rt.NewSandbox(wasmrt.Config{Workspace: dir, Limits: limits}); err != nil {
			return nil, nil, err
		}
		defer sbs[i].Close()
	}
	ms, cpu = make([]float64, len(rts)), make([]float64, len(rts))
	for rep := -1; rep < b.reps; rep++ {
		for i, sb := range sbs {
			t, c, err := cellTimes(ctx, sb, lang, code)
			if err != nil {
				return nil, nil, err
			}
			if rep >= 0 && (rep == 0 || t < ms[i]) {
				ms[i] = t
			}
			if rep >= 0 && (rep == 0 || c < cpu[i]) {
				cpu[i] = c
			}
		}
	}
	return ms, cpu, nil
}

// cellTimes runs a cell that prints its own milliseconds and returns them
// and the CPU time of the thread that ran it, in ms (-1 where the system
// does not tell): the guest runs on the calling goroutine, held to its
// thread meanwhile.
func cellTimes(ctx context.Context, sb *wasmrt.Sandbox, lang wasmrt.Language, code string) (ms, cpu float64, err error) {
	runtime.LockOSThread()
	c0, ok := threadCPU()
	res, err := sb.Run(ctx, wasmrt.Request{Language: lang, Code: code})
	c1, _ := threadCPU()
	runtime.UnlockOSThread()
	if err != nil || res.ExitCode != 0 {
		return 0, 0, fmt.Errorf("%s workload: %v %s", lang, err, res.Stderr)
	}
	if ms, err = strconv.ParseFloat(strings.TrimSpace(res.Stdout), 64); err != nil {
		return 0, 0, fmt.Errorf("%s workload printed %q", lang, res.Stdout)
	}
	if !ok {
		return ms, -1, nil
	}
	return ms, float64(c1-c0) / float64(time.Millisecond), nil
}

// memory holds many idle sandboxes and reports what each costs, and how
// many sandboxes two goroutines can create per second.
func (b *bench) memory(ctx context.Context) error {
	b.section("Idle sandboxes and throughput", "figure", "restore", "boot")
	var cells [2][2]string
	for i, noSnap := range []bool{false, true} {
		rt, err := wasmrt.New(ctx, wasmrt.Options{NoSnapshots: noSnap})
		if err != nil {
			return err
		}
		n := b.idle
		if noSnap {
			n = max(b.idle/10, 10)
		}
		per, err := idleMemory(ctx, rt, idleCode, n)
		if err != nil {
			rt.Close(ctx)
			return err
		}
		rate, err := sandboxRate(ctx, rt, 2*time.Second)
		rt.Close(ctx)
		if err != nil {
			return err
		}
		cells[i] = [2]string{fmt.Sprintf("%.2f MiB (%d held)", per, n), fmt.Sprintf("%.0f /s", rate)}
	}
	b.row("private memory per idle Python sandbox", cells[0][0], cells[1][0])
	// With the data stack loaded (restored only: each boot imports it).
	rt, err := wasmrt.New(ctx, wasmrt.Options{})
	if err != nil {
		return err
	}
	defer rt.Close(ctx)
	per, err := idleMemory(ctx, rt, idleDataCode, b.idle)
	if err != nil {
		return err
	}
	b.row("… with Pillow and dateutil imported", fmt.Sprintf("%.2f MiB (%d held)", per, b.idle), "")
	b.row("new Python sandbox → first output → close, 2 goroutines", cells[0][1], cells[1][1])
	return nil
}

// The cells idle sandboxes run: a plain one, and one with the data stack.
const (
	idleCode     = "x = 1"
	idleDataCode = "import dateutil.parser\nfrom PIL import Image\nx = 1"
)

// idleMemory returns the private memory, in MiB, that each of n idle
// sandboxes adds to the process once their Python kernel has run code.
func idleMemory(ctx context.Context, rt *wasmrt.Runtime, code string, n int) (float64, error) {
	dir, err := os.MkdirTemp("", "sbx-bench-idle-")
	if err != nil {
		return 0, err
	}
	defer os.RemoveAll(dir)
	sb, err := rt.NewSandbox(wasmrt.Config{Workspace: dir}) // compile, snapshot
	if err == nil {
		_, err = sb.Run(ctx, wasmrt.Request{Language: wasmrt.Python, Code: code, Timeout: 30 * time.Second})
		sb.Close()
	}
	if err != nil {
		return 0, err
	}
	runtime.GC()
	before, err := privateMemory()
	if err != nil {
		return 0, err
	}
	sandboxes := make([]*wasmrt.Sandbox, 0, n)
	defer func() {
		for _, sb := range sandboxes {
			sb.Close()
		}
	}()
	for i := range n {
		ws := fmt.Sprintf("%s/%d", dir, i)
		if err := os.Mkdir(ws, 0o700); err != nil {
			return 0, err
		}
		sb, err := rt.NewSandbox(wasmrt.Config{Workspace: ws})
		if err != nil {
			return 0, err
		}
		sandboxes = append(sandboxes, sb)
		if res, err := sb.Run(ctx, wasmrt.Request{Language: wasmrt.Python, Code: code}); err != nil || res.ExitCode != 0 {
			return 0, fmt.Errorf("idle sandbox %d: %v %v", i, err, res)
		}
	}
	runtime.GC()
	after, err := privateMemory()
	if err != nil {
		return 0, err
	}
	return float64(after-before) / float64(n) / (1 << 20), nil
}

// privateMemory reads the process's private bytes from smaps_rollup.
func privateMemory() (int64, error) { return rollup("Private_Clean:", "Private_Dirty:") }

// rollup sums the process's smaps_rollup fields named.
func rollup(names ...string) (int64, error) {
	f, err := os.Open("/proc/self/smaps_rollup")
	if err != nil {
		return 0, errors.New("memory figures need /proc/self/smaps_rollup (Linux)")
	}
	defer f.Close()
	var total int64
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) >= 2 && slices.Contains(names, fields[0]) {
			kb, _ := strconv.ParseInt(fields[1], 10, 64)
			total += kb << 10
		}
	}
	return total, sc.Err()
}

// sandboxRate creates, runs and closes Python sandboxes from two goroutines
// for d and returns how many completed per second.
func sandboxRate(ctx context.Context, rt *wasmrt.Runtime, d time.Duration) (float64, error) {
	var done atomic.Int64
	var firstErr error
	var once sync.Once
	var wg sync.WaitGroup
	deadline := time.Now().Add(d)
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			dir, err := os.MkdirTemp("", "sbx-bench-")
			if err != nil {
				once.Do(func() { firstErr = err })
				return
			}
			defer os.RemoveAll(dir)
			for time.Now().Before(deadline) {
				sb, err := rt.NewSandbox(wasmrt.Config{Workspace: dir})
				if err != nil {
					once.Do(func() { firstErr = err })
					return
				}
				res, err := sb.Run(ctx, wasmrt.Request{Language: wasmrt.Python, Code: "print(1)"})
				sb.Close()
				if err != nil || res.Stdout != "1\n" {
					once.Do(func() { firstErr = fmt.Errorf("sandbox: %v %v", err, res) })
					return
				}
				done.Add(1)
			}
		}()
	}
	wg.Wait()
	return float64(done.Load()) / d.Seconds(), firstErr
}

func ms(d time.Duration) string { return fmt.Sprintf("%.2f ms", float64(d.Microseconds())/1000) }

// spread renders the median and p99 of times.
func spread(times []time.Duration) string {
	slices.Sort(times)
	p := func(q float64) time.Duration { return times[min(len(times)-1, int(q*float64(len(times))))] }
	return fmt.Sprintf("%s (p99 %s)", ms(p(0.5)), ms(p(0.99)))
}

func f1(v float64) string {
	if v < 0 {
		return "n/a"
	}
	return fmt.Sprintf("%.1f", v)
}

func ratio(a, b float64) string {
	if a < 0 || b <= 0 {
		return "n/a"
	}
	return fmt.Sprintf("%.1f×", a/b)
}

func pct(v, base float64) string {
	if base <= 0 {
		return "n/a"
	}
	return fmt.Sprintf("%+.0f%%", (v/base-1)*100)
}

// cpuModel names the processor from /proc/cpuinfo, if it can.
func cpuModel() string {
	data, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		return "unknown CPU"
	}
	for _, line := range strings.Split(string(data), "\n") {
		if k, v, ok := strings.Cut(line, ":"); ok && strings.TrimSpace(k) == "model name" {
			return strings.TrimSpace(v)
		}
	}
	return "unknown CPU"
}

// SmokeTests are one line of code per guest whose output proves it works:
// what sbx doctor runs, and what bench times a new sandbox with.
var SmokeTests = map[string]struct{ Code, Want string }{
	"python":         {"print(6 * 7)", "42\n"},
	"javascript":     {"console.log(6 * 7)", "42\n"},
	"python-imaging": {"from PIL import Image\nprint(Image.new('L', (6, 7)).size[0] * 7)", "42\n"},
}
