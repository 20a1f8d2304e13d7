package config

import (
	"os"
	"strings"
	"testing"
)

// TestOperatorsGuide checks that the example configuration of the
// operators' guide (docs/operators.md) is valid and that its table
// documents every key.
func TestOperatorsGuide(t *testing.T) {
	guide, err := os.ReadFile("../docs/operators.md")
	if err != nil {
		t.Fatal(err)
	}
	text := string(guide)
	const start = "```toml\n# /etc/sbx/sbx.toml\n"
	i := strings.Index(text, start)
	if i < 0 {
		t.Fatal("docs/operators.md has no example configuration")
	}
	example, _, _ := strings.Cut(text[i+len(start):], "```")
	if _, err := Load(write(t, example), nil, nil); err != nil {
		t.Errorf("docs/operators.md's example: %v", err)
	}
	for _, k := range Keys() {
		if !strings.Contains(text, "| `"+k+"` |") || !strings.Contains(text, EnvName(k)) {
			t.Errorf("docs/operators.md's table lacks %s or %s", k, EnvName(k))
		}
	}
}
