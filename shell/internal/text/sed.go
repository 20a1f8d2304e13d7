package text

import (
	"errors"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"

	"github.com/sbx-sandbox/sbx/shell/internal/command"
)

// sedCmd edits streams: sed [-n] [-E|-r] [-i[SUFFIX]] [-s] [-e SCRIPT]...
// [SCRIPT] [FILE...]. Scripts hold commands separated by ; or newlines,
// each with up to two addresses (N, $, /RE/) and ! to negate: s/RE/REPL/
// with the flags g, p, I and N (REPL may use & and \1..\9), p, d, q, =,
// y/SRC/DST/, and the one-line forms of a, i and c. Regular expressions
// are basic unless -E; with -i each file is rewritten in place, and with
// -iSUFFIX (--in-place=SUFFIX) its original is kept as FILE+SUFFIX.
func sedCmd(p *command.Proc, args []string) int {
	// -i takes an optional attached suffix, which the option parser cannot
	// express: take it out and leave a plain flag.
	args = append([]string(nil), args...)
	var backup string
	for i, a := range args[1:] {
		if suffix, ok := strings.CutPrefix(a, "-i"); ok {
			args[i+1], backup = "-i", suffix
		} else if suffix, ok := strings.CutPrefix(a, "--in-place"); ok && (suffix == "" || suffix[0] == '=') {
			args[i+1], backup = "-i", strings.TrimPrefix(suffix, "=")
		}
	}
	f, rest, ok := p.Flags(args, "nErise:", map[string]byte{
		"quiet": 'n', "silent": 'n', "regexp-extended": 'E', "in-place": 'i', "separate": 's', "expression": 'e',
	})
	if !ok {
		return command.ExitUsage
	}
	scripts := f.All('e')
	if len(scripts) == 0 {
		if len(rest) == 0 {
			return p.Usage("usage: sed [-n] [-E] [-i] SCRIPT [FILE...]")
		}
		scripts, rest = rest[:1], rest[1:]
	}
	prog, err := parseSed(strings.Join(scripts, "\n"), f.Has('E') || f.Has('r'))
	if err != nil {
		return p.Usage("-e expression: %v", err)
	}
	quiet := f.Has('n')
	if !f.Has('i') {
		data, code := readAll(p, rest)
		if code != 0 && data == "" {
			return code
		}
		out, quit := prog.run(data, quiet)
		if _, err := io.WriteString(p.Stdout, out); err != nil {
			return p.Fail("", err)
		}
		return max(code, quit)
	}
	if len(rest) == 0 {
		return p.Usage("-i needs files to edit")
	}
	status := 0
	for _, name := range rest {
		data, err := p.ReadFile(name)
		if err != nil {
			status = p.Fail(name, err)
			continue
		}
		if backup != "" {
			if err := writeFile(p, name+backup, string(data)); err != nil {
				status = p.Fail(name+backup, err)
				continue
			}
		}
		out, quit := prog.run(string(data), quiet)
		if err := writeFile(p, name, out); err != nil {
			status = p.Fail(name, err)
		}
		status = max(status, quit)
	}
	return status
}

// readAll concatenates the inputs (standard input when there are none).
func readAll(p *command.Proc, names []string) (string, int) {
	var b strings.Builder
	code := p.Inputs(names, func(_ string, r io.Reader) error {
		_, err := io.Copy(&b, r)
		return err
	})
	return b.String(), code
}

// writeFile replaces a file's contents.
func writeFile(p *command.Proc, name, data string) error {
	w, err := p.Create(name, false)
	if err != nil {
		return err
	}
	_, err = io.WriteString(w, data)
	if cerr := w.Close(); err == nil {
		err = cerr
	}
	return err
}

// sedAddr is one address: a line number, the last line, or a pattern.
type sedAddr struct {
	line int // > 0 for a line number
	last bool
	re   *regexp.Regexp
}

func (a *sedAddr) match(n int, last bool, line string) bool {
	switch {
	case a.line > 0:
		return n == a.line
	case a.last:
		return last
	}
	return a.re.MatchString(line)
}

// sedCmd1 is one command of a script.
type sedCmd1 struct {
	a1, a2 *sedAddr
	negate bool
	active bool // inside an a1,a2 range
	name   byte
	re     *regexp.Regexp
	repl   string
	global bool
	nth    int
	print  bool
	text   string // a, i, c
	from   []rune // y
	to     []rune
	status int // q's exit status
}

// sedProg is a parsed script.
type sedProg []*sedCmd1

// selects reports whether the command applies to line n, advancing its
// range.
func (c *sedCmd1) selects(n int, last bool, line string) bool {
	var ok bool
	switch {
	case c.a1 == nil:
		ok = true
	case c.a2 == nil:
		ok = c.a1.match(n, last, line)
	case c.active:
		ok = true
		if c.a2.match(n, last, line) || c.a2.line > 0 && n >= c.a2.line {
			c.active = false
		}
	case c.a1.match(n, last, line):
		ok = true
		c.active = !(c.a2.line > 0 && n >= c.a2.line) && !(c.a2.last && last)
	}
	return ok != c.negate
}

