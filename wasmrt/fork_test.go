package wasmrt

import (
	"context"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sbx-sandbox/sbx/hostfs"
)

// forkOf forks sb into new directories and closes the fork at the end.
func forkOf(t testing.TB, sb *Sandbox) (*Sandbox, string) {
	t.Helper()
	dir := t.TempDir()
	f, lost, err := sb.Fork(context.Background(), Config{Workspace: dir})
	if err != nil {
		t.Fatalf("Fork: %v", err)
	}
	if len(lost) > 0 {
		t.Errorf("Fork lost %q", lost)
	}
	t.Cleanup(func() { f.Close() })
	return f, dir
}

// want runs code and checks its stdout.
func want(t *testing.T, sb *Sandbox, lang Language, code, stdout string) {
	t.Helper()
	if res := run(t, sb, lang, code, 0); res.Stdout != stdout || res.ExitCode != 0 {
		t.Errorf("%.60q: stdout %q (exit %d, stderr %q), want %q", code, res.Stdout, res.ExitCode, res.Stderr, stdout)
	}
}

// TestForkKeepsState checks that a fork starts with its source's
// variables, objects, closures and files, and that from then on the
// source and each fork see only their own changes.
func TestForkKeepsState(t *testing.T) {
	if testRT.RestoreMode() == "boot" {
		t.Skip("snapshots are off")
	}
	src, srcDir := newSandbox(t, Limits{})
	want(t, src, Python, `
class Account:
    def __init__(self, owner): self.owner, self.balance = owner, 0
    def deposit(self, n): self.balance += n; return self
rows = [{"id": i, "name": f"row{i}", "score": i % 7} for i in range(50_000)]
acct = Account("ada").deposit(10)
open("notes.txt", "w").write("source\n")
print(len(rows), acct.balance)`, "50000 10\n")
	want(t, src, JavaScript, `
let counter = 0;
const bump = (() => { let n = 100; return () => ++n; })();
globalThis.seen = new Map([["a", 1]]);
globalThis.bump = bump; globalThis.tick = () => ++counter;
console.log(bump(), tick(), seen.size)`, "101 1 1\n")

	forks := make([]*Sandbox, 3)
	dirs := make([]string, 3)
	for i := range forks {
		forks[i], dirs[i] = forkOf(t, src)
	}
	for i, f := range forks {
		n := string(rune('1' + i))
		want(t, f, Python, `rows.append({"id": -1}); acct.deposit(`+n+`)
open("notes.txt", "a").write("fork `+n+`\n")
print(len(rows), acct.balance, type(acct).__name__)`, "50001 1"+n+" Account\n")
		want(t, f, JavaScript, `seen.set("f", `+n+`); console.log(bump(), tick(), seen.size, seen.get("f"))`, "102 2 2 "+n+"\n")
	}
	// a fork of a fork starts from the fork's state, not the source's
	grand, _ := forkOf(t, forks[0])
	want(t, grand, Python, `print(len(rows), acct.balance, open("notes.txt").read().split())`, "50001 11 ['source', 'fork', '1']\n")
	want(t, src, Python, `print(len(rows), acct.balance, open("notes.txt").read().strip())`, "50000 10 source\n")
	want(t, src, JavaScript, `console.log(bump(), tick(), seen.size)`, "102 2 1\n")
	for i, dir := range dirs {
		b, err := os.ReadFile(filepath.Join(dir, "notes.txt"))
		if w := "source\nfork " + string(rune('1'+i)) + "\n"; err != nil || string(b) != w {
			t.Errorf("fork %d's notes.txt: %q (%v), want %q", i+1, b, err, w)
		}
	}
	if b, _ := os.ReadFile(filepath.Join(srcDir, "notes.txt")); string(b) != "source\n" {
		t.Errorf("the source's notes.txt after the forks wrote theirs: %q", b)
	}
}

// slowLimits are the default limits with room for runs over large data on
// a loaded machine.
func slowLimits() Limits {
	l := DefaultLimits
	l.Timeout = l.MaxTimeout
	return l
}

