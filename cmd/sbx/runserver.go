package main

import (
	"fmt"
	"os"
	"time"
)

// The run server: `sbx run` hands its run to a warm process of the same
// user and build of sbx, which keeps the compiled guests and their kernel
// templates in memory, so that a run costs a process start, a connect and
// a snapshot restore rather than loading a 7 MB module (runserver_linux.go;
// docs/design.md, "The run server").

// runProtocol is the version of the run server's protocol; a client and a
// server of different versions never talk (the socket's name differs too).
const runProtocol = 2

// defaultRunServerIdle is how long a run server stays up unused: long
// enough for a loop of runs in a CI job or an afternoon's edit-run cycle
// to find it warm, short enough that the memory its compiled guests hold
// (a few hundred MiB) is soon given back.
const defaultRunServerIdle = 5 * time.Minute

// runServerAllowed is set by main: tests that call run directly run in
// their own process, as the test binary is no sbx to start a server from.
var runServerAllowed bool

// runServerIdle reads SBX_RUN_SERVER: off (0), a duration, or unset for
// the default.
func runServerIdle() (time.Duration, error) {
	v := os.Getenv("SBX_RUN_SERVER")
	switch v {
	case "":
		return defaultRunServerIdle, nil
	case "off":
		return 0, nil
	}
	d, err := time.ParseDuration(v)
	if err != nil || d <= 0 {
		return 0, fmt.Errorf("SBX_RUN_SERVER=%q is neither off nor a positive duration such as 5m", v)
	}
	return d, nil
}
