//go:build !linux

package hostfs

import (
	"os"

	experimentalsys "github.com/tetratelabs/wazero/experimental/sys"
)

// reopen reports that this system keeps no locks for guests: they are
// granted as if the guest were alone.
func reopen(*os.File) (*os.File, experimentalsys.Errno) { return nil, experimentalsys.EINVAL }

func recordLock(*os.File, bool, int16, int64, int64) experimentalsys.Errno {
	return experimentalsys.EINVAL
}
