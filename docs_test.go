package sbx_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// TestDocLinks checks every relative link of the README and the guides in
// docs/: the file it names exists, and an #anchor names a heading of it.
func TestDocLinks(t *testing.T) {
	docs, err := filepath.Glob(filepath.Join("docs", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, doc := range append([]string{"README.md"}, docs...) {
		text, err := os.ReadFile(doc)
		if err != nil {
			t.Fatal(err)
		}
		for _, target := range relativeLinks(string(text)) {
			file, anchor, _ := strings.Cut(target, "#")
			path := doc
			if file != "" {
				path = filepath.Join(filepath.Dir(doc), filepath.FromSlash(file))
			}
			if _, err := os.Stat(path); err != nil {
				t.Errorf("%s links to %s, which does not exist", doc, target)
				continue
			}
			if anchor == "" {
				continue
			}
			linked, err := os.ReadFile(path)
			if err != nil {
				t.Errorf("%s links to %s: %v", doc, target, err)
			} else if !anchors(string(linked))[anchor] {
				t.Errorf("%s links to %s: %s has no heading whose anchor is #%s", doc, target, path, anchor)
			}
		}
	}
}

// linkTarget is the target of a markdown link or image: ](target).
var linkTarget = regexp.MustCompile(`\]\(([^)\s]+)\)`)

// relativeLinks returns the targets of text's links outside code blocks
// that name no scheme (http:, mailto:): files of the tree and anchors.
func relativeLinks(text string) []string {
	var targets []string
	for _, line := range outsideCode(text) {
		for _, m := range linkTarget.FindAllStringSubmatch(line, -1) {
			if !strings.Contains(m[1], ":") {
				targets = append(targets, m[1])
			}
		}
	}
	return targets
}

// anchors returns the anchors GitHub gives text's headings.
func anchors(text string) map[string]bool {
	seen := map[string]int{}
	set := map[string]bool{}
	for _, line := range outsideCode(text) {
		hashes := len(line) - len(strings.TrimLeft(line, "#"))
		if hashes == 0 || hashes > 6 || !strings.HasPrefix(line[hashes:], " ") {
			continue
		}
		slug := headingAnchor(line[hashes+1:])
		if n := seen[slug]; n > 0 {
			set[slug+"-"+strconv.Itoa(n)] = true
		} else {
			set[slug] = true
		}
		seen[slug]++
	}
	return set
}

// headingAnchor is GitHub's anchor for a heading: lower case, code marks
// and punctuation dropped but for - and _, spaces made hyphens.
func headingAnchor(heading string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(strings.TrimSpace(heading)) {
		switch {
		case r == ' ':
			b.WriteRune('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(r)
		}
	}
	return b.String()
}

// outsideCode returns text's lines that are not in a fenced code block.
func outsideCode(text string) []string {
	var lines []string
	fenced := false
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "```") {
			fenced = !fenced
			continue
		}
		if !fenced {
			lines = append(lines, line)
		}
	}
	return lines
}

func TestHeadingAnchor(t *testing.T) {
	for _, tt := range []struct{ heading, want string }{
		{"Install", "install"},
		{"Shell: `run_command` and `sbx run shell`", "shell-run_command-and-sbx-run-shell"},
		{"The os tier: the host's own programs, no daemon, no VM", "the-os-tier-the-hosts-own-programs-no-daemon-no-vm"},
		{"Fork, suspend and keep sandboxes", "fork-suspend-and-keep-sandboxes"},
		{"Data dashboard: an MCP App", "data-dashboard-an-mcp-app"},
		{"CPU kernels — native and V8", "cpu-kernels--native-and-v8"},
	} {
		if got := headingAnchor(tt.heading); got != tt.want {
			t.Errorf("headingAnchor(%q) = %q, want %q", tt.heading, got, tt.want)
		}
	}
}
