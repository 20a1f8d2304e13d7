package ostier

import (
	"bufio"
	"fmt"
	"net"
	"os"
	"time"

	"github.com/sbx-sandbox/sbx/fallback"
	"github.com/sbx-sandbox/sbx/fallback/ossandbox"
)

// osEgress is an os sandbox's way out: the proxy and the relay's socket.
type osEgress struct {
	proxy *fallback.EgressProxy
	conns *fallback.ConnListener
	ctl   *os.File
	relay *ossandbox.Process
}

// relayTimeout bounds the relay's start.
const relayTimeout = 10 * time.Second

// startOSEgress starts the proxy for eg and its relay in sb.
func startOSEgress(sb *ossandbox.Sandbox, python string, eg fallback.Egress) (*osEgress, error) {
	fds, err := streamPair()
	if err != nil {
		return nil, err
	}
	ctl, theirs := os.NewFile(uintptr(fds[0]), "egress"), os.NewFile(uintptr(fds[1]), "egress")
	defer theirs.Close()
	r, w, err := os.Pipe()
	if err != nil {
		ctl.Close()
		return nil, err
	}
	defer r.Close()
	relay, err := sb.Start(ossandbox.Cmd{Argv: append([]string{python, "-c", fallback.EgressRelay, fallback.EgressPort, "fd"}, fallback.LoopbackForwards(eg.Allow)...), Env: fallback.NativeEnv, Dir: "/",
		Stdout: w, ExtraFiles: []*os.File{theirs}})
	w.Close()
	if err != nil {
		ctl.Close()
		return nil, err
	}
	r.SetReadDeadline(time.Now().Add(relayTimeout))
	if line, err := bufio.NewReader(r).ReadString('\n'); err != nil || line != "ready\n" {
		ctl.Close()
		return nil, fmt.Errorf("the egress relay did not start (%q, %v)", line, err)
	}
	e := &osEgress{conns: fallback.NewConnListener(), ctl: ctl, relay: relay}
	e.proxy = fallback.ServeEgress(eg, e.conns)
	go e.serve()
	return e, nil
}

// serve answers each of the relay's requests with a new stream to the
// proxy, until the relay or the sandbox goes.
func (e *osEgress) serve() {
	var b [1]byte
	for {
		if _, err := e.ctl.Read(b[:]); err != nil {
			return
		}
		fds, err := streamPair()
		if err != nil {
			return
		}
		ours := os.NewFile(uintptr(fds[0]), "egress-conn")
		c, err := net.FileConn(ours)
		ours.Close()
		if err == nil {
			err = sendFD(e.ctl, fds[1])
		}
		closeFD(fds[1])
		if err != nil {
			if c != nil {
				c.Close()
			}
			return
		}
		e.conns.Push(c)
	}
}

// close stops the proxy; the relay ends with its sandbox.
func (e *osEgress) close() {
	e.ctl.Close()
	e.proxy.Close()
}
