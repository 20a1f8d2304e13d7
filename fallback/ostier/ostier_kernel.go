package ostier

import (
	"bufio"
	"bytes"
	"context"
	"crypto/rand"
	_ "embed"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/sbx-sandbox/sbx/fallback"
	"github.com/sbx-sandbox/sbx/fallback/ossandbox"
	"github.com/sbx-sandbox/sbx/guests/js"
	"github.com/sbx-sandbox/sbx/internal/capture"
	"github.com/sbx-sandbox/sbx/internal/display"
	"github.com/sbx-sandbox/sbx/internal/pykernel"
	"github.com/sbx-sandbox/sbx/internal/runlimit"
)

// jsKernel is the persistent JavaScript kernel of os sandboxes, with
// sbx's display code and the WebAssembly kernel's rewrite of static
// imports.
var jsKernel = strings.NewReplacer("const DISPLAY = '';", "const DISPLAY = "+jsString(display.JavaScript)+";",
	"const REWRITE_IMPORTS = null;", "const REWRITE_IMPORTS = "+js.RewriteImports+";").Replace(jsKernelScript)

// jsString is s as a JavaScript string literal.
func jsString(s string) string {
	b, _ := json.Marshal(s) // a string always marshals
	return string(b)
}

// jsKernelScript is jskernel.js.
//
//go:embed jskernel.js
var jsKernelScript string

// kernelKind is a language's persistent kernel in an os sandbox: how to
// start one, and how to hand it a cell.
type kernelKind struct {
	name  string // for messages: "Python", "JavaScript"
	start func(o *OS, b *osBox) (*osKernel, error)
	// send hands k a cell whose output goes to out; the status arrives on
	// the channel (-1: the kernel went first), and wait waits for the
	// cell's output to end.
	send func(k *osKernel, code []byte, workdir string, env map[string]string, out *capture.Output) (status <-chan int, wait func(), err error)
}

// The kernels of os sandboxes.
var (
	pythonKind = &kernelKind{name: "Python", start: startPython, send: sendPython}
	jsKind     = &kernelKind{name: "JavaScript", start: startJS, send: sendJS}
)

// osKernel is one running kernel: its process, the socket it takes cells
// on, and for JavaScript the output pipes every cell shares. The sockets
// are sbx's ends of channels whose other ends are in the sandbox, where
// any process of it may hold them: sbx reads them without blocking a
// thread (closing them ends a read), each read bounded.
type osKernel struct {
	proc   *ossandbox.Process
	ctl    *os.File
	conn   *os.File       // Python: the running cell's connection
	status *bufio.Reader  // JavaScript: the cells' statuses, a JSON line each
	output [2]*framedPipe // JavaScript: stdout and stderr
}

// maxStatusLine bounds a JavaScript cell's status line ({"status":N}).
// Cells can write to the kernel's socket too: a longer line ends the
// kernel rather than growing sbx's memory.
const maxStatusLine = 256

// sendWait bounds how long a kernel may take to accept a cell.
const sendWait = 10 * time.Second

// RunPython implements Interpreter.RunPython: the cell goes to the
// sandbox's Python kernel over a connection of its own, passed to it
// through the socket it inherited, with the call's stdout and stderr.
func (o *OS) RunPython(ctx context.Context, id string, req fallback.ExecRequest) (*fallback.ExecResult, error) {
	return o.runCell(ctx, id, req, pythonKind)
}

// RunJS implements JSInterpreter.RunJS: the cell goes to the sandbox's
// node kernel.
func (o *OS) RunJS(ctx context.Context, id string, req fallback.ExecRequest) (*fallback.ExecResult, error) {
	return o.runCell(ctx, id, req, jsKind)
}

// runCell runs one cell in the sandbox's kernel of kind, starting it if
// needed. At the time limit, or when ctx ends, the cell is interrupted
// (SIGINT) and the kernel keeps its state; one that has not ended pyGrace
// later is killed with its kernel, as is one past the output limit.
func (o *OS) runCell(ctx context.Context, id string, req fallback.ExecRequest, kind *kernelKind) (*fallback.ExecResult, error) {
	b, revived, err := o.box(id)
	if err != nil {
		return nil, err
	}
	return b.runCell(ctx, o, req, kind, revived)
}

