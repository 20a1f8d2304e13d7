// Package text holds the shell's commands that filter text (head, tail,
// cut, tr, sed), search it (grep), count it (wc), sort it (sort, uniq) and
// compare it (diff).
package text

import (
	"bufio"
	"cmp"
	"errors"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sbx-sandbox/sbx/shell/internal/command"
)

// Commands returns the commands that filter, search, sort and compare
// text, by name.
func Commands() command.Table {
	return command.Table{
		"cut": cutCmd, "diff": diffCmd, "grep": grepCmd, "head": headCmd, "sed": sedCmd, "sort": sortCmd,
		"tail": tailCmd, "tr": trCmd, "uniq": uniqCmd, "wc": wcCmd,
	}
}

// readLines reads every line of the inputs, without their newlines.
func readLines(p *command.Proc, names []string) ([]string, int) { return readRecords(p, names, '\n') }

// readRecords reads every record of the inputs that delim ends, without
// their delimiters.
func readRecords(p *command.Proc, names []string, delim byte) ([]string, int) {
	var records []string
	code := p.Inputs(names, func(_ string, r io.Reader) error {
		return command.EachRecord(r, delim, func(record string) error {
			records = append(records, strings.TrimSuffix(record, string(delim)))
			return nil
		})
	})
	return records, code
}

// numericShortcut rewrites the old -NUM form of head and tail to -n NUM.
func numericShortcut(args []string) []string {
	out := slices.Clone(args)
	for i, a := range out[1:] {
		if len(a) > 1 && a[0] == '-' && strings.Trim(a[1:], "0123456789") == "" {
			out = slices.Insert(slices.Delete(out, i+1, i+2), i+1, "-n", a[1:])
			break
		}
	}
	return out
}

// headTailFlags parses the options head and tail share.
func headTailFlags(p *command.Proc, args []string) (f command.Flags, names []string, lines bool, n string, ok bool) {
	f, names, ok = p.Flags(numericShortcut(args), "n:c:qvf", map[string]byte{"lines": 'n', "bytes": 'c', "quiet": 'q', "verbose": 'v', "follow": 'f'})
	lines = !f.Has('c')
	n = f.Str('n', "10")
	if !lines {
		n = f.Str('c', "")
	}
	return f, names, lines, n, ok
}

// fileHeaders prints "==> name <==" before each input when there are
// several (or with -v), as head and tail do.
func fileHeaders(p *command.Proc, f command.Flags, names []string) func(name string) {
	first := true
	return func(name string) {
		if (len(names) > 1 || f.Has('v')) && !f.Has('q') {
			if !first {
				fmt.Fprintln(p.Stdout)
			}
			if name == "-" {
				name = "standard input"
			}
			fmt.Fprintf(p.Stdout, "==> %s <==\n", name)
		}
		first = false
	}
}

// headCmd prints the first lines or bytes: head [-n N|-c N] [FILE...]; a
// negative N prints all but the last N.
func headCmd(p *command.Proc, args []string) int {
	f, names, lines, spec, ok := headTailFlags(p, args)
	if !ok {
		return command.ExitUsage
	}
	n, err := strconv.Atoi(spec)
	if err != nil {
		return p.Usage("invalid number: '%s'", spec)
	}
	header := fileHeaders(p, f, names)
	return p.Inputs(names, func(name string, r io.Reader) error {
		header(name)
		if !lines {
			if n >= 0 {
				_, err := io.Copy(p.Stdout, io.LimitReader(r, int64(n)))
				return err
			}
			data, err := io.ReadAll(r)
			if err != nil {
				return err
			}
			_, err = p.Stdout.Write(data[:max(len(data)+n, 0)])
			return err
		}
		if n >= 0 {
			count := 0
			err := command.EachLine(r, func(line string) error {
				if count >= n {
					return errStop
				}
				count++
				_, err := io.WriteString(p.Stdout, line)
				return err
			})
			if errors.Is(err, errStop) {
				return nil
			}
			return err
		}
		var kept []string
		if err := command.EachLine(r, func(line string) error { kept = append(kept, line); return nil }); err != nil {
			return err
		}
		_, err := io.WriteString(p.Stdout, strings.Join(kept[:max(len(kept)+n, 0)], ""))
		return err
	})
}

// errStop ends a line loop early without an error.
var errStop = errors.New("stop")

