package wasmrt

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/sbx-sandbox/sbx/hostfs"
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
		{"js exclusive create keeps the file", JavaScript, `
const fs = require('fs')
fs.writeFileSync('f.txt', 'old')
for (const flag of ['wx', 'ax']) {
  try { fs.writeFileSync('f.txt', 'new', { flag }) } catch (e) { console.log(flag, e.code, fs.readFileSync('f.txt', 'utf8')) }
}
fs.writeFileSync('g.txt', 'new', { flag: 'wx' })
fs.appendFileSync('g.txt', '+')
console.log(fs.readFileSync('g.txt', 'utf8'))`, "wx EEXIST old\nax EEXIST old\nnew+\n"},
		{"python missing paths are missing", Python, `
import os
from pathlib import Path
print(os.path.exists('/nonexistent/x'), Path('/').resolve(), Path('/workspace/../tmp').resolve())
for p in ('/nonexistent/x', '/etc/passwd', '/proc/self/environ'):
    try:
        os.stat(p)
    except FileNotFoundError:
        print('missing', p)`, "False / /tmp\nmissing /nonexistent/x\nmissing /etc/passwd\nmissing /proc/self/environ\n"},
		{"python / is a read-only directory of mount points", Python, `
import os
os.makedirs('/', exist_ok=True)
Path = __import__('pathlib').Path
Path('/home').mkdir(exist_ok=True)
print(sorted(os.listdir('/')), os.listdir('/home'))
for p in ('/x', '/home/x', '/usr/x', '/bin/x'):
    try:
        open(p, 'w')
    except OSError as e:
        print(p, e.strerror)`, "['bin', 'dev', 'home', 'outputs', 'tmp', 'usr', 'workspace'] ['user']\n" +
			"/x Read-only file system\n/home/x Read-only file system\n/usr/x Read-only file system\n/bin/x Read-only file system\n"},
		{"js / lists the mount points", JavaScript, `
const fs = require('fs')
console.log(fs.readdirSync('/').sort().join(' '), fs.existsSync('/nonexistent/x'))`, "bin dev home outputs tmp usr workspace false\n"},
		{"python /tmp is the temporary directory", Python, `
import tempfile, os
with tempfile.NamedTemporaryFile('w', delete=False) as f:
    f.write('t')
print(tempfile.gettempdir(), os.path.dirname(f.name), open(f.name).read(), os.listdir('/workspace'))`, "/tmp /tmp t []\n"},
		{"js /tmp is the temporary directory", JavaScript, `
const fs = require('fs'), os = require('os')
fs.writeFileSync(os.tmpdir() + '/j.txt', 'j')
console.log(os.tmpdir(), fs.readFileSync('/tmp/j.txt', 'utf8'))`, "/tmp j\n"},
		{"python devices", Python, `
import os, sys
with open('/dev/null', 'w') as f:
    f.write('gone')
print(open('/dev/null').read() == '', open('/dev/zero', 'rb').read(4), len(open('/dev/urandom', 'rb').read(16)),
      len(open('/dev/random', 'rb').read(8)), sorted(os.listdir('/dev')))
with open('/dev/stdout', 'w') as f:
    f.write('to stdout\n')
print(open('/dev/stdin').read() == '')`, "True b'\\x00\\x00\\x00\\x00' 16 8 ['null', 'random', 'sbx-shell', 'stderr', 'stdin', 'stdout', 'urandom', 'zero']\nto stdout\nTrue\n"},
		{"js devices", JavaScript, `
const fs = require('fs')
fs.writeFileSync('/dev/null', 'gone')
console.log(fs.readFileSync('/dev/null').length, (fs.statSync('/dev/urandom').mode & 0o170000) === 0o020000, fs.readdirSync('/dev').join(' '))`, "0 true null random sbx-shell stderr stdin stdout urandom zero\n"},
		{"python time zones", Python, `
import datetime, zoneinfo
ny = zoneinfo.ZoneInfo('America/New_York')
print(datetime.datetime(2026, 7, 4, 12, tzinfo=datetime.UTC).astimezone(ny).isoformat(),
      datetime.datetime(2026, 1, 4, 12, tzinfo=ny).tzname(), 'Europe/Berlin' in zoneinfo.available_timezones())`,
			"2026-07-04T08:00:00-04:00 EST True\n"},
		{"python touch and utime set now", Python, `
import os, time
from pathlib import Path
Path('t').touch()
touched = abs(os.stat('t').st_mtime - time.time()) < 60
os.utime('t', (1000, 2000))
explicit = os.stat('t').st_mtime
os.utime('t')
print(touched, explicit, abs(os.stat('t').st_mtime - time.time()) < 60)`, "True 2000.0 True\n"},
		{"python network says there is none", Python, `
import socket, urllib.request
for url in ('https://example.com', 'http://example.com'):
    try:
        urllib.request.urlopen(url, timeout=1)
    except OSError as e:
        print('no network' in str(e), 'egress_allow' in str(e))
try:
    socket.create_connection(('example.com', 443))
except OSError as e:
    print('no network' in str(e))`, "True True\nTrue True\nTrue\n"},
		{"js network says there is none", JavaScript, `
fetch('https://example.com').catch((e) => console.log(e.name, e.message.includes('no network')))
try { require('https') } catch (e) { console.log(e.message.includes('egress_allow')) }`, "true\nTypeError true\n"},
		{"python user and home", Python, `
import getpass, os
print(getpass.getuser(), os.environ['LOGNAME'], os.path.expanduser('~'), os.access(os.path.expanduser('~'), os.W_OK))`, "user user /home/user True\n"},
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

