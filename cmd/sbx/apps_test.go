package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sbx-sandbox/sbx/broker"
)

// TestApps lists what a server's apps file holds, with the tokens only
// when asked.
func TestApps(t *testing.T) {
	dir := t.TempDir()
	code, out, errOut := runCLI(t, "", "apps", "--data-dir", dir)
	if code != 0 || out != "" || !strings.Contains(errOut, "no apps are published") {
		t.Errorf("no apps: exit %d, %q %q", code, out, errOut)
	}
	apps := []broker.PublishedApp{{AppInfo: broker.AppInfo{Name: "site", Kind: "static", Target: "/workspace/site",
		URL: "http://site.sb-0123456789abcdef.localhost:8080/", SandboxID: "sb_0123456789abcdef"}, User: "alice", Token: "sbxapp_secret"}}
	data, _ := json.Marshal(apps)
	os.WriteFile(filepath.Join(dir, broker.AppsFile), data, 0o600)
	code, out, errOut = runCLI(t, "", "apps", "--data-dir", dir)
	if code != 0 || !strings.Contains(out, "http://site.sb-0123456789abcdef.localhost:8080/ ") || !strings.Contains(out, "alice") ||
		!strings.Contains(out, "/workspace/site") || strings.Contains(out, "sbxapp_secret") {
		t.Errorf("sbx apps: exit %d, %q %q; want the URL, the user and what it serves, and no token", code, out, errOut)
	}
	code, out, _ = runCLI(t, "", "apps", "--tokens", "--data-dir", dir)
	if code != 0 || !strings.Contains(out, "http://site.sb-0123456789abcdef.localhost:8080/?token=sbxapp_secret") {
		t.Errorf("sbx apps --tokens: exit %d, %q", code, out)
	}
	os.WriteFile(filepath.Join(dir, broker.AppsFile), []byte("{"), 0o600)
	if code, _, errOut = runCLI(t, "", "apps", "--data-dir", dir); code == 0 || !strings.Contains(errOut, broker.AppsFile) {
		t.Errorf("a broken apps file: exit %d, %q", code, errOut)
	}
}
