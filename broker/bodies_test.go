package broker

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sbx-sandbox/sbx/internal/sbxtest"
)

// rawPOST writes a POST of body's first sent bytes to conn, declaring
// length bytes, with the session's header when session is set.
func rawPOST(conn net.Conn, host, session string, length int, sent []byte) error {
	head := fmt.Sprintf("POST /mcp HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: %d\r\n", host, length)
	if session != "" {
		head += "Mcp-Session-Id: " + session + "\r\nMcp-Protocol-Version: 2025-11-25\r\n"
	}
	_, err := conn.Write(append([]byte(head+"\r\n"), sent...))
	return err
}

// startServePID is startHTTP with the server's process id, run under
// prlimit with nofile open files at most when nofile > 0.
func startServePID(t *testing.T, nofile int) (endpoint string, pid int) {
	t.Helper()
	args := []string{sbxtest.Binary(t), "serve", "--http", "127.0.0.1:0", "--insecure-no-auth", "--data-dir", t.TempDir()}
	if nofile > 0 {
		if _, err := exec.LookPath("prlimit"); err != nil {
			t.Skip("needs prlimit (util-linux)")
		}
		args = append([]string{"prlimit", fmt.Sprintf("--nofile=%d:%d", nofile, nofile), "--"}, args...)
	}
	cmd := exec.Command(args[0], args[1:]...)
	endpoint, _, _ = startCmd(t, cmd)
	return endpoint, cmd.Process.Pid
}

// TestBodiesTrickle checks, on a real `sbx serve --http` with 200 open
// files at most, that request bodies trickling in a byte a second (before
// any authentication) are cut off within seconds, and that once they are
// the server answers others again; an idle kept-alive connection is
// closed too.
func TestBodiesTrickle(t *testing.T) {
	endpoint, _ := startServePID(t, 200)
	u, _ := url.Parse(endpoint)
	const trickles = 250 // more than the server's files
	var wg sync.WaitGroup
	closed := make([]time.Duration, trickles)
	start := time.Now()
	for i := range trickles {
		wg.Go(func() {
			conn, err := net.DialTimeout("tcp", u.Host, 5*time.Second)
			if err != nil {
				closed[i] = -1
				return
			}
			defer conn.Close()
			if rawPOST(conn, u.Host, "", 1000, []byte("{")) != nil {
				closed[i] = time.Since(start)
				return
			}
			go func() { // reading notices the server's close
				io.Copy(io.Discard, conn)
				conn.Close()
			}()
			for time.Since(start) < 45*time.Second {
				time.Sleep(time.Second)
				if _, err := conn.Write([]byte(" ")); err != nil {
					break
				}
			}
			closed[i] = time.Since(start)
		})
	}
	time.Sleep(BodyCutoff)
	// Once the trickles are cut off, another client is answered.
	client := &http.Client{Timeout: 5 * time.Second}
	var answered time.Duration
	for time.Since(start) < 40*time.Second {
		resp, err := client.Post(endpoint, "application/json", strings.NewReader(initialize))
		if err == nil {
			resp.Body.Close()
			answered = time.Since(start)
			break
		}
	}
	wg.Wait()
	// Those the server could not take at first are cut off once taken.
	if answered == 0 || answered > 2*BodyCutoff {
		t.Errorf("another client was answered after %v (0: not in 40 s) while %d bodies trickled in", answered, trickles)
	}
	late := 0
	for _, d := range closed {
		if d > 2*BodyCutoff {
			late++
		}
	}
	if late > 0 {
		t.Errorf("%d of %d trickling bodies were still open after %v", late, trickles, 2*BodyCutoff)
	}

	// An idle kept-alive connection is closed.
	conn, err := net.Dial("tcp", u.Host)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	rawPOST(conn, u.Host, "", len(initialize), []byte(initialize))
	br := bufio.NewReader(conn)
	resp, err := http.ReadResponse(br, nil)
	if err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	conn.SetReadDeadline(time.Now().Add(45 * time.Second))
	idle := time.Now()
	if _, err := br.ReadByte(); err != io.EOF {
		t.Errorf("an idle kept-alive connection: %v after %v; want it closed (EOF)", err, time.Since(idle).Round(time.Second))
	}
}

// BodyCutoff is how long after its headers a trickling body is cut off,
// give or take a second.
const BodyCutoff = 11 * time.Second

// TestBodiesMemory checks that 40 concurrent 4 MiB tool calls, each
// holding a large array, take a bounded amount of a real server's memory:
// its peak resident size grows by less than 1 GiB (unbounded, each body
// cost about 90 MB while decoded).
func TestBodiesMemory(t *testing.T) {
	endpoint, pid := startServePID(t, 0)
	u, _ := url.Parse(endpoint)
	resp, _ := post(t, endpoint, initialize)
	session := resp.Header.Get("Mcp-Session-Id")
	post(t, endpoint, `{"jsonrpc":"2.0","method":"notifications/initialized"}`, "Mcp-Session-Id", session, "Mcp-Protocol-Version", "2025-11-25")
	var body bytes.Buffer
	body.WriteString(`{"jsonrpc":"2.0","id":1000,"method":"tools/call","params":{"name":"list_sandboxes","arguments":{"pad":[0`)
	for body.Len() < 4<<20-64 {
		body.WriteString(",0")
	}
	body.WriteString(`]}}}`)
	before := peakRSS(t, pid)
	start := time.Now()
	var wg sync.WaitGroup
	statuses := make([]string, 40)
	for i := range statuses {
		wg.Go(func() {
			conn, err := net.Dial("tcp", u.Host)
			if err != nil {
				statuses[i] = err.Error()
				return
			}
			defer conn.Close()
			conn.SetDeadline(time.Now().Add(60 * time.Second))
			own := bytes.Replace(body.Bytes(), []byte(`"id":1000`), fmt.Appendf(nil, `"id":%d`, 1000+i), 1)
			rawPOST(conn, u.Host, session, len(own), own)
			resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
			if err != nil {
				statuses[i] = err.Error()
				return
			}
			msg, _ := io.ReadAll(io.LimitReader(resp.Body, 300))
			resp.Body.Close()
			statuses[i] = strconv.Itoa(resp.StatusCode)
			if resp.StatusCode != http.StatusOK {
				t.Logf("%d: %s", resp.StatusCode, msg)
			}
		})
	}
	wg.Wait()
	grew := peakRSS(t, pid) - before
	t.Logf("40 concurrent 4 MiB bodies: peak resident size grew %d MiB; statuses %v after %v", grew>>20, statuses, time.Since(start).Round(time.Second))
	if !slices.Contains(statuses, "200") {
		t.Error("no call was answered")
	}
	if grew > 1<<30 {
		t.Errorf("40 concurrent 4 MiB bodies took the server's peak resident size up by %d MiB; want under 1 GiB", grew>>20)
	}
}

// peakRSS is the peak resident size of process pid (VmHWM), in bytes.
func peakRSS(t *testing.T, pid int) int64 {
	t.Helper()
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		t.Fatal(err)
	}
	for line := range strings.Lines(string(data)) {
		if v, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
			return kb << 10
		}
	}
	t.Fatal("no VmHWM in /proc/PID/status")
	return 0
}
