//go:build !linux || portable

package hostfs

import (
	"os"

	experimentalsys "github.com/tetratelabs/wazero/experimental/sys"
)

// GuestLocks says whether guests' record locks hold between the instances
// of a sandbox: not here, where each instance's locks are its own.
const GuestLocks = false

// reopen reports that this system keeps no locks for guests: they are
// granted as if the guest were alone.
func reopen(*os.File) (*os.File, experimentalsys.Errno) { return nil, experimentalsys.EINVAL }

func recordLock(*os.File, bool, int16, int64, int64) experimentalsys.Errno {
	return experimentalsys.EINVAL
}
