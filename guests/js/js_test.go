package js_test

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sbx-sandbox/sbx/guests/internal/guesttest"
	"github.com/sbx-sandbox/sbx/guests/js"
)

// module returns the embedded guest; guesttest compiles it once per test
// binary (and caches the compilation on disk).
func module(t *testing.T) []byte {
	t.Helper()
	w, err := js.Wasm()
	if err != nil {
		t.Fatal(err)
	}
	return w
}

func TestWasmMatchesSHA256SUMS(t *testing.T) {
	w := module(t)
	sum := sha256.Sum256(w)
	want, err := js.Sum("js.wasm")
	if err != nil {
		t.Fatal(err)
	}
	if got := hex.EncodeToString(sum[:]); got != want {
		t.Errorf("sha256(js.wasm) = %s, SHA256SUMS says %s", got, want)
	}
	gz := sha256.Sum256(js.WasmGz)
	if want, err := js.Sum("js.wasm.gz"); err != nil || hex.EncodeToString(gz[:]) != want {
		t.Errorf("sha256(js.wasm.gz) = %x, SHA256SUMS says %s (%v)", gz, want, err)
	}
	if _, err := js.Sum("nope"); err == nil {
		t.Error("Sum(nope) succeeded")
	}
}

// step is one sbx_exec call in a kernel and what it must produce.
type step struct {
	code   string
	status int32
	stdout string // exact, unless stdoutHas is set
	// stdoutHas and stderrHas are substrings that must appear.
	stdoutHas, stderrHas []string
}

func runKernel(t *testing.T, inst *guesttest.Instance, steps []step) {
	t.Helper()
	for _, s := range steps {
		status, stdout, stderr := inst.Exec(s.code)
		ok := status == s.status
		if s.stdoutHas == nil && stdout != s.stdout {
			ok = false
		}
		for _, want := range s.stdoutHas {
			ok = ok && strings.Contains(stdout, want)
		}
		for _, want := range s.stderrHas {
			ok = ok && strings.Contains(stderr, want)
		}
		if s.stderrHas == nil && s.status == 0 && stderr != "" {
			ok = false
		}
		if !ok {
			t.Errorf("exec %q\n= %d\nstdout: %q\nstderr: %q\nwant %d, stdout %q (has %q), stderr has %q",
				s.code, status, stdout, stderr, s.status, s.stdout, s.stdoutHas, s.stderrHas)
		}
	}
}

func newKernel(t *testing.T) *guesttest.Instance {
	t.Helper()
	inst := guesttest.New(t, module(t))
	inst.Init()
	return inst
}

func TestKernelState(t *testing.T) {
	runKernel(t, newKernel(t), []step{
		{code: "globalThis.x = 41", stdout: "41\n"}, // the value, as node's REPL shows it
		{code: "throw new Error('boom')", status: 1, stderrHas: []string{"Uncaught Error: boom", "at <eval> (<exec>:1"}},
		{code: "console.log(x + 1)", stdout: "42\n"},
		// top-level var, let, const and functions persist like in a REPL
		{code: "var v = 1; let l = 2; const c = 3; function f() { return v + l + c }", stdout: ""},
		{code: "l += 10; console.log(f())", stdout: "16\n"},
		{code: "let l = 0", status: 1, stderrHas: []string{"SyntaxError"}},
		// top-level await, and state set after it
		{code: "const r = await new Promise((res) => setTimeout(() => res('late'), 5)); console.log(r)", stdout: "late\n"},
		{code: "console.log(r.toUpperCase())", stdout: "LATE\n"},
		// process.exit returns the status and the kernel stays usable
		{code: "process.exit(3); console.log('not reached')", status: 3},
		{code: "(async () => { await null; process.exit(4) })(); await null; await null; console.log('not reached')", status: 4},
		{code: "console.log('still here')", stdout: "still here\n"},
		{code: "process.exitCode = 2", status: 2, stdout: "2\n"},
		{code: "console.log(process.exitCode)", stdout: "undefined\n"},
		// deep recursion is an exception, not a trap
		{code: "function deep(n) { return deep(n + 1) } deep(0)", status: 1,
			stderrHas: []string{"Uncaught InternalError: stack overflow", "at deep (<exec>:1", "more frames"}},
		{code: "try { deep(0) } catch (e) { console.log(e instanceof InternalError || e instanceof RangeError) }", stdout: "true\n"},
		{code: "console.log([1, 2].map((n) => n * 2))", stdout: "[ 2, 4 ]\n"},
	})
}

