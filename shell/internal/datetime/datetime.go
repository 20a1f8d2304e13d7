// Package datetime reads and writes dates as GNU date does: time zones
// from the sandbox's tzdata or a POSIX TZ string, the dates date -d and
// touch -d take, strftime's conversions with GNU's flags, and the
// intervals sleep and timeout take.
package datetime

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io/fs"
	"math"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/sbx-sandbox/sbx/guests/tzdata"
)

// Zone returns the time zone a TZ value names, as the C library reads it:
// a zone of the sandbox's database (America/New_York, :Europe/Paris,
// /usr/share/zoneinfo/Asia/Tokyo) or a POSIX TZ string (UTC0, JST-9,
// EST5EDT, CET-1CEST,M3.5.0,M10.5.0/3). An empty value is UTC. ok is false
// for a value that is neither; the zone is then UTC.
func Zone(tz string) (loc *time.Location, ok bool) {
	tz = strings.TrimPrefix(tz, ":")
	if tz == "" {
		return time.UTC, true
	}
	name := strings.TrimPrefix(tz, tzdata.Dir+"/")
	if zones, err := tzdata.FS(); err == nil && fs.ValidPath(name) {
		if data, err := fs.ReadFile(zones, name); err == nil {
			if loc, err := time.LoadLocationFromTZData(tz, data); err == nil {
				return loc, true
			}
		}
	}
	if loc := posixZone(tz); loc != nil {
		return loc, true
	}
	return time.UTC, false
}

// posixZone returns the zone a POSIX TZ string describes, or nil. The
// time package reads such strings only at the end of a zone file, so it
// gets one: no transitions, one nameless type, and the string.
func posixZone(tz string) *time.Location {
	if strings.ContainsAny(tz, "\n\x00") {
		return nil
	}
	var b bytes.Buffer
	for range 2 { // the 32-bit block, then the 64-bit one, both empty
		b.WriteString("TZif2")
		b.Write(make([]byte, 15))
		for _, n := range []uint32{0, 0, 0, 0, 1, 1} { // isut, isstd, leap, time, type, char
			binary.Write(&b, binary.BigEndian, n)
		}
		b.Write(make([]byte, 6+1)) // the type (UTC, standard, abbreviation 0) and the abbreviation ""
	}
	b.WriteString("\n" + tz + "\n")
	loc, err := time.LoadLocationFromTZData(tz, b.Bytes())
	if err != nil {
		return nil
	}
	// A string the time package cannot read leaves the nameless type.
	if name, _ := time.Unix(0, 0).In(loc).Zone(); name == "" {
		return nil
	}
	return loc
}

// zoneAbbrevs are the zone names a date may carry, with their offsets in
// hours, as GNU date reads them.
var zoneAbbrevs = map[string]float64{
	"z": 0, "ut": 0, "utc": 0, "gmt": 0, "wet": 0, "west": 1, "bst": 1, "cet": 1, "cest": 2, "met": 1, "mest": 2,
	"eet": 2, "eest": 3, "msk": 3, "ist": 5.5, "sgt": 8, "kst": 9, "jst": 9, "nzst": 12, "nzdt": 13,
	"ast": -4, "adt": -3, "est": -5, "edt": -4, "cst": -6, "cdt": -5, "mst": -7, "mdt": -6,
	"pst": -8, "pdt": -7, "akst": -9, "akdt": -8, "hst": -10,
}

var months = map[string]time.Month{
	"jan": 1, "january": 1, "feb": 2, "february": 2, "mar": 3, "march": 3, "apr": 4, "april": 4, "may": 5,
	"jun": 6, "june": 6, "jul": 7, "july": 7, "aug": 8, "august": 8, "sep": 9, "sept": 9, "september": 9,
	"oct": 10, "october": 10, "nov": 11, "november": 11, "dec": 12, "december": 12,
}

var weekdays = map[string]time.Weekday{
	"sun": 0, "sunday": 0, "mon": 1, "monday": 1, "tue": 2, "tues": 2, "tuesday": 2, "wed": 3, "wednesday": 3,
	"thu": 4, "thur": 4, "thurs": 4, "thursday": 4, "fri": 5, "friday": 5, "sat": 6, "saturday": 6,
}

// units are the relative items' units: a calendar step (years, months,
// days) or a duration.
var units = map[string]struct {
	years, months, days int
	d                   time.Duration
}{
	"year": {years: 1}, "month": {months: 1}, "fortnight": {days: 14}, "week": {days: 7}, "day": {days: 1},
	"hour": {d: time.Hour}, "minute": {d: time.Minute}, "min": {d: time.Minute},
	"second": {d: time.Second}, "sec": {d: time.Second},
}

