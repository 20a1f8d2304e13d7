//go:build unix

package display

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// A FIFO the sandbox leaves as a bundle, as the displays directory, or
// behind a link is not waited on: Collect returns at once, names what it
// could not read and collects the rest. A directory of more entries than
// a cell could make is read only in part.
func TestCollectWaitsOnNoFIFO(t *testing.T) {
	good := `{"data":{"text/plain":"kept"}}`
	for _, tc := range []struct {
		name  string
		make  func(dir string) error // dir is .sbx/displays, not yet made
		fifo  string                 // the FIFO, under .sbx
		kept  int
		error string
	}{
		{"a bundle", func(dir string) error {
			os.MkdirAll(dir, 0o755)
			os.WriteFile(filepath.Join(dir, "000002.json"), []byte(good), 0o644)
			return syscall.Mkfifo(filepath.Join(dir, "000001.json"), 0o644)
		}, "displays/000001.json", 1, "1 displays could not be read (000001.json)"},
		{"a link to one", func(dir string) error {
			os.MkdirAll(dir, 0o755)
			os.Symlink("../fifo", filepath.Join(dir, "000001.json"))
			return syscall.Mkfifo(filepath.Join(dir, "..", "fifo"), 0o644)
		}, "fifo", 0, "1 displays could not be read (000001.json)"},
		{"the directory", func(dir string) error {
			os.MkdirAll(filepath.Dir(dir), 0o755)
			return syscall.Mkfifo(dir, 0o644)
		}, "displays", 0, ""},
		{"more entries than a cell makes", func(dir string) error {
			os.MkdirAll(dir, 0o755)
			for i := range maxEntries + 500 {
				os.WriteFile(filepath.Join(dir, fmt.Sprintf("%06d.txt", i)), nil, 0o644)
			}
			return nil
		}, "", 0, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ws := t.TempDir()
			dir := filepath.Join(ws, ".sbx", "displays")
			if err := tc.make(dir); err != nil {
				t.Skipf("no FIFOs here: %v", err)
			}
			type result struct {
				got []Bundle
				err error
			}
			done := make(chan result, 1)
			go func() {
				got, err := Collect(hostFiles(t, ws))
				done <- result{got, err}
			}()
			var r result
			select {
			case r = <-done:
			case <-time.After(5 * time.Second):
				// End the wait, so that the test fails instead of hanging.
				if f, err := os.OpenFile(filepath.Join(ws, ".sbx", tc.fifo), os.O_WRONLY|syscall.O_NONBLOCK, 0); err == nil {
					f.Close()
				}
				<-done
				t.Fatal("Collect waited on the FIFO")
			}
			if len(r.got) != tc.kept || (tc.error == "") != (r.err == nil) || r.err != nil && !strings.Contains(r.err.Error(), tc.error) {
				t.Errorf("got %d bundles, %v; want %d, %q", len(r.got), r.err, tc.kept, tc.error)
			}
		})
	}
}
