package shell

import (
	"io/fs"
	"path"
	"slices"
	"time"
)

// binDirs are the directories the commands appear in, as on a Debian
// system whose /bin is /usr/bin: /bin/sh, /usr/bin/env and /usr/bin/python3
// all name built-in commands.
var binDirs = []string{"/bin", "/usr/bin"}

// programs lists what a bin directory holds: every command and the shell
// builtins that are programs on Linux too (/bin/echo, /usr/bin/test).
func programs() []string {
	names := Commands()
	for name := range indirectBuiltins {
		if name != ":" {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	return names
}

// isProgram reports whether name is a command or a builtin a command may
// run in turn.
func isProgram(name string) bool {
	return commands[name] != nil || indirectBuiltins[name] && name != ":"
}

// programAt returns the program that the clean absolute path p names, such
// as "env" for /usr/bin/env.
func programAt(p string) (string, bool) {
	dir, name := path.Split(p)
	if slices.Contains(binDirs, path.Clean(dir)) && isProgram(name) {
		return name, true
	}
	return "", false
}

// programInfo describes a program's file: executable by everyone, written
// by no one.
func programInfo(name string) fs.FileInfo {
	return &fileInfo{name: name, mode: 0o755, modTime: time.Unix(0, 0)}
}
