package hostfs

// hostName refuses a name Windows would store under another one, or not
// as a file: see winName.
func hostName(name string) error { return winName(name) }
