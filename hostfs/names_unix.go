//go:build unix

package hostfs

// hostName accepts every name: Unix file systems store names as given.
func hostName(string) error { return nil }

// caseOnly reports false: Unix file systems tell names apart by case.
func (w *Workspace) caseOnly(string) bool { return false }
