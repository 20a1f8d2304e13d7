package shell_test

import (
	"testing"

	"github.com/sbx-sandbox/sbx/internal/sbxtest"
)

// TestPackageMap holds the shell's packages to their rows of the package
// map in docs/design.md (see sbxtest.PackageMap): each has a row, imports
// only the module's packages its row allows, and no row allows a package
// of a row above it, so the imports point down and cannot make a cycle.
func TestPackageMap(t *testing.T) {
	sbxtest.PackageMap(t, "### The shell's packages")
}
