package ostier

import (
	"context"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/sbx-sandbox/sbx/fallback"
	"github.com/sbx-sandbox/sbx/fallback/internal/tiertest"
	"github.com/sbx-sandbox/sbx/internal/sbxtest"
)

// kernelAge runs sbxtest.KernelAgeCell in sandbox id.
func kernelAge(t *testing.T, p *OS, id string) (age time.Duration, pandas bool) {
	t.Helper()
	res, err := p.RunPython(context.Background(), id, fallback.ExecRequest{Stdin: []byte(sbxtest.KernelAgeCell), Timeout: 30 * time.Second})
	if err != nil || res.ExitCode != 0 {
		t.Fatalf("%+v, %v", res, err)
	}
	return sbxtest.KernelAge(t, res.Stdout)
}

// waitSpare waits until p has n spares ready.
func waitSpare(t testing.TB, p *OS, n int) {
	t.Helper()
	for deadline := time.Now().Add(30 * time.Second); p.Spares().Ready < n; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("%d spares after 30 s, want %d", p.Spares().Ready, n)
		}
	}
}

// A new os sandbox is a spare made ahead for its kind: its kernel runs
// already, with pandas imported, and it holds nothing of the sandbox
// made before it; another owner's sandbox is made anew.
func TestOSSpares(t *testing.T) {
	p, create := osWithSpares(t, 2, 1<<30)
	ctx := context.Background()
	native := p.Capabilities(ctx).PythonModules["pandas"]
	asked := time.Now()
	first, _ := create("alice")
	if age, _ := kernelAge(t, p, first); age > time.Since(asked) {
		t.Fatalf("the first sandbox's kernel is %v old: no spare was asked for yet", age)
	}
	p.RunPython(ctx, first, fallback.ExecRequest{Stdin: []byte("secret = 42\nopen('/workspace/left.txt', 'w').write('x')\nopen('/tmp/left.txt', 'w').write('x')")})
	waitSpare(t, p, 1)
	st := p.Spares()
	if st.Memory <= 0 || st.Memory > st.Budget {
		t.Fatalf("spares %+v", st)
	}
	time.Sleep(time.Second)
	asked = time.Now()
	second, ws := create("alice")
	if age, pandas := kernelAge(t, p, second); age < time.Since(asked) || pandas != native {
		t.Fatalf("the second sandbox's kernel is %v old, pandas loaded %v: not the spare", age, pandas)
	}
	res, err := p.RunPython(ctx, second, fallback.ExecRequest{Stdin: []byte(`import os
print(sorted(os.listdir("/workspace")), os.path.exists("/tmp/left.txt"), "secret" in globals())
_ = open("/workspace/out.txt", "w").write("y")`)})
	if err != nil || res.Stdout != "['.venv', 'mine.txt'] False False\n" {
		t.Fatalf("the spare holds what it should not: %+v, %v", res, err)
	}
	if b, err := os.ReadFile(filepath.Join(ws, "out.txt")); err != nil || string(b) != "y" {
		t.Fatalf("what the spare wrote did not reach its workspace: %q, %v", b, err)
	}
	waitSpare(t, p, 1)
	time.Sleep(time.Second)
	asked = time.Now()
	other, _ := create("bob")
	if age, _ := kernelAge(t, p, other); age > time.Since(asked) {
		t.Fatalf("bob's sandbox has a kernel %v old: alice's spare", age)
	}
}

// osWithSpares returns an os provider keeping spares, and a function
// that creates a sandbox of owner's on it, with a file in its workspace.
func osWithSpares(t *testing.T, n int, memory int64) (*OS, func(owner string) (id, workspace string)) {
	p := NewOS(OSOptions{Spares: n, SpareMemory: memory})
	t.Cleanup(func() { p.Close() })
	ctx := context.Background()
	if caps := p.Capabilities(ctx); !caps.Available {
		tiertest.Skip(t, "os provider unavailable: %s", caps.Gaps())
	}
	return p, func(owner string) (string, string) {
		ws, home := t.TempDir(), t.TempDir()
		os.WriteFile(filepath.Join(ws, "mine.txt"), []byte(owner), 0o644)
		id, err := p.Create(ctx, fallback.Spec{Owner: owner, Workspace: ws, Home: home})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { p.Destroy(ctx, id) })
		return id, ws
	}
}

