package hostfs

import (
	"errors"
	"io"
	"path"
	"strings"
)

// Windows stores names its own way: it drops a trailing dot or space, so
// "d." would be "d", and it matches names without regard to case, so
// "a.txt" would open "A.txt". A guest's names are POSIX names, so neither
// may happen silently: hostName refuses the first kind, and caseOnly
// tells the operations when an existing entry only matches by case, so
// that a lookup says ENOENT and a create EEXIST instead of reaching the
// other file. Reserved device names (CON, aux.txt) and the characters
// Windows refuses (:, ?, *) fail in os.Root, with EACCES or EINVAL.

// hostName refuses a name Windows would store under another one.
func hostName(name string) error {
	if name != "." && name != ".." && (strings.HasSuffix(name, ".") || strings.HasSuffix(name, " ")) {
		return errors.New("Windows cannot keep a name ending in a dot or space")
	}
	return nil
}

// caseOnly reports whether rel, which exists, is found only because the
// host ignores case: its directory holds no entry of exactly that name.
func (w *Workspace) caseOnly(rel string) bool {
	if rel == "." {
		return false
	}
	d, err := w.root.Open(parent(rel))
	if err != nil {
		return false
	}
	defer d.Close()
	base := path.Base(rel)
	for {
		entries, err := d.ReadDir(256)
		for _, e := range entries {
			if e.Name() == base {
				return false
			}
		}
		if err == io.EOF || err != nil && len(entries) == 0 {
			return err == io.EOF
		}
	}
}
