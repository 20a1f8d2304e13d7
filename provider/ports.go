package provider

import (
	"context"
	"net"
)

// PortDialer is implemented by sandboxes that can reach a port a process
// listens on inside them although they have no network: the provider
// carries the connection, never a host port. sbx's app gateway publishes
// such a port with expose_port.
type PortDialer interface {
	// DialPort connects to port on the sandbox's loopback interface. It
	// fails, saying so, when nothing listens there.
	DialPort(ctx context.Context, port int) (net.Conn, error)
}
