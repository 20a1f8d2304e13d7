package broker

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx/internal/sbxtest"
)

// rawStdio is a host that writes raw lines to `sbx serve` and reads its
// answers: what a buggy or hostile host can send, beyond any SDK.
type rawStdio struct {
	t     *testing.T
	in    io.WriteCloser
	lines chan string
}

// startStdio starts `sbx serve` and initializes it at protocol version.
func startStdio(t *testing.T, version string) *rawStdio {
	t.Helper()
	cmd := exec.Command(sbxtest.Binary(t), "serve", "--data-dir", t.TempDir())
	log := &syncBuffer{}
	logOnFailure(t, log)
	cmd.Stderr = log
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		in.Close()
		cmd.Wait()
	})
	s := &rawStdio{t: t, in: in, lines: make(chan string, 16)}
	go func() {
		defer close(s.lines)
		r := bufio.NewReader(out)
		for {
			line, err := r.ReadString('\n')
			if err != nil {
				return
			}
			s.lines <- line
		}
	}()
	s.send(fmt.Sprintf(`{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":%q,"capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}`, version))
	if got := s.next(); !strings.Contains(got, `"protocolVersion":"`+version+`"`) {
		t.Fatalf("initialize answered %s", got)
	}
	s.send(`{"jsonrpc":"2.0","method":"notifications/initialized"}`)
	return s
}

// send writes one line.
func (s *rawStdio) send(line string) {
	s.t.Helper()
	if _, err := io.WriteString(s.in, line+"\n"); err != nil {
		s.t.Fatalf("write %.80s: %v (sbx serve ended)", line, err)
	}
}

// next returns the next line that is not a notification.
func (s *rawStdio) next() string {
	s.t.Helper()
	for {
		select {
		case line, ok := <-s.lines:
			if !ok {
				s.t.Fatal("sbx serve closed its stdout")
			}
			if !strings.Contains(line, `"method":"notifications/`) {
				return strings.TrimSpace(line)
			}
		case <-time.After(30 * time.Second):
			s.t.Fatal("no answer from sbx serve in 30 s")
		}
	}
}

// ping checks that the server still answers a valid request.
func (s *rawStdio) ping(id int) {
	s.t.Helper()
	s.send(fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"method":"ping"}`, id))
	if got, want := s.next(), fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"result":{}}`, id); got != want {
		s.t.Fatalf("ping answered %s, want %s", got, want)
	}
}

// rpcError is the part of an error response the tests check.
type rpcError struct {
	ID    json.RawMessage `json:"id"`
	Error struct {
		Code    int    `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

// TestStdioBadLines feeds `sbx serve` each kind of line the go-sdk's stdio
// transport ends the connection on. Each gets a JSON-RPC error (id null
// when the line has no usable id), and a valid request after it succeeds
// on the same connection.
func TestStdioBadLines(t *testing.T) {
	s := startStdio(t, "2025-11-25")
	for i, tc := range []struct {
		name, line string
		code       int    // 0: not answered (an invalid response)
		id, want   string // the error's id and part of its message
	}{
		{"not JSON", `hello`, -32700, "null", "not JSON"},
		{"invalid JSON", `{"jsonrpc":"2.0","id":1,`, -32700, "null", "not JSON"},
		{"two messages on a line", `{"jsonrpc":"2.0","id":1,"method":"ping"} {"jsonrpc":"2.0","id":2,"method":"ping"}`, -32700, "null", "one JSON-RPC message"},
		{"a batch", `[{"jsonrpc":"2.0","id":3,"method":"ping"}]`, -32600, "null", "MCP 2025-11-25 has no JSON-RPC batches"},
		{"no jsonrpc", `{"id":4,"method":"ping"}`, -32600, "4", `"jsonrpc" must be "2.0"`},
		{"jsonrpc 1.0", `{"jsonrpc":"1.0","id":"five","method":"ping"}`, -32600, `"five"`, `"jsonrpc" must be "2.0"`},
		{"object id", `{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}`, -32600, "null", `"id" must be a string or a whole number`},
		{"null id", `{"jsonrpc":"2.0","id":null,"method":"ping"}`, -32600, "null", `never null`},
		{"fractional id", `{"jsonrpc":"2.0","id":1.5,"method":"ping"}`, -32600, "null", `"id" must be a string or a whole number`},
		{"not an object", `42`, -32600, "null", "a JSON-RPC message is a JSON object"},
		{"method not a string", `{"jsonrpc":"2.0","id":6,"method":7}`, -32600, "6", `"method" must be a string`},
		{"no method", `{"jsonrpc":"2.0","id":7}`, -32600, "7", `no "method"`},
		{"too deep", `{"jsonrpc":"2.0","id":8,"method":"ping","params":{"a":` + strings.Repeat("[", 1100) + strings.Repeat("]", 1100) + `}}`, -32600, "8", "nesting depth"},
		{"response without id", `{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"bad"}}`, 0, "", ""},
		{"response with a bad error", `{"jsonrpc":"2.0","id":9,"error":"bad"}`, 0, "", ""},
		{"too long", `{"jsonrpc":"2.0","id":10,"method":"ping","params":{"a":"` + strings.Repeat("x", mcp.DefaultMaxLineLength) + `"}}`, -32600, "null", "longer than the 16 MiB"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s.t = t
			s.send(tc.line)
			if tc.code != 0 {
				line := s.next()
				var got rpcError
				if err := json.Unmarshal([]byte(line), &got); err != nil || got.Error.Code != tc.code || string(got.ID) != tc.id || !strings.Contains(got.Error.Message, tc.want) {
					t.Fatalf("answered %s; want error %d, id %s, message with %q", line, tc.code, tc.id, tc.want)
				}
			}
			s.ping(100 + i)
		})
	}
}

// TestStdioBatches checks batches at 2025-03-26, which has them: a batch
// is answered as one array, and the messages of a batch that are not
// valid get their errors without losing the others' answers.
func TestStdioBatches(t *testing.T) {
	s := startStdio(t, "2025-03-26")
	for _, tc := range []struct {
		name, batch string
		want        []string // the answer lines
	}{
		{"two pings", `[{"jsonrpc":"2.0","id":1,"method":"ping"},{"jsonrpc":"2.0","id":2,"method":"ping"}]`,
			[]string{`[{"jsonrpc":"2.0","id":1,"result":{}},{"jsonrpc":"2.0","id":2,"result":{}}]`}},
		{"an invalid member", `[{"jsonrpc":"2.0","id":3,"method":"ping"},{"id":4,"method":"ping"},5]`,
			[]string{`[{"jsonrpc":"2.0","id":4,"error":{"code":-32600,"message":"Invalid Request: \"jsonrpc\" must be \"2.0\""}},` +
				`{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Invalid Request: a JSON-RPC message is a JSON object"}}]`,
				`[{"jsonrpc":"2.0","id":3,"result":{}}]`}},
		{"a repeated id", `[{"jsonrpc":"2.0","id":6,"method":"ping"},{"jsonrpc":"2.0","id":6,"method":"ping"}]`,
			[]string{`[{"jsonrpc":"2.0","id":6,"error":{"code":-32600,"message":"Invalid Request: the batch has two requests with id 6"}}]`,
				`[{"jsonrpc":"2.0","id":6,"result":{}}]`}},
		{"empty", `[]`, []string{`{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Invalid Request: the batch is empty"}}`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s.t = t
			s.send(tc.batch)
			for _, want := range tc.want {
				if got := s.next(); got != want {
					t.Fatalf("answered %s\nwant %s", got, want)
				}
			}
			s.ping(100)
		})
	}
}
