package broker

import (
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestScenarioInProcess tells the scenario over in-memory transports.
func TestScenarioInProcess(t *testing.T) {
	b := newBroker(t, Options{})
	scenario(t, func(t *testing.T, opts *mcp.ClientOptions) *mcp.ClientSession {
		return connect(t, b, opts)
	}, b.Options().DataDir)
}
