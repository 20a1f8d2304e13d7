package view

import (
	"io/fs"
	"path"
	"slices"
	"time"
)

// BinDir is where the commands appear to live, for command -v and which.
const BinDir = "/usr/bin"

// binDirs are the directories the commands appear in, as on a Debian
// system whose /bin is /usr/bin: /bin/sh, /usr/bin/env and /usr/bin/python3
// all name built-in commands.
var binDirs = []string{"/bin", "/usr/bin"}

// ProgramAt returns the program that the clean absolute path p names, such
// as "env" for /usr/bin/env.
func (v *View) ProgramAt(p string) (string, bool) {
	dir, name := path.Split(p)
	if slices.Contains(binDirs, path.Clean(dir)) && slices.Contains(v.programs, name) {
		return name, true
	}
	return "", false
}

// programInfo describes a program's file: executable by everyone, written
// by no one.
func programInfo(name string) fs.FileInfo {
	return &fileInfo{name: name, mode: 0o755, modTime: time.Unix(0, 0)}
}
