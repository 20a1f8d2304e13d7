package vmproto

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"
)

func TestConn(t *testing.T) {
	var wire bytes.Buffer
	c := NewConn(nil, &wire)
	want := Request{ID: 7, Op: OpExec, Command: "echo 'hi'\n", Stdin: []byte{0, 1, '\n', 0xff}}
	if err := c.Send(want); err != nil {
		t.Fatal(err)
	}
	if n := bytes.Count(wire.Bytes(), []byte("\n")); n != 1 {
		t.Fatalf("one request is %d lines: %q", n, wire.String())
	}
	// Noise a kernel may print on the port is skipped; \r\n is accepted.
	in := "[ 1.0] random: crng init done\r\n{not json\n" + strings.TrimSuffix(wire.String(), "\n") + "\r\n"
	var got Request
	if err := NewConn(strings.NewReader(in), nil).Receive(&got); err != nil {
		t.Fatal(err)
	}
	if got.ID != want.ID || got.Command != want.Command || !bytes.Equal(got.Stdin, want.Stdin) {
		t.Fatalf("got %+v, want %+v", got, want)
	}
}

func TestReceiveLimits(t *testing.T) {
	var r Response
	if err := NewConn(strings.NewReader(`{"id":1}`), nil).Receive(&r); !errors.Is(err, io.EOF) {
		t.Fatalf("unterminated line: %v, want EOF", err)
	}
	long := strings.NewReader(`{"stdout":"` + strings.Repeat("A", MaxLine) + `"}` + "\n")
	if err := NewConn(long, nil).Receive(&r); err == nil || errors.Is(err, io.EOF) {
		t.Fatalf("line over MaxLine: %v, want an error", err)
	}
}

// FuzzReceive feeds arbitrary bytes to Receive: it must return a decoded
// object or an error, never panic or loop.
func FuzzReceive(f *testing.F) {
	f.Add([]byte(`{"id":1,"exit_code":0,"stdout":"aGk="}` + "\n"))
	f.Add([]byte("noise\r\n{\"ready\":true}\n"))
	f.Add([]byte("{\n{}\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		c := NewConn(bytes.NewReader(b), nil)
		for range 100 {
			var r Response
			if c.Receive(&r) != nil {
				return
			}
		}
	})
}
