package shell

import (
	"context"
	"fmt"
	"io"
	"maps"
	"math"
	"path"
	"slices"
	"strconv"
	"strings"
	"time"

	"mvdan.cc/sh/v3/expand"

	"github.com/sbx-sandbox/sbx/guests/tzdata"
)

// basenameCmd strips directories (and a suffix): basename NAME [SUFFIX],
// basename -a [-s SUFFIX] NAME...
func basenameCmd(p *proc, args []string) int {
	f, names, ok := p.flags(args, "as:z", map[string]byte{"multiple": 'a', "suffix": 's'})
	if !ok {
		return ExitUsage
	}
	if len(names) == 0 {
		return p.usage("missing operand")
	}
	suffix := f.str('s', "")
	if !f.has('a') && !f.has('s') && len(names) == 2 {
		names, suffix = names[:1], names[1]
	}
	for _, name := range names {
		base := path.Base(name)
		if suffix != "" && base != suffix {
			base = strings.TrimSuffix(base, suffix)
		}
		fmt.Fprintln(p.stdout, base)
	}
	return 0
}

// dirnameCmd strips the last component: dirname NAME...
func dirnameCmd(p *proc, args []string) int {
	_, names, ok := p.flags(args, "z", nil)
	if !ok {
		return ExitUsage
	}
	if len(names) == 0 {
		return p.usage("missing operand")
	}
	for _, name := range names {
		fmt.Fprintln(p.stdout, path.Dir(name))
	}
	return 0
}

// realpathCmd prints absolute sandbox paths: realpath [-e|-m] FILE...
func realpathCmd(p *proc, args []string) int {
	f, names, ok := p.flags(args, "em", map[string]byte{"canonicalize-existing": 'e', "canonicalize-missing": 'm'})
	if !ok {
		return ExitUsage
	}
	status := 0
	for _, name := range names {
		full := p.abs(name)
		check := path.Dir(full)
		if f.has('e') {
			check = full
		}
		if _, err := p.s.view.stat(check, true); err != nil && !f.has('m') {
			status = p.fail(name, err)
			continue
		}
		fmt.Fprintln(p.stdout, full)
	}
	return status
}

// whichCmd locates commands: which NAME...
func whichCmd(p *proc, args []string) int {
	status := 0
	for _, name := range args[1:] {
		if commands[name] == nil {
			status = 1
			continue
		}
		fmt.Fprintln(p.stdout, binDir+"/"+name)
	}
	return status
}

// envCmd prints the environment or runs a command with more of it:
// env [-i] [NAME=VALUE]... [COMMAND [ARG...]].
func envCmd(p *proc, args []string) int {
	rest := args[1:]
	vars := map[string]string{}
	if len(rest) > 0 && (rest[0] == "-i" || rest[0] == "-") {
		rest = rest[1:]
	} else {
		vars = exportedVars(p.env)
	}
	for len(rest) > 0 && strings.Contains(rest[0], "=") && !strings.HasPrefix(rest[0], "=") {
		k, v, _ := strings.Cut(rest[0], "=")
		vars[k] = v
		rest = rest[1:]
	}
	if len(rest) == 0 {
		var lines []string
		for k, v := range vars {
			lines = append(lines, k+"="+v)
		}
		fmt.Fprint(p.stdout, joinSortedLines(lines))
		return 0
	}
	q := p.sub(rest[0])
	pairs := make([]string, 0, len(vars))
	for k, v := range vars {
		pairs = append(pairs, k+"="+v)
	}
	q.env = baseEnv(pairs)
	return q.run(rest)
}

// printenvCmd prints the environment, or the values of the variables
// named (exiting 1 if one is not set): printenv [-0] [NAME...].
func printenvCmd(p *proc, args []string) int {
	f, names, ok := p.flags(args, "0", map[string]byte{"null": '0'})
	if !ok {
		return ExitUsage
	}
	end := "\n"
	if f.has('0') {
		end = "\x00"
	}
	vars := exportedVars(p.env)
	if len(names) == 0 {
		for _, k := range slices.Sorted(maps.Keys(vars)) {
			fmt.Fprint(p.stdout, k, "=", vars[k], end)
		}
		return 0
	}
	status := 0
	for _, name := range names {
		if v, ok := vars[name]; ok {
			fmt.Fprint(p.stdout, v, end)
		} else {
			status = 1
		}
	}
	return status
}

