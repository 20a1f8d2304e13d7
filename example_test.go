package sbx_test

import (
	"context"
	"errors"
	"fmt"
	"log"
	"net/http"
	"net/http/httptest"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/sbx-sandbox/sbx"
)

// Run Python once: open a runtime, make a sandbox, run, close.
func Example() {
	ctx := context.Background()
	rt, err := sbx.Open(ctx, sbx.Options{})
	if err != nil {
		log.Fatal(err)
	}
	defer rt.Close()
	sb, err := rt.NewSandbox(ctx, sbx.SandboxOptions{})
	if err != nil {
		log.Fatal(err)
	}
	defer sb.Close()

	res, err := sb.Run(ctx, sbx.Python, "import sys\nprint(f'{6*7} from Python {sys.version_info.major}')")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Print(res.Stdout)
	fmt.Println("exit code", res.ExitCode, "isolation", res.Isolation)
	// Output:
	// 42 from Python 3
	// exit code 0 isolation wasm
}

// A sandbox keeps one interpreter per language: variables, imports and
// functions defined in one Run are there in the next. Files in /workspace
// are shared by every language and by shell lines.
func ExampleSandbox_Run_kernel() {
	ctx := context.Background()
	rt, err := sbx.Open(ctx, sbx.Options{})
	if err != nil {
		log.Fatal(err)
	}
	defer rt.Close()
	sb, err := rt.NewSandbox(ctx, sbx.SandboxOptions{})
	if err != nil {
		log.Fatal(err)
	}
	defer sb.Close()

	for _, cell := range []string{
		"import json\nrows = [{'city': 'Oslo', 'temp': 4}, {'city': 'Rome', 'temp': 17}]",
		"warm = [r['city'] for r in rows if r['temp'] > 10]\nprint(warm)",
		"with open('rows.json', 'w') as f:\n    json.dump(rows, f)",
	} {
		res, err := sb.Run(ctx, sbx.Python, cell)
		if err != nil {
			log.Fatal(err)
		}
		fmt.Print(res.Stdout)
	}
	res, err := sb.RunCommand(ctx, "wc -c < rows.json")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Print("rows.json bytes: ", res.Stdout)
	res, err = sb.Run(ctx, sbx.JavaScript, "console.log(typeof rows)")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Print("rows in JavaScript: ", res.Stdout)
	// Output:
	// ['Rome']
	// rows.json bytes: 59
	// rows in JavaScript: undefined
}

// Fork a sandbox to try something without losing where it was: the fork
// starts with the source's variables and files, and each goes its own way.
func ExampleSandbox_Fork() {
	ctx := context.Background()
	rt, err := sbx.Open(ctx, sbx.Options{})
	if err != nil {
		log.Fatal(err)
	}
	defer rt.Close()
	sb, err := rt.NewSandbox(ctx, sbx.SandboxOptions{})
	if err != nil {
		log.Fatal(err)
	}
	defer sb.Close()
	if _, err := sb.Run(ctx, sbx.Python, "plan = ['load', 'clean']"); err != nil {
		log.Fatal(err)
	}

	fork, lost, err := sb.Fork(ctx)
	if err != nil || len(lost) > 0 {
		log.Fatal(err, lost)
	}
	defer fork.Close()
	try, err := fork.Run(ctx, sbx.Python, "plan.append('risky step'); print(plan)")
	if err != nil {
		log.Fatal(err)
	}
	kept, err := sb.Run(ctx, sbx.Python, "print(plan)")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Print("fork:   ", try.Stdout, "source: ", kept.Stdout)
	// Output:
	// fork:   ['load', 'clean', 'risky step']
	// source: ['load', 'clean']
}

// Mount sbx's MCP server in the program's own HTTP server, next to its
// other routes, and call a tool with the MCP Go SDK's client.
func ExampleServer_Handler() {
	ctx := context.Background()
	rt, err := sbx.Open(ctx, sbx.Options{})
	if err != nil {
		log.Fatal(err)
	}
	defer rt.Close()
	dir, err := os.MkdirTemp("", "sbx-example-") // workspaces, homes, audit log
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	srv, err := rt.NewServer(sbx.ServerOptions{DataDir: dir})
	if err != nil {
		log.Fatal(err)
	}
	defer srv.Close()

	mux := http.NewServeMux()
	mux.Handle("/mcp", srv.Handler())
	mux.HandleFunc("/healthz", func(w http.ResponseWriter, _ *http.Request) { fmt.Fprintln(w, "ok") })
	web := httptest.NewServer(mux) // or http.ListenAndServe(addr, mux)
	defer web.Close()

	client := mcp.NewClient(&mcp.Implementation{Name: "agent", Version: "1"}, nil)
	cs, err := client.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: web.URL + "/mcp"}, nil)
	if err != nil {
		log.Fatal(err)
	}
	defer cs.Close()
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "run_code",
		Arguments: map[string]any{"language": "python", "code": "print(sum(range(10)))"}})
	if err != nil {
		log.Fatal(err)
	}
	out := res.StructuredContent.(map[string]any)
	fmt.Print(out["stdout"])
	fmt.Println("isolation:", out["isolation"])
	// Output:
	// 45
	// isolation: wasm
}

// A policy decides what the program's sandboxes may run: here Python and
// shell lines, without the network tools. What it refuses fails with
// ErrRefused before anything runs.
func ExamplePolicy() {
	ctx := context.Background()
	rt, err := sbx.Open(ctx, sbx.Options{Policy: sbx.Policy{
		Languages: []sbx.Language{sbx.Python, sbx.Shell},
		Commands:  sbx.Commands{Deny: []string{"curl", "wget"}},
	}})
	if err != nil {
		log.Fatal(err)
	}
	defer rt.Close()
	sb, err := rt.NewSandbox(ctx, sbx.SandboxOptions{})
	if err != nil {
		log.Fatal(err)
	}
	defer sb.Close()

	res, err := sb.RunCommand(ctx, "echo allowed | tr a-z A-Z")
	if err != nil {
		log.Fatal(err)
	}
	fmt.Print(res.Stdout)
	_, err = sb.RunCommand(ctx, "ls && curl https://example.com")
	fmt.Println("curl refused:", errors.Is(err, sbx.ErrRefused))
	_, err = sb.Run(ctx, sbx.JavaScript, "console.log(1)")
	fmt.Println("javascript refused:", errors.Is(err, sbx.ErrRefused))
	// Output:
	// ALLOWED
	// curl refused: true
	// javascript refused: true
}
