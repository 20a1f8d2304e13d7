package wasmrt

import (
	"strings"
	"testing"
)

// TestLinuxFeel runs the everyday code that agents write for a Linux box,
// in a kernel of each language, and checks what it prints.
func TestLinuxFeel(t *testing.T) {
	tests := []struct {
		name string
		lang Language
		code string
		want string
	}{
		{"python exclusive create keeps the file", Python, `
open('f.txt', 'w').write('old')
for how in (lambda: open('f.txt', 'x'), lambda: __import__('os').open('f.txt', __import__('os').O_CREAT | __import__('os').O_EXCL | __import__('os').O_WRONLY)):
    try:
        how()
    except FileExistsError:
        print('exists', open('f.txt').read())`, "exists old\nexists old\n"},
		{"python mkstemp never reuses a name", Python, `
import tempfile, os
fd, p = tempfile.mkstemp(dir='.')
os.write(fd, b'mine'); os.close(fd)
print(open(p).read())`, "mine\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sb, _ := newSandbox(t, Limits{})
			res := run(t, sb, tt.lang, strings.TrimSpace(tt.code), 0)
			if res.Stdout != tt.want || res.ExitCode != 0 {
				t.Errorf("stdout %q exit %d stderr %q; want %q", res.Stdout, res.ExitCode, res.Stderr, tt.want)
			}
		})
	}
}
