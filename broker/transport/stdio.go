// Package transport is what reaches the go-sdk's MCP server from the
// outside: the stdio transport behind a filter that answers every line
// the go-sdk cannot take, and, over HTTP, the check of a web page's
// Origin and the JSON-RPC answers the go-sdk's handler does not give. It
// knows nothing of tools or sandboxes.
package transport

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"maps"
	"math"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Stdio returns the transport of MCP over a host's pipes, as sbx
// serve speaks it on stdin and stdout: one JSON-RPC message (or, before
// 2025-06-18, one batch) per line.
//
// It is the go-sdk's newline-delimited transport behind framing, a filter
// that answers every line the go-sdk cannot take with a JSON-RPC error
// and goes on. The go-sdk ends the whole connection, and with it the
// host's sandboxes, at the first such line: invalid JSON, a value that is
// no message, a message without "jsonrpc":"2.0", an id that is neither a
// string nor a number, a batch once 2025-06-18 or later is negotiated
// (modelcontextprotocol/go-sdk#1209).
//
// log receives what the filter drops and a failure to read in.
//
// Its connection is one of conns while it lives, for CloseAnswered.
func Stdio(in io.Reader, out io.Writer, log *slog.Logger, conns *Conns) mcp.Transport {
	return &framing{in: in, out: &framedOut{w: out}, log: log, conns: conns}
}

// Conns are the live connections of stdio transports.
type Conns struct {
	mu  sync.Mutex
	set map[*framedConn]bool
}

// add records c as live.
func (cs *Conns) add(c *framedConn) {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	if cs.set == nil {
		cs.set = map[*framedConn]bool{}
	}
	cs.set[c] = true
}

// remove forgets c.
func (cs *Conns) remove(c *framedConn) {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	delete(cs.set, c)
}

// CloseAnswered closes every live connection once the server has answered
// each request it read there, waiting at most d for the answers. (The
// go-sdk's own close drops the answers of the requests in progress.)
func (cs *Conns) CloseAnswered(d time.Duration) {
	cs.mu.Lock()
	live := slices.Collect(maps.Keys(cs.set))
	cs.mu.Unlock()
	deadline := time.After(d)
	for _, c := range live {
		select {
		case <-c.answered():
		case <-deadline:
		}
		c.Close()
	}
}

// maxLine bounds a line of the stdio transport, as the go-sdk's own
// transport bounds it.
const maxLine = mcp.DefaultMaxLineLength

// framing is the filter in front of the go-sdk's stdio transport.
type framing struct {
	in    io.Reader
	out   *framedOut
	log   *slog.Logger
	conns *Conns
}

// Connect implements mcp.Transport.
func (f *framing) Connect(ctx context.Context) (mcp.Connection, error) {
	pr, pw := io.Pipe()
	// The filter bounds lines itself; the go-sdk's bound counts bytes it
	// reads ahead, past the end of a line.
	inner, err := (&mcp.IOTransport{Reader: pr, Writer: f.out, MaxLineLength: -1}).Connect(ctx)
	if err != nil {
		return nil, err
	}
	go f.filter(pw)
	c := &framedConn{Connection: inner, f: f, pending: map[jsonrpc.ID]bool{}}
	f.conns.add(c)
	return c, nil
}

// filter passes each line of f.in that the go-sdk can take on to pw and
// answers the others, until f.in ends or the connection closes. The go-sdk
// thus only ever reads whole JSON values, one per line, and nothing but
// the end of pw ends its reading.
func (f *framing) filter(pw *io.PipeWriter) {
	defer pw.Close()
	r := bufio.NewReaderSize(f.in, 64<<10)
	for {
		line, tooLong, err := readLine(r)
		var pass []byte
		if tooLong {
			f.reply(nil, jsonrpc.CodeInvalidRequest, fmt.Sprintf("the message is longer than the %d MiB a line may hold", maxLine>>20))
		} else {
			pass = f.frame(line)
		}
		if pass != nil {
			if _, werr := pw.Write(append(pass, '\n')); werr != nil {
				return // the connection closed
			}
		}
		if err != nil {
			if err != io.EOF {
				f.log.Error("reading stdin", "err", err)
			}
			return
		}
	}
}

// readLine returns the next line of r without its newline. A line longer
// than maxLine is skipped to its end and reported as tooLong.
func readLine(r *bufio.Reader) (line []byte, tooLong bool, err error) {
	for {
		chunk, err := r.ReadSlice('\n')
		if !tooLong && len(line)+len(chunk) > maxLine+1 {
			tooLong, line = true, nil
		}
		if !tooLong {
			line = append(line, chunk...)
		}
		if err != bufio.ErrBufferFull {
			return line, tooLong, err
		}
	}
}

