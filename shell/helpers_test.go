package shell

import (
	"io/fs"
	"slices"
	"testing"
	"time"
)

func TestParseFlags(t *testing.T) {
	long := map[string]byte{"lines": 'n', "recursive": 'r', "include": '1'}
	tests := []struct {
		args     []string
		set      string // options expected on
		n        string // -n's value
		include  []string
		operands []string
		wantErr  bool
	}{
		{args: []string{"-rn5", "x"}, set: "rn", n: "5", operands: []string{"x"}},
		{args: []string{"x", "-n", "7", "y"}, set: "n", n: "7", operands: []string{"x", "y"}},
		{args: []string{"--lines=3", "--recursive", "-"}, set: "nr", n: "3", operands: []string{"-"}},
		{args: []string{"--include", "*.go", "--include=*.md"}, set: "1", include: []string{"*.go", "*.md"}},
		{args: []string{"-r", "--", "-n", "x"}, set: "r", operands: []string{"-n", "x"}},
		{args: []string{"-z"}, wantErr: true},
		{args: []string{"-n"}, wantErr: true},
		{args: []string{"--nope"}, wantErr: true},
	}
	for _, tt := range tests {
		f, rest, err := parseFlags(tt.args, "rn:1:", long)
		if (err != nil) != tt.wantErr {
			t.Errorf("%q: error %v", tt.args, err)
			continue
		}
		if tt.wantErr {
			continue
		}
		for _, c := range []byte("rn1") {
			if f.has(c) != (slices.Contains([]byte(tt.set), c)) {
				t.Errorf("%q: has(%c) = %v", tt.args, c, f.has(c))
			}
		}
		if f.str('n', "") != tt.n || !slices.Equal(f.all('1'), tt.include) || !slices.Equal(rest, tt.operands) {
			t.Errorf("%q: n %q include %q operands %q", tt.args, f.str('n', ""), f.all('1'), rest)
		}
	}
}

func TestApplyMode(t *testing.T) {
	tests := []struct {
		perm fs.FileMode
		mode string
		want fs.FileMode
	}{
		{0o644, "755", 0o755},
		{0o644, "+x", 0o755},
		{0o755, "go-x", 0o744},
		{0o600, "a=r", 0o444},
		{0o640, "u+x,o+r", 0o744},
	}
	for _, tt := range tests {
		if got, err := applyMode(tt.perm, tt.mode); err != nil || got != tt.want {
			t.Errorf("applyMode(%o, %q) = %o, %v; want %o", tt.perm, tt.mode, got, err, tt.want)
		}
	}
	if _, err := applyMode(0o644, "+q"); err == nil {
		t.Error("applyMode accepted +q")
	}
}

func TestBREToERE(t *testing.T) {
	for bre, ere := range map[string]string{
		`a\(b\)*`:       `a(b)*`,
		`x\{2,3\}`:      `x{2,3}`,
		`a|b+c?`:        `a\|b\+c\?`,
		`[(|)]`:         `[(|)]`,
		`[[:digit:]]\+`: `[[:digit:]]+`,
		`\.`:            `\.`,
	} {
		if got := breToERE(bre); got != ere {
			t.Errorf("breToERE(%q) = %q, want %q", bre, got, ere)
		}
	}
}

func TestSizesAndRanges(t *testing.T) {
	for n, want := range map[int64]string{0: "0", 1023: "1023", 1024: "1.0K", 1536: "1.5K", 10 << 20: "10M", 5<<30 + 1: "5.1G"} {
		if got := humanSize(n); got != want {
			t.Errorf("humanSize(%d) = %q, want %q", n, got, want)
		}
	}
	r, err := parseRanges("1,3-4,6-")
	if err != nil {
		t.Fatal(err)
	}
	var in []int
	for i := 1; i <= 8; i++ {
		if r.has(i) {
			in = append(in, i)
		}
	}
	if !slices.Equal(in, []int{1, 3, 4, 6, 7, 8}) {
		t.Errorf("1,3-4,6- selects %v", in)
	}
	for _, bad := range []string{"0", "3-1", "x", "-"} {
		if _, err := parseRanges(bad); err == nil {
			t.Errorf("parseRanges(%q) accepted", bad)
		}
	}
}

func TestStrftime(t *testing.T) {
	at := time.Date(2026, 3, 7, 14, 5, 9, 0, time.UTC)
	for format, want := range map[string]string{
		"%Y-%m-%d %H:%M:%S": "2026-03-07 14:05:09",
		"%F %T %%":          "2026-03-07 14:05:09 %",
		"%a %b %e %j %s":    "Sat Mar  7 066 1772892309",
	} {
		if got := strftime(at, format); got != want {
			t.Errorf("strftime(%q) = %q, want %q", format, got, want)
		}
	}
}

func TestCompareVersions(t *testing.T) {
	lines := []string{"file10", "file2", "file1", "v1.10", "v1.9"}
	slices.SortFunc(lines, compareVersions)
	if want := []string{"file1", "file2", "file10", "v1.9", "v1.10"}; !slices.Equal(lines, want) {
		t.Errorf("sorted %q, want %q", lines, want)
	}
}