// tailCmd prints the last lines or bytes: tail [-n N|-n +N|-c N] [FILE...].
func tailCmd(p *command.Proc, args []string) int {
	f, names, lines, spec, ok := headTailFlags(p, args)
	if !ok {
		return command.ExitUsage
	}
	if f.Has('f') {
		return p.Usage("-f is not available: the call would only end at its time limit; read the file again instead")
	}
	from := strings.HasPrefix(spec, "+")
	n, err := strconv.Atoi(strings.TrimPrefix(spec, "+"))
	if err != nil || n < 0 {
		return p.Usage("invalid number: '%s'", spec)
	}
	header := fileHeaders(p, f, names)
	return p.Inputs(names, func(name string, r io.Reader) error {
		header(name)
		if !lines {
			data, err := io.ReadAll(r)
			if err != nil {
				return err
			}
			start := max(len(data)-n, 0)
			if from {
				start = min(max(n-1, 0), len(data))
			}
			_, err = p.Stdout.Write(data[start:])
			return err
		}
		var kept []string
		count := 0
		err := command.EachLine(r, func(line string) error {
			count++
			switch {
			case from && count >= n:
				_, err := io.WriteString(p.Stdout, line)
				return err
			case !from && n > 0:
				if len(kept) == n {
					kept = kept[1:]
				}
				kept = append(kept, line)
			}
			return nil
		})
		if err != nil {
			return err
		}
		_, err = io.WriteString(p.Stdout, strings.Join(kept, ""))
		return err
	})
}

// wcCmd counts lines, words and bytes: wc [-lwcm] [FILE...].
func wcCmd(p *command.Proc, args []string) int {
	f, names, ok := p.Flags(args, "lwcm", map[string]byte{"lines": 'l', "words": 'w', "bytes": 'c', "chars": 'm'})
	if !ok {
		return command.ExitUsage
	}
	show := []byte{}
	for _, c := range []byte("lwmc") {
		if f.Has(c) {
			show = append(show, c)
		}
	}
	if len(show) == 0 {
		show = []byte("lwc")
	}
	type counts map[byte]int64
	var rows []counts
	var labels []string
	total := counts{}
	code := p.Inputs(names, func(name string, r io.Reader) error {
		c := counts{}
		inWord := false
		br := bufio.NewReaderSize(r, 64<<10)
		for {
			ch, size, err := br.ReadRune()
			if err == io.EOF {
				break
			}
			if err != nil {
				return err
			}
			c['c'] += int64(size)
			c['m']++
			if ch == '\n' {
				c['l']++
			}
			if unicode.IsSpace(ch) {
				inWord = false
			} else if !inWord {
				inWord = true
				c['w']++
			}
		}
		for k, v := range c {
			total[k] += v
		}
		rows = append(rows, c)
		labels = append(labels, name)
		return nil
	})
	if len(rows) > 1 {
		rows = append(rows, total)
		labels = append(labels, "total")
	}
	width := 1
	if len(show) > 1 || len(rows) > 1 {
		width = max(len(strconv.FormatInt(total['c'], 10)), 1)
	}
	for i, row := range rows {
		fields := make([]string, 0, len(show)+1)
		for _, c := range show {
			fields = append(fields, fmt.Sprintf("%*d", width, row[c]))
		}
		if labels[i] != "-" {
			fields = append(fields, labels[i])
		}
		fmt.Fprintln(p.Stdout, strings.Join(fields, " "))
	}
	return code
}

// uniqCmd drops repeated adjacent lines: uniq [-cdui] [INPUT [OUTPUT]].
func uniqCmd(p *command.Proc, args []string) int {
	f, names, ok := p.Flags(args, "cdui", map[string]byte{"count": 'c', "repeated": 'd', "unique": 'u', "ignore-case": 'i'})
	if !ok {
		return command.ExitUsage
	}
	if len(names) > 2 {
		return p.Usage("extra operand '%s'", names[2])
	}
	out := p.Stdout
	if len(names) == 2 {
		w, err := p.Create(names[1], false)
		if err != nil {
			return p.Fail(names[1], err)
		}
		defer w.Close()
		out = w
	}
	lines, code := readLines(p, names[:min(len(names), 1)])
	same := func(a, b string) bool { return a == b || f.Has('i') && strings.EqualFold(a, b) }
	for i := 0; i < len(lines); {
		j := i + 1
		for j < len(lines) && same(lines[i], lines[j]) {
			j++
		}
		n := j - i
		if !(f.Has('d') && n == 1 || f.Has('u') && n > 1) {
			if f.Has('c') {
				fmt.Fprintf(out, "%7d %s\n", n, lines[i])
			} else {
				fmt.Fprintln(out, lines[i])
			}
		}
		i = j
	}
	return code
}

