//go:build unix

package hostfs

// hostName accepts every name: Unix file systems store names as given.
func hostName(string) error { return nil }

// HardLinks says whether guests may make hard links: yes, the quota
// counts a file's bytes once by its link count.
const HardLinks = true
