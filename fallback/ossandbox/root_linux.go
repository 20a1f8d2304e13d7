//go:build linux && (amd64 || arm64) && !portable

package ossandbox

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"

	"golang.org/x/sys/unix"
)

// newRoot is where init assembles the sandbox's root before pivot_root:
// a tmpfs mounted over /tmp of its own mount namespace.
const newRoot = "/tmp"

// The host's top-level entries the root shows: directories bound read-only,
// and the merged-/usr links, kept as links where the host has them.
var (
	hostDirs  = []string{"usr", "etc"}
	hostLinks = []string{"bin", "sbin", "lib", "lib32", "lib64", "libx32"}
	devices   = []string{"null", "zero", "full", "random", "urandom", "tty"}
)

// buildRoot makes the sandbox's file system and moves init into it. It
// runs as uid 0 of the new user namespace, in the new mount namespace.
// Under a quota it returns the roots of the sandbox's tmpfs for the host.
func buildRoot(spec initSpec) (Report, []*os.File, error) {
	if err := unix.Mount("", "/", "", unix.MS_REC|unix.MS_PRIVATE, ""); err != nil {
		return Report{}, nil, fmt.Errorf("make mounts private: %w", err)
	}
	if err := limitInotify(); err != nil {
		return Report{}, nil, err
	}
	var stores []*os.File
	attach := func(r string) (err error) {
		stores, err = storeDirs(spec, r)
		return err
	}
	if spec.Quota.Bytes <= 0 {
		var err error
		if attach, err = liveDirs(spec); err != nil {
			return Report{}, nil, err
		}
	}
	r := newRoot
	if err := unix.Mount("tmpfs", r, "tmpfs", unix.MS_NOSUID|unix.MS_NODEV, "size=1m,mode=0755"); err != nil {
		return Report{}, nil, fmt.Errorf("mount the root: %w", err)
	}
	for _, d := range append(append([]string{}, hostDirs...), spec.ReadOnly...) {
		if err := bindDir("/"+d, filepath.Join(r, d), true); err != nil {
			return Report{}, nil, err
		}
	}
	for _, l := range hostLinks {
		st, err := os.Lstat("/" + l)
		switch {
		case err != nil:
		case st.Mode()&os.ModeSymlink != 0:
			target, err := os.Readlink("/" + l)
			if err != nil {
				return Report{}, nil, err
			}
			if err := os.Symlink(target, filepath.Join(r, l)); err != nil {
				return Report{}, nil, err
			}
		case st.IsDir():
			if err := bindDir("/"+l, filepath.Join(r, l), true); err != nil {
				return Report{}, nil, err
			}
		}
	}
	if err := makeDev(r, spec.Tmp); err != nil {
		return Report{}, nil, err
	}
	if err := users(r); err != nil {
		return Report{}, nil, err
	}
	tmpOpts := "mode=1777,size=" + strconv.FormatInt(spec.Tmp, 10)
	for _, m := range []struct{ dir, fstype, opts string }{
		{"proc", "proc", ""},
		{"tmp", "tmpfs", tmpOpts},
	} {
		if err := mountNew(filepath.Join(r, m.dir), m.fstype, m.opts); err != nil {
			return Report{}, nil, err
		}
	}
	// /proc/sys is the kernel's settings: read-only, as in containers.
	if err := bindDir(filepath.Join(r, "proc/sys"), filepath.Join(r, "proc/sys"), true); err != nil {
		return Report{}, nil, err
	}
	if err := os.MkdirAll(filepath.Join(r, "var"), 0o755); err != nil {
		return Report{}, nil, err
	}
	if err := os.Symlink("/tmp", filepath.Join(r, "var/tmp")); err != nil {
		return Report{}, nil, err
	}
	if err := attach(r); err != nil {
		return Report{}, nil, err
	}
	if err := pivot(r); err != nil {
		return Report{}, nil, err
	}
	if err := unix.Sethostname([]byte("sbx")); err != nil {
		return Report{}, nil, fmt.Errorf("set the host name: %w", err)
	}
	if err := loopbackUp(); err != nil {
		return Report{}, nil, fmt.Errorf("bring up the sandbox's loopback: %w", err)
	}
	return Report{Landlock: LandlockABI()}, stores, nil
}

