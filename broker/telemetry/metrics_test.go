package telemetry

import "testing"

// TestLanguageLabel checks that a run's language label is one of a
// bounded set, whatever language a call names.
func TestLanguageLabel(t *testing.T) {
	for _, tc := range []struct{ tool, lang, want string }{
		{"run_code", "python", "python"},
		{"run_code", "javascript", "javascript"},
		{"run_code", "shell", "shell"},
		{"run_code", "cobol", "other"},
		{"run_code", "", "none"},
		{"run_command", "", "shell"},
		{"start_background", "python", "shell"},
		{"data_dashboard", "", "python"},
	} {
		if got := languageLabel(tc.tool, tc.lang); got != tc.want {
			t.Errorf("languageLabel(%s, %q) = %q, want %q", tc.tool, tc.lang, got, tc.want)
		}
	}
}
