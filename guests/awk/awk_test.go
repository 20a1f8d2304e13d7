package awk

import (
	"testing"

	"github.com/sbx-sandbox/sbx/guests/internal/guesttest"
)

func TestCommandLine(t *testing.T) {
	wasm, err := Wasm()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		args         []string
		stdin        string
		code         int
		stdout, errs string
	}{
		{args: []string{"awk", "{s+=$2} END {print s}"}, stdin: "a 1\nb 2\n", stdout: "3\n"},
		{args: []string{"awk", "-F,", "-v", "n=2", "{print $n}"}, stdin: "x,y\n", stdout: "y\n"},
		{args: []string{"awk", "BEGIN {printf \"%.3f %s\\n\", 1/3, toupper(\"ok\")}"}, stdout: "0.333 OK\n"},
		{args: []string{"awk", "BEGIN {exit 3}"}, code: 3},
		{args: []string{"awk", "{"}, code: 2, errs: "awk: line 2: missing } near end of file\n"},
	}
	for _, tt := range tests {
		code, stdout, stderr := guesttest.Main(t, wasm, tt.args, tt.stdin)
		if code != tt.code || stdout != tt.stdout || stderr != tt.errs {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want %d, %q, %q", tt.args, code, stdout, stderr, tt.code, tt.stdout, tt.errs)
		}
	}
}
