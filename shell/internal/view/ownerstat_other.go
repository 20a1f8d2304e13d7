//go:build !unix

package view

// ownerStat is what a sandbox file's Sys reports: nothing outside Unix.
func ownerStat() any { return nil }
