package main

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/sbx-sandbox/sbx/fallback"
	"github.com/sbx-sandbox/sbx/internal/sbxtest"
)

// TestDoctorImage checks that sbx doctor names the Docker image in use and
// its digest: the line to pin it when it is not pinned, both digests when
// the pinned one is not the image's.
func TestDoctorImage(t *testing.T) {
	_, caps, err := fallback.Open(context.Background(), "docker")
	if err != nil {
		msg := "docker is not usable here (sandbox-image/engines.sh installs and starts it): " + err.Error()
		sbxtest.SkipEngine(t, msg)
	}
	const other = "sha256:2222222222222222222222222222222222222222222222222222222222222222"
	for _, tc := range []struct {
		image string
		want  []string
	}{
		{fallback.DefaultImage, []string{"image", caps.ImageDigest, `sandboxes.image = "` + fallback.DefaultImage + "@" + caps.ImageDigest + `" pins it`}},
		{fallback.DefaultImage + "@" + caps.ImageDigest, []string{fallback.DefaultImage + "@" + caps.ImageDigest + ", digest checked"}},
		{fallback.DefaultImage + "@" + other, []string{"no  ", "is " + caps.ImageDigest + ", not " + other}},
	} {
		var out bytes.Buffer
		doctorNative(context.Background(), &out, fallback.WithImage(tc.image, false))
		for _, w := range tc.want {
			if !strings.Contains(out.String(), w) {
				t.Errorf("sandboxes.image = %q: doctor says\n%s\nwithout %q", tc.image, out.String(), w)
			}
		}
	}
}
