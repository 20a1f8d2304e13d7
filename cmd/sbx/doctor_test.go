package main

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/sbx-sandbox/sbx/fallback/docker"
	"github.com/sbx-sandbox/sbx/fallback/tiers"
	"github.com/sbx-sandbox/sbx/internal/sbxtest"
)

// TestDoctorImage checks that sbx doctor names the Docker image in use and
// its digest: the line to pin it when it is not pinned, both digests when
// the pinned one is not the image's.
func TestDoctorImage(t *testing.T) {
	_, caps, err := tiers.Open(context.Background(), "docker")
	if err != nil {
		msg := "docker is not usable here (sandbox-image/engines.sh installs and starts it): " + err.Error()
		sbxtest.SkipEngine(t, msg)
	}
	const other = "sha256:2222222222222222222222222222222222222222222222222222222222222222"
	for _, tc := range []struct {
		image string
		want  []string
	}{
		{docker.DefaultImage, []string{"image", caps.ImageDigest, `sandboxes.image = "` + docker.DefaultImage + "@" + caps.ImageDigest + `" pins it`}},
		{docker.DefaultImage + "@" + caps.ImageDigest, []string{docker.DefaultImage + "@" + caps.ImageDigest + ", digest checked"}},
		{docker.DefaultImage + "@" + other, []string{"no  ", "is " + caps.ImageDigest + ", not " + other}},
	} {
		var out bytes.Buffer
		doctorNative(context.Background(), &out, tiers.WithImage(tc.image, false))
		for _, w := range tc.want {
			if !strings.Contains(out.String(), w) {
				t.Errorf("sandboxes.image = %q: doctor says\n%s\nwithout %q", tc.image, out.String(), w)
			}
		}
	}
}
