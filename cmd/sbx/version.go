package main

import (
	"fmt"
	"io"
	"runtime/debug"

	"github.com/sbx-sandbox/sbx"
)

// sbxVersion is the module version when built by `go install`, else "dev".
func sbxVersion() string {
	if info, ok := debug.ReadBuildInfo(); ok && info.Main.Version != "" && info.Main.Version != "(devel)" {
		return info.Main.Version
	}
	return "dev"
}

func runVersion(_ []string, _ io.Reader, stdout, _ io.Writer) int {
	fmt.Fprintf(stdout, "sbx %s\n", sbxVersion())
	for _, g := range sbx.Guests() {
		fmt.Fprintf(stdout, "  %-10s %s (wasm32-wasi)\n", g.Name, g.Version)
	}
	return exitOK
}
