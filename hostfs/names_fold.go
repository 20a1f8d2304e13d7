//go:build windows || darwin || portable

package hostfs

// caseOnly reports whether rel, which exists, is found only because the
// host ignores case, as Windows does and macOS does on its default
// volumes: see caseOnlyPath.
func (w *Workspace) caseOnly(rel string) bool {
	return rel != "." && caseOnlyPath(func(dir string) (dirReader, error) {
		d, err := w.root.Open(dir)
		if err != nil {
			return nil, err
		}
		return d, nil
	}, rel)
}
