package datetime

import (
	"testing"
	"time"
)

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
		if when, err := ParseDate(tt.in, now, time.UTC); err == nil {
			got = when.Format("2006-01-02 15:04:05.999999999")
		}
		if got != tt.want {
			t.Errorf("ParseDate(%q) = %s, want %s", tt.in, got, tt.want)
		}
	}
}

func TestStrftime(t *testing.T) {
	at := time.Date(2026, 3, 7, 14, 5, 9, 0, time.UTC)
	for format, want := range map[string]string{
		"%Y-%m-%d %H:%M:%S": "2026-03-07 14:05:09",
		"%F %T %%":          "2026-03-07 14:05:09 %",
		"%a %b %e %j %s":    "Sat Mar  7 066 1772892309",
	} {
		if got := Strftime(at, format); got != want {
			t.Errorf("Strftime(%q) = %q, want %q", format, got, want)
		}
	}
}
