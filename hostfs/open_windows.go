package hostfs

import "os"

// oNofollow is nothing on Windows, which has no such flag: an os.Root
// opens a symbolic link's target only inside the root.
const oNofollow = 0

// lockTemp has nothing to take: a file open on Windows cannot be removed
// (Go opens files without FILE_SHARE_DELETE), which keeps a replace's
// temporary file from removeTemp while it is written.
func lockTemp(*os.File, bool) error { return nil }