// TestRootHoldsNothingOfTheHost walks the whole tree a guest sees and tries
// to write everywhere: only the sandbox's mounts and devices appear, the
// host's /tmp is not the sandbox's, and nothing outside /tmp, /workspace
// and /home/user can be changed.
func TestRootHoldsNothingOfTheHost(t *testing.T) {
	canary := filepath.Join(os.TempDir(), "sbx-host-tmp-canary")
	if err := os.WriteFile(canary, []byte("host"), 0o644); err != nil {
		t.Fatal(err)
	}
	defer os.Remove(canary)
	sb, _ := newSandbox(t, Limits{})
	walk := `
import os
seen = []
for top, dirs, files in os.walk('/'):
    if top.startswith((os.path.dirname(os.__file__), '/usr/share/zoneinfo')):
        dirs.clear()
        continue
    seen += [os.path.join(top, n) for n in dirs + files]
print(' '.join(sorted(seen)))`
	res := run(t, sb, Python, strings.TrimSpace(walk), 0)
	want := "/bin /dev /dev/null /dev/random /dev/sbx-shell /dev/stderr /dev/stdin /dev/stdout /dev/urandom /dev/zero /home /home/user " +
		"/outputs /tmp /usr /usr/bin /usr/local /usr/local/lib /usr/local/lib/python3.13 /usr/share /usr/share/zoneinfo /workspace\n"
	if res.Stdout != want {
		t.Errorf("the guest sees %q (stderr %q), want only %q", res.Stdout, res.Stderr, want)
	}
	tries := `
import os
ok = []
def attempt(what, f):
    try:
        f()
        ok.append(what)
    except OSError:
        pass
for d in ('/', '/dev', '/home', '/usr', '/usr/bin', '/bin', '/outputs', '/usr/local/lib/python3.13', '/usr/share/zoneinfo', '/etc'):
    attempt('create in ' + d, lambda: open(os.path.join(d, 'x'), 'w'))
    attempt('mkdir in ' + d, lambda: os.mkdir(os.path.join(d, 'x')))
    attempt('rmdir ' + d, lambda: os.rmdir(d))
    attempt('rename ' + d, lambda: os.rename(d, '/workspace/moved'))
    attempt('symlink in ' + d, lambda: os.symlink('/workspace', os.path.join(d, 'l')))
for dev in os.listdir('/dev'):
    attempt('unlink /dev/' + dev, lambda: os.unlink('/dev/' + dev))
    attempt('rename /dev/' + dev, lambda: os.rename('/dev/' + dev, '/tmp/' + dev))
for d in ('/tmp', '/workspace', '/home/user'):
    attempt('rename ' + d, lambda: os.rename(d, '/workspace/t'))
    attempt('rmdir ' + d, lambda: os.rmdir(d))
attempt('read /tmp/../../etc/passwd', lambda: open('/tmp/../../etc/passwd').read())
attempt('read /dev/../etc/passwd', lambda: open('/dev/../etc/passwd').read())
attempt('read the host tmp', lambda: open('/tmp/sbx-host-tmp-canary').read())
for d in ('/tmp', '/workspace', '/home/user'):
    attempt('WRITE ' + d, lambda: open(os.path.join(d, 'w.txt'), 'w').write('w'))
print(' | '.join(ok))`
	res = run(t, sb, Python, strings.TrimSpace(tries), 0)
	if want := "WRITE /tmp | WRITE /workspace | WRITE /home/user\n"; res.Stdout != want {
		t.Errorf("the guest changed %q (stderr %q), want only %q", res.Stdout, res.Stderr, want)
	}
}

