package hostfs

import (
	"errors"
	"io"
	"io/fs"
	"path"
	"slices"
	"strings"
)

// Windows stores names its own way, and a guest's names are POSIX names,
// so none of its ways may happen silently. These rules build on every OS,
// so that their tests run everywhere: names_windows.go applies winName and
// caseOnlyPath, asking Windows each component's stored name, and
// names_fold.go caseOnlyPath with caseOnlyIn, as macOS's volumes ignore
// case by default too.
//
//   - It drops a trailing dot or space ("d." would be "d"), and refuses
//     the characters < > : " | ? * and \, which it takes for separators,
//     wildcards or a stream's name ("b:c.txt" would be stream c.txt of b):
//     winName refuses such a name, so creating it is EINVAL.
//   - It opens a device for a reserved name (CON, NUL, COM1, and "aux.txt"
//     too before Windows 11): winName refuses those, whatever their case,
//     extension or trailing spaces.
//   - It matches names without regard to case, so "a.txt" would open
//     "A.txt", and "data/x" would be "Data/x": caseOnlyPath tells the
//     operations when an existing path only matches by case, so that a
//     lookup says ENOENT and a create EEXIST (ENOENT for a new name in a
//     directory found by case) instead of reaching the other file.

// winName says why Windows cannot hold name as a name of its own, or nil.
func winName(name string) error {
	switch {
	case name == "." || name == "..":
		return nil
	case strings.HasSuffix(name, ".") || strings.HasSuffix(name, " "):
		return errors.New("Windows cannot keep a name ending in a dot or space")
	case strings.ContainsAny(name, `<>:"|?*\`):
		return errors.New(`Windows cannot keep a name holding any of < > : " | ? * \`)
	case reserved(name):
		return errors.New("Windows keeps that name for a device")
	}
	return nil
}

// reserved reports whether name is a device's on Windows: CON, PRN, AUX,
// NUL, COM0 to COM9, LPT0 to LPT9 (the superscript digits ¹ ² ³ too),
// CONIN$ or CONOUT$, in any case, followed by nothing, spaces, or an
// extension. Windows 11 lets "con.txt" be a file; older versions do not,
// and a workspace may move between them, so it is refused on all.
func reserved(name string) bool {
	base, _, _ := strings.Cut(name, ".")
	base = strings.ToUpper(strings.TrimRight(base, " "))
	switch base {
	case "CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$":
		return true
	}
	for _, port := range []string{"COM", "LPT"} {
		if n, ok := strings.CutPrefix(base, port); ok {
			return len(n) == 1 && '0' <= n[0] && n[0] <= '9' || n == "¹" || n == "²" || n == "³"
		}
	}
	return false
}

// caseOnlyPath reports whether rel, a path a lookup found, was found only
// because one of its components matched another name by case alone (or
// by another alias the host keeps, such as a Windows short name). exact
// reports whether the directory dir (relative to the root, "." for the
// root) holds an entry of exactly the name given; when it cannot tell,
// caseOnlyPath says false.
func caseOnlyPath(exact func(dir, name string) (bool, error), rel string) bool {
	dir := "."
	for name := range strings.SplitSeq(rel, "/") {
		if name == "." || name == ".." {
			return false // no listing holds them; the operation itself refuses what leaves the root
		}
		if ok, err := exact(dir, name); err != nil || !ok {
			return err == nil
		}
		dir = path.Join(dir, name)
	}
	return false
}

// dirReader is a directory being listed, as *os.File lists one.
type dirReader interface {
	ReadDir(n int) ([]fs.DirEntry, error)
}

// caseOnlyIn reports whether the directory d, in which a lookup of base
// found an entry, holds no entry of exactly that name: the lookup matched
// another name by case alone. A listing that fails says false.
func caseOnlyIn(d dirReader, base string) bool {
	for {
		entries, err := d.ReadDir(256)
		if slices.ContainsFunc(entries, func(e fs.DirEntry) bool { return e.Name() == base }) {
			return false
		}
		if err != nil {
			return err == io.EOF
		}
	}
}