func TestKernelErrors(t *testing.T) {
	runKernel(t, newKernel(t), []step{
		{code: "throw 42", status: 1, stderrHas: []string{"Uncaught 42"}},
		{code: "null.x", status: 1, stderrHas: []string{"Uncaught TypeError: cannot read property 'x' of null"}},
		{code: "this is not js", status: 1, stderrHas: []string{"Uncaught SyntaxError"}},
		{code: "Promise.reject(new RangeError('nobody catches me')); console.log('sync part')",
			status: 1, stdout: "sync part\n", stderrHas: []string{"Uncaught RangeError: nobody catches me"}},
		{code: "Promise.reject(new Error('caught')).catch(() => console.log('handled'))", stdout: "handled\n"},
		{code: "setTimeout(() => { throw new Error('in a timer') }, 1); setTimeout(() => console.log('never'), 20)",
			status: 1, stdoutHas: []string{"Timeout {"}, stderrHas: []string{"Uncaught Error: in a timer"}},
		{code: "await new Promise(() => {})", status: 13, stderrHas: []string{"unsettled top-level await"}},
		{code: "console.log(await import('./missing.js').catch((e) => e.code))", stdout: "ERR_MODULE_NOT_FOUND\n"},
		{code: "console.error('to stderr'); console.warn('warned')", stdout: "", stderrHas: []string{"to stderr\nwarned\n"}},
		{code: "console.log('ok')", stdout: "ok\n"},
	})
}

func TestLanguage(t *testing.T) {
	runKernel(t, newKernel(t), []step{
		// ES2020-ES2023
		{code: "const o = { a: { b: null } }; console.log(o?.a?.b?.c, o.z ?? 'dflt', o.a.b ?? 0)", stdout: "undefined dflt 0\n"},
		{code: "console.log(2n ** 64n + 1n, 10n / 3n, typeof 1n, BigInt(2 ** 53) + 1n)", stdout: "18446744073709551617n 3n bigint 9007199254740993n\n"},
		{code: "class C { #secret = 7; static #n = 0; get s() { return this.#secret } static inc() { return ++C.#n } has(o) { return #secret in o } }; " +
			"console.log(new C().s, C.inc(), C.inc(), new C().has(new C()), new C().has({}))", stdout: "7 1 2 true false\n"},
		{code: "const arr = [3, 1, 2]; console.log(arr.at(-1), arr.toSorted(), arr, arr.toReversed(), arr.with(0, 9), arr.findLast((n) => n > 1))",
			stdout: "2 [ 1, 2, 3 ] [ 3, 1, 2 ] [ 2, 1, 3 ] [ 9, 1, 2 ] 2\n"},
		{code: "console.log(Object.groupBy([1, 2, 3], (n) => n % 2 ? 'odd' : 'even'), Object.hasOwn({ k: 1 }, 'k'), 'a-b-c'.replaceAll('-', '+'))",
			stdout: "[Object: null prototype] { odd: [ 1, 3 ], even: [ 2 ] } true a+b+c\n"},
		{code: "const { promise, resolve } = Promise.withResolvers(); resolve(5); console.log(await promise, await Promise.any([Promise.reject(1), 2]))", stdout: "5 2\n"},
		{code: "console.log(/(?<y>\\d{4})-(?<m>\\d\\d)/.exec('2024-05').groups.y, 'x'.padStart(3, '-'), [[1, [2]], 3].flat(Infinity))",
			stdout: "2024 --x [ 1, 2, 3 ]\n"},
		// built-ins
		{code: "console.log(JSON.stringify({ a: [1, { b: 'c' }], d: null }), JSON.parse('{\"x\":[1,2]}').x[1])", stdout: "{\"a\":[1,{\"b\":\"c\"}],\"d\":null} 2\n"},
		{code: "console.log(new Date(Date.UTC(2024, 1, 29, 12)).toISOString(), new Date('2024-03-01T00:00:00Z').getTime(), typeof Date.now())",
			stdout: "2024-02-29T12:00:00.000Z 1709251200000 number\n"},
		{code: "console.log(Math.max(1, 5, 3), Math.sqrt(16), Math.round(2.5), Math.hypot(3, 4), Number((0.1 + 0.2).toFixed(2)), Math.trunc(-4.7))",
			stdout: "5 4 3 5 0.3 -4\n"},
		{code: "const t = new Float64Array([1.5, 2.5]); const u = new Uint8Array(t.buffer); console.log(t.reduce((a, b) => a + b), u.length, new Int16Array([70000])[0], new DataView(new ArrayBuffer(4)).getInt32(0))",
			stdout: "4 16 4464 0\n"},
		{code: "const m = new Map([[1, 'a']]); const s = new Set([1, 1, 2]); const w = new WeakMap(); console.log(m.get(1), s.size, w instanceof WeakMap)", stdout: "a 2 true\n"},
		{code: "function* g() { yield 1; yield 2 } async function* ag() { yield 3 } const out = [...g()]; for await (const v of ag()) out.push(v); console.log(out)", stdout: "[ 1, 2, 3 ]\n"},
		{code: "console.log(Math.random() !== Math.random(), crypto.randomUUID().length, new TextDecoder().decode(new TextEncoder().encode('héllo')))", stdout: "true 36 héllo\n"},
	})
}