// runCell is OS.runCell in b; revived says b was started again first.
func (b *osBox) runCell(ctx context.Context, o *OS, req fallback.ExecRequest, kind *kernelKind, revived bool) (*fallback.ExecResult, error) {
	timeout, err := b.limits.CallTimeout(req.Timeout)
	if err != nil {
		return nil, err
	}
	workdir, err := fallback.SandboxPath(req.Workdir)
	if err != nil {
		return nil, err
	}
	b.kmu.Lock()
	defer b.kmu.Unlock()
	start := time.Now()
	overflow := make(chan struct{})
	out := capture.New(b.limits.Output, func() { close(overflow) }).Tee(req.Stdout, req.Stderr)
	res := &fallback.ExecResult{}
	if revived {
		out.Note(revivedNote)
		res.StateReset = true
	}
	b.syncIn(out)
	var k *osKernel
	var status <-chan int
	var wait func()
	// A kernel that went since the last call (a cell may break its own
	// kernel's channel) is replaced, and so is one that turns out gone
	// when it is handed the cell.
	for tries := 0; status == nil; tries++ {
		k = b.kernels[kind]
		if k != nil {
			select {
			case <-k.proc.Exited():
				b.dropKernel(kind)
				k = nil
			default:
			}
		}
		fresh := k == nil
		if fresh {
			if b.started[kind] && !revived {
				out.Note(fmt.Sprintf("the %s interpreter had stopped; a new one was started (variables lost, files kept)", kind.name))
				res.StateReset = true
			}
			if k, err = kind.start(o, b); err != nil {
				return nil, fmt.Errorf("os: start the %s kernel: %w", kind.name, err)
			}
			b.kernels[kind], b.started[kind] = k, true
		}
		if status, wait, err = kind.send(k, req.Stdin, workdir, req.Env, out); err != nil {
			b.stopKernel(kind)
			if fresh || tries > 0 {
				return nil, fmt.Errorf("os: the %s kernel could not take the cell: %w", kind.name, err)
			}
		}
	}
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	code, why := -1, ""
	select {
	case code = <-status:
	case <-overflow:
		b.stopKernel(kind)
		<-status
		code = fallback.ExitOutput
	case <-timer.C:
		why = fmt.Sprintf("took longer than its time limit of %g s", runlimit.Stated(ctx, timeout).Seconds())
	case <-ctx.Done():
		why = "was cancelled"
	}
	if why != "" {
		k.proc.Signal(syscall.SIGINT, false)
		select {
		case code = <-status:
		case <-time.After(pykernel.Grace):
			b.stopKernel(kind)
			<-status
			code = -1
		}
		if code >= 0 {
			out.Note("the run " + why + " and was interrupted; the interpreter kept its variables")
			code, res.TimedOut = pykernel.TimedOut, ctx.Err() == nil
		} else {
			out.Note(fmt.Sprintf("the run %s and did not stop within %g s of being interrupted; the interpreter was stopped (variables lost, files kept)", why, pykernel.Grace.Seconds()))
			code, res.TimedOut, res.StateReset = fallback.ExitTimeout, ctx.Err() == nil, true
		}
		if ctx.Err() != nil {
			if res.StateReset {
				b.stopKernel(kind)
			}
			return nil, ctx.Err()
		}
	}
	if code < 0 && why == "" {
		out.Note(fmt.Sprintf("the %s interpreter stopped (out of memory, or killed); its variables are lost", kind.name))
		code, res.StateReset = pykernel.Lost, true
	}
	wait()
	b.syncOut(out)
	stdout, stderr, truncated := out.Result()
	if truncated {
		code, res.StateReset = fallback.ExitOutput, true
		stderr = append(stderr, []byte("sbx: output over the limit; the command was stopped\n")...)
	}
	if res.StateReset {
		b.stopKernel(kind)
		b.started[kind] = false // said: the next kernel is no news
	}
	res.ExitCode, res.Stdout, res.Stderr, res.OutputTruncated = code, string(stdout), string(stderr), truncated
	fallback.CollectDisplays(b.workspace, res)
	res.DurationMS = float64(time.Since(start).Microseconds()) / 1000
	res.Runtime, res.Isolation = "os", fallback.IsolationNamespace
	return res, nil
}

