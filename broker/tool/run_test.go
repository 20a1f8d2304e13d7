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

// A displayed image goes as it is when it fits, scaled down when it is
// larger than ImageSide, and is left out past maxImage; in the last two
// cases the image as the kernel made it is kept for the full-size output.
func TestDisplayImages(t *testing.T) {
	for _, tc := range []struct {
		name     string
		w, h     int
		shown    [2]int // the image content's size; zero when left out
		note     string
		original bool
	}{
		{"fits", 100, 80, [2]int{100, 80}, "", false},
		{"larger than ImageSide", 1500, 300, [2]int{1024, 204}, "shown scaled to 1024×204", true},
		{"over the byte cap", 1000, 1000, [2]int{}, "the image is left out: 2.9 MiB once scaled, over the limit of 2 MiB", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := Displays([]display.Bundle{noise(t, tc.w, tc.h)})[0]
			var shown [2]int
			if d.Image != nil {
				cfg, err := png.DecodeConfig(bytes.NewReader(d.Image))
				if err != nil {
					t.Fatal(err)
				}
				shown = [2]int{cfg.Width, cfg.Height}
			}
			if shown != tc.shown || d.Note != tc.note || (d.Original != nil) != tc.original || d.Width != tc.w || d.Height != tc.h {
				t.Errorf("shown %v, note %q, original kept %v, size %d×%d; want %v, %q, %v, %d×%d",
					shown, d.Note, d.Original != nil, d.Width, d.Height, tc.shown, tc.note, tc.original, tc.w, tc.h)
			}
		})
	}
}
