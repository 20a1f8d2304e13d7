// Package ui holds sbx's MCP Apps, built into single self-contained HTML
// files. The dashboard's sources are in dashboard/src; `make ui` (or
// `go generate ./ui/...`) rebuilds dashboard/dist with esbuild's Go API,
// and `make ui-check` fails when the committed bundle is not what the
// sources build. Building sbx needs neither npm nor Node: the bundle is
// committed and embedded.
package ui

import _ "embed"

//go:generate go run ../build dashboard/src/main.ts dashboard/dist/dashboard.html

// DashboardHTML is the data_dashboard App: one HTML page with its script
// and styles inlined, which loads nothing else.
//
//go:embed dashboard/dist/dashboard.html
var DashboardHTML []byte
