package shell

import (
	"testing"
	"time"
)

// TestDateZones runs date as agents do with time zones: TZ in the
// environment, a date given with -d in another zone, the ISO and RFC
// formats, and what is refused. Each line's answer is GNU date's.
func TestDateZones(t *testing.T) {
	runLinuxCases(t, nil, []linuxCase{
		{name: "TZ names a zone", cmd: "TZ=America/New_York date -d @1720000000; TZ=America/New_York date -d @1700000000",
			stdout: "Wed Jul  3 05:46:40 EDT 2024\nTue Nov 14 17:13:20 EST 2023\n"},
		{name: "an exported TZ", cmd: "export TZ=Asia/Tokyo; date -d '2024-01-15 10:00 UTC' +'%F %H:%M %Z'",
			stdout: "2024-01-15 19:00 JST\n"},
		{name: "an unexported TZ is the shell's only", cmd: "TZ=Asia/Tokyo; date -d @0 +%Z", stdout: "UTC\n"},
		{name: "unset or empty is UTC", cmd: "date -d @0; TZ= date -d @0 +%Z%z", stdout: "Thu Jan  1 00:00:00 UTC 1970\nUTC+0000\n"},
		{name: "POSIX TZ strings and file names",
			cmd:    `for tz in JST-9 '<+05>-5' 'CET-1CEST,M3.5.0,M10.5.0/3' EST5EDT UTC0 :Europe/Paris /usr/share/zoneinfo/Asia/Kolkata Australia/Lord_Howe; do TZ=$tz date -d @1720000000 '+%H:%M %Z %z'; done`,
			stdout: "18:46 JST +0900\n14:46 +05 +0500\n11:46 CEST +0200\n05:46 EDT -0400\n09:46 UTC +0000\n11:46 CEST +0200\n15:16 IST +0530\n20:16 +1030 +1030\n"},
		{name: "-d in one zone shown in another, across a change to summer time",
			cmd:    "TZ=Europe/Berlin date -d '2024-03-31 00:30 UTC' '+%F %T %Z'; TZ=Europe/Berlin date -d '2024-03-31 01:30 UTC' '+%F %T %Z'",
			stdout: "2024-03-31 01:30:00 CET\n2024-03-31 03:30:00 CEST\n"},
		{name: "-d with an offset and with ISO 8601's zone",
			cmd:    "TZ=Asia/Kolkata date -d '2024-01-15 10:00 +0200' +%R; date -u -d 2024-01-15T10:00:00+05:30 +%R; date -u -d 'Mon, 15 Jan 2024 10:00:00 EST' +%R",
			stdout: "13:30\n04:30\n15:00\n"},
		{name: "TZ= inside -d", cmd: `date -u -d 'TZ="America/New_York" 2024-03-10 12:00'`, stdout: "Sun Mar 10 16:00:00 UTC 2024\n"},
		{name: "-u beats TZ", cmd: "TZ=Asia/Tokyo date -u -d @0", stdout: "Thu Jan  1 00:00:00 UTC 1970\n"},
		{name: "the ISO and RFC formats",
			cmd: "export TZ=Asia/Kolkata; for f in -I -Ihours -Iminutes -Iseconds -Ins --rfc-3339=seconds --rfc-3339=ns -R; do date -d @1700000000.123456789 $f; done",
			stdout: "2023-11-15\n2023-11-15T03+05:30\n2023-11-15T03:43+05:30\n2023-11-15T03:43:20+05:30\n2023-11-15T03:43:20,123456789+05:30\n" +
				"2023-11-15 03:43:20+05:30\n2023-11-15 03:43:20.123456789+05:30\nWed, 15 Nov 2023 03:43:20 +0530\n"},
		{name: "+FORMAT's zone conversions", cmd: "TZ=America/St_Johns date -d @1700000000 '+%Z %z %:z %::z %:::z %#Z'",
			stdout: "NST -0330 -03:30 -03:30:00 -03:30 nst\n"},
		{name: "relative dates", cmd: "date -d '2024-03-01 -1 day' +%F; date -d '2024-01-31 +1 month' +%F; date -d '2024-01-15 10:00 2 hours ago' +%T; date -d '1 year ago 2024-01-15' +%F",
			stdout: "2024-02-29\n2024-03-02\n08:00:00\n2023-01-15\n"},
		{name: "date's own output read back", cmd: `export TZ=America/New_York; date -d "$(date -d @1700000000)" +%s`, stdout: "1700000000\n"},
		{name: "a zone TZ does not name", cmd: "TZ=Mars/Olympus date -d @0 +%Z", stdout: "UTC\n", stderr: "unknown time zone 'Mars/Olympus' in TZ; showing UTC"},
		{name: "a date that does not exist", cmd: "date -d 'Feb 30 2024'", stderr: "date: invalid date 'Feb 30 2024'", exit: 1},
		{name: "the clock cannot be set", cmd: "date 010100002024", stderr: "date: cannot set date: Operation not permitted", exit: 1},
		{name: "a bad -I", cmd: "date -Iweeks", stderr: "invalid argument 'weeks' for '--iso-8601'", exit: 2},
		{name: "touch -d in TZ's zone", cmd: "TZ=Asia/Tokyo touch -d '2024-01-15 09:00' f && date -u -r f '+%F %T' && TZ=Asia/Tokyo date -r f +%T",
			stdout: "2024-01-15 00:00:00\n09:00:00\n"},
	})
}