// frame checks one line and returns what to pass on to the go-sdk, or nil
// when there is nothing to pass: a blank line, or one it answered itself.
func (f *framing) frame(line []byte) []byte {
	line = bytes.TrimSpace(line)
	switch {
	case len(line) == 0:
		return nil
	case !json.Valid(line):
		f.reply(nil, jsonrpc.CodeParseError, "the line is not JSON; each line must hold one JSON-RPC message")
		return nil
	case line[0] != '[':
		if m := checkMessage(line); m.why != "" {
			f.refuse(m)
			return nil
		}
		return line
	}
	var batch []json.RawMessage
	json.Unmarshal(line, &batch) // valid JSON starting with [
	if v := f.out.version(); v >= "2025-06-18" {
		f.reply(nil, jsonrpc.CodeInvalidRequest, fmt.Sprintf("MCP %s has no JSON-RPC batches; send one message per line", v))
		return nil
	}
	if len(batch) == 0 {
		f.reply(nil, jsonrpc.CodeInvalidRequest, "the batch is empty")
		return nil
	}
	// Each message of the batch that the go-sdk cannot take is answered
	// here; the others go on as a batch, answered together.
	var kept, errs []json.RawMessage
	ids := map[jsonrpc.ID]bool{}
	for _, raw := range batch {
		m := checkMessage(raw)
		if m.why == "" && m.call {
			if ids[m.key] {
				m.why = fmt.Sprintf("the batch has two requests with id %s", m.id)
			}
			ids[m.key] = true
		}
		switch {
		case m.why == "":
			kept = append(kept, raw)
		case m.response:
			f.drop(m)
		default:
			errs = append(errs, errorResponse(m.id, jsonrpc.CodeInvalidRequest, m.why))
		}
	}
	if len(errs) > 0 {
		out, _ := json.Marshal(errs)
		f.out.Write(append(out, '\n'))
	}
	if len(kept) == 0 {
		return nil
	}
	out, _ := json.Marshal(kept)
	return out
}

// message is what checkMessage finds in one message.
type message struct {
	id       json.RawMessage // its id when it has a valid one; nil otherwise
	key      jsonrpc.ID      // the id as the go-sdk keys it
	call     bool            // a request with an id
	response bool            // no method, a result or an error: a response
	why      string          // what makes it no message the go-sdk takes; "" when nothing does
}

// checkMessage checks one JSON value as a JSON-RPC 2.0 message.
func checkMessage(raw []byte) message {
	var fields map[string]json.RawMessage
	if json.Unmarshal(raw, &fields) != nil || fields == nil {
		return message{why: "a JSON-RPC message is a JSON object"}
	}
	var m message
	idRaw, hasID := fields["id"]
	validID := !hasID || string(idRaw) == "null"
	if !validID {
		if key, ok := messageID(idRaw); ok {
			m.id, m.key, validID = idRaw, key, true
		}
	}
	var version, method string
	methodRaw, hasMethod := fields["method"]
	_, hasResult := fields["result"]
	_, hasError := fields["error"]
	m.response = !hasMethod && (hasResult || hasError)
	m.call = hasMethod && m.id != nil
	switch {
	case json.Unmarshal(fields["jsonrpc"], &version) != nil || version != "2.0":
		m.why = `"jsonrpc" must be "2.0"`
	case !validID:
		m.why = `"id" must be a string or a whole number`
	case hasMethod && hasID && m.id == nil:
		m.why = `a request's "id" must be a string or a whole number, never null (leave it out for a notification)`
	case hasMethod && json.Unmarshal(methodRaw, &method) != nil:
		m.why = `"method" must be a string`
	case !hasMethod && !m.response:
		m.why = `the message has no "method"`
	case m.response && m.id == nil:
		m.why = "the response has no id"
	}
	if m.why == "" {
		if _, err := jsonrpc.DecodeMessage(raw); err != nil {
			m.why = "not a JSON-RPC 2.0 message: " + err.Error()
		}
	}
	return m
}

// messageID returns the go-sdk's key of a string or whole-number id.
func messageID(raw json.RawMessage) (jsonrpc.ID, bool) {
	var v any
	if json.Unmarshal(raw, &v) != nil {
		return jsonrpc.ID{}, false
	}
	if n, ok := v.(float64); ok && (n != math.Trunc(n) || math.Abs(n) > 1<<53) {
		return jsonrpc.ID{}, false
	}
	id, err := jsonrpc.MakeID(v)
	return id, err == nil && id.IsValid()
}