// TestForkMemoryIsItsOwn checks that after a fork the source and the fork
// each see only their own writes, to memory the source held before the
// fork (a 16 MB bytearray, 50,000 dicts) and to memory either grows into
// after; and so do a second fork of the source after it wrote more, and a
// fork of the fork.
func TestForkMemoryIsItsOwn(t *testing.T) {
	if testRT.RestoreMode() == "boot" {
		t.Skip("snapshots are off")
	}
	const seen = `print(big.count(b"f"), big.count(b"t"), big.count(b"u"), rows[0]["id"], rows[1]["id"], len(globals().get("grown", b"")))`
	src, _ := newSandbox(t, slowLimits())
	want(t, src, Python, `big = bytearray(b"s") * (16 << 20)
rows = [{"id": i, "name": f"row{i}"} for i in range(50_000)]`, "")
	f1, _ := forkOf(t, src)
	want(t, f1, Python, `big[::4096] = b"f" * 4096; rows[0]["id"] = "f1"; grown = bytes(1 << 20)
`+seen, "4096 0 0 f1 1 1048576\n")
	want(t, src, Python, `big[1::4096] = b"t" * 4096; rows[1]["id"] = "src"; grown = bytes(8 << 20)
`+seen, "0 4096 0 0 src 8388608\n")
	f2, _ := forkOf(t, src)
	want(t, src, Python, `big[2::4096] = b"u" * 4096; rows[0]["id"] = "later"
`+seen, "0 4096 4096 later src 8388608\n")
	want(t, f2, Python, seen, "0 4096 0 0 src 8388608\n")
	want(t, f1, Python, seen, "4096 0 0 f1 1 1048576\n")
	g, _ := forkOf(t, f1)
	want(t, f1, Python, `big[3::4096] = b"u" * 4096; `+seen, "4096 0 4096 f1 1 1048576\n")
	want(t, g, Python, seen, "4096 0 0 f1 1 1048576\n")
}

// TestForkKeepsOpenFiles checks that a file the source's kernel holds
// open is open in the fork at the same offset, on the fork's copy, and
// that a new file the fork opens does not take its descriptor.
func TestForkKeepsOpenFiles(t *testing.T) {
	if testRT.RestoreMode() == "boot" {
		t.Skip("snapshots are off")
	}
	src, _ := newSandbox(t, Limits{})
	want(t, src, Python, `
open("data.txt", "w").write("line1\nline2\nline3\n")
r = open("data.txt")
r.readline()
log = open("/tmp/log.txt", "a")
log.write("src\n"); log.flush()
print(r.tell())`, "6\n")
	f, _ := forkOf(t, src)
	want(t, f, Python, `other = open("other.txt", "w")
log.write("fork\n"); log.flush()
print(r.readline().strip(), r.fileno() != other.fileno(), open("/tmp/log.txt").read().split())`, "line2 True ['src', 'fork']\n")
	want(t, src, Python, `print(r.readline().strip(), open("/tmp/log.txt").read().split())`, "line2 ['src']\n")
}

// TestForkCopiesOwnHome checks that a fork of a sandbox with a home of its
// own starts with a copy of that home, open files in it included, and
// that from then on each home is its own; a fork given a durable home
// shows that home instead.
func TestForkCopiesOwnHome(t *testing.T) {
	if testRT.RestoreMode() == "boot" {
		t.Skip("snapshots are off")
	}
	src, _ := newSandbox(t, Limits{})
	want(t, src, Python, `import os
open(os.path.expanduser("~/.toolrc"), "w").write("src\n")
hist = open(os.path.expanduser("~/.history"), "a")
hist.write("one\n"); hist.flush()
print(sorted(os.listdir("/home/user")))`, "['.history', '.toolrc']\n")
	f, _ := forkOf(t, src)
	want(t, f, Python, `hist.write("fork\n"); hist.flush()
print(open("/home/user/.toolrc").read().strip(), open("/home/user/.history").read().split())`, "src ['one', 'fork']\n")
	want(t, src, Python, `print(open("/home/user/.history").read().split())`, "['one']\n")

	durable, err := hostfs.Open(t.TempDir(), hostfs.DefaultQuota)
	if err != nil {
		t.Fatal(err)
	}
	defer durable.Close()
	g, _, err := src.Fork(context.Background(), Config{Workspace: t.TempDir(), Home: durable})
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	want(t, g, Python, `print(os.listdir("/home/user"))`, "[]\n")
}

// TestForkWaitsForRun checks that a fork of a sandbox whose run does not
// end in time says so rather than copying a kernel mid-run.
func TestForkWaitsForRun(t *testing.T) {
	src, _ := newSandbox(t, Limits{})
	run(t, src, Python, "x = 1", 0)
	started := make(chan struct{})
	go func() {
		close(started)
		src.Run(context.Background(), Request{Language: Python, Code: "import time; time.sleep(2)"})
	}()
	<-started
	for src.runMu.TryLock() { // until the run holds the kernel
		src.runMu.Unlock()
	}
	ctx, cancel := context.WithTimeout(context.Background(), 100e6)
	defer cancel()
	_, _, err := src.Fork(ctx, Config{Workspace: t.TempDir()})
	if err == nil || !strings.Contains(err.Error(), "a run is still in progress") {
		t.Errorf("Fork during a run: %v, want a run in progress", err)
	}
}