// TestParseDate checks date -d's reading of dates against GNU date's, at
// a fixed now: Tuesday 2026-12-01 21:33:59 UTC.
func TestParseDate(t *testing.T) {
	now := time.Date(2026, 12, 1, 21, 33, 59, 0, time.UTC)
	tests := []struct{ in, want string }{
		{"2024/01/15", "2024-01-15 00:00:00"},
		{"01/15/2024", "2024-01-15 00:00:00"},
		{"15 Jan 2024", "2024-01-15 00:00:00"},
		{"January 15, 2024 3pm", "2024-01-15 15:00:00"},
		{"2024-01-15 12am", "2024-01-15 00:00:00"},
		{"2024-01-15 10:00:00.5", "2024-01-15 10:00:00.5"},
		{"2024-01-15T10:00:00Z", "2024-01-15 10:00:00"},
		{"2024-01-15 10:00 UTC+2", "2024-01-15 08:00:00"},
		{"2024-01-15 IST", "2024-01-14 18:30:00"},
		{"Mon Jan 15 10:00:00 EST 2024", "2024-01-15 15:00:00"},
		{"20240115", "2024-01-15 00:00:00"},
		{"2024-01-15 10", "2024-01-15 10:00:00"},
		{"2024-01-15 1030", "2024-01-15 10:30:00"},
		{"2024-01-15 next week", "2024-01-22 00:00:00"},
		{"2024-01-16 monday", "2024-01-16 00:00:00"},
		{"tomorrow 2024-01-15", "2024-01-16 00:00:00"},
		{"@1700000000.25", "2023-11-14 22:13:20.25"},
		{"", "2026-12-01 00:00:00"},
		{"now", "2026-12-01 21:33:59"},
		{"10:30", "2026-12-01 10:30:00"},
		{"2024", "2026-12-01 20:24:00"},
		{"yesterday 14:00", "2026-11-30 14:00:00"},
		{"14:00 yesterday", "2026-11-30 14:00:00"},
		{"monday", "2026-12-07 00:00:00"},
		{"next monday", "2026-12-07 00:00:00"},
		{"last monday", "2026-11-30 00:00:00"},
		{"tuesday", "2026-12-01 00:00:00"},
		{"next tuesday", "2026-12-08 00:00:00"},
		{"last tuesday", "2026-11-24 00:00:00"},
		{"this tuesday", "2026-12-01 00:00:00"},
		{"2 monday", "2026-12-14 00:00:00"},
		{"monday 10:00", "2026-12-07 10:00:00"},
		{"next month", "2027-01-01 21:33:59"},
		{"last year", "2025-12-01 21:33:59"},
		{"-3 days", "2026-11-28 21:33:59"},
		{"hour", "2026-12-01 22:33:59"},
		{"+1 week 2 days", "2026-12-10 21:33:59"},
		{"2024-02-30", "invalid"},
		{"noon", "invalid"},
		{"2024-01-15 25:00", "invalid"},
		{"3 apples", "invalid"},
		{`TZ="Nowhere/Land" 2024-01-01`, "invalid"},
	}
	for _, tt := range tests {
		got := "invalid"
		if when, err := parseDate(tt.in, now, time.UTC); err == nil {
			got = when.Format("2006-01-02 15:04:05.999999999")
		}
		if got != tt.want {
			t.Errorf("parseDate(%q) = %s, want %s", tt.in, got, tt.want)
		}
	}
}
