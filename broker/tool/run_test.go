package tool

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"image"
	"image/png"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/sbx-sandbox/sbx/internal/display"
)

// noise is a bundle of a w×h PNG of random pixels, which does not
// compress: about 3wh bytes.
func noise(t *testing.T, w, h int) display.Bundle {
	t.Helper()
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	r := rand.New(rand.NewPCG(1, 2))
	for i := range img.Pix {
		img.Pix[i] = byte(r.Uint32())
		if i%4 == 3 {
			img.Pix[i] = 255
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	data, _ := json.Marshal(base64.StdEncoding.EncodeToString(buf.Bytes()))
	return display.Bundle{Data: map[string]json.RawMessage{"image/png": data}, Metadata: map[string]any{"type": "PIL.Image"}}
}

// A result's displays keep their images, HTML and SVG up to
// MaxDisplayBytes together; past it, a display is a line of text with a
// note, and its image is kept at full size.
func TestDisplaysBudget(t *testing.T) {
	img := noise(t, 700, 700) // about 1.4 MiB
	html := display.Bundle{Data: map[string]json.RawMessage{"text/html": json.RawMessage(`"` + strings.Repeat("x", 2<<20) + `"`)},
		Metadata: map[string]any{"type": "HTML"}}
	for _, tc := range []struct {
		name    string
		bundles []display.Bundle
		shown   int // displays that keep their image or HTML
	}{
		{"within", []display.Bundle{img, img, html}, 3},
		{"images past it", []display.Bundle{img, img, img, img, img, img}, 5},
		{"HTML past it", []display.Bundle{img, img, img, img, html, html}, 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ds := Displays(tc.bundles)
			total := 0
			for i, d := range ds {
				n := len(d.Image) + len(d.HTML)
				total += n
				left := strings.Contains(d.Note, "left out: this result's displays passed 8 MiB")
				if (i < tc.shown) != (n > 0) || (i < tc.shown) == left {
					t.Errorf("display %d: %d bytes, note %q; want the first %d shown and the rest noted", i+1, n, d.Note, tc.shown)
				}
				if d.Type == "PIL.Image" && n == 0 && (d.Original == nil || d.OriginalType != "image/png") {
					t.Errorf("display %d: left out, and its image is not kept at full size", i+1)
				}
			}
			if total > MaxDisplayBytes {
				t.Errorf("the displays hold %d bytes, over %d", total, MaxDisplayBytes)
			}
		})
	}
}
