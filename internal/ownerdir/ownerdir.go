// Package ownerdir makes directories only their user may enter: sbx's
// data and cache directories, which hold sandboxes' files and compiled
// code that another user of the machine must neither read nor change.
package ownerdir

// MkdirAll creates dir and any missing parents, as os.MkdirAll does, and
// gives dir, if it makes it, to the current user alone: mode 0700 on
// Unix; on Windows, where modes do nothing, a protected access list that
// grants the user full control and nobody else anything, which what is
// made inside inherits. An existing dir is left as it is, as on Unix.
func MkdirAll(dir string) error { return mkdirAll(dir) }
