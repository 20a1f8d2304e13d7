package internal

import (
	"errors"
	"path"
	"strings"
)

// sbx patch: the paths the interpreter and the expander handle are a
// sandbox's, slash-separated on every host; its handlers map them to
// files. Paths is path/filepath's API over them, for the two packages
// to use in place of path/filepath, whose rules on Windows would make
// "/home/user" relative and join with backslashes.

// SlashPaths is path/filepath's API for slash-separated paths.
type SlashPaths struct {
	Separator, ListSeparator rune
}

// Paths is the API the packages use as filepath.
var Paths = SlashPaths{Separator: '/', ListSeparator: ':'}

// Join is path.Join.
func (SlashPaths) Join(elem ...string) string { return path.Join(elem...) }

// Clean is path.Clean.
func (SlashPaths) Clean(p string) string { return path.Clean(p) }

// IsAbs is path.IsAbs.
func (SlashPaths) IsAbs(p string) bool { return path.IsAbs(p) }

// Split is path.Split.
func (SlashPaths) Split(p string) (dir, file string) { return path.Split(p) }

// FromSlash returns p: it has slashes already.
func (SlashPaths) FromSlash(p string) string { return p }

// SplitList splits a list such as PATH at colons; an empty list has no
// elements.
func (SlashPaths) SplitList(list string) []string {
	if list == "" {
		return []string{}
	}
	return strings.Split(list, ":")
}

// Abs returns p cleaned if it is absolute: a sandbox path has no host
// working directory to be relative to.
func (SlashPaths) Abs(p string) (string, error) {
	if !path.IsAbs(p) {
		return "", errors.New("not an absolute path: " + p)
	}
	return path.Clean(p), nil
}

// EvalSymlinks returns p: links in the sandbox are the handlers' to
// follow (pwd -P is answered before the interpreter would call this).
func (SlashPaths) EvalSymlinks(p string) (string, error) { return p, nil }
