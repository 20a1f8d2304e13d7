//go:build linux

package main

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/sbx-sandbox/sbx/fallback/internal/vmproto"
)

func TestHandle(t *testing.T) {
	workspace = t.TempDir()
	// Commands run as nobody when the tests run as root.
	os.Chmod(filepath.Dir(workspace), 0o755)
	os.Chmod(workspace, 0o777)
	exec := func(cmd string, timeout time.Duration, max int) *vmproto.Request {
		return &vmproto.Request{Op: vmproto.OpExec, Command: cmd, Workdir: workspace, TimeoutMS: timeout.Milliseconds(), MaxOutput: max}
	}
	for _, tc := range []struct {
		name string
		req  *vmproto.Request
		want vmproto.Response
	}{
		{"exit code and streams", exec("echo out; echo err >&2; exit 3", time.Second, 100),
			vmproto.Response{ExitCode: 3, Stdout: []byte("out\n"), Stderr: []byte("err\n")}},
		{"stdin", &vmproto.Request{Op: vmproto.OpExec, Command: "tr a-z A-Z", Stdin: []byte("abc"), TimeoutMS: 1000, MaxOutput: 100},
			vmproto.Response{Stdout: []byte("ABC")}},
		{"timeout kills the group", exec("echo a; sleep 30 & sleep 30", 300*time.Millisecond, 100),
			vmproto.Response{ExitCode: 137, Stdout: []byte("a\n"), TimedOut: true}},
		{"output limit", exec("yes", 10*time.Second, 10),
			vmproto.Response{ExitCode: 137, Stdout: []byte("y\ny\ny\ny\ny\n"), Truncated: true}},
		{"write", &vmproto.Request{Op: vmproto.OpWrite, Path: "d/f.txt", Data: []byte("hi")}, vmproto.Response{}},
		{"read", &vmproto.Request{Op: vmproto.OpRead, Path: "d/f.txt", Max: 10}, vmproto.Response{Data: []byte("hi")}},
		{"read over max", &vmproto.Request{Op: vmproto.OpRead, Path: "d/f.txt", Max: 1}, vmproto.Response{Error: "larger than 1 bytes"}},
		{"unknown op", &vmproto.Request{Op: "reboot"}, vmproto.Response{Error: "unknown op reboot"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			start := time.Now()
			got := handle(tc.req, nil)
			if string(got.Stdout) != string(tc.want.Stdout) || string(got.Stderr) != string(tc.want.Stderr) ||
				string(got.Data) != string(tc.want.Data) || got.ExitCode != tc.want.ExitCode ||
				got.TimedOut != tc.want.TimedOut || got.Truncated != tc.want.Truncated || got.Error != tc.want.Error {
				t.Fatalf("got %+v\nwant %+v", got, tc.want)
			}
			if took := time.Since(start); took > 5*time.Second {
				t.Fatalf("took %v", took)
			}
		})
	}
}

func TestServe(t *testing.T) {
	hostR, agentW := io.Pipe()
	agentR, hostW := io.Pipe()
	go serve(vmproto.NewConn(agentR, agentW), "test")
	host := vmproto.NewConn(hostR, hostW)
	var hello vmproto.Hello
	if err := host.Receive(&hello); err != nil || !hello.Ready || hello.Kernel != "test" {
		t.Fatalf("hello %+v, %v", hello, err)
	}
	for id := uint64(1); id <= 2; id++ {
		if err := host.Send(vmproto.Request{ID: id, Op: vmproto.OpExec, Command: "echo " + strings.Repeat("x", int(id)), TimeoutMS: 1000, MaxOutput: 10}); err != nil {
			t.Fatal(err)
		}
		var resp vmproto.Response
		if err := host.Receive(&resp); err != nil || resp.ID != id || string(resp.Stdout) != strings.Repeat("x", int(id))+"\n" {
			t.Fatalf("response %+v, %v", resp, err)
		}
	}
	hostW.Close()
}

// TestServeStreams checks that a streamed exec's output comes in Partial
// responses as it is written, within the output limit, before the whole
// response.
func TestServeStreams(t *testing.T) {
	hostR, agentW := io.Pipe()
	agentR, hostW := io.Pipe()
	go serve(vmproto.NewConn(agentR, agentW), "test")
	host := vmproto.NewConn(hostR, hostW)
	defer hostW.Close()
	var hello vmproto.Hello
	if err := host.Receive(&hello); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	if err := host.Send(vmproto.Request{ID: 9, Op: vmproto.OpExec, Command: "echo first; echo oops >&2; sleep 1; echo second; yes",
		TimeoutMS: 10000, MaxOutput: 30, Stream: true}); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr strings.Builder
	var firstAt time.Duration
	for {
		var resp vmproto.Response
		if err := host.Receive(&resp); err != nil || resp.ID != 9 {
			t.Fatalf("response %+v, %v", resp, err)
		}
		if !resp.Partial {
			if string(resp.Stdout) != stdout.String() || string(resp.Stderr) != stderr.String() || !resp.Truncated {
				t.Errorf("whole response stdout %q stderr %q (truncated %v); streamed %q and %q", resp.Stdout, resp.Stderr, resp.Truncated, stdout.String(), stderr.String())
			}
			break
		}
		stdout.Write(resp.Stdout)
		stderr.Write(resp.Stderr)
		if firstAt == 0 && strings.HasPrefix(stdout.String(), "first\n") {
			firstAt = time.Since(start)
		}
	}
	if took := time.Since(start); firstAt == 0 || took-firstAt < 800*time.Millisecond {
		t.Errorf("the first line came %v in, the response %v: want it streamed before the sleep", firstAt, took)
	}
	if !strings.HasPrefix(stdout.String(), "first\nsecond\ny\n") || stderr.String() != "oops\n" || stdout.Len()+stderr.Len() != 30 {
		t.Errorf("streamed stdout %q stderr %q; want the first 30 bytes of output", stdout.String(), stderr.String())
	}
}
