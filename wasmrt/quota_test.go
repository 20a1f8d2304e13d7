package wasmrt

import (
	"strings"
	"testing"

	"github.com/sbx-sandbox/sbx/hostfs"
)

// TestQuotaErrno checks that a guest refused at the quota sees ENOSPC, as a
// program on a full Linux disk does, not EIO, and that the result still
// notes the quota.
func TestQuotaErrno(t *testing.T) {
	const fill = "open('fill.bin', 'wb').write(b'x' * (64 << 10))\n"
	tests := []struct {
		name string
		lang Language
		code string
	}{
		{"python open().write() past the quota", Python, `
import errno
try:
    open('big.bin', 'wb').write(b'x' * (1 << 20))
except OSError as e:
    print(errno.errorcode[e.errno], e.strerror)`},
		{"python a small write at the full quota, flushed at close", Python, fill + `
import errno
try:
    with open('y.txt', 'w') as f:
        f.write('a\nb\n')
except OSError as e:
    print(errno.errorcode[e.errno], e.strerror)`},
		{"python os.write to /tmp, which shares the quota", Python, fill + `
import errno, os
fd = os.open('/tmp/t.bin', os.O_WRONLY | os.O_CREAT)
try:
    os.write(fd, b'x')
except OSError as e:
    print(errno.errorcode[e.errno], e.strerror)`},
		{"python mkdir past the file count", Python, `
import errno, os
for i in range(3):
    open(f'f{i}', 'w').close()
try:
    os.mkdir('d')
except OSError as e:
    print(errno.errorcode[e.errno], e.strerror)`},
		{"python truncate past the quota", Python, `
import errno, os
with open('sparse.bin', 'wb') as f:
    try:
        f.truncate(1 << 20)
    except OSError as e:
        print(errno.errorcode[e.errno], e.strerror)`},
		{"javascript writeFileSync past the quota", JavaScript, `
const fs = require('fs')
try { fs.writeFileSync('big.bin', 'x'.repeat(1 << 20)) } catch (e) { console.log(e.code, e.message.startsWith('ENOSPC: no space left on device')) }`},
		{"javascript mkdirSync past the file count", JavaScript, `
const fs = require('fs')
for (let i = 0; i < 3; i++) fs.writeFileSync('f' + i, '')
try { fs.mkdirSync('d') } catch (e) { console.log(e.code, e.message.startsWith('ENOSPC: no space left on device')) }`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			limits := DefaultLimits
			limits.Quota = hostfs.Quota{Bytes: 64 << 10, Files: 3}
			if strings.Contains(tt.code, "fill.bin") {
				limits.Quota.Files = 10
			}
			sb, _ := newSandbox(t, limits)
			res := run(t, sb, tt.lang, tt.code, 0)
			want := map[Language]string{Python: "ENOSPC No space left on device\n", JavaScript: "ENOSPC true\n"}[tt.lang]
			if res.Stdout != want {
				t.Errorf("stdout %q, want %q (stderr %q)", res.Stdout, want, res.Stderr)
			}
			if !strings.Contains(res.Stderr, "workspace quota reached") {
				t.Errorf("stderr %q does not note the quota", res.Stderr)
			}
		})
	}
}
