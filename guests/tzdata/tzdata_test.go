package tzdata

import (
	"io/fs"
	"testing"
)

// TestZones checks the embedded database against its checksum and that it
// holds the zones programs ask for, in TZif form.
func TestZones(t *testing.T) {
	zones, err := FS()
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"America/New_York", "Europe/Berlin", "Asia/Kolkata", "UTC", "Etc/GMT+5"} {
		b, err := fs.ReadFile(zones, name)
		if err != nil || len(b) < 44 || string(b[:4]) != "TZif" {
			t.Errorf("%s: %d bytes, %v; want a TZif file", name, len(b), err)
		}
	}
	if _, err := fs.Stat(zones, "localtime"); err == nil {
		t.Error("the zones include localtime, a link to the host's /etc/localtime")
	}
}
