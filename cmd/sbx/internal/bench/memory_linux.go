package bench

import (
	"os"
	"strings"
	"syscall"
)

// guestMemory is the memory the process holds for guests: its anonymous
// pages (the heap's among them) and the pages of its memfds (the guests'
// memory, snapshots and frozen states), mapped or not.
func guestMemory() (int64, error) {
	total, err := rollup("Anonymous:")
	if err != nil {
		return 0, err
	}
	fds, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		return 0, err
	}
	for _, fd := range fds {
		if target, _ := os.Readlink("/proc/self/fd/" + fd.Name()); strings.HasPrefix(target, "/memfd:") {
			if fi, err := os.Stat("/proc/self/fd/" + fd.Name()); err == nil {
				total += fi.Sys().(*syscall.Stat_t).Blocks * 512
			}
		}
	}
	return total, nil
}
