package hostfs

import (
	"runtime"
	"strings"
	"testing"

	experimentalsys "github.com/tetratelabs/wazero/experimental/sys"
)

// TestHostNames writes, as a guest, names a Windows or macOS host stores
// differently from Linux, one after the other into one workspace: each
// either works, as a file of its own, or gives the guest the errno the
// host's rules call for, and none overwrites or reaches another file.
// On Linux every name works; under Wine the test binary checks Windows.
func TestHostNames(t *testing.T) {
	ws, _ := openTemp(t, DefaultQuota)
	g := ws.FS()
	long := strings.Repeat("d123456789/", 25) + "long.txt" // 283 bytes, past Windows's MAX_PATH of 260
	if errno := g.Mkdir("Data", 0); errno != 0 {
		t.Fatal(errno)
	}
	const (
		folds    = 1 << iota // the host ignores case
		windows              // the host is Windows
		anywhere             // any host
		ok       = 0
	)
	host := anywhere | map[string]int{"windows": folds | windows, "darwin": folds}[runtime.GOOS]
	tests := []struct {
		name   string
		errno  experimentalsys.Errno // on the hosts of refuse
		refuse int
	}{
		{"A.txt", 0, ok},
		{"a.txt", experimentalsys.EEXIST, folds},
		{"aux.txt", experimentalsys.EINVAL, windows},
		{"con", experimentalsys.EINVAL, windows},
		{"NUL", experimentalsys.EINVAL, windows},
		{"COM1", experimentalsys.EINVAL, windows},
		{"b:c.txt", experimentalsys.EINVAL, windows},
		{"what?", experimentalsys.EINVAL, windows},
		{"star*", experimentalsys.EINVAL, windows},
		{"dot.", experimentalsys.EINVAL, windows},
		{"space ", experimentalsys.EINVAL, windows},
		{`Data\back`, experimentalsys.EINVAL, windows},
		{"data/new.txt", experimentalsys.ENOENT, anywhere}, // Data is not data
		{long, 0, ok},
	}
	written := map[string]string{}
	for _, tt := range tests {
		if i := strings.LastIndexByte(tt.name, '/'); i > 0 && !strings.HasPrefix(tt.name, "data/") {
			if err := ws.MkdirAll(tt.name[:i]); err != nil {
				t.Fatalf("mkdir for %s: %v", tt.name, err)
			}
		}
		want := experimentalsys.Errno(0)
		if host&tt.refuse != 0 {
			want = tt.errno
		}
		f, errno := g.OpenFile(tt.name, experimentalsys.O_CREAT|experimentalsys.O_WRONLY|experimentalsys.O_TRUNC, 0o644)
		if errno != want {
			t.Errorf("create %q: errno %v, want %v", tt.name, errno, want)
		}
		if errno != 0 {
			continue
		}
		if _, errno := f.Write([]byte("content of " + tt.name)); errno != 0 {
			t.Errorf("write %q: %v", tt.name, errno)
		}
		f.Close()
		written[tt.name] = "content of " + tt.name
	}
	for name, content := range written {
		got, err := ws.ReadFile(name, 1<<10)
		if err != nil || string(got) != content {
			t.Errorf("read %q = %q, %v; want %q", name, got, err, content)
		}
	}
	if host&folds == 0 {
		return
	}
	// A name found only by case is nobody's: looking it up says ENOENT,
	// and nothing done to it reaches A.txt or Data.
	for _, p := range []string{"a.txt", "data", "DATA/x"} {
		if _, errno := g.Stat(p); errno != experimentalsys.ENOENT {
			t.Errorf("stat %q: %v, want ENOENT", p, errno)
		}
	}
	if errno := g.Unlink("a.txt"); errno != experimentalsys.ENOENT {
		t.Errorf("unlink a.txt: %v, want ENOENT", errno)
	}
	if errno := g.Chmod("a.txt", 0o400); errno != experimentalsys.ENOENT {
		t.Errorf("chmod a.txt: %v, want ENOENT", errno)
	}
	if errno := g.Mkdir("data/sub", 0); errno != experimentalsys.ENOENT {
		t.Errorf("mkdir data/sub: %v, want ENOENT", errno)
	}
	if err := ws.WriteFile("a.txt", []byte("x")); err == nil {
		t.Error("WriteFile a.txt over A.txt succeeded")
	}
	if err := ws.WriteFile("data/other.txt", []byte("x")); err == nil {
		t.Error("WriteFile data/other.txt into Data succeeded")
	}
	if _, err := ws.List("data"); err == nil {
		t.Error("List data listed Data")
	}
	if got, err := ws.ReadFile("A.txt", 1<<10); err != nil || string(got) != "content of A.txt" {
		t.Errorf("A.txt = %q, %v after the case-only changes", got, err)
	}
	if entries, err := ws.List("Data"); err != nil || len(entries) != 0 {
		t.Errorf("Data holds %v, %v; want nothing", entries, err)
	}
}
