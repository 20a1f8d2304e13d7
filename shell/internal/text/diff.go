package text

import (
	"bufio"
	"fmt"
	"strconv"
	"strings"

	"github.com/pmezard/go-difflib/difflib"

	"github.com/sbx-sandbox/sbx/shell/internal/command"
)

// maxDiff bounds each file diff compares: its matcher is quadratic at
// worst and cannot be interrupted.
const maxDiff = 4 << 20

// diffCmd compares two files line by line: diff [-u|-U N] [-q] FILE1 FILE2
// ("-" is standard input). It prints the normal or the unified format and
// exits 0 when the files are the same, 1 when they differ, 2 on trouble.
func diffCmd(p *command.Proc, args []string) int {
	f, names, ok := p.Flags(args, "uU:qs", map[string]byte{"unified": 'U', "brief": 'q', "report-identical-files": 's'})
	if !ok {
		return command.ExitUsage
	}
	if len(names) != 2 {
		return p.Usage("usage: diff [-u] [-q] FILE1 FILE2")
	}
	var text [2][]string
	var stamp [2]string
	for i, name := range names {
		if info, err := p.Stat(name); err == nil {
			if info.IsDir() {
				return p.Usage("%s: comparing directories is not available", name)
			}
			if info.Size() > maxDiff {
				return p.Usage("%s: larger than %d bytes; compare checksums (sha256sum) or parts (head, tail)", name, maxDiff)
			}
			stamp[i] = info.ModTime().UTC().Format("2006-01-02 15:04:05.000000000 +0000")
		}
		data, err := p.ReadFile(name)
		if err != nil {
			p.Fail(name, err)
			return command.ExitUsage
		}
		text[i] = splitLines(string(data))
	}
	m := difflib.NewMatcher(text[0], text[1])
	codes := m.GetOpCodes()
	if len(codes) == 0 || len(codes) == 1 && codes[0].Tag == 'e' {
		if f.Has('s') {
			fmt.Fprintf(p.Stdout, "Files %s and %s are identical\n", names[0], names[1])
		}
		return 0
	}
	if f.Has('q') {
		fmt.Fprintf(p.Stdout, "Files %s and %s differ\n", names[0], names[1])
		return 1
	}
	if f.Has('u') || f.Has('U') {
		context, err := f.Num('U', 3)
		if err != nil {
			return p.Usage("%v", err)
		}
		difflib.WriteUnifiedDiff(p.Stdout, difflib.UnifiedDiff{
			A: text[0], B: text[1], FromFile: names[0], ToFile: names[1],
			FromDate: stamp[0], ToDate: stamp[1], Context: context,
		})
		return 1
	}
	w := bufio.NewWriter(p.Stdout)
	for _, c := range codes {
		if c.Tag == 'e' {
			continue
		}
		op := map[byte]string{'d': "d", 'i': "a", 'r': "c"}[c.Tag]
		left, right := lineRange(c.I1, c.I2), lineRange(c.J1, c.J2)
		if c.Tag == 'd' {
			right = strconv.Itoa(c.J1)
		} else if c.Tag == 'i' {
			left = strconv.Itoa(c.I1)
		}
		fmt.Fprintf(w, "%s%s%s\n", left, op, right)
		for _, l := range text[0][c.I1:c.I2] {
			w.WriteString("< " + l)
		}
		if c.Tag == 'r' {
			w.WriteString("---\n")
		}
		for _, l := range text[1][c.J1:c.J2] {
			w.WriteString("> " + l)
		}
	}
	w.Flush()
	return 1
}

// lineRange formats lines [i1, i2) 1-based as normal diff output does.
func lineRange(i1, i2 int) string {
	if i2-i1 == 1 {
		return strconv.Itoa(i2)
	}
	return strconv.Itoa(i1+1) + "," + strconv.Itoa(i2)
}

// splitLines splits text into newline-terminated lines (one is added to a
// last line without it).
func splitLines(s string) []string {
	if s == "" {
		return nil
	}
	lines := strings.SplitAfter(s, "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	} else {
		lines[len(lines)-1] += "\n"
	}
	return lines
}