var (
	isoDate   = regexp.MustCompile(`^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$`)
	usDate    = regexp.MustCompile(`^(\d{1,2})/(\d{1,2})(?:/(\d{2}|\d{4}))?$`)
	clockTime = regexp.MustCompile(`^(\d{1,2})(?::(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?(am|pm)?(z|[+-]\d{1,2}(?::?\d{2})?)?$`)
	digits8   = regexp.MustCompile(`^\d{8}$`)
	offset    = regexp.MustCompile(`^([+-])(\d{1,2})(?::?(\d{2}))?$`)
	number    = regexp.MustCompile(`^[+-]?\d+$`)
)

// dateSpec is what a date's items set: absolute fields, a zone and
// relative steps.
type dateSpec struct {
	year, day         int
	month             time.Month
	hasDate, hasYear  bool
	hour, min, sec    int
	nsec              int
	hasTime           bool
	zone              *time.Location // a zone the text names; nil for the TZ one
	years, months     int
	days              int
	d                 time.Duration
	weekday           time.Weekday
	hasWeekday        bool
	weekdayOrdinal    int
	hasWeekdayOrdinal bool
}

// ParseDate reads a date as GNU date -d and touch -d take it, in loc
// unless it names a zone of its own: @SECONDS; a calendar date
// (2024-01-15, 2024/01/15, 01/15/2024, 20240115, 15 Jan 2024, Jan 15 2024),
// a time of day (10:30, 10:30:15.5, 3pm, 1030 after a date) and a zone
// (Z, UTC, EST, +0200, -05:30, UTC+2), in ISO 8601's combined form too
// (2024-01-15T10:30:00+02:00); relative items (now, today, yesterday,
// tomorrow, 3 days, -2 hours, 1 week ago, next month, last year) and day
// names (monday, next friday); and a leading TZ="ZONE" for the zone the
// rest is read in. What it does not set comes from now; a date without a
// time is at midnight.
func ParseDate(s string, now time.Time, loc *time.Location) (time.Time, error) {
	bad := fmt.Errorf("invalid date '%s'", s)
	text, shown := strings.TrimSpace(s), loc
	if rest, ok := strings.CutPrefix(text, `TZ="`); ok {
		name, after, ok := strings.Cut(rest, `"`)
		z, known := Zone(name)
		if !ok || !known {
			return time.Time{}, bad
		}
		loc, text = z, after
	}
	if secs, ok := strings.CutPrefix(text, "@"); ok {
		whole, frac, _ := strings.Cut(strings.TrimSpace(secs), ".")
		n, err := strconv.ParseInt(whole, 10, 64)
		if err != nil || len(frac) > 9 || strings.Trim(frac, "0123456789") != "" || n > 1<<40 || n < -1<<40 {
			return time.Time{}, bad
		}
		ns := atoi((frac + "000000000")[:9])
		if strings.HasPrefix(whole, "-") {
			ns = -ns
		}
		return time.Unix(n, int64(ns)).In(shown), nil
	}
	var spec dateSpec
	items := strings.Fields(strings.ToLower(strings.ReplaceAll(text, ",", " ")))
	if len(items) == 0 {
		items = []string{"today", "0:00"} // an empty date is the day's start
	}
	if err := spec.read(items); err != nil {
		return time.Time{}, bad
	}
	t, ok := spec.time(now.In(loc))
	if !ok {
		return time.Time{}, bad
	}
	return t.In(shown), nil
}

