//go:build linux && (amd64 || arm64) && !portable

package confine

import (
	"fmt"
	"unsafe"

	"golang.org/x/sys/unix"
)

// Landlock is applied with the raw system calls from x/sys rather than
// go-landlock: that library restricts every thread of the process at once
// through libcap's psx, which links C into the whole binary, while a
// sandbox's process needs it on the one thread that then calls execve.

// The file access rights each Landlock ABI version knows.
const (
	fsV1 = unix.LANDLOCK_ACCESS_FS_EXECUTE | unix.LANDLOCK_ACCESS_FS_WRITE_FILE | unix.LANDLOCK_ACCESS_FS_READ_FILE |
		unix.LANDLOCK_ACCESS_FS_READ_DIR | unix.LANDLOCK_ACCESS_FS_REMOVE_DIR | unix.LANDLOCK_ACCESS_FS_REMOVE_FILE |
		unix.LANDLOCK_ACCESS_FS_MAKE_CHAR | unix.LANDLOCK_ACCESS_FS_MAKE_DIR | unix.LANDLOCK_ACCESS_FS_MAKE_REG |
		unix.LANDLOCK_ACCESS_FS_MAKE_SOCK | unix.LANDLOCK_ACCESS_FS_MAKE_FIFO | unix.LANDLOCK_ACCESS_FS_MAKE_BLOCK |
		unix.LANDLOCK_ACCESS_FS_MAKE_SYM
	fsV2 = fsV1 | unix.LANDLOCK_ACCESS_FS_REFER
	fsV3 = fsV2 | unix.LANDLOCK_ACCESS_FS_TRUNCATE
	fsV5 = fsV3 | unix.LANDLOCK_ACCESS_FS_IOCTL_DEV

	fsRead      = unix.LANDLOCK_ACCESS_FS_EXECUTE | unix.LANDLOCK_ACCESS_FS_READ_FILE | unix.LANDLOCK_ACCESS_FS_READ_DIR
	fsFileWrite = unix.LANDLOCK_ACCESS_FS_READ_FILE | unix.LANDLOCK_ACCESS_FS_WRITE_FILE |
		unix.LANDLOCK_ACCESS_FS_TRUNCATE | unix.LANDLOCK_ACCESS_FS_IOCTL_DEV
)

// The sandbox's Landlock rules: everything readable, writable only where
// the sandbox keeps its files, and the devices that take writes.
var (
	writableDirs  = []string{"/tmp", "/workspace", "/home/user", "/dev/shm"}
	writableFiles = []string{"/dev/null", "/dev/zero", "/dev/full", "/dev/tty"}
)

// LandlockABI is the kernel's Landlock ABI version, 0 without Landlock.
func LandlockABI() int {
	v, _, errno := unix.Syscall(unix.SYS_LANDLOCK_CREATE_RULESET, 0, 0, unix.LANDLOCK_CREATE_RULESET_VERSION)
	if errno != 0 {
		return 0
	}
	return int(v)
}

// handledFS is the set of file rights ABI version abi handles.
func handledFS(abi int) uint64 {
	switch {
	case abi >= 5:
		return fsV5
	case abi >= 3:
		return fsV3
	case abi == 2:
		return fsV2
	case abi == 1:
		return fsV1
	}
	return 0
}

// Landlock restricts the calling thread, and what it executes, to the
// sandbox's rules, as far as the kernel's Landlock goes; it returns the ABI
// version applied, 0 when the kernel has no Landlock.
func Landlock() (int, error) {
	abi := LandlockABI()
	handled := handledFS(abi)
	if handled == 0 {
		return 0, nil
	}
	attr := unix.LandlockRulesetAttr{Handled_access_fs: handled}
	fd, _, errno := unix.Syscall(unix.SYS_LANDLOCK_CREATE_RULESET, uintptr(unsafe.Pointer(&attr)), 8, 0)
	if errno != 0 {
		return 0, fmt.Errorf("create a ruleset: %w", errno)
	}
	defer unix.Close(int(fd))
	rules := []struct {
		paths  []string
		rights uint64
	}{
		{[]string{"/"}, fsRead},
		{writableDirs, handled},
		{writableFiles, fsFileWrite & handled},
	}
	for _, r := range rules {
		for _, p := range r.paths {
			if err := addRule(int(fd), p, r.rights); err != nil {
				return 0, err
			}
		}
	}
	if _, _, errno := unix.Syscall(unix.SYS_LANDLOCK_RESTRICT_SELF, fd, 0, 0); errno != 0 {
		return 0, fmt.Errorf("restrict: %w", errno)
	}
	return abi, nil
}

// addRule allows rights beneath path; a path the sandbox lacks is skipped.
func addRule(ruleset int, path string, rights uint64) error {
	fd, err := unix.Open(path, unix.O_PATH|unix.O_CLOEXEC, 0)
	if err != nil {
		return nil
	}
	defer unix.Close(fd)
	var st unix.Stat_t
	if err := unix.Fstat(fd, &st); err != nil {
		return err
	}
	if st.Mode&unix.S_IFMT != unix.S_IFDIR {
		rights &= fsFileWrite | unix.LANDLOCK_ACCESS_FS_EXECUTE
	}
	attr := unix.LandlockPathBeneathAttr{Allowed_access: rights, Parent_fd: int32(fd)}
	if _, _, errno := unix.Syscall6(unix.SYS_LANDLOCK_ADD_RULE, uintptr(ruleset), unix.LANDLOCK_RULE_PATH_BENEATH,
		uintptr(unsafe.Pointer(&attr)), 0, 0, 0); errno != 0 {
		return fmt.Errorf("allow %s: %w", path, errno)
	}
	return nil
}
