// Package system holds the shell's commands that tell the time (date) and
// the environment (printenv), wait (sleep) and count (seq).
package system

import (
	"fmt"
	"io"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/sbx-sandbox/sbx/guests/tzdata"
	"github.com/sbx-sandbox/sbx/shell/internal/command"
	"github.com/sbx-sandbox/sbx/shell/internal/datetime"
)

// Commands returns the commands that tell the time and the environment,
// wait, and count, by name.
func Commands() command.Table {
	return command.Table{"date": dateCmd, "printenv": printenvCmd, "seq": seqCmd, "sleep": sleepCmd}
}

// printenvCmd prints the environment, or the values of the variables
// named (exiting 1 if one is not set): printenv [-0] [NAME...].
func printenvCmd(p *command.Proc, args []string) int {
	f, names, ok := p.Flags(args, "0", map[string]byte{"null": '0'})
	if !ok {
		return command.ExitUsage
	}
	end := "\n"
	if f.Has('0') {
		end = "\x00"
	}
	vars := command.ExportedVars(p.Env)
	if len(names) == 0 {
		for _, k := range slices.Sorted(maps.Keys(vars)) {
			fmt.Fprint(p.Stdout, k, "=", vars[k], end)
		}
		return 0
	}
	status := 0
	for _, name := range names {
		if v, ok := vars[name]; ok {
			fmt.Fprint(p.Stdout, v, end)
		} else {
			status = 1
		}
	}
	return status
}

// sleepCmd waits: sleep N[smhd]...; it ends early when the line is
// stopped.
func sleepCmd(p *command.Proc, args []string) int {
	if len(args) < 2 {
		return p.Usage("missing operand")
	}
	var total time.Duration
	for _, a := range args[1:] {
		d, err := datetime.ParseInterval(a)
		if err != nil {
			return p.Usage("%v", err)
		}
		total += d
	}
	t := time.NewTimer(total)
	defer t.Stop()
	select {
	case <-t.C:
		return 0
	case <-p.Ctx.Done():
		return 1
	}
}

// dateCmd prints the time, now, at a date (-d) or at a file's
// modification (-r), in the zone TZ names (UTC when it is unset, and with
// -u): date [-u] [-d DATE | -r FILE] [-I[FMT] | --rfc-3339=FMT | -R |
// +FORMAT]. A TZ that names no zone is UTC, with a warning. The sandbox's
// clock cannot be set.
func dateCmd(p *command.Proc, args []string) int {
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
					return p.Usage("option requires an argument -- '%s'", strings.TrimLeft(a, "-")[:1])
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
			f, ok := datetime.Formats[key]
			if !ok {
				return p.Usage("invalid argument '%s' for '--iso-8601' (valid: date, hours, minutes, seconds, ns)", strings.TrimPrefix(key, "iso-8601="))
			}
			format = f
		case long == "rfc-3339":
			f, ok := datetime.Formats["rfc-3339="+value]
			if !ok {
				return p.Usage("invalid argument '%s' for '--rfc-3339' (valid: date, seconds, ns)", value)
			}
			format = f
		case a == "-R" || long == "rfc-email" || long == "rfc-2822":
			format = datetime.Formats["rfc-email"]
		case strings.HasPrefix(a, "-"):
			return p.Usage("invalid option '%s'", a)
		default:
			p.Errorf("cannot set date: Operation not permitted (the sandbox's clock is the host's; to print another date use -d '%s')", a)
			return 1
		}
	}
	if hasDate && hasRef {
		return p.Usage("the options to specify dates for printing are mutually exclusive")
	}
	loc := time.UTC
	if !utc {
		var known bool
		if loc, known = datetime.Zone(p.Getenv("TZ")); !known {
			fmt.Fprintf(p.Stderr, "%s: unknown time zone '%s' in TZ; showing UTC (zones are named as in %s, such as Europe/Paris)\n",
				p.Name, p.Getenv("TZ"), tzdata.Dir)
		}
	}
	when := time.Now().In(loc)
	switch {
	case hasDate:
		t, err := datetime.ParseDate(date, when, loc)
		if err != nil {
			p.Errorf("%v", err)
			return 1
		}
		when = t
	case hasRef:
		info, err := p.Stat(ref)
		if err != nil {
			return p.Fail(ref, err)
		}
		when = info.ModTime().In(loc)
	}
	if _, err := fmt.Fprintln(p.Stdout, datetime.Strftime(when, format)); err != nil {
		return p.Fail("", err)
	}
	return 0
}

// seqCmd prints a sequence of numbers: seq [-s SEP] [-w] [FIRST [INCR]] LAST.
func seqCmd(p *command.Proc, args []string) int {
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
			return p.Usage("invalid option '%s'", rest[0])
		}
	}
	if len(rest) < 1 || len(rest) > 3 {
		return p.Usage("usage: seq [-s SEP] [-w] [FIRST [INCR]] LAST")
	}
	nums := make([]float64, len(rest))
	decimals := 0
	for i, a := range rest {
		n, err := strconv.ParseFloat(a, 64)
		if err != nil || math.IsNaN(n) || math.IsInf(n, 0) {
			return p.Usage("invalid floating point argument: '%s'", a)
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
		return p.Usage("invalid Zero increment value: '0'")
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
			if _, err := io.WriteString(p.Stdout, b.String()); err != nil {
				return p.Fail("", err)
			}
			b.Reset()
		}
	}
	out := b.String()
	if strings.HasSuffix(out, sep) {
		out = strings.TrimSuffix(out, sep) + "\n"
	}
	if _, err := io.WriteString(p.Stdout, out); err != nil {
		return p.Fail("", err)
	}
	return 0
}
