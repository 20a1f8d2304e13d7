package broker

import (
	"testing"
)

// BenchmarkDisplays is a run_code call through an MCP client in a
// provider os sandbox: a cell that displays nothing, and one that draws an
// 800×600 matplotlib figure and returns it as image content. Their
// difference is the time to return one figure, drawing included.
func BenchmarkDisplays(b *testing.B) {
	needOS(b)
	cs := connect(b, newBroker(b, Options{}), nil)
	id := call[SandboxInfo](b, cs, "create_sandbox", args{"provider": "os"}).SandboxID
	callTool(b, cs, "run_code", args{"language": "python", "sandbox_id": id, "timeout_seconds": 30,
		"code": "import matplotlib.pyplot as plt"}) // the import, once, as a notebook's first cell
	for _, bc := range []struct {
		name, code string
		images     int
	}{
		{"no-display", "x = sum(range(100))", 0},
		{"figure-800x600", "plt.figure(figsize=(8, 6), dpi=100); plt.bar(['north', 'south'], [14, 8])", 1},
	} {
		b.Run(bc.name, func(b *testing.B) {
			for b.Loop() {
				res := callTool(b, cs, "run_code", args{"language": "python", "sandbox_id": id, "timeout_seconds": 30, "code": bc.code})
				if sizes, text := displayed(b, res); len(sizes) != bc.images {
					b.Fatalf("%d images, want %d: %s", len(sizes), bc.images, text)
				}
			}
		})
	}
}
