// Command sbx runs Python, JavaScript and shell code in WebAssembly sandboxes
// and serves them to AI agents over MCP.
package main

import (
	"fmt"
	"github.com/sbx-sandbox/sbx/cmd/sbx/internal/bench"
	"io"
	"os"
)

func main() {
	runServerAllowed = true
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// Exit codes of the CLI itself.
const (
	exitOK    = 0
	exitError = 1
	exitUsage = 2
)

type command struct {
	name, summary string
	run           func(args []string, stdin io.Reader, stdout, stderr io.Writer) int
}

func commands() []command {
	return []command{
		{"run", "run code once: sbx run python -c 'print(6*7)'", runRun},
		{"serve", "serve sandboxes to AI agents over MCP (stdio, or HTTP with --http)", runServe},
		{"doctor", "say what is ready and what to do about the rest", runDoctor},
		{"audit", "print the audit log of sbx serve: sbx audit tail [-n N] [-f]", runAudit},
		{"apps", "list the apps sbx serve publishes, with their URLs: sbx apps [--tokens]", runApps},
		{"version", "print the versions of sbx and its guests", runVersion},
		{"bench", "measure sbx on this machine against native interpreters", bench.Run},
	}
}

// run is the whole CLI, callable from tests.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		usage(stdout)
		if len(args) == 0 {
			return exitUsage
		}
		return exitOK
	}
	switch args[0] { // hidden: started by sbx run and sbx serve
	case runServerCommand:
		return serveRuns(args[1:])
	case serveServerCommand:
		return serveSessions(args[1:])
	}
	for _, c := range commands() {
		if c.name == args[0] {
			return c.run(args[1:], stdin, stdout, stderr)
		}
	}
	fmt.Fprintf(stderr, "sbx: unknown command %q\n\n", args[0])
	usage(stderr)
	return exitUsage
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "sbx — WebAssembly sandboxes for AI agents\n\nUsage: sbx COMMAND [options]\n\nCommands:")
	for _, c := range commands() {
		fmt.Fprintf(w, "  %-8s %s\n", c.name, c.summary)
	}
	fmt.Fprintln(w, "\nRun 'sbx COMMAND -h' for a command's options.")
}
