package devfs

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"sync"

	experimentalsys "github.com/tetratelabs/wazero/experimental/sys"
)

// ShellDevice is the name in /dev of the device through which a guest asks
// the host to run a shell line (a Python cell's !cmd), when Devices has a
// Runner.
const ShellDevice = "sbx-shell"

// maxShellRequest bounds the request a guest writes to the shell device.
const maxShellRequest = 1 << 20

// Runner runs a shell line a guest asked for, in the sandbox directory dir
// with stdin as its input, writing its output (both streams) to out as it
// comes, and returns the line's exit status.
type Runner func(line, dir string, stdin io.Reader, out io.Writer) int

// WithShell gives d the shell device, which runs lines with run, and
// returns d.
//
// The guest opens /dev/sbx-shell read-write, writes one request, a JSON
// object {"line", "cwd", "stdin"} ended by a newline, and reads the
// answer: the line's output as it comes, in frames of a hexadecimal length
// and a newline followed by that many bytes, then "=" and the exit status
// on a line of its own. Reading blocks until the line writes or ends.
func (d *Devices) WithShell(run Runner) *Devices {
	d.shell = run
	return d
}

// shellRequest is what a guest writes to the shell device.
type shellRequest struct {
	Line  string `json:"line"`
	Cwd   string `json:"cwd"`
	Stdin string `json:"stdin"`
}

// shellFile is an open shell device: one request, one answer.
type shellFile struct {
	device
	run     Runner
	req     []byte
	started bool
	answer  *io.PipeReader
}

// Write implements experimentalsys.File: the request, which starts the
// line once its newline has come.
func (f *shellFile) Write(buf []byte) (int, experimentalsys.Errno) {
	if f.started {
		return 0, experimentalsys.EINVAL // one request an open
	}
	if len(f.req)+len(buf) > maxShellRequest {
		return 0, experimentalsys.EINVAL
	}
	f.req = append(f.req, buf...)
	i := bytes.IndexByte(f.req, '\n')
	if i < 0 {
		return len(buf), 0
	}
	var req shellRequest
	if err := json.Unmarshal(f.req[:i], &req); err != nil || strings.TrimSpace(req.Line) == "" {
		return 0, experimentalsys.EINVAL
	}
	f.started = true
	r, w := io.Pipe()
	f.answer = r
	go func() {
		out := &frames{w: w}
		status := f.run(req.Line, req.Cwd, strings.NewReader(req.Stdin), out)
		out.mu.Lock()
		fmt.Fprintf(w, "=%d\n", status)
		out.mu.Unlock()
		w.Close()
	}()
	return len(buf), 0
}

// Read implements experimentalsys.File: the answer, once the request is
// in; end of file before.
func (f *shellFile) Read(buf []byte) (int, experimentalsys.Errno) {
	if f.answer == nil || len(buf) == 0 {
		return 0, 0
	}
	n, err := f.answer.Read(buf)
	if err != nil && err != io.EOF {
		return n, experimentalsys.EIO
	}
	return n, 0
}

// Pread implements experimentalsys.File: the device is a stream.
func (f *shellFile) Pread([]byte, int64) (int, experimentalsys.Errno) {
	return 0, experimentalsys.ENOTSUP
}

// Pwrite implements experimentalsys.File: the device is a stream.
func (f *shellFile) Pwrite([]byte, int64) (int, experimentalsys.Errno) {
	return 0, experimentalsys.ENOTSUP
}

// Seek implements experimentalsys.File: the device is a stream.
func (f *shellFile) Seek(fileOffset, int) (int64, experimentalsys.Errno) {
	return 0, experimentalsys.ENOTSUP
}

// Close implements experimentalsys.File. A line still running goes on
// until it ends, its output dropped.
func (f *shellFile) Close() experimentalsys.Errno {
	if f.answer != nil {
		f.answer.Close()
	}
	return 0
}

// frames writes what it is given as length-prefixed frames, whole.
type frames struct {
	mu sync.Mutex
	w  io.Writer
}

func (f *frames) Write(p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if _, err := f.w.Write(append(fmt.Appendf(nil, "%x\n", len(p)), p...)); err != nil {
		return 0, err
	}
	return len(p), nil
}
