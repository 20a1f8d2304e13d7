package dashboard

import (
	"slices"
	"strings"
	"testing"
)

func TestParseFilter(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []condition
		err  string
	}{
		{"", []condition{}, ""},
		{"  ", []condition{}, ""},
		{"region = West", []condition{{"region", "=", "West"}}, ""},
		{"region == North East AND units>=10", []condition{{"region", "=", "North East"}, {"units", ">=", "10"}}, ""},
		{`city ~ "sand and sea" and "a = b" != ''`, []condition{{"city", "~", "sand and sea"}, {"a = b", "!=", ""}}, ""},
		{"brand = Andes and price < -1.5", []condition{{"brand", "=", "Andes"}, {"price", "<", "-1.5"}}, ""},
		{"x <= 'it''s'", nil, "write column op value"},
		{"price", nil, "write column op value"},
		{"= 3", nil, "write column op value"},
		{"a = 1 and", nil, "write column op value"},
		{`a = "open`, nil, "no closing"},
		{"a ! 1", nil, `"!" is not an operator`},
	} {
		t.Run(tc.in, func(t *testing.T) {
			got, err := parseFilter(tc.in)
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("parseFilter(%q) = %v, %v; want an error with %q", tc.in, got, err, tc.err)
				}
				return
			}
			if err != nil || !slices.Equal(got, tc.want) {
				t.Errorf("parseFilter(%q) = %v, %v; want %v", tc.in, got, err, tc.want)
			}
		})
	}
}

func FuzzParseFilter(f *testing.F) {
	for _, s := range []string{"a = 1", `x ~ "y and z" and b != ''`, "andand = and", "p >= -1e3 AND q<2", `"`, "~~"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		conds, err := parseFilter(s)
		for _, c := range conds {
			if err == nil && (c.Column == "" || !slices.Contains(filterOps, c.Op) || c.Op == "==") {
				t.Errorf("parseFilter(%q) gave %+v", s, c)
			}
		}
	})
}
