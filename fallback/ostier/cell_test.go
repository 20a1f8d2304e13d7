package ostier

import (
	"context"
	"testing"

	"github.com/sbx-sandbox/sbx/fallback"
	"github.com/sbx-sandbox/sbx/fallback/internal/tiertest"
	"github.com/sbx-sandbox/sbx/provider"
)

// The os provider's python3 runs cells one at a time, as a sandbox with
// no kernel does (its sandboxes have one: the cells go to
// provider.RunPythonCell here).
func TestOSPythonCell(t *testing.T) {
	p := osFor(t)
	caps := p.Capabilities(context.Background())
	sb, err := fallback.Contract(p, caps).Create(context.Background(), provider.Spec{Workspace: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	defer sb.Close()
	tiertest.PythonCell(t, sb, func(ctx context.Context, req provider.Request) (*provider.Result, error) {
		return provider.RunPythonCell(ctx, sb, req)
	}, caps.Native)
}