// read takes a date's items in turn.
func (s *dateSpec) read(items []string) error {
	count, hasCount := 1, false // a number or an ordinal before a unit or a day name
	for i := 0; i < len(items); i++ {
		item := strings.TrimSuffix(items[i], ".")
		next := ""
		if i+1 < len(items) {
			next = strings.TrimSuffix(items[i+1], ".")
		}
		if d, t, ok := strings.Cut(item, "t"); ok && isoDate.MatchString(d) && clockTime.MatchString(t) {
			if err := s.date(d); err != nil {
				return err
			}
			item = t
		}
		unit, isUnit := units[strings.TrimSuffix(item, "s")]
		wd, isWeekday := weekdays[item]
		switch {
		case hasCount && !isUnit && !isWeekday && item != "ago":
			return fmt.Errorf("%d needs a unit", count)
		case item == "now" || item == "today" || item == "this" && isUnitOrDay(next):
			if item == "this" {
				count, hasCount = 0, true
			}
		case item == "yesterday":
			s.days--
		case item == "tomorrow":
			s.days++
		case item == "next" || item == "last":
			count, hasCount = 1, true
			if item == "last" {
				count = -1
			}
		case item == "ago":
			s.years, s.months, s.days, s.d = -s.years, -s.months, -s.days, -s.d
		case isUnit:
			s.years += count * unit.years
			s.months += count * unit.months
			s.days += count * unit.days
			s.d += time.Duration(count) * unit.d
			count, hasCount = 1, false
		case isWeekday:
			s.weekday, s.hasWeekday = wd, true
			s.weekdayOrdinal, s.hasWeekdayOrdinal = count, hasCount
			count, hasCount = 1, false
		case months[item] != 0:
			s.month, s.hasDate = months[item], true
		case isoDate.MatchString(item) || usDate.MatchString(item) || digits8.MatchString(item) && !s.hasDate:
			if err := s.date(item); err != nil {
				return err
			}
		case s.hasTime && s.zone == nil && !isUnitOrDay(next) && offset.MatchString(item):
			if !s.setZone(item) {
				return fmt.Errorf("zone %q", item)
			}
		case number.MatchString(item) && (isUnitOrDay(next) || item[0] == '+' || item[0] == '-'):
			n, err := strconv.Atoi(item)
			if err != nil {
				return err
			}
			count, hasCount = n, true
		case number.MatchString(item) && months[next] != 0 && s.day == 0:
			s.day, _ = strconv.Atoi(item)
		case number.MatchString(item) && s.month != 0 && s.day == 0:
			s.day, _ = strconv.Atoi(item)
		case number.MatchString(item) && s.month != 0 && !s.hasYear:
			s.year, s.hasYear = atoi(item), true
		case number.MatchString(item) && !s.hasTime && len(item) == 4:
			s.hour, s.min, s.hasTime = atoi(item[:2]), atoi(item[2:]), true
		case clockTime.MatchString(item) && !s.hasTime:
			if next == "am" || next == "pm" {
				item += next
				i++
			}
			if err := s.clock(item); err != nil {
				return err
			}
		case s.zone == nil && s.setZone(item):
		default:
			return fmt.Errorf("unknown item %q", item)
		}
	}
	if hasCount {
		return fmt.Errorf("%d needs a unit", count)
	}
	return nil
}

// isUnitOrDay reports whether item is a unit or a day name.
func isUnitOrDay(item string) bool {
	_, unit := units[strings.TrimSuffix(item, "s")]
	_, day := weekdays[item]
	return unit || day
}

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

// date reads a calendar date item.
func (s *dateSpec) date(item string) error {
	if s.hasDate {
		return fmt.Errorf("a second date")
	}
	s.hasDate, s.hasYear = true, true
	switch m := isoDate.FindStringSubmatch(item); {
	case m != nil:
		s.year, s.month, s.day = atoi(m[1]), time.Month(atoi(m[2])), atoi(m[3])
	case len(item) == 8:
		s.year, s.month, s.day = atoi(item[:4]), time.Month(atoi(item[4:6])), atoi(item[6:])
	default:
		m := usDate.FindStringSubmatch(item)
		s.month, s.day = time.Month(atoi(m[1])), atoi(m[2])
		s.year, s.hasYear = atoi(m[3]), m[3] != ""
		if len(m[3]) == 2 { // as POSIX reads two-digit years
			s.year += 1900
			if s.year < 1969 {
				s.year += 100
			}
		}
	}
	return nil
}

// clock reads a time of day item, with its am or pm and zone.
func (s *dateSpec) clock(item string) error {
	m := clockTime.FindStringSubmatch(item)
	s.hour, s.min, s.sec, s.hasTime = atoi(m[1]), atoi(m[2]), atoi(m[3]), true
	if m[4] != "" {
		s.nsec = atoi((m[4] + "00000000")[:9])
	}
	if ampm := m[5]; ampm != "" {
		if s.hour < 1 || s.hour > 12 {
			return fmt.Errorf("hour %d with %s", s.hour, ampm)
		}
		s.hour %= 12
		if ampm[0] == 'p' {
			s.hour += 12
		}
	}
	if m[6] != "" && !s.setZone(m[6]) {
		return fmt.Errorf("zone %q", m[6])
	}
	return nil
}

// setZone reads a zone item: a name of zoneAbbrevs, a numeric offset
// (+0200, -05:30, +2), or a name with an offset (UTC+2).
func (s *dateSpec) setZone(item string) bool {
	name, off := item, ""
	if i := strings.IndexAny(item, "+-"); i >= 0 {
		name, off = item[:i], item[i:]
	}
	hours, ok := zoneAbbrevs[name]
	if name == "" {
		hours, ok = 0, true
	}
	if !ok {
		return false
	}
	secs := int(hours * 3600)
	if off != "" {
		m := offset.FindStringSubmatch(off)
		if m == nil {
			return false
		}
		n := atoi(m[2])*3600 + atoi(m[3])*60
		if len(m[2]) > 2 || m[3] == "" && len(m[2]) == 4 {
			return false
		}
		if m[1] == "-" {
			n = -n
		}
		secs += n
	}
	s.zone = time.FixedZone("", secs)
	return true
}