// exportedVars returns env's exported string variables by name.
func exportedVars(env expand.Environ) map[string]string {
	vars := map[string]string{}
	env.Each(func(name string, vr expand.Variable) bool {
		if vr.Exported && vr.Kind == expand.String {
			vars[name] = vr.Str
		}
		return true
	})
	return vars
}

// joinSortedLines sorts lines and joins them, each newline-terminated.
func joinSortedLines(lines []string) string {
	if len(lines) == 0 {
		return ""
	}
	slices.Sort(lines)
	return strings.Join(lines, "\n") + "\n"
}

// sleepCmd waits: sleep N[smhd]...; it ends early when the line is
// stopped.
func sleepCmd(p *proc, args []string) int {
	if len(args) < 2 {
		return p.usage("missing operand")
	}
	var total time.Duration
	for _, a := range args[1:] {
		d, err := parseInterval(a)
		if err != nil {
			return p.usage("%v", err)
		}
		total += d
	}
	t := time.NewTimer(total)
	defer t.Stop()
	select {
	case <-t.C:
		return 0
	case <-p.ctx.Done():
		return 1
	}
}

// parseInterval reads sleep's and timeout's N[smhd] (seconds by default,
// fractions allowed).
func parseInterval(s string) (time.Duration, error) {
	units := map[byte]time.Duration{'s': time.Second, 'm': time.Minute, 'h': time.Hour, 'd': 24 * time.Hour}
	num, unit := s, time.Second
	if u, ok := units[s[len(s)-1]]; ok && len(s) > 1 {
		num, unit = s[:len(s)-1], u
	}
	n, err := strconv.ParseFloat(num, 64)
	if err != nil || n < 0 || math.IsInf(n, 0) || math.IsNaN(n) {
		return 0, fmt.Errorf("invalid time interval '%s'", s)
	}
	return time.Duration(min(n*float64(unit), float64(math.MaxInt64/2))), nil
}

// timeoutCmd runs a command with a time limit:
// timeout [-s SIGNAL] [-k DURATION] DURATION COMMAND [ARG...]. It exits 124
// when the limit stopped the command (the signal options are accepted and
// ignored: the command is always stopped outright).
func timeoutCmd(p *proc, args []string) int {
	rest := args[1:]
	for len(rest) > 0 && strings.HasPrefix(rest[0], "-") {
		switch rest[0] {
		case "-s", "-k", "--signal", "--kill-after":
			rest = rest[min(2, len(rest)):]
		default:
			rest = rest[1:]
		}
	}
	if len(rest) < 2 {
		return p.usage("usage: timeout DURATION COMMAND [ARG]...")
	}
	d, err := parseInterval(rest[0])
	if err != nil {
		return p.usage("%v", err)
	}
	ctx, cancel := context.WithTimeout(p.ctx, d)
	defer cancel()
	q := p.sub(rest[1])
	q.ctx, q.stdin, q.stdout = ctx, ctxReader{ctx, p.stdin}, ctxWriter{ctx, p.stdout}
	code := q.run(rest[1:])
	if ctx.Err() != nil && p.ctx.Err() == nil {
		return 124
	}
	return code
}

