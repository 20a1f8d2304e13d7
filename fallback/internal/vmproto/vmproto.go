// Package vmproto is the protocol between sbx and the agent inside a
// microVM: one JSON object per line each way over a serial port. The agent
// sends a Hello line when it is ready, then answers each Request with one
// Response, in order; for an exec that asks for its output streamed, Partial
// Responses with the output as it comes precede it.
package vmproto

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
)

// Ops a Request may name.
const (
	OpExec  = "exec"  // run Command
	OpWrite = "write" // write Data to Path
	OpRead  = "read"  // read at most Max bytes of Path
)

// MaxLine bounds one protocol line: 128 KiB of output, base64-encoded,
// plus room for the rest, or a file of up to 16 MiB.
const MaxLine = 24 << 20

// Hello is the agent's first line.
type Hello struct {
	Ready  bool   `json:"ready"`
	Kernel string `json:"kernel"`
}

// Request is one thing for the agent to do.
type Request struct {
	ID        uint64            `json:"id"` // echoed in the Response
	Op        string            `json:"op"`
	Command   string            `json:"command,omitempty"` // exec: a shell line for /bin/sh -c
	Stdin     []byte            `json:"stdin,omitempty"`
	Workdir   string            `json:"workdir,omitempty"`
	Env       map[string]string `json:"env,omitempty"`
	TimeoutMS int64             `json:"timeout_ms,omitempty"`
	MaxOutput int               `json:"max_output,omitempty"` // exec: stdout and stderr together
	Stream    bool              `json:"stream,omitempty"`     // exec: send the output as it comes too
	Path      string            `json:"path,omitempty"`       // write, read
	Data      []byte            `json:"data,omitempty"`       // write
	Max       int               `json:"max,omitempty"`        // read
}

// Response is the agent's answer to one Request.
type Response struct {
	ID        uint64 `json:"id"`
	ExitCode  int    `json:"exit_code"`
	Stdout    []byte `json:"stdout,omitempty"`
	Stderr    []byte `json:"stderr,omitempty"`
	TimedOut  bool   `json:"timed_out,omitempty"`
	Truncated bool   `json:"truncated,omitempty"`
	Data      []byte `json:"data,omitempty"`  // read
	Error     string `json:"error,omitempty"` // the request could not be carried out
	// Partial marks output of a streamed exec as it came (Stdout and
	// Stderr hold only that piece); the exec's whole Response follows.
	Partial bool `json:"partial,omitempty"`
}

// Conn reads and writes protocol lines.
type Conn struct {
	r *bufio.Reader
	w io.Writer
}

// NewConn returns a Conn reading from r and writing to w.
func NewConn(r io.Reader, w io.Writer) *Conn {
	return &Conn{r: bufio.NewReaderSize(r, 64<<10), w: w}
}

// Send writes v as one line.
func (c *Conn) Send(v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	_, err = c.w.Write(append(b, '\n'))
	return err
}

// Receive reads the next line that decodes into v. Lines that are not JSON
// objects (a stray kernel message on the port) are skipped.
func (c *Conn) Receive(v any) error {
	for {
		line, err := c.readLine()
		if err != nil {
			return err
		}
		if len(line) == 0 || line[0] != '{' {
			continue
		}
		if err := json.Unmarshal(line, v); err != nil {
			continue
		}
		return nil
	}
}

// readLine reads one line of at most MaxLine bytes, without its newline.
func (c *Conn) readLine() ([]byte, error) {
	var line []byte
	for {
		chunk, err := c.r.ReadSlice('\n')
		line = append(line, chunk...)
		if len(line) > MaxLine {
			return nil, fmt.Errorf("vmproto: line over %d bytes", MaxLine)
		}
		switch err {
		case nil:
			return bytes.TrimSuffix(line[:len(line)-1], []byte("\r")), nil
		case bufio.ErrBufferFull:
			continue
		default:
			return nil, err
		}
	}
}
