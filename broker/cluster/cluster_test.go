package cluster

import (
	"errors"
	"strings"
	"testing"

	"github.com/sbx-sandbox/sbx/broker/govern"
)

func TestAdvertised(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"http://10.0.0.2:8080", "http://10.0.0.2:8080"},
		{"https://replica-1.internal/", "https://replica-1.internal"},
		{"10.0.0.2:8080", ""},
		{"http://10.0.0.2:8080/mcp", ""},
		{"http://user:pw@10.0.0.2", ""},
		{"ftp://10.0.0.2", ""},
	} {
		got, err := advertised(tc.in)
		if got != tc.want || (tc.want == "") != errors.Is(err, govern.ErrPolicy) {
			t.Errorf("advertised(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
	if s := redactURL("redis://:hunter2@redis:6379/0"); strings.Contains(s, "hunter2") {
		t.Errorf("redactURL kept the password: %s", s)
	}
}
