module github.com/sbx-sandbox/sbx

go 1.26.8

require (
	github.com/tetratelabs/wazero v1.12.0
	golang.org/x/sys v0.44.0
)
