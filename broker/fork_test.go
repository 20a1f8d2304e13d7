package broker

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/sbx-sandbox/sbx/hostfs"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// TestForkSandbox forks a Python and JavaScript sandbox three times
// through an MCP client: each fork starts with the source's variables,
// objects, closures and files, then changes its own, and the source and
// every fork see only their own changes. Forks count against the
// connection's cap, so a loop of forks stops there.
func TestForkSandbox(t *testing.T) {
	cs := connect(t, newBroker(t, Options{PerConnection: 6}), nil)
	src := call[SandboxInfo](t, cs, "create_sandbox", args{"provider": "wasm"}).SandboxID
	wantStdout(t, run(t, cs, "python", `
class Inventory:
    def __init__(self): self.items = {}
    def add(self, k, n): self.items[k] = self.items.get(k, 0) + n; return self
rows = [{"id": i, "sku": f"s{i % 100}", "qty": i % 9} for i in range(50_000)]
inv = Inventory().add("apple", 3)
open("plan.txt", "w").write("source\n")
print(len(rows), inv.items)`, "sandbox_id", src), "50000 {'apple': 3}\n")
	wantStdout(t, run(t, cs, "javascript", `
let step = 0;
const next = (() => { let n = 10; return () => ++n; })();
globalThis.cache = new Map([["k", "v"]]);
globalThis.next = next; globalThis.advance = () => ++step;
console.log(next(), advance(), cache.size)`, "sandbox_id", src), "11 1 1\n")

	var forks []string
	for i := 1; i <= 3; i++ {
		out := call[ForkSandboxOutput](t, cs, "fork_sandbox", args{"sandbox_id": src})
		if out.ForkedFrom != src || out.SandboxID == src || len(out.NotCarried) != 0 || !strings.Contains(strings.Join(out.Languages, ","), "python") {
			t.Fatalf("fork %d: %+v", i, out)
		}
		forks = append(forks, out.SandboxID)
		wantStdout(t, run(t, cs, "python", fmt.Sprintf(`rows.append({"id": -%d}); inv.add("fork%d", %d)
open("plan.txt", "a").write("fork %d\n")
print(len(rows), inv.items.get("fork%d"), type(inv).__name__)`, i, i, i, i, i), "sandbox_id", out.SandboxID), fmt.Sprintf("50001 %d Inventory\n", i))
		wantStdout(t, run(t, cs, "javascript", fmt.Sprintf(`cache.set("f", %d); console.log(next(), advance(), cache.size, cache.get("f"))`, i),
			"sandbox_id", out.SandboxID), fmt.Sprintf("12 2 2 %d\n", i))
	}
	for i, id := range forks {
		wantStdout(t, run(t, cs, "python", `print(len(rows), sorted(inv.items), open("plan.txt").read().split())`, "sandbox_id", id),
			fmt.Sprintf("50001 ['apple', 'fork%d'] ['source', 'fork', '%d']\n", i+1, i+1))
	}
	wantStdout(t, run(t, cs, "python", `print(len(rows), inv.items, open("plan.txt").read().split())`, "sandbox_id", src),
		"50000 {'apple': 3} ['source']\n")
	wantStdout(t, run(t, cs, "javascript", `console.log(next(), advance(), cache.size)`, "sandbox_id", src), "12 2 1\n")

	// a fork's own TTL and memory cap, which must hold what the kernel holds
	if short := call[ForkSandboxOutput](t, cs, "fork_sandbox", args{"sandbox_id": src, "ttl_seconds": 120}); short.TTLSeconds != 120 {
		t.Errorf("a fork asked for a TTL of 120 s has %d s", short.TTLSeconds)
	}
	mustContain(t, callErr(t, cs, "fork_sandbox", args{"sandbox_id": src, "memory_mb": 1}), "over the sandbox's memory limit of 1 MiB")

	// the source, four forks and one more fill the cap of 6
	call[ForkSandboxOutput](t, cs, "fork_sandbox", args{"sandbox_id": forks[0]})
	mustContain(t, callErr(t, cs, "fork_sandbox", args{"sandbox_id": src}), "already has 6 sandboxes")
	mustContain(t, callErr(t, cs, "fork_sandbox", args{"sandbox_id": "sb_0000000000000000"}), "not found")
}

// TestIdleSandboxSuspends checks that a sandbox idle past SuspendAfter
// has its interpreters written to disk, says so in its status, and
// resumes them with their state on its next call.
func TestIdleSandboxSuspends(t *testing.T) {
	b := newBroker(t, Options{SuspendAfter: 100 * time.Millisecond})
	cs := connect(t, b, nil)
	id := call[SandboxInfo](t, cs, "create_sandbox", args{"provider": "wasm"}).SandboxID
	wantStdout(t, run(t, cs, "python", "words = ['kept'] * 3", "sandbox_id", id), "")
	wantStdout(t, run(t, cs, "javascript", "globalThis.m = new Map([[1, 2]])", "sandbox_id", id), "Map(1) { 1 => 2 }\n")
	var files []string
	waitFor(t, "the idle sandbox's kernels on disk", func() bool {
		files, _ = filepath.Glob(filepath.Join(b.Options().DataDir, id, "kernels", "*.kernel"))
		return len(files) == 2
	})
	if !call[SandboxInfo](t, cs, "get_sandbox_status", args{"sandbox_id": id}).Suspended {
		t.Error("get_sandbox_status does not say the idle sandbox is suspended")
	}
	got := run(t, cs, "python", "print(words)", "sandbox_id", id)
	wantStdout(t, got, "['kept', 'kept', 'kept']\n")
	if got.StateReset {
		t.Error("the run that resumed the sandbox says state_reset")
	}
	wantStdout(t, run(t, cs, "javascript", "console.log(m.get(1))", "sandbox_id", id), "2\n")
}

