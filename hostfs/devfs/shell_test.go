package devfs

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"testing"

	experimentalsys "github.com/tetratelabs/wazero/experimental/sys"
)

// TestShellDevice checks /dev/sbx-shell: a request runs its line with the
// runner, the answer is the output in frames then the status, and a bad
// request is refused with EINVAL without running anything.
func TestShellDevice(t *testing.T) {
	var ran []string
	d := New(nil, nil, nil).WithShell(func(line, dir string, stdin io.Reader, out io.Writer) int {
		in, _ := io.ReadAll(stdin)
		ran = append(ran, line)
		fmt.Fprintf(out, "%s in %s", line, dir)
		out.Write(in)
		return 3
	})
	if !slices.Contains(d.names(), ShellDevice) || slices.Contains(New(nil, nil, nil).names(), ShellDevice) {
		t.Errorf("/dev lists %q with a runner, %q without", d.names(), New(nil, nil, nil).names())
	}
	exchange := func(req string) (string, experimentalsys.Errno) {
		f, errno := d.OpenFile(ShellDevice, experimentalsys.O_RDWR, 0)
		if errno != 0 {
			t.Fatalf("open: %v", errno)
		}
		defer f.Close()
		if _, errno := f.Write([]byte(req)); errno != 0 {
			return "", errno
		}
		var answer strings.Builder
		buf := make([]byte, 5) // smaller than a frame
		for {
			n, errno := f.Read(buf)
			if errno != 0 || n == 0 {
				return answer.String(), errno
			}
			answer.Write(buf[:n])
		}
	}
	for _, tc := range []struct {
		req, answer string
		errno       experimentalsys.Errno
	}{
		{`{"line": "echo hi", "cwd": "/workspace", "stdin": "x"}` + "\n", "15\necho hi in /workspace1\nx=3\n", 0},
		{`{"line": "echo hi"}`, "", 0}, // no newline yet: nothing runs
		{"not json\n", "", experimentalsys.EINVAL},
		{`{"line": " "}` + "\n", "", experimentalsys.EINVAL},
		{strings.Repeat("x", maxShellRequest+1), "", experimentalsys.EINVAL},
	} {
		if answer, errno := exchange(tc.req); answer != tc.answer || errno != tc.errno {
			t.Errorf("request %.40q: answer %q, %v; want %q, %v", tc.req, answer, errno, tc.answer, tc.errno)
		}
	}
	if !slices.Equal(ran, []string{"echo hi"}) {
		t.Errorf("ran %q, want only the good request's line", ran)
	}
}
