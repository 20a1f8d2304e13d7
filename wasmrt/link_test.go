package wasmrt

import (
	"strings"
	"testing"

	"github.com/sbx-sandbox/sbx/hostfs"
)

// TestHardLinksInGuest checks the hard links a Python program makes in the
// sandbox: os.link and Path.hardlink_to within a mount give a file a
// second name, counted once against the quota; a link to another mount, a
// read-only tree or past the file limit is refused with the errno Python
// shows.
func TestHardLinksInGuest(t *testing.T) {
	if !hostfs.HardLinks {
		t.Skip("hard links are refused (EPERM) on this host")
	}
	const setup = "import errno, os\nfrom pathlib import Path\nopen('a.txt', 'w').write('0123456789')\n"
	tests := []struct {
		name  string
		files int64 // the quota's file limit; the default when 0
		code  string
		want  string
	}{
		{name: "os.link makes a second name", code: `
os.link('a.txt', 'b.txt')
with open('b.txt', 'a') as f:
    f.write('!')
print(os.stat('a.txt').st_nlink, os.path.samefile('a.txt', 'b.txt'), open('a.txt').read())`,
			want: "2 True 0123456789!\n"},
		{name: "Path.hardlink_to in a subdirectory and in /tmp", code: `
Path('d').mkdir()
Path('d/a.txt').hardlink_to('a.txt')
Path('/tmp/x').write_text('x')
Path('/tmp/y').hardlink_to('/tmp/x')
print(Path('d/a.txt').read_text(), Path('/tmp/y').samefile('/tmp/x'))`,
			want: "0123456789 True\n"},
		{name: "the bytes count once", code: `
for i in range(50):
    os.link('a.txt', f'link{i}')
os.remove('a.txt')
print(len(os.listdir('.')), open('link49').read())`,
			want: "50 0123456789\n"},
		{name: "each name counts against the file limit", files: 2, code: `
os.link('a.txt', 'b.txt')
try:
    os.link('a.txt', 'c.txt')
except OSError as e:
    print(errno.errorcode[e.errno], sorted(os.listdir('.')))`,
			want: "ENOSPC ['a.txt', 'b.txt']\n"},
		{name: "refused", code: `
for src, dst in [('a.txt', '/tmp/a.txt'), ('a.txt', '/usr/local/lib/a.txt'), ('/usr/share/zoneinfo/UTC', 'UTC'),
                 ('a.txt', 'a.txt'), ('.', 'here'), ('nope', 'n')]:
    try:
        os.link(src, dst)
    except OSError as e:
        print(dst, errno.errorcode[e.errno])`,
			want: "/tmp/a.txt EPERM\n/usr/local/lib/a.txt EROFS\nUTC EPERM\na.txt EEXIST\nhere EPERM\nn ENOENT\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			limits := DefaultLimits
			if tt.files != 0 {
				limits.Quota = hostfs.Quota{Bytes: DefaultLimits.Quota.Bytes, Files: tt.files}
			}
			sb, _ := newSandbox(t, limits)
			res := run(t, sb, Python, setup+tt.code, 0)
			if res.Stdout != tt.want {
				t.Errorf("stdout %q, want %q (stderr %q)", res.Stdout, tt.want, res.Stderr)
			}
			if b, _ := sb.Workspace().Usage(); b > 11 {
				t.Errorf("the workspace counts %d bytes for one file of 11 at most", b)
			}
		})
	}
}

// TestPathlibHardlinkTo runs CPython 3.13's test_pathlib hard-link test
// (PathTest.test_hardlink_to, Lib/test/test_pathlib/test_pathlib.py) in the
// guest on the fixture its setUp makes. The guest's standard library
// leaves out the test package, so the test's body is here as CPython has it.
func TestPathlibHardlinkTo(t *testing.T) {
	if !hostfs.HardLinks {
		t.Skip("hard links are refused (EPERM) on this host")
	}
	const test = `
import os, shutil, unittest
from pathlib import Path

TESTFN = '@test_hardlink_tmp'

class PathTest(unittest.TestCase):
    cls = Path
    parser = os.path

    def setUp(self):
        self.base = os.path.abspath(TESTFN)
        p = self.cls(self.base)
        p.mkdir(parents=True)
        p.joinpath('dirA').mkdir()
        with p.joinpath('fileA').open('wb') as f:
            f.write(b"this is file A\n")

    def tearDown(self):
        shutil.rmtree(self.base)

    @unittest.skipUnless(hasattr(os, 'link'), 'requires hardlink support')
    def test_hardlink_to(self):
        P = self.cls(self.base)
        target = P / 'fileA'
        size = target.stat().st_size
        # linking to another path.
        link = P / 'dirA' / 'fileAA'
        link.hardlink_to(target)
        self.assertEqual(link.stat().st_size, size)
        self.assertTrue(os.path.samefile(target, link))
        self.assertTrue(target.exists())
        # Linking to a str of a relative path.
        link2 = P / 'dirA' / 'fileAAA'
        target2 = self.parser.join(TESTFN, 'fileA')
        link2.hardlink_to(target2)
        self.assertEqual(os.stat(target2).st_size, size)
        self.assertTrue(link2.exists())

result = unittest.TextTestRunner(verbosity=2).run(unittest.defaultTestLoader.loadTestsFromTestCase(PathTest))
print(result.testsRun, len(result.failures), len(result.errors), len(result.skipped))
`
	sb, _ := newSandbox(t, DefaultLimits)
	res := run(t, sb, Python, test, 0)
	if res.Stdout != "1 0 0 0\n" || !strings.Contains(res.Stderr, "test_hardlink_to (__main__.PathTest.test_hardlink_to) ... ok") {
		t.Errorf("run, failed, errors, skipped: %q, want %q; unittest says:\n%s", res.Stdout, "1 0 0 0\n", res.Stderr)
	}
}
