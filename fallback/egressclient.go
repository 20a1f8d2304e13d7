package fallback

import (
	"context"
	"net"
	"net/http"
	"net/url"
	"time"
)

// EgressClient returns an HTTP client whose every request goes through a
// proxy for eg, as a native sandbox's do: the same allow-list, the same
// resolution to public addresses only, the same decisions heard. It is
// how sbx fetches for a sandbox (pip's packages in WebAssembly); it
// writes no credentials. close ends the proxy.
func EgressClient(eg Egress) (client *http.Client, close func()) {
	eg.Credentials, eg.CA = nil, nil
	conns := NewConnListener()
	p := ServeEgress(eg, conns)
	tr := &http.Transport{
		Proxy: http.ProxyURL(&url.URL{Scheme: "http", Host: "sbx-egress"}),
		DialContext: func(ctx context.Context, _, _ string) (net.Conn, error) {
			ours, theirs := net.Pipe()
			select {
			case conns.ch <- theirs:
				return ours, nil
			case <-conns.done:
				return nil, net.ErrClosed
			case <-ctx.Done():
				return nil, ctx.Err()
			}
		},
		ResponseHeaderTimeout: time.Minute,
	}
	return &http.Client{Transport: tr}, func() {
		tr.CloseIdleConnections()
		conns.Close()
		p.Close()
	}
}
