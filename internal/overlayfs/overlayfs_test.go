package overlayfs

import (
	"errors"
	"io/fs"
	"slices"
	"testing"
	"testing/fstest"
)

func TestOverlay(t *testing.T) {
	base := fstest.MapFS{
		"pkg/__init__.py":  {Data: []byte("base init")},
		"pkg/core.py":      {Data: []byte("base core")},
		"pkg/sub/util.py":  {Data: []byte("base util")},
		"other/readme.txt": {Data: []byte("base readme")},
	}
	top := fstest.MapFS{
		"pkg/core.py":           {Data: []byte("top core")},
		"pkg/tests/test_a.py":   {Data: []byte("top test")},
		"pkg/sub/tests/conf.py": {Data: []byte("top conf")},
		"sitecustomize.py":      {Data: []byte("top site")},
	}
	o := New(base, top)
	if err := fstest.TestFS(o, "pkg/__init__.py", "pkg/core.py", "pkg/sub/util.py", "pkg/tests/test_a.py",
		"pkg/sub/tests/conf.py", "other/readme.txt", "sitecustomize.py"); err != nil {
		t.Fatal(err)
	}
	files := []struct{ name, want string }{
		{"pkg/__init__.py", "base init"},
		{"pkg/core.py", "top core"},
		{"pkg/tests/test_a.py", "top test"},
		{"sitecustomize.py", "top site"},
	}
	for _, f := range files {
		got, err := fs.ReadFile(o, f.name)
		if err != nil || string(got) != f.want {
			t.Errorf("ReadFile(%q) = %q, %v; want %q", f.name, got, err, f.want)
		}
	}
	dirs := []struct {
		name string
		want []string
	}{
		{".", []string{"other", "pkg", "sitecustomize.py"}},
		{"pkg", []string{"__init__.py", "core.py", "sub", "tests"}},
		{"pkg/sub", []string{"tests", "util.py"}},
		{"pkg/tests", []string{"test_a.py"}},
	}
	for _, d := range dirs {
		entries, err := fs.ReadDir(o, d.name)
		if err != nil {
			t.Errorf("ReadDir(%q): %v", d.name, err)
			continue
		}
		var got []string
		for _, e := range entries {
			got = append(got, e.Name())
		}
		if !slices.Equal(got, d.want) {
			t.Errorf("ReadDir(%q) = %q, want %q", d.name, got, d.want)
		}
	}
	if _, err := o.Open("pkg/missing.py"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Open(missing) = %v, want fs.ErrNotExist", err)
	}
}