// run applies the script to text and returns the output and the exit
// status a q command asked for.
func (prog sedProg) run(text string, quiet bool) (string, int) {
	for _, c := range prog {
		c.active = false
	}
	var out strings.Builder
	lines := strings.SplitAfter(text, "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	for i, raw := range lines {
		line, nl := strings.CutSuffix(raw, "\n")
		n, last := i+1, i == len(lines)-1
		var appended []string
		var quit *sedCmd1
		deleted := false
	commands:
		for _, c := range prog {
			if !c.selects(n, last, line) {
				continue
			}
			switch c.name {
			case 'p':
				out.WriteString(line + "\n")
			case '=':
				fmt.Fprintf(&out, "%d\n", n)
			case 'd':
				deleted = true
				break commands
			case 'q':
				quit = c
				break commands
			case 'a':
				appended = append(appended, c.text+"\n")
			case 'i':
				out.WriteString(c.text + "\n")
			case 'c':
				if c.a2 == nil || !c.active {
					out.WriteString(c.text + "\n")
				}
				deleted = true
				break commands
			case 'y':
				line = strings.Map(func(r rune) rune {
					for j, from := range c.from {
						if r == from {
							return c.to[j]
						}
					}
					return r
				}, line)
			case 's':
				var changed bool
				line, changed = c.substitute(line)
				if changed && c.print {
					out.WriteString(line + "\n")
				}
			}
		}
		if !deleted && !quiet {
			out.WriteString(line)
			if nl || len(appended) > 0 {
				out.WriteString("\n")
			}
		}
		for _, a := range appended {
			out.WriteString(a)
		}
		if quit != nil {
			return out.String(), quit.status
		}
	}
	return out.String(), 0
}

// substitute applies an s command to line.
func (c *sedCmd1) substitute(line string) (string, bool) {
	matches := c.re.FindAllStringSubmatchIndex(line, -1)
	var b strings.Builder
	prev, changed := 0, false
	for k, m := range matches {
		if c.nth > 0 && k+1 != c.nth || c.nth == 0 && !c.global && k > 0 {
			continue
		}
		b.WriteString(line[prev:m[0]])
		b.WriteString(expandRepl(c.repl, line, m))
		prev, changed = m[1], true
	}
	if !changed {
		return line, false
	}
	b.WriteString(line[prev:])
	return b.String(), true
}