// time is the instant the items describe, from now for what they leave
// out; ok is false for a date that does not exist (February 30).
func (s *dateSpec) time(now time.Time) (time.Time, bool) {
	loc := now.Location()
	if s.zone != nil {
		loc = s.zone
	}
	y, mo, d := now.Date()
	h, mi, sec, ns := now.Hour(), now.Minute(), now.Second(), now.Nanosecond()
	if s.hasDate {
		mo, d = s.month, s.day
		if s.hasYear {
			y = s.year
		}
		if d == 0 {
			d = 1
		}
	}
	if s.hasDate || s.hasWeekday || s.hasTime {
		h, mi, sec, ns = 0, 0, 0, 0
	}
	if s.hasTime {
		h, mi, sec, ns = s.hour, s.min, s.sec, s.nsec
	}
	t := time.Date(y, mo, d, h, mi, sec, ns, loc)
	if t.Day() != d || t.Month() != mo || h > 23 || mi > 59 || sec > 60 {
		return time.Time{}, false
	}
	t = t.In(now.Location()) // days are added to the wall clock of the zone shown
	if s.hasWeekday && !s.hasDate {
		diff := (int(s.weekday) - int(t.Weekday()) + 7) % 7
		switch n := s.weekdayOrdinal; {
		case s.hasWeekdayOrdinal && n > 0 && diff == 0:
			diff = 7 * n
		case s.hasWeekdayOrdinal && n > 0:
			diff += 7 * (n - 1)
		case s.hasWeekdayOrdinal && n < 0:
			diff += 7 * n
		}
		t = t.AddDate(0, 0, diff)
	}
	return t.AddDate(s.years, s.months, s.days).Add(s.d), true
}

// Strftime formats t as GNU date's +FORMAT does: the conversions of
// POSIX strftime and GNU's (%N, %P, %k, %l, %q, %s, %:z), in the C locale,
// with the flags - (no padding), _ (spaces), 0 (zeros), ^ (upper case),
// # (swapped case) and a field width (%10A, %3N).
func Strftime(t time.Time, format string) string {
	var b strings.Builder
	for i := 0; i < len(format); i++ {
		if format[i] != '%' || i+1 == len(format) {
			b.WriteByte(format[i])
			continue
		}
		j := i + 1
		var flag byte
		for j < len(format) && strings.IndexByte("-_0^#", format[j]) >= 0 {
			flag = format[j]
			j++
		}
		width := 0
		for j < len(format) && format[j] >= '0' && format[j] <= '9' {
			width = width*10 + int(format[j]-'0')
			j++
		}
		colons := 0
		for j < len(format) && format[j] == ':' {
			colons++
			j++
		}
		if j == len(format) {
			b.WriteString(format[i:])
			break
		}
		b.WriteString(conversion(t, format[j], flag, width, colons, format[i:j+1]))
		i = j
	}
	return b.String()
}

