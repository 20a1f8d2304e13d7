package docker

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/sbx-sandbox/sbx/fallback"
	"github.com/sbx-sandbox/sbx/fallback/internal/tiertest"
)

// zeroDigest is a well-formed digest no image has.
const zeroDigest = "sha256:0000000000000000000000000000000000000000000000000000000000000000"

func TestParseImage(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want ImageRef
		err  string
	}{
		{"sbx-sandbox:bookworm-1", ImageRef{Name: "sbx-sandbox:bookworm-1"}, ""},
		{"registry.example.com:5000/sbx:1@" + zeroDigest, ImageRef{Name: "registry.example.com:5000/sbx:1", Digest: zeroDigest}, ""},
		{zeroDigest, ImageRef{Digest: zeroDigest}, ""},
		{"sbx@sha256:abc", ImageRef{}, "64 hex digits"},
		{"sbx@md5:" + strings.Repeat("0", 64), ImageRef{}, "64 hex digits"},
		{"", ImageRef{}, "not name[:tag]"},
		{"sbx sandbox", ImageRef{}, "not name[:tag]"},
	} {
		got, err := ParseImage(tc.in)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) || !errors.Is(err, fallback.ErrInput) {
				t.Errorf("ParseImage(%q) = %v, %v; want an ErrInput saying %q", tc.in, got, err, tc.err)
			}
			continue
		}
		if err != nil || got != tc.want || got.String() != tc.in {
			t.Errorf("ParseImage(%q) = %+v (%s), %v; want %+v", tc.in, got, got, err, tc.want)
		}
	}
}

// TestImageDigest checks sandboxes.image against the daemon's image: a
// pinned digest that matches serves, one that does not refuses the
// sandbox naming both digests, and a missing image is never pulled unless
// pulling is on.
func TestImageDigest(t *testing.T) {
	id := dockerFor(t, "runc").Capabilities(context.Background()).ImageDigest
	if !strings.HasPrefix(id, "sha256:") {
		t.Fatalf("the default image's digest is %q", id)
	}
	ctx := context.Background()
	for _, tc := range []struct {
		name, image string
		pull        bool
		available   bool
		want        []string // in Missing and in Create's error
	}{
		{"pinned", DefaultImage + "@" + id, false, true, nil}, // and a sandbox starts
		{"pinned by digest alone", id, false, true, nil},
		{"not pinned", DefaultImage, false, true, nil},
		{"mismatch", DefaultImage + "@" + zeroDigest, false, false, []string{id, zeroDigest, "refusing to start a sandbox"}},
		{"missing, no pull", "127.0.0.1:1/sbx-absent:1", false, false, []string{"not on this machine", "sandboxes.pull = true"}},
		{"missing, pull", "127.0.0.1:1/sbx-absent:1", true, true, []string{"pulling image 127.0.0.1:1/sbx-absent:1"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := NewDocker(DockerOptions{Image: tc.image, Runtime: "runc", Pull: tc.pull})
			defer d.Close()
			caps := d.Capabilities(ctx)
			if caps.Available != tc.available || caps.Image != tc.image {
				t.Fatalf("Capabilities: available %v, image %q (missing %v); want %v, %q", caps.Available, caps.Image, caps.Missing, tc.available, tc.image)
			}
			if caps.Available && !tc.pull && caps.ImageDigest != id {
				t.Errorf("ImageDigest %q, want %q", caps.ImageDigest, id)
			}
			if tc.name == "pinned" {
				id, _ := tiertest.Sandbox(t, d, fallback.Limits{})
				tiertest.MustExec(t, d, id, "true")
			}
			if len(tc.want) == 0 {
				return
			}
			if !caps.Available {
				mustHave(t, caps.Gaps(), tc.want...)
			}
			_, err := d.Create(ctx, fallback.Spec{Workspace: t.TempDir()})
			if err == nil {
				t.Fatal("Create started a sandbox")
			}
			mustHave(t, err.Error(), tc.want...)
		})
	}
}

// mustHave fails t unless s holds every part.
func mustHave(t *testing.T, s string, parts ...string) {
	t.Helper()
	for _, p := range parts {
		if !strings.Contains(s, p) {
			t.Errorf("%q does not say %q", s, p)
		}
	}
}
