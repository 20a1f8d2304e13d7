package fallback_test

import (
	"testing"

	"github.com/sbx-sandbox/sbx/internal/sbxtest"
)

// TestPackageMap holds the native tiers' packages to their rows of the
// package map in docs/design.md (see sbxtest.PackageMap).
func TestPackageMap(t *testing.T) {
	sbxtest.PackageMap(t, "### The native tiers' packages")
}
