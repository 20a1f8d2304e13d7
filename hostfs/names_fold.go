//go:build darwin || (portable && !windows)

package hostfs

// caseOnly reports whether rel, which exists, is found only because the
// volume ignores case, as macOS's do by default: see caseOnlyPath. Each
// component's directory is listed (see caseOnlyIn).
func (w *Workspace) caseOnly(rel string) bool {
	return rel != "." && caseOnlyPath(func(dir, name string) (bool, error) {
		d, err := w.root.Open(dir)
		if err != nil {
			return false, err
		}
		defer d.Close()
		return !caseOnlyIn(d, name), nil
	}, rel)
}
