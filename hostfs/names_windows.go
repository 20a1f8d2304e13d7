package hostfs

import (
	"path/filepath"
	"strings"

	"golang.org/x/sys/windows"
)

// hostName refuses a name Windows would store under another one, or not
// as a file: see winName.
func hostName(name string) error { return winName(name) }

// caseOnly reports whether rel, which exists, is found only because
// Windows ignores case: see caseOnlyPath.
func (w *Workspace) caseOnly(rel string) bool {
	return rel != "." && caseOnlyPath(w.storedAs, rel)
}

// storedAs reports whether the entry name of the directory dir is stored
// under exactly that name: FindFirstFile gives the name an entry is
// stored under (its long name, in its case) in one lookup, where listing
// the directory would cost a read of every entry. The path is the
// workspace's own, never a guest's choice of wildcards: winName refuses
// * ? < > and " in names.
func (w *Workspace) storedAs(dir, name string) (bool, error) {
	p := filepath.Join(w.dir, filepath.FromSlash(dir), name)
	switch {
	case strings.HasPrefix(p, `\\?\`):
	case strings.HasPrefix(p, `\\`):
		p = `\\?\UNC\` + p[2:]
	default:
		p = `\\?\` + p // past 260 characters too
	}
	u, err := windows.UTF16PtrFromString(p)
	if err != nil {
		return false, err
	}
	var data windows.Win32finddata
	h, err := windows.FindFirstFile(u, &data)
	if err != nil {
		return false, err
	}
	windows.FindClose(h)
	return windows.UTF16ToString(data.FileName[:]) == name, nil
}

// HardLinks says whether guests may make hard links: not on Windows, whose
// file information gives no link count, without which the quota would
// count a linked file's bytes once per name, and free them once per name.
const HardLinks = false