// TestSuspendResume checks that a suspended sandbox's kernels come back
// with their state in a new sandbox over the same directories, as after a
// restart, once; and that a damaged or foreign kernel file is refused
// with a reset the result reports.
func TestSuspendResume(t *testing.T) {
	if testRT.RestoreMode() == "boot" {
		t.Skip("snapshots are off")
	}
	state := t.TempDir()
	sb, dir := newSandbox(t, Limits{})
	want(t, sb, Python, "big = bytes(range(256)) * 4096; name = 'kept'; f = open('held.txt', 'w'); _ = f.write('a')", "")
	want(t, sb, JavaScript, "globalThis.m = new Map([[1, 'one']])", "Map(1) { 1 => 'one' }\n")
	if err := sb.Suspend(context.Background(), state); err != nil {
		t.Fatal(err)
	}
	// the same sandbox resumes on its next run
	want(t, sb, Python, "print(name, len(big))", "kept 1048576\n")
	if err := sb.Suspend(context.Background(), state); err != nil {
		t.Fatal(err)
	}
	sb.Close()

	again, err := testRT.NewSandbox(Config{Workspace: dir, Limits: DefaultLimits})
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	lost, reset, err := again.Resume(context.Background(), state)
	if err != nil || reset || len(lost) > 0 {
		t.Fatalf("Resume: lost %q, reset %v, %v", lost, reset, err)
	}
	want(t, again, Python, "f.write('b'); f.close(); print(name, open('held.txt').read())", "kept ab\n")
	want(t, again, JavaScript, "console.log(m.get(1))", "one\n")
	if files, _ := filepath.Glob(filepath.Join(state, "*")); len(files) != 0 {
		t.Errorf("Resume left %q: a later restart could go back to an older state", files)
	}

	for _, damage := range []struct {
		name string
		do   func(b []byte) []byte
		why  string
	}{
		{"flipped byte", func(b []byte) []byte { b[len(b)/2] ^= 1; return b }, "damaged"},
		{"truncated", func(b []byte) []byte { return b[:len(b)-100] }, "damaged"},
		{"another build", func(b []byte) []byte { b[len(cacheMagic)] ^= 1; return b }, "another build"},
	} {
		t.Run(damage.name, func(t *testing.T) {
			if err := again.Suspend(context.Background(), state); err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(state, kernelName(pythonGuest(t)))
			b, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			os.WriteFile(path, damage.do(b), 0o600)
			res := run(t, again, Python, "print(name)", 0)
			if !res.StateReset || !strings.Contains(res.Stderr, damage.why) || !strings.Contains(res.Stderr, "NameError") {
				t.Errorf("a run after a %s kernel file: reset %v, stderr %q; want a reset naming %q", damage.name, res.StateReset, res.Stderr, damage.why)
			}
			want(t, again, JavaScript, "console.log(m.get(1))", "one\n")
			run(t, again, Python, "name = 'kept'", 0)
		})
	}
}