// fieldRanges is a cut list such as 1,3-5,7- (1-based, inclusive).
type fieldRanges [][2]int

// parseRanges parses a cut list.
func parseRanges(s string) (fieldRanges, error) {
	var out fieldRanges
	for _, part := range strings.Split(s, ",") {
		lo, hi, isRange := strings.Cut(part, "-")
		var r [2]int
		var err1, err2 error
		r[0], r[1] = 1, 1<<30
		if lo != "" {
			r[0], err1 = strconv.Atoi(lo)
		}
		switch {
		case !isRange:
			r[1] = r[0]
		case hi != "":
			r[1], err2 = strconv.Atoi(hi)
		}
		if err1 != nil || err2 != nil || r[0] < 1 || r[1] < r[0] || part == "-" {
			return nil, fmt.Errorf("invalid field range: '%s'", part)
		}
		out = append(out, r)
	}
	return out, nil
}

// has reports whether the 1-based position i is in the list.
func (fr fieldRanges) has(i int) bool {
	for _, r := range fr {
		if i >= r[0] && i <= r[1] {
			return true
		}
	}
	return false
}

// cutCmd prints selected fields or characters of each line:
// cut -f LIST [-d DELIM] [-s] | -c LIST | -b LIST [FILE...].
func cutCmd(p *command.Proc, args []string) int {
	f, names, ok := p.Flags(args, "f:d:c:b:sO:", map[string]byte{
		"fields": 'f', "delimiter": 'd', "characters": 'c', "bytes": 'b', "only-delimited": 's', "output-delimiter": 'O',
	})
	if !ok {
		return command.ExitUsage
	}
	var list string
	var mode byte
	for _, c := range []byte("fcb") {
		if f.Has(c) {
			list, mode = f.Str(c, ""), c
		}
	}
	if mode == 0 {
		return p.Usage("you must specify a list of bytes, characters, or fields")
	}
	ranges, err := parseRanges(list)
	if err != nil {
		return p.Usage("%v", err)
	}
	delim := f.Str('d', "\t")
	if utf8.RuneCountInString(delim) != 1 {
		return p.Usage("the delimiter must be a single character")
	}
	outDelim := f.Str('O', delim)
	return p.Inputs(names, func(_ string, r io.Reader) error {
		return command.EachLine(r, func(line string) error {
			line = strings.TrimSuffix(line, "\n")
			var out string
			switch mode {
			case 'f':
				if !strings.Contains(line, delim) {
					if f.Has('s') {
						return nil
					}
					out = line
					break
				}
				var kept []string
				for i, field := range strings.Split(line, delim) {
					if ranges.has(i + 1) {
						kept = append(kept, field)
					}
				}
				out = strings.Join(kept, outDelim)
			case 'c':
				var b strings.Builder
				for i, ch := range []rune(line) {
					if ranges.has(i + 1) {
						b.WriteRune(ch)
					}
				}
				out = b.String()
			case 'b':
				var b []byte
				for i := range len(line) {
					if ranges.has(i + 1) {
						b = append(b, line[i])
					}
				}
				out = string(b)
			}
			_, err := fmt.Fprintln(p.Stdout, out)
			return err
		})
	})
}

// sortKey is one -k field range of sort, with its own options.
type sortKey struct {
	start, end int // 1-based fields; end 0 means the end of the line
	opts       string
}

// parseSortKey parses a sort key such as 2, 2,2, 3,3nr or 1.2 (the
// character offset is ignored).
func parseSortKey(s string) (sortKey, error) {
	var k sortKey
	field := func(spec string) (int, string, error) {
		digits := strings.TrimRight(spec, "bdfgnrhMV")
		opts := spec[len(digits):]
		digits, _, _ = strings.Cut(digits, ".")
		n, err := strconv.Atoi(digits)
		if err != nil || n < 1 {
			return 0, "", fmt.Errorf("invalid key: '%s'", s)
		}
		return n, opts, nil
	}
	startSpec, endSpec, hasEnd := strings.Cut(s, ",")
	var err error
	var o1, o2 string
	if k.start, o1, err = field(startSpec); err != nil {
		return k, err
	}
	if hasEnd {
		if k.end, o2, err = field(endSpec); err != nil {
			return k, err
		}
	}
	k.opts = o1 + o2
	return k, nil
}

