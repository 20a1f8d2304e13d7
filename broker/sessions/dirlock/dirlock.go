// Package dirlock marks a directory as one live process's: a lock the
// system drops when the process ends, however it ends. A server holds one
// on each of its sandboxes' directories, so that servers sharing a data
// directory leave each other's alone.
package dirlock

import "errors"

// ErrHeld is Lock's error for a directory a live process holds.
var ErrHeld = errors.New("another live server holds this sandbox")