// liveDirs opens the host's workspace and home, before anything covers
// them (the workspace may be under the host's /tmp), and returns what
// attaches them under a root: detached mounts the host made (descriptors 4
// and 5), or the directories themselves; without a home, /home/user is a
// tmpfs of the sandbox's own.
func liveDirs(spec initSpec) (func(r string) error, error) {
	ws, home := 4, -1
	if spec.Home != "" {
		home = 5
	}
	if !spec.Trees {
		var err error
		if ws, err = unix.Open(spec.Workspace, unix.O_PATH|unix.O_DIRECTORY|unix.O_CLOEXEC, 0); err != nil {
			return nil, fmt.Errorf("open the workspace: %w", err)
		}
		if spec.Home != "" {
			if home, err = unix.Open(spec.Home, unix.O_PATH|unix.O_DIRECTORY|unix.O_CLOEXEC, 0); err != nil {
				return nil, fmt.Errorf("open the home: %w", err)
			}
		}
	}
	attach := func(fd int, dst string, ro bool) error {
		if !spec.Trees {
			return bindDir("/proc/self/fd/"+strconv.Itoa(fd), dst, ro)
		}
		if err := os.MkdirAll(dst, 0o755); err != nil {
			return err
		}
		if err := unix.MoveMount(fd, "", unix.AT_FDCWD, dst, unix.MOVE_MOUNT_F_EMPTY_PATH); err != nil {
			return fmt.Errorf("attach %s: %w", filepath.Base(dst), err)
		}
		return remount(dst, ro)
	}
	return func(r string) error {
		defer func() {
			unix.Close(ws)
			if home >= 0 {
				unix.Close(home)
			}
		}()
		if err := attach(ws, filepath.Join(r, "workspace"), false); err != nil {
			return err
		}
		if home >= 0 {
			return attach(home, filepath.Join(r, "home/user"), spec.HomeRO)
		}
		return mountNew(filepath.Join(r, "home/user"), "tmpfs", "mode=0755,size="+strconv.FormatInt(spec.Tmp, 10))
	}, nil
}

// storeDirs makes /workspace and /home/user under r the directories
// workspace and home of one tmpfs sized to the quota, or /home/user a
// read-only tmpfs of its own for a read-only home, and returns their
// roots, open for the host to copy through: the mounts they were made at
// are detached, so the sandbox's mount table names no host path.
func storeDirs(spec initSpec, r string) ([]*os.File, error) {
	var roots []*os.File
	fail := func(err error) ([]*os.File, error) {
		for _, f := range roots {
			f.Close()
		}
		return nil, err
	}
	stage := func(name, opts string) (string, error) {
		dir := filepath.Join(r, name)
		if err := mountNew(dir, "tmpfs", opts); err != nil {
			return "", err
		}
		f, err := os.Open(dir)
		if err != nil {
			return "", err
		}
		roots = append(roots, f)
		return dir, nil
	}
	detach := func(dir string) error {
		if err := unix.Unmount(dir, unix.MNT_DETACH); err != nil {
			return err
		}
		return os.Remove(dir)
	}
	q := spec.Quota
	w, err := stage(".store", fmt.Sprintf("mode=0755,size=%d,nr_inodes=%d", q.Bytes, q.Files+3))
	if err != nil {
		return fail(err)
	}
	for _, d := range []string{"workspace", "home"} {
		if err := os.Mkdir(filepath.Join(w, d), 0o755); err != nil {
			return fail(err)
		}
	}
	if err := bindDir(filepath.Join(w, "workspace"), filepath.Join(r, "workspace"), false); err != nil {
		return fail(err)
	}
	home := filepath.Join(w, "home")
	if spec.Home != "" && spec.HomeRO {
		if home, err = stage(".home", "mode=0755,size="+strconv.FormatInt(spec.Tmp, 10)); err != nil {
			return fail(err)
		}
	}
	if err := bindDir(home, filepath.Join(r, "home/user"), spec.Home != "" && spec.HomeRO); err != nil {
		return fail(err)
	}
	if err := detach(w); err != nil {
		return fail(err)
	}
	if home != filepath.Join(w, "home") {
		if err := detach(home); err != nil {
			return fail(err)
		}
	}
	return roots, nil
}

// bindDir binds src at dst, creating dst, read-only when ro, and never
// with set-uid programs or device files.
func bindDir(src, dst string, ro bool) error {
	if err := os.MkdirAll(dst, 0o755); err != nil {
		return err
	}
	if err := unix.Mount(src, dst, "", unix.MS_BIND, ""); err != nil {
		return fmt.Errorf("bind %s: %w", filepath.Base(dst), err)
	}
	return remount(dst, ro)
}

// remount sets nosuid, nodev and, when ro, read-only on the bind mount
// at dst, keeping the flags the kernel locks from the original mount.
func remount(dst string, ro bool) error {
	var st unix.Statfs_t
	if err := unix.Statfs(dst, &st); err != nil {
		return err
	}
	const kept = unix.ST_RDONLY | unix.ST_NOSUID | unix.ST_NODEV | unix.ST_NOEXEC | unix.ST_NOATIME | unix.ST_NODIRATIME | unix.ST_RELATIME
	flags := uintptr(st.Flags)&kept | unix.MS_BIND | unix.MS_REMOUNT | unix.MS_NOSUID | unix.MS_NODEV
	if ro {
		flags |= unix.MS_RDONLY
	}
	if err := unix.Mount("", dst, "", flags, ""); err != nil {
		return fmt.Errorf("remount %s: %w", filepath.Base(dst), err)
	}
	return nil
}

