//go:build unix

package view

import (
	"os"
	"syscall"
)

// ownerStat is what a sandbox file's Sys reports: owned by this process's
// user, as everything in the sandbox is.
func ownerStat() any {
	return &syscall.Stat_t{Uid: uint32(os.Getuid()), Gid: uint32(os.Getgid())}
}
