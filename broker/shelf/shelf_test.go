package shelf

import "testing"

// TestLocalPath checks which keys of a bucket are taken as paths in a
// sandbox's directory: plain relative ones inside a part only (S3
// servers differ in the keys they accept; SeaweedFS refuses "..").
func TestLocalPath(t *testing.T) {
	for _, tc := range []struct {
		rel  string
		want bool
	}{
		{"workspace/a.txt", true},
		{"workspace/dir/a.txt", true},
		{"workspace", false},
		{"", false},
		{"/etc/passwd", false},
		{"workspace/../../etc/passwd", false},
		{"workspace/x/../../../escaped", false},
		{"../workspace/a", false},
		{"workspace/./a", false},
		{"workspace//a", false},
		{"workspace/a/", false},
		{`workspace/a\..\..\b`, false},
		{"workspace/a\x00b", false},
	} {
		if got := localPath(tc.rel); got != tc.want {
			t.Errorf("localPath(%q) = %v, want %v", tc.rel, got, tc.want)
		}
	}
}
