//go:build !linux || portable

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

// serveServerCommand is the serve server's hidden subcommand; off Linux
// sbx serve serves in its own process.
const serveServerCommand = "serve-server"

func serveOnServer([]string, serveOptions, io.Reader, io.Writer, io.Writer) (int, bool) {
	return 0, false
}

func serveSessions([]string) int { return exitUsage }
