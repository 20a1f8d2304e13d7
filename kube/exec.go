package kube

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"time"

	"github.com/gorilla/websocket"
)

// Exec goes over WebSocket with the v5.channel.k8s.io subprotocol, which
// API servers speak from Kubernetes 1.30: each message starts with its
// channel (0 stdin, 1 stdout, 2 stderr, 3 the outcome as a Status), and
// [255, 0] closes stdin, so that `python3 -` sees the end of its code.
const execProtocol = "v5.channel.k8s.io"

// Channels of the exec protocol.
const (
	chanStdin  = 0
	chanStdout = 1
	chanStderr = 2
	chanStatus = 3
	chanClose  = 255
)

// errNoExitStatus means the exec's connection ended before its outcome.
var errNoExitStatus = errors.New("the exec's connection ended before its exit status")

// exec runs argv in the container sandbox of pod name, writing its output
// to stdout and stderr as it comes, and returns its exit status. It
// returns when the command ends or ctx does.
func (c *client) exec(ctx context.Context, ns, name string, argv []string, stdin []byte, stdout, stderr io.Writer) (int, error) {
	q := url.Values{"container": {"sandbox"}, "stdout": {"true"}, "stderr": {"true"}, "command": argv}
	if stdin != nil {
		q.Set("stdin", "true")
	}
	u := c.url(podPath(ns, name)+"/exec", q)
	u.Scheme = map[string]string{"https": "wss", "http": "ws"}[u.Scheme]
	header := http.Header{}
	if err := c.authorize(ctx, header); err != nil {
		return 0, err
	}
	tlsConfig := c.tls.Clone()
	tlsConfig.NextProtos = []string{"http/1.1"} // a WebSocket upgrade is HTTP/1.1
	d := websocket.Dialer{Proxy: c.proxy, TLSClientConfig: tlsConfig, Subprotocols: []string{execProtocol},
		HandshakeTimeout: 30 * time.Second, ReadBufferSize: 32 << 10, WriteBufferSize: 32 << 10}
	conn, resp, err := d.DialContext(ctx, u.String(), header)
	if err != nil {
		if resp != nil && resp.StatusCode != http.StatusSwitchingProtocols {
			defer resp.Body.Close()
			return 0, fmt.Errorf("exec: %w", readError(resp))
		}
		return 0, fmt.Errorf("exec: %w", err)
	}
	defer conn.Close()
	if p := conn.Subprotocol(); p != execProtocol {
		return 0, fmt.Errorf("exec: the API server speaks %q, not %s: sbx needs Kubernetes 1.30 or later", p, execProtocol)
	}
	stop := context.AfterFunc(ctx, func() { conn.Close() })
	defer stop()
	if stdin != nil {
		go func() { // while the output is read, so that neither side waits on the other
			for len(stdin) > 0 {
				n := min(len(stdin), 32<<10)
				if conn.WriteMessage(websocket.BinaryMessage, append([]byte{chanStdin}, stdin[:n]...)) != nil {
					return
				}
				stdin = stdin[n:]
			}
			conn.WriteMessage(websocket.BinaryMessage, []byte{chanClose, chanStdin})
		}()
	}
	var outcome []byte
	for {
		_, msg, err := conn.ReadMessage()
		if err != nil {
			if ctx.Err() != nil {
				return 0, context.Cause(ctx)
			}
			var ce *websocket.CloseError
			if errors.As(err, &ce) && ce.Code == websocket.CloseNormalClosure || errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
				break
			}
			return 0, fmt.Errorf("exec: %w", err)
		}
		if len(msg) == 0 {
			continue
		}
		data := msg[1:]
		switch msg[0] {
		case chanStdout:
			if _, err := stdout.Write(data); err != nil {
				return 0, err
			}
		case chanStderr:
			if _, err := stderr.Write(data); err != nil {
				return 0, err
			}
		case chanStatus:
			outcome = append(outcome, data...)
		}
	}
	if len(outcome) == 0 {
		return 0, errNoExitStatus
	}
	return exitStatus(outcome)
}

// exitStatus reads the Status an exec ends with: Success, or Failure
// with reason NonZeroExitCode and the code as the cause ExitCode, or
// another failure (the command could not start).
func exitStatus(b []byte) (int, error) {
	var st status
	if err := json.Unmarshal(b, &st); err != nil {
		return 0, fmt.Errorf("exec: the exit status %q: %v", b, err)
	}
	switch {
	case st.Status == "Success":
		return 0, nil
	case st.Status == "Failure" && st.Reason == "NonZeroExitCode" && st.Details != nil:
		for _, c := range st.Details.Causes {
			if c.Type == "ExitCode" {
				code, err := strconv.ParseUint(c.Message, 10, 8)
				if err != nil {
					return 0, fmt.Errorf("exec: exit code %q", c.Message)
				}
				return int(code), nil
			}
		}
	}
	if st.Message == "" {
		st.Message = string(b)
	}
	return 0, fmt.Errorf("exec: %s", st.Message)
}
