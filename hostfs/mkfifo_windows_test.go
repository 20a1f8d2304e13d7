package hostfs

import "errors"

// mkfifo fails: Windows has no FIFOs in directories.
func mkfifo(string) error { return errors.ErrUnsupported }