// mountNew mounts a new file system of fstype at dir.
func mountNew(dir, fstype, opts string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if err := unix.Mount(fstype, dir, fstype, unix.MS_NOSUID|unix.MS_NODEV, opts); err != nil {
		return fmt.Errorf("mount %s: %w", fstype, err)
	}
	return nil
}

// makeDev builds a minimal /dev: a few host devices bound in (no mknod in a
// user namespace), the usual links, and a sized /dev/shm.
func makeDev(r string, shm int64) error {
	dev := filepath.Join(r, "dev")
	if err := mountNew(dev, "tmpfs", "mode=0755,size=64k"); err != nil {
		return err
	}
	for _, d := range devices {
		if _, err := os.Stat("/dev/" + d); err != nil {
			continue
		}
		p := filepath.Join(dev, d)
		if err := os.WriteFile(p, nil, 0o666); err != nil {
			return err
		}
		if err := unix.Mount("/dev/"+d, p, "", unix.MS_BIND, ""); err != nil {
			return fmt.Errorf("bind /dev/%s: %w", d, err)
		}
	}
	for link, target := range map[string]string{"fd": "/proc/self/fd", "stdin": "/proc/self/fd/0",
		"stdout": "/proc/self/fd/1", "stderr": "/proc/self/fd/2", "ptmx": "pts/ptmx"} {
		if err := os.Symlink(target, filepath.Join(dev, link)); err != nil {
			return err
		}
	}
	if err := os.Mkdir(filepath.Join(dev, "shm"), 0o755); err != nil {
		return err
	}
	// Read-only once made: the sandbox's user owns it.
	if err := unix.Mount("", dev, "", unix.MS_REMOUNT|unix.MS_RDONLY|unix.MS_NOSUID|unix.MS_NODEV, "mode=0755,size=64k"); err != nil {
		return fmt.Errorf("make /dev read-only: %w", err)
	}
	return mountNew(filepath.Join(dev, "shm"), "tmpfs", "mode=1777,size="+strconv.FormatInt(shm, 10))
}

// The sandbox's own user and group databases: its user, and the names of
// the ids it sees, in place of the host's.
var accounts = map[string]string{
	"passwd": fmt.Sprintf("user:x:%d:%d:user:/home/user:/bin/sh\nnobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin\n", userID, userID),
	"group":  fmt.Sprintf("user:x:%d:\nnogroup:x:65534:\n", userID),
}

// users shows accounts over the host's /etc/passwd and /etc/group, bound
// from files in r that are then unlinked.
func users(r string) error {
	for name, text := range accounts {
		dst := filepath.Join(r, "etc", name)
		if _, err := os.Stat(dst); err != nil {
			continue
		}
		src := filepath.Join(r, "."+name)
		if err := os.WriteFile(src, []byte(text), 0o644); err != nil {
			return err
		}
		if err := unix.Mount(src, dst, "", unix.MS_BIND, ""); err != nil {
			return fmt.Errorf("bind /etc/%s: %w", name, err)
		}
		if err := remount(dst, true); err != nil {
			return err
		}
		if err := os.Remove(src); err != nil {
			return err
		}
	}
	return nil
}

// pivot makes r the root, drops the host's, and makes the root read-only.
func pivot(r string) error {
	old := filepath.Join(r, ".old")
	if err := os.Mkdir(old, 0o700); err != nil {
		return err
	}
	if err := unix.PivotRoot(r, old); err != nil {
		return fmt.Errorf("pivot_root: %w", err)
	}
	if err := unix.Chdir("/"); err != nil {
		return err
	}
	if err := unix.Unmount("/.old", unix.MNT_DETACH); err != nil {
		return fmt.Errorf("detach the host's root: %w", err)
	}
	if err := os.Remove("/.old"); err != nil {
		return err
	}
	if err := unix.Mount("", "/", "", unix.MS_REMOUNT|unix.MS_BIND|unix.MS_RDONLY|unix.MS_NOSUID|unix.MS_NODEV, ""); err != nil {
		return fmt.Errorf("make the root read-only: %w", err)
	}
	return nil
}

// loopbackUp brings up lo of the sandbox's own, empty network namespace:
// programs talk to themselves over it, and reach nothing else.
func loopbackUp() error {
	fd, err := unix.Socket(unix.AF_INET, unix.SOCK_DGRAM|unix.SOCK_CLOEXEC, 0)
	if err != nil {
		return err
	}
	defer unix.Close(fd)
	ifr, err := unix.NewIfreq("lo")
	if err != nil {
		return err
	}
	if err := unix.IoctlIfreq(fd, unix.SIOCGIFFLAGS, ifr); err != nil {
		return err
	}
	ifr.SetUint16(ifr.Uint16() | unix.IFF_UP)
	return unix.IoctlIfreq(fd, unix.SIOCSIFFLAGS, ifr)
}