func TestConsoleFormat(t *testing.T) {
	// the same output as node's util.inspect for these values
	runKernel(t, newKernel(t), []step{
		{code: "console.log('str', 42, -0, 1n, true, undefined, null, Symbol('s'))", stdout: "str 42 -0 1n true undefined null Symbol(s)\n"},
		{code: "console.log({ a: 1, 'b-c': [1, 'two', { d: {} }] }, [])", stdout: "{ a: 1, 'b-c': [ 1, 'two', { d: {} } ] } []\n"},
		{code: "console.log({ a: { b: { c: { d: 1 } } } })", stdout: "{ a: { b: { c: [Object] } } }\n"},
		{code: "const c = { n: 1 }; c.self = c; console.log(c)", stdout: "<ref *1> { n: 1, self: [Circular *1] }\n"},
		{code: "console.log(new Map([['k', 1]]), new Set([1]), function foo() {}, class A {}, [, 1], /x/g, new Date(0))",
			stdout: "Map(1) { 'k' => 1 } Set(1) { 1 } [Function: foo] [class A] [ <1 empty item>, 1 ] /x/g 1970-01-01T00:00:00.000Z\n"},
		{code: "class P { #x = 1; y = 2 }; console.log(new P(), new Uint8Array(2), Object.create(null), \"it's\", [\"it's\"])",
			stdout: "P { y: 2 } Uint8Array(2) [ 0, 0 ] [Object: null prototype] {} it's [ \"it's\" ]\n"},
		{code: "console.log(Array.from({ length: 30 }, (_, i) => i))",
			stdout: "[\n   0,  1,  2,  3,  4,  5,  6,  7,  8,\n   9, 10, 11, 12, 13, 14, 15, 16, 17,\n  18, 19, 20, 21, 22, 23, 24, 25, 26,\n  27, 28, 29\n]\n"},
		{code: "console.log({ aaaa: 'aaaaaaaaaa', b: 'bbbbbbbbbb', c: 'cccccccccc', d: 'dddddddddd', e: 'eeeeeeeeee', f: 'ffffffffff' })",
			stdout: "{\n  aaaa: 'aaaaaaaaaa',\n  b: 'bbbbbbbbbb',\n  c: 'cccccccccc',\n  d: 'dddddddddd',\n  e: 'eeeeeeeeee',\n  f: 'ffffffffff'\n}\n"},
		{code: "console.log('%s is %d years and %o', 'Bob', 42.5, { a: 1 }, 'extra')", stdout: "Bob is 42.5 years and { a: 1 } extra\n"},
		{code: "console.log(new Error('shown'))", stdoutHas: []string{"Error: shown\n    at <eval> (<exec>:1"}},
		{code: "console.log(Promise.resolve(4), Buffer.from('hi'))", stdout: "Promise { 4 } <Buffer 68 69>\n"},
		{code: "console.info('i'); console.debug('d'); console.table([{ a: 1 }])", stdoutHas: []string{"i\nd\n", "│ (index) │ a │"}},
	})
}

