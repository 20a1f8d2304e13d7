package bench

import (
	"os"
	"strings"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
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

// pageFaultCost is what a page fault costs on this machine: the time per
// page of writing a byte to each page of new anonymous memory, and of
// having the kernel fill the same number of pages in one call.
func pageFaultCost() (fault, populate time.Duration, err error) {
	const n = 4096
	per := func(fill func([]byte) error) (time.Duration, error) {
		mem, err := unix.Mmap(-1, 0, n*unix.Getpagesize(), unix.PROT_READ|unix.PROT_WRITE, unix.MAP_PRIVATE|unix.MAP_ANONYMOUS)
		if err != nil {
			return 0, err
		}
		defer unix.Munmap(mem)
		start := time.Now()
		err = fill(mem)
		return time.Since(start) / n, err
	}
	if fault, err = per(func(mem []byte) error {
		for i := 0; i < len(mem); i += unix.Getpagesize() {
			mem[i] = 1
		}
		return nil
	}); err != nil {
		return 0, 0, err
	}
	populate, err = per(func(mem []byte) error { return unix.Madvise(mem, unix.MADV_POPULATE_WRITE) })
	return fault, populate, err
}
