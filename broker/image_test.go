package broker

import (
	"context"
	"testing"

	"github.com/sbx-sandbox/sbx/fallback/docker"
	"github.com/sbx-sandbox/sbx/fallback/tiers"
)

// TestImagePinned checks that an agent asking for a Docker sandbox on a
// server whose sandboxes.image pins another digest than the image's is
// refused, told both digests, and that sandbox_status shows the image.
func TestImagePinned(t *testing.T) {
	needDocker(t)
	_, caps, err := tiers.Open(context.Background(), "docker")
	if err != nil {
		t.Fatal(err)
	}
	const pinned = "sha256:1111111111111111111111111111111111111111111111111111111111111111"
	image := docker.DefaultImage + "@" + pinned
	cs := connect(t, newBroker(t, Options{Native: []tiers.Option{tiers.WithImage(image, false)}}), nil)
	mustContain(t, callErr(t, cs, "create_sandbox", args{"provider": "docker"}), "not available", caps.ImageDigest, pinned)
	st := call[ServerStatus](t, cs, "sandbox_status", nil)
	for _, p := range st.Providers {
		if p.Provider == "docker" && (p.Image != image || p.Available) {
			t.Errorf("sandbox_status says docker runs %q (available %v), want %q refused", p.Image, p.Available, image)
		}
	}
}
