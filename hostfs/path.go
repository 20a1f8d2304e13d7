// Package hostfs is the guest's whole world: a sandbox's /workspace backed by a
// host directory, with every path resolved inside it, quotas enforced as bytes
// are written, and nothing of the host reachable. It implements wazero's
// experimental sys.FS so a guest sees it through WASI, and offers the same
// checks to Go callers (the broker's file tools, the shell) through
// [Workspace].
package hostfs

import (
	"errors"
	"fmt"
	"path"
	"slices"
	"strings"
	"unicode/utf8"
)

// MountPoint is where a sandbox's workspace appears to the guest.
const MountPoint = "/workspace"

// maxName is the longest file name component accepted, as on most file systems.
const maxName = 255

// maxPath is the longest sandbox path accepted.
const maxPath = 4096

// ErrEscape is returned for a path that would leave the sandbox.
var ErrEscape = errors.New("path leaves the sandbox")

// ErrBadName is returned for a path with a component no portable program
// should create: control characters, invalid UTF-8 or an over-long name.
var ErrBadName = errors.New("file name not allowed")

// Resolve turns a sandbox path — absolute under /workspace, or relative to it —
// into a clean path relative to the workspace root ("." for the root itself).
// It refuses paths that leave /workspace (through "..", or by naming another
// absolute place such as /etc) and names with control characters, invalid
// UTF-8 or components over 255 bytes. Symbolic links are not followed here;
// [Workspace] opens files through an [os.Root], which contains them.
func Resolve(p string) (string, error) {
	_, rel, err := ResolveIn(p, MountPoint)
	return rel, err
}

// ResolveIn is Resolve for a sandbox whose files lie under several mounts
// (absolute sandbox paths such as /workspace and /tmp, the first the one
// relative paths are in): it returns the mount p lies under and the clean
// path relative to that mount's root. A path under none of the mounts, or
// climbing out of its own ("/tmp/../workspace" too), is refused with
// ErrEscape.
func ResolveIn(p string, mounts ...string) (mount, rel string, err error) {
	if p == "" {
		return "", "", fmt.Errorf("empty path: give a file name such as %s/data.csv", mounts[0])
	}
	if len(p) > maxPath {
		return "", "", fmt.Errorf("%w: path is %d bytes, the limit is %d", ErrBadName, len(p), maxPath)
	}
	if err := CheckName(p); err != nil {
		return "", "", err
	}
	mount, rel = mounts[0], p
	if strings.HasPrefix(p, "/") {
		i := slices.IndexFunc(mounts, func(m string) bool { return p == m || strings.HasPrefix(p, m+"/") })
		if i < 0 {
			where := mounts[0]
			if len(mounts) > 1 {
				where = "any of " + strings.Join(mounts, ", ")
			}
			return "", "", fmt.Errorf("%w: %q is outside %s; use a path under %s", ErrEscape, p, where, mounts[0])
		}
		mount, rel = mounts[i], strings.TrimPrefix(p, mounts[i])
	}
	if climbs(rel) {
		return "", "", fmt.Errorf("%w: %q climbs above %s", ErrEscape, p, mount)
	}
	clean := path.Clean("/" + rel)
	if clean == "/" {
		return mount, ".", nil
	}
	return mount, clean[1:], nil
}

// climbs reports whether rel climbs above its root at any point ("a/../../b"
// does, "a/../b" does not). path.Clean would silently drop such a "..", so
// the depth is tracked while walking.
func climbs(rel string) bool {
	depth := 0
	for _, c := range strings.Split(rel, "/") {
		switch c {
		case "", ".":
		case "..":
			depth--
			if depth < 0 {
				return true
			}
		default:
			depth++
		}
	}
	return false
}

// CheckName reports whether every component of p is a name sbx lets a guest
// create: valid UTF-8, no control characters, at most 255 bytes.
func CheckName(p string) error {
	if !utf8.ValidString(p) {
		return fmt.Errorf("%w: %q is not valid UTF-8", ErrBadName, p)
	}
	for _, c := range strings.Split(p, "/") {
		if len(c) > maxName {
			return fmt.Errorf("%w: a name is %d bytes, the limit is %d", ErrBadName, len(c), maxName)
		}
		for _, r := range c {
			if r < 0x20 || r == 0x7f {
				return fmt.Errorf("%w: %q contains control character %U", ErrBadName, p, r)
			}
		}
		if err := hostName(c); err != nil {
			return fmt.Errorf("%w: %q: %v", ErrBadName, p, err)
		}
	}
	return nil
}
