package hostfs

import (
	"errors"
	"io"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"
)

// TestWinName holds the names Windows cannot keep as given: each is
// refused, so that creating it gives the guest EINVAL, and the names it
// can keep pass.
func TestWinName(t *testing.T) {
	tests := []struct {
		name string
		ok   bool
	}{
		{"A.txt", true},
		{"a.txt", true},
		{".", true},
		{"..", true},
		{".hidden", true},
		{"con.d", false},
		{"CONSOLE", true},
		{"icon", true},
		{"COM10", true},
		{"LPT", true},
		{"nul_", true},
		{" aux", true},
		{"aux.", false},
		{"d.", false},
		{"d ", false},
		{"d. ", false},
		{"CON", false},
		{"con", false},
		{"NUL", false},
		{"nul.txt", false},
		{"aux.txt", false},
		{"Aux.tar.gz", false},
		{"PRN", false},
		{"COM1", false},
		{"com9.log", false},
		{"COM0", false},
		{"lpt3", false},
		{"COM¹", false},
		{"CONIN$", false},
		{"conout$.txt", false},
		{"NUL .txt", false},
		{"b:c.txt", false},
		{"what?", false},
		{"*.txt", false},
		{`e\f`, false},
		{"<a>", false},
		{`say "hi"`, false},
		{"a|b", false},
		{"résumé.txt", true},
		{"日本語", true},
	}
	for _, tt := range tests {
		err := winName(tt.name)
		if (err == nil) != tt.ok {
			t.Errorf("winName(%q) = %v, want ok=%v", tt.name, err, tt.ok)
		}
	}
}

// pagedDir lists entries n at a time, as a directory does, then fails
// with err (io.EOF at the end of a listing).
type pagedDir struct {
	fs.ReadDirFile
	err error
}

func (d pagedDir) ReadDir(n int) ([]fs.DirEntry, error) {
	e, err := d.ReadDirFile.ReadDir(n)
	if err == io.EOF {
		err = d.err
	}
	return e, err
}

// TestCaseOnlyIn holds the rule against case-only matches: a name found
// in a directory that lists it only under another case is the other
// file's, among more entries than one page of a listing holds too.
func TestCaseOnlyIn(t *testing.T) {
	dir := fstest.MapFS{"A.txt": {}, "b.txt": {}}
	for i := range 600 {
		dir["f"+strings.Repeat("x", i%7)+string(rune('a'+i%26))+string(rune('0'+i/26))] = &fstest.MapFile{}
	}
	dir["zz-last"] = &fstest.MapFile{}
	tests := []struct {
		base string
		err  error
		want bool
	}{
		{"A.txt", io.EOF, false},
		{"a.txt", io.EOF, true},
		{"B.TXT", io.EOF, true},
		{"b.txt", io.EOF, false},
		{"zz-last", io.EOF, false},
		{"ZZ-LAST", io.EOF, true},
		{"ZZ-LAST", errors.New("listing failed"), false},
	}
	for _, tt := range tests {
		f, err := dir.Open(".")
		if err != nil {
			t.Fatal(err)
		}
		if got := caseOnlyIn(pagedDir{f.(fs.ReadDirFile), tt.err}, tt.base); got != tt.want {
			t.Errorf("caseOnlyIn(%q, listing ends with %v) = %v, want %v", tt.base, tt.err, got, tt.want)
		}
		f.Close()
	}
}

// TestCaseOnlyPath holds the rule for every component of a path: a file
// under a directory found by case alone is another directory's.
func TestCaseOnlyPath(t *testing.T) {
	tree := fstest.MapFS{"Data/x.txt": {}, "Data/Sub/y.txt": {}, "z.txt": {}}
	// exact asks as a case-insensitive host would be asked: by listing
	// dir, found case-insensitively.
	exact := func(dir, name string) (bool, error) {
		f, err := tree.Open(dir)
		if err != nil {
			return false, err
		}
		defer f.Close()
		d, ok := f.(fs.ReadDirFile)
		if !ok {
			return false, errors.New("not a directory")
		}
		return !caseOnlyIn(d, name), nil
	}
	tests := []struct {
		rel  string
		want bool
	}{
		{"z.txt", false},
		{"Z.txt", true},
		{"Data", false},
		{"data", true},
		{"Data/x.txt", false},
		{"data/x.txt", true},
		{"Data/X.txt", true},
		{"Data/Sub/y.txt", false},
		{"Data/sub/y.txt", true},
		{"DATA/SUB/Y.TXT", true},
		{"..", false}, // the operation, not the listing, refuses what leaves the root
		{"Data/../z.txt", false},
		{"Data/x.txt/z", false}, // the host cannot tell: not a directory
	}
	for _, tt := range tests {
		if got := caseOnlyPath(exact, tt.rel); got != tt.want {
			t.Errorf("caseOnlyPath(%q) = %v, want %v", tt.rel, got, tt.want)
		}
	}
}