// sortCmd sorts lines, or with -z records that NUL ends (as find -print0
// writes them): sort [-nrufbhsVz] [-k KEY]... [-t SEP] [-o FILE] [FILE...].
func sortCmd(p *command.Proc, args []string) int {
	f, names, ok := p.Flags(args, "nrufbhsVzk:t:o:", map[string]byte{
		"numeric-sort": 'n', "reverse": 'r', "unique": 'u', "ignore-case": 'f', "ignore-leading-blanks": 'b',
		"human-numeric-sort": 'h', "stable": 's', "version-sort": 'V', "key": 'k', "field-separator": 't', "output": 'o',
		"zero-terminated": 'z',
	})
	if !ok {
		return command.ExitUsage
	}
	var keys []sortKey
	for _, spec := range f.All('k') {
		k, err := parseSortKey(spec)
		if err != nil {
			return p.Usage("%v", err)
		}
		keys = append(keys, k)
	}
	global := ""
	for _, c := range []byte("nrfhV") {
		if f.Has(c) {
			global += string(c)
		}
	}
	sep := f.Str('t', "")
	end := byte('\n')
	if f.Has('z') {
		end = 0
	}
	lines, code := readRecords(p, names, end)
	compare := func(a, b string) int {
		for _, k := range keys {
			opts := k.opts
			if strings.Trim(opts, "b") == "" {
				opts = global
			}
			if c := compareBy(opts, keyText(a, k, sep), keyText(b, k, sep)); c != 0 {
				return c
			}
		}
		if len(keys) == 0 {
			if c := compareBy(global, a, b); c != 0 || f.Has('s') {
				return c
			}
		} else if f.Has('s') {
			return 0
		}
		return strings.Compare(a, b) * reverseSign(global)
	}
	slices.SortStableFunc(lines, compare)
	if f.Has('u') {
		lines = slices.CompactFunc(lines, func(a, b string) bool {
			if len(keys) == 0 {
				return compareBy(global, a, b) == 0
			}
			return compare(a, b) == 0
		})
	}
	out := p.Stdout
	if name := f.Str('o', ""); name != "" {
		w, err := p.Create(name, false)
		if err != nil {
			return p.Fail(name, err)
		}
		defer w.Close()
		out = w
	}
	bw := bufio.NewWriter(out)
	for _, l := range lines {
		bw.WriteString(l)
		bw.WriteByte(end)
	}
	if err := bw.Flush(); err != nil {
		return p.Fail("", err)
	}
	return code
}

func reverseSign(opts string) int {
	if strings.Contains(opts, "r") {
		return -1
	}
	return 1
}

// keyText extracts a sort key's fields from line: split on sep, or on runs
// of blanks when sep is empty.
func keyText(line string, k sortKey, sep string) string {
	var fields []string
	if sep != "" {
		fields = strings.Split(line, sep)
	} else {
		fields = strings.Fields(line)
	}
	if k.start > len(fields) {
		return ""
	}
	end := len(fields)
	if k.end > 0 {
		end = min(k.end, len(fields))
	}
	if end < k.start {
		return ""
	}
	j := sep
	if j == "" {
		j = " "
	}
	return strings.Join(fields[k.start-1:end], j)
}

// compareBy compares two keys under sort options (n, h, V, f, r).
func compareBy(opts, a, b string) int {
	var c int
	switch {
	case strings.Contains(opts, "n"):
		c = cmp.Compare(leadingNumber(a), leadingNumber(b))
	case strings.Contains(opts, "h"):
		c = cmp.Compare(humanNumber(a), humanNumber(b))
	case strings.Contains(opts, "V"):
		c = compareVersions(a, b)
	case strings.Contains(opts, "f"):
		c = strings.Compare(strings.ToUpper(a), strings.ToUpper(b))
	default:
		c = strings.Compare(a, b)
	}
	return c * reverseSign(opts)
}

var numberPrefix = regexp.MustCompile(`^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?`)

// leadingNumber is the number a line starts with, 0 if none.
func leadingNumber(s string) float64 {
	n, _ := strconv.ParseFloat(strings.TrimSpace(numberPrefix.FindString(s)), 64)
	return n
}

// humanNumber reads sizes such as 1.5K or 12M.
func humanNumber(s string) float64 {
	s = strings.TrimSpace(s)
	n := leadingNumber(s)
	rest := strings.TrimSpace(s[len(numberPrefix.FindString(s)):])
	if rest != "" {
		if i := strings.IndexByte("KMGTPE", byte(unicode.ToUpper(rune(rest[0])))); i >= 0 {
			for range i + 1 {
				n *= 1024
			}
		}
	}
	return n
}

var versionPart = regexp.MustCompile(`\d+|\D+`)