// pythonGuest is the main Python guest.
func pythonGuest(t testing.TB) *Guest {
	g, err := lookupGuest(Python)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// forkSetup fills a kernel with memory of every kind a fork shares: a
// 32 MB buffer and 50,000 dicts (in the template's free memory and past
// it), and a tag function that writes to all of them, to the interpreter's
// own objects, and into new memory that grows the kernel.
const forkSetup = `import sys
big = bytearray(32 << 20)
rows = [{"id": i} for i in range(50_000)]
grown = {}
def mark(t):
    i = ord(t) - ord("a")
    big[i * 4096 + 100::1 << 20] = t.encode() * 32
    rows[i * 997]["tag"] = t
    setattr(sys, "sbx_tag_" + t, t)
    grown[t] = bytearray(t.encode()) * (2 << 20)
def seen():
    kinds = [
        [chr(i + 97) for i in range(26) if big[i * 4096 + 100::1 << 20] == bytes([i + 97]) * 32],
        sorted(r["tag"] for r in rows if "tag" in r),
        sorted(k[8:] for k in dir(sys) if k.startswith("sbx_tag_")),
        sorted(k for k, v in grown.items() if v.count(k.encode()) == len(v)),
    ]
    print("".join(kinds[0]) if all(k == kinds[0] for k in kinds) else kinds)`

// forkScenarios are sequences of forks, writes ("mark s x" tags s with
// x), and closes; each sandbox must end up holding exactly the tags its
// own history wrote, its source's up to the fork included.
var forkScenarios = []struct {
	name  string
	steps []string
}{
	{"both write after a fork", []string{"mark src a", "fork src f", "mark src b", "mark f c"}},
	{"repeated forks", []string{"mark src a", "fork src f1", "mark src b", "fork src f2", "fork src f3",
		"mark src c", "fork src f4", "mark f1 d", "mark f2 e", "mark f4 f", "mark src g"}},
	{"fork of a fork", []string{"mark src a", "fork src f", "mark f b", "fork f g", "mark f c", "mark g d",
		"mark src e", "fork g h", "mark h f", "mark g g"}},
	{"source closed first", []string{"mark src a", "fork src f", "fork src f2", "close src", "mark f b",
		"fork f g", "close f", "mark g c", "mark f2 d"}},
	{"no writes between forks", []string{"fork src f1", "fork src f2", "mark f1 a", "fork src f3", "mark f3 b"}},
}

// TestForkSharesNoWrites checks, for each scenario, that no write of a
// sandbox reaches another after a fork, either way: in memory the source
// held before the fork (its template's and its own), in the interpreter's
// objects, in memory grown after; across repeated forks, forks of forks,
// and forks whose source is closed.
func TestForkSharesNoWrites(t *testing.T) {
	if testRT.RestoreMode() == "boot" {
		t.Skip("snapshots are off")
	}
	for _, sc := range forkScenarios {
		t.Run(sc.name, func(t *testing.T) { runForkScenario(t, sc.steps) })
	}
}

// runForkScenario plays steps from a sandbox src set up with forkSetup.
func runForkScenario(t *testing.T, steps []string) {
	src, _ := newSandbox(t, slowLimits())
	want(t, src, Python, forkSetup, "")
	boxes := map[string]*Sandbox{"src": src}
	tags := map[string]string{"src": ""}
	for _, step := range steps {
		var op, name, arg string
		fmt.Sscan(step, &op, &name, &arg)
		switch op {
		case "fork":
			boxes[arg], _ = forkOf(t, boxes[name])
			tags[arg] = tags[name]
		case "mark":
			want(t, boxes[name], Python, "mark("+strconv.Quote(arg)+")", "")
			tags[name] += arg
		case "close":
			boxes[name].Close()
			delete(boxes, name)
		}
	}
	for _, name := range slices.Sorted(maps.Keys(boxes)) {
		t.Run(name, func(t *testing.T) { want(t, boxes[name], Python, "seen()", tags[name]+"\n") })
	}
}

// TestForkWarmingIsUnseen checks that the cell sbx runs in a fork's
// kernel leaves nothing a cell could see: the fork's next cell has the
// number the source's next cell has, the last value and the random
// sequence are the source's, and nothing was printed.
func TestForkWarmingIsUnseen(t *testing.T) {
	if testRT.RestoreMode() == "boot" {
		t.Skip("snapshots are off")
	}
	src, _ := newSandbox(t, Limits{})
	want(t, src, Python, `import random; random.seed(7)`, "")
	if res := run(t, src, Python, `6 * 7`, 0); res.Stdout != "42\n" {
		t.Fatalf("6 * 7: %+v", res)
	}
	f, _ := forkOf(t, src)
	next := `import traceback
print(_, random.random())
try:
    1/0
except ZeroDivisionError as e:
    print(traceback.extract_tb(e.__traceback__)[-1].filename)`
	a, b := run(t, src, Python, next, 0), run(t, f, Python, next, 0)
	if a.Stdout != b.Stdout || a.Stderr != "" || b.Stderr != "" || !strings.Contains(a.Stdout, "<cell-3>") {
		t.Errorf("the source's next cell printed %q (stderr %q), the fork's %q (stderr %q); want the same, from <cell-3>", a.Stdout, a.Stderr, b.Stdout, b.Stderr)
	}
}

// TestForkWarmingIsBounded checks that a kernel whose code replaced what
// sbx's warming cell calls with a loop holds its fork back for about a
// second, not a run's time limit, and keeps its variables.
func TestForkWarmingIsBounded(t *testing.T) {
	if testRT.RestoreMode() == "boot" {
		t.Skip("snapshots are off")
	}
	src, _ := newSandbox(t, Limits{})
	want(t, src, Python, "import _sbx_cell, time\nkept = 42\n_sbx_cell.warm = lambda: time.sleep(3600)", "")
	f, _ := forkOf(t, src)
	start := time.Now()
	res := run(t, f, Python, "print(kept)", 0)
	if took := time.Since(start); res.Stdout != "42\n" || res.StateReset || took > 3*time.Second {
		t.Errorf("the fork's first run printed %q (state reset %v) after %v; want 42, within 3 s", res.Stdout, res.StateReset, took)
	}
}