// conversion is one strftime conversion c of t; raw is its text, written
// as it is when c is unknown.
func conversion(t time.Time, c, flag byte, width, colons int, raw string) string {
	num := func(n, digits int, pad byte) string {
		s := strconv.Itoa(n)
		switch flag {
		case '-':
			return s
		case '_', '0':
			pad = map[byte]byte{'_': ' ', '0': '0'}[flag]
		}
		if width > 0 {
			digits = width
		}
		if len(s) < digits {
			s = strings.Repeat(string(pad), digits-len(s)) + s
		}
		return s
	}
	text := func(s string) string {
		switch flag {
		case '^':
			s = strings.ToUpper(s)
		case '#':
			if strings.ToUpper(s) == s {
				s = strings.ToLower(s)
			} else {
				s = strings.ToUpper(s)
			}
		}
		if len(s) < width {
			pad := " "
			if flag == '0' {
				pad = "0"
			}
			s = strings.Repeat(pad, width-len(s)) + s
		}
		return s
	}
	hour12 := (t.Hour()+11)%12 + 1
	_, isoWeek := t.ISOWeek()
	isoYear, _ := t.ISOWeek()
	yday := t.YearDay() - 1
	switch c {
	case 'a':
		return text(t.Format("Mon"))
	case 'A':
		return text(t.Format("Monday"))
	case 'b', 'h':
		return text(t.Format("Jan"))
	case 'B':
		return text(t.Format("January"))
	case 'c':
		return text(Strftime(t, "%a %b %e %H:%M:%S %Y"))
	case 'C':
		return num(t.Year()/100, 2, '0')
	case 'd':
		return num(t.Day(), 2, '0')
	case 'D', 'x':
		return text(Strftime(t, "%m/%d/%y"))
	case 'e':
		return num(t.Day(), 2, ' ')
	case 'F':
		return text(Strftime(t, "%Y-%m-%d"))
	case 'g':
		return num(isoYear%100, 2, '0')
	case 'G':
		return num(isoYear, 4, '0')
	case 'H':
		return num(t.Hour(), 2, '0')
	case 'I':
		return num(hour12, 2, '0')
	case 'j':
		return num(yday+1, 3, '0')
	case 'k':
		return num(t.Hour(), 2, ' ')
	case 'l':
		return num(hour12, 2, ' ')
	case 'm':
		return num(int(t.Month()), 2, '0')
	case 'M':
		return num(t.Minute(), 2, '0')
	case 'n':
		return "\n"
	case 'N':
		digits := fmt.Sprintf("%09d", t.Nanosecond())
		if width > 0 && width < 9 {
			digits = digits[:width]
		}
		return digits
	case 'p':
		return text(t.Format("PM"))
	case 'P':
		return text(strings.ToLower(t.Format("PM")))
	case 'q':
		return num((int(t.Month())+2)/3, 1, '0')
	case 'r':
		return text(Strftime(t, "%I:%M:%S %p"))
	case 'R':
		return text(Strftime(t, "%H:%M"))
	case 's':
		return num(int(t.Unix()), 1, '0')
	case 'S':
		return num(t.Second(), 2, '0')
	case 't':
		return "\t"
	case 'T', 'X':
		return text(Strftime(t, "%H:%M:%S"))
	case 'u':
		return num((int(t.Weekday())+6)%7+1, 1, '0')
	case 'U':
		return num((yday+7-int(t.Weekday()))/7, 2, '0')
	case 'V':
		return num(isoWeek, 2, '0')
	case 'w':
		return num(int(t.Weekday()), 1, '0')
	case 'W':
		return num((yday+7-(int(t.Weekday())+6)%7)/7, 2, '0')
	case 'y':
		return num(t.Year()%100, 2, '0')
	case 'Y':
		return num(t.Year(), 1, '0')
	case 'z':
		return text(zoneOffset(t, colons))
	case 'Z':
		name, _ := t.Zone()
		return text(name)
	case '%':
		return "%"
	}
	return raw
}

// zoneOffset is t's offset from UTC as %z (+0530), %:z (+05:30), %::z
// (+05:30:00) or %:::z (+05:30, +05) give it.
func zoneOffset(t time.Time, colons int) string {
	_, secs := t.Zone()
	sign := "+"
	if secs < 0 {
		sign, secs = "-", -secs
	}
	h, m, s := secs/3600, secs/60%60, secs%60
	switch colons {
	case 1:
		return fmt.Sprintf("%s%02d:%02d", sign, h, m)
	case 2:
		return fmt.Sprintf("%s%02d:%02d:%02d", sign, h, m, s)
	case 3:
		if m == 0 && s == 0 {
			return fmt.Sprintf("%s%02d", sign, h)
		}
		return fmt.Sprintf("%s%02d:%02d", sign, h, m)
	}
	return fmt.Sprintf("%s%02d%02d", sign, h, m)
}

// dateFormats are the formats of date's -I, --rfc-3339 and -R options, by
// their names.
var Formats = map[string]string{
	"iso-8601":         "%Y-%m-%d",
	"iso-8601=date":    "%Y-%m-%d",
	"iso-8601=hours":   "%Y-%m-%dT%H%:z",
	"iso-8601=minutes": "%Y-%m-%dT%H:%M%:z",
	"iso-8601=seconds": "%Y-%m-%dT%H:%M:%S%:z",
	"iso-8601=ns":      "%Y-%m-%dT%H:%M:%S,%N%:z",
	"rfc-3339=date":    "%Y-%m-%d",
	"rfc-3339=seconds": "%Y-%m-%d %H:%M:%S%:z",
	"rfc-3339=ns":      "%Y-%m-%d %H:%M:%S.%N%:z",
	"rfc-email":        "%a, %d %b %Y %H:%M:%S %z",
}

// ParseInterval reads sleep's and timeout's N[smhd] (seconds by default,
// fractions allowed).
func ParseInterval(s string) (time.Duration, error) {
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