// TestSqliteLocks checks the guest's sqlite locking: within one
// interpreter a reader reads during another connection's write
// transaction, across sandboxes sharing a home a second writer is turned
// away while the first holds its lock and gets it once the first
// interpreter has ended, however it ended, and no lock directory is left
// behind.
func TestSqliteLocks(t *testing.T) {
	if !hostfs.GuestLocks {
		t.Skip("record locks between a sandbox's instances need Linux's open file description locks")
	}
	home, err := hostfs.Open(t.TempDir(), hostfs.DefaultQuota)
	if err != nil {
		t.Fatal(err)
	}
	defer home.Close()
	open := func() *Sandbox {
		sb, err := testRT.NewSandbox(Config{Workspace: t.TempDir(), Home: home, Limits: Limits{
			Memory: 256 << 20, Timeout: 2 * time.Second, MaxTimeout: 5 * time.Second,
			Code: 64 << 10, Output: 128 << 10, Quota: DefaultLimits.Quota,
		}})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { sb.Close() })
		return sb
	}
	expect := func(sb *Sandbox, code, want string) {
		t.Helper()
		res := run(t, sb, Python, strings.TrimSpace(code), 0)
		if res.Stdout != want {
			t.Errorf("%s\nstdout %q stderr %q; want %q", code, res.Stdout, res.Stderr, want)
		}
	}
	first, second := open(), open()
	expect(first, `
import sqlite3, os
a = sqlite3.connect('/home/user/h.db', timeout=0.2, isolation_level=None)
a.execute('create table t (x)')
b = sqlite3.connect('/home/user/h.db', timeout=0.2, isolation_level=None)
a.execute('begin immediate')
a.execute('insert into t values (1)')
print(b.execute('select count(*) from t').fetchone()[0])
try:
    b.execute('begin immediate')
except sqlite3.OperationalError as e:
    print(e)
print(sorted(os.listdir('/home/user')))`, "0\ndatabase is locked\n['h.db', 'h.db-journal']\n")
	expect(second, `
import sqlite3
c = sqlite3.connect('/home/user/h.db', timeout=0.2, isolation_level=None)
print(c.execute('select count(*) from t').fetchone()[0])
try:
    c.execute('begin immediate')
except sqlite3.OperationalError as e:
    print(e)`, "0\ndatabase is locked\n")
	res, err := second.Exec(context.Background(), Process{Language: Python, Args: []string{"-c",
		"import sqlite3; print(sqlite3.connect('/home/user/h.db').execute('select count(*) from t').fetchone()[0])"}})
	if err != nil || res.Stdout != "0\n" {
		t.Errorf("a process reading during the write: %v, stdout %q stderr %q", err, res.Stdout, res.Stderr)
	}
	// The first interpreter ends mid-transaction: its lock goes with it.
	if res := run(t, first, Python, "import os; os._exit(3)", 0); !res.StateReset {
		t.Fatalf("the interpreter did not end: %+v", res)
	}
	expect(second, `
c.execute('begin immediate')
c.execute('insert into t values (2)')
c.execute('commit')
print(c.execute('select x from t').fetchall())`, "[(2,)]\n")
	// So does a process stopped at its time limit while it holds one.
	res, err = second.Exec(context.Background(), Process{Language: Python, Timeout: time.Second, Args: []string{"-c",
		"import sqlite3\nc = sqlite3.connect('/home/user/h.db', isolation_level=None)\nc.execute('begin immediate')\nwhile True: pass"}})
	if err != nil || !res.TimedOut {
		t.Fatalf("the process holding the lock: %v, %+v", err, res)
	}
	expect(second, `
c.execute('begin immediate')
c.execute('rollback')
print('free')`, "free\n")
}
