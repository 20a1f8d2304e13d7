//go:build linux && !portable

package main

import (
	"bufio"
	"context"
	"net"
	"path/filepath"
	"testing"
	"time"
)

// TestWarmServerOutlivesAPanic serves connections whose handler panics on
// the first: that connection is closed, and the server goes on serving the
// next.
func TestWarmServerOutlivesAPanic(t *testing.T) {
	sock := filepath.Join(t.TempDir(), "w.sock")
	w, held, err := listenWarm(sock)
	if err != nil || held {
		t.Fatal(err, held)
	}
	defer w.release()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	first := true
	go func() {
		defer close(done)
		w.serve(ctx, time.Minute, func(c *net.UnixConn) {
			line, _ := bufio.NewReader(c).ReadString('\n')
			if first {
				first = false
				panic("handler bug")
			}
			c.Write([]byte("echo " + line))
		})
	}()
	ask := func() string {
		c := dialWarm(sock)
		if c == nil {
			t.Fatal("no server")
		}
		defer c.Close()
		c.Write([]byte("hi\n"))
		c.SetReadDeadline(time.Now().Add(5 * time.Second))
		line, _ := bufio.NewReader(c).ReadString('\n')
		return line
	}
	if got := ask(); got != "" {
		t.Fatalf("the panicking connection answered %q", got)
	}
	if got := ask(); got != "echo hi\n" {
		t.Fatalf("the next connection after a panic: %q", got)
	}
	cancel()
	<-done
}