// dateCmd prints the time, now, at a date (-d) or at a file's
// modification (-r), in the zone TZ names (UTC when it is unset, and with
// -u): date [-u] [-d DATE | -r FILE] [-I[FMT] | --rfc-3339=FMT | -R |
// +FORMAT]. A TZ that names no zone is UTC, with a warning. The sandbox's
// clock cannot be set.
func dateCmd(p *proc, args []string) int {
	format := "%a %b %e %H:%M:%S %Z %Y"
	var date, ref string
	var hasDate, hasRef, utc bool
	for i := 1; i < len(args); i++ {
		a := args[i]
		long, value, hasValue := strings.Cut(strings.TrimPrefix(a, "--"), "=")
		if !strings.HasPrefix(a, "--") {
			long = ""
		}
		switch {
		case strings.HasPrefix(a, "+"):
			format = a[1:]
		case a == "-u" || long == "utc" || long == "universal":
			utc = true
		case a == "-d" || a == "-r" || long == "date" || long == "reference" || strings.HasPrefix(a, "-d") || strings.HasPrefix(a, "-r"):
			if !hasValue {
				switch {
				case len(a) > 2 && a[1] != '-':
					value = a[2:]
				case i+1 < len(args):
					i++
					value = args[i]
				default:
					return p.usage("option requires an argument -- '%s'", strings.TrimLeft(a, "-")[:1])
				}
			}
			if a[1] == 'd' || long == "date" {
				date, hasDate = value, true
			} else {
				ref, hasRef = value, true
			}
		case strings.HasPrefix(a, "-I") || long == "iso-8601":
			key := "iso-8601"
			if v := strings.TrimPrefix(a, "-I"); v != "" && !strings.HasPrefix(a, "--") {
				key += "=" + v
			} else if hasValue {
				key += "=" + value
			}
			f, ok := dateFormats[key]
			if !ok {
				return p.usage("invalid argument '%s' for '--iso-8601' (valid: date, hours, minutes, seconds, ns)", strings.TrimPrefix(key, "iso-8601="))
			}
			format = f
		case long == "rfc-3339":
			f, ok := dateFormats["rfc-3339="+value]
			if !ok {
				return p.usage("invalid argument '%s' for '--rfc-3339' (valid: date, seconds, ns)", value)
			}
			format = f
		case a == "-R" || long == "rfc-email" || long == "rfc-2822":
			format = dateFormats["rfc-email"]
		case strings.HasPrefix(a, "-"):
			return p.usage("invalid option '%s'", a)
		default:
			p.errorf("cannot set date: Operation not permitted (the sandbox's clock is the host's; to print another date use -d '%s')", a)
			return 1
		}
	}
	if hasDate && hasRef {
		return p.usage("the options to specify dates for printing are mutually exclusive")
	}
	loc := time.UTC
	if !utc {
		var known bool
		if loc, known = p.location(); !known {
			fmt.Fprintf(p.stderr, "%s: unknown time zone '%s' in TZ; showing UTC (zones are named as in %s, such as Europe/Paris)\n",
				p.name, exportedVars(p.env)["TZ"], tzdata.Dir)
		}
	}
	when := time.Now().In(loc)
	switch {
	case hasDate:
		t, err := parseDate(date, when, loc)
		if err != nil {
			p.errorf("%v", err)
			return 1
		}
		when = t
	case hasRef:
		info, err := p.stat(ref)
		if err != nil {
			return p.fail(ref, err)
		}
		when = info.ModTime().In(loc)
	}
	if _, err := fmt.Fprintln(p.stdout, strftime(when, format)); err != nil {
		return p.fail("", err)
	}
	return 0
}

// location is the time zone the command's TZ variable names (UTC when it
// is unset) and whether it names one.
func (p *proc) location() (*time.Location, bool) {
	return zone(exportedVars(p.env)["TZ"])
}

