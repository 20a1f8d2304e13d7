package bench

import (
	"bytes"
	"context"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/sbx-sandbox/sbx/guests/python"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// The CPU kernels: one program a file, testdata/cpu/NAME.py or NAME.js. A
// line "# ---" (Python) or "// ---" (JavaScript) ends the setup; the rest is
// the timed work, which checks its own result (an assert, a throw), so an
// engine that computes a wrong answer fails instead of looking fast.
//
//go:embed testdata/cpu/*.py testdata/cpu/*.js
var cpuKernelFiles embed.FS

// nodeWASIRunner runs python.wasm under Node's node:wasi.
//
//go:embed testdata/cpu/node-wasi.mjs
var nodeWASIRunner []byte

// kernel is one CPU-bound program.
type kernel struct {
	name   string // the file name without its extension
	lang   wasmrt.Language
	source string // the whole program, timed: it prints its own milliseconds
}

// cpuKernels returns the kernels of one language, by name.
func cpuKernels(lang wasmrt.Language) ([]kernel, error) {
	ext, marker, start, stop := ".py", "# ---", "import time as _sbx_time\n_sbx_t0 = _sbx_time.perf_counter()\n",
		"print((_sbx_time.perf_counter() - _sbx_t0) * 1000)\n"
	if lang == wasmrt.JavaScript {
		ext, marker, start, stop = ".js", "// ---", "const _sbx_t0 = performance.now();\n",
			"console.log(performance.now() - _sbx_t0);\n"
	}
	files, err := fs.Glob(cpuKernelFiles, "testdata/cpu/*"+ext)
	if err != nil {
		return nil, err
	}
	var ks []kernel
	for _, f := range files {
		src, err := cpuKernelFiles.ReadFile(f)
		if err != nil {
			return nil, err
		}
		setup, timed, ok := strings.Cut(string(src), "\n"+marker+"\n")
		if !ok {
			return nil, fmt.Errorf("kernel %s has no %q line", path.Base(f), marker)
		}
		ks = append(ks, kernel{strings.TrimSuffix(path.Base(f), ext), lang, setup + "\n" + start + timed + "\n" + stop})
	}
	return ks, nil
}

// engine runs a kernel and returns the time it reported, in ms;
// errNoEngine when the engine is not on this machine.
type engine struct {
	name string
	run  func(ctx context.Context, k kernel) (float64, error)
}

// errNoEngine marks an engine that is missing here: its column shows n/a.
var errNoEngine = errors.New("not installed")

// nativeEngine runs the program as prog ARGS... CODE.
func nativeEngine(name, prog string, args ...string) engine {
	return engine{name, func(_ context.Context, k kernel) (float64, error) {
		if _, err := exec.LookPath(prog); err != nil {
			return 0, errNoEngine
		}
		out, err := commandOutput(exec.Command(prog, append(args, k.source)...))
		if err != nil {
			return 0, err
		}
		return bestMS(out)
	}}
}

// commandOutput is cmd's stdout, or an error with the end of its stderr.
func commandOutput(cmd *exec.Cmd) ([]byte, error) {
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		msg := strings.TrimSpace(stderr.String())
		if i := strings.LastIndexByte(msg, '\n'); i >= 0 {
			msg = msg[i+1:]
		}
		return nil, fmt.Errorf("%s: %v: %s", filepath.Base(cmd.Path), err, msg)
	}
	return out, nil
}

// bestMS is the smallest of the numbers out has one a line.
func bestMS(out []byte) (float64, error) {
	best := math.Inf(1)
	for _, line := range strings.Fields(string(out)) {
		v, err := strconv.ParseFloat(line, 64)
		if err != nil {
			return 0, fmt.Errorf("a kernel printed %q, not its milliseconds", line)
		}
		best = min(best, v)
	}
	if math.IsInf(best, 1) {
		return 0, errors.New("a kernel printed nothing")
	}
	return best, nil
}

// guestEngine runs kernels in sbx's own guest, each in a new sandbox.
func (b *bench) guestEngine(rt *wasmrt.Runtime) engine {
	return engine{"sbx (wazero)", func(ctx context.Context, k kernel) (float64, error) {
		code := k.source
		if k.lang == wasmrt.JavaScript {
			code = "{\n" + code + "}" // a kernel keeps top-level let and const
		}
		return b.guestMS(ctx, rt, k.lang, code, 1)
	}}
}

