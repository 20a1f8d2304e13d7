package system_test

import (
	"testing"

	"github.com/sbx-sandbox/sbx/shell/internal/shelltest"
)

// TestMain starts the runtime the tests' sandboxes share.
func TestMain(m *testing.M) { shelltest.Main(m) }

// TestSystemCommands runs seq and date as agents use them.
func TestSystemCommands(t *testing.T) {
	shelltest.RunCases(t, shelltest.Fixture(), []shelltest.Case{
		{Name: "seq", Cmd: "seq -s, 3; seq 2 2 6", Stdout: "1,2,3\n2\n4\n6\n"},
		{Name: "chmod and date", Cmd: "chmod +x hello.sh && date +%Y | wc -c", Stdout: "5\n"},
	})
}

// TestSystemLongTail runs options agents reach for less often.
func TestSystemLongTail(t *testing.T) {
	shelltest.RunCases(t, shelltest.LongTailFixture(), []shelltest.Case{
		{Name: "printenv", Cmd: "export FOO=bar; printenv FOO HOME; printenv NOPE; echo $?; printenv | grep -c '^FOO=bar$'",
			Stdout: "bar\n/home/user\n1\n1\n"},
		{Name: "date -r", Cmd: "touch -d '2024-02-29 12:34:56' a.txt && date -r a.txt +%F-%T && touch -r a.txt new && date --reference=new -u +%s",
			Stdout: "2024-02-29-12:34:56\n1709210096\n"},
		{Name: "date -r missing", Cmd: "date -r nope", Stderr: "nope: No such file or directory", Exit: 1},
	})
}

// TestDateZones runs date as agents do with time zones: TZ in the
// environment, a date given with -d in another zone, the ISO and RFC
// formats, and what is refused. Each line's answer is GNU date's.
func TestDateZones(t *testing.T) {
	shelltest.RunCases(t, nil, []shelltest.Case{
		{Name: "TZ names a zone", Cmd: "TZ=America/New_York date -d @1720000000; TZ=America/New_York date -d @1700000000",
			Stdout: "Wed Jul  3 05:46:40 EDT 2024\nTue Nov 14 17:13:20 EST 2023\n"},
		{Name: "an exported TZ", Cmd: "export TZ=Asia/Tokyo; date -d '2024-01-15 10:00 UTC' +'%F %H:%M %Z'",
			Stdout: "2024-01-15 19:00 JST\n"},
		{Name: "an unexported TZ is the shell's only", Cmd: "TZ=Asia/Tokyo; date -d @0 +%Z", Stdout: "UTC\n"},
		{Name: "unset or empty is UTC", Cmd: "date -d @0; TZ= date -d @0 +%Z%z", Stdout: "Thu Jan  1 00:00:00 UTC 1970\nUTC+0000\n"},
		{Name: "POSIX TZ strings and file names",
			Cmd:    `for tz in JST-9 '<+05>-5' 'CET-1CEST,M3.5.0,M10.5.0/3' EST5EDT UTC0 :Europe/Paris /usr/share/zoneinfo/Asia/Kolkata Australia/Lord_Howe; do TZ=$tz date -d @1720000000 '+%H:%M %Z %z'; done`,
			Stdout: "18:46 JST +0900\n14:46 +05 +0500\n11:46 CEST +0200\n05:46 EDT -0400\n09:46 UTC +0000\n11:46 CEST +0200\n15:16 IST +0530\n20:16 +1030 +1030\n"},
		{Name: "-d in one zone shown in another, across a change to summer time",
			Cmd:    "TZ=Europe/Berlin date -d '2024-03-31 00:30 UTC' '+%F %T %Z'; TZ=Europe/Berlin date -d '2024-03-31 01:30 UTC' '+%F %T %Z'",
			Stdout: "2024-03-31 01:30:00 CET\n2024-03-31 03:30:00 CEST\n"},
		{Name: "-d with an offset and with ISO 8601's zone",
			Cmd:    "TZ=Asia/Kolkata date -d '2024-01-15 10:00 +0200' +%R; date -u -d 2024-01-15T10:00:00+05:30 +%R; date -u -d 'Mon, 15 Jan 2024 10:00:00 EST' +%R",
			Stdout: "13:30\n04:30\n15:00\n"},
		{Name: "TZ= inside -d", Cmd: `date -u -d 'TZ="America/New_York" 2024-03-10 12:00'`, Stdout: "Sun Mar 10 16:00:00 UTC 2024\n"},
		{Name: "-u beats TZ", Cmd: "TZ=Asia/Tokyo date -u -d @0", Stdout: "Thu Jan  1 00:00:00 UTC 1970\n"},
		{Name: "the ISO and RFC formats",
			Cmd: "export TZ=Asia/Kolkata; for f in -I -Ihours -Iminutes -Iseconds -Ins --rfc-3339=seconds --rfc-3339=ns -R; do date -d @1700000000.123456789 $f; done",
			Stdout: "2023-11-15\n2023-11-15T03+05:30\n2023-11-15T03:43+05:30\n2023-11-15T03:43:20+05:30\n2023-11-15T03:43:20,123456789+05:30\n" +
				"2023-11-15 03:43:20+05:30\n2023-11-15 03:43:20.123456789+05:30\nWed, 15 Nov 2023 03:43:20 +0530\n"},
		{Name: "+FORMAT's zone conversions", Cmd: "TZ=America/St_Johns date -d @1700000000 '+%Z %z %:z %::z %:::z %#Z'",
			Stdout: "NST -0330 -03:30 -03:30:00 -03:30 nst\n"},
		{Name: "relative dates", Cmd: "date -d '2024-03-01 -1 day' +%F; date -d '2024-01-31 +1 month' +%F; date -d '2024-01-15 10:00 2 hours ago' +%T; date -d '1 year ago 2024-01-15' +%F",
			Stdout: "2024-02-29\n2024-03-02\n08:00:00\n2023-01-15\n"},
		{Name: "date's own output read back", Cmd: `export TZ=America/New_York; date -d "$(date -d @1700000000)" +%s`, Stdout: "1700000000\n"},
		{Name: "a zone TZ does not name", Cmd: "TZ=Mars/Olympus date -d @0 +%Z", Stdout: "UTC\n", Stderr: "unknown time zone 'Mars/Olympus' in TZ; showing UTC"},
		{Name: "a date that does not exist", Cmd: "date -d 'Feb 30 2024'", Stderr: "date: invalid date 'Feb 30 2024'", Exit: 1},
		{Name: "the clock cannot be set", Cmd: "date 010100002024", Stderr: "date: cannot set date: Operation not permitted", Exit: 1},
		{Name: "a bad -I", Cmd: "date -Iweeks", Stderr: "invalid argument 'weeks' for '--iso-8601'", Exit: 2},
		{Name: "touch -d in TZ's zone", Cmd: "TZ=Asia/Tokyo touch -d '2024-01-15 09:00' f && date -u -r f '+%F %T' && TZ=Asia/Tokyo date -r f +%T",
			Stdout: "2024-01-15 00:00:00\n09:00:00\n"},
	})
}