// compareVersions compares strings with embedded numbers naturally
// (file2 < file10, 1.9 < 1.10).
func compareVersions(a, b string) int {
	pa, pb := versionPart.FindAllString(a, -1), versionPart.FindAllString(b, -1)
	for i := 0; i < len(pa) && i < len(pb); i++ {
		x, errx := strconv.Atoi(pa[i])
		y, erry := strconv.Atoi(pb[i])
		var c int
		if errx == nil && erry == nil {
			c = cmp.Compare(x, y)
		} else {
			c = strings.Compare(pa[i], pb[i])
		}
		if c != 0 {
			return c
		}
	}
	return cmp.Compare(len(pa), len(pb))
}

// trCmd translates or deletes characters: tr [-cds] SET1 [SET2].
func trCmd(p *command.Proc, args []string) int {
	f, sets, ok := p.Flags(args, "cCds", map[string]byte{"complement": 'c', "delete": 'd', "squeeze-repeats": 's'})
	if !ok {
		return command.ExitUsage
	}
	translating := !f.Has('d') && len(sets) >= 2
	switch {
	case len(sets) == 0, len(sets) == 1 && !f.Has('d') && !f.Has('s'), len(sets) > 2:
		return p.Usage("missing or extra operand; usage: tr [-cds] SET1 [SET2]")
	}
	set1, err := expandSet(sets[0])
	if err != nil {
		return p.Usage("%v", err)
	}
	var set2 []rune
	if len(sets) == 2 {
		if set2, err = expandSet(sets[1]); err != nil {
			return p.Usage("%v", err)
		}
	}
	complement := f.Has('c') || f.Has('C')
	in1 := func(r rune) bool { return slices.Contains(set1, r) != complement }
	mapping := map[rune]rune{}
	if translating && !complement {
		for i, r := range set1 {
			mapping[r] = set2[min(i, len(set2)-1)]
		}
	}
	squeeze := set1
	if len(sets) == 2 {
		squeeze = set2
	}
	data, err := io.ReadAll(p.Stdin)
	if err != nil {
		return p.Fail("", err)
	}
	var b strings.Builder
	last, haveLast := rune(0), false
	for _, r := range string(data) {
		if f.Has('d') && in1(r) {
			continue
		}
		if translating {
			if complement && in1(r) {
				r = set2[len(set2)-1]
			} else if m, ok := mapping[r]; ok {
				r = m
			}
		}
		if f.Has('s') && haveLast && r == last && (slices.Contains(squeeze, r) != (complement && len(sets) == 1)) {
			continue
		}
		b.WriteRune(r)
		last, haveLast = r, true
	}
	if _, err := io.WriteString(p.Stdout, b.String()); err != nil {
		return p.Fail("", err)
	}
	return 0
}

// trClasses are the character classes tr understands.
var trClasses = map[string]func(rune) bool{
	"alpha": unicode.IsLetter, "digit": unicode.IsDigit, "lower": unicode.IsLower, "upper": unicode.IsUpper,
	"space": unicode.IsSpace, "punct": unicode.IsPunct,
	"alnum": func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) },
	"blank": func(r rune) bool { return r == ' ' || r == '\t' },
}

// expandSet expands a tr set: ranges (a-z), classes ([:upper:]) and
// escapes (\n \t \\).
func expandSet(s string) ([]rune, error) {
	var out []rune
	rs := []rune(s)
	for i := 0; i < len(rs); i++ {
		if rs[i] == '[' && i+1 < len(rs) && rs[i+1] == ':' {
			if end := strings.Index(string(rs[i:]), ":]"); end > 0 {
				name := string(rs[i+2 : i+end])
				in, ok := trClasses[name]
				if !ok {
					return nil, fmt.Errorf("invalid character class '%s'", name)
				}
				for r := rune(0); r < 128; r++ {
					if in(r) {
						out = append(out, r)
					}
				}
				i += len([]rune(string(rs[i:])[:end+2])) - 1
				continue
			}
		}
		r := rs[i]
		if r == '\\' && i+1 < len(rs) {
			i++
			r = map[rune]rune{'n': '\n', 't': '\t', 'r': '\r', '\\': '\\', '0': 0}[rs[i]]
			if r == 0 && rs[i] != '0' {
				r = rs[i]
			}
		}
		if i+2 < len(rs) && rs[i+1] == '-' {
			hi := rs[i+2]
			if hi < r {
				return nil, fmt.Errorf("range-endpoints of '%c-%c' are in reverse order", r, hi)
			}
			for c := r; c <= hi; c++ {
				out = append(out, c)
			}
			i += 2
			continue
		}
		out = append(out, r)
	}
	if len(out) == 0 {
		return nil, errors.New("empty set")
	}
	return out, nil
}
