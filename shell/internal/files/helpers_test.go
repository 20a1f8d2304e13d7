package files

import (
	"io/fs"
	"testing"
)

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

// TestHumanSize checks the sizes ls -h and du -h print.
func TestHumanSize(t *testing.T) {
	for n, want := range map[int64]string{0: "0", 1023: "1023", 1024: "1.0K", 1536: "1.5K", 10 << 20: "10M", 5<<30 + 1: "5.1G"} {
		if got := humanSize(n); got != want {
			t.Errorf("humanSize(%d) = %q, want %q", n, got, want)
		}
	}
}
