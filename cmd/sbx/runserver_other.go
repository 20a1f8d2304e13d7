//go:build !linux

package main

import (
	"io"
	"time"
)

// runServerCommand is the run server's hidden subcommand; there is none
// off Linux, where `sbx run` runs in its own process.
const runServerCommand = "run-server"

func runOnServer(runRequest, time.Duration, io.Reader, io.Writer, io.Writer) (int, bool) {
	return 0, false
}

func serveRuns([]string) int { return exitUsage }