// stopKernel kills the kernel of kind and what it started.
func (b *osBox) stopKernel(kind *kernelKind) {
	if k := b.kernels[kind]; k != nil {
		k.proc.Signal(syscall.SIGKILL, true)
		b.dropKernel(kind)
	}
}

// dropKernel forgets the kernel of kind.
func (b *osBox) dropKernel(kind *kernelKind) {
	if k := b.kernels[kind]; k != nil {
		k.ctl.Close()
		if k.conn != nil {
			k.conn.Close()
		}
		for _, p := range k.output {
			if p != nil {
				p.r.Close()
			}
		}
		delete(b.kernels, kind)
	}
}

// startPython starts pykernel.py's kernel, taking its cells' connections
// over the socket it inherits as descriptor 3.
func startPython(o *OS, b *osBox) (*osKernel, error) {
	ctl, theirs, err := kernelPair("kernel")
	if err != nil {
		return nil, err
	}
	defer theirs.Close()
	p, err := b.sb.Start(ossandbox.Cmd{Argv: []string{b.kernelPython, "-c", pykernel.Script, "serve", "3"},
		Env: b.environ(map[string]string{"SBX_KERNEL": "1"}), ExtraFiles: []*os.File{theirs}})
	if err != nil {
		ctl.Close()
		return nil, err
	}
	return &osKernel{proc: p, ctl: ctl}, nil
}

// sendPython hands the kernel a new connection, and on it the cell in
// pykernel.py's form: a length-prefixed JSON head with the output pipes
// attached, then the code. The status comes back on the connection.
func sendPython(k *osKernel, code []byte, workdir string, env map[string]string, out *capture.Output) (<-chan int, func(), error) {
	pipes, err := newOutputPipes(out)
	if err != nil {
		return nil, nil, err
	}
	conn, err := k.cell(code, workdir, env, pipes.w)
	pipes.closeWriters()
	if err != nil {
		pipes.detach()
		return nil, nil, err
	}
	k.conn = conn
	status := make(chan int, 1)
	go func() {
		status <- readStatus(conn)
		conn.Close()
	}()
	return status, func() { pipes.wait(); pipes.detach() }, nil
}

// cell hands the kernel a new connection and sends the cell on it in
// pykernel.py's form: a length-prefixed JSON head with the output
// descriptors attached, then the code.
func (k *osKernel) cell(code []byte, workdir string, env map[string]string, output [2]*os.File) (*os.File, error) {
	conn, theirs, err := kernelPair("cell")
	if err != nil {
		return nil, err
	}
	defer theirs.Close()
	deadline := time.Now().Add(sendWait)
	k.ctl.SetWriteDeadline(deadline)
	conn.SetWriteDeadline(deadline)
	if err := sendFiles(k.ctl, []byte{0}, theirs); err != nil {
		conn.Close()
		return nil, err
	}
	if env == nil {
		env = map[string]string{}
	}
	head, err := json.Marshal(map[string]any{"cwd": workdir, "env": env, "len": len(code)})
	if err != nil {
		conn.Close()
		return nil, err
	}
	first := binary.BigEndian.AppendUint32(nil, uint32(len(head)))
	first = append(first, head...)
	if err := sendFiles(conn, first, output[0], output[1]); err != nil {
		conn.Close()
		return nil, err
	}
	if _, err := conn.Write(code); err != nil {
		conn.Close()
		return nil, err
	}
	return conn, nil
}

// startJS starts node with jsKernel: cells arrive as JSON lines on the
// socket it inherits as descriptor 3, and its output pipes are the
// kernel's own, shared by every cell and cut by each cell's marker.
func startJS(_ *OS, b *osBox) (*osKernel, error) {
	ctl, theirs, err := kernelPair("kernel")
	if err != nil {
		return nil, err
	}
	defer theirs.Close()
	k := &osKernel{ctl: ctl, status: bufio.NewReaderSize(ctl, maxStatusLine)}
	var w [2]*os.File
	for i := range k.output {
		r, wr, err := os.Pipe()
		if err != nil {
			ctl.Close()
			return nil, err
		}
		defer wr.Close()
		k.output[i], w[i] = newFramedPipe(r), wr
	}
	p, err := b.sb.Start(ossandbox.Cmd{Argv: []string{"node", "--expose-internals", "--disable-warning=ExperimentalWarning", "-e", jsKernel},
		Env: b.environ(map[string]string{"SBX_KERNEL": "1"}), Stdout: w[0], Stderr: w[1], ExtraFiles: []*os.File{theirs}})
	if err != nil {
		ctl.Close()
		return nil, err
	}
	k.proc = p
	return k, nil
}