// seqCmd prints a sequence of numbers: seq [-s SEP] [-w] [FIRST [INCR]] LAST.
func seqCmd(p *proc, args []string) int {
	// Negative numbers look like options: only -s and -w may come first.
	sep, width := "\n", false
	rest := args[1:]
	for len(rest) > 0 && len(rest[0]) > 1 && rest[0][0] == '-' && strings.Trim(rest[0][1:], "0123456789.") != "" {
		switch {
		case rest[0] == "-w":
			width, rest = true, rest[1:]
		case rest[0] == "-s" && len(rest) > 1:
			sep, rest = rest[1], rest[2:]
		case strings.HasPrefix(rest[0], "-s"):
			sep, rest = rest[0][2:], rest[1:]
		default:
			return p.usage("invalid option '%s'", rest[0])
		}
	}
	if len(rest) < 1 || len(rest) > 3 {
		return p.usage("usage: seq [-s SEP] [-w] [FIRST [INCR]] LAST")
	}
	nums := make([]float64, len(rest))
	decimals := 0
	for i, a := range rest {
		n, err := strconv.ParseFloat(a, 64)
		if err != nil || math.IsNaN(n) || math.IsInf(n, 0) {
			return p.usage("invalid floating point argument: '%s'", a)
		}
		nums[i] = n
		if _, frac, ok := strings.Cut(a, "."); ok && i < len(rest)-1 {
			decimals = max(decimals, len(frac))
		}
	}
	first, incr, last := 1.0, 1.0, nums[len(nums)-1]
	switch len(nums) {
	case 2:
		first = nums[0]
	case 3:
		first, incr = nums[0], nums[1]
	}
	if incr == 0 {
		return p.usage("invalid Zero increment value: '0'")
	}
	format := func(n float64) string { return strconv.FormatFloat(n, 'f', decimals, 64) }
	pad := 0
	if width {
		pad = max(len(format(first)), len(format(last)))
	}
	var b strings.Builder
	for i := 0; ; i++ {
		n := first + float64(i)*incr
		if incr > 0 && n > last+1e-9 || incr < 0 && n < last-1e-9 {
			break
		}
		s := format(n)
		if len(s) < pad {
			sign := strings.TrimRight(s[:1], "0123456789")
			s = sign + strings.Repeat("0", pad-len(s)) + s[len(sign):]
		}
		b.WriteString(s)
		b.WriteString(sep)
		if b.Len() >= 32<<10 {
			if _, err := io.WriteString(p.stdout, b.String()); err != nil {
				return p.fail("", err)
			}
			b.Reset()
		}
	}
	out := b.String()
	if strings.HasSuffix(out, sep) {
		out = strings.TrimSuffix(out, sep) + "\n"
	}
	if _, err := io.WriteString(p.stdout, out); err != nil {
		return p.fail("", err)
	}
	return 0
}

// xargsCmd runs a command with arguments read from standard input:
// xargs [-0] [-d DELIM] [-n N] [-I REPLACE] [-r] [COMMAND [ARG...]].
func xargsCmd(p *proc, args []string) int {
	// Options end at the command: stop parsing at the first operand.
	i := 1
	for i < len(args) && strings.HasPrefix(args[i], "-") && args[i] != "-" {
		if strings.Trim(args[i], "-0rt") != "" && len(args[i]) == 2 {
			i++ // the option's value
		}
		i++
	}
	f, _, ok := p.flags(args[:min(i, len(args))], "0rtd:n:I:", map[string]byte{"null": '0', "no-run-if-empty": 'r', "max-args": 'n', "delimiter": 'd'})
	if !ok {
		return ExitUsage
	}
	argv := args[min(i, len(args)):]
	if len(argv) == 0 {
		argv = []string{"echo"}
	}
	data, err := io.ReadAll(p.stdin)
	if err != nil {
		return p.fail("", err)
	}
	var items []string
	replace := f.str('I', "")
	switch {
	case f.has('0'):
		items = strings.Split(strings.TrimSuffix(string(data), "\x00"), "\x00")
	case f.has('d'):
		items = strings.Split(strings.TrimSuffix(string(data), f.str('d', "\n")), f.str('d', "\n"))
	case replace != "":
		items = strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	default:
		items = strings.Fields(string(data))
	}
	items = slices.DeleteFunc(items, func(s string) bool { return s == "" })
	if len(items) == 0 && (f.has('r') || replace != "") {
		return 0
	}
	batch, err := f.num('n', len(items))
	if err != nil || batch < 1 {
		batch = max(len(items), 1)
	}
	if replace != "" {
		batch = 1
	}
	status := 0
	for start := 0; start < len(items) || start == 0; start += batch {
		chunk := items[start:min(start+batch, len(items))]
		cmd := slices.Clone(argv)
		if replace != "" {
			for j := range cmd {
				cmd[j] = strings.ReplaceAll(cmd[j], replace, chunk[0])
			}
		} else {
			cmd = append(cmd, chunk...)
		}
		if f.has('t') {
			fmt.Fprintln(p.stderr, strings.Join(cmd, " "))
		}
		if code := p.sub(cmd[0]).run(cmd); code != 0 {
			status = 123
		}
		if len(items) == 0 || p.ctx.Err() != nil {
			break
		}
	}
	return status
}