// nodeWASIEngine runs the Python kernels in the same python.wasm under
// Node's node:wasi (V8), in one interpreter as sbx does; dir receives the
// module, the standard library and the runner.
func nodeWASIEngine(node, dir string) (engine, error) {
	wasm, err := python.Wasm()
	if err != nil {
		return engine{}, err
	}
	lib, err := python.Stdlib()
	if err != nil {
		return engine{}, err
	}
	home := filepath.Join(dir, "home")
	if err := os.CopyFS(filepath.Join(home, "lib", "python3.13"), lib); err != nil {
		return engine{}, err
	}
	wasmPath, runner := filepath.Join(dir, "python.wasm"), filepath.Join(dir, "node-wasi.mjs")
	if err := os.WriteFile(wasmPath, wasm, 0o600); err != nil {
		return engine{}, err
	}
	if err := os.WriteFile(runner, nodeWASIRunner, 0o600); err != nil {
		return engine{}, err
	}
	return engine{"V8 (node:wasi)", func(_ context.Context, k kernel) (float64, error) {
		if _, err := exec.LookPath(node); err != nil {
			return 0, errNoEngine
		}
		// V8 compiles the hot functions again, optimised, while they run:
		// each process runs the kernel twice, and the faster run counts.
		cmd := exec.Command(node, "--no-warnings", runner, wasmPath, home, "2")
		cmd.Stdin = strings.NewReader(k.source)
		out, err := commandOutput(cmd)
		if err != nil {
			return 0, err
		}
		return bestMS(out)
	}}, nil
}

// envOr is the environment variable's value, or def.
func envOr(name, def string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return def
}

// cpuTable runs every kernel of lang on each engine and prints a row of
// times and of ratios to engines[ref], and their geometric means.
func (b *bench) cpuTable(ctx context.Context, title string, lang wasmrt.Language, engines []engine, ref int) error {
	ks, err := cpuKernels(lang)
	if err != nil {
		return err
	}
	header := []string{"kernel"}
	for _, e := range engines {
		header = append(header, e.name)
	}
	for i, e := range engines {
		if i != ref {
			header = append(header, e.name+" ×")
		}
	}
	b.section(title, header...)
	logSum, counted := make([]float64, len(engines)), make([]int, len(engines))
	missing := map[string]bool{}
	for _, k := range ks {
		// One run on each engine in turn, b.reps times: on a busy machine
		// every engine meets the same spells of load.
		times := make([]float64, len(engines))
		for rep := range b.reps {
			for i, e := range engines {
				if missing[e.name] {
					continue
				}
				t, err := e.run(ctx, k)
				switch {
				case errors.Is(err, errNoEngine):
					missing[e.name], times[i] = true, -1
					continue
				case err != nil:
					return fmt.Errorf("kernel %s on %s: %w", k.name, e.name, err)
				}
				if rep == 0 || t < times[i] {
					times[i] = t
				}
			}
		}
		cells := []string{k.name}
		for _, t := range times {
			cells = append(cells, f1(t))
		}
		for i, t := range times {
			if i == ref {
				continue
			}
			cells = append(cells, ratio(t, times[ref]))
			if t > 0 && times[ref] > 0 {
				logSum[i] += math.Log(t / times[ref])
				counted[i]++
			}
		}
		b.row(cells...)
	}
	cells := []string{"**geometric mean**"}
	for range engines {
		cells = append(cells, "")
	}
	for i := range engines {
		if i == ref {
			continue
		}
		if counted[i] == 0 {
			cells = append(cells, "n/a")
			continue
		}
		cells = append(cells, fmt.Sprintf("**%.2f×**", math.Exp(logSum[i]/float64(counted[i]))))
	}
	b.row(cells...)
	for _, e := range engines {
		if missing[e.name] {
			fmt.Fprintf(b.out, "\n%s is not installed here: its column is n/a.\n", e.name)
		}
	}
	return nil
}

// cpu runs the CPU kernels: Python in sbx, in the same python.wasm under
// V8 and in Debian's python3; JavaScript in sbx, in QuickJS built
// natively from the same source ($SBX_QJS, else qjs on PATH; make bench
// builds it) and in node.
func (b *bench) cpu(ctx context.Context) error {
	rt, err := wasmrt.New(ctx, wasmrt.Options{})
	if err != nil {
		return err
	}
	defer rt.Close(ctx)
	dir, err := os.MkdirTemp("", "sbx-bench-v8-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	node := envOr("SBX_NODE", "node")
	v8, err := nodeWASIEngine(node, dir)
	if err != nil {
		return err
	}
	sbx := b.guestEngine(rt)
	py := nativeEngine("/usr/bin/python3", "/usr/bin/python3", "-c")
	if err := b.cpuTable(ctx, "CPU-bound Python, ms (best of runs; × is the time over /usr/bin/python3's)", wasmrt.Python, []engine{sbx, v8, py}, 2); err != nil {
		return err
	}
	qjs := nativeEngine("native QuickJS", envOr("SBX_QJS", "qjs"), "-e")
	nodeJS := nativeEngine("node", node, "-e")
	return b.cpuTable(ctx, "CPU-bound JavaScript, ms (best of runs; × is the time over native QuickJS's)", wasmrt.JavaScript, []engine{sbx, qjs, nodeJS}, 1)
}
