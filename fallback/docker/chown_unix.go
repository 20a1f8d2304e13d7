//go:build unix

package docker

import (
	"errors"
	"fmt"
	"os"

	"golang.org/x/sys/unix"
)

// chownTree gives dir and everything under it to uid:gid, never following
// a symbolic link: each directory is opened relative to its parent with
// O_NOFOLLOW, so a sandbox that swaps a directory for a link mid-walk
// cannot redirect the walk out of its workspace.
func chownTree(dir string, uid, gid int) error {
	fd, err := unix.Open(dir, unix.O_RDONLY|unix.O_DIRECTORY|unix.O_NOFOLLOW|unix.O_CLOEXEC, 0)
	if err != nil {
		return errors.New("the workspace directory cannot be opened")
	}
	if err := unix.Fchown(fd, uid, gid); err != nil {
		unix.Close(fd)
		return fmt.Errorf("workspace: %w", err)
	}
	return chownDir(fd, uid, gid)
}

// chownDir chowns the entries of directory fd, recursively, and closes fd.
func chownDir(fd, uid, gid int) error {
	f := os.NewFile(uintptr(fd), "workspace")
	defer f.Close()
	names, err := f.Readdirnames(-1)
	if err != nil {
		return fmt.Errorf("workspace: %w", err)
	}
	for _, name := range names {
		var st unix.Stat_t
		if err := unix.Fstatat(fd, name, &st, unix.AT_SYMLINK_NOFOLLOW); err != nil {
			continue // removed meanwhile
		}
		if st.Uid != uint32(uid) || st.Gid != uint32(gid) {
			if err := unix.Fchownat(fd, name, uid, gid, unix.AT_SYMLINK_NOFOLLOW); err != nil && !errors.Is(err, unix.ENOENT) {
				return fmt.Errorf("workspace: %w", err)
			}
		}
		if st.Mode&unix.S_IFMT != unix.S_IFDIR {
			continue
		}
		sub, err := unix.Openat(fd, name, unix.O_RDONLY|unix.O_DIRECTORY|unix.O_NOFOLLOW|unix.O_CLOEXEC, 0)
		if err != nil {
			continue // replaced by a link or removed meanwhile: not ours to follow
		}
		if err := chownDir(sub, uid, gid); err != nil {
			return err
		}
	}
	return nil
}
