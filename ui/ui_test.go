package ui

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"strings"
	"testing"
)

// TestDashboardChecksum checks that the embedded App is the bundle whose
// checksum is committed in dashboard/dist/SHA256SUMS (make ui writes both).
func TestDashboardChecksum(t *testing.T) {
	sums, err := os.ReadFile("dashboard/dist/SHA256SUMS")
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(DashboardHTML)
	if want := hex.EncodeToString(sum[:]) + "  dashboard.html\n"; string(sums) != want {
		t.Errorf("SHA256SUMS = %q, embedded dashboard.html has %q; run make ui", sums, want)
	}
	if !strings.HasPrefix(string(DashboardHTML), "<!doctype html>") {
		t.Errorf("the embedded App is not an HTML page: %.40q", DashboardHTML)
	}
}