// sendJS sends the cell with a marker of its own and collects each output
// stream up to it.
func sendJS(k *osKernel, code []byte, workdir string, env map[string]string, out *capture.Output) (<-chan int, func(), error) {
	var m [16]byte
	rand.Read(m[:])
	marker := "\x00sbx-cell-" + hex.EncodeToString(m[:]) + "\x00"
	done := [2]<-chan struct{}{
		k.output[0].expect(marker, out.Stdout()),
		k.output[1].expect(marker, out.Stderr()),
	}
	if env == nil {
		env = map[string]string{}
	}
	line, err := json.Marshal(map[string]any{"code": string(code), "cwd": workdir, "env": env, "marker": marker})
	if err != nil {
		return nil, nil, err
	}
	k.ctl.SetWriteDeadline(time.Now().Add(sendWait))
	if _, err := k.ctl.Write(append(line, '\n')); err != nil {
		return nil, nil, err
	}
	status := make(chan int, 1)
	go func() {
		var r struct{ Status int }
		text, err := k.status.ReadSlice('\n') // at most maxStatusLine
		if err != nil || json.Unmarshal(text, &r) != nil {
			status <- -1
			return
		}
		status <- r.Status & 0xFF
	}()
	wait := func() {
		for _, d := range done {
			select {
			case <-d:
			case <-time.After(drainWait):
			}
		}
		k.output[0].expect("", nil)
		k.output[1].expect("", nil)
	}
	return status, wait, nil
}

// framedPipe reads a kernel's output stream for as long as the kernel
// lives, handing each cell what comes before that cell's marker; what
// comes between cells (from work left running in the background) goes
// nowhere.
type framedPipe struct {
	r       *os.File
	mu      sync.Mutex
	marker  []byte
	w       io.Writer
	done    chan struct{}
	pending []byte
}

// newFramedPipe starts reading r.
func newFramedPipe(r *os.File) *framedPipe {
	p := &framedPipe{r: r}
	go p.read()
	return p
}

// expect hands the output up to marker to w; the channel is closed when
// the marker has come. An empty marker stops collecting.
func (p *framedPipe) expect(marker string, w io.Writer) <-chan struct{} {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.marker, p.w, p.done = []byte(marker), w, make(chan struct{})
	if marker == "" {
		p.w = nil
		close(p.done)
	}
	p.pending = p.pending[:0]
	return p.done
}

func (p *framedPipe) read() {
	buf := make([]byte, 32<<10)
	for {
		n, err := p.r.Read(buf)
		p.mu.Lock()
		p.pending = append(p.pending, buf[:n]...)
		p.flush()
		p.mu.Unlock()
		if err != nil {
			return
		}
	}
}

// flush hands on what is known to come before the marker.
func (p *framedPipe) flush() {
	if p.w == nil {
		p.pending = p.pending[:0]
		return
	}
	if i := bytes.Index(p.pending, p.marker); i >= 0 {
		p.w.Write(p.pending[:i])
		p.pending, p.w = p.pending[:0], nil
		close(p.done)
		return
	}
	// The end may be the start of the marker: keep that much of it for the
	// next read, and hand on the rest now (a cell's line reaches a live
	// reader as it is printed).
	keep := min(len(p.marker)-1, len(p.pending))
	for keep > 0 && !bytes.HasPrefix(p.marker, p.pending[len(p.pending)-keep:]) {
		keep--
	}
	if n := len(p.pending) - keep; n > 0 {
		p.w.Write(p.pending[:n])
		p.pending = append(p.pending[:0], p.pending[n:]...)
	}
}
