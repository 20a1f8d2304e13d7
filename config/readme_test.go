package config

import (
	"os"
	"strings"
	"testing"
)

// TestREADME checks that the README's example configuration is valid and
// that its table documents every key.
func TestREADME(t *testing.T) {
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	text := string(readme)
	const start = "```toml\n# /etc/sbx/sbx.toml\n"
	i := strings.Index(text, start)
	if i < 0 {
		t.Fatal("the README has no example configuration")
	}
	example, _, _ := strings.Cut(text[i+len(start):], "```")
	if _, err := Load(write(t, example), nil, nil); err != nil {
		t.Errorf("the README's example: %v", err)
	}
	for _, k := range Keys() {
		if !strings.Contains(text, "| `"+k+"` |") || !strings.Contains(text, EnvName(k)) {
			t.Errorf("the README's table lacks %s or %s", k, EnvName(k))
		}
	}
}
