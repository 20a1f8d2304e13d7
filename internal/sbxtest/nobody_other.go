//go:build !unix

package sbxtest

import "testing"

// AsNobody skips tb: there is no nobody to become on this system.
func AsNobody(tb testing.TB, _ string) {
	tb.Skip("running tests as another user needs a Unix system")
}
