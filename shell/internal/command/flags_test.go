package command

import (
	"slices"
	"testing"
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
			if f.Has(c) != (slices.Contains([]byte(tt.set), c)) {
				t.Errorf("%q: has(%c) = %v", tt.args, c, f.Has(c))
			}
		}
		if f.Str('n', "") != tt.n || !slices.Equal(f.All('1'), tt.include) || !slices.Equal(rest, tt.operands) {
			t.Errorf("%q: n %q include %q operands %q", tt.args, f.Str('n', ""), f.All('1'), rest)
		}
	}
}
