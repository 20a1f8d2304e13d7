package hostfs

import (
	"errors"
	"strings"
	"testing"
)

func TestResolve(t *testing.T) {
	tests := []struct {
		in      string
		want    string
		wantErr error
	}{
		{in: "data.csv", want: "data.csv"},
		{in: "/workspace/data.csv", want: "data.csv"},
		{in: "/workspace", want: "."},
		{in: "/workspace/", want: "."},
		{in: ".", want: "."},
		{in: "a/./b//c", want: "a/b/c"},
		{in: "a/../b", want: "b"},
		{in: "/workspace/a/../b", want: "b"},
		{in: "..", wantErr: ErrEscape},
		{in: "../etc/passwd", wantErr: ErrEscape},
		{in: "a/../../etc", wantErr: ErrEscape},
		{in: "/workspace/../etc/passwd", wantErr: ErrEscape},
		{in: "/workspace/a/../../..", wantErr: ErrEscape},
		{in: "/etc/passwd", wantErr: ErrEscape},
		{in: "/", wantErr: ErrEscape},
		{in: "/workspaces/x", wantErr: ErrEscape},
		{in: "a\x00b", wantErr: ErrBadName},
		{in: "new\nline", wantErr: ErrBadName},
		{in: "bad\xffutf8", wantErr: ErrBadName},
		{in: strings.Repeat("n", 256), wantErr: ErrBadName},
		{in: strings.Repeat("a/", 2100), wantErr: ErrBadName},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := Resolve(tt.in)
			if tt.wantErr != nil {
				if !errors.Is(err, tt.wantErr) {
					t.Fatalf("Resolve(%q) = %q, %v; want error %v", tt.in, got, err, tt.wantErr)
				}
				if strings.Contains(err.Error(), "/tmp") {
					t.Errorf("error mentions a host path: %v", err)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Fatalf("Resolve(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
			}
		})
	}
	if _, err := Resolve(""); err == nil {
		t.Error("Resolve(\"\") succeeded; want an error asking for a name")
	}
}

// FuzzResolve checks that whatever Resolve accepts is a clean relative path
// that cannot climb out of the workspace, and that the Go-side API never
// touches anything outside the workspace directory.
func FuzzResolve(f *testing.F) {
	for _, s := range []string{"data.csv", "..", "../../etc/passwd", "/etc/passwd", "/workspace/../x",
		"a/../../b", "/workspace/./a/../../..", "a\x00", "//workspace", "/workspace//..", "x/..", "....//"} {
		f.Add(s)
	}
	dir := f.TempDir()
	ws, err := Open(dir+"/", DefaultQuota)
	if err != nil {
		f.Fatal(err)
	}
	f.Cleanup(func() { ws.Close() }) // before dir goes: Windows removes no directory held open
	f.Fuzz(func(t *testing.T, p string) {
		rel, err := Resolve(p)
		if err != nil {
			return
		}
		if strings.HasPrefix(rel, "/") || rel == ".." || strings.HasPrefix(rel, "../") || strings.Contains(rel, "/../") || strings.HasSuffix(rel, "/..") {
			t.Fatalf("Resolve(%q) = %q escapes", p, rel)
		}
		// Writing there must land inside dir or fail cleanly.
		if err := ws.WriteFile(p, []byte("x")); err == nil {
			if _, err := ws.ReadFile(p, 10); err != nil {
				t.Fatalf("wrote %q but cannot read it back: %v", p, err)
			}
			ws.Remove(p)
		}
	})
}

// TestResolveIn checks paths among several mounts: each absolute path goes
// to the mount it lies under, relative ones to the first, and no path
// climbs from one mount into another or out of all of them.
func TestResolveIn(t *testing.T) {
	mounts := []string{MountPoint, "/home/user", "/tmp"}
	tests := []struct {
		in, mount, rel string
		wantErr        error
	}{
		{in: "data.csv", mount: MountPoint, rel: "data.csv"},
		{in: "/workspace/a/../b", mount: MountPoint, rel: "b"},
		{in: "/tmp", mount: "/tmp", rel: "."},
		{in: "/tmp/x/./y", mount: "/tmp", rel: "x/y"},
		{in: "/home/user/.config/tool.toml", mount: "/home/user", rel: ".config/tool.toml"},
		{in: "/home/user/", mount: "/home/user", rel: "."},
		{in: "/tmp/../workspace/x", wantErr: ErrEscape},
		{in: "/workspace/../tmp/x", wantErr: ErrEscape},
		{in: "/home/user/../../etc/passwd", wantErr: ErrEscape},
		{in: "/home/userx", wantErr: ErrEscape},
		{in: "/home", wantErr: ErrEscape},
		{in: "/tmpfile", wantErr: ErrEscape},
		{in: "/etc/passwd", wantErr: ErrEscape},
		{in: "../tmp/x", wantErr: ErrEscape},
		{in: "/tmp/a\x00", wantErr: ErrBadName},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			mount, rel, err := ResolveIn(tt.in, mounts...)
			if tt.wantErr != nil {
				if !errors.Is(err, tt.wantErr) {
					t.Fatalf("ResolveIn(%q) = %q, %q, %v; want error %v", tt.in, mount, rel, err, tt.wantErr)
				}
				return
			}
			if err != nil || mount != tt.mount || rel != tt.rel {
				t.Fatalf("ResolveIn(%q) = %q, %q, %v; want %q, %q", tt.in, mount, rel, err, tt.mount, tt.rel)
			}
		})
	}
}
