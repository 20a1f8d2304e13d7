// Command embed is a program of its own module that uses sbx as any Go
// program would, through its public package only: it runs Python,
// JavaScript and a shell line in one sandbox, then serves the MCP tools to
// the go-sdk's client in memory and calls one.
package main

import (
	"context"
	"errors"
	"fmt"
	"log"
	"os"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx"
)

func main() {
	ctx := context.Background()
	rt, err := sbx.Open(ctx, sbx.Options{})
	if err != nil {
		log.Fatal(err)
	}
	defer rt.Close()
	if err := sandbox(ctx, rt); err != nil {
		log.Fatal(err)
	}
	if err := serve(ctx, rt); err != nil {
		log.Fatal(err)
	}
}

// sandbox runs one line of each language in a sandbox, and a run past its
// time limit.
func sandbox(ctx context.Context, rt *sbx.Runtime) error {
	sb, err := rt.NewSandbox(ctx, sbx.SandboxOptions{})
	if err != nil {
		return err
	}
	defer sb.Close()
	for _, run := range []struct {
		lang sbx.Language
		code string
	}{
		{sbx.Python, "import platform; print('python', platform.python_version())"},
		{sbx.JavaScript, "console.log('javascript', [1, 2, 3].map(x => x * 2).join(','))"},
		{sbx.Shell, "echo shell $(seq 3 | wc -l) | tr a-z A-Z"},
	} {
		res, err := sb.Run(ctx, run.lang, run.code)
		if err != nil {
			return err
		}
		fmt.Print(res.Stdout)
	}
	_, err = sb.Run(ctx, sbx.Python, "while True: pass", sbx.WithTimeout(100*time.Millisecond))
	fmt.Println("timeout:", errors.Is(err, sbx.ErrTimeout))
	return nil
}

// serve connects the go-sdk's client to sbx's MCP server in memory and
// calls run_code.
func serve(ctx context.Context, rt *sbx.Runtime) error {
	dir, err := os.MkdirTemp("", "sbx-embed-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	srv, err := rt.NewServer(sbx.ServerOptions{DataDir: dir})
	if err != nil {
		return err
	}
	defer srv.Close()
	ct, st := mcp.NewInMemoryTransports()
	go srv.Serve(ctx, st)
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "embed", Version: "1"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		return err
	}
	defer cs.Close()
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "run_code",
		Arguments: map[string]any{"language": "python", "code": "print('mcp', 6 * 7)"}})
	if err != nil {
		return err
	}
	out, _ := res.StructuredContent.(map[string]any)
	fmt.Print(out["stdout"])
	return nil
}
