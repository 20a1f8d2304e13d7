package docker

import (
	"context"
	"encoding/hex"
	"fmt"
	"strings"
	"time"

	cerrdefs "github.com/containerd/errdefs"
	"github.com/moby/moby/client"
	"github.com/sbx-sandbox/sbx/fallback"
)

// ImageRef is an image as the operator names it: a name (with its tag)
// and, preferably, the digest it must have.
type ImageRef struct {
	Name   string // "sbx-sandbox:bookworm-2"; empty when only the digest is given
	Digest string // "sha256:" and 64 hex digits; empty: any
}

// String implements fmt.Stringer: name@digest.
func (r ImageRef) String() string {
	switch {
	case r.Digest == "":
		return r.Name
	case r.Name == "":
		return r.Digest
	}
	return r.Name + "@" + r.Digest
}

// ParseImage reads an image reference: name[:tag], name[:tag]@sha256:HEX
// or sha256:HEX. The digest is the image's ID (what sandbox-image/build.sh
// prints), or one of its registry digests.
func ParseImage(s string) (ImageRef, error) {
	name, digest, pinned := strings.Cut(s, "@")
	if !pinned && strings.HasPrefix(s, "sha256:") {
		name, digest, pinned = "", s, true
	}
	if pinned {
		hexPart, ok := strings.CutPrefix(digest, "sha256:")
		if _, err := hex.DecodeString(hexPart); !ok || err != nil || len(hexPart) != 64 {
			return ImageRef{}, fmt.Errorf("%w: image %q: a digest is sha256: and 64 hex digits", fallback.ErrInput, s)
		}
	}
	if name == "" && !pinned || strings.ContainsAny(name, " \t\n@") {
		return ImageRef{}, fmt.Errorf("%w: image %q is not name[:tag] or name[:tag]@sha256:...", fallback.ErrInput, s)
	}
	return ImageRef{Name: name, Digest: digest}, nil
}

// pullTimeout bounds pulling an image in Create.
const pullTimeout = 10 * time.Minute

// image finds the provider's image on the daemon and checks its digest.
// It returns the image's ID, to create containers from exactly the image
// checked; "" with a nil error when the image is missing and may be
// pulled. An image whose digest is not the one pinned is refused, with
// both digests in the message.
func (d *Docker) image(ctx context.Context) (id string, err error) {
	ref, err := ParseImage(d.opts.Image)
	if err != nil {
		return "", err
	}
	lookup := ref.Name
	if lookup == "" {
		lookup = ref.Digest
	}
	info, err := d.cli.ImageInspect(ctx, lookup)
	switch {
	case cerrdefs.IsNotFound(err) && d.opts.Pull:
		return "", nil
	case cerrdefs.IsNotFound(err):
		return "", fmt.Errorf("image %s is not on this machine, and sbx pulls nothing unless sandboxes.pull = true", ref)
	case err != nil:
		return "", fmt.Errorf("image %s: %v", ref, err)
	}
	if ref.Digest != "" && info.ID != ref.Digest && !hasDigest(info.RepoDigests, ref.Digest) {
		return "", fmt.Errorf("image %s is %s, not %s as pinned: it was rebuilt or replaced; refusing to start a sandbox from it", lookup, info.ID, ref.Digest)
	}
	return info.ID, nil
}

// hasDigest reports whether one of an image's registry digests
// (name@sha256:...) is digest.
func hasDigest(repoDigests []string, digest string) bool {
	for _, rd := range repoDigests {
		if strings.HasSuffix(rd, "@"+digest) {
			return true
		}
	}
	return false
}

// pull fetches the provider's image from its registry, then checks it as
// image does.
func (d *Docker) pull(ctx context.Context) (string, error) {
	ctx, cancel := context.WithTimeout(ctx, pullTimeout)
	defer cancel()
	ref, _ := ParseImage(d.opts.Image) // checked by image
	resp, err := d.cli.ImagePull(ctx, ref.String(), client.ImagePullOptions{})
	if err == nil {
		err = resp.Wait(ctx)
		resp.Close()
	}
	if err != nil {
		return "", fmt.Errorf("docker: pulling image %s: %w", ref, err)
	}
	id, err := d.image(ctx)
	if err == nil && id == "" {
		err = fmt.Errorf("docker: image %s is still missing after pulling it", ref)
	}
	return id, err
}