// A spare whose kernel died is not handed out; the spares left end with
// the provider, their processes and directories with them; and the
// spares keep within their memory budget, those of the kinds asked for
// longest ago ending first.
func TestOSSparesEnd(t *testing.T) {
	p, create := osWithSpares(t, 2, 1<<30)
	create("alice")
	waitSpare(t, p, 1)
	size := p.Spares().Memory
	k := anySpare(p).b.kernels[pythonKind]
	k.proc.Signal(syscall.SIGKILL, true)
	<-k.proc.Exited()
	asked := time.Now()
	id, _ := create("alice")
	if age, _ := kernelAge(t, p, id); age > time.Since(asked) {
		t.Fatalf("a kernel %v old: the dead spare's, started again", age)
	}
	waitSpare(t, p, 1)
	sp := anySpare(p)
	k = sp.b.kernels[pythonKind]
	p.Close()
	select {
	case <-k.proc.Exited():
	case <-time.After(5 * time.Second):
		t.Fatal("a spare's kernel runs on after Close")
	}
	if _, err := os.Stat(sp.dir); !os.IsNotExist(err) {
		t.Fatalf("a spare's directory is left after Close: %v", err)
	}

	// Room for one spare: bob's, asked for last, ends alice's.
	p, create = osWithSpares(t, 2, size*3/2)
	create("alice")
	waitSpare(t, p, 1)
	create("bob")
	time.Sleep(time.Second)
	waitSpare(t, p, 1)
	p.spares.mu.Lock()
	var owners []string
	for key := range p.spares.ready {
		owners = append(owners, key.owner)
	}
	p.spares.mu.Unlock()
	if st := p.Spares(); st.Memory > st.Budget || len(owners) != 1 || owners[0] != "bob" {
		t.Fatalf("spares of %v, %+v", owners, st)
	}
}

// anySpare is one of p's spares ready.
func anySpare(p *OS) *osSpare {
	p.spares.mu.Lock()
	defer p.spares.mu.Unlock()
	for _, sp := range p.spares.ready {
		return sp
	}
	return nil
}

// A spare serves only sandboxes shaped as the one it was made for: the
// same owner, limits, quota and kind of home, and no egress allow-list.
func TestSpareKey(t *testing.T) {
	base := fallback.Spec{Owner: "alice", Workspace: "/w1", Home: "/h1"}
	key, ok := keyOf(base)
	if !ok {
		t.Fatal("a plain sandbox takes no spare")
	}
	for _, c := range []struct {
		name string
		edit func(*fallback.Spec)
		same bool // it may take base's spare
		ok   bool // it may take a spare at all
	}{
		{"other directories", func(s *fallback.Spec) { s.Workspace, s.Home = "/w2", "/h2" }, true, true},
		{"default limits spelled out", func(s *fallback.Spec) { s.Limits = fallback.DefaultLimits }, true, true},
		{"another user", func(s *fallback.Spec) { s.Owner = "bob" }, false, true},
		{"anonymous", func(s *fallback.Spec) { s.Owner = "" }, false, true},
		{"more memory", func(s *fallback.Spec) { s.Limits.Memory = 1 << 30 }, false, true},
		{"another quota", func(s *fallback.Spec) { s.Limits.WorkspaceBytes = 1 << 20 }, false, true},
		{"another timeout", func(s *fallback.Spec) { s.Limits.Timeout = time.Minute }, false, true},
		{"no home", func(s *fallback.Spec) { s.Home = "" }, false, true},
		{"a durable home", func(s *fallback.Spec) { s.HomeReadOnly = true }, false, true},
		{"an egress allow-list", func(s *fallback.Spec) { s.Egress = &fallback.Egress{Allow: []string{"pypi.org"}} }, false, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			spec := base
			c.edit(&spec)
			k, ok := keyOf(spec)
			if ok != c.ok || ok && (k == key) != c.same {
				t.Fatalf("key %+v (spare: %v), same as base's: %v; want %v, %v", k, ok, k == key, c.ok, c.same)
			}
		})
	}
	a, _ := keyOf(fallback.Spec{Owner: "alice", Workspace: "/w1", Home: "/homes/alice", HomeReadOnly: true})
	b, _ := keyOf(fallback.Spec{Owner: "alice", Workspace: "/w1", Home: "/homes/other", HomeReadOnly: true})
	if a == b {
		t.Fatal("two durable homes share a key")
	}
}
