package broker

import (
	"testing"

	"github.com/sbx-sandbox/sbx/internal/sbxtest"
)

// TestPackageMap checks the broker's packages against the map in
// docs/design.md (see sbxtest.PackageMap): every package is in it,
// imports only the module's packages its row allows, and no row allows a
// package of a row above it, so the arrows point one way, down, and the
// import graph has no cycle.
func TestPackageMap(t *testing.T) {
	sbxtest.PackageMap(t, "## The broker's packages")
}
