package text

import (
	"slices"
	"testing"
)

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

// TestParseRanges checks cut's lists of fields.
func TestParseRanges(t *testing.T) {
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

func TestCompareVersions(t *testing.T) {
	lines := []string{"file10", "file2", "file1", "v1.10", "v1.9"}
	slices.SortFunc(lines, compareVersions)
	if want := []string{"file1", "file2", "file10", "v1.9", "v1.10"}; !slices.Equal(lines, want) {
		t.Errorf("sorted %q, want %q", lines, want)
	}
}

// FuzzSed checks that no script makes sed panic.
func FuzzSed(f *testing.F) {
	for _, seed := range []string{"s/a/b/g", "2,/x/!d;$p", `s|\(a\)|\1&|2p`, "1i\\\ntext", "y/abc/xyz/;=;q3", "/[/d"} {
		f.Add(seed, "a\nbx\nabc")
	}
	f.Fuzz(func(t *testing.T, script, text string) {
		for _, ere := range []bool{false, true} {
			if prog, err := parseSed(script, ere); err == nil {
				prog.run(text, false)
			}
		}
	})
}