// refuse answers a message the go-sdk cannot take. A response is not
// answered, lest two peers answer each other's errors forever.
func (f *framing) refuse(m message) {
	if m.response {
		f.drop(m)
		return
	}
	f.reply(m.id, jsonrpc.CodeInvalidRequest, m.why)
}

// drop logs a response the go-sdk cannot take.
func (f *framing) drop(m message) {
	f.log.Warn("dropped an invalid JSON-RPC response from the client", "why", m.why)
}

// reply writes a JSON-RPC error response with id (nil: null).
func (f *framing) reply(id json.RawMessage, code int, message string) {
	f.out.Write(append(errorResponse(id, code, message), '\n'))
}

// errorResponse encodes a JSON-RPC error response. The go-sdk's encoder
// omits a null id, which an error response must carry.
func errorResponse(id json.RawMessage, code int, message string) json.RawMessage {
	prefix := map[int]string{jsonrpc.CodeParseError: "Parse error: ", jsonrpc.CodeInvalidRequest: "Invalid Request: "}[code]
	type rpcError struct {
		Code    int    `json:"code"`
		Message string `json:"message"`
	}
	out, _ := json.Marshal(struct {
		JSONRPC string          `json:"jsonrpc"`
		ID      json.RawMessage `json:"id"`
		Error   rpcError        `json:"error"`
	}{"2.0", id, rpcError{code, prefix + message}})
	return out
}

// framedConn is the go-sdk's connection behind the filter. It answers the
// messages the go-sdk still refuses to read (such as a batch reusing the id
// of another batch's request in progress) instead of letting the refusal
// end the connection: the filter leaves the go-sdk nothing else to fail
// on, so any error but the end of input is about one message.
//
// It keeps the ids of the requests read and not yet answered, for
// Conns.CloseAnswered.
type framedConn struct {
	mcp.Connection
	f *framing

	mu      sync.Mutex
	pending map[jsonrpc.ID]bool
	idle    chan struct{} // closed when pending empties; nil when nobody waits
}

// Read implements mcp.Connection.
func (c *framedConn) Read(ctx context.Context) (jsonrpc.Message, error) {
	for {
		msg, err := c.Connection.Read(ctx)
		if err == nil || errors.Is(err, io.EOF) || ctx.Err() != nil {
			if req, ok := msg.(*jsonrpc.Request); ok && req.IsCall() {
				c.mu.Lock()
				c.pending[req.ID] = true
				c.mu.Unlock()
			}
			return msg, err
		}
		c.f.reply(nil, jsonrpc.CodeInvalidRequest, strings.TrimPrefix(err.Error(), "invalid request: "))
	}
}

// Write implements mcp.Connection.
func (c *framedConn) Write(ctx context.Context, msg jsonrpc.Message) error {
	err := c.Connection.Write(ctx, msg)
	if resp, ok := msg.(*jsonrpc.Response); ok {
		c.mu.Lock()
		delete(c.pending, resp.ID)
		if len(c.pending) == 0 && c.idle != nil {
			close(c.idle)
			c.idle = nil
		}
		c.mu.Unlock()
	}
	return err
}

// answered returns a channel closed once every request read has been
// answered.
func (c *framedConn) answered() <-chan struct{} {
	c.mu.Lock()
	defer c.mu.Unlock()
	ch := make(chan struct{})
	if len(c.pending) == 0 {
		close(ch)
	} else if c.idle == nil {
		c.idle = ch
	} else {
		ch = c.idle
	}
	return ch
}

// Close implements mcp.Connection.
func (c *framedConn) Close() error {
	c.f.conns.remove(c)
	return c.Connection.Close()
}

// framedOut is the stdio transport's output, shared by the go-sdk and the
// filter: each write is one whole line. Until the server has answered
// initialize it looks for the protocol version negotiated there, which
// decides whether batches may follow.
type framedOut struct {
	mu         sync.Mutex
	w          io.Writer
	negotiated string
}

// Write implements io.Writer.
func (o *framedOut) Write(p []byte) (int, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.negotiated == "" {
		var init struct {
			Result struct {
				ProtocolVersion string `json:"protocolVersion"`
			} `json:"result"`
		}
		if json.Unmarshal(p, &init) == nil {
			o.negotiated = init.Result.ProtocolVersion
		}
	}
	return o.w.Write(p)
}

// Close implements io.Closer; the output stays open.
func (o *framedOut) Close() error { return nil }

// version returns the negotiated protocol version, "" before initialize.
func (o *framedOut) version() string {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.negotiated
}
