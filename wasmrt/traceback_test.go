package wasmrt

import (
	"context"
	"regexp"
	"strings"
	"testing"
	"time"
)

// libFrame matches a traceback frame in a .py file of the guest's library
// (the standard library or site-packages) and the line after it.
var libFrame = regexp.MustCompile(`(?m)^  File "/usr/local/lib/python3\.13/[^"]+\.py", line \d+, in .*\n(.*)`)

// TestTracebacksShowLibrarySource: a traceback through the standard
// library or dateutil shows each library frame's source line, in a kernel
// and in a process, on the plain guest and the imaging guest.
func TestTracebacksShowLibrarySource(t *testing.T) {
	const (
		jsonCode = "import json\njson.loads('{')"
		jsonLine = "    obj, end = self.raw_decode(s, idx=_w(s, 0).end())\n"
		dateCode = "from dateutil import parser\nparser.parse('x')"
		dateLine = "    return DEFAULTPARSER.parse(timestr, **kwargs)\n"
	)
	tests := []struct {
		name, code, want string
		process          bool
	}{
		{"stdlib in a kernel", jsonCode, jsonLine, false},
		{"stdlib in a process", jsonCode, jsonLine, true},
		{"dateutil in a kernel", dateCode, dateLine, false},
		{"dateutil in a process", dateCode, dateLine, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sb, _ := newSandbox(t, Limits{})
			var res *Result
			if tt.process {
				var err error
				res, err = sb.Exec(context.Background(), Process{Language: Python, Args: []string{"-c", tt.code}, Timeout: 30 * time.Second})
				if err != nil {
					t.Fatal(err)
				}
			} else {
				res = run(t, sb, Python, tt.code, 30*time.Second)
			}
			frames := libFrame.FindAllStringSubmatch(res.Stderr, -1)
			if res.ExitCode != 1 || len(frames) == 0 || !strings.Contains(res.Stderr, tt.want) {
				t.Fatalf("exit %d stderr:\n%s\nwant library frames and the line %q", res.ExitCode, res.Stderr, tt.want)
			}
			for _, f := range frames {
				if !strings.HasPrefix(f[1], "    ") {
					t.Errorf("no source line after %q", strings.SplitN(f[0], "\n", 2)[0])
				}
			}
		})
	}
}