// TestForkNativeSandbox forks a sandbox whose Python runs in the os tier:
// the fork has its files and the variables that pickle, runs its Python
// in the os tier too, and names what it lacks: a function a cell defined,
// and the processes.
func TestForkNativeSandbox(t *testing.T) {
	needOS(t)
	cs := connect(t, newBroker(t, Options{}), nil)
	id := call[SandboxInfo](t, cs, "create_sandbox", args{"provider": "os"}).SandboxID
	wantStdout(t, run(t, cs, "python", "x = 42\ndef f(): pass\n_ = open('kept.txt', 'w').write('on disk')", "sandbox_id", id), "")
	out := call[ForkSandboxOutput](t, cs, "fork_sandbox", args{"sandbox_id": id})
	if len(out.NotCarried) != 2 || !strings.Contains(out.NotCarried[0], "do not pickle") || !strings.Contains(out.NotCarried[0], ": f;") ||
		!strings.Contains(out.NotCarried[1], "processes the sandbox runs on the os provider") {
		t.Errorf("not_carried %q, want f and the processes named", out.NotCarried)
	}
	got := run(t, cs, "python", "print(open('kept.txt').read(), x)", "sandbox_id", out.SandboxID)
	wantStdout(t, got, "on disk 42\n")
	if got.Isolation != "namespace" {
		t.Errorf("the fork's Python ran with isolation %q", got.Isolation)
	}
	wantStdout(t, run(t, cs, "python", "x += 1\nprint(x)", "sandbox_id", id), "43\n")
	wantStdout(t, run(t, cs, "python", "print(x)", "sandbox_id", out.SandboxID), "42\n")
	if r := callTool(t, cs, "read_file", args{"path": "/workspace/.sbx/carry.pickle", "sandbox_id": id}); !r.IsError {
		t.Error("the source keeps the carried variables' file")
	}
}

// An auto sandbox that moved to the os tier for pandas forks with its
// DataFrame: the fork's Python runs there too, with the same rows.
func TestForkEscalatedSandbox(t *testing.T) {
	needOS(t)
	cs := connect(t, newBroker(t, Options{}), nil)
	wantStdout(t, run(t, cs, "python", "import pandas as pd\ndf = pd.DataFrame({'a': [1, 2, 3]})\nprint(len(df))", "timeout_seconds", 20), "3\n")
	out := call[ForkSandboxOutput](t, cs, "fork_sandbox", nil)
	got := run(t, cs, "python", "df['b'] = df.a * 10\nprint(df.b.sum(), type(df).__name__)", "sandbox_id", out.SandboxID, "timeout_seconds", 20)
	wantStdout(t, got, "60 DataFrame\n")
	if got.Isolation != "namespace" {
		t.Errorf("the fork's Python ran with isolation %q", got.Isolation)
	}
	wantStdout(t, run(t, cs, "python", "print(list(df.columns))"), "['a']\n")
}

// TestForkHardLinks forks a sandbox holding one 6 MiB file under three
// names, in a workspace quota of 16 MiB: the file counts once in the
// source and in the fork, which has it once, under the same three names.
func TestForkHardLinks(t *testing.T) {
	lim := wasmrt.DefaultLimits
	lim.Quota = hostfs.Quota{Bytes: 16 << 20, Files: 100}
	cs := connect(t, newBroker(t, Options{Limits: lim}), nil)
	src := call[SandboxInfo](t, cs, "create_sandbox", args{"provider": "wasm"}).SandboxID
	wantStdout(t, run(t, cs, "python", `import os
os.makedirs("d")
open("a.bin", "wb").write(b"x" * (6 << 20))
os.link("a.bin", "b.bin")
os.link("a.bin", "d/c.bin")`, "sandbox_id", src), "")
	fork := call[ForkSandboxOutput](t, cs, "fork_sandbox", args{"sandbox_id": src}).SandboxID
	for _, id := range []string{src, fork} {
		if st := call[SandboxInfo](t, cs, "get_sandbox_status", args{"sandbox_id": id}); st.WorkspaceBytes != 6<<20 {
			t.Errorf("%s counts %d bytes, want the file's %d once", id, st.WorkspaceBytes, 6<<20)
		}
	}
	wantStdout(t, run(t, cs, "python", `import os
st = [os.stat(p) for p in ("a.bin", "b.bin", "d/c.bin")]
print(len({s.st_ino for s in st}), st[0].st_nlink, st[0].st_size)`, "sandbox_id", fork), fmt.Sprintf("1 3 %d\n", 6<<20))
}
