package shell

import (
	"context"
	"fmt"
	"io"
	"io/fs"
	"os"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"weak"

	"github.com/sbx-sandbox/sbx/internal/sh/interp"
	"mvdan.cc/sh/v3/syntax"

	"github.com/sbx-sandbox/sbx/shell/internal/command"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// MaxProcs is how many processes a sandbox's shell runs at once, across
// its command lines and background jobs: every background command (cmd &)
// and every pipeline stage but the last, which the interpreter runs
// concurrently, is one. A fork past it waits up to forkRetry for one to
// end, as Bash retries a fork that fails with EAGAIN, and then fails:
// "fork: Resource temporarily unavailable", status 126. Without the bound a
// fork bomb (b(){ b & b & wait; }; b) takes gigabytes of the server's
// memory within seconds.
const MaxProcs = 64

// forkRetry is how long a fork past MaxProcs waits for a process to end.
const forkRetry = time.Second

// ExitCannotRun is the status of a command that could not be started.
const ExitCannotRun = 126

// procCost is what one process is charged against the sandbox's memory
// limit on top of the heap it uses: its goroutine's stack and the pipe's
// kernel buffer, neither of which is in the Go heap.
const procCost = 8<<10 + 64<<10

// procTable counts one sandbox's running processes.
type procTable struct {
	slots   chan struct{} // one per running process
	waiting atomic.Int64  // forks waiting for a slot
}

// tables holds each sandbox's procTable while the sandbox exists.
var tables sync.Map // weak.Pointer[wasmrt.Sandbox] -> *procTable

// procsOf returns sb's process table, creating it on first use; it goes
// when sb is collected.
func procsOf(sb *wasmrt.Sandbox) *procTable {
	key := weak.Make(sb)
	if t, ok := tables.Load(key); ok {
		return t.(*procTable)
	}
	t, loaded := tables.LoadOrStore(key, &procTable{slots: make(chan struct{}, MaxProcs)})
	if !loaded {
		runtime.AddCleanup(sb, func(k weak.Pointer[wasmrt.Sandbox]) { tables.Delete(k) }, key)
	}
	return t.(*procTable)
}

// running is how many processes the sandbox runs now.
func (t *procTable) running() int { return len(t.slots) }

// start takes a slot for a new process, waiting up to forkRetry while no
// more than MaxProcs others wait too. It reports whether it had to wait
// and whether it got one; release gives the slot back.
func (t *procTable) start(ctx context.Context) (release func(), waited, ok bool) {
	release = func() { <-t.slots }
	select {
	case t.slots <- struct{}{}:
		return release, false, true
	default:
	}
	if t.waiting.Add(1) > MaxProcs {
		t.waiting.Add(-1)
		return nil, false, false
	}
	defer t.waiting.Add(-1)
	timer := time.NewTimer(forkRetry)
	defer timer.Stop()
	select {
	case t.slots <- struct{}{}:
		return release, true, true
	case <-timer.C:
	case <-ctx.Done():
	}
	return nil, true, false
}

// The commands a rewritten line runs in place of what the interpreter
// would otherwise run itself: unbounded (fork, eval, source), looking at
// the host (type) or losing a failed write (a builtin writing to a file).
// A space makes them names no function can have.
const (
	forkCmd    = "sbx fork"        // sbx fork SRC: run SRC as one process of the sandbox
	evalCmd    = "sbx eval"        // eval, with the text rewritten
	sourceDir  = "/dev/sbx-source" // a sourced file is read through here, rewritten
	builtinCmd = "sbx builtin"     // sbx builtin NAME ARG...: a builtin writing to a file, its writes checked
	typeCmd    = "sbx type"        // sbx type BUILTIN [-v|-V] NAME...: type and command -v answered from the sandbox's commands
)

// boundForks rewrites file so that each background command and each
// pipeline stage the interpreter would run in a goroutine of its own runs
// as "sbx fork SRC" instead, SRC being the command printed back to shell
// text: the fork then runs in that goroutine, takes a slot of the
// sandbox's process table and evaluates SRC. Inner commands are rewritten
// first, so a fork's SRC bounds its own forks too.
func boundForks(file *syntax.File) {
	var forks []*syntax.Stmt
	syntax.Walk(file, func(n syntax.Node) bool {
		switch n := n.(type) {
		case *syntax.Stmt:
			if (n.Background || n.Disown) && n.Cmd != nil {
				forks = append(forks, n)
			}
		case *syntax.BinaryCmd:
			if (n.Op == syntax.Pipe || n.Op == syntax.PipeAll) && n.X.Cmd != nil {
				forks = append(forks, n.X)
			}
		}
		return true
	})
	printer := syntax.NewPrinter()
	for i := len(forks) - 1; i >= 0; i-- { // innermost first: Walk visits parents before children
		st := forks[i]
		var src strings.Builder
		if err := printer.Print(&src, st.Cmd); err != nil {
			continue
		}
		if call := forkCall(src.String()); call != nil {
			st.Cmd = call
		}
	}
}

// forkCall returns the command "sbx fork SRC", or nil if SRC cannot be
// quoted.
func forkCall(src string) syntax.Command {
	quoted, err := syntax.Quote(src, syntax.LangBash)
	if err != nil {
		return nil
	}
	f, err := syntax.NewParser().Parse(strings.NewReader("'"+forkCmd+"' "+quoted), "")
	if err != nil || len(f.Stmts) != 1 {
		return nil
	}
	return f.Stmts[0].Cmd
}

// rewritten parses src as parse does and prints it back with its forks
// bounded, for eval and source.
func (s *lineState) rewritten(src string) (string, error) {
	file, err := parse(src)
	if err != nil {
		return "", err
	}
	s.noteFuncs(file)
	var out strings.Builder
	if err := syntax.NewPrinter().Print(&out, file); err != nil {
		return "", err
	}
	return out.String(), nil
}

// fork runs "sbx fork SRC" in the goroutine the interpreter started for a
// background command or a pipeline stage: it takes a slot of the
// sandbox's process table, or reports that none came free, and evaluates
// SRC in the goroutine's subshell.
func (s *lineState) fork(ctx context.Context, args []string) error {
	hc := interp.HandlerCtx(ctx)
	if len(args) != 2 {
		return interp.ExitStatus(command.ExitUsage)
	}
	release, waited, ok := s.procs.start(ctx)
	if waited && s.firstRetry.CompareAndSwap(false, true) {
		fmt.Fprintln(hc.Stderr, "sh: fork: retry: Resource temporarily unavailable")
	}
	if !ok {
		if s.refused.Add(1) == 1 {
			fmt.Fprintln(hc.Stderr, "sh: fork: Resource temporarily unavailable")
		}
		return interp.ExitStatus(ExitCannotRun)
	}
	defer release()
	s.live.Add(1)
	defer s.live.Add(-1)
	return hc.Builtin(ctx, []string{"eval", args[1]})
}

// eval runs the eval builtin on its arguments' text with its forks
// bounded.
func (s *lineState) eval(ctx context.Context, args []string) error {
	hc := interp.HandlerCtx(ctx)
	src, err := s.rewritten(strings.Join(args[1:], " "))
	if err != nil {
		fmt.Fprintf(hc.Stderr, "eval: %v\n", err)
		return interp.ExitStatus(1)
	}
	return hc.Builtin(ctx, []string{"eval", src})
}

// openSource opens a file the source builtin reads (named under
// sourceDir by the call handler), rewritten with its forks bounded.
func (s *lineState) openSource(name string) (io.ReadWriteCloser, error) {
	p := strings.TrimPrefix(name, sourceDir)
	f, err := s.View.Open(p, os.O_RDONLY, 0)
	if err != nil {
		return nil, err
	}
	data, err := io.ReadAll(io.LimitReader(f, command.MaxScript+1))
	f.Close()
	switch {
	case err != nil:
		return nil, err
	case len(data) > command.MaxScript:
		return nil, &fs.PathError{Op: "read", Path: p, Err: fmt.Errorf("script is larger than %d bytes", command.MaxScript)}
	}
	src, err := s.rewritten(string(data))
	if err != nil {
		src = string(data) // the interpreter reports the syntax error
	}
	return command.ReaderFile(strings.NewReader(src)), nil
}

// refusedNote words why some of a line's processes never started; it is
// empty when all did.
func (s *lineState) refusedNote() string {
	n := s.refused.Load()
	if n == 0 {
		return ""
	}
	return fmt.Sprintf("%d processes could not start: the sandbox runs at most %d at once (background commands and pipeline stages); "+
		"wait for some to end before starting more", n, MaxProcs)
}

// waitForks waits up to stopGrace for the line's processes to end once
// its context has.
func (s *lineState) waitForks() {
	for deadline := time.Now().Add(stopGrace); s.live.Load() > 0 && time.Now().Before(deadline); {
		time.Sleep(memoryPoll)
	}
}
