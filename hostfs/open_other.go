//go:build !unix

package hostfs

import "os"

// openNonblock is nothing where opening a file never waits for a writer.
const openNonblock = 0

// clearNonblock has nothing to clear where openNonblock is nothing.
func clearNonblock(*os.File) error { return nil }
