package broker

import (
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sbx-sandbox/sbx/wasmrt"
)

// benchWSGI is the WSGI app both sides of BenchmarkAppRequest serve.
const benchWSGI = `
import json
def app(environ, start_response):
    body = json.dumps({"path": environ["PATH_INFO"], "squares": sum(i * i for i in range(100))}).encode()
    start_response("200 OK", [("Content-Type", "application/json"), ("Content-Length", str(len(body)))])
    return [body]
`

// benchWSGIServer serves benchWSGI on port argv[1] with the standard
// library's wsgiref, quietly.
const benchWSGIServer = benchWSGI + `
import sys
from wsgiref.simple_server import make_server, WSGIRequestHandler
class Quiet(WSGIRequestHandler):
    def log_message(self, *args):
        pass
make_server("127.0.0.1", int(sys.argv[1]), app, handler_class=Quiet).serve_forever()
`

// BenchmarkAppRequest measures one request to a published app through
// sbx's gateway against the same content served by Debian's python3, a
// process listening on a socket as a native sandbox's server would: a
// 16 KiB page from a directory (python3 -m http.server) and a WSGI app
// (wsgiref). Requests alternate between the two, each on a new
// connection; the medians and their ratio are reported.
//
//	go test -run '^$' -bench BenchmarkAppRequest -benchtime 200x ./broker/
func BenchmarkAppRequest(b *testing.B) {
	const python = "/usr/bin/python3"
	if _, err := os.Stat(python); err != nil {
		b.Skip("Debian's python3 is not installed (apt-get install python3): it is what the figures compare with")
	}
	warm(b, wasmrt.Python)
	s := newAppServer(b, Options{})
	page := "<!doctype html><p>" + strings.Repeat("x", 16<<10) + "</p>"
	write(b, s.cs, "site/index.html", page)
	static := call[AppInfo](b, s.cs, "publish_app", args{"name": "site", "path": "site"})
	run(b, s.cs, "python", benchWSGI)
	wsgi := call[AppInfo](b, s.cs, "publish_app", args{"name": "api", "wsgi": "__main__:app"})
	bearer := []string{"Authorization", "Bearer " + s.token(b, static.SandboxID)}

	dir := b.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte(page), 0o644); err != nil {
		b.Fatal(err)
	}
	files := startPython(b, dir, python, "-m", "http.server", "--bind", "127.0.0.1")
	api := startPython(b, dir, python, "-c", benchWSGIServer)

	client := &http.Client{Transport: &http.Transport{DisableKeepAlives: true}}
	native := func(url string) {
		resp, err := client.Get(url)
		if err != nil || resp.StatusCode != http.StatusOK {
			b.Fatalf("python3 at %s: %v %v", url, err, resp)
		}
		resp.Body.Close()
	}
	for _, c := range []struct {
		name        string
		sbx, python string
	}{{"static", static.URL, files}, {"wsgi", wsgi.URL, api}} {
		var ours, theirs []time.Duration
		for range b.N {
			start := time.Now()
			if resp, body := s.get(b, "GET", c.sbx, "", bearer...); resp.StatusCode != http.StatusOK || body == "" {
				b.Fatalf("sbx %s: %s", c.name, resp.Status)
			}
			ours = append(ours, time.Since(start))
			start = time.Now()
			native(c.python)
			theirs = append(theirs, time.Since(start))
		}
		o, t := ms(median(ours)), ms(median(theirs))
		b.ReportMetric(o, c.name+"-sbx-ms")
		b.ReportMetric(t, c.name+"-python3-ms")
		b.ReportMetric(o/t, c.name+"-ratio")
	}
}

// startPython starts python3 with args and a free port as its last
// argument, in dir, and returns its URL once it accepts connections.
func startPython(tb testing.TB, dir, python string, args ...string) string {
	tb.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		tb.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	_, port, _ := net.SplitHostPort(addr)
	cmd := exec.Command(python, append(args, port)...)
	cmd.Dir = dir
	if err := cmd.Start(); err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	for range 100 {
		if c, err := net.Dial("tcp", addr); err == nil {
			c.Close()
			return "http://" + addr + "/"
		}
		time.Sleep(50 * time.Millisecond)
	}
	tb.Fatalf("%s %s did not listen on port %s", python, strconv.Quote(strings.Join(args, " ")), port)
	return ""
}
