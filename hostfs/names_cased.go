//go:build !windows && !darwin && !portable

package hostfs

// caseOnly reports false: these systems' file systems tell names apart by
// case.
func (w *Workspace) caseOnly(string) bool { return false }
