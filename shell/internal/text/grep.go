package text

import (
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"path"
	"regexp"
	"strings"

	"github.com/sbx-sandbox/sbx/shell/internal/command"
)

// grepLong maps grep's long options; 1, 2, 3 and 4 stand for the long-only
// --include, --exclude, --exclude-dir and --color.
var grepLong = map[string]byte{
	"extended-regexp": 'E', "fixed-strings": 'F', "basic-regexp": 'G', "ignore-case": 'i', "invert-match": 'v',
	"count": 'c', "line-number": 'n', "recursive": 'r', "dereference-recursive": 'R', "files-with-matches": 'l',
	"files-without-match": 'L', "no-filename": 'h', "with-filename": 'H', "only-matching": 'o', "quiet": 'q',
	"silent": 'q', "no-messages": 's', "line-regexp": 'x', "word-regexp": 'w', "regexp": 'e', "file": 'f',
	"after-context": 'A', "before-context": 'B', "context": 'C', "max-count": 'm',
	"include": '1', "exclude": '2', "exclude-dir": '3', "color": '4', "colour": '4',
}

// grepCmd searches for patterns: grep [-EFGivcnrlLhHoqsxw] [-e PAT]...
// [-f FILE] [-A N] [-B N] [-C N] [-m N] [--include GLOB] PATTERN [FILE...].
// It exits 0 when a line matched, 1 when none did and 2 on an error.
func grepCmd(p *command.Proc, args []string) int {
	f, rest, ok := p.Flags(args, "EFGivcnrRlLhHoqsxwe:f:A:B:C:m:1:2:3:4", grepLong)
	if !ok {
		return command.ExitUsage
	}
	patterns := f.All('e')
	for _, name := range f.All('f') {
		data, err := p.ReadFile(name)
		if err != nil {
			p.Fail(name, err)
			return command.ExitUsage
		}
		patterns = append(patterns, strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")...)
	}
	if !f.Has('e') && !f.Has('f') {
		if len(rest) == 0 {
			return p.Usage("usage: grep [OPTION]... PATTERN [FILE]...")
		}
		patterns, rest = strings.Split(rest[0], "\n"), rest[1:]
	}
	re, err := grepRegexp(patterns, f)
	if err != nil {
		return p.Usage("%v", err)
	}
	g := &grep{p: p, f: f, re: re, maxCount: -1}
	for c, n := range map[byte]*int{'A': &g.after, 'B': &g.before, 'm': &g.maxCount} {
		def := *n
		if c != 'm' {
			def, _ = f.Num('C', 0)
		}
		if *n, err = f.Num(c, def); err != nil {
			return p.Usage("%v", err)
		}
	}
	recursive := f.Has('r') || f.Has('R')
	if len(rest) == 0 && recursive {
		rest = []string{"."}
	}
	g.names = (len(rest) > 1 || recursive) && !f.Has('h') || f.Has('H')
	status := 1
	if len(rest) == 0 {
		rest = []string{"-"}
	}
	for _, name := range rest {
		var err error
		if recursive && name != "-" {
			err = p.Walk(name, true, func(full string, info fs.FileInfo) error {
				if info.IsDir() {
					return nil
				}
				shown := name + strings.TrimPrefix(full, p.Abs(name))
				if !g.included(shown) {
					return nil
				}
				return g.file(shown, &status)
			})
		} else if info, serr := p.Stat(name); name != "-" && serr == nil && info.IsDir() {
			if !f.Has('s') {
				p.Errorf("%s: Is a directory", name)
			}
			continue
		} else {
			err = g.file(name, &status)
		}
		if err != nil {
			if !f.Has('s') {
				p.Fail(name, err)
			}
			if status != 0 || !f.Has('q') {
				status = command.ExitUsage
			}
		}
		if status == 0 && f.Has('q') {
			return 0
		}
	}
	return status
}

// grepRegexp builds one regular expression from grep's patterns and flags.
func grepRegexp(patterns []string, f command.Flags) (*regexp.Regexp, error) {
	alts := make([]string, len(patterns))
	for i, pat := range patterns {
		switch {
		case f.Has('F'):
			pat = regexp.QuoteMeta(pat)
		case !f.Has('E'):
			pat = breToERE(pat)
		}
		switch {
		case f.Has('x'):
			pat = `^(?:` + pat + `)$`
		case f.Has('w'):
			pat = `(?:^|\b)(?:` + pat + `)(?:\b|$)`
		}
		alts[i] = "(?:" + pat + ")"
	}
	expr := strings.Join(alts, "|")
	if f.Has('i') {
		expr = "(?i)" + expr
	}
	re, err := regexp.Compile(expr)
	if err != nil {
		return nil, fmt.Errorf("invalid pattern: %v", strings.TrimPrefix(err.Error(), "error parsing regexp: "))
	}
	return re, nil
}

// breToERE rewrites a POSIX basic regular expression in the extended
// syntax Go reads: \( \) \{ \} \| \+ \? become operators and the bare
// characters literals.
func breToERE(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\' && i+1 < len(s):
			i++
			if strings.IndexByte("(){}|+?", s[i]) >= 0 {
				b.WriteByte(s[i])
			} else {
				b.WriteByte('\\')
				b.WriteByte(s[i])
			}
		case strings.IndexByte("(){}|+?", c) >= 0:
			b.WriteByte('\\')
			b.WriteByte(c)
		case c == '[':
			// Copy a bracket expression whole: nothing in it is special.
			j := i + 1
			if j < len(s) && s[j] == '^' {
				j++
			}
			if j < len(s) && s[j] == ']' {
				j++
			}
			for j < len(s) && s[j] != ']' {
				if s[j] == '[' && j+1 < len(s) && s[j+1] == ':' {
					if end := strings.Index(s[j:], ":]"); end > 0 {
						j += end + 1
					}
				}
				j++
			}
			if j >= len(s) {
				b.WriteString(`\[`)
				continue
			}
			b.WriteString(s[i : j+1])
			i = j
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// grep is one search in progress.
type grep struct {
	p             *command.Proc
	f             command.Flags
	re            *regexp.Regexp
	names         bool
	after, before int
	maxCount      int
}

// included applies --include, --exclude and --exclude-dir to a file found
// while recursing.
func (g *grep) included(name string) bool {
	base := path.Base(name)
	matchAny := func(globs []string, s string) bool {
		for _, glob := range globs {
			if ok, _ := path.Match(glob, s); ok {
				return true
			}
		}
		return false
	}
	if inc := g.f.All('1'); len(inc) > 0 && !matchAny(inc, base) {
		return false
	}
	if matchAny(g.f.All('2'), base) {
		return false
	}
	for _, dir := range strings.Split(path.Dir(name), "/") {
		if matchAny(g.f.All('3'), dir) {
			return false
		}
	}
	return true
}

// file searches one input, setting *status to 0 on a match.
func (g *grep) file(name string, status *int) error {
	r, err := g.p.Open(name)
	if err != nil {
		return err
	}
	defer r.Close()
	data, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	shown := name
	if name == "-" {
		shown = "(standard input)"
	}
	f, out := g.f, g.p.Stdout
	binary := bytes.IndexByte(data[:min(len(data), 8<<10)], 0) >= 0
	lines := strings.SplitAfter(string(data), "\n")
	if len(lines) > 0 && lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	count, lastPrinted := 0, -1
	for i, line := range lines {
		if g.maxCount >= 0 && count >= g.maxCount {
			break
		}
		text := strings.TrimSuffix(line, "\n")
		if g.re.MatchString(text) == f.Has('v') {
			continue
		}
		count++
		*status = 0
		if f.Has('q') || f.Has('l') || f.Has('L') || f.Has('c') || binary {
			continue
		}
		if g.before > 0 || g.after > 0 {
			start := max(i-g.before, lastPrinted+1)
			if lastPrinted >= 0 && start > lastPrinted+1 {
				fmt.Fprintln(out, "--")
			}
			for j := start; j < i; j++ {
				g.printLine(shown, j, lines[j], '-')
			}
		}
		if f.Has('o') && !f.Has('v') {
			for _, m := range g.re.FindAllString(text, -1) {
				if m != "" {
					g.printLine(shown, i, m+"\n", ':')
				}
			}
		} else {
			g.printLine(shown, i, line, ':')
		}
		lastPrinted = i
		for j := i + 1; j <= i+g.after && j < len(lines); j++ {
			if g.re.MatchString(strings.TrimSuffix(lines[j], "\n")) != f.Has('v') {
				break
			}
			g.printLine(shown, j, lines[j], '-')
			lastPrinted = j
		}
	}
	switch {
	case f.Has('q'):
	case f.Has('l'):
		if count > 0 {
			fmt.Fprintln(out, shown)
		}
	case f.Has('L'):
		if count == 0 {
			fmt.Fprintln(out, shown)
		}
	case f.Has('c'):
		if g.names {
			fmt.Fprintf(out, "%s:", shown)
		}
		fmt.Fprintln(out, count)
	case binary && count > 0:
		fmt.Fprintf(out, "Binary file %s matches\n", shown)
	}
	if f.Has('L') {
		// -L reports success when it listed a file.
		if count == 0 {
			*status = 0
		}
	}
	return nil
}

// printLine prints one output line with its file name and number prefixes.
func (g *grep) printLine(name string, i int, line string, sep byte) {
	var prefix string
	if g.names {
		prefix = name + string(sep)
	}
	if g.f.Has('n') {
		prefix += fmt.Sprintf("%d%c", i+1, sep)
	}
	if !strings.HasSuffix(line, "\n") {
		line += "\n"
	}
	io.WriteString(g.p.Stdout, prefix+line)
}