func TestFilesAndModules(t *testing.T) {
	inst := newKernel(t)
	if err := os.MkdirAll(filepath.Join(inst.Workspace, "lib"), 0o755); err != nil {
		t.Fatal(err)
	}
	files := map[string]string{
		"lib/math.mjs": "export const add = (a, b) => a + b;\nexport default 'math';\n",
		"lib/cjs.js":   "const path = require('path');\nmodule.exports = { base: path.basename(__filename) };\n",
	}
	for name, body := range files {
		if err := os.WriteFile(filepath.Join(inst.Workspace, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	runKernel(t, inst, []step{
		{code: "console.log(process.cwd())", stdout: "/workspace\n"},
		// node-like fs, as a module and through require
		{code: "import fs from 'fs'; fs.writeFileSync('note.txt', 'written in one exec'); fs.mkdirSync('a/b', { recursive: true })", stdout: "'/workspace/a'\n"},
		{code: "console.log(fs.readFileSync('note.txt', 'utf8'), fs.existsSync('a/b'), fs.readdirSync('.'))",
			stdout: "written in one exec true [ 'a', 'lib', 'note.txt' ]\n"},
		{code: "const { readFileSync, statSync } = require('node:fs'); console.log(readFileSync('/workspace/note.txt').toString().length, statSync('note.txt').size, statSync('a').isDirectory())",
			stdout: "19 19 true\n"},
		{code: "fs.appendFileSync('note.txt', '!'); console.log(await fs.promises.readFile('note.txt', 'utf8'))", stdout: "written in one exec!\n"},
		{code: "fs.readFileSync('missing.txt')", status: 1, stderrHas: []string{"ENOENT: no such file or directory, open 'missing.txt'", "code: 'ENOENT'"}},
		{code: "fs.rmSync('a', { recursive: true }); console.log(fs.existsSync('a'))", stdout: "false\n"},
		// static imports in exec'd code become bindings of the global scope
		{code: "import { add } from './lib/math.mjs'; import * as ns from './lib/math.mjs'; console.log(add(2, 3), ns.default)", stdout: "5 math\n"},
		{code: "console.log(add(1, 1))", stdout: "2\n"},
		{code: "const m = await import('./lib/math.mjs'); console.log(m.add(20, 22))", stdout: "42\n"},
		{code: "console.log(require('./lib/cjs.js').base, (await import('./lib/cjs.js')).default.base)", stdout: "cjs.js cjs.js\n"},
		{code: "import path from 'node:path'; console.log(path.join('/a', 'b/../c'), path.resolve('x'), path.extname('f.tar.gz'))", stdout: "/a/c /workspace/x .gz\n"},
	})
	if b, err := os.ReadFile(filepath.Join(inst.Workspace, "note.txt")); err != nil || string(b) != "written in one exec!" {
		t.Errorf("host sees note.txt = %q, %v", b, err)
	}
}

func TestProcessMode(t *testing.T) {
	w := module(t)
	tests := []struct {
		name   string
		args   []string
		stdin  string
		files  map[string]string
		code   int
		stdout string
		stderr string // substring
	}{
		{name: "version", args: []string{"js", "--version"}, stdout: "QuickJS " + js.Version + "\n"},
		{name: "versions", args: []string{"js", "-c", "console.log(process.versions.quickjs)"}, stdout: js.Version + "\n"},
		{name: "code with args", args: []string{"js", "-c", "console.log(process.argv.slice(1))", "a", "b"}, stdout: "[ 'a', 'b' ]\n"},
		{name: "exit", args: []string{"js", "-c", "process.exit(3)"}, code: 3},
		{name: "uncaught", args: []string{"js", "-c", "function f() { throw new TypeError('bad') }\nf()"}, code: 1,
			stderr: "Uncaught TypeError: bad\n    at f ([eval]:1"},
		{name: "top-level await", args: []string{"js", "-c", "console.log(await Promise.resolve(7))"}, stdout: "7\n"},
		{name: "stdin", args: []string{"js", "-"}, stdin: "console.log('from stdin', 6 * 7)", stdout: "from stdin 42\n"},
		{name: "module file", args: []string{"js", "main.mjs", "x"}, files: map[string]string{
			"main.mjs": "import { add } from './lib/add.js';\nimport data from './data.json' with { type: 'json' };\n" +
				"const later = await import('./lib/add.js');\n" +
				"console.log(add(1, 2), later.add(3, 4), data.n, import.meta.main, process.argv.slice(2));\n",
			"lib/add.js": "export function add(a, b) { return a + b; }\n",
			"data.json":  `{"n": 42}`,
		}, stdout: "3 7 42 true [ 'x' ]\n"},
		{name: "module file throws", args: []string{"js", "bad.mjs"}, files: map[string]string{
			"bad.mjs":   "import './lib/ok.js';\nthrow new RangeError('from module');\n",
			"lib/ok.js": "console.log('dependency ran');\n",
		}, code: 1, stdout: "dependency ran\n", stderr: "Uncaught RangeError: from module\n    at <anonymous> (/workspace/bad.mjs:2"},
		{name: "commonjs file", args: []string{"js", "script.js"}, files: map[string]string{
			"script.js":    "const { twice } = require('./lib/twice');\nconsole.log(twice(21), require('path').basename(__filename));\nprocess.exitCode = 5;\n",
			"lib/twice.js": "exports.twice = (n) => n * 2;\n",
		}, code: 5, stdout: "42 script.js\n"},
		{name: "missing file", args: []string{"js", "nope.js"}, code: 1, stderr: "Cannot find module '/workspace/nope.js'"},
		{name: "bad option", args: []string{"js", "--nope"}, code: 2, stderr: "bad option"},
		{name: "timers", args: []string{"js", "-c", "setTimeout(() => console.log('b'), 10); setTimeout(() => console.log('a'), 1); setImmediate(() => console.log('i')); queueMicrotask(() => console.log('m'))"},
			stdout: "m\ni\na\nb\n"},
		{name: "unhandled rejection", args: []string{"js", "-c", "Promise.reject(new Error('lost'))"}, code: 1, stderr: "Uncaught Error: lost"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			for name, body := range tt.files {
				p := filepath.Join(dir, name)
				if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			code, stdout, stderr := guesttest.Main(t, w, tt.args, tt.stdin, guesttest.WithDir(dir, guesttest.Workspace))
			if code != tt.code || stdout != tt.stdout || !strings.Contains(stderr, tt.stderr) {
				t.Errorf("%q = %d\nstdout: %q\nstderr: %q\nwant %d, stdout %q, stderr containing %q",
					tt.args, code, stdout, stderr, tt.code, tt.stdout, tt.stderr)
			}
			if tt.code == 0 && stderr != "" {
				t.Errorf("%q wrote to stderr: %q", tt.args, stderr)
			}
		})
	}
}

// TestIntl compares the en-US, UTC formats and BigInt.asUintN/asIntN with
// what Node 20 (full ICU) prints for the same script.
func TestIntl(t *testing.T) {
	const script = `const d = new Date(Date.UTC(2024, 0, 5, 15, 4, 5)); const o = { timeZone: 'UTC' };
const out = [
  BigInt.asUintN(64, -1n), BigInt.asUintN(32, -1n), BigInt.asUintN(8, -1n), BigInt.asIntN(64, 2n ** 63n), BigInt.asUintN(64, 2n ** 64n + 5n), BigInt.asIntN(8, 255n), BigInt.asUintN(128, -(2n ** 70n)), BigInt.asUintN(64, 5n),
  d.toLocaleString('en-US', o), d.toLocaleTimeString('en-US', o), d.toLocaleDateString('en-US', o),
  new Intl.DateTimeFormat('en-US', { ...o, dateStyle: 'full', timeStyle: 'long' }).format(d),
  new Intl.DateTimeFormat('en-US', { ...o, dateStyle: 'medium', timeStyle: 'short' }).format(d),
  new Intl.DateTimeFormat('en-US', { ...o, dateStyle: 'short' }).format(d),
  new Intl.DateTimeFormat('en-US', { ...o, hour: '2-digit', minute: '2-digit', hour12: false }).format(d),
  new Intl.DateTimeFormat('en-US', { ...o, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric' }).format(d),
  new Intl.DateTimeFormat('en-US', { ...o, month: 'long', year: 'numeric' }).format(d),
  new Intl.DateTimeFormat('en-US', { ...o, timeStyle: 'full' }).format(d),
  new Intl.DateTimeFormat('en-US', { ...o, year: '2-digit', month: '2-digit', day: '2-digit' }).format(d),
  new Intl.DateTimeFormat('en-US', { ...o, month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(d),
  new Intl.DateTimeFormat('en-US', { ...o, weekday: 'long' }).format(d),
  new Intl.DateTimeFormat(undefined, o).format(d),
  (1234.5).toLocaleString('en-US', { style: 'currency', currency: 'USD' }), (-1234.5).toLocaleString('en-US', { style: 'currency', currency: 'EUR' }),
  (1234.5).toLocaleString('en-US', { style: 'currency', currency: 'CHF' }), (1234.5).toLocaleString('en-US', { style: 'currency', currency: 'JPY' }),
  new Intl.NumberFormat('en-US', { notation: 'compact' }).format(1234567), new Intl.NumberFormat('en-US', { notation: 'compact' }).format(12345), new Intl.NumberFormat('en-US', { notation: 'compact' }).format(999),
  (1.005).toLocaleString(undefined, { maximumFractionDigits: 2 }), (-0.5).toLocaleString(), (0.256).toLocaleString('en-US', { style: 'percent' }),
  (123456.789).toLocaleString('en-US', { maximumSignificantDigits: 3 }), (1234567.891).toLocaleString(), (0.1 + 0.2).toLocaleString(),
  (5).toLocaleString('en-US', { minimumFractionDigits: 2 }), (1e21).toLocaleString(), (-0).toLocaleString(), NaN.toLocaleString(),
  (12345.678).toLocaleString('en-US', { maximumFractionDigits: 0 }), (0.000123).toLocaleString(), (42).toLocaleString('en-US', { minimumIntegerDigits: 4 }),
  (1234).toLocaleString('en-US', { useGrouping: false }), (123456789n).toLocaleString(), (0.5).toLocaleString('en-US', { maximumFractionDigits: 0 }), (2.5).toLocaleString('en-US', { maximumFractionDigits: 0 }),
  new Intl.PluralRules('en-US').select(1), new Intl.PluralRules('en-US', { type: 'ordinal' }).select(22),
  ['b', 'a10', 'a2', 'A1'].sort(new Intl.Collator('en', { numeric: true }).compare).join(' '),
];
console.log(JSON.stringify(out.map(String)));
`
	want := `["18446744073709551615","4294967295","255","-9223372036854775808","5","-1","340282366920938462282782986714356908032","5","1/5/2024, 3:04:05 PM","3:04:05 PM","1/5/2024","Friday, January 5, 2024 at 3:04:05 PM UTC","Jan 5, 2024, 3:04 PM","1/5/24","15:04","Fri, Jan 5, 3 PM","January 2024","3:04:05 PM Coordinated Universal Time","01/05/24","Jan 5, 2024, 3:04 PM","Friday","1/5/2024","$1,234.50","-€1,234.50","CHF 1,234.50","¥1,235","1.2M","12K","999","1.01","-0.5","26%","123,000","1,234,567.891","0.3","5.00","1,000,000,000,000,000,000,000","-0","NaN","12,346","0","0,042","1234","123,456,789","1","3","one","two","A1 a2 a10 b"]`
	runKernel(t, newKernel(t), []step{
		{code: script, stdout: want + "\n"},
		{code: "new Intl.DateTimeFormat('en-US', { timeZone: 'Mars/Olympus' })", status: 1,
			stderrHas: []string{"RangeError: Invalid time zone specified: Mars/Olympus"}},
		{code: "new Intl.Locale('en')", status: 1, stderrHas: []string{"Intl.Locale is not supported by the sandbox's Intl"}},
		{code: "new Intl.RelativeTimeFormat('en', { numeric: 'auto' }).format(-1, 'day')", stdout: "'yesterday'\n"},
		{code: "new Intl.ListFormat('en')", stdout: "ListFormat [Intl.ListFormat] {}\n"},
		{code: "console.log(Object.prototype.toString.call(Intl), new Intl.NumberFormat('de-DE').resolvedOptions().locale)", stdout: "[object Intl] de-DE\n"},
	})
}