// expandRepl expands & and \1..\9 in a replacement.
func expandRepl(repl, line string, m []int) string {
	var b strings.Builder
	for i := 0; i < len(repl); i++ {
		switch c := repl[i]; {
		case c == '&':
			b.WriteString(line[m[0]:m[1]])
		case c == '\\' && i+1 < len(repl):
			i++
			switch d := repl[i]; {
			case d >= '1' && d <= '9':
				if g := int(d - '0'); 2*g+1 < len(m) && m[2*g] >= 0 {
					b.WriteString(line[m[2*g]:m[2*g+1]])
				}
			case d == 'n':
				b.WriteByte('\n')
			case d == 't':
				b.WriteByte('\t')
			default:
				b.WriteByte(d)
			}
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// sedParser reads a script.
type sedParser struct {
	s   string
	i   int
	ere bool
}

// parseSed parses a script; ere selects extended regular expressions.
func parseSed(script string, ere bool) (sedProg, error) {
	sp := &sedParser{s: script, ere: ere}
	var prog sedProg
	for {
		sp.skip(" \t\n;")
		if sp.i >= len(sp.s) {
			return prog, nil
		}
		c, err := sp.command()
		if err != nil {
			return nil, err
		}
		prog = append(prog, c)
	}
}

func (sp *sedParser) skip(chars string) {
	for sp.i < len(sp.s) && strings.IndexByte(chars, sp.s[sp.i]) >= 0 {
		sp.i++
	}
}

func (sp *sedParser) command() (*sedCmd1, error) {
	c := &sedCmd1{}
	var err error
	if c.a1, err = sp.address(); err != nil {
		return nil, err
	}
	if c.a1 != nil && sp.i < len(sp.s) && sp.s[sp.i] == ',' {
		sp.i++
		if c.a2, err = sp.address(); err != nil || c.a2 == nil {
			return nil, errors.New("unexpected ','")
		}
	}
	sp.skip(" \t")
	if sp.i < len(sp.s) && sp.s[sp.i] == '!' {
		c.negate = true
		sp.i++
		sp.skip(" \t")
	}
	if sp.i >= len(sp.s) {
		return nil, errors.New("missing command")
	}
	c.name = sp.s[sp.i]
	sp.i++
	switch c.name {
	case 'p', 'd', '=':
	case 'q':
		sp.skip(" \t")
		start := sp.i
		for sp.i < len(sp.s) && sp.s[sp.i] >= '0' && sp.s[sp.i] <= '9' {
			sp.i++
		}
		c.status, _ = strconv.Atoi(sp.s[start:sp.i])
	case 'a', 'i', 'c':
		sp.skip(" \t")
		if strings.HasPrefix(sp.s[sp.i:], "\\\n") {
			sp.i += 2
		} else if strings.HasPrefix(sp.s[sp.i:], "\\") {
			sp.i++
		}
		end := strings.IndexByte(sp.s[sp.i:], '\n')
		if end < 0 {
			end = len(sp.s) - sp.i
		}
		c.text, sp.i = sp.s[sp.i:sp.i+end], sp.i+end
	case 's':
		return c, sp.substitution(c)
	case 'y':
		from, err := sp.delimited()
		if err != nil {
			return nil, err
		}
		to, err := sp.part(from.delim)
		if err != nil {
			return nil, err
		}
		c.from, c.to = []rune(from.text), []rune(to)
		if len(c.from) != len(c.to) {
			return nil, errors.New("strings for 'y' command are different lengths")
		}
	default:
		return nil, fmt.Errorf("unknown command: '%c'", c.name)
	}
	return c, nil
}

// address reads an optional address.
func (sp *sedParser) address() (*sedAddr, error) {
	if sp.i >= len(sp.s) {
		return nil, nil
	}
	switch c := sp.s[sp.i]; {
	case c == '$':
		sp.i++
		return &sedAddr{last: true}, nil
	case c >= '0' && c <= '9':
		start := sp.i
		for sp.i < len(sp.s) && sp.s[sp.i] >= '0' && sp.s[sp.i] <= '9' {
			sp.i++
		}
		n, _ := strconv.Atoi(sp.s[start:sp.i])
		if n == 0 {
			return nil, errors.New("invalid usage of line address 0")
		}
		return &sedAddr{line: n}, nil
	case c == '/' || c == '\\':
		if c == '\\' {
			sp.i++
		}
		pat, err := sp.delimited()
		if err != nil {
			return nil, err
		}
		re, err := sp.compile(pat.text, "")
		return &sedAddr{re: re}, err
	}
	return nil, nil
}

// delimitedText is a part of a command between delimiters.
type delimitedText struct {
	text  string
	delim byte
}

// delimited reads DELIM text DELIM, the delimiter being the next byte.
func (sp *sedParser) delimited() (delimitedText, error) {
	if sp.i >= len(sp.s) {
		return delimitedText{}, errors.New("unterminated address regex")
	}
	d := sp.s[sp.i]
	sp.i++
	text, err := sp.part(d)
	return delimitedText{text, d}, err
}

// part reads up to the unescaped delimiter d and past it; \d becomes d.
func (sp *sedParser) part(d byte) (string, error) {
	var b strings.Builder
	for sp.i < len(sp.s) {
		c := sp.s[sp.i]
		sp.i++
		switch {
		case c == d:
			return b.String(), nil
		case c == '\\' && sp.i < len(sp.s) && sp.s[sp.i] == d:
			b.WriteByte(d)
			sp.i++
		case c == '\\' && sp.i < len(sp.s):
			b.WriteByte(c)
			b.WriteByte(sp.s[sp.i])
			sp.i++
		default:
			b.WriteByte(c)
		}
	}
	return "", fmt.Errorf("unterminated '%c' expression", d)
}

// substitution reads s/RE/REPL/FLAGS after the s.
func (sp *sedParser) substitution(c *sedCmd1) error {
	pat, err := sp.delimited()
	if err != nil {
		return errors.New("unterminated 's' command")
	}
	if c.repl, err = sp.part(pat.delim); err != nil {
		return errors.New("unterminated 's' command")
	}
	flags := ""
	for sp.i < len(sp.s) && strings.IndexByte(" \t\n;}", sp.s[sp.i]) < 0 {
		switch ch := sp.s[sp.i]; {
		case ch == 'g':
			c.global = true
		case ch == 'p':
			c.print = true
		case ch == 'i' || ch == 'I':
			flags = "(?i)"
		case ch >= '0' && ch <= '9':
			c.nth = c.nth*10 + int(ch-'0')
		default:
			return fmt.Errorf("unknown option to 's': '%c'", ch)
		}
		sp.i++
	}
	c.re, err = sp.compile(pat.text, flags)
	return err
}

// compile compiles a sed regular expression.
func (sp *sedParser) compile(pat, flags string) (*regexp.Regexp, error) {
	if !sp.ere {
		pat = breToERE(pat)
	}
	re, err := regexp.Compile(flags + pat)
	if err != nil {
		return nil, fmt.Errorf("invalid regular expression: %v", strings.TrimPrefix(err.Error(), "error parsing regexp: "))
	}
	return re, nil
}
