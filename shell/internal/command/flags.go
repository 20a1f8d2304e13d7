package command

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Flags holds the options parsed from a command line.
type Flags struct {
	on   map[byte]bool
	vals map[byte][]string
}

// Has reports whether option c was given.
func (f Flags) Has(c byte) bool { return f.on[c] }

// Str returns option c's last value, or def.
func (f Flags) Str(c byte, def string) string {
	if v := f.vals[c]; len(v) > 0 {
		return v[len(v)-1]
	}
	return def
}

// All returns every value given for option c, in order.
func (f Flags) All(c byte) []string { return f.vals[c] }

// Num returns option c's last value as an integer, or def.
func (f Flags) Num(c byte, def int) (int, error) {
	s := f.Str(c, "")
	if s == "" {
		return def, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, fmt.Errorf("invalid number: %q", s)
	}
	return n, nil
}

// parseFlags parses POSIX and GNU style options the way the usual tools
// do: grouped short options (-rn), values attached or separate (-n5, -n 5),
// long options mapped to short letters (--recursive, --include=GLOB), and
// options after operands; "--" ends them and "-" is an operand. spec lists
// the short letters, a ':' after a letter marking one that takes a value.
// long maps long names to letters of spec (which may be letters no short
// option uses, for long-only options).
func parseFlags(args []string, spec string, long map[string]byte) (Flags, []string, error) {
	f := Flags{on: map[byte]bool{}, vals: map[byte][]string{}}
	takesValue := func(c byte) (known, value bool) {
		i := strings.IndexByte(spec, c)
		return i >= 0, i >= 0 && i+1 < len(spec) && spec[i+1] == ':'
	}
	var rest []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			return f, append(rest, args[i+1:]...), nil
		case strings.HasPrefix(a, "--"):
			name, val, hasVal := strings.Cut(a[2:], "=")
			c, ok := long[name]
			if !ok {
				return f, nil, &unknownOption{opt: "--" + name, msg: fmt.Sprintf("unrecognized option '%s'", a)}
			}
			f.on[c] = true
			if _, value := takesValue(c); value {
				if !hasVal {
					if i+1 >= len(args) {
						return f, nil, fmt.Errorf("option '--%s' requires an argument", name)
					}
					i++
					val = args[i]
				}
				f.vals[c] = append(f.vals[c], val)
			}
		case len(a) > 1 && a[0] == '-':
			for j := 1; j < len(a); j++ {
				c := a[j]
				known, value := takesValue(c)
				if !known || c == ':' {
					return f, nil, &unknownOption{opt: "-" + string(c), msg: fmt.Sprintf("invalid option -- '%c'", c)}
				}
				f.on[c] = true
				if !value {
					continue
				}
				val := a[j+1:]
				if val == "" {
					if i+1 >= len(args) {
						return f, nil, fmt.Errorf("option requires an argument -- '%c'", c)
					}
					i++
					val = args[i]
				}
				f.vals[c] = append(f.vals[c], val)
				break
			}
		default:
			rest = append(rest, a)
		}
	}
	return f, rest, nil
}

// unknownOption is parseFlags' error for an option the command does not
// have.
type unknownOption struct {
	opt string // as given: --exclude, -O
	msg string
}

func (e *unknownOption) Error() string { return e.msg }

// Flags parses args[1:] with parseFlags, reporting a usage error; ok is
// false when the command should exit with status 2. An option the command
// does not have is one its real program may: see Unsupported.
func (p *Proc) Flags(args []string, spec string, long map[string]byte) (Flags, []string, bool) {
	f, rest, err := parseFlags(args[1:], spec, long)
	if u, ok := errors.AsType[*unknownOption](err); ok {
		p.Errorf("%v", err)
		p.Unsupported(u.opt)
		return f, nil, false
	}
	if err != nil {
		p.Usage("%v", err)
		return f, nil, false
	}
	return f, rest, true
}

// Unsupported reports an option the built-in command lacks, as a usage
// error (status 2) saying where the real program runs. The command has
// done nothing, so the line records it as needing what the tier lacks
// ("tar --foo", see Line.MissingCommand): a caller may run the line again
// where the real program is.
func (p *Proc) Unsupported(opt string) int {
	p.Line.noteMissing(p.Name + " " + opt)
	return p.Usage("%s is not available in the WebAssembly sandbox's built-in %s; the real %s runs in a native sandbox: "+
		"create the sandbox with provider auto (the line moves there) or os", opt, p.Name, p.Name)
}
